import IVersionSupport
/// A baseline file that cannot be used: the CLI reports it and exits with 2, because the
/// input is wrong, not the translations.
public enum BaselineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file given to `--baseline` does not exist.
    case notFound(path: String)
    /// The file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is not a baseline: not JSON, or a field missing or of the wrong type.
    case malformed(path: String, reason: String)
    /// Another version of the format; the file must be written again with `--write-baseline`.
    case unsupportedVersion(path: String, found: Int)
    /// The file for `--write-baseline` cannot be written.
    case cannotWrite(path: String, reason: String)

    /// `error: path: what is wrong; what to do`, control characters escaped.
    public var description: String {
        switch self {
        case let .notFound(path):
            "error: --baseline \(SafeText.line(path, .escape)): no such file; create it with --write-baseline"
        case let .unreadable(path, reason):
            "error: --baseline \(SafeText.line(path, .escape)): cannot read the file: \(SafeText.line(reason, .escape))"
        case let .malformed(path, reason):
            "error: --baseline \(SafeText.line(path, .escape)): not a strings-check baseline: \(SafeText.line(reason, .escape))"
        case let .unsupportedVersion(path, found):
            "error: --baseline \(SafeText.line(path, .escape)): baseline version \(found) is not supported (this strings-check reads version \(Baseline.currentVersion)); write it again with --write-baseline"
        case let .cannotWrite(path, reason):
            "error: --write-baseline \(SafeText.line(path, .escape)): cannot write the file: \(SafeText.line(reason, .escape))"
        }
    }
}
