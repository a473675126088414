import IVersionSupport
import Foundation

/// When a dated release may be announced: `announceDelay` after its date, and never before the date
/// itself (a feed may date a release in the future, as SSVC's `updateAvailableSince` does).
enum AnnounceDelay {
    /// The first moment the release may be announced.
    /// - Parameters:
    ///   - released: The release's date.
    ///   - delay: `announceDelay`; negative counts as 0, and at most a century (a longer one is a mistake,
    ///     and would overflow the arithmetic of dates).
    /// - Returns: `released + delay`.
    static func announcedFrom(released: Date, delay: Duration) -> Date? {
        released.addingTimeInterval(delay.periodSeconds)
    }

    /// Why it is not announced yet: `1.2 released 6 hours ago; announcing after 1 day`, or, for a date still
    /// ahead, `1.2 is available from 2026-11-25T08:00:00Z`.
    static func reason(_ version: Version, released: Date, now: Date, delay: Duration) -> String {
        let age = now.timeIntervalSince(released)
        guard age >= 0 else { return "\(version) is available from \(ISO8601Timestamp.string(from: released)); not announced before then" }
        return "\(version) released \(duration(age)) ago; announcing after \(duration(delay.periodSeconds))"
    }

    /// `45 minutes`, `6 hours`, `1 day`, `1.5 days`: English, for the decision's reasons (logs, not UI).
    /// Any number gives text (a number too large for an integer is printed as a floating-point one).
    static func duration(_ seconds: TimeInterval) -> String {
        func unit(_ value: Double, _ name: String) -> String {
            let rounded = (value * 10).rounded(.down) / 10
            let text = rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
            return "\(text) \(name)\(rounded == 1 ? "" : "s")"
        }
        if seconds < 3_600 { return unit((seconds / 60).rounded(.down), "minute") }
        if seconds < 86_400 { return unit((seconds / 3_600).rounded(.down), "hour") }
        return unit(seconds / 86_400, "day")
    }
}
