import Synchronization

/// `title-case`: a short value with every word capitalised ("Rappelez-Moi Plus Tard") in a
/// language whose interface writes buttons and titles in sentence case. English's "Remind Me
/// Later" is easily copied with its casing; the review found two such buttons.
///
/// Only the languages of ``sentenceCase`` are checked: those whose Apple interface (the menus and
/// buttons of macOS and iOS in that language) writes sentence case. Languages whose Apple
/// interface capitalises short labels (Brazilian Portuguese, Indonesian, Turkish), English (the
/// base, in title case), German (every noun is capitalised) and languages Apple ships no interface
/// in are not: there a capitalised label may be the language's own style.
///
/// A warning, because names may be capitalised on purpose, and never about one: words without case
/// (Arabic, Chinese…), all-capital words (`OK`, `MB`), words with an inner capital (`iCloud`,
/// `YouTube`), format specifiers, words the base writes too ("Tally" in "Quit Tally" → "Quitter
/// Tally") and words the base capitalises inside its sentences (a brand, a place) do not count.
/// A value needs at least two capitalised words that count and at most six words, so sentences
/// are left alone.
struct TitleCaseRule: RuleCheck {
    let rule = Rule.titleCase
    /// Primary language subtags whose Apple interface writes menus and buttons in sentence case
    /// (macOS's File menu: French "Enregistrer sous…", Spanish "Guardar como…", Italian "Salva con
    /// nome…", Dutch "Bewaar als…", Swedish "Spara som…", Russian "Сохранить как…"); Portuguese
    /// only as Portugal writes it (see ``isChecked(_:)``).
    static let sentenceCase: Set<String> = [
        "ca", "cs", "da", "el", "es", "fi", "fr", "hr", "hu", "it", "nb", "nl", "no", "pl", "pt", "ro", "ru", "sk", "sv", "uk",
    ]

    /// Whether `language` (canonical, `pt-PT`) is checked: its primary subtag is in
    /// ``sentenceCase``, and Portuguese is Portugal's (`pt` alone is Brazilian in Apple's naming,
    /// and Apple's Brazilian Portuguese capitalises short labels).
    static func isChecked(_ language: String) -> Bool {
        let primary = TablePlanner.primarySubtag(language)
        guard sentenceCase.contains(String(primary)) else { return false }
        return primary != "pt" || language.split(separator: "-").dropFirst().contains("PT")
    }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for pair in context.pairs {
            // A `Base.lproj` copy compared with the base is written in the base's language.
            guard Self.isChecked(pair.language == "Base" ? pair.baseLanguage : pair.language) else { continue }
            pair.forEachCommonKey { base, translation in
                // Short texts with a space only: splitting every value into words would cost more than the rest of the check.
                guard let text = translation.text, text.utf8.count <= 80, text.utf8.contains(0x20), Self.isTitleCase(text),
                      Self.capitalisedWordsNotIn(base.text ?? "", of: text, names: pair.base.map(Self.names) ?? []) >= 2 else { return }
                result.append(Diagnostic(
                    rule: rule, at: translation.location,
                    "\"\(base.key)\" in \(pair.language) capitalises every word (\"\(text)\"); \(pair.language) writes buttons and titles in sentence case",
                    language: pair.language, key: base.key, related: base.location))
            }
        }
        return result
    }

    /// `diagnostics` without the `title-case` findings of a label that most of the checked
    /// languages compared with its base capitalise (at least three): every translator capitalised
    /// it, so it holds a name ("Open Calendar", "Open Activity Monitor": the apps' names in each
    /// language), not a copied English style. `compared` maps each base file to the languages
    /// compared with it (see ``CheckContext/comparedBaseFiles``). One pass over the findings.
    static func keepingNames(_ diagnostics: [Diagnostic], compared: [String: [String]]) -> [Diagnostic] {
        var checkedLanguages: [String: Int] = [:]
        var dropped = Set<Int>()
        for (file, indices) in FindingsByBaseEntry.groups(of: .titleCase, in: diagnostics) where indices.count >= 3 {
            if checkedLanguages[file] == nil { checkedLanguages[file] = Set(compared[file] ?? []).count(where: isChecked) }
            if 2 * Set(indices.compactMap { diagnostics[$0].language }).count > checkedLanguages[file] ?? 0 { dropped.formUnion(indices) }
        }
        return FindingsByBaseEntry.removing(dropped, from: diagnostics)
    }

    /// Whether `text` is a short phrase whose cased words all start with a capital.
    ///
    /// One pass over the scalars, stopping at the first word that starts in lower case (most
    /// values), with ASCII letters told apart without Unicode property lookups.
    static func isTitleCase(_ text: String) -> Bool {
        var words = 0, capitalised = 0
        var inWord = false, skipWord = false
        var first: Unicode.Scalar?
        var letters = 0, hasLowercase = false, innerCapital = false, afterLowercase = false
        /// Ends the current word; false when it settles the answer as "not title case".
        func endWord() -> Bool {
            defer { inWord = false; skipWord = false; first = nil; letters = 0; hasLowercase = false; innerCapital = false; afterLowercase = false }
            guard inWord else { return true }
            words += 1
            guard words <= 6 else { return false }
            // A capital right after a small letter (`iCloud`, `YouTube`) marks a name, whatever the style.
            guard !skipWord, !innerCapital, let first, changesCase(first) else { return true }
            // All-capital words (acronyms) and lone capitals (an axis's "Y") say nothing about the casing style.
            if !hasLowercase { return true }
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
            if scalar == "-" || scalar == "\u{2011}" {
                // A compound is cased by its last part: "TAR-архив" and "Mac-åtkomst" are small, "Rappelez-Moi" is not.
                (first, letters, hasLowercase, innerCapital) = (nil, 0, false, false)
            }
            guard isAlphabetic(scalar) else { afterLowercase = false; continue }
            letters += 1
            if first == nil { first = scalar }
            // A capital after a small letter (`iCloud`) or a second capital before small ones
            // (`CABinet`, `PDFs`) marks a name or an acronym.
            if isUppercase(scalar), afterLowercase || letters == 2 && first.map(isUppercase) == true { innerCapital = true }
            afterLowercase = isLowercase(scalar)
            if afterLowercase { hasLowercase = true }
        }
        guard endWord() else { return false }
        return words >= 2 && capitalised >= 2
    }

    /// The capitalised words of `text` that count as title case: not a word `base` also contains,
    /// nor one of `names` (see ``names(in:)``), nor one with an inner capital, an acronym or a
    /// lone capital, nor the first word of a label after a break (`Size: %@, Type: %@`,
    /// `Play / Pause`, `(Recommended)`), which any style capitalises. A compound counts by its
    /// last part, and a word with a suffix after a name (Finnish "Stats:iin") by what precedes it.
    static func capitalisedWordsNotIn(_ base: String, of text: String, names: Set<Substring> = []) -> Int {
        // "Wi-Fi" where the base writes "WiFi" is the base's word.
        let baseWords = Set(base.split(whereSeparator: \.isWhitespace).flatMap { [stem($0), Substring(stem($0).filter { $0 != "-" })] })
        var count = 0, afterBreak = false
        for (index, word) in text.split(whereSeparator: \.isWhitespace).enumerated() {
            defer { afterBreak = word.last.map { ":,;/|".contains($0) } == true || !word.contains(where: \.isLetter) }
            if index > 0, afterBreak || word.first.map({ "(/|".contains($0) }) == true { continue }
            let part = word.split(whereSeparator: { $0 == "-" || $0 == "\u{2011}" }).last ?? word
            guard let first = part.unicodeScalars.first(where: isAlphabetic), isUppercase(first),
                  part.unicodeScalars.contains(where: isLowercase), !hasInnerCapital(part) else { continue }
            let stem = stem(word)
            if !baseWords.contains(stem), !baseWords.contains(Substring(stem.filter { $0 != "-" })), !names.contains(stem) { count += 1 }
        }
        return count
    }

    /// The word without the punctuation around it and any suffix after a `:` or an apostrophe
    /// (`"Safari",` → `Safari`, `Stats:iin` → `Stats`, `Keka’s` → `Keka`).
    static func stem(_ word: Substring) -> Substring {
        let word = bare(word)
        guard let end = word.firstIndex(where: { ":'’".contains($0) }) else { return word }
        return word[..<end]
    }

    /// The words a base table capitalises inside its sentences: names (a brand, a product, a
    /// place), which keep their capital in every language. A sentence here is a value with a
    /// word of five letters or more in lower case, which English title case never leaves small
    /// ("Sync your photos with iCloud Photos" names "Photos"; "Open in New Window" names nothing).
    /// Worked out once per base table and kept with it, so a thousand languages cost one pass.
    static func names(in base: LocalizedTable) -> Set<Substring> {
        base.derived.names.withLock { cached in
            if let cached { return cached }
            var names = Set<Substring>()
            for entry in base.entries.values {
                guard let text = entry.text, text.utf8.contains(0x20) else { continue }
                names.formUnion(namesCapitalisedMidSentence(text))
            }
            cached = names
            return names
        }
    }

    /// The words `text` capitalises after its first word of a sentence, if it is written in
    /// sentence case (see ``names(in:)``); none otherwise.
    static func namesCapitalisedMidSentence(_ text: String) -> [Substring] {
        let words = text.split(whereSeparator: \.isWhitespace)
        let isSentence = words.contains { word in
            guard let first = word.unicodeScalars.first, isLowercase(first) else { return false }
            return word.unicodeScalars.count { isAlphabetic($0) } >= 5
        }
        guard isSentence else { return [] }
        var names: [Substring] = []
        for index in words.indices.dropFirst() {
            // A word after a full stop starts a sentence: its capital says nothing.
            guard let end = words[index - 1].last, !".!?:…".contains(end),
                  let first = words[index].unicodeScalars.first, isUppercase(first) else { continue }
            names.append(stem(words[index]))
        }
        return names
    }

    /// The word without the punctuation and quotes around it (`"Safari",` → `Safari`).
    static func bare(_ word: Substring) -> Substring {
        let isLetter: (Character) -> Bool = { $0.isLetter || $0.isNumber }
        guard let start = word.firstIndex(where: isLetter), let end = word.lastIndex(where: isLetter) else { return word }
        return word[start...end]
    }

    /// Whether `word` is shaped like a name or an acronym: a capital after a small letter
    /// (`iCloud`, `YouTube`, `MacBook`) or two capitals before small letters (`CABinet`, `PDFs`).
    static func hasInnerCapital(_ word: Substring) -> Bool {
        var afterLowercase = false, letters = 0, firstIsUpper = false
        for scalar in word.unicodeScalars {
            guard isAlphabetic(scalar) else { afterLowercase = false; continue }
            letters += 1
            if letters == 1 { firstIsUpper = isUppercase(scalar) }
            if isUppercase(scalar), afterLowercase || letters == 2 && firstIsUpper && word.unicodeScalars.contains(where: isLowercase) {
                return true
            }
            afterLowercase = isLowercase(scalar)
        }
        return false
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
