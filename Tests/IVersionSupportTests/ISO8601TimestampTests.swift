import Foundation
import PropertySupport
import Testing
@testable import IVersionSupport

/// Our ISO 8601 reader against Foundation's `ISO8601FormatStyle`, which it replaces.
@Suite("ISO8601Timestamp")
struct ISO8601TimestampTests {
    @Test("the same moment as Foundation's parser for what feeds and the state file write", arguments: [
        "2026-11-18T08:53:20Z", "1970-01-01T00:00:00Z", "2000-02-29T23:59:59Z", "2024-12-31T23:59:59Z", "1969-07-20T20:17:40Z",
        "2025-05-01T09:30:00.417Z", "2025-05-01T09:30:00.4Z", "2025-05-01T09:30:00.123456Z",
        "2026-03-29T02:30:00+02:00", "2026-03-29T02:30:00-07:00", "2026-03-29T02:30:00+05:45", "2026-03-29T02:30:00.5-03:30",
        "1600-03-01T00:00:00Z", "2400-02-29T12:00:00Z", "9999-12-31T23:59:59Z",
    ])
    func sameAsFoundation(text: String) throws {
        let ours = try #require(ISO8601Timestamp.date(from: text))
        let foundation = try (try? Date.ISO8601FormatStyle().parse(text)) ?? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
        #expect(abs(ours.timeIntervalSince(foundation)) < 0.001, "\(text): \(ours) vs \(foundation)")
    }

    @Test("other spellings of the same moment", arguments: [
        ("2026-11-18t08:53:20z", "2026-11-18T08:53:20Z"), ("2026-11-18T10:53:20+0200", "2026-11-18T08:53:20Z"),
        ("2026-11-18T08:53:20,5Z", "2026-11-18T08:53:20.5Z"),
    ])
    func spellings(text: String, canonical: String) {
        #expect(ISO8601Timestamp.date(from: text) == ISO8601Timestamp.date(from: canonical))
    }

    @Test("not timestamps", arguments: [
        "", "2026-11-18", "2026-11-18T08:53Z", "2026-11-18T08:53:20", "2026-13-01T00:00:00Z", "2026-02-29T00:00:00Z",
        "1900-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-11-18T24:00:00Z", "2026-11-18T08:60:00Z", "2026-11-18T08:53:60Z",
        "2026-11-18T08:53:20.Z", "2026-11-18T08:53:20.1234567890Z", "2026-11-18T08:53:20+25:00", "2026-11-18T08:53:20Z ",
        " 2026-11-18T08:53:20Z", "2026-11-18 08:53:20Z", "26-11-18T08:53:20Z", "2026-11-18T08:53:20+02", "２０２６-11-18T08:53:20Z",
        "2026-11-18T08:53:20ZZ", "2026-1-18T08:53:20Z",
    ])
    func refusals(text: String) {
        #expect(ISO8601Timestamp.date(from: text) == nil)
    }

    @Test("days from 1970 agree with the calendar across four centuries")
    func civilDays() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        for (year, month, day) in [(1970, 1, 1), (1600, 3, 1), (1999, 12, 31), (2000, 3, 1), (2100, 2, 28), (2400, 2, 29), (1583, 1, 1)] {
            let date = try #require(calendar.date(from: DateComponents(year: year, month: month, day: day)))
            #expect(CivilDate.daysSince1970(year: year, month: month, day: day) * 86_400 == Int(date.timeIntervalSince1970), "\(year)-\(month)-\(day)")
        }
    }

    @Test("written as Foundation writes it, in UTC, and read back to the same moment")
    func writing() throws {
        let style = Date.ISO8601FormatStyle()
        for seconds in [0.0, 1_795_000_400, 951_868_799, -14_182_940, 253_402_300_799, 1_582_934_400, -1, 86_399.999] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(ISO8601Timestamp.string(from: date) == style.format(date), "\(seconds)")
            #expect(ISO8601Timestamp.date(from: ISO8601Timestamp.string(from: date)) == Date(timeIntervalSince1970: seconds.rounded(.down)))
        }
    }

    @Test("milliseconds are rounded, so a stored date survives being read and written again")
    func milliseconds() throws {
        #expect(ISO8601Timestamp.string(from: Date(timeIntervalSince1970: 1_746_091_800.4169999), milliseconds: true) == "2025-05-01T09:30:00.417Z")
        #expect(ISO8601Timestamp.string(from: Date(timeIntervalSince1970: 1_746_091_800.9996), milliseconds: true) == "2025-05-01T09:30:01.000Z")
        #expect(ISO8601Timestamp.string(from: Date(timeIntervalSince1970: -0.0004), milliseconds: true) == "1970-01-01T00:00:00.000Z")
        #expect(ISO8601Timestamp.string(from: Date(timeIntervalSince1970: -0.001), milliseconds: true) == "1969-12-31T23:59:59.999Z")
        var text = "2025-05-01T09:30:00.417Z"
        for _ in 0..<5 { text = ISO8601Timestamp.string(from: try #require(ISO8601Timestamp.date(from: text)), milliseconds: true) }
        #expect(text == "2025-05-01T09:30:00.417Z")
    }

    @Test("days and back agree for every day of four centuries")
    func civilRoundTrip() {
        for days in stride(from: -146_097, through: 146_097 * 2, by: 1) {
            let (year, month, day) = CivilDate.day(daysSince1970: days)
            if CivilDate.daysSince1970(year: year, month: month, day: day) != days { Issue.record("day \(days): \(year)-\(month)-\(day)"); return }
        }
    }

    // MARK: Issue 37: the writer writes only what the reader reads

    /// Any `Double` but NaN (which names no moment, and is written `NaN`).
    static func seconds(_ g: inout SplitMix64) -> Double {
        while true {
            let seconds = HostileValues.seconds(&g)
            if !seconds.isNaN { return seconds }
        }
    }

    @Test("every date but NaN is written as a timestamp the reader reads, at the nearest end of years 0 to 9999 when beyond them")
    func writerAndReaderAgree() {
        Property.expectHolds(Property.check("ISO 8601 write then read", cases: 2_000, generate: { Self.seconds(&$0) }) { seconds in
            // A Date counts from 2001, so what it holds of a tiny interval is what counts.
            let date = Date(timeIntervalSince1970: seconds)
            let seconds = date.timeIntervalSince1970
            let expected = min(max(seconds, ISO8601Timestamp.writableSeconds.lowerBound), ISO8601Timestamp.writableSeconds.upperBound)
            for (text, precision) in [(ISO8601Timestamp.string(from: date), 1.0), (ISO8601Timestamp.string(from: date, milliseconds: true), 0.001),
                                      (ISO8601Timestamp.stringWithNanoseconds(from: date), 1e-9)] {
                guard let read = ISO8601Timestamp.date(from: text) else { return "\(seconds) was written as \(text), which does not read" }
                if abs(read.timeIntervalSince1970 - expected) > precision + 2 * expected.ulp { return "\(seconds) came back from \(text) as \(read.timeIntervalSince1970)" }
            }
            return ISO8601Timestamp.clamped(date)?.timeIntervalSince1970 == expected ? nil : "clamped \(seconds) is not \(expected)"
        })
        #expect(ISO8601Timestamp.clamped(Date(timeIntervalSince1970: .nan)) == nil)
        #expect(ISO8601Timestamp.string(from: Date(timeIntervalSince1970: 2.9e11)) == "9999-12-31T23:59:59Z")
        #expect(ISO8601Timestamp.string(from: Date(timeIntervalSince1970: -.infinity), milliseconds: true) == "0000-01-01T00:00:00.000Z")
    }

    @Test("longer and signed years are read only when asked (the state file's old dates), never in feeds", arguments: [
        ("11159-09-26T11:33:20Z", 290_000_000_000.0), ("+11159-09-26T11:33:20Z", 290_000_000_000), ("-7220-04-07T12:26:40Z", -290_000_000_000),
        ("-0001-12-31T00:00:00Z", -62_167_305_600), ("+2026-11-18T08:53:20Z", 1_794_992_000), ("-555-03-01T00:00:00Z", -79_676_179_200),
    ])
    func expandedYears(text: String, seconds: Double) {
        #expect(ISO8601Timestamp.date(from: text, expandedYears: true) == Date(timeIntervalSince1970: seconds))
        #expect(ISO8601Timestamp.date(from: text) == nil)
    }

    @Test("expanded years still refuse what is no year", arguments: ["+-2026-11-18T08:53:20Z", "+26-11-18T08:53:20Z", "1234567-01-01T00:00:00Z", "-12-01-01T00:00:00Z", "+-01-01T00:00:00Z"])
    func expandedRefusals(text: String) {
        #expect(ISO8601Timestamp.date(from: text, expandedYears: true) == nil)
    }
}
