import IVersionSupport
import LocaleServices
import Strings

/// `untranslated`: a translation identical to the base's text, which usually means it was
/// copied and never translated. A warning: some words stay the same (`OK`, names, numbers), and
/// the allow-list (`OK`, values without letters, `--allow`, `--allow-file`) lets them through.
/// A value of acronyms (`CPU`) is kept as it is too. Across the run
/// (``keepingOwnWords(_:compared:)``), a short value that most of the project's
/// languages keep as it is is a name, and one that three languages of one family keep is a word
/// they share: neither is a finding.
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
                guard !EmptyValueRule.isBlank(text), !context.allowList.allows(text), !Self.isAcronyms(text) else { return }
                result.append(Diagnostic(
                    rule: rule, at: translation.location,
                    "\"\(base.key)\" in \(pair.language) is the same as in the base (\(pair.baseLanguage)): \"\(text)\"\(Self.advice)",
                    language: pair.language, key: base.key, related: base.location))
            }
        }
        return result
    }
}

extension UntranslatedRule {
    /// The most words a value may have to be taken for a name or a shared word. A longer text
    /// that many languages keep is a new key nobody has translated yet, not a word of theirs.
    static let longestSharedValue = 3

    /// Whether `text` is a few acronyms and numbers (`CPU`, `USB-C`, `SSD 2`): two capitals or
    /// more, no small letter, at most ``longestSharedValue`` words. Languages keep those as they are.
    static func isAcronyms(_ text: String) -> Bool {
        text.utf8.count <= 40 && !text.unicodeScalars.contains(where: \.properties.isLowercase)
            && text.unicodeScalars.count(where: \.properties.isUppercase) >= 2
            && text.split(whereSeparator: \.isWhitespace).count <= longestSharedValue
    }

    /// The script `language` is written in, by CLDR's likely subtags (`ru` → `Cyrl`), looked up
    /// once per language; the language itself when ICU cannot tell.
    static func script(of language: String, cache: inout [String: String]) -> String {
        if let known = cache[language] { return known }
        let script = (try? LanguageTag(parsing: language).maximized().script).flatMap(\.self) ?? language
        cache[language] = script
        return script
    }

    /// Whether every word of `text` that has case starts with a capital or has one inside
    /// (`Keka`, `Apple Silicon`, `iCloud Drive`), as names are written; a word in small letters
    /// ("Show password") makes it a phrase.
    static func isNameShaped(_ text: String) -> Bool {
        text.split(whereSeparator: \.isWhitespace).allSatisfy { word in
            guard let first = word.unicodeScalars.first(where: \.properties.changesWhenCaseMapped) else { return true }
            return first.properties.isUppercase || word.unicodeScalars.contains(where: \.properties.isUppercase)
        }
    }

    /// What a finding's message ends with, after the quoted value.
    static let advice = "; translate it, or allow it with --allow"

    /// The value a finding's message quotes (the text both sides share), or nil when the message
    /// was cut (see ``Diagnostic/maximumMessageLength``): a value that long is no name.
    static func value(quotedIn message: String) -> Substring? {
        guard message.hasSuffix("\"" + advice), let open = message.firstRange(ofText: "): \"") else { return nil }
        return message[open.upperBound..<message.index(message.endIndex, offsetBy: -(advice.count + 1))]
    }

    /// `diagnostics` without the `untranslated` findings that name a name or a word the language
    /// shares, decided over every language at once, for a value of at most ``longestSharedValue``
    /// words kept as the base writes it by at least three languages:
    /// - a name: shaped like one (every cased word capitalised: "Keka", "Finder", "Apple Silicon")
    ///   and kept by most of the languages compared with its base file (`compared`: base file →
    ///   languages, see ``CheckContext/comparedBaseFiles``). "Show password" kept everywhere is a
    ///   key nobody translated, and stays reported;
    /// - a word a family shares: kept by three languages of one family (``LanguageFamilies``:
    ///   German, Dutch and Swedish "Server") and only by languages of one script; only that
    ///   family's findings go. Text kept in several scripts is a placeholder, not a word.
    ///
    /// One pass over the findings, grouped by the base entry they point to.
    static func keepingOwnWords(_ diagnostics: [Diagnostic], compared: [String: [String]]) -> [Diagnostic] {
        var dropped = Set<Int>()
        var scripts: [String: String] = [:]
        for (file, indices) in FindingsByBaseEntry.groups(of: .untranslated, in: diagnostics) where indices.count >= 3 {
            guard let first = indices.first, let text = value(quotedIn: diagnostics[first].message),
                  text.split(whereSeparator: \.isWhitespace).count <= longestSharedValue else { continue }
            let languages = Set(indices.compactMap { diagnostics[$0].language })
            if isNameShaped(String(text)), let total = compared[file]?.count, total > 0, 2 * languages.count > total {
                dropped.formUnion(indices)
                continue
            }
            var byFamily: [String: Set<Substring>] = [:]
            for language in languages {
                if let family = LanguageFamilies.family(of: language) { byFamily[family, default: []].insert(TablePlanner.primarySubtag(language)) }
            }
            // Text kept in languages of different scripts (Russian, Japanese beside French) was
            // copied as a placeholder: a word those languages share would be written in theirs.
            guard Set(languages.map { script(of: $0, cache: &scripts) }).count == 1 else { continue }
            for index in indices {
                guard let family = diagnostics[index].language.flatMap(LanguageFamilies.family(of:)),
                      let kin = byFamily[family]?.count, kin >= 3 else { continue }
                dropped.insert(index)
            }
        }
        return FindingsByBaseEntry.removing(dropped, from: diagnostics)
    }
}
