/// Decides, for each table of a component, which files are its base and which folders translate it.
///
/// A table is a file name (`Localizable`, `Core`, `MainMenu`) within one component. Its base is, in
/// order: the `--base` language's file of that name; `Base.lproj`'s (`.strings`, `.stringsdict`, or
/// an Interface Builder `.xib` / `.storyboard`); a String Catalog of that name beside the folders
/// (its source language); the development region's file; English's; the file outside the folders
/// that declares its keys (a Settings bundle's pane, an intent definition). A table found in the only
/// folder there is is its own base. Anything else has no base: one finding, and the rest goes on.
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
        /// every other folder but `Base`, the base's own, and those of the base's language.
        var holders: [LocalizationFolder]
        /// The primary subtag of the base's language (`en`): a folder of it that lacks the table
        /// reads the base itself, and is not compared. Empty when the base is unknown.
        var basePrimary: String
        /// When the table's files are named in more than one spelling: spelling → the languages using it.
        var spellings: [String: [String]] = [:]
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
        for folder in component.folders {
            var names = Set<String>()
            for file in listings[folder.path] ?? [] {
                let stem = Path.stem(of: file), ext = String(file.dropFirst(stem.count + 1))
                if tableExtensions.contains(ext) || (folder.isBase && interfaceBuilderExtensions.contains(ext)) {
                    let folded = TableName.folded(stem)
                    if names.insert(folded).inserted {
                        spellings[folded, default: [:]][stem, default: []].append(folder)
                        holding[folded, default: []].append(folder)
                    }
                }
            }
        }
        let allNames = Set(spellings.keys)
        // Each lookup goes through the folders holding the table, not every folder: a component of
        // n tables and n languages otherwise cost n² here.
        func folder(holding language: String, with folded: String) -> LocalizationFolder? {
            let canonical = LocalizationFolder.canonicalLanguage(language), holders = holding[folded] ?? []
            return holders.first { !$0.isBase && $0.name == language }
                ?? holders.first { !$0.isBase && $0.holds(language, canonical: canonical) }
        }

        return allNames.sorted().map { folded in
            let spelled = spellings[folded] ?? [:]
            let name = TableName.preferredSpelling(spelled, isBase: { folder in
                folder.isBase || explicitBase.map { folder.holds($0, canonical: LocalizationFolder.canonicalLanguage($0)) } == true
            })
            let base: BaseSource
            let baseFolder = holding[folded]?.first(where: \.isBase)
            if let explicitBase, let chosen = folder(holding: explicitBase, with: folded) ?? (explicitBase == "Base" ? baseFolder : nil) {
                base = .folder(chosen)
            } else if let baseFolder {
                base = .folder(baseFolder)
            } else if let catalog = catalogs[name] {
                base = .catalog(path: catalog.path, sourceLanguage: catalog.sourceLanguage)
            } else if let region = developmentRegion, let chosen = folder(holding: region, with: folded) {
                base = .folder(chosen)
            } else if let english = folder(holding: "en", with: folded) {
                base = .folder(english)
            } else if let declaring = declared[folded] {
                base = .declared(path: declaring)
            } else if let infoPlist, InfoPlistBase.isInfoPlistTable(name) {
                base = .infoPlist(path: infoPlist)
            } else if component.folders.count == 1 {
                base = .folder(component.folders[0])
            } else {
                var looked = explicitBase.map { ["\($0).lproj/\(name).strings (--base)"] } ?? []
                looked.append("Base.lproj/\(name).strings, .xib or .storyboard")
                looked.append("\(name).xcstrings")
                if let region = developmentRegion, LocalizationFolder.canonicalLanguage(region) != "en" {
                    looked.append("\(region).lproj/\(name).strings (the development region)")
                }
                looked.append("en.lproj/\(name).strings")
                base = .unknown(lookedFor: looked.joined(separator: ", "))
            }
            let basePrimary = baseLanguage(of: base, region: developmentRegion).map { String(primarySubtag($0)) } ?? ""
            let holders = basePrimary.isEmpty ? [] : (holding[folded] ?? []).filter { folder in
                if folder.isBase { return false }
                if case let .folder(baseFolder) = base, baseFolder == folder { return false }
                return true
            }
            return PlannedTable(component: component.path, name: name, base: base, holders: holders, basePrimary: basePrimary,
                                spellings: spelled.count > 1 ? spelled.mapValues { $0.map(\.language) } : [:])
        }
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
