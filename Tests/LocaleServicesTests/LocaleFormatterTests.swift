import Foundation
import Testing
@testable import LocaleServices

@Suite("LocaleFormatter")
struct LocaleFormatterTests {
    private func formatter(_ locale: String) throws -> LocaleFormatter {
        LocaleFormatter(locale: try LanguageTag(parsing: locale), timeZone: "UTC")
    }

    // 2026-11-23T12:00:00Z
    private let day = Date(timeIntervalSince1970: 1_795_435_200)

    @Test("integers", arguments: [
        ("en", "1,234,567"), ("de", "1.234.567"), ("fr", "1\u{202F}234\u{202F}567"), ("ar", "١٬٢٣٤٬٥٦٧"),
        ("fa", "۱٬۲۳۴٬۵۶۷"), ("hi", "12,34,567"), ("de-CH", "1’234’567"),
    ])
    func integers(locale: String, expected: String) throws {
        #expect(try formatter(locale).integer(1_234_567) == expected)
    }

    @Test func decimals() throws {
        #expect(try formatter("en").decimal(3.14159) == "3.14")
        #expect(try formatter("fr").decimal(3.14159) == "3,14")
        #expect(try formatter("en").decimal(2.5, maximumFractionDigits: 0) == "2")
        #expect(try formatter("en").decimal(2.0) == "2")
        #expect(try formatter("en").decimal(-0.125, maximumFractionDigits: 3) == "-0.125")
    }

    @Test("medium dates", arguments: [
        ("en", "Nov 23, 2026"), ("en-GB", "23 Nov 2026"), ("de", "23.11.2026"), ("fr", "23 nov. 2026"),
        ("ja", "2026/11/23"), ("ru", "23 нояб. 2026\u{202F}г."),
    ])
    func dates(locale: String, expected: String) throws {
        #expect(try formatter(locale).date(day) == expected)
    }

    @Test func datesFollowTheTimeZone() throws {
        let tokyo = LocaleFormatter(locale: .english, timeZone: "Asia/Tokyo")
        #expect(try tokyo.date(day.addingTimeInterval(13 * 3600)) == "Nov 24, 2026")
    }

    static let relativeCases: [(String, Double, String)] = [
        ("en", -259_200, "3 days ago"), ("en", 7_200, "in 2 hours"), ("en", -86_400, "yesterday"),
        ("en", -30, "30 seconds ago"), ("en", -2_700, "45 minutes ago"), ("en", -1_209_600, "2 weeks ago"),
        ("en", -34_560_000, "last year"), ("de", -259_200, "vor 3 Tagen"), ("fr", -259_200, "il y a 3 jours"),
        ("ru", -432_000, "5 дней назад"),
    ]

    @Test("relative times", arguments: relativeCases)
    func relative(locale: String, offset: Double, expected: String) throws {
        #expect(try formatter(locale).relativeTime(day.addingTimeInterval(offset), relativeTo: day) == expected)
    }

    static let sizeCases: [(String, Int64, String)] = [
        ("en", 45_200_000, "45.2 MB"), ("fr", 45_200_000, "45,2\u{202F}Mo"), ("de", 45_200_000, "45,2 MB"),
        ("en", 512, "512 byte"), ("en", 12_345, "12 kB"), ("en", 999_960, "1 MB"), ("en", 1_500_000_000, "1.5 GB"),
        ("en", 0, "0 byte"), ("en", -5, "0 byte"), ("en", 2_345_678_901_234, "2.35 TB"),
    ]

    @Test("download sizes", arguments: sizeCases)
    func sizes(locale: String, bytes: Int64, expected: String) throws {
        #expect(try formatter(locale).byteCount(bytes) == expected)
    }

    @Test("lists", arguments: [
        ("en", "A, B, and C"), ("en-GB", "A, B and C"), ("fr", "A, B et C"), ("de", "A, B und C"), ("ja", "A、B、C"),
    ])
    func lists(locale: String, expected: String) throws {
        #expect(try formatter(locale).list(["A", "B", "C"]) == expected)
    }

    @Test func listEdgeCases() throws {
        let english = try formatter("en")
        #expect(try english.list([]) == "")
        #expect(try english.list(["Only"]) == "Only")
        #expect(try english.list(["A", "B"]) == "A and B")
        #expect(try english.list(["😀 é", "日本"]) == "😀 é and 日本")
    }

    @Test func longOutputsGrowTheBuffer() throws {
        let items = (0..<200).map { "item number \($0)" }
        let joined = try formatter("en").list(items)
        #expect(joined.hasPrefix("item number 0, item number 1, "))
        #expect(joined.hasSuffix(", and item number 199"))
    }

    @Test func directionAndIsolation() throws {
        let arabic = try formatter("ar")
        #expect(arabic.direction == .rightToLeft)
        #expect(arabic.isolating("2.0") == "\u{2066}2.0\u{2069}")
        #expect(try formatter("en").isolating("2.0") == "2.0")
    }

    @Test func sharedAcrossTasks() async throws {
        let french = try formatter("fr")
        let results = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<16 { group.addTask { try french.date(day) + "|" + french.integer(1000) } }
            return try await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(Set(results) == ["23 nov. 2026|1\u{202F}000"])
    }
}
