/// Decides, for each table of a component, which files are its base and which folders translate it.
///
/// A table is a file name (`Localizable`, `Core`, `MainMenu`) within one component. Its base is, in
/// order: the `--base` language's file of that name; `Base.lproj`'s Interface Builder document or
/// intent definition; for a `.strings` / `.stringsdict` table in `Base.lproj`, what the
/// development-language user reads (``TableLookup``: the development region's own copy, else
/// `Base.lproj`'s); a String Catalog of that name beside the folders (its source language); the
/// development region's file; English's; the file outside the folders that declares its keys (a
/// Settings bundle's pane, an intent definition). A table found in the only folder there is is its
/// own base. Anything else has no base: one finding, and the rest goes on.
struct TablePlanner {
    /// Where a table's base comes from.
    enum BaseSource: Sendable, Hashable {
        /// That folder's files of the table.
        case folder(LocalizationFolder)
        /// The source language of the String Catalog at this path.
        case catalog(path: String, sourceLanguage: String)
        /// The target's `Info.plist` (with its project's `INFOPLIST_KEY_*` settings), for an `InfoPlist` table without a base file.
        case infoPlist(path: String)
        /// A file outside every `.lproj` that declares the table's keys (a Settings bundle's pane, an
        /// intent definition), for a table the development language has no file of.
        case declared(path: String)
        /// Nothing decided; the text says what was looked for.
        case unknown(lookedFor: String)
    }

    /// One table of one component and how to check it.
    struct PlannedTable: Sendable {
        var component: String
        var name: String
        var base: BaseSource
        /// The folders compared with the base that hold the table, in the component's order. The
        /// folders that lack it are not listed (tables × languages of them, most of them empty):
        /// every other folder but the base's own, and but `Base` unless it is a strings table that
        /// the languages lacking their own copy read beside a development region's base.
        var holders: [LocalizationFolder]
        /// The primary subtag of the base's language (`en`): a folder of it that lacks the table
        /// reads the base itself, and is not compared. Empty when the base is unknown.
        var basePrimary: String
        /// When the table's files are named in more than one spelling: spelling → the languages using it.
        var spellings: [String: [String]] = [:]
        /// `Base.lproj`'s strings table when no language reads it (``TableLookup/shadowedBase``):
        /// reported once, compared with nothing.
        var shadowedBase: LocalizationFolder? = nil
        /// A folder lacking the table reads `Base.lproj`'s copy, so it lacks no translation.
        var lackingReadBase = false
    }

    /// The file kinds that make a table, by extension.
    static let tableExtensions: Set<String> = ["strings", "stringsdict"]
    /// The files only a `Base.lproj` holds as a table's base: Interface Builder documents and intent definitions.
    static let interfaceBuilderExtensions: Set<String> = ["xib", "storyboard", "intentdefinition"]

    /// - Parameters:
    ///   - component: The component's directory and folders.
    ///   - listings: Each folder's path → the file names in it.
    ///   - catalogs: String Catalogs directly in the component's directory: table name → (path, source language).
    ///   - explicitBase: `--base`, if given.
    ///   - developmentRegion: The region the project names for this component, if any.
    ///   - declared: Tables whose keys a file outside the folders declares: case-folded name → that file.
    static func plan(
        _ component: LocalizationScanner.Component, listings: [String: FolderFiles],
        catalogs: [String: (path: String, sourceLanguage: String)], explicitBase: String?, developmentRegion: String?,
        infoPlist: String? = nil, declared: [String: String] = [:]
    ) -> [PlannedTable] {
        // Table (case folded) → the folders holding it as strings tables, and (Base only) as
        // Interface Builder files, in the component's order, and its spellings. Names are compared
        // without case, as a Mac's default volume compares them: one table whatever the spelling,
        // named as its base spells it.
        var spellings: [String: [String: [LocalizationFolder]]] = [:]
        var holding: [String: [LocalizationFolder]] = [:]
        // The tables `Base.lproj` holds as an Interface Builder document or intent definition.
        var interfaceBuilder = Set<String>()
        for folder in component.folders {
            var names = Set<String>()
            for file in listings[folder.path] ?? [] {
                let stem = Path.stem(of: file), ext = String(file.dropFirst(stem.count + 1))
                if tableExtensions.contains(ext) || (folder.isBase && interfaceBuilderExtensions.contains(ext)) {
                    let folded = TableName.folded(stem)
                    if folder.isBase, interfaceBuilderExtensions.contains(ext) { interfaceBuilder.insert(folded) }
                    if names.insert(folded).inserted {
                        spellings[folded, default: [:]][stem, default: []].append(folder)
                        holding[folded, default: []].append(folder)
                    }
                }
            }
        }
        let languageFolders = component.folders.count(where: { !$0.isBase })
        return spellings.keys.sorted().map { folded in
            let spelled = spellings[folded] ?? [:]
            let name = TableName.preferredSpelling(spelled, isBase: { folder in
                folder.isBase || explicitBase.map { folder.holds($0, canonical: LocalizationFolder.canonicalLanguage($0)) } == true
            })
            let lookup = TableLookup(holders: holding[folded] ?? [], interfaceBuilder: interfaceBuilder.contains(folded),
                                     developmentRegion: developmentRegion, languageFolders: languageFolders)
            let (base, explicit) = chooseBase(
                name, lookup: lookup, explicitBase: explicitBase, catalogs: catalogs, declared: declared[folded], infoPlist: infoPlist,
                onlyFolder: component.folders.count == 1 ? component.folders[0] : nil)
            let basePrimary = baseLanguage(of: base, region: developmentRegion).map { String(primarySubtag($0)) } ?? ""
            // The lookup's reading of `Base.lproj` applies when the lookup chose the base, not `--base`.
            let shadowed = explicit ? nil : lookup.shadowedBase
            let comparesBase = !explicit && shadowed == nil && lookup.baseStrings != nil
            let holders = basePrimary.isEmpty ? [] : lookup.holders.filter { folder in
                if case let .folder(baseFolder) = base, baseFolder == folder { return false }
                return !folder.isBase || comparesBase
            }
            return PlannedTable(component: component.path, name: name, base: base, holders: holders, basePrimary: basePrimary,
                                spellings: spelled.count > 1 ? spelled.mapValues { $0.map(\.language) } : [:],
                                shadowedBase: shadowed, lackingReadBase: lookup.lackingLanguagesReadBase)
        }
    }

    /// A table's base, and whether `--base` chose it. Each source is tried in turn; a new kind of
    /// base is one more step here.
    private static func chooseBase(
        _ name: String, lookup: TableLookup, explicitBase: String?, catalogs: [String: (path: String, sourceLanguage: String)],
        declared: String?, infoPlist: String?, onlyFolder: LocalizationFolder?
    ) -> (BaseSource, explicit: Bool) {
        let baseFolder = lookup.holders.first(where: \.isBase)
        if let explicitBase, let chosen = lookup.ownFolder(of: explicitBase) ?? (explicitBase == "Base" ? baseFolder : nil) {
            return (.folder(chosen), true)
        }
        // An Interface Builder document is what every language reads; a strings table is what the
        // development-language user reads: the region's own copy, else `Base.lproj`'s.
        if let baseFolder {
            return (.folder(lookup.baseStrings == nil ? baseFolder : lookup.developmentFolder ?? baseFolder), false)
        }
        if let catalog = catalogs[name] {
            return (.catalog(path: catalog.path, sourceLanguage: catalog.sourceLanguage), false)
        }
        if let chosen = lookup.ownFolder(of: lookup.developmentRegion) ?? lookup.ownFolder(of: "en") {
            return (.folder(chosen), false)
        }
        if let declared {
            return (.declared(path: declared), false)
        }
        if let infoPlist, InfoPlistBase.isInfoPlistTable(name) {
            return (.infoPlist(path: infoPlist), false)
        }
        if let onlyFolder {
            return (.folder(onlyFolder), false)
        }
        var looked = explicitBase.map { ["\($0).lproj/\(name).strings (--base)"] } ?? []
        looked.append("Base.lproj/\(name).strings, .xib or .storyboard")
        looked.append("\(name).xcstrings")
        if lookup.developmentRegion != "en" {
            looked.append("\(lookup.developmentRegion).lproj/\(name).strings (the development region)")
        }
        looked.append("en.lproj/\(name).strings")
        return (.unknown(lookedFor: looked.joined(separator: ", ")), false)
    }

    /// The language a table's base is in (the development region's for `Base`); nil when unknown.
    private static func baseLanguage(of base: BaseSource, region: String?) -> String? {
        switch base {
        case let .folder(folder): folder.isBase ? LocalizationFolder.canonicalLanguage(region ?? "en") : folder.language
        case let .catalog(_, sourceLanguage): LocalizationFolder.canonicalLanguage(sourceLanguage)
        case .infoPlist, .declared: LocalizationFolder.canonicalLanguage(region ?? "en")
        case .unknown: nil
        }
    }

    /// Whether `folder` is compared with a table whose base's primary subtag is `basePrimary` when
    /// it lacks the table: every folder but `Base` and those of the base's own language.
    static func comparesAbsent(_ folder: LocalizationFolder, basePrimary: String) -> Bool {
        !folder.isBase && !basePrimary.isEmpty && primarySubtag(folder.language) != basePrimary
    }

    /// `en` of `en-GB`.
    static func primarySubtag(_ language: String) -> Substring {
        language.prefix { $0 != "-" }
    }
}
