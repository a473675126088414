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
            "error: --baseline \(PrintableText.escaped(path)): no such file; create it with --write-baseline"
        case let .unreadable(path, reason):
            "error: --baseline \(PrintableText.escaped(path)): cannot read the file: \(PrintableText.escaped(reason))"
        case let .malformed(path, reason):
            "error: --baseline \(PrintableText.escaped(path)): not a strings-check baseline: \(PrintableText.escaped(reason))"
        case let .unsupportedVersion(path, found):
            "error: --baseline \(PrintableText.escaped(path)): baseline version \(found) is not supported (this strings-check reads version \(Baseline.currentVersion)); write it again with --write-baseline"
        case let .cannotWrite(path, reason):
            "error: --write-baseline \(PrintableText.escaped(path)): cannot write the file: \(PrintableText.escaped(reason))"
        }
    }

    /// A one-line reason for a decoding failure, naming the field (`entries[2].rule`).
    static func reason(for error: any Error) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text.isEmpty ? "the file" : text
        }
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case let .keyNotFound(key, context):
            let parent = path(context.codingPath)
            return "\(parent == "the file" ? "" : parent + ": ")missing \"\(key.stringValue)\""
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty { return "not valid JSON" }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
