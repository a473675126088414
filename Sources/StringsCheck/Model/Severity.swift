/// How bad a finding is: errors fail a check (exit 1), warnings do not unless `--strict`.
public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    /// Reported; fails the check only under `--strict`.
    case warning
    /// Fails the check (exit 1).
    case error

    /// Warnings order before errors.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}
