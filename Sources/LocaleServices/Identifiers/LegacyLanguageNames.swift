/// The English language names that early macOS and iOS projects used as `.lproj` folder names.
enum LegacyLanguageNames {
    /// The canonical tag for a legacy name (case-insensitive), or nil when the text is not one.
    ///
    /// A `switch`, not a dictionary: every tag a process parses asks here first, and building a
    /// dictionary on first use (hashing, runtime type lookups) cost more than all the comparisons.
    static func tag(for name: String) -> String? {
        // Every legacy name is four to ten ASCII letters; tags such as `de`, `pt-BR` and `zh-Hant` are not.
        guard (4...10).contains(name.utf8.count), name.utf8.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) else {
            return nil
        }
        switch name.lowercased() {
        case "english": return "en"
        case "french": return "fr"
        case "german": return "de"
        case "japanese": return "ja"
        case "spanish": return "es"
        case "italian": return "it"
        case "dutch": return "nl"
        case "portuguese": return "pt"
        case "swedish": return "sv"
        case "norwegian": return "nb"
        case "danish": return "da"
        case "finnish": return "fi"
        case "korean": return "ko"
        case "russian": return "ru"
        case "polish": return "pl"
        case "greek": return "el"
        case "turkish": return "tr"
        case "arabic": return "ar"
        case "hebrew": return "he"
        case "czech": return "cs"
        case "hungarian": return "hu"
        case "thai": return "th"
        default: return nil
        }
    }
}
