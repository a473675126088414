import IVersionSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's time zone as an IANA identifier (`Europe/Paris`), found as Foundation's
/// `TimeZone.current` finds it on Linux: `TZ` when it names a zone, else the zone `/etc/localtime` links to.
///
/// Without loading any time zone data: `TimeZone.current` opens ICU's time zone data to answer, which
/// costs a fresh process half a millisecond and 5 MB of resident memory, more than composing its first
/// alert. ``LocaleFormatter`` and the alert composer use this as their default time zone.
///
/// ```swift
/// let formatter = LocaleFormatter(locale: .english, timeZone: SystemTimeZone.identifier)
/// ```
public enum SystemTimeZone {
    /// The identifier; `GMT` when neither `TZ` nor `/etc/localtime` names a zone.
    public static var identifier: String { system.identifier }

    /// The identifier when the C library's `localtime_r` computes in that same zone (`TZ` unset, or set to
    /// that zone's name), else nil: with `TZ` holding a rule such as `CET-1CEST`, Foundation and the C
    /// library disagree, and only ICU should decide.
    static var localTimeIdentifier: String? { system.matchesLocalTime ? system.identifier : nil }

    private static let system = resolve(
        variable: getenv("TZ").map { String(cString: $0) },
        localtimeTarget: POSIX.linkTarget("/etc/localtime"),
        zoneExists: { name in
            var status = stat()
            return stat("/usr/share/zoneinfo/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
        })

    /// The decision, on its inputs: `TZ`'s value, the target of `/etc/localtime`, and whether the
    /// system's time zone database has a zone of a name.
    static func resolve(
        variable: String?, localtimeTarget: String?, zoneExists: (String) -> Bool
    ) -> (identifier: String, matchesLocalTime: Bool) {
        if let variable {
            var name = variable.hasPrefix(":") ? String(variable.dropFirst()) : variable
            if name.hasPrefix("/"), let zone = zoneName(inPath: name) { name = zone }
            if isZoneName(name), zoneExists(name) { return (name, true) }
        }
        if let target = localtimeTarget, let zone = zoneName(inPath: target), isZoneName(zone) {
            return (zone, variable == nil)
        }
        return ("GMT", false)
    }

    /// The part of a path after `/zoneinfo/` (`/usr/share/zoneinfo/Europe/Paris` → `Europe/Paris`).
    private static func zoneName(inPath path: String) -> String? {
        let marker = Array("/zoneinfo/".utf8), bytes = Array(path.utf8)
        guard bytes.count > marker.count else { return nil }
        for start in 0...(bytes.count - marker.count) where bytes[start..<(start + marker.count)].elementsEqual(marker) {
            let name = String(decoding: bytes[(start + marker.count)...], as: UTF8.self)
            return name.isEmpty ? nil : name
        }
        return nil
    }

    /// Letters, digits and `/ _ + -` (no dot, so no `..`): a name, not a rule (`CET-1CEST,M3.5.0`) or a path.
    private static func isZoneName(_ name: String) -> Bool {
        // Byte by byte, no dot at all (so no `..`): `String.contains("..")` was a substring search of the
        // string-processing library, whose first use costs a fresh process its code pages.
        for byte in name.utf8 {
            let allowed = (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            if !allowed { return false }
        }
        return !name.isEmpty && !name.hasPrefix("/")
    }
}
