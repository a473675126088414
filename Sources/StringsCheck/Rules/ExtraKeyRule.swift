/// `extra-key`: a key a language defines that the base lacks: a typo, a renamed key, or a key
/// the base lost. It is never shown to a base-language user.
struct ExtraKeyRule: RuleCheck {
    let rule = Rule.extraKey

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        // A stub base's extra keys are one finding for its table (see StubBase), unless --all.
        for pair in context.pairs where pair.isComparable && (context.listsEveryKey || !pair.hasStubBase) {
            for entry in pair.extra {
                let key = entry.key
                result.append(Diagnostic(
                    rule: rule, at: entry.location,
                    "\(pair.language) defines \"\(key)\", which the base (\(pair.baseLanguage)) does not",
                    language: pair.language, key: key))
            }
        }
        return result
    }
}
