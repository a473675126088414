import LocaleServices
import PropertySupport
import Strings
import Testing
@testable import StringsCheck

/// Issue 37: the plural rules read a plural's parts once per other part. Each test runs a rule on
/// a plural of `n` and of `10 × n` parts and compares the processor times of the calling thread:
/// about 10 when linear, about 100 when quadratic (as they were).
@Suite("Plural rules: work linear in the plural's size")
struct PluralRuleScalingTests {
    /// Under 30 leaves room for noise on a shared machine; the quadratic paths measured 100 or more.
    static let linearBound = 30.0

    /// One variable named `count` times, its forms taking `count` explicit positions and `other`
    /// ending in `tail`.
    static func repeated(_ count: Int, tail: String) -> PluralizedString {
        let form = (1...count).map { "%\($0)$d" }.joined()
        return PluralizedString(key: "k", formatKey: String(repeating: "%#@a@", count: count),
                                variables: ["a": PluralVariable(name: "a", valueType: "d", forms: [.one: form, .other: form + tail])])
    }

    /// `count` variables, named `prefix0`, `prefix1`, …, with the forms given.
    static func many(_ count: Int, prefix: String, one: String, other: String) -> PluralizedString {
        let variables = (0..<count).map { PluralVariable(name: "\(prefix)\($0)", valueType: "d", forms: [.one: one, .other: other]) }
        return PluralizedString(key: "k", formatKey: variables.map { "%#@\($0.name)@" }.joined(separator: " "),
                                variables: Dictionary(uniqueKeysWithValues: variables.map { ($0.name, $0) }))
    }

    /// A variable named at every position was compared at every position, its forms read each time.
    @Test("format-mismatch: a variable named at every position is compared once")
    func compareARepeatedVariable() {
        func pair(_ count: Int) -> (PluralizedString, PluralizedString) { (Self.repeated(count, tail: " x"), Self.repeated(count, tail: " %@")) }
        let small = pair(150), large = pair(1_500)
        let differences = FormatMismatchRule.compare(large.0, large.1)
        #expect(differences.map(\.description) == ["the \"other\" form of \"a\" takes 1: %d (integer), 2: %d (integer), 3: %d (integer), 4: %d (integer), 5: %d (integer), 6: %d (integer), 7: %d (integer), 8: %d (integer), 9: %d (integer), 10: %d (integer), 11: %d (integer), 12: %d (integer), … (1500 arguments)"])
        #expect(FormatMismatchRule.compare(large.0, large.0).isEmpty)
        let ratio = GrowthRatio.measure(small: { _ = FormatMismatchRule.compare(small.0, small.1) },
                                        large: { _ = FormatMismatchRule.compare(large.0, large.1) })
        #expect(ratio < Self.linearBound, "time ratio 1,500 / 150 references: \(ratio)")
    }

    @Test("format-mismatch: each of many variables is still compared")
    func compareManyVariables() {
        let base = Self.many(3, prefix: "v", one: "%d x", other: "%d xs")
        let translation = Self.many(3, prefix: "w", one: "%@ x", other: "%d xs")
        #expect(FormatMismatchRule.compare(base, translation).map(\.description) == [
            "the \"one\" form of \"w0\" takes %@ (object) at 1", "the \"one\" form of \"w1\" takes %@ (object) at 2",
            "the \"one\" form of \"w2\" takes %@ (object) at 3",
        ])
    }

    static func scope(_ translation: PluralizedString, base: PluralizedString) throws -> CheckContext {
        func table(_ language: String, _ plural: PluralizedString) -> LocalizedTable {
            LocalizedTable(name: "L", language: language, entries: [
                "k": LocalizedEntry(key: "k", content: .plural(plural), location: SourceLocation(file: "\(language).lproj/L.stringsdict", line: 1, column: 1)),
            ])
        }
        var context = CheckContext(allowList: AllowList())
        context.pluralScopes = [PluralScope(table: table("de", translation), base: table("en", base), language: "de", tag: try LanguageTag(parsing: "de"))]
        return context
    }

    /// Variables named differently from the base's are matched by position: finding one
    /// variable's position read the whole format key, once per variable.
    @Test("plural-categories: thousands of variables matched to the base's by position")
    func categoriesOfRenamedVariables() throws {
        func context(_ count: Int) throws -> CheckContext {
            try Self.scope(Self.many(count, prefix: "w", one: "%d x", other: "%d xs"), base: Self.many(count, prefix: "v", one: "", other: "%d"))
        }
        let small = try context(500), large = try context(5_000)
        // The translation has every category German needs: nothing to report.
        #expect(PluralCategoriesRule().check(large).isEmpty)
        let ratio = GrowthRatio.measure(small: { _ = PluralCategoriesRule().check(small) }, large: { _ = PluralCategoriesRule().check(large) })
        #expect(ratio < Self.linearBound, "time ratio 5,000 / 500 variables: \(ratio)")
    }

    @Test("baseVariables: by name, else by the first position")
    func baseVariablesMatch() {
        let base = PluralizedString(key: "k", formatKey: "%#@a@ %#@b@ %#@c@", variables: [
            "a": PluralVariable(name: "a", valueType: nil, forms: [.other: "A"]),
            "b": PluralVariable(name: "b", valueType: nil, forms: [.other: "B"]),
            "c": PluralVariable(name: "c", valueType: nil, forms: [.other: "C"]),
        ])
        let translation = PluralizedString(key: "k", formatKey: "%#@x@ %#@c@ %#@y@ %#@x@ %#@z@", variables: [
            "x": PluralVariable(name: "x", valueType: nil, forms: [.other: "X"]),
            "c": PluralVariable(name: "c", valueType: nil, forms: [.other: "C2"]),
            "y": PluralVariable(name: "y", valueType: nil, forms: [.other: "Y"]),
            "z": PluralVariable(name: "z", valueType: nil, forms: [.other: "Z"]),
        ])
        let matched = PluralCategoriesRule.baseVariables(of: translation, in: base)
        #expect(matched.mapValues { $0.forms[.other] } == ["x": "A", "c": "C", "y": "C"])
        #expect(PluralCategoriesRule.baseVariables(of: translation, in: nil).isEmpty)
    }
}
