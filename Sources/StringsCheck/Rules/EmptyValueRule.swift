import LocaleServices
import Strings

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `empty-value`: a translation (or a plural form) that is empty or only spaces where the base's
/// is not (see ``isBlank(_:)`` for what counts as empty). An empty base value is taken as deliberate (iVersion hides a button whose label is
/// empty), so its translations may be empty too; a plural is judged variable by variable.
struct EmptyValueRule: RuleCheck {
    let rule = Rule.emptyValue

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for pair in context.pairs {
            pair.forEachCommonKey { base, translation in
                func report(_ what: String, spaces: String = "") {
                    // Spaces alone are typed on purpose more often than not: a joiner between texts the code
                    // puts side by side ("date" + " " + "time"). A user meets a gap, not a blank, so a warning.
                    let emptiness = spaces.isEmpty ? "is empty" : "is only white space (\(Self.spelled(spaces)))"
                    result.append(
                        Diagnostic(
                            rule: rule, severity: spaces.isEmpty ? nil : .warning, at: translation.location,
                            "\(what) in \(pair.language) \(emptiness), but the base's (\(pair.baseLanguage)) is not",
                            language: pair.language, key: base.key, related: base.location))
                }
                if let text = translation.text {
                    if let baseText = base.text, Self.reports(text, base: baseText) {
                        report("\"\(base.key)\"", spaces: text)
                    }
                    return
                }
                switch (base.plural, translation.plural) {
                case let (basePlural?, plural?):
                    let baseVariables = PluralCategoriesRule.baseVariables(of: plural, in: basePlural)
                    for name in plural.variables.keys.sorted() {
                        // A variable the base leaves empty (`other = ""`, there to take an argument)
                        // may be empty in the translation too; each variable is judged alone.
                        guard let baseVariable = baseVariables[name] else { continue }
                        for (category, form) in plural.variables[name]!.forms.sorted(by: { $0.key < $1.key })
                        where Self.reports(form, base: baseVariable) {
                            report(
                                "the \"\(category.rawValue)\" form of \"\(name)\" in plural \"\(base.key)\"",
                                spaces: form)
                        }
                    }
                default:
                    return
                }
            }
        }
        return result
    }

    /// Whether a translated value is this rule's finding: blank where the base's is not. The one
    /// defect is this rule's alone: Apple shows the empty text, and the arguments it no longer takes
    /// (`format-mismatch`) or the number it no longer writes (`plural-number`) add nothing to it.
    static func reports(_ text: String, base: String) -> Bool {
        isBlank(text) && !isBlank(base) && !(isJoiner(base) && !text.isEmpty)
    }

    /// Whether a base value joins texts the code puts on either side of it (`" at "` between a date and a
    /// time): spaces on both ends. A language that needs no word there translates it with a space alone, on
    /// purpose, and the user reads "date time": no finding. An empty translation still joins them with nothing.
    static func isJoiner(_ base: String) -> Bool {
        guard let first = base.unicodeScalars.first, let last = base.unicodeScalars.last else { return false }
        return first.properties.isWhitespace && last.properties.isWhitespace
    }

    /// Whether a translated plural form is this rule's finding: blank where its base variable has
    /// a form that is not (a variable the base leaves all blank, there to take an argument, may be
    /// blank in the translation too).
    static func reports(_ form: String, base variable: PluralVariable) -> Bool {
        isBlank(form) && !variable.forms.values.allSatisfy(isBlank)
    }

    /// White space as a reader of the message can see it: `" "` for one space, `"\\t"` for a tab.
    static func spelled(_ spaces: String) -> String {
        "\""
            + spaces.unicodeScalars.map { scalar in
                switch scalar {
                case "\t": "\\t"
                case "\n": "\\n"
                case "\r": "\\r"
                default: String(scalar)
                }
            }.joined() + "\""
    }

    /// Whether `text` looks empty to a user because nobody meant it to hold anything: no
    /// characters, or only what a space bar and a return key type (U+0020, tab, CR, LF). Other
    /// white space (a no-break space, the full-width U+3000 of Chinese and Japanese text, the
    /// typographic spaces U+2000–U+200A) has to be chosen on purpose, and it takes up room on
    /// screen: Apple's loader keeps it and the label shows a gap, so it is a value, not an empty one.
    static func isBlank(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }
}
