import LocaleServices
import Strings

/// `punctuation-spacing`: French typography puts a non-breaking space before `:` (U+00A0) and a
/// narrow one before `;`, `!`, `?` (U+202F, U+00A0 accepted), and inside « guillemets ». A plain
/// space there lets the line break between the word and its mark, leaving a lone `:` at the start
/// of a line: the review found one in "Taille du téléchargement : %@".
///
/// Only French (`fr`, `fr-CA`, …) is checked: other languages write no space there at all, and
/// a stray space in them is a matter for their reviewers, not a rule.
struct PunctuationSpacingRule: RuleCheck {
    let rule = Rule.punctuationSpacing

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for pair in context.pairs where TablePlanner.primarySubtag(pair.language) == "fr" {
            pair.forEachCommonKey { base, translation in
                for (form, text) in Self.texts(translation.content) {
                    guard let mark = Self.plainSpaceMark(in: text) else { continue }
                    let what = form.map { "the \"\($0)\" form of \"\(base.key)\"" } ?? "\"\(base.key)\""
                    result.append(Diagnostic(
                        rule: rule, at: translation.location,
                        "\(what) in \(pair.language) has a plain space \(mark); French uses a non-breaking space (U+00A0 before ':', U+202F before ';', '!', '?' and inside « ») so the line cannot break there",
                        language: pair.language, key: base.key))
                }
            }
        }
        return result
    }

    /// Every text of a value: the string, or each plural form with its category's name.
    static func texts(_ content: LocalizedContent) -> [(form: String?, text: String)] {
        switch content {
        case let .plain(text):
            return [(nil, text)]
        case let .plural(plural):
            return plural.variables.keys.sorted().flatMap { name in
                plural.variables[name]!.forms.sorted { $0.key < $1.key }.map { (Optional($0.key.rawValue), $0.value) }
            }
        }
    }

    /// Whether the character after a mark makes the mark part of a symbol rather than punctuation:
    /// an emoticon (` :)`, ` :-)`, ` ;)`, ` :D`, ` :P`), a URL's `://`, a time or ratio (` :30`).
    /// Punctuation is followed by a space, the end of the text, a quote or another mark; a letter,
    /// digit or one of `( ) - / \ | [ ] * ' =` right after it never is in French typography.
    static func isSymbolStart(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { return true }
        return ["(", ")", "-", "/", "\\", "|", "[", "]", "*", "'", "="].contains(scalar)
    }

    /// Describes the first plain space that should be non-breaking (`before ':'`), or nil.
    static func plainSpaceMark(in text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        for index in scalars.indices where scalars[index] == " " {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            let previous = index > 0 ? scalars[index - 1] : nil
            if let next, [":", ";", "!", "?", "»"].contains(next), previous != nil, previous != " ",
               next == "»" || !isSymbolStart(index + 2 < scalars.count ? scalars[index + 2] : nil) {
                return "before '\(next)'"
            }
            if previous == "«" { return "after '«'" }
        }
        return nil
    }
}
