import Testing
import LocaleServices
@testable import Strings

@Suite("Stringsdict")
struct StringsdictTests {
    static func plist(_ body: String) -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>\(body)</dict></plist>
        """.utf8)
    }

    static func entry(_ key: String, format: String = "%#@n@", forms: [String: String], valueType: String = "d") -> String {
        let formXML = forms.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
        return """
        <key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>\(valueType)</string>\(formXML)</dict></dict>
        """
    }

    private func rules(_ locale: String) throws -> PluralRules { try PluralRules.rules(for: LanguageTag(parsing: locale)) }

    @Test func decodesEntries() throws {
        let entries = try StringsdictDecoder.decode(Self.plist(Self.entry("missed", forms: ["one": "%d update", "other": "%d updates"])))
        let missed = try #require(entries["missed"])
        #expect(missed.formatKey == "%#@n@")
        #expect(missed.variables["n"]?.valueType == "d")
        #expect(missed.variables["n"]?.forms == [.one: "%d update", .other: "%d updates"])
    }

    @Test("English chooses by ICU rules", arguments: [(1, "1 update"), (0, "0 updates"), (2, "2 updates"), (21, "21 updates")])
    func english(count: Int64, expected: String) throws {
        let entries = try StringsdictDecoder.decode(Self.plist(Self.entry("m", forms: ["one": "%d update", "other": "%d updates"])))
        #expect(entries["m"]!.format([.integer(count)], rules: try rules("en")).string == expected)
    }

    @Test("Russian uses few and many", arguments: [(1, "1 одно"), (3, "3 несколько"), (5, "5 много"), (22, "22 несколько"), (11, "11 много")])
    func russian(count: Int64, expected: String) throws {
        let forms = ["one": "%d одно", "few": "%d несколько", "many": "%d много", "other": "%d прочее"]
        let entries = try StringsdictDecoder.decode(Self.plist(Self.entry("m", forms: forms)))
        #expect(entries["m"]!.format([.integer(count)], rules: try rules("ru")).string == expected)
    }

    @Test func zeroFormWinsForZeroEvenInEnglish() throws {
        let entries = try StringsdictDecoder.decode(Self.plist(Self.entry("m", forms: ["zero": "no updates", "one": "%d update", "other": "%d updates"])))
        let result = entries["m"]!.format([0], rules: try rules("en"))
        #expect(result.string == "no updates")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func outerFormatAndOtherArguments() throws {
        let entries = try StringsdictDecoder.decode(Self.plist(Self.entry("m", format: "%1$@: %2$#@n@", forms: ["one": "%d file", "other": "%d files"])))
        let result = entries["m"]!.format(["Photos", 4], rules: try rules("en"))
        #expect(result.string == "Photos: 4 files")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func missingNumberIsDiagnosed() throws {
        let entries = try StringsdictDecoder.decode(Self.plist(Self.entry("m", forms: ["one": "%d update", "other": "%d updates"])))
        let result = entries["m"]!.format([], rules: try rules("en"))
        #expect(!result.diagnostics.isEmpty)
        #expect(result.string == "%d updates")
    }

    @Test("malformed entries are named", arguments: [
        ("<key>k</key><string>x</string>", "entry \"k\" must be a dictionary"),
        ("<key>k</key><dict></dict>", "entry \"k\" has no NSStringLocalizedFormatKey string"),
        ("<key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string></dict>", "entry \"k\" uses %#@v@ but defines no \"v\" dictionary"),
        (entry("k", forms: ["one": "x"]), "variable \"n\" of \"k\" has no \"other\" form, which every language needs"),
    ])
    func malformed(body: String, message: String) {
        do {
            _ = try StringsdictDecoder.decode(Self.plist(body), file: "x.stringsdict")
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .structure)
            #expect(error.message == message)
            #expect(error.key == "k")
            #expect(error.location.file == "x.stringsdict")
        }
    }

    @Test func notAPlistAtAll() {
        #expect(throws: StringsError.self) { try StringsdictDecoder.decode(Array("hello".utf8)) }
        #expect(throws: StringsError.self) { try StringsdictDecoder.decode(Array("<plist><array/></plist>".utf8)) }
    }
}
