import Strings

/// `duplicate-key`: a key defined twice in one file, at the later definition, with the earlier
/// one as the related position. Only the last definition takes effect, so one of them is a mistake
/// (none when both say the same: see ``AppleLoaderVerdict/changingWarnings(of:)``). A warning: the
/// user sees a translation either way, and only a person can tell which of the two was meant.
struct DuplicateKeyRule: RuleCheck {
    let rule = Rule.duplicateKey

    func check(_ context: CheckContext) -> [Diagnostic] {
        context.problems.compactMap { problem in
            guard case let .warning(warning) = problem, warning.kind == .duplicateKey else { return nil }
            return Diagnostic(rule: rule, at: warning.location, warning.message,
                              language: context.problemLanguage, key: warning.key, related: warning.related)
        }
    }
}
