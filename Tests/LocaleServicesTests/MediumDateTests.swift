import Foundation
import Testing
@testable import LocaleServices

/// `LocaleFormatter.date` writes the medium date from the locale's own data instead of opening ICU's
/// date formatter; it must give exactly what ICU's formatter gives, for every language the library ships.
@Suite("Medium dates without ICU's date formatter")
struct MediumDateTests {
    /// Every shipped localisation, and region variants whose data differs from their language's.
    static let locales: [String] = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Localizations").standardized
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted()
            + ["de-CH", "de-AT", "en-AU", "en-IN", "en-CA", "fr-CH", "es-MX", "pt-AO", "zh-TW", "ar-MA", "ar-SA", "ar-EG",
               "fa-AF", "th-TH", "ja-JP-u-ca-japanese", "he-IL", "hi-IN", "sr-Latn-BA", "nl-BE", "it-CH", "ko-KR", "ur-IN"]
            // Folder names of real apps' translations, some with little or no data of their own in ICU.
            + ["br", "dag", "ha", "ia", "ig", "kab", "lb", "ln", "ps", "se", "skr-Arab", "nn", "zh-CN", "pt-BR", "qu", "yi"]
    }()

    /// Days across months, years and the turn of a year, at moments near midnight UTC.
    static let moments: [Date] = [
        "1970-01-01T00:00:00Z", "1999-12-31T23:59:59Z", "2000-02-29T12:00:00Z", "2024-05-09T00:00:01Z",
        "2026-11-18T08:53:20Z", "2031-07-04T23:00:00Z", "2099-10-01T06:00:00Z", "1600-01-01T00:00:00Z",
    ].map { try! Date($0, strategy: .iso8601) }

    @Test("the same text as ICU's date formatter, in UTC", arguments: locales)
    func sameAsICU(locale: String) throws {
        let formatter = LocaleFormatter(locale: try LanguageTag(parsing: locale), timeZone: "UTC")
        for moment in Self.moments {
            let icu = try formatter.icuDate(moment)
            if let data = formatter.dataDate(moment) { #expect(data == icu, "\(locale) \(moment)") }
            #expect(try formatter.date(moment) == icu, "\(locale) \(moment)")
        }
        // And the data path is the one taken, except where the calendar is not the Gregorian one.
        let gregorian = !["fa", "th", "ar-SA", "fa-AF", "th-TH", "ja-JP-u-ca-japanese", "ps"].contains(locale)
        #expect((formatter.dataDate(Self.moments[0]) != nil) == gregorian, "\(locale)")
    }

    @Test("the system's own zone is read by the C library and agrees with ICU")
    func systemZone() throws {
        let zone = try #require(SystemTimeZone.localTimeIdentifier, "this machine's /etc/localtime names a zone")
        let formatter = LocaleFormatter(locale: try LanguageTag(parsing: "en-GB"), timeZone: zone)
        for moment in Self.moments {
            let icu = try formatter.icuDate(moment)
            #expect(try #require(formatter.dataDate(moment)) == icu, "\(zone) \(moment)")
        }
    }

    @Test("UTC's names and the system zone use the C library; other zones and early dates are left to ICU")
    func civilDays() throws {
        let moment = try Date("2026-11-18T23:30:00Z", strategy: .iso8601)
        #expect(CivilDay(moment, timeZone: "UTC") == CivilDay(year: 2026, month: 11, day: 18))
        #expect(CivilDay(moment, timeZone: "Etc/GMT") == CivilDay(year: 2026, month: 11, day: 18))
        if SystemTimeZone.localTimeIdentifier != "Asia/Tokyo" {
            #expect(CivilDay(moment, timeZone: "Asia/Tokyo") == nil)
        }
        #expect(CivilDay(try Date("1500-06-01T00:00:00Z", strategy: .iso8601), timeZone: "UTC") == nil)
        #expect(CivilDay(Date(timeIntervalSince1970: .infinity), timeZone: "UTC") == nil)
        // A zone ICU must decide still formats, through ICU, on the day of that zone.
        let tokyo = LocaleFormatter(locale: try LanguageTag(parsing: "en"), timeZone: "Asia/Tokyo")
        #expect(try tokyo.date(moment) == "Nov 19, 2026")
    }

    @Test("calendars other than the Gregorian one go through ICU", arguments: [("fa", "۲۷ آبان ۱۴۰۵"), ("th", "18 พ.ย. 2569")])
    func otherCalendars(locale: String, expected: String) throws {
        let formatter = LocaleFormatter(locale: try LanguageTag(parsing: locale), timeZone: "UTC")
        #expect(try formatter.date(Date(timeIntervalSince1970: 1_795_000_000)) == expected)
    }

    @Test("once ICU's formatter is open, dates come from it without the data being read again")
    func icuOnceOpen() throws {
        let formatter = LocaleFormatter(locale: try LanguageTag(parsing: "de"), timeZone: "UTC")
        #expect(try formatter.date(Self.moments[0]) == "01.01.1970")
        #expect(!formatter.hasHandle("date"))
        _ = try formatter.icuDate(Self.moments[0])
        #expect(formatter.hasHandle("date"))
        #expect(try formatter.date(Self.moments[4]) == "18.11.2026")
    }
}
