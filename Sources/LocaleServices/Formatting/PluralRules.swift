import CICU

/// A CLDR plural category.
public enum PluralCategory: String, Sendable, Codable, CaseIterable, Comparable {
    /// Exactly zero, in languages that treat it apart (Arabic, Latvian, Welsh).
    case zero
    /// Singular: 1 in English; also 21, 31, … in Russian.
    case one
    /// The dual: 2 in Arabic, Hebrew, Slovenian.
    case two
    /// A small number: 2–4 in Czech and Polish, 3–10 in Arabic.
    case few
    /// A large number: 5–20 in Russian, 11–99 in Arabic.
    case many
    /// Everything else; every language has it, and it is the required fallback form.
    case other

    /// Categories order as CLDR lists them (zero … other), not alphabetically.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The cardinal plural rules of one locale, from ICU.
///
/// ```swift
/// let rules = try PluralRules.rules(for: LanguageTag(parsing: "ru"))
/// rules.category(for: 3)    // .few
/// rules.categories          // [.one, .few, .many, .other]
/// ```
public final class PluralRules: Sendable {
    /// The locale these rules are for.
    public let locale: LanguageTag
    /// Every category the locale uses, in CLDR order.
    public let categories: [PluralCategory]
    private let handle: ICUHandle

    private static let cache = LockedCache<LanguageTag, PluralRules>()

    /// The shared rules of a locale (opened once, then reused).
    public static func rules(for locale: LanguageTag) throws(LocaleError) -> PluralRules {
        try cache.value(for: locale) { () throws(LocaleError) in try PluralRules(locale: locale) }
    }

    /// Opens the rules of a locale. Prefer ``rules(for:)``, which shares them.
    public init(locale: LanguageTag) throws(LocaleError) {
        self.locale = locale
        let id = locale.icuIdentifier
        let handle = try ICUCall.open("uplrules_open", close: { ivicu_plural_rules_close($0) }) {
            ivicu_plural_rules_open(id, $0)
        }
        self.handle = handle
        let keywords = try handle.use { (rules) throws(LocaleError) in
            try ICUCall.string("uplrules_getKeywords") { ivicu_plural_rules_keywords(rules, $0, $1, $2) }
        }
        self.categories = keywords.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) }.sorted()
    }

    /// The categories whole numbers reach (Czech `many` is for fractions only, so it is not among
    /// them), and those of them reached only from a million up (French, Spanish, Italian,
    /// Portuguese and Catalan `many`: "1 000 000 de fichiers").
    ///
    /// CLDR's integer conditions look at the last digits (`n % 10`, `n % 100`, `n % 1000`) and at
    /// whole millions, so 0–1999 and the powers of ten up to 10^12 (and twice them) reach every
    /// category an integer can. Worked out once per locale.
    public var wholeNumberCategories: WholeNumberCategories {
        Self.wholeNumbers.value(for: locale, orMake: { () -> WholeNumberCategories in
            var below = Set<PluralCategory>(), above = Set<PluralCategory>()
            for number in 0..<2000 { below.insert((try? category(for: number)) ?? .other) }
            var power = 10_000
            while power <= 1_000_000_000_000 {
                for number in [power, 2 * power] {
                    let category = (try? category(for: number)) ?? .other
                    if number < 1_000_000 { below.insert(category) } else { above.insert(category) }
                }
                power *= 10
            }
            return WholeNumberCategories(categories: below.union(above).sorted(), fromAMillion: above.subtracting(below).sorted())
        })
    }

    private static let wholeNumbers = LockedCache<LanguageTag, WholeNumberCategories>()

    /// The category of an integer.
    public func category(for number: Int) throws(LocaleError) -> PluralCategory {
        try select("uplrules_select") { ivicu_plural_rules_select($0, Double(number), $1, $2, $3) }
    }

    /// The category of a decimal number as shown with `fractionDigits` visible decimals
    /// (in English `1` is `.one` but `1.0` is `.other`).
    public func category(for number: Double, fractionDigits: Int) throws(LocaleError) -> PluralCategory {
        guard (0...15).contains(fractionDigits) else {
            throw .icuFailure(function: "uplrules_selectFormatted", status: Int32(IVICU_ILLEGAL_ARGUMENT),
                              name: "U_ILLEGAL_ARGUMENT_ERROR")
        }
        return try select("uplrules_selectFormatted") {
            ivicu_plural_rules_select_decimal($0, number, Int32(fractionDigits), $1, $2, $3)
        }
    }

    private func select(
        _ function: String,
        _ body: (OpaquePointer, UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) throws(LocaleError) -> PluralCategory {
        let keyword = try handle.use { (rules) throws(LocaleError) in
            try ICUCall.string(function, capacity: 16) { body(rules, $0, $1, $2) }
        }
        // ICU only ever answers with the six CLDR keywords; "other" is every language's catch-all.
        return PluralCategory(rawValue: keyword) ?? .other
    }
}

/// The plural categories whole numbers reach in one locale (see ``PluralRules/wholeNumberCategories``).
public struct WholeNumberCategories: Sendable, Hashable {
    /// Every category some whole number reaches, in CLDR order.
    public var categories: [PluralCategory]
    /// The categories only numbers of a million and more reach, in CLDR order.
    public var fromAMillion: [PluralCategory]
}
