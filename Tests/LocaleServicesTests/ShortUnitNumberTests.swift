import Foundation
import Testing
@testable import LocaleServices

/// `LocaleFormatter.byteCount` writes the size from the locale's data (unit pattern, decimal separator,
/// digits) instead of opening ICU's number formatter; it must give exactly what ICU's formatter gives.
@Suite("Download sizes without ICU's number formatter")
struct ShortUnitNumberTests {
    /// Sizes across every unit, with ties and carries where rounding decides.
    static let sizes: [Int64] = [
        0, 1, 999, 1_000, 1_499, 1_500, 2_500, 999_499, 999_500, 999_960, 1_000_000, 1_050_000, 1_150_000, 1_250_000,
        45_200_000, 45_250_000, 45_350_000, 99_950_000, 999_949_999, 999_950_000, 1_005_000_000, 1_015_000_000,
        12_345_678_901, 999_994_999_999, 999_995_000_000, 1_234_567_890_123, 987_654_321_098_765, 5_000_000_000_000_000,
    ]

    @Test("the same text as ICU's number formatter", arguments: MediumDateTests.locales)
    func sameAsICU(locale: String) throws {
        let formatter = LocaleFormatter(locale: try LanguageTag(parsing: locale), timeZone: "UTC")
        for size in Self.sizes {
            let icu = try formatter.icuByteCount(size)
            if let data = formatter.dataByteCount(size) { #expect(data == icu, "\(locale) \(size)") }
            #expect(try formatter.byteCount(size) == icu, "\(locale) \(size)")
        }
        // The data path is the one taken for megabytes, except where the unit's pattern differs by plural
        // form (Welsh, Portuguese, Interlingua): choosing among them is left to ICU.
        #expect((formatter.dataByteCount(45_200_000) != nil) == !["cy", "pt", "pt-BR", "ia"].contains(locale), "\(locale)")
    }

    @Test("rounding is ICU's: the shortest decimal form, half to even", arguments: [
        (45.2, 1, "45.2"), (45.25, 1, "45.2"), (45.35, 1, "45.4"), (0.15, 1, "0.2"), (0.25, 1, "0.2"), (2.5, 0, "2"),
        (3.5, 0, "4"), (999.96, 1, "1000"), (9.995, 2, "10"), (1.005, 2, "1"), (0, 1, "0"), (12, 2, "12"), (0.05, 1, "0"),
        (1.25000001, 1, "1.3"), (7.0, 0, "7"),
    ])
    func rounding(value: Double, digits: Int, expected: String) {
        #expect(LocaleFormatter.roundedDecimal(value, fractionDigits: digits) == expected)
    }

    @Test("values the data path cannot write are left to ICU")
    func refusals() throws {
        #expect(LocaleFormatter.roundedDecimal(1e20, fractionDigits: 2) == nil)
        #expect(LocaleFormatter.roundedDecimal(-1, fractionDigits: 1) == nil)
        #expect(LocaleFormatter.roundedDecimal(.nan, fractionDigits: 1) == nil)
        // 5,000 TB needs a grouping separator: ICU writes it.
        let german = LocaleFormatter(locale: try LanguageTag(parsing: "de"), timeZone: "UTC")
        #expect(german.dataByteCount(5_000_000_000_000_000) == nil)
        #expect(try german.byteCount(5_000_000_000_000_000) == "5.000 TB")
    }
}
