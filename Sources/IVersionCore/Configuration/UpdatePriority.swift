/// How strongly an update is pushed (iVersion's `updatePriority`).
public enum UpdatePriority: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Every button (iVersion's default).
    case `default`
    /// Every button, as the default.
    case low
    /// No "Ignore": the user may only postpone.
    case medium
    /// Download only, as for a required update.
    case high

    /// Ordered from `default` to `high`.
    public static func < (lhs: UpdatePriority, rhs: UpdatePriority) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Medium and high priority updates offer no "Ignore".
    public var allowsIgnore: Bool { self < .medium }
    /// High priority updates offer no "Remind Me Later" either.
    public var allowsRemind: Bool { self < .high }
}
