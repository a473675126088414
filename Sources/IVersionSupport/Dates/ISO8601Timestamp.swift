#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The package's one reader and writer of ISO 8601 timestamps (`2026-11-18T08:53:20Z`, `2025-05-01T09:30:00.417+02:00`),
/// as feeds and the state file write them.
///
/// Why not `Date.ISO8601FormatStyle`: on Linux it builds a calendar in the current time zone, which
/// loads ICU's time zone data: 0.8 ms and 5 MB of resident memory in a fresh process, for a date whose
/// text states its offset. This is arithmetic on the digits.
///
/// ```swift
/// let released = ISO8601Timestamp.date(from: "2026-11-18T08:53:20Z")   // 1_794_992_000 s after 1970
/// ```
package enum ISO8601Timestamp {
    /// The moments the writer writes as themselves: `0000-01-01T00:00:00Z` through `9999-12-31T23:59:59Z`,
    /// in seconds since 1970, the years of four digits every reader of ISO 8601 reads.
    package static let writableSeconds: ClosedRange<TimeInterval> = -62_167_219_200 ... 253_402_300_799

    /// `date` moved into ``writableSeconds`` (an infinite or far-off date to the nearest end); nil for a
    /// date that is not a number (NaN), which names no moment at all.
    /// - Parameter date: Any date a `Date` can hold.
    /// - Returns: The date the writer writes for it.
    package static func clamped(_ date: Date) -> Date? {
        let seconds = date.timeIntervalSince1970
        guard !seconds.isNaN else { return nil }
        if writableSeconds.contains(seconds) { return date }
        return Date(timeIntervalSince1970: min(max(seconds, writableSeconds.lowerBound), writableSeconds.upperBound))
    }

    /// The moment `text` names, or nil when it is not a timestamp.
    ///
    /// Accepted: `YYYY-MM-DD`, `T` (or `t`), `hh:mm:ss`, an optional fraction of up to nine digits after
    /// `.` (or `,`), and the offset: `Z` (or `z`), `±hh:mm` or `±hhmm`. Out-of-range fields (month 13,
    /// 30 February, hour 24, second 60) are refused.
    ///
    /// With `expandedYears`, the year may also be signed or longer (`+11159`, `-0044`, `11159`, up to six
    /// digits): what this writer wrote for dates past year 9999 before it kept to ``writableSeconds``, so
    /// a state file written then is still read. Feeds keep the plain four digits.
    /// - Parameters:
    ///   - text: The timestamp, without surrounding space.
    ///   - expandedYears: Whether years beyond `0000`–`9999` are read.
    /// - Returns: The date, or nil.
    package static func date(from text: String, expandedYears: Bool = false) -> Date? {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<(index + digits)] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += digits
            return value
        }
        func skip(_ allowed: String) -> Bool {
            guard index < bytes.count, allowed.utf8.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        // ISO 8601's expanded years: a sign before three or more digits, or five or six unsigned digits as
        // this writer once wrote them; six digits at most, so the day count stays far from overflow.
        func expandedYear() -> Int? {
            let sign = index < bytes.count && bytes[index] == UInt8(ascii: "-") ? -1 : 1
            let signed = skip("+-")
            var digits = 0
            while index + digits < bytes.count, bytes[index + digits] >= UInt8(ascii: "0"), bytes[index + digits] <= UInt8(ascii: "9") { digits += 1 }
            guard (signed ? 3 : 4)...6 ~= digits else { return nil }
            return number(digits).map { sign * $0 }
        }
        guard let year = expandedYears ? expandedYear() : number(4), skip("-"), let month = number(2), skip("-"), let day = number(2), skip("Tt"),
              let hour = number(2), skip(":"), let minute = number(2), skip(":"), let second = number(2),
              (1...12).contains(month), (1...CivilDate.daysInMonth(month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        var fraction = 0.0
        if skip(".,") {
            var scale = 0.1, digits = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                fraction += Double(bytes[index] - UInt8(ascii: "0")) * scale
                scale /= 10
                digits += 1
                index += 1
            }
            guard (1...9).contains(digits) else { return nil }
        }
        var offset = 0
        if !skip("Zz") {
            guard index < bytes.count else { return nil }
            let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            guard skip("+-"), let hours = number(2) else { return nil }
            _ = skip(":")
            guard let minutes = number(2), hours < 24, minutes < 60 else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        }
        guard index == bytes.count else { return nil }
        let days = CivilDate.daysSince1970(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// `2026-11-18T08:53:20Z`, or with `milliseconds` `2026-11-18T08:53:20.417Z`: always UTC.
    ///
    /// With milliseconds the date is rounded to the nearest one, not truncated: the date read back from
    /// `.417Z` is the nearest double, often just below (`…416.99999`), and truncating it would move a
    /// stored date one millisecond earlier at every read and write.
    /// - Parameters:
    ///   - date: The moment.
    ///   - milliseconds: Whether to write the milliseconds.
    /// - Returns: The timestamp.
    package static func string(from date: Date, milliseconds: Bool = false) -> String {
        string(from: date, fractionDigits: milliseconds ? 3 : 0)
    }

    /// `2026-11-18T08:53:20.417293816Z`: the date to the nearest nanosecond, which reads back as the very
    /// same `Date` for any moment after 1978 (a double's spacing there is above two nanoseconds), so a
    /// stored instant compares equal to the one that was stored.
    /// - Parameter date: The moment.
    /// - Returns: The timestamp.
    package static func stringWithNanoseconds(from date: Date) -> String {
        string(from: date, fractionDigits: 9)
    }

    /// Dates outside ``writableSeconds`` are written as the nearest end of it (see ``clamped(_:)``), so what
    /// is written is always read back; NaN, which names no moment, is written `NaN` (callers that store
    /// dates drop it first).
    private static func string(from date: Date, fractionDigits: Int) -> String {
        guard let date = clamped(date) else { return "NaN" }
        let interval = date.timeIntervalSince1970
        func floorDivision(_ value: Int, _ divisor: Int) -> Int { value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor) }
        var seconds = Int(interval.rounded(.down)), fraction = 0
        if fractionDigits == 3 {
            let total = Int((interval * 1000).rounded())
            seconds = floorDivision(total, 1000)
            fraction = total - seconds * 1000
        } else if fractionDigits > 0 {
            // The whole seconds apart first: their difference is exact, and the product stays far from overflow.
            let scale = Int((0..<fractionDigits).reduce(1) { value, _ in value * 10 })
            fraction = Int(((interval - Double(seconds)) * Double(scale)).rounded())
            if fraction == scale { seconds += 1; fraction = 0 }
        }
        let days = floorDivision(seconds, 86_400)
        let (year, month, day) = CivilDate.day(daysSince1970: days)
        let second = seconds - days * 86_400
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        var text = padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2) + "T" + padded(second / 3600, 2) + ":"
            + padded(second / 60 % 60, 2) + ":" + padded(second % 60, 2)
        if fractionDigits > 0 { text += "." + padded(fraction, fractionDigits) }
        return text + "Z"
    }
}
