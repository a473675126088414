import LocaleServices
import Strings

/// `plural-number`: a plural whose forms write the count (`%d`) except some, which leave it out.
///
/// Leaving the number out is idiomatic where grammar says it: "no updates" for 0, "an update" for
/// 1, Arabic's dual تحديثان for 2. It is a defect in two cases, both found from ICU's plural rules
/// rather than from a list of number words, so it works in every language:
/// - the form stands for more than one number (Russian `one` is also 21, 31, …; French `one` is 0
///   and 1 unless a `zero` form takes 0): the text is wrong for all but one of them;
/// - the form stands for exactly one number of 3 or more (Welsh `few` is 3, `many` is 6): no
///   grammatical number means 3, so the form spells the number out while the others write digits,
///   a mix the reader notices and no check can verify. A form only whole millions reach (French
///   `many`) is not judged: such a count is rarely shown.
///
/// A warning: the text still reads, and a translator may have reasons.
struct PluralNumberRule: RuleCheck {
    let rule = Rule.pluralNumber

    /// The integers each form is tried with: every residue of the CLDR integer rules (they test
    /// `n % 10` and `n % 100`), and the large round numbers some languages give a category of their
    /// own (French and Spanish `many`: a million).
    static let samples: [Int64] = Array(0..<200) + [1_000, 10_000, 100_000, 1_000_000]
    /// The smallest number no grammatical number (none, singular, dual) stands for.
    static let smallestSpelledOut: Int64 = 3

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for scope in context.pluralScopes {
            for entry in scope.table.entries.values {
                // Keys no language is asked for (a String Catalog's stale and "Don't translate" ones) are not judged.
                guard let plural = entry.plural, scope.judges(entry.key) else { continue }
                let baseVariables =
                    Self.comparedBase(of: entry, in: scope).map {
                        PluralCategoriesRule.baseVariables(of: plural, in: $0)
                    } ?? [:]
                for name in plural.variables.keys.sorted() {
                    let variable = plural.variables[name]!
                    let owned = baseVariables[name].map { Self.formsReportedElsewhere(variable, base: $0) } ?? []
                    guard let finding = Self.finding(for: variable, tag: scope.tag, leaving: owned) else { continue }
                    let shown = scope.language == "Base" ? "Base (\(scope.tag))" : scope.language
                    result.append(
                        Diagnostic(
                            rule: rule, at: entry.location,
                            "plural \"\(entry.key)\" (\(name)) in \(shown) \(finding)",
                            language: scope.language, key: entry.key))
                }
            }
        }
        return result
    }

    /// The base plural `format-mismatch` compares a translated plural with form by form, or nil
    /// (in the base itself, or a catalog entry it compares as a whole: see `catalogAllowance`).
    static func comparedBase(of entry: LocalizedEntry, in scope: PluralScope) -> PluralizedString? {
        guard !FormatConsistencyRule.isBase(scope), let base = scope.base?.entries[entry.key], base.plural != nil else {
            return nil
        }
        if scope.table.catalogFile != nil, FormatMismatchRule.catalogAllowance(base, entry) != nil { return nil }
        return base.plural
    }

    /// The forms of a translated variable whose missing number another rule reports, so that one
    /// defect is one finding: a blank form (`empty-value`), and an `other` without the number the
    /// base's `other` writes (`format-mismatch`, which compares the two).
    static func formsReportedElsewhere(_ variable: PluralVariable, base: PluralVariable) -> Set<PluralCategory> {
        var owned = Set(variable.forms.filter { EmptyValueRule.reports($0.value, base: base) }.keys)
        if base.forms[.other].flatMap(countSpecifier) != nil { owned.insert(.other) }
        return owned
    }

    /// What is wrong with one variable's forms, as the end of a sentence, or nil; the forms in
    /// `leaving` are another rule's finding and are not reported here.
    static func finding(for variable: PluralVariable, tag: LanguageTag, leaving: Set<PluralCategory> = []) -> String? {
        // A fraction ("1.5 GB") has no grammatical number to stand for it: only whole numbers are judged.
        guard variable.takesWholeNumbers else { return nil }
        let specifiers = variable.forms.mapValues(countSpecifier)
        let conversions = variable.forms.mapValues { FormatString($0).specifiers.count }
        let counted = specifiers.keys.filter { specifiers[$0]! != nil }.sorted()
        // A form leaves the number out when it has fewer conversions than every form that writes it; one
        // with as many has something else where the number was (`%@` for `%d`), which format-mismatch reports.
        let fewest = counted.map { conversions[$0]! }.min() ?? 0
        let uncounted = specifiers.keys.filter {
            specifiers[$0]! == nil && conversions[$0]! < fewest && !leaving.contains($0)
        }.sorted()
        // Nothing to compare with when no form writes the number (it may be in the outer format).
        // The specifier named is the first form's in CLDR order, so the message never depends on hashing.
        guard let first = counted.first, let written = specifiers[first]!, !uncounted.isEmpty,
            let rules = try? PluralRules.rules(for: tag)
        else { return nil }
        let numbers = numbersShown(by: variable, rules: rules)
        // A form only whole millions reach (French `many`) is left alone, as plural-categories leaves
        // it: a count of a million things is rarely shown.
        let millionsOnly = Set(rules.wholeNumberCategories.fromAMillion)
        var covering: [(PluralCategory, [Int64])] = []
        var single: [(PluralCategory, Int64)] = []
        for category in uncounted where !millionsOnly.contains(category) {
            let shown = numbers[category] ?? []
            if shown.count > 1 { covering.append((category, shown)) }
            if shown.count == 1 { single.append((category, shown[0])) }
        }
        var parts: [String] = []
        if !covering.isEmpty {
            let each = covering.map { category, shown in
                let listed = shown.prefix(4).map(String.init).joined(separator: ", ")
                return "\"\(category.rawValue)\" (\(listed)\(shown.count > 4 ? ", …" : ""))"
            }
            parts.append(
                "leaves the number out of \(each.joined(separator: " and ")), which \(tag) uses for more than one number, while the other forms write \(written); write \(written) there too"
            )
        }
        if single.contains(where: { $0.1 >= smallestSpelledOut }) {
            let each = single.map { "\"\($0.0.rawValue)\" (\($0.1))" }.joined(separator: ", ")
            let others = counted.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            parts.append(
                "spells out numbers in \(each) where \(others) write \(written); write \(written) in every form")
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; it also ")
    }

    /// The sample numbers each form shows, chosen as the runtime chooses (`zero` for 0 when the
    /// variable has it, else ICU's category, else `other`).
    static func numbersShown(by variable: PluralVariable, rules: PluralRules) -> [PluralCategory: [Int64]] {
        var numbers: [PluralCategory: [Int64]] = [:]
        for number in samples {
            let category = variable.category(for: .integer(number), rules: rules)
            numbers[variable.forms[category] != nil ? category : .other, default: []].append(number)
        }
        return numbers
    }

    /// The first integer conversion in a form (`%d`, `%ld`, `%1$lld`, `%u`), the one that writes the count.
    static func countSpecifier(in form: String) -> String? {
        FormatString(form).specifiers.first { $0.type == .integer || $0.type == .unsignedInteger }?.text
    }
}
