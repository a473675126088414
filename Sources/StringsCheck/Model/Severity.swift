/// How bad a finding is: errors fail a check (exit 1), warnings do not unless `--strict`.
public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
}
