#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The package's one reader of ISO 8601 timestamps (`2026-11-18T08:53:20Z`, `2025-05-01T09:30:00.417+02:00`),
/// as feeds and the state file write them.
///
/// Why not `Date.ISO8601FormatStyle().parse`: on Linux it builds a calendar in the current time zone,
/// which loads ICU's time zone data: 0.8 ms and 5 MB of resident memory in a fresh process, for a date
/// whose text already says its offset. This is arithmetic on the digits.
///
/// ```swift
/// let released = ISO8601Timestamp.date(from: "2026-11-18T08:53:20Z")   // 1_795_000_400 s after 1970
/// ```
package enum ISO8601Timestamp {
    /// The moment `text` names, or nil when it is not a timestamp.
    ///
    /// Accepted: `YYYY-MM-DD`, `T` (or `t`), `hh:mm:ss`, an optional fraction of up to nine digits after
    /// `.` (or `,`), and the offset: `Z` (or `z`), `±hh:mm` or `±hhmm`. Out-of-range fields (month 13,
    /// 30 February, hour 24, second 60) are refused.
    /// - Parameter text: The timestamp, without surrounding space.
    /// - Returns: The date, or nil.
    package static func date(from text: String) -> Date? {
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
        guard let year = number(4), skip("-"), let month = number(2), skip("-"), let day = number(2), skip("Tt"),
              let hour = number(2), skip(":"), let minute = number(2), skip(":"), let second = number(2),
              (1...12).contains(month), (1...daysInMonth(month, year: year)).contains(day),
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
        let days = daysSince1970(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// Days from 1970-01-01 to a day of the proleptic Gregorian calendar (Howard Hinnant's civil-days
    /// algorithm: years counted from March, so that the leap day ends the year).
    package static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
