import Testing
@testable import LocaleServices

@Suite("PluralRules")
struct PluralRulesTests {
    private func rules(_ locale: String) throws -> PluralRules {
        try PluralRules.rules(for: LanguageTag(parsing: locale))
    }

    @Test("categories each language uses", arguments: [
        ("ar", "zero one two few many other"), ("ru", "one few many other"), ("pl", "one few many other"),
        ("en", "one other"), ("ja", "other"), ("he", "one two other"), ("fr", "one many other"), ("cs", "one few many other"),
    ])
    func categories(locale: String, expected: String) throws {
        #expect(try rules(locale).categories.map(\.rawValue).joined(separator: " ") == expected)
    }

    @Test("categories whole numbers reach, and those only from a million", arguments: [
        ("cs", "one few other", ""), ("sk", "one few other", ""), ("lt", "one few other", ""),
        ("fr", "one many other", "many"), ("es", "one many other", "many"), ("pt", "one many other", "many"),
        ("pl", "one few many", ""), ("en", "one other", ""), ("ja", "other", ""),
    ])
    func wholeNumbers(locale: String, categories: String, fromAMillion: String) throws {
        let whole = try rules(locale).wholeNumberCategories
        #expect(whole.categories.map(\.rawValue).joined(separator: " ") == categories)
        #expect(whole.fromAMillion.map(\.rawValue).joined(separator: " ") == fromAMillion)
    }

    @Test("Arabic uses all six", arguments: [
        (0, PluralCategory.zero), (1, .one), (2, .two), (3, .few), (10, .few), (11, .many), (99, .many), (100, .other), (102, .other),
    ])
    func arabic(number: Int, expected: PluralCategory) throws {
        #expect(try rules("ar").category(for: number) == expected)
    }

    @Test("Russian", arguments: [
        (1, PluralCategory.one), (21, .one), (2, .few), (4, .few), (22, .few), (5, .many), (11, .many), (12, .many), (0, .many),
    ])
    func russian(number: Int, expected: PluralCategory) throws {
        #expect(try rules("ru").category(for: number) == expected)
    }

    @Test("Polish", arguments: [
        (1, PluralCategory.one), (2, .few), (4, .few), (22, .few), (5, .many), (12, .many), (21, .many), (0, .many),
    ])
    func polish(number: Int, expected: PluralCategory) throws {
        #expect(try rules("pl").category(for: number) == expected)
    }

    @Test func visibleDecimalsMatter() throws {
        let english = try rules("en")
        #expect(try english.category(for: 1) == .one)
        #expect(try english.category(for: 1.0, fractionDigits: 1) == .other)
        #expect(try english.category(for: 1.0, fractionDigits: 0) == .one)
        #expect(try rules("ru").category(for: 1.5, fractionDigits: 1) == .other)
        #expect(throws: LocaleError.self) { try english.category(for: 1, fractionDigits: 40) }
    }

    @Test func rulesAreShared() throws {
        #expect(try rules("ar") === rules("ar"))
    }

    @Test func canonicalOrder() {
        #expect([PluralCategory.other, .few, .zero, .one].sorted() == [.zero, .one, .few, .other])
    }
}
