/// Which file each language of a component reads one table from, as Apple's loader looks a
/// `.strings` / `.stringsdict` table up: the language's own `<lang>.lproj` copy first, then
/// `Base.lproj`'s, else none. There is no per-key fallback: a key missing from the file a
/// language reads is missing for that language, whatever another file holds.
///
/// The development-language user reads the same way, so when the development region's folder has
/// its own copy, a `Base.lproj` copy beside it is read only by the languages that lack one. When
/// no language lacks one, nobody reads it: the copy is *shadowed*, and comparing the other
/// languages with it judges them by a file no user sees.
///
/// An Interface Builder file or an intent definition in `Base.lproj` is different: every language
/// reads the document itself, with its `<lang>.lproj/<Name>.strings` on top, so it stays the base
/// of its table and is never shadowed.
struct TableLookup: Sendable {
    /// The folders holding the table (`Base.lproj` included), in the component's order.
    let holders: [LocalizationFolder]
    /// The development region, canonical (`en` when the project names none).
    let developmentRegion: String
    /// `Base.lproj`, when it holds the table as `.strings` / `.stringsdict` and no Interface Builder
    /// document or intent definition of that name.
    let baseStrings: LocalizationFolder?
    /// The folder the development-language user reads the table from: its own, else `Base.lproj`'s.
    let developmentFolder: LocalizationFolder?
    /// How many of the component's language folders (all but `Base`) lack the table: each reads
    /// `Base.lproj`'s copy when there is one.
    let languagesLacking: Int

    /// - Parameters:
    ///   - holders: The folders holding the table, in the component's order.
    ///   - interfaceBuilder: Whether `Base.lproj` holds it as an Interface Builder document or intent definition.
    ///   - developmentRegion: The region the project names, if any.
    ///   - languageFolders: How many folders the component has besides `Base.lproj`.
    init(holders: [LocalizationFolder], interfaceBuilder: Bool, developmentRegion: String?, languageFolders: Int) {
        self.holders = holders
        self.developmentRegion = LocalizationFolder.canonicalLanguage(developmentRegion ?? "en")
        let base = holders.first(where: \.isBase)
        baseStrings = interfaceBuilder ? nil : base
        languagesLacking = languageFolders - (holders.count - (base == nil ? 0 : 1))
        developmentFolder = Self.ownFolder(of: developmentRegion ?? "en", in: holders) ?? base
    }

    /// The folder of `language` (a region or `--base` value, in any of Apple's spellings) that
    /// holds the table, if any: the exact spelling first.
    func ownFolder(of language: String) -> LocalizationFolder? {
        Self.ownFolder(of: language, in: holders)
    }

    /// The `Base.lproj` copy no language reads: the development language and every other language
    /// have their own. Nil when some language reads it, or there is none.
    var shadowedBase: LocalizationFolder? {
        guard let baseStrings, let developmentFolder, !developmentFolder.isBase, languagesLacking == 0 else { return nil }
        return baseStrings
    }

    /// Whether a language lacking the table reads `Base.lproj`'s copy rather than nothing: then it
    /// lacks no translation, it shows the text the project put in `Base.lproj` for every language
    /// without its own.
    var lackingLanguagesReadBase: Bool { baseStrings != nil }

    private static func ownFolder(of language: String, in holders: [LocalizationFolder]) -> LocalizationFolder? {
        let canonical = LocalizationFolder.canonicalLanguage(language)
        return holders.first { !$0.isBase && $0.name == language }
            ?? holders.first { !$0.isBase && $0.holds(language, canonical: canonical) }
    }
}
