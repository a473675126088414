/// `title-case`: a short value with every word capitalised ("Paalalahanan Ako Mamaya") in a
/// language that writes buttons and titles in sentence case. English's "Remind Me Later" is
/// easily copied with its casing; the review found two such buttons.
///
/// A warning, because names may be capitalised on purpose. English is not checked (it uses
/// title case), nor German and Luxembourgish (every noun is capitalised, so a title of nouns
/// looks like title case). Words without case (Arabic, Chinese…), all-capital words (`OK`, `MB`)
/// and format specifiers are ignored; a value needs at least two capitalised words and at most
/// six words, so sentences are left alone. A word the base writes too ("Tally" in "Quit Tally" →
/// "Quitter Tally") is a name, and does not count.
struct TitleCaseRule: RuleCheck {
    let rule = Rule.titleCase
    /// Languages whose buttons and titles may rightly capitalise every word.
    static let exempt: Set<String> = ["en", "de", "lb"]

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for pair in context.pairs {
            // A `Base.lproj` copy compared with the base is written in the base's language.
            let written = pair.language == "Base" ? pair.baseLanguage : pair.language
            guard !Self.exempt.contains(String(TablePlanner.primarySubtag(written))) else { continue }
            pair.forEachCommonKey { base, translation in
                // Short texts with a space only: splitting every value into words would cost more than the rest of the check.
                guard let text = translation.text, text.utf8.count <= 80, text.utf8.contains(0x20), Self.isTitleCase(text),
                      Self.capitalisedWordsNotIn(base.text ?? "", of: text) >= 2 else { return }
                result.append(Diagnostic(
                    rule: rule, at: translation.location,
                    "\"\(base.key)\" in \(pair.language) capitalises every word (\"\(text)\"); \(pair.language) writes buttons and titles in sentence case",
                    language: pair.language, key: base.key, related: base.location))
            }
        }
        return result
    }

    /// Whether `text` is a short phrase whose cased words all start with a capital.
    ///
    /// One pass over the scalars, stopping at the first word that starts in lower case (most
    /// values), with ASCII letters told apart without Unicode property lookups.
    static func isTitleCase(_ text: String) -> Bool {
        var words = 0, capitalised = 0
        var inWord = false, skipWord = false
        var first: Unicode.Scalar?
        var letters = 0, hasLowercase = false
        /// Ends the current word; false when it settles the answer as "not title case".
        func endWord() -> Bool {
            defer { inWord = false; skipWord = false; first = nil; letters = 0; hasLowercase = false }
            guard inWord else { return true }
            words += 1
            guard words <= 6 else { return false }
            guard !skipWord, let first, changesCase(first) else { return true }
            // All-capital words (acronyms) say nothing about the casing style.
            if letters > 1, !hasLowercase { return true }
            guard isUppercase(first) else { return false }
            capitalised += 1
            return true
        }
        for scalar in text.unicodeScalars {
            if isWhitespace(scalar) {
                guard endWord() else { return false }
                continue
            }
            if !inWord { inWord = true; skipWord = scalar == "%" }
            guard isAlphabetic(scalar) else { continue }
            letters += 1
            if first == nil { first = scalar }
            if isLowercase(scalar) { hasLowercase = true }
        }
        guard endWord() else { return false }
        return words >= 2 && capitalised >= 2
    }

    /// The capitalised words of `text` that `base` does not also contain: names keep their capital.
    static func capitalisedWordsNotIn(_ base: String, of text: String) -> Int {
        let baseWords = Set(base.split(whereSeparator: \.isWhitespace))
        return text.split(whereSeparator: \.isWhitespace).count { word in
            guard let first = word.unicodeScalars.first, isUppercase(first) else { return false }
            return !baseWords.contains(word)
        }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D) : scalar.properties.isWhitespace
    }

    private static func isAlphabetic(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A : scalar.properties.isAlphabetic
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value >= 0x61 && scalar.value <= 0x7A : scalar.properties.isLowercase
    }

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar.value >= 0x41 && scalar.value <= 0x5A : scalar.properties.isUppercase
    }

    private static func changesCase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isAlphabetic(scalar) : scalar.properties.changesWhenCaseMapped
    }
}
