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
        } else if timeZone == Self.systemZone {
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

    /// The zone `localtime_r` uses, as an IANA name: `TZ` when it names a zone file, else the target of
    /// `/etc/localtime`; nil when that cannot be told (a POSIX rule in `TZ`, a copied file).
    static let systemZone: String? = {
        if let variable = getenv("TZ") {
            var name = String(cString: variable)
            if name.hasPrefix(":") { name.removeFirst() }
            // A rule such as `CET-1CEST,M3.5.0` holds digits or commas; a zone name (`Etc/GMT+1` aside) does not.
            guard !name.isEmpty, !name.hasPrefix("/"), !name.contains(","), !name.contains(where: \.isNumber) else { return nil }
            return name
        }
        var buffer = [CChar](repeating: 0, count: 1024)
        let length = readlink("/etc/localtime", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let marker = "/zoneinfo/"
        guard let start = target.indices.first(where: { target[$0...].hasPrefix(marker) }) else { return nil }
        let name = String(target[target.index(start, offsetBy: marker.count)...])
        return name.isEmpty ? nil : name
    }()
}
