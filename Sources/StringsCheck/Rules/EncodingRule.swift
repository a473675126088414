import Strings

/// `encoding`: bytes that are not valid UTF-8 or UTF-16, or a NUL in a string (error); line endings
/// that mix LF, CRLF and CR in one file, or another control character in a string (warning: Apple
/// reads it, but diffs and editors suffer, and the character is invisible).
struct EncodingRule: RuleCheck {
    let rule = Rule.encoding

    func check(_ context: CheckContext) -> [Diagnostic] {
        context.problems.compactMap { problem in
            switch problem {
            case let .error(error) where error.kind == .encoding:
                Diagnostic(rule: rule, at: error.location, error.message, language: context.problemLanguage, key: error.key)
            case let .warning(warning) where warning.kind == .mixedLineEndings || warning.kind == .controlCharacter:
                Diagnostic(
                    rule: rule, severity: .warning, at: warning.location, warning.message,
                    language: context.problemLanguage, key: warning.key)
            default:
                nil
            }
        }
    }
}
