#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The Gregorian day a moment falls on in a time zone, found by the C library without ICU's calendar
/// and time zone data: for UTC, and for the system's own zone (the one `localtime_r` reads). Any other
/// zone, and dates before the Gregorian calendar was in general use, give nil: ICU decides those.
struct CivilDay: Equatable {
    let year: Int
    let month: Int
    let day: Int

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    init?(_ date: Date, timeZone: String) {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) < 1e13 else { return nil }
        var time = time_t(seconds.rounded(.down))
        var fields = tm()
        if Self.universalZones.contains(timeZone) {
            guard gmtime_r(&time, &fields) != nil else { return nil }
        } else if timeZone == SystemTimeZone.localTimeIdentifier {
            guard localtime_r(&time, &fields) != nil else { return nil }
        } else {
            return nil
        }
        // ICU's Gregorian calendar switches to the Julian one before 15 October 1582.
        guard fields.tm_year + 1900 >= 1600 else { return nil }
        self.init(year: Int(fields.tm_year) + 1900, month: Int(fields.tm_mon) + 1, day: Int(fields.tm_mday))
    }

    /// The IANA names of UTC (zero offset, no daylight saving time).
    static let universalZones = [
        "UTC", "GMT", "UCT", "Universal", "Zulu", "Greenwich", "GMT0",
        "Etc/UTC", "Etc/GMT", "Etc/UCT", "Etc/Universal", "Etc/Zulu", "Etc/Greenwich", "Etc/GMT0",
    ]
}
