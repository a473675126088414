import Foundation
import Testing
@testable import LocaleServices

/// `SystemTimeZone` names the zone Foundation's `TimeZone.current` names, without loading time zone data.
@Suite("SystemTimeZone")
struct SystemTimeZoneTests {
    @Test("the same identifier as Foundation's TimeZone.current")
    func sameAsFoundation() {
        #expect(SystemTimeZone.identifier == TimeZone.current.identifier)
    }

    static let zones: Set<String> = ["Europe/Paris", "Etc/UTC", "America/Argentina/Buenos_Aires", "Etc/GMT+1"]

    @Test("TZ first when it names a zone, else /etc/localtime's target", arguments: [
        // TZ, /etc/localtime's target, the identifier, whether localtime_r computes in that zone
        (nil, "/usr/share/zoneinfo/Europe/Paris", "Europe/Paris", true),
        (nil, "../usr/share/zoneinfo/Etc/UTC", "Etc/UTC", true),
        ("America/Argentina/Buenos_Aires", "/usr/share/zoneinfo/Europe/Paris", "America/Argentina/Buenos_Aires", true),
        (":Europe/Paris", nil, "Europe/Paris", true),
        ("/usr/share/zoneinfo/Etc/GMT+1", nil, "Etc/GMT+1", true),
        // A rule, an unknown name or an empty TZ: Foundation reads /etc/localtime, the C library does not.
        ("CET-1CEST,M3.5.0,M10.5.0/3", "/usr/share/zoneinfo/Europe/Paris", "Europe/Paris", false),
        ("Mars/Olympus", "/usr/share/zoneinfo/Europe/Paris", "Europe/Paris", false),
        ("", "/usr/share/zoneinfo/Europe/Paris", "Europe/Paris", false),
        ("../../etc/passwd", nil, "GMT", false),
        (nil, nil, "GMT", false),
        (nil, "/etc/some-copy", "GMT", false),
    ] as [(String?, String?, String, Bool)])
    func resolution(variable: String?, target: String?, identifier: String, matches: Bool) {
        let resolved = SystemTimeZone.resolve(variable: variable, localtimeTarget: target, zoneExists: Self.zones.contains)
        #expect(resolved.identifier == identifier)
        #expect(resolved.matchesLocalTime == matches)
    }
}
