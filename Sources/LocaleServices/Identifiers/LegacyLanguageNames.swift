/// The English language names that early macOS and iOS projects used as `.lproj` folder names.
enum LegacyLanguageNames {
    private static let tags: [String: String] = [
        "english": "en", "french": "fr", "german": "de", "japanese": "ja", "spanish": "es",
        "italian": "it", "dutch": "nl", "portuguese": "pt", "swedish": "sv", "norwegian": "nb",
        "danish": "da", "finnish": "fi", "korean": "ko", "russian": "ru", "polish": "pl",
        "greek": "el", "turkish": "tr", "arabic": "ar", "hebrew": "he", "czech": "cs",
        "hungarian": "hu", "thai": "th",
    ]

    /// The canonical tag for a legacy name (case-insensitive), or nil when the text is not one.
    static func tag(for name: String) -> String? {
        tags[name.lowercased()]
    }
}
