import LocaleServices
import Strings

/// The units of a check, decided before any translation is read: each String Catalog, each base
/// table, and each table of each language beside its base. Base tables are read while planning
/// (every unit of their table needs them); translations are read by their unit, when it runs.
struct WorkPlan {
    let configuration: CheckConfiguration
    let fileSystem: any FileSystem
    let regions: DevelopmentRegions
    private(set) var units: [WorkUnit] = []

    /// The units, handed over once: the plan no longer holds them, so they are freed as soon as
    /// they have run rather than kept beside every finding until the report is made.
    mutating func takeUnits() -> [WorkUnit] {
        defer { units = [] }
        return units
    }
    private(set) var baseTables: [(table: LocalizedTable, language: String)] = []
    private(set) var unknownBases: [UnknownBase] = []
    private(set) var shadowedBases: [ShadowedBase] = []
    private(set) var spellingConflicts: [TableSpellings] = []
    private(set) var localizationSets: [LocalizationSet] = []
    /// Folders left out because their project does not build them, one entry per component.
    private(set) var skipped: [SkippedLocalization] = []
    /// For the component being planned: folder → table name (case folded) → its first file there.
    private var filesByTable: (component: String, files: [String: [String: String]]) = ("", [:])
    /// `Info.plist` files and Xcode projects found, for `InfoPlist` tables' bases.
    var infoPlists: [String] = []
    var projects: [String] = []
    /// XcodeGen specs, whose folders are projects' too (their sources are read the same way).
    var projectSpecs: [String] = []
    /// Files outside the `.lproj` folders that declare tables' keys (see ``DeclaredTableFinder``).
    var declaringFiles: [String] = []
    /// The folders of packages naming `defaultLocalization` and of Xcode projects, made when first asked.
    private var packageFolders: (packages: Set<String>, projects: Set<String>)?
    /// Directory → table name → the catalog there, for tables whose base is a catalog.
    private var catalogs: [String: [String: LoadedCatalog]] = [:]
    /// Each project's sources, read when a table of it is first planned.
    private var fallbacks: LookupFallbacks?

    /// What the sources of the project holding `path` say of its lookups.
    private mutating func lookups(for path: String) -> SourceLookups? {
        if fallbacks == nil {
            // A generated project's folder is its spec's; a committed one's holds its `.xcodeproj`.
            let folders =
                projects.map { Path.directory(of: Path.directory(of: $0)) } + projectSpecs.map(Path.directory(of:))
            fallbacks = LookupFallbacks(projectFolders: folders, fileSystem: fileSystem)
        }
        return fallbacks?.lookups(for: path)
    }

    init(configuration: CheckConfiguration, fileSystem: any FileSystem, regions: DevelopmentRegions) {
        self.configuration = configuration
        self.fileSystem = fileSystem
        self.regions = regions
    }

    /// Each catalog is one unit, its languages compared with its source language (or `--base`).
    mutating func add(catalogs loaded: [(catalog: LoadedCatalog?, problems: [LoadProblem])]) {
        for (catalog, problems) in loaded {
            guard var catalog else {
                units.append(.problems(problems))
                continue
            }
            let base = configuration.base.flatMap { catalog.tables[$0] == nil ? nil : $0 } ?? catalog.sourceLanguage
            if catalog.tables[base] != nil {
                // Xcode extracted from the code every key but those added by hand.
                catalog.tables[base]?.declaredKeys = Set(
                    catalog.keys.filter { $0.value.extractionState != "manual" }.map(\.key))
                catalog.tables[base]?.take(lookups(for: catalog.path))
            }
            units.append(.catalog(catalog, base: base, problems: problems))
            if let table = catalog.tables[base] {
                baseTables.append((table, LocalizationFolder.canonicalLanguage(base)))
            }
            localizationSets.append(
                LocalizationSet(
                    path: catalog.path, base: LocalizationFolder.canonicalLanguage(base),
                    languages: catalog.tables.keys.map(LocalizationFolder.canonicalLanguage).sorted()))
            catalogs[Path.directory(of: catalog.path), default: [:]][Path.stem(of: Path.name(of: catalog.path))] =
                catalog
        }
    }

    /// Each XLIFF table is one unit, checked as a String Catalog is (its sources the base, its
    /// targets the translation). Its base is not among ``baseTables``: it copies the project's own
    /// tables, whose keys `--sources` already judges.
    mutating func add(xliffs loaded: [(catalogs: [LoadedCatalog], problems: [LoadProblem])]) {
        for (catalogs, problems) in loaded {
            add(problems: problems)
            for catalog in catalogs { units.append(.catalog(catalog, base: catalog.sourceLanguage, problems: [])) }
            // One set per document, whatever number of tables it holds.
            guard let first = catalogs.first else { continue }
            let languages = Set(catalogs.flatMap(\.tables.keys).map(LocalizationFolder.canonicalLanguage))
            localizationSets.append(
                LocalizationSet(
                    path: first.path, base: LocalizationFolder.canonicalLanguage(first.sourceLanguage),
                    languages: languages.sorted()))
        }
    }

    /// Problems met while finding the files (directories too deep or unreadable, names that are
    /// not UTF-8): one unit, reported with the rest.
    mutating func add(problems: [LoadProblem]) {
        if !problems.isEmpty { units.append(.problems(problems)) }
    }

    /// Plans every table of every component.
    mutating func add(components: [LocalizationScanner.Component]) {
        let loader = TableLoader(fileSystem: fileSystem)
        var infoPlistBases = InfoPlistBase.Finder(infoPlists: infoPlists, projects: projects, fileSystem: fileSystem)
        var declaredTables = DeclaredTableFinder(files: declaringFiles, projects: projects, loader: loader)
        // Each folder listed once, and each Interface Builder document read once: the tables they name
        // are known before any base is planned.
        let listed = components.map { found in
            var lister = TreeWalker(fileSystem: fileSystem)
            let listings = Dictionary(found.folders.map { ($0.path, FolderFiles(lister.list($0.path))) }) { _, last in
                last
            }
            return (listings: listings, problems: lister.problems)
        }
        var documents = InterfaceBuilderDocuments(
            folders: components.flatMap(\.folders),
            listings: listed.reduce(into: [:]) { $0.merge($1.listings) { _, last in last } }, loader: loader)
        for (found, (listings, problems)) in zip(components, listed) {
            add(problems: problems)
            let component = leavingOutUnbuilt(found, listings: listings)
            guard !component.folders.isEmpty else { continue }
            let region = regions.region(for: component.path)
            let baseRules = (try? LanguageTag(parsing: region ?? "en")) ?? .english
            let local = (catalogs[component.path] ?? [:]).mapValues {
                (path: $0.path, sourceLanguage: $0.sourceLanguage)
            }
            var baseNames: [String] = []
            var based: [BasedTable] = []
            let hasInfoPlistTable = listings.values.contains {
                $0.contains { InfoPlistBase.isInfoPlistTable(Path.stem(of: $0)) }
            }
            let infoPlistBase = hasInfoPlistTable ? infoPlistBases.base(for: component.path) : nil
            let declared = declaredTables.tables(
                for: component.path, among: Self.undeclaredTables(component, listings: listings))
            if !declared.problems.isEmpty { units.append(.problems(declared.problems)) }
            for table in TablePlanner.plan(
                component, listings: listings, catalogs: local, explicitBase: configuration.base,
                developmentRegion: region, infoPlist: infoPlistBase?.path,
                declared: declared.tables.mapValues(\.path))
            {
                let declaredTable = declared.tables[TableName.folded(table.name)]
                if !table.spellings.isEmpty {
                    spellingConflicts.append(
                        TableSpellings(
                            component: component.path, table: table.name, spellings: table.spellings,
                            listings: listings, folders: component.folders))
                }
                let baseTable: LocalizedTable?
                let baseName: String
                switch table.base {
                case let .unknown(lookedFor):
                    // A package's resource bundle has the Info.plist SwiftPM writes for it, which holds
                    // no text a person reads: its `InfoPlist.strings` has nothing to be compared with.
                    let generated = InfoPlistBase.isInfoPlistTable(table.name) && isPackageResource(component.path)
                    addUnknown(
                        table, lookedFor: lookedFor, component: component, listings: listings, reported: !generated)
                    continue
                case let .folder(folder):
                    var loaded = loader.loadTable(
                        table.name, in: folder, listing: listings[folder.path] ?? [], documents: &documents)
                    loaded.table.language = folder.isBase ? "Base" : folder.language
                    // File against file: the shadowed copy is measured before the Info.plist's keys join the base.
                    if let shadowed = table.shadowedBase {
                        addShadowed(shadowed, of: table, readTable: loaded.table, loader: loader, listings: listings)
                    }
                    if InfoPlistBase.isInfoPlistTable(table.name) { loaded.table.add(infoPlistBase) }
                    if let declaredTable { loaded.table.add(declaredTable, demanded: false) }
                    loaded.table.take(lookups(for: component.path))
                    loaded.table.isRuleEditorFormatting = documents.ruleEditorTables.contains(
                        TableName.folded(table.name))
                    baseTable = loaded.table
                    baseName = loaded.table.language
                    units.append(.base(loaded, tag: folder.isBase ? baseRules : folder.tag))
                case .infoPlist:
                    var plistTable = LocalizedTable(
                        name: table.name, language: LocalizationFolder.canonicalLanguage(region ?? "en"))
                    plistTable.add(infoPlistBase)
                    baseTable = plistTable
                    baseName = plistTable.language
                    baseTables.append((plistTable, baseName))
                case .declared:
                    var declaredBase = LocalizedTable(
                        name: table.name, language: LocalizationFolder.canonicalLanguage(region ?? "en"))
                    if let declaredTable { declaredBase.add(declaredTable, demanded: true) }
                    baseTable = declaredBase
                    baseName = declaredBase.language
                    baseTables.append((declaredBase, baseName))
                case let .catalog(_, sourceLanguage):
                    baseTable = catalogs[component.path]?[table.name]?.sourceTable
                    baseName = LocalizationFolder.canonicalLanguage(sourceLanguage)
                }
                // A catalog's table is listed once, with the catalog's own unit.
                if let baseTable, case .folder = table.base { baseTables.append((baseTable, baseName)) }
                baseNames.append(baseName)
                based.append(
                    BasedTable(
                        name: table.name, base: baseTable, baseName: baseName,
                        baseLanguage: baseName == "Base" ? baseRules.identifier : baseName,
                        holders: table.holders, basePrimary: table.basePrimary,
                        lackingReadBase: table.lackingReadBase, regionRules: baseRules))
            }
            add(translationsOf: based, folders: component.folders, listings: listings)
            units += MigrationUnit.units(
                folders: component.folders, listings: listings, catalogs: catalogs[component.path] ?? [:]
            ).map(WorkUnit.migration)
            // The component's base as reports show it: the one most of its tables use.
            let counted = Dictionary(baseNames.map { ($0, 1) }, uniquingKeysWith: +)
            let mainBase = counted.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? ""
            localizationSets.append(
                LocalizationSet(
                    path: component.path, base: mainBase,
                    languages: Set(component.folders.map(\.language)).sorted()))
        }
    }

    /// The case-folded names of the tables a component's folders hold, but those a `Base.lproj`
    /// intent definition declares (a definition elsewhere of the same name belongs to another target).
    private static func undeclaredTables(_ component: LocalizationScanner.Component, listings: [String: FolderFiles])
        -> Set<String>
    {
        var names = Set<String>()
        var declaredInBase = Set<String>()
        for folder in component.folders {
            for file in listings[folder.path] ?? [] {
                let stem = TableName.folded(Path.stem(of: file))
                if file.hasSuffix(".strings") || file.hasSuffix(".stringsdict") { names.insert(stem) }
                if folder.isBase, file.hasSuffix(".intentdefinition") { declaredInBase.insert(stem) }
            }
        }
        return names.subtracting(declaredInBase)
    }

    /// A language lacking more of its component's tables than this gets one finding for all it
    /// lacks; one lacking this many or fewer keeps a finding per table.
    static let tablesListedOneByOne = 3

    /// A component's translation units: one per table a language holds, and one per table it
    /// lacks, except that a language lacking every table the base has (an empty `.lproj`, two
    /// tables or more) or more than ``tablesListedOneByOne`` of them is one unit for what it lacks,
    /// and so one finding (`--all` keeps one unit per table). What a language lacks is summed up
    /// from the tables it holds (``AbsenceIndex``), so the plan grows with the tables each language
    /// holds, not with tables × languages.
    private mutating func add(
        translationsOf tables: [BasedTable], folders: [LocalizationFolder], listings: [String: FolderFiles]
    ) {
        var holding: [String: [Int]] = [:]
        let parents = TableLookup.parents(among: folders.filter { !$0.isBase })
        for (index, table) in tables.enumerated() {
            for folder in table.holders {
                holding[folder.path, default: []].append(index)
                var unit = table.unit(in: folder, listing: listings[folder.path] ?? [])
                unit.partsElsewhere = Self.partsElsewhere(
                    of: table, in: folder, parents: parents[folder.path] ?? [], listings: listings)
                units.append(.translation(unit))
            }
        }
        let index = AbsenceIndex(tables)
        for folder in folders where !folder.isBase {
            let held = holding[folder.path] ?? []
            // A table the folder lacks but a parent of its language holds is read from there
            // (``TableLookup/parents(among:)``): the folder lacks none of it.
            let parentsHold = (parents[folder.path] ?? []).flatMap { holding[$0.path] ?? [] }
            let read = parentsHold.isEmpty ? held : Array(Set(held + parentsHold)).sorted()
            let count = index.lackingCount(folder, holding: read)
            guard count > 0 else { continue }
            if !configuration.listsEveryKey, count > Self.tablesListedOneByOne || (held.isEmpty && count > 1) {
                units.append(.languageLackingTables(index.summary(folder, holding: read, own: held.count)))
            } else {
                for lacked in index.lacking(folder, holding: Set(read)) {
                    units.append(.translation(tables[lacked].unit(in: folder, listing: [])))
                }
            }
        }
    }

    /// The parts of `table` (its `.strings`, its `.stringsdict`) that `folder` lacks and the nearest parent of its
    /// language holds: each part is a resource of its own, found through the bundle's language search list, so
    /// `en-US.lproj` with a `Localizable.strings` and no `Localizable.stringsdict` reads `en.lproj`'s plurals
    /// (CFBundle looks `.strings` and `.stringsdict` up one by one). Nil when the folder lacks none.
    private static func partsElsewhere(
        of table: BasedTable, in folder: LocalizationFolder, parents: [LocalizationFolder],
        listings: [String: FolderFiles]
    ) -> TranslationUnit.PartsElsewhere? {
        guard !parents.isEmpty, let own = listings[folder.path] else { return nil }
        var parts: [String: LocalizationFolder] = [:]
        for part in ["strings", "stringsdict"] where TableName.file(table.name, part, in: own) == nil {
            parts[part] = parents.first { TableName.file(table.name, part, in: listings[$0.path] ?? []) != nil }
        }
        guard !parts.isEmpty else { return nil }
        return TranslationUnit.PartsElsewhere(
            files: parts.compactMap { part, parent in
                TableName.file(table.name, part, in: listings[parent.path] ?? []).map { (parent, FolderFiles([$0])) }
            }.sorted { $0.1.names[0] < $1.1.names[0] })
    }

    /// A `Base.lproj` copy no language reads: one finding saying how it differs from the table the
    /// development language reads, and its own file's problems (Xcode still builds it); never a base.
    private mutating func addShadowed(
        _ folder: LocalizationFolder, of table: TablePlanner.PlannedTable, readTable: LocalizedTable,
        loader: TableLoader,
        listings: [String: FolderFiles]
    ) {
        var loaded = loader.loadTable(table.name, in: folder, listing: listings[folder.path] ?? [])
        loaded.table.language = "Base"
        add(problems: loaded.problems)
        shadowedBases.append(
            ShadowedBase(
                component: table.component, shadowed: loaded.table, folder: folder.path, read: readTable,
                languages: table.holders.count + 1))
    }

    /// The component without the folders its Xcode project does not build, or that a bundle inside
    /// the app never shows (``ProjectMembership``): one "not checked" line for each kind, naming the
    /// languages.
    private mutating func leavingOutUnbuilt(_ component: LocalizationScanner.Component, listings: [String: FolderFiles])
        -> LocalizationScanner.Component
    {
        func leaveOut(
            _ folders: [LocalizationFolder], from component: LocalizationScanner.Component,
            because reason: (String) -> String
        )
            -> LocalizationScanner.Component
        {
            guard !folders.isEmpty else { return component }
            let names = folders.map(\.name)
            let shown =
                names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
            skipped.append(
                SkippedLocalization(
                    path: component.path, language: "",
                    reason: "\(names.count) folder\(names.count == 1 ? "" : "s") \(reason(shown))"))
            let left = Set(folders.map(\.path))
            return LocalizationScanner.Component(
                path: component.path, folders: component.folders.filter { !left.contains($0.path) })
        }
        let built = leaveOut(
            regions.membership.unbuilt(component, listings: listings), from: component,
            because: {
                "the Xcode project does not reference (\($0)): Xcode builds none of their files, so no user reads them"
            })
        let base = regions.region(for: component.path)
        return leaveOut(
            regions.membership.languagesTheAppLacks(built, base: base), from: built,
            because: {
                "no language of the app picks (\($0)): a bundle inside the app reads the folder of the app's language, so no user reads them"
            })
    }

    /// Whether a component is a Swift package's resources: the nearest folder holding it that is a
    /// package's (one naming `defaultLocalization`, which localised resources require) or an Xcode
    /// project's is the package's alone.
    private mutating func isPackageResource(_ component: String) -> Bool {
        if packageFolders == nil {
            packageFolders = (
                Set(regions.hints.filter { $0.kind == .package }.map(\.scope)),
                Set(projects.map { Path.directory(of: Path.directory(of: $0)) })
            )
        }
        guard let (packages, projectFolders) = packageFolders, !packages.isEmpty else { return false }
        return Path.ancestors(of: component).first { packages.contains($0) || projectFolders.contains($0) }
            .map { packages.contains($0) && !projectFolders.contains($0) } ?? false
    }

    /// A table without a base is one finding (unless `reported` is false: there is nothing to compare
    /// with); its files are still read for what needs no base.
    private mutating func addUnknown(
        _ table: TablePlanner.PlannedTable, lookedFor: String, component: LocalizationScanner.Component,
        listings: [String: FolderFiles],
        reported: Bool = true
    ) {
        // Each folder's files by table name, made once per component: searching every listing
        // for every table cost tables × folders × files (20,000 tables in two folders: 800 million).
        if filesByTable.component != component.path {
            filesByTable = (
                component.path,
                listings.mapValues { names in
                    var first: [String: String] = [:]
                    for name in names {
                        let folded = TableName.folded(Path.stem(of: name))
                        if first[folded] == nil { first[folded] = name }
                    }
                    return first
                }
            )
        }
        let folded = TableName.folded(table.name)
        let holders = component.folders.filter { filesByTable.files[$0.path]?[folded] != nil }
        let file =
            holders.first.flatMap { folder in
                filesByTable.files[folder.path]?[folded].map { Path.join(folder.path, $0) }
            } ?? component.path
        if reported {
            unknownBases.append(
                UnknownBase(
                    component: component.path, table: table.name, languages: holders.map(\.language),
                    lookedFor: lookedFor, location: SourceLocation(file: file, line: 1, column: 1)))
        }
        for folder in holders where !folder.isBase {
            units.append(
                .translation(
                    TranslationUnit(
                        name: table.name, folder: folder, listing: listings[folder.path] ?? [],
                        base: nil, baseName: "", isVariantOfBase: false, pluralRules: folder.tag)))
        }
    }
}

/// A table of a component whose base is known, with the folders that translate it.
struct BasedTable: Sendable {
    let name: String
    let base: LocalizedTable?
    let baseName: String
    /// The base's language (the development region's for `Base`).
    let baseLanguage: String
    /// The folders compared with the base that hold the table.
    let holders: [LocalizationFolder]
    /// The primary subtag of the base's language: folders of it lacking the table are not compared.
    let basePrimary: String
    /// A folder lacking the table reads `Base.lproj`'s copy (``TableLookup``): it lacks nothing.
    var lackingReadBase = false
    /// The development region's plural rules, for a `Base.lproj` copy compared with the base.
    var regionRules: LanguageTag = .english

    /// The table's unit in one folder (`listing` empty when the folder lacks the table). A
    /// `Base.lproj` copy is in the development language, as a regional variant of the base is.
    func unit(in folder: LocalizationFolder, listing: FolderFiles) -> TranslationUnit {
        TranslationUnit(
            name: name, folder: folder, listing: listing, base: base, baseName: baseName,
            isVariantOfBase: folder.isBase || TablePair.isVariant(folder.language, of: baseLanguage),
            pluralRules: folder.isBase ? regionRules : folder.tag)
    }
}

/// One table of one language, read and checked when its unit runs.
struct TranslationUnit: Sendable {
    let name: String
    let folder: LocalizationFolder
    /// The folder's files when it has the table; empty when it lacks it (every key is missing).
    let listing: FolderFiles
    /// The base's table, or nil when the table has no base (only file-level rules then).
    let base: LocalizedTable?
    let baseName: String
    let isVariantOfBase: Bool
    /// The plural rules its language follows (the development region's for `Base.lproj`).
    var pluralRules: LanguageTag?
    /// The parts of the table the folder lacks and reads from a parent's folder instead.
    var partsElsewhere: PartsElsewhere?

    /// Files of the table in other folders, each with the one-file listing that reads it.
    struct PartsElsewhere: Sendable {
        let files: [(LocalizationFolder, FolderFiles)]
    }

    /// The table beside its base, when it has one.
    func pair(translation: LocalizedTable?) -> TablePair? {
        guard let base else { return nil }
        return TablePair(
            language: folder.language, baseLanguage: baseName, name: name, base: base, translation: translation,
            folder: folder.path, catalog: nil, isVariantOfBase: isVariantOfBase)
    }
}

/// One unit of work.
enum WorkUnit: Sendable {
    /// A String Catalog: its languages against its base.
    case catalog(LoadedCatalog, base: String, problems: [LoadProblem])
    /// A base table, already read: its own problems and plurals.
    case base(TableLoader.Loaded, tag: LanguageTag?)
    /// A table of a language, read now and compared with its base.
    case translation(TranslationUnit)
    /// A language folder that lacks all or most of its component's tables: what it lacks, summed
    /// up, checked as one.
    case languageLackingTables(LackedTables)
    /// Problems of a file that could not be read at all.
    case problems([LoadProblem])
    /// A language's `.lproj` table beside the String Catalog that replaces it.
    case migration(MigrationUnit)

    /// Reads what the unit needs and gathers it for the rules.
    func context(loader: TableLoader, allowList: AllowList) -> CheckContext {
        var context = CheckContext(allowList: allowList)
        switch self {
        case let .problems(problems):
            context.problems = problems
        case let .base(loaded, tag):
            context.problems = loaded.problems
            context.problemLanguage = loaded.table.language
            if let tag {
                context.pluralScopes = [
                    PluralScope(table: loaded.table, base: loaded.table, language: loaded.table.language, tag: tag)
                ]
            }
        case let .catalog(catalog, base, problems):
            context.problems = problems
            let baseTable = catalog.tables[base]
            let baseLanguage = LocalizationFolder.canonicalLanguage(base)
            let notAskedFor = catalog.keysNotAskedFor
            context.staleKeys = catalog.keys.filter { key, entry in
                entry.isStale && !CatalogStateRule.sourcesName(key, baseTable?.lookups)
            }.map { key, _ in
                (key, catalog.locations[key] ?? SourceLocation(file: catalog.path, line: 1, column: 1))
            }
            for (language, table) in catalog.tables.sorted(by: { $0.key < $1.key }) {
                let tag = try? LanguageTag(parsing: language)
                let canonical = tag?.identifier ?? language
                // An export's sources follow the target's categories: only the target is judged by its own.
                if let tag, !(catalog.isExport && language == base) {
                    context.pluralScopes.append(
                        PluralScope(table: table, base: baseTable, language: canonical, tag: tag, ignoring: notAskedFor)
                    )
                }
                guard language != base else { continue }
                context.pairs.append(
                    TablePair(
                        language: canonical, baseLanguage: baseLanguage, name: table.name,
                        base: baseTable, translation: table, folder: nil, catalog: (catalog.path, catalog.locations),
                        isVariantOfBase: TablePair.isVariant(canonical, of: baseLanguage),
                        states: catalog.keys.compactMapValues { $0.states[language] }, ignoring: notAskedFor))
            }
        case let .translation(unit):
            var loaded =
                unit.listing.isEmpty ? nil : loader.loadTable(unit.name, in: unit.folder, listing: unit.listing)
            // What the language reads from its parent's files is checked there: here it is neither missing nor compared.
            for (parent, file) in unit.partsElsewhere?.files ?? [] {
                let own = loaded?.table.entries ?? [:]
                let borrowed = loader.loadTable(unit.name, in: parent, listing: file).table.entries.keys
                loaded?.table.unreadKeys.formUnion(borrowed.filter { own[$0] == nil })
            }
            context.problems = loaded?.problems ?? []
            context.problemLanguage = unit.folder.language
            if let table = loaded?.table, let tag = unit.pluralRules {
                context.pluralScopes = [
                    PluralScope(table: table, base: unit.base, language: unit.folder.language, tag: tag)
                ]
            }
            if let pair = unit.pair(translation: loaded?.table) { context.pairs = [pair] }
        case let .languageLackingTables(lacked):
            context.lackedTables = lacked
        case let .migration(unit):
            // The table's own findings come from its translation unit; this one only compares.
            context.migrations = [unit.pair(loader: loader)]
        }
        return context
    }
}
