/// `undefined-key` (with `--sources`): a key the sources look up that no base table defines, at
/// the lookup. The user would see the key itself, or the built-in default.
struct UndefinedKeyRule: RuleCheck {
    let rule = Rule.undefinedKey

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let usages = context.usages else { return [] }
        let defined = context.baseKeys
        return usages.filter { !defined.contains($0.key) }.map { usage in
            Diagnostic(rule: rule, at: usage.location,
                       "\"\(usage.key)\" is looked up here but no base table defines it", key: usage.key)
        }
    }
}
