#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Strings

/// `empty-value`: a translation (or a plural form) that is empty or only spaces where the base's
/// is not. An empty base value is taken as deliberate (iVersion hides a button whose label is
/// empty), so its translations may be empty too; a plural is judged variable by variable.
struct EmptyValueRule: RuleCheck {
    let rule = Rule.emptyValue

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for pair in context.pairs {
            pair.forEachCommonKey { base, translation in
                func report(_ what: String) {
                    result.append(Diagnostic(rule: rule, at: translation.location,
                                             "\(what) in \(pair.language) is empty, but the base's (\(pair.baseLanguage)) is not",
                                             language: pair.language, key: base.key, related: base.location))
                }
                if let text = translation.text {
                    if let baseText = base.text, Self.isBlank(text), !Self.isBlank(baseText) { report("\"\(base.key)\"") }
                    return
                }
                switch (base.plural, translation.plural) {
                case let (basePlural?, plural?):
                    let baseVariables = PluralCategoriesRule.baseVariables(of: plural, in: basePlural)
                    for name in plural.variables.keys.sorted() {
                        // A variable the base leaves empty (`other = ""`, there to take an argument)
                        // may be empty in the translation too; each variable is judged alone.
                        guard let baseVariable = baseVariables[name], !baseVariable.forms.values.allSatisfy(Self.isBlank) else { continue }
                        for (category, form) in plural.variables[name]!.forms.sorted(by: { $0.key < $1.key }) where Self.isBlank(form) {
                            report("the \"\(category.rawValue)\" form of \"\(name)\" in plural \"\(base.key)\"")
                        }
                    }
                default:
                    return
                }
            }
        }
        return result
    }

    static func isBlank(_ text: String) -> Bool {
        // Most values start with a printable ASCII character: no Unicode lookup needed.
        if let first = text.utf8.first, first > 0x20, first < 0x80 { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }
}
