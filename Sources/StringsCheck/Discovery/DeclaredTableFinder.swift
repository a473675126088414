import Strings

/// Finds the tables a component's keys are declared for outside its `.lproj` folders: a Settings
/// bundle's panes (in the bundle itself) and intent definitions that are not localised.
///
/// An intent definition outside any `.lproj` is compiled into its target's bundle, where the
/// system looks its IDs up in that bundle's `<lang>.lproj/<name>.strings`; Xcode lets those
/// folders live anywhere in the target (ProtonVPN keeps `Siri Shortcut Handler/Intents.intentdefinition`
/// beside `ProtonVPN/Resources/en.lproj/Intents.strings`). So a definition serves the tables of
/// its name in the project whose folder holds it (the folder of the nearest `.xcodeproj`, else its
/// own folder): the one beside the component's folders first, else the first in path order.
/// Every file is read once per run, however many components use it.
struct DeclaredTableFinder {
    let loader: TableLoader
    /// `.plist` files directly in a `.bundle` directory, by that directory.
    private let bundlePlists: [String: [String]]
    /// Loose intent definitions by their project's folder and case-folded name, in path order.
    private let definitions: [String: String]
    /// Loose intent definitions by their own folder and case-folded name: searching a project's
    /// definitions for the one beside each component cost n components × n definitions.
    private let besideDefinitions: [String: String]
    private let projectFolders: Set<String>
    /// Each definition read: its table, or nil when it could not be read (reported once).
    private var read: [String: DeclaredTable?] = [:]

    /// - Parameters:
    ///   - files: What the scanner found outside `.lproj` folders: `.plist` files in `.bundle`
    ///     directories and `.intentdefinition` files.
    ///   - projects: The `project.pbxproj` files found.
    ///   - loader: Reads each file within the package's size bound.
    init(files: [String], projects: [String], loader: TableLoader) {
        self.loader = loader
        projectFolders = Set(projects.map { Path.directory(of: Path.directory(of: $0)) })
        var plists: [String: [String]] = [:], definitions: [String: String] = [:], beside: [String: String] = [:]
        for file in files.sorted() {
            let directory = Path.directory(of: file), name = Path.name(of: file)
            if name.hasSuffix(".intentdefinition") {
                let scoped = Self.key(Self.scope(of: directory, in: projectFolders), Path.stem(of: name))
                if definitions[scoped] == nil { definitions[scoped] = file }
                let own = Self.key(directory, Path.stem(of: name))
                if beside[own] == nil { beside[own] = file }
            } else if SettingsBundleBase.isBundle(directory) {
                plists[directory, default: []].append(name)
            }
        }
        bundlePlists = plists
        self.definitions = definitions
        besideDefinitions = beside
    }

    /// Whether a path is one the finder takes: a `.plist` directly in a `.bundle`, or an intent
    /// definition outside any `.lproj` (the scanner never walks into those but `mul.lproj`).
    static func isDeclaring(_ path: String) -> Bool {
        let name = Path.name(of: path), directory = Path.directory(of: path)
        if name.hasSuffix(".intentdefinition") { return !directory.hasSuffix(".lproj") }
        return name.hasSuffix(".plist") && SettingsBundleBase.isBundle(directory)
    }

    /// The declared tables of one component, by case-folded name, and the problems of files read
    /// for the first time.
    /// - Parameters:
    ///   - component: The directory holding the component's `.lproj` folders.
    ///   - tables: The case-folded names of the tables its folders hold that no `Base.lproj`
    ///     intent definition already declares.
    mutating func tables(for component: String, among tables: Set<String>) -> (tables: [String: DeclaredTable], problems: [LoadProblem]) {
        var result: [String: DeclaredTable] = [:]
        var problems: [LoadProblem] = []
        if let plists = bundlePlists[component] {
            let found = SettingsBundleBase.tables(bundle: component, plists: FolderFiles(plists), loader: loader)
            result = found.tables.filter { tables.contains($0.key) }
            problems += found.problems
        }
        let scope = Self.scope(of: component, in: projectFolders)
        for folded in tables where result[folded] == nil {
            guard let path = besideDefinitions[Self.key(component, folded)] ?? definitions[Self.key(scope, folded)] else { continue }
            if let known = read[path] {
                if let known { result[folded] = known }
                continue
            }
            do throws(StringsError) {
                let table = try definition(path)
                read[path] = table
                result[folded] = table
            } catch {
                read.updateValue(nil, forKey: path)
                problems.append(.error(error))
            }
        }
        return (result, problems)
    }

    private func definition(_ path: String) throws(StringsError) -> DeclaredTable {
        let (entries, pluralKeys) = try IntentDefinitionStrings.localizedEntries(try loader.read(path), file: path)
        return DeclaredTable(name: Path.stem(of: Path.name(of: path)), path: path, entries: entries,
                             knownPluralKeys: pluralKeys, interfaceFile: path)
    }

    /// The folder of the nearest project holding `directory`, else `directory` itself.
    private static func scope(of directory: String, in projectFolders: Set<String>) -> String {
        Path.ancestors(of: directory).first(where: projectFolders.contains) ?? directory
    }

    private static func key(_ scope: String, _ table: String) -> String { scope + "\u{0}" + TableName.folded(table) }
}
