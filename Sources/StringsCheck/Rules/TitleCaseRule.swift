/// `title-case`: a short value with every word capitalised ("Paalalahanan Ako Mamaya") in a
/// language that writes buttons and titles in sentence case. English's "Remind Me Later" is
/// easily copied with its casing; the review found two such buttons.
///
/// A warning, because names may be capitalised on purpose. English is not checked (it uses
/// title case), nor German and Luxembourgish (every noun is capitalised, so a title of nouns
/// looks like title case). Words without case (Arabic, Chinese…), all-capital words (`OK`, `MB`)
/// and format specifiers are ignored; a value needs at least two capitalised words and at most
/// six words, so sentences are left alone.
struct TitleCaseRule: RuleCheck {
    let rule = Rule.titleCase
    /// Languages whose buttons and titles may rightly capitalise every word.
    static let exempt: Set<String> = ["en", "de", "lb"]

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for pair in context.pairs {
            guard !Self.exempt.contains(String(TablePlanner.primarySubtag(pair.language))) else { continue }
            pair.forEachCommonKey { base, translation in
                // Short texts with a space only: splitting every value into words would cost more than the rest of the check.
                guard let text = translation.text, text.utf8.count <= 80, text.utf8.contains(0x20), Self.isTitleCase(text) else { return }
                result.append(Diagnostic(
                    rule: rule, at: translation.location,
                    "\"\(base.key)\" in \(pair.language) capitalises every word (\"\(text)\"); \(pair.language) writes buttons and titles in sentence case",
                    language: pair.language, key: base.key, related: base.location))
            }
        }
        return result
    }

    /// Whether `text` is a short phrase whose cased words all start with a capital.
    static func isTitleCase(_ text: String) -> Bool {
        let words = text.split(whereSeparator: { $0.isWhitespace })
        guard words.count >= 2, words.count <= 6 else { return false }
        var capitalised = 0
        for word in words where !word.hasPrefix("%") {
            let letters = word.unicodeScalars.filter { $0.properties.isAlphabetic }
            guard let first = letters.first, first.properties.changesWhenCaseMapped else { continue }
            // All-capital words (acronyms) say nothing about the casing style.
            if letters.count > 1, letters.allSatisfy({ !$0.properties.isLowercase }) { continue }
            guard first.properties.isUppercase else { return false }
            capitalised += 1
        }
        return capitalised >= 2
    }
}
