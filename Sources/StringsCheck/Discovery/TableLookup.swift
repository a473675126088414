import LocaleServices

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

extension TableLookup {
    /// For each folder of `folders` (by path), the folders a user of its language reads a table
    /// from when it lacks it: its language's parents among `folders`, the script kept (`fr-CA` →
    /// `fr`, `zh-HK` → `zh-Hant`, never the Simplified `zh`). A table is a resource, found in the
    /// first folder of the bundle's search list holding it: Apple's ICU (`ualoc_localizationsToUse`, which
    /// `_CFBundleCopyLanguageSearchListInBundle` calls) lists the matched localization, then each
    /// parent the bundle has (its `zh_HK` rows list `zh_Hant`, or `zh_TW` when there is no
    /// `zh_Hant`), and CFBundle then adds the development region. A parent drops the region; a script
    /// that is not the language's own (`Hant` for `zh`) has no parent (CLDR: `zh_Hant` → root). Keys
    /// are not looked up along this chain: only files are, each of a table's `.strings` and `.stringsdict`
    /// on its own (a folder lacking one part reads its parent's: see `WorkPlan.partsElsewhere`).
    static func parents(among folders: [LocalizationFolder]) -> [String: [LocalizationFolder]] {
        let keyed = folders.compactMap { folder in LanguageKey(folder).map { (folder, $0) } }
        var result: [String: [LocalizationFolder]] = [:]
        for (folder, own) in keyed where own.region != nil {
            func holders(region: String?) -> [LocalizationFolder] {
                keyed.filter { $0.0 != folder && $0.1.language == own.language && $0.1.script == own.script && $0.1.region == region }.map(\.0)
            }
            var found = holders(region: nil)
            // Traditional Chinese before script subtags was `zh_TW`: with no `zh_Hant`, Apple's list
            // for `zh_HK` goes on to `zh_TW`, the folder spelling the script by its likely region.
            if found.isEmpty, !own.isDefaultScript, let likely = own.likelyRegion, likely != own.region {
                found = holders(region: likely)
            }
            if !found.isEmpty { result[folder.path] = found }
        }
        return result
    }
}

/// A folder's language as a bundle's language search compares it: language, script (the one its
/// likely subtags give, so `zh-TW` is `Hant` and `zh` is `Hans`), and the region it names.
private struct LanguageKey {
    let language: String
    let script: String
    let region: String?
    /// Whether `script` is the one the language alone implies (`Latn` for `fr`, `Hans` for `zh`).
    let isDefaultScript: Bool
    /// The region the language and script imply (`TW` for `zh-Hant`).
    let likelyRegion: String?

    init?(_ folder: LocalizationFolder) {
        guard let tag = folder.tag, let full = try? tag.maximized(), let script = full.script,
              let alone = try? LanguageTag(parsing: full.language).maximized(),
              let scripted = try? LanguageTag(parsing: "\(full.language)-\(script)").maximized() else { return nil }
        (language, self.script, region) = (full.language, script, tag.region)
        isDefaultScript = alone.script == script
        likelyRegion = scripted.region
    }
}
