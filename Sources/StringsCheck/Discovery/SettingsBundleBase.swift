import Strings

/// The keys a table's base declares in a file outside every `.lproj`: a Settings bundle's schema
/// (`Root.plist` and its child panes) or an intent definition that is not localised itself.
///
/// The development language's own file of the table, when there is one, stays the base (it is what
/// that language's users read); these keys join it as declared keys, with the declaring file's text,
/// allowed in translations but asked of them only when no such file exists (see
/// ``LocalizedTable/add(_:demanded:)``).
struct DeclaredTable: Sendable {
    /// The table's name as declared (`Root`, `Intents`).
    var name: String
    /// The declaring file (the first, when several panes name one table).
    var path: String
    var entries: [String: LocalizedEntry] = [:]
    /// Plural keys a translation's `.stringsdict` may define (an intent definition's `${count}` texts).
    var knownPluralKeys: Set<String> = []
    /// Set for an intent definition: a text it declares and a language lacks shows the definition's
    /// own text, a warning as for Interface Builder text (see ``MissingKeyRule``).
    var interfaceFile: String?
    /// Declared texts without letters (`15`, `,`): looked up like the others, so a translation may
    /// define them, but they read the same in every language and are asked of none.
    var unaskedKeys: Set<String> = []
    /// Whether these are every key the table is looked up with (a Settings bundle's panes, all
    /// read): a key only the development language's file defines is never shown, and asked of none.
    var declaresEveryKey = false

    /// Adds a text under its own key; the first declaration of a key keeps its position.
    mutating func add(_ text: String, at location: SourceLocation) {
        guard entries[text] == nil else { return }
        if !SettingsBundleBase.isAskedFor(text) { unaskedKeys.insert(text) }
        entries[text] = LocalizedEntry(key: text, content: .plain(text), location: location)
    }

    /// Whether it declares a text with letters, one a translation is asked for.
    var asksForText: Bool { entries.count > unaskedKeys.count }
}

extension LocalizedTable {
    /// Takes the declared keys this table does not define, with the declaring file's text.
    ///
    /// Beside the development language's own file (`demanded` false), that file says what is
    /// translated: a declared key it lacks shows as declared in every language, most often on
    /// purpose (a font's name, `0.25x`, `-6 dB` among a pane's choices), so a translation may
    /// define it (no `extra-key`) but is not asked for it. Alone (`demanded` true), every declared
    /// key is asked for.
    /// A Settings bundle's panes name every key the Settings app looks up, so beside them a key only
    /// the file defines (a template's leftover `Group`, `Name`) is never shown, and asked of none.
    mutating func add(_ declared: DeclaredTable, demanded: Bool) {
        if declared.declaresEveryKey {
            optionalKeys.formUnion(entries.keys.filter { declared.entries[$0] == nil })
        }
        declaredKeys.formUnion(declared.entries.keys)
        for (key, entry) in declared.entries where entries[key] == nil {
            entries[key] = entry
            if !demanded || declared.unaskedKeys.contains(key) { optionalKeys.insert(key) }
        }
        knownPluralKeys.formUnion(declared.knownPluralKeys)
        if interfaceBuilderFile == nil { interfaceBuilderFile = declared.interfaceFile }
    }
}

/// The tables a Settings bundle's schema files name, and the titles each must hold.
///
/// The Settings app (and InAppSettingsKit, which reads the same bundles) shows each pane's
/// `Title`, `Titles` and `ShortTitles` (multi-value and radio choices) and `FooterText` through
/// the pane's `StringsTable` in the bundle's `<lang>.lproj`. Without `StringsTable` the pane's own
/// name is used (`Root` for `Root.plist`, `~ipad` and `.inApp` left off), as InAppSettingsKit does;
/// Apple's schema reference says such a pane is not localised, so a bundle whose `.lproj` folders
/// hold no table of that name is never asked for one. Panes are `Root.plist` (with its `~iphone`,
/// `~ipad` and `.inApp` variants) and every pane a `PSChildPaneSpecifier`'s `File` reaches.
enum SettingsBundleBase {
    /// The pane fields whose text is looked up in the pane's strings table.
    static let textFields = ["Title", "FooterText"]
    static let textListFields = ["Titles", "ShortTitles"]

    /// Whether a directory is a bundle that may hold a settings schema.
    static func isBundle(_ directory: String) -> Bool { Path.name(of: directory).hasSuffix(".bundle") }

    /// Whether a title is asked of translations: one with letters (`12`, `1.5×` show as written).
    static func isAskedFor(_ text: String) -> Bool { text.unicodeScalars.contains(where: \.properties.isAlphabetic) }

    /// The tables the bundle's panes declare, by case-folded name, and the problems of panes that
    /// could not be read (each pane is read once, however many panes reach it).
    /// - Parameters:
    ///   - bundle: The bundle's directory.
    ///   - plists: The `.plist` files directly in it.
    ///   - loader: Reads each pane within the package's size bound.
    static func tables(bundle: String, plists: FolderFiles, loader: TableLoader) -> (tables: [String: DeclaredTable], problems: [LoadProblem]) {
        var queue = plists.names.filter(isRootPane).sorted()
        var seen = Set(queue)
        var tables: [String: DeclaredTable] = [:]
        var problems: [LoadProblem] = []
        // A child pane that is not in the bundle: its titles are unknown.
        var unread = false
        // Walked by index: taking each pane off the front of the array cost a chain of n panes n².
        var next = 0
        while next < queue.count {
            let name = queue[next]
            next += 1
            let path = Path.join(bundle, name)
            do throws(StringsError) {
                let pane = try read(path, loader: loader)
                let table = tableName(of: pane, file: name)
                var declared = tables[TableName.folded(table)] ?? DeclaredTable(name: table, path: path)
                for child in add(pane, to: &declared, file: path) {
                    let candidates = ["\(child).inApp.plist", "\(child).plist"]
                    if !candidates.contains(where: { plists.file(named: $0) != nil }) { unread = true }
                    for candidate in candidates {
                        guard let file = plists.file(named: candidate), seen.insert(file).inserted else { continue }
                        queue.append(file)
                    }
                }
                tables[TableName.folded(table)] = declared
            } catch {
                problems.append(.error(error))
            }
        }
        // Every pane read: the titles are every key the Settings app looks the tables up with.
        for name in tables.keys { tables[name]?.declaresEveryKey = problems.isEmpty && !unread }
        return (tables.filter(\.value.asksForText), problems)
    }

    /// `Root.plist`, `Root~ipad.plist`, `Root.inApp.plist`: the panes the Settings app (or
    /// InAppSettingsKit) opens first.
    static func isRootPane(_ name: String) -> Bool {
        guard name.hasSuffix(".plist") else { return false }
        let stem = paneName(Path.stem(of: name))
        return stem == "Root"
    }

    /// A pane's name without its device and in-app variants (`Root~ipad.inApp` → `Root`).
    static func paneName(_ stem: String) -> String {
        var name = stem
        if name.hasSuffix(".inApp") { name.removeLast(".inApp".count) }
        if let tilde = name.lastIndex(of: "~") { name = String(name[..<tilde]) }
        return name
    }

    /// A pane, read: a property list whose top level is a dictionary with `PreferenceSpecifiers`.
    private static func read(_ path: String, loader: TableLoader) throws(StringsError) -> PropertyListDictionary {
        let root = try PropertyListReader.read(try loader.read(path), file: path)
        guard let pane = root.dictionaryValue, pane["PreferenceSpecifiers"]?.arrayValue != nil else {
            throw StringsError(.structure, at: SourceLocation(file: path, line: 1, column: 1),
                               "a settings pane must be a dictionary with a PreferenceSpecifiers array; its titles are not known, so its table is judged without them")
        }
        return pane
    }

    /// The pane's `StringsTable` (`Root.strings` read as `Root`), else its own name.
    private static func tableName(of pane: PropertyListDictionary, file: String) -> String {
        if let table = pane["StringsTable"]?.stringValue, !table.isEmpty {
            return table.hasSuffix(".strings") ? Path.stem(of: table) : table
        }
        return paneName(Path.stem(of: file))
    }

    /// Adds the pane's texts; returns the `File` of each child pane it opens (without `.plist`).
    private static func add(_ pane: PropertyListDictionary, to table: inout DeclaredTable, file: String) -> [String] {
        let start = SourceLocation(file: file, line: 1, column: 1)
        var children: [String] = []
        for item in pane["PreferenceSpecifiers"]?.arrayValue ?? [] {
            guard let specifier = item.dictionaryValue else { continue }
            for field in specifier.entries {
                if textFields.contains(field.key), let text = field.value.stringValue {
                    table.add(text, at: field.location ?? start)
                } else if textListFields.contains(field.key), let texts = field.value.arrayValue {
                    for text in texts.compactMap(\.stringValue) { table.add(text, at: field.location ?? start) }
                }
            }
            if specifier["Type"]?.stringValue == "PSChildPaneSpecifier", let child = specifier["File"]?.stringValue, !child.isEmpty {
                children.append(child.hasSuffix(".plist") ? Path.stem(of: child) : child)
            }
        }
        return children
    }
}
