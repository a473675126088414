/// `untranslated`: a translation identical to the base's text, which usually means it was
/// copied and never translated. A warning: some words stay the same (`OK`, names, numbers), and
/// the allow-list (`OK`, values without letters, `--allow`, `--allow-file`) lets them through.
/// Regional variants of the base's language (`en-GB` beside `en`) are not checked: their text is
/// mostly the base's by design. Empty values are left to `empty-value`, and String Catalog units
/// marked `new` or `needs_review` to `catalog-state`.
struct UntranslatedRule: RuleCheck {
    let rule = Rule.untranslated

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for pair in context.pairs where !pair.isVariantOfBase {
            let optional = pair.base?.optionalKeys ?? []
            pair.forEachCommonKey { base, translation in
                // A catalog unit Xcode marks `new` or `needs_review` is reported as such, once.
                guard pair.isTranslated(base.key) || pair.states?[base.key] == .stale else { return }
                // An Info.plist's names and settings stay the same in most languages.
                guard !optional.contains(base.key) else { return }
                let text: String
                if let value = translation.text {
                    guard let baseText = base.text, value == baseText else { return }
                    text = value
                } else if let basePlural = base.plural, let plural = translation.plural {
                    // A plural is untranslated when every variable's "other" form is the base's.
                    let others = plural.variables.keys.sorted().map { plural.variables[$0]?.forms[.other] ?? "" }
                    let baseOthers = basePlural.variables.keys.sorted().map { basePlural.variables[$0]?.forms[.other] ?? "" }
                    guard others == baseOthers, let first = others.first else { return }
                    text = first
                } else {
                    return
                }
                guard !EmptyValueRule.isBlank(text), !context.allowList.allows(text) else { return }
                result.append(Diagnostic(
                    rule: rule, at: translation.location,
                    "\"\(base.key)\" in \(pair.language) is the same as in the base (\(pair.baseLanguage)): \"\(text)\"; translate it, or allow it with --allow",
                    language: pair.language, key: base.key, related: base.location))
            }
        }
        return result
    }
}
