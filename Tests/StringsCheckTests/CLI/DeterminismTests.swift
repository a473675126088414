import Foundation
import StringsCheck
import Testing

/// The same tree gives byte-identical output in every process, whatever seed Swift's hashing gets.
///
/// Each run is a separate process with `SWIFT_DETERMINISTIC_HASHING` removed from its environment,
/// so every run hashes with a fresh random seed and walks its dictionaries in another order.
@Suite("strings-check output is the same on every run")
struct DeterminismTests {
    typealias Command = StringsCheckCommandTests

    /// A stringsdict entry shaped like a real Mastodon client's: `%#@names@%#@count@`, where `names`
    /// has only an empty `other` (it takes the first argument) and `count`'s forms name that argument
    /// as `%1$@` beside their own number (`%ld`, the second argument). Each entry has another set of
    /// categories, so that each walks its forms in its own order.
    static func entry(_ key: String, _ forms: [(String, String)]) -> String {
        let body = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
        return """
        <key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@names@%#@count@</string>
        <key>names</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>ld</string><key>other</key><string></string></dict>
        <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>ld</string>\(body)</dict></dict>
        """
    }

    static func stringsdict(_ entries: [String]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>\(entries.joined(separator: "\n"))</dict></plist>\n"
    }

    static let categorySets: [[String]] = [
        ["zero", "one", "other"], ["one", "other"], ["one", "few", "other"], ["zero", "other"], ["two", "many", "other"],
        ["one", "two", "few", "other"], ["zero", "one", "few", "many", "other"], ["few", "other"],
    ]

    /// A tree of eight such entries in a base and three translations, whose first form takes the
    /// first argument as an integer (`%1$d`) where the base's forms take an object; and a catalog.
    static func writeTree(in scratch: StringsCheckCIOptionsTests.Scratch) throws {
        func entries(translated: Bool) -> [String] {
            categorySets.enumerated().map { index, categories in
                entry("followed.\(index)", categories.enumerated().map { position, category in
                    if category == "other" { return (category, "Followed by %1$@ and %ld more") }
                    return (category, translated && position == 0 ? "Suivi par %1$d" : "Followed by %1$@")
                })
            }
        }
        try scratch.write(stringsdict(entries(translated: false)), to: "tree/Base.lproj/Localizable.stringsdict")
        for language in ["fr", "de", "ar"] {
            try scratch.write(stringsdict(entries(translated: true)), to: "tree/\(language).lproj/Localizable.stringsdict")
            try scratch.write("\"a\" = \"x\";\n\"b\" = \"y\";\n", to: "tree/\(language).lproj/Localizable.strings")
        }
        try scratch.write("\"a\" = \"A %@\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n", to: "tree/Base.lproj/Localizable.strings")
        // A catalog with stale keys, review states and substitutions, whose metadata lives in dictionaries too.
        let keys = (0..<12).map { index in
            let state = ["translated", "needs_review", "new"][index % 3]
            return """
            "key.\(index) %lld %@" : { \(index % 4 == 0 ? "\"extractionState\" : \"stale\", " : "")"localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld",
                "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ one" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ %arg" } } } } } } },
              "fr" : { "stringUnit" : { "state" : "\(state)", "value" : "%#@n@" }, "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld",
                "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "\(state)", "value" : "%2$d un" } }, "other" : { "stringUnit" : { "state" : "\(state)", "value" : "%2$@ %arg" } } } } } } }
            } }
            """
        }
        try scratch.write("{ \"sourceLanguage\" : \"en\", \"strings\" : {\n\(keys.joined(separator: ",\n"))\n}, \"version\" : \"1.0\" }\n", to: "tree/Catalog.xcstrings")
    }

    static let formats: [[String]] = [["--summary"], ["--format", "json"], ["--format", "sarif"], ["--format", "github"], ["--format", "xcode"]]

    @Test("text, JSON, SARIF, GitHub, Xcode and baseline output, under six hash seeds each", arguments: formats)
    func sameOutputOnEveryRun(_ format: [String]) throws {
        let scratch = try StringsCheckCIOptionsTests.Scratch(copying: [])
        try Self.writeTree(in: scratch)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        var outputs = Set<String>()
        var baselines = Set<String>()
        for run in 0..<6 {
            let result = try Command.run(["tree"] + format + ["--write-baseline", "baseline-\(run).json"], in: scratch.path, environment: environment)
            #expect(result.status == 1, "\(result.error)")
            outputs.insert(result.output)
            baselines.insert(try scratch.read("baseline-\(run).json"))
        }
        #expect(outputs.count == 1, "\(outputs.count) different outputs from six runs")
        #expect(baselines.count == 1, "\(baselines.count) different baselines from six runs")
        // The runs did find what differs, so identical output is not identical silence.
        #expect(outputs.first?.contains("format-mismatch") == true)
        #expect(outputs.first?.contains("catalog-state") == true)
    }
}
