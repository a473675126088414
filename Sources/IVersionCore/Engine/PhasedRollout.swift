import Foundation

/// Where a release stands in a phased rollout, and whether it has reached this installation.
struct PhasedRollout: Equatable {
    /// Apple's 7-day phased release: the share of installations told on days 1 to 7 after the release.
    static let appStoreSchedule: [Double] = [0.01, 0.02, 0.05, 0.10, 0.20, 0.50, 1.0]

    /// The day of the rollout, from 1.
    var day: Int
    /// The share of installations told today (0…1).
    var share: Double
    /// This installation's bucket (0..<1).
    var bucket: Double
    /// Sparkle's seven equal groups, or nil for Apple's schedule.
    var groups: Int? = nil
    /// When the rollout began (the release).
    var released: Date = .distantPast
    /// How long each step lasts: a day for Apple's schedule, `sparkle:phasedRolloutInterval` for Sparkle's.
    var interval: TimeInterval = 86_400

    /// The step (day or group, from 1) at which this installation is told.
    private var joiningStep: Int {
        if let groups { return Int(bucket * Double(groups)) + 1 }
        return (Self.appStoreSchedule.firstIndex { bucket < $0 } ?? Self.appStoreSchedule.count - 1) + 1
    }

    /// When the rollout reaches this installation.
    var reachesThisInstallation: Date { released.addingTimeInterval(Double(joiningStep - 1) * interval) }

    /// Whether this installation is among those told today.
    var includesThisInstallation: Bool { bucket < share }

    /// The App Store's schedule for a release on sale since `released`.
    /// - Parameters:
    ///   - released: When the version went on sale.
    ///   - now: The current time.
    ///   - bucket: The installation's bucket; nil (a state from before buckets, or the engine used without
    ///     the runtime) counts as the first to be told.
    /// - Returns: The rollout's state; nil once it is complete (day 7 and after).
    static func appStore(released: Date, now: Date, bucket: Double?) -> PhasedRollout? {
        let elapsed = max(0, now.timeIntervalSince(released))
        let day = Int(min(elapsed / 86_400, 1_000)) + 1
        guard day < appStoreSchedule.count else { return nil }
        let clamped = bucket.map { $0.isFinite ? min(max($0, 0), 0.999_999) : 0 } ?? 0
        return PhasedRollout(day: day, share: appStoreSchedule[day - 1], bucket: clamped, released: released)
    }

    /// Sparkle's phased rollout: seven groups, group `n` told `n × interval` after the release.
    /// - Parameters:
    ///   - released: The item's `pubDate`.
    ///   - interval: `sparkle:phasedRolloutInterval`, in seconds.
    ///   - now: The current time.
    ///   - bucket: The installation's bucket (nil counts as the first group).
    /// - Returns: The rollout's state; nil once every group is told.
    static func sparkle(released: Date, interval: TimeInterval, now: Date, bucket: Double?) -> PhasedRollout? {
        // The appcast reader bounds it; a release built by hand is held to the same bound, so no date
        // computed from it overflows to infinity.
        guard interval > 0 else { return nil }
        let interval = min(interval, AppcastItem.longestRolloutInterval)
        let clamped = bucket.map { $0.isFinite ? min(max($0, 0), 0.999_999) : 0 } ?? 0
        let groupsTold = Int(min(max(0, now.timeIntervalSince(released)) / interval, 1_000)) + 1
        guard groupsTold < 7 else { return nil }
        return PhasedRollout(day: groupsTold, share: Double(groupsTold) / 7, bucket: clamped, groups: 7, released: released, interval: interval)
    }

    /// `1.2 is rolling out: day 3 of 7, 5% of installations; not this one yet (bucket 0.42, told from day 6)`;
    /// for Sparkle's groups, `group 2 of 7` instead of the day.
    func reason(_ version: Version) -> String {
        let joins = joiningStep
        if let groups {
            return "\(version) is rolling out in phases: \(day) of \(groups) groups told; not this one yet (bucket "
                + "\(String(format: "%.2f", bucket)), group \(joins))"
        }
        let percent = share * 100 == (share * 100).rounded() ? String(Int(share * 100)) : String(share * 100)
        return "\(version) is rolling out: day \(day) of \(Self.appStoreSchedule.count), \(percent)% of installations; "
            + "not this one yet (bucket \(String(format: "%.2f", bucket)), told from day \(joins))"
    }
}
