import LocaleServices
import PropertySupport
import Testing
@testable import Strings

/// Issue 37: plural entries whose work grew with the square of their size. Each test reads an
/// entry of `n` and of `10 × n` parts and compares the processor times: about 10 when linear,
/// about 100 when every part is read again for every other (as they were).
@Suite("Plural entries: work linear in their size")
struct PluralScalingTests {
    /// Under 30 leaves room for noise on a shared machine; the quadratic paths measured 100 or more.
    static let linearBound = 30.0

    static func stringsdict(_ entries: [String: String]) -> [UInt8] {
        var text = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>k</key><dict>"#
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) { text += value.hasPrefix("<") ? "<key>\(key)</key>\(value)" : "<key>\(key)</key><string>\(value)</string>" }
        return Array((text + "</dict></dict></plist>").utf8)
    }

    static func variable(one: String, other: String) -> String {
        "<dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>"
            + "<key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>"
    }

    /// One variable named `n` times by the format key, its forms taking `n` explicit positions.
    static func repeated(_ count: Int) -> PluralizedString {
        let form = (1...count).map { "%\($0)$d" }.joined()
        return PluralizedString(key: "k", formatKey: String(repeating: "%#@a@", count: count),
                                variables: ["a": PluralVariable(name: "a", valueType: "d", forms: [.one: form, .other: form])])
    }

    /// 41 KB of `.stringsdict` took 11 s: the forms were read again at every position the variable takes.
    @Test("signature: a variable named at every position, its forms long")
    func signatureOfARepeatedVariable() {
        let small = Self.repeated(200), large = Self.repeated(2_000)
        let signature = large.signature
        #expect(signature.count == 2_000)
        #expect(signature.arguments.values.allSatisfy { $0 == .integer })
        #expect(signature.conflictingPositions.isEmpty)
        let ratio = GrowthRatio.measure(small: { _ = small.signature }, large: { _ = large.signature })
        #expect(ratio < Self.linearBound, "time ratio 2,000 / 200 references: \(ratio)")
    }

    /// Each reference looked its variable up in the entry's list of members, and read it again.
    @Test("decoding: many variables, and one variable named many times")
    func decodingManyReferences() throws {
        func manyVariables(_ count: Int) -> [UInt8] {
            var entries = ["NSStringLocalizedFormatKey": (0..<count).map { "%#@v\($0)@" }.joined(separator: " ")]
            for index in 0..<count { entries["v\(index)"] = Self.variable(one: "%d x", other: "%d xs") }
            return Self.stringsdict(entries)
        }
        func oneVariable(_ count: Int) -> [UInt8] {
            var entries = ["NSStringLocalizedFormatKey": String(repeating: "%#@a@", count: count), "a": Self.variable(one: "%d x", other: "%d xs")]
            for index in 0..<count { entries["unused\(index)"] = "x" }
            return Self.stringsdict(entries)
        }
        for (make, variables) in [(manyVariables, 6_000), (oneVariable, 1)] {
            let small = make(600), large = make(6_000)
            #expect(try StringsdictDecoder.decode(large)["k"]?.variables.count == variables)
            let ratio = try GrowthRatio.measure(small: { _ = try StringsdictDecoder.decode(small) },
                                                large: { _ = try StringsdictDecoder.decode(large) })
            #expect(ratio < Self.linearBound, "time ratio 6,000 / 600 references: \(ratio)")
        }
        #expect(try StringsdictDecoder.decode(manyVariables(3))["k"]?.variables.keys.sorted() == ["v0", "v1", "v2"])
        #expect(try StringsdictDecoder.decode(oneVariable(3))["k"]?.variables.keys.sorted() == ["a"])
    }

    /// Foundation reads a variable a form names (`%d tasks%#@milestones@`): each is read once, never
    /// expanded into its forms, so a chain in which every form names the next twice stays linear.
    @Test("a variable's forms that name other variables are read once each, never expanded")
    func nestedReferencesAreNotExpanded() throws {
        var entries = ["NSStringLocalizedFormatKey": "%#@v0@"]
        for index in 0..<40 { entries["v\(index)"] = Self.variable(one: "%#@v\(index + 1)@%#@v\(index + 1)@", other: "%d %#@v\(index + 1)@") }
        let plural = try #require(try StringsdictDecoder.decode(Self.stringsdict(entries))["k"])
        #expect(plural.variables.count == 40)
        #expect(plural.undefinedReferences.map(\.name) == ["v40"])
        #expect(plural.signature.count == 1)
    }

    @Test("firstVariablePositions: the lowest position of each variable")
    func firstPositions() {
        let plural = PluralizedString(key: "k", formatKey: "%#@a@ %#@b@ %#@a@ %5$#@b@ %1$#@c@", variables: [:])
        #expect(plural.firstVariablePositions == ["a": 3, "b": 2, "c": 1])
    }

    // MARK: String Catalog substitutions

    /// One value naming `count` substitutions, each with its `argNum` (position `argNum(index)`).
    static func catalog(_ count: Int, references: Int = 1, argNum: (Int) -> String = { String($0 + 1) }) -> [UInt8] {
        let value = (0..<count).map { String(repeating: "%#@s\($0)@ ", count: references) }.joined()
        let substitutions = (0..<count).map { index in
            #""s\#(index)":{"argNum":\#(argNum(index)),"formatSpecifier":"lld","variations":{"plural":{"#
                + #""one":{"stringUnit":{"state":"translated","value":"%arg x"}},"other":{"stringUnit":{"state":"translated","value":"%arg xs"}}}}}"#
        }.joined(separator: ",")
        let text = #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\#(value)"},"substitutions":{\#(substitutions)}}}}}}"#
        return Array(text.utf8)
    }

    /// 928 KB of catalog took 10 s: each substitution's `argNum` was written into the value by
    /// replacing its references in the whole value, once per substitution.
    @Test("catalog: thousands of argNum substitutions in one value")
    func manySubstitutions() throws {
        let small = Self.catalog(500), large = Self.catalog(5_000)
        let plural = try #require(try StringCatalogDecoder.decode(large, tableName: "L").tables["de"]?.plurals["k"])
        #expect(plural.variables.count == 5_000)
        #expect(plural.variablePositions.count == 5_000)
        #expect(plural.variablePositions[4_321] == "s4320")
        let ratio = try GrowthRatio.measure(small: { _ = try StringCatalogDecoder.decode(small, tableName: "L") },
                                            large: { _ = try StringCatalogDecoder.decode(large, tableName: "L") })
        #expect(ratio < Self.linearBound, "time ratio 5,000 / 500 substitutions: \(ratio)")
    }

    @Test("catalog: an argNum of a billion is a position, not an allocation")
    func hugeArgNum() throws {
        let decoded = try StringCatalogDecoder.decode(Self.catalog(1, references: 2_000, argNum: { _ in "1000000000" }), tableName: "L")
        let plural = try #require(decoded.tables["de"]?.plurals["k"])
        #expect(plural.formatKey.hasPrefix("%1000000000$#@s0@ %1000000000$#@s0@ "))
        // Positions are capped at a million when read, as every format's are.
        #expect(plural.signature.count == 1_000_000)
        #expect(plural.signature.arguments.count == 1)
        for ignored in ["0", "-3", "1e9", "99999999999999999999999", "\"7\""] {
            let other = try StringCatalogDecoder.decode(Self.catalog(1, argNum: { _ in ignored }), tableName: "L")
            #expect(other.tables["de"]?.plurals["k"]?.formatKey == "%#@s0@ ", "argNum \(ignored)")
        }
    }

    @Test("numbered: references of substitutions with an argNum get it", arguments: [
        ("%#@a@ and %#@b@", ["a": 2, "b": 1], "%2$#@a@ and %1$#@b@"),
        ("%#@a@%#@a@", ["a": 3], "%3$#@a@%3$#@a@"),
        ("%#@a@ %#@c@ %2$#@a@", ["a": 1], "%1$#@a@ %#@c@ %2$#@a@"),
        ("100%% %#@x@ %#@", ["x": 4], "100%% %4$#@x@ %#@"),
        ("%#@x%#@a@ é %#@é@", ["a": 1, "é": 2], "%#@x%1$#@a@ é %2$#@é@"),
        ("no references", ["a": 1], "no references"),
        ("%#@a@", [:], "%#@a@"),
    ])
    func numbered(text: String, positions: [String: Int], expected: String) {
        #expect(StringCatalogDecoder.numbered(text, positions) == expected)
    }
}
