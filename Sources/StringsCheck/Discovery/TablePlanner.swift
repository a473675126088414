/// Decides, for each table of a component, which files are its base and which folders translate it.
///
/// A table is a file name (`Localizable`, `Core`, `MainMenu`) within one component. Its base is, in
/// order: the `--base` language's file of that name; `Base.lproj`'s (`.strings`, `.stringsdict`, or
/// an Interface Builder `.xib` / `.storyboard`); a String Catalog of that name beside the folders
/// (its source language); the development region's file; English's. A table found in the only
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
        /// Nothing decided; the text says what was looked for.
        case unknown(lookedFor: String)
    }

    /// One table of one component and how to check it.
    struct PlannedTable: Sendable {
        var component: String
        var name: String
        var base: BaseSource
        /// The folders compared with the base, each with whether it has the table at all.
        var translations: [(folder: LocalizationFolder, hasTable: Bool)]
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
    static func plan(
        _ component: LocalizationScanner.Component, listings: [String: [String]],
        catalogs: [String: (path: String, sourceLanguage: String)], explicitBase: String?, developmentRegion: String?,
        infoPlist: String? = nil
    ) -> [PlannedTable] {
        // Folder → the table names it holds as strings tables, and (Base only) as Interface Builder
        // files. Names are compared without case, as a Mac's default volume compares them: one
        // table whatever the spelling, named as its base spells it.
        var tablesIn: [String: Set<String>] = [:]
        var spellings: [String: [String: [LocalizationFolder]]] = [:]
        for folder in component.folders {
            var names = Set<String>()
            for file in listings[folder.path] ?? [] {
                let stem = Path.stem(of: file), ext = String(file.dropFirst(stem.count + 1))
                if tableExtensions.contains(ext) || (folder.isBase && interfaceBuilderExtensions.contains(ext)) {
                    if names.insert(TableName.folded(stem)).inserted { spellings[TableName.folded(stem), default: [:]][stem, default: []].append(folder) }
                }
            }
            tablesIn[folder.path] = names
        }
        let allNames = Set(spellings.keys)
        func has(_ folder: LocalizationFolder, _ name: String) -> Bool { tablesIn[folder.path]?.contains(TableName.folded(name)) == true }
        func folder(holding language: String, with name: String) -> LocalizationFolder? {
            let canonical = LocalizationFolder.canonicalLanguage(language)
            return component.folders.first { !$0.isBase && $0.name == language && has($0, name) }
                ?? component.folders.first { !$0.isBase && $0.holds(language, canonical: canonical) && has($0, name) }
        }

        return allNames.sorted().map { folded in
            let spelled = spellings[folded] ?? [:]
            let name = TableName.preferredSpelling(spelled, isBase: { folder in
                folder.isBase || explicitBase.map { folder.holds($0, canonical: LocalizationFolder.canonicalLanguage($0)) } == true
            })
            let base: BaseSource
            if let explicitBase, let chosen = folder(holding: explicitBase, with: name) ?? (explicitBase == "Base" ? component.folders.first { $0.isBase && has($0, name) } : nil) {
                base = .folder(chosen)
            } else if let baseFolder = component.folders.first(where: { $0.isBase && has($0, name) }) {
                base = .folder(baseFolder)
            } else if let catalog = catalogs[name] {
                base = .catalog(path: catalog.path, sourceLanguage: catalog.sourceLanguage)
            } else if let region = developmentRegion, let chosen = folder(holding: region, with: name) {
                base = .folder(chosen)
            } else if let english = folder(holding: "en", with: name) {
                base = .folder(english)
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
            return PlannedTable(component: component.path, name: name, base: base,
                                translations: translations(of: name, base: base, region: developmentRegion, in: component, has: has),
                                spellings: spelled.count > 1 ? spelled.mapValues { $0.map(\.language) } : [:])
        }
    }

    /// The folders a table is compared in: every language but the base and `Base`. A folder of the
    /// base's own language (`en`, `en-GB` beside an English base) without the table is left out:
    /// that language reads the base itself.
    private static func translations(
        of name: String, base: BaseSource, region: String?, in component: LocalizationScanner.Component,
        has: (LocalizationFolder, String) -> Bool
    ) -> [(folder: LocalizationFolder, hasTable: Bool)] {
        let baseLanguage: String
        switch base {
        case let .folder(folder): baseLanguage = folder.isBase ? LocalizationFolder.canonicalLanguage(region ?? "en") : folder.language
        case let .catalog(_, sourceLanguage): baseLanguage = LocalizationFolder.canonicalLanguage(sourceLanguage)
        case .infoPlist: baseLanguage = LocalizationFolder.canonicalLanguage(region ?? "en")
        case .unknown: return []
        }
        return component.folders.compactMap { folder in
            if folder.isBase { return nil }
            if case let .folder(baseFolder) = base, baseFolder == folder { return nil }
            let present = has(folder, name)
            if !present, primarySubtag(folder.language) == primarySubtag(baseLanguage) { return nil }
            return (folder, present)
        }
    }

    /// `en` of `en-GB`.
    static func primarySubtag(_ language: String) -> Substring {
        language.prefix { $0 != "-" }
    }
}
