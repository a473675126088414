/// `unused-key` (with `--sources`): a base key that no source file looks up, at its definition.
/// A warning: a key may be looked up by a name built at run time, which a scan cannot see.
struct UnusedKeyRule: RuleCheck {
    let rule = Rule.unusedKey

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let usages = context.usages else { return [] }
        let used = Set(usages.map(\.key))
        var result: [Diagnostic] = []
        for (table, language) in context.baseTables {
            for (key, entry) in table.entries where !used.contains(key) {
                result.append(Diagnostic(rule: rule, at: entry.location,
                                         "\"\(key)\" is defined in the base (\(language)) but no source looks it up",
                                         language: language, key: key))
            }
        }
        return result
    }
}
