import Strings

/// `syntax`: a file that cannot be parsed, at the parser's position (errors), and text the parser
/// accepted but Apple's tools read loosely, such as an unknown escape (warnings).
struct SyntaxRule: RuleCheck {
    let rule = Rule.syntax

    func check(_ context: CheckContext) -> [Diagnostic] {
        context.problems.compactMap { problem in
            switch problem {
            case let .error(error) where error.kind != .encoding:
                Diagnostic(rule: rule, at: error.location, error.message, language: context.problemLanguage, key: error.key)
            case let .warning(warning) where warning.kind == .suspicious:
                Diagnostic(
                    rule: rule, severity: .warning, at: warning.location, warning.message,
                    language: context.problemLanguage, key: warning.key)
            default:
                nil
            }
        }
    }
}
