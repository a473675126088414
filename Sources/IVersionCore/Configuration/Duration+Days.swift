import Foundation

extension Duration {
    /// A number of days of 86,400 seconds (`.days(7)`, `.days(0.5)`): the unit iVersion's periods were
    /// given in.
    ///
    /// A negative or not-a-number count is no time; a count beyond 36,500 days (a century, which is
    /// "never" for an app) is a century, so no period can overflow a date.
    /// - Parameter days: The number of days.
    /// - Returns: The duration.
    public static func days(_ days: Double) -> Duration {
        guard days > 0 else { return .zero }
        return .seconds(Swift.min(days, Duration.longestPeriodDays) * 86_400)
    }

    /// The longest period the configuration holds: a century.
    package static let longestPeriodDays: Double = 36_500

    /// The duration in seconds, as `Date` arithmetic takes it; negative is 0, and at most a century.
    package var periodSeconds: TimeInterval {
        let (seconds, attoseconds) = components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        return Swift.max(0, Swift.min(value, Duration.longestPeriodDays * 86_400))
    }

    /// The duration in days, for reasons and messages; negative is 0.
    package var periodDays: Double { periodSeconds / 86_400 }
}
