/// A stored state file that could not be used, and what was done with it.
///
/// The checker carries on from `CheckState/fresh` and should log this (its `description` reads like a
/// compiler warning); the bad file is kept beside the good one so a person can look at it.
public struct StateRecovery: Sendable, Hashable, CustomStringConvertible {
    /// The state file that was corrupt or unreadable.
    public var originalPath: String
    /// Where the file was moved (`<name>.corrupt-<timestamp>`), or nil when it could not be moved
    /// (the reason then says why, and the next save fails or replaces it).
    public var movedTo: String?
    /// Why the file could not be used: `the file is empty`, `the file is not valid JSON: …`,
    /// `formatVersion 2 is newer than this version of iVersion reads (1)`, …
    public var reason: String

    /// Creates a recovery report.
    public init(originalPath: String, movedTo: String?, reason: String) {
        self.originalPath = originalPath
        self.movedTo = movedTo
        self.reason = reason
    }

    /// `path: warning: the file is empty; moved to path.corrupt-…; starting from a fresh state`.
    public var description: String {
        let action = movedTo.map { "moved to \($0)" } ?? "left in place"
        return "\(originalPath): warning: \(reason); \(action); starting from a fresh state"
    }
}
