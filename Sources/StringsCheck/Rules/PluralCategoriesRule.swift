import LocaleServices
import Strings

/// `plural-categories`: each variable of a plural (`.stringsdict` or String Catalog) against
/// ICU's plural rules for its language, judged by the kind of number it shows.
///
/// Judged as CoreFoundation chooses a form (`_CFCopyResolvedFormatStringWithConfiguration`): `zero`
/// for an integer 0 when defined, else ICU's category, else `one` for an integer 1, else `other`,
/// else no text. A rule without `other` is still read: `other` is only the last fallback. A String
/// Catalog's plural is built into the same `.stringsdict` form, so it is chosen the same way.
/// - A category the variable's numbers reach and that it lacks, with `other` there, is a warning:
///   those numbers are shown the `other` text (at worst ungrammatical, never a key or nothing).
/// - Numbers that would fall back to a missing `other` get no text: an error. A whole number
///   (`%d`, `%lld`, or no value type) reaches only the categories whole numbers reach, so a Russian
///   or Polish `%d` variable with `one`, `few` and `many` needs no `other` (it is for fractions).
/// - A variable the base gives only `other` (one text whatever the number, or none) needs only `other`.
/// - A category only numbers from a million reach (French, Spanish, Italian, Portuguese and Catalan
///   `many`) is not asked for, whatever the number's type: judged by hand it was wrong 10 times in 10.
/// - A category the language never uses is not reported: its text is never shown, and what users
///   see for those numbers is the `other` text. Judged by hand, the warning was wrong 8 times in 8
///   (a `one` identical to `other` in a language ICU gives only `other`).
struct PluralCategoriesRule: RuleCheck {
    let rule = Rule.pluralCategories

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for scope in context.pluralScopes {
            let language = scope.language
            let tag = scope.tag
            let plurals = scope.table.entries.values.filter { $0.isPlural && scope.judges($0.key) }
            guard !plurals.isEmpty, let rules = try? PluralRules.rules(for: tag) else { continue }
            let shown = language == "Base" ? "Base (\(tag))" : language
            for entry in plurals {
                guard let plural = entry.plural else { continue }
                let baseVariables = Self.baseVariables(of: plural, in: scope.base?.entries[entry.key]?.plural)
                func report(_ severity: Severity?, _ message: String) {
                    result.append(
                        Diagnostic(
                            rule: rule, severity: severity, at: entry.location, message, language: language,
                            key: entry.key))
                }
                for name in plural.variables.keys.sorted() {
                    let variable = plural.variables[name]!
                    let what = "plural \"\(entry.key)\" (\(name)) in \(shown)"
                    if let baseVariable = baseVariables[name],
                        case let baseForms = Set(baseVariable.forms.keys).subtracting([.zero]),
                        baseForms.isSubset(of: [.other])
                    {
                        // The base shows one text whatever the number: so may the translation. (A base
                        // variable without forms is reported in the base, once.)
                        if !baseForms.isEmpty, variable.forms[.other] == nil {
                            report(nil, "\(what) lacks \"other\", the only form the base gives it")
                        }
                    } else if let (severity, message) = Self.missing(variable, rules: rules, tag: tag) {
                        report(severity, "\(what) \(message)")
                    }
                }
            }
        }
        return result
    }

    /// The base's variable each of a translation's variables stands for, by the translation's name:
    /// the one of the same name, else the one at the variable's first argument position.
    ///
    /// Every variable at once: finding one variable's position read the whole format key, so a key
    /// of thousands of variables read it thousands of times.
    static func baseVariables(of plural: PluralizedString, in base: PluralizedString?) -> [String: PluralVariable] {
        guard let base else { return [:] }
        var matched: [String: PluralVariable] = [:]
        for name in plural.variables.keys { matched[name] = base.variables[name] }
        guard matched.count < plural.variables.count else { return matched }
        let basePositions = base.variablePositions
        for (name, position) in plural.firstVariablePositions
        where matched[name] == nil && plural.variables[name] != nil {
            matched[name] = basePositions[position].flatMap { base.variables[$0] }
        }
        return matched
    }

    /// The finding about the categories a variable lacks, or nil: a warning when the numbers of the
    /// missing categories get the `other` text, an error when `other` is missing too and some number
    /// the variable shows falls back to it (Foundation then has no text for it).
    static func missing(_ variable: PluralVariable, rules: PluralRules, tag: LanguageTag) -> (Severity?, String)? {
        let whole = rules.wholeNumberCategories
        // A category only whole millions reach is not asked for whatever the number's type.
        let reached = Set(variable.takesWholeNumbers ? whole.categories : rules.categories).subtracting(
            whole.fromAMillion)
        let missing = reached.subtracting(variable.forms.keys)
        guard !missing.isEmpty else { return nil }
        let numbers = variable.takesWholeNumbers ? "whole numbers" : "numbers"
        let uses = "which \(tag) uses for \(numbers) (it uses \(list(reached.sorted())) for them)"
        guard variable.forms[.other] == nil else {
            return (.warning, "lacks \(list(missing.sorted())), \(uses): those numbers are shown the \"other\" text")
        }
        // Foundation's last fallback is `other`: without it, those numbers get no text.
        if missing.contains(.other) {
            return (
                nil,
                "lacks \(list(missing.sorted())), \(uses): Foundation has no text for those numbers (it falls back only to \"other\")"
            )
        }
        return (
            nil,
            "lacks \(list(missing.sorted())), \(uses), and \"other\", the form Foundation falls back to: it has no text for those numbers"
        )
    }

    static func list(_ categories: [PluralCategory]) -> String {
        categories.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    }
}
