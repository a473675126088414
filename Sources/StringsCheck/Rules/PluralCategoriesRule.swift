import LocaleServices
import Strings

/// `plural-categories`: each variable of a plural (`.stringsdict` or String Catalog) against
/// ICU's plural rules for its language, judged by the kind of number it shows.
///
/// - A category the variable needs and lacks is an error (numbers in it get the `other` form, often
///   wrong grammar). A whole number (`%d`, `%lld`, or no value type) needs only the categories whole
///   numbers reach: Czech, Slovak and Lithuanian `many` is for fractions. A variable the base gives
///   only `other` (one text whatever the number, or none) needs only `other`.
/// - A category only numbers from a million reach (French, Spanish, Italian, Portuguese and Catalan
///   `many`) is not asked for, whatever the number's type (`%d` or `%.1f`): those numbers get the
///   `other` form, and judged by hand on real apps the warning was wrong 10 times in 10.
/// - A category the language never uses is a warning (dead text). `zero` is never reported unused:
///   Apple's runtime uses it for 0 in every language. Nor is Hebrew `many` in a project whose
///   deployment target predates CLDR 42 (iOS 17, macOS 14): the older systems still choose it.
struct PluralCategoriesRule: RuleCheck {
    let rule = Rule.pluralCategories

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for scope in context.pluralScopes {
            let language = scope.language, tag = scope.tag
            let plurals = scope.table.entries.values.filter { $0.isPlural && !scope.ignoring.contains($0.key) }
            guard !plurals.isEmpty, let rules = try? PluralRules.rules(for: tag) else { continue }
            let all = Set(rules.categories)
            let whole = rules.wholeNumberCategories
            let shown = language == "Base" ? "Base (\(tag))" : language
            let removed = Self.removedInCLDR42[tag.language] ?? []
            for entry in plurals {
                guard let plural = entry.plural else { continue }
                let baseVariables = Self.baseVariables(of: plural, in: scope.base?.entries[entry.key]?.plural)
                func report(_ severity: Severity?, _ message: String) {
                    result.append(Diagnostic(rule: rule, severity: severity, at: entry.location, message, language: language, key: entry.key))
                }
                for name in plural.variables.keys.sorted() {
                    let variable = plural.variables[name]!
                    let forms = Set(variable.forms.keys)
                    let what = "plural \"\(entry.key)\" (\(name)) in \(shown)"
                    if let baseVariable = baseVariables[name],
                       case let baseForms = Set(baseVariable.forms.keys).subtracting([.zero]), baseForms.isSubset(of: [.other]) {
                        // The base shows one text whatever the number: so may the translation. (A base
                        // variable without forms is reported in the base, once.)
                        if !baseForms.isEmpty, !forms.contains(.other) { report(nil, "\(what) lacks \"other\", the only form the base gives it") }
                    } else if variable.takesWholeNumbers {
                        // `other` is every entry's fallback, even where whole numbers never reach it (Polish).
                        let needed = Set(whole.categories).union([.other])
                        let missing = needed.subtracting(forms)
                        let errors = missing.subtracting(whole.fromAMillion).sorted()
                        if !errors.isEmpty {
                            report(nil, "\(what) lacks \(Self.list(errors)), which \(tag) needs for whole numbers (it uses \(Self.list(needed.sorted())) for them)")
                        }
                    } else {
                        // A category only whole millions reach is not asked for whatever the number's type.
                        let missing = all.subtracting(forms)
                        let errors = missing.subtracting(whole.fromAMillion).sorted()
                        if !errors.isEmpty {
                            report(nil, "\(what) lacks \(Self.list(errors)), which ICU requires for \(tag) (it uses \(Self.list(rules.categories)))")
                        }
                    }
                    // Hebrew `many` (20, 30, …) left CLDR in version 42: systems older than that still choose it.
                    let stillChosen = !removed.isEmpty && context.deploymentTargets?.predatesCLDR42(entry.location.file ?? "") == true ? removed : []
                    let unused = forms.subtracting(all).subtracting([.zero]).subtracting(stillChosen).sorted()
                    if !unused.isEmpty {
                        report(.warning, "\(what) has \(Self.list(unused)), which \(tag) never uses (it uses \(Self.list(rules.categories)))")
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
        for (name, position) in plural.firstVariablePositions where matched[name] == nil && plural.variables[name] != nil {
            matched[name] = basePositions[position].flatMap { base.variables[$0] }
        }
        return matched
    }

    /// The categories CLDR 42 took from a language, by its language subtag: an app that still runs
    /// on systems older than CLDR 42 (see ``DeploymentTargets``) has them chosen there.
    static let removedInCLDR42: [String: Set<PluralCategory>] = ["he": [.many], "iw": [.many]]

    static func list(_ categories: [PluralCategory]) -> String {
        categories.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    }
}
