/// The family each language belongs to, by ISO 639-5's groups (`gem` Germanic, `roa` Romance,
/// `sla` Slavic…), keyed by primary language subtag: the languages Apple and the large app
/// projects ship, not every language. A language missing here is in no family, so nothing is
/// said about it on a family's evidence.
///
/// `untranslated` uses it to tell a word a language shares with its relatives (German, Dutch and
/// Swedish "Server"; Spanish, Italian and Portuguese "Video") from text nobody translated.
enum LanguageFamilies {
    /// The ISO 639-5 group of `language`'s primary subtag, or nil when it is not listed.
    static func family(of language: String) -> String? {
        families[String(TablePlanner.primarySubtag(language))]
    }

    private static let families: [String: String] = {
        let groups: [String: [String]] = [
            "gem": ["af", "da", "de", "en", "fo", "fy", "is", "lb", "nb", "nl", "nn", "no", "sv", "yi"],
            "roa": ["ca", "co", "es", "fr", "gl", "it", "oc", "pt", "rm", "ro", "sc", "wa"],
            "sla": ["be", "bg", "bs", "cs", "hr", "mk", "pl", "ru", "sk", "sl", "sr", "uk"],
            "bat": ["lt", "lv"],
            "fiu": ["et", "fi", "hu"],
            "cel": ["br", "cy", "ga", "gd"],
            "trk": ["az", "kk", "ky", "tk", "tr", "tt", "ug", "uz"],
            "sem": ["am", "ar", "he", "mt"],
            "iir": ["bn", "fa", "gu", "hi", "ku", "mr", "ne", "pa", "ps", "si", "tg", "ur"],
            "dra": ["kn", "ml", "ta", "te"],
            "poz": ["fil", "id", "jv", "mg", "ms", "su", "tl"],
        ]
        var families: [String: String] = [:]
        for (group, languages) in groups { for language in languages { families[language] = group } }
        return families
    }()
}
