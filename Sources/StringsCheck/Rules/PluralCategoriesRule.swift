import LocaleServices
import Strings

/// `plural-categories`: each variable of a plural (`.stringsdict` or String Catalog) against
/// ICU's plural rules for its language. A category the language requires and the entry lacks is
/// an error (numbers in it get the `other` form, often wrong grammar); a category the language
/// never uses is a warning (dead text). `zero` is never reported unused: Apple's runtime uses
/// it for 0 in every language.
struct PluralCategoriesRule: RuleCheck {
    let rule = Rule.pluralCategories

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for scope in context.pluralScopes {
            let language = scope.language, tag = scope.tag
            let plurals = scope.table.entries.values.filter(\.isPlural)
            guard !plurals.isEmpty, let rules = try? PluralRules.rules(for: tag) else { continue }
            let required = Set(rules.categories)
            let shown = language == "Base" ? "Base (\(tag))" : language
            for entry in plurals {
                guard let plural = entry.plural else { continue }
                for name in plural.variables.keys.sorted() {
                    let forms = Set(plural.variables[name]!.forms.keys)
                    let missing = required.subtracting(forms).sorted()
                    let unused = forms.subtracting(required).subtracting([.zero]).sorted()
                    if !missing.isEmpty {
                        result.append(Diagnostic(
                            rule: rule, at: entry.location,
                            "plural \"\(entry.key)\" (\(name)) in \(shown) lacks \(Self.list(missing)), which ICU requires for \(tag) (it uses \(Self.list(rules.categories)))",
                            language: language, key: entry.key))
                    }
                    if !unused.isEmpty {
                        result.append(Diagnostic(
                            rule: rule, severity: .warning, at: entry.location,
                            "plural \"\(entry.key)\" (\(name)) in \(shown) has \(Self.list(unused)), which \(tag) never uses (it uses \(Self.list(rules.categories)))",
                            language: language, key: entry.key))
                    }
                }
            }
        }
        return result
    }

    static func list(_ categories: [PluralCategory]) -> String {
        categories.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    }
}
