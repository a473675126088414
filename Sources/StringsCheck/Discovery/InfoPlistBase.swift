import Strings

/// The base of a component's `InfoPlist` table: the target's `Info.plist` and the keys Xcode's
/// build settings write into the built one (``XcodeBuildSettings``). `InfoPlist.strings`
/// translates keys of that plist; a key it leaves out shows the plist's own text.
///
/// Which keys a translator is asked for: the texts people read in a prompt or a menu (privacy
/// usage descriptions, Home Screen quick actions, document and type names, but not a document
/// type's name Finder never shows: ``DocumentTypeNames``). Names and copyright
/// (`CFBundleDisplayName`, `CFBundleName`, `NSHumanReadableCopyright`) and every other string key
/// may be translated, so they are no `extra-key`, but stay the same in most apps, so they are
/// not demanded.
struct InfoPlistBase: Sendable {
    /// The `Info.plist`.
    var path: String
    var entries: [String: LocalizedEntry]
    /// The keys that are the plist's own keys (or its build settings'), not texts of nested items.
    private(set) var plistKeys: Set<String> = []
    /// Document-type names no user sees (``DocumentTypeNames``): nothing a translation does with
    /// them is a finding.
    private(set) var unshownTexts: Set<String> = []

    /// The keys a translation may leave out: ``isOptional(_:)`` by spelling, and every key the plist
    /// or its build settings define that is no usage description, however it is spelled. A custom
    /// key (`AppGroupIdentifier`, `HelperIdentifier`) holds a setting the code reads; when a language's
    /// `InfoPlist.strings` lacks it, `Bundle` gives the plist's own value, so nothing is missing.
    func optionalKeys(among keys: some Sequence<String>) -> [String] {
        keys.filter { Self.isOptional($0) || plistKeys.contains($0) && !Self.isDemanded($0) }
    }

    /// Whether a table name is the Info.plist's (`InfoPlist`, in any case).
    static func isInfoPlistTable(_ name: String) -> Bool { TableName.folded(name) == "infoplist" }

    /// The bases of a run's components: each component finds its `Info.plist` by its directory and
    /// its project by its ancestors (``ScopeIndex``), and each plist and `project.pbxproj` is read and
    /// parsed once, however many components use it (a 2.3 MB project beside 60 components was read 60
    /// times: 19 s, 964 MB).
    struct Finder {
        let fileSystem: any FileSystem
        /// `Info.plist` files by the directory holding them.
        private let plists: ScopeIndex<String>
        /// `project.pbxproj` files by the folder holding their `.xcodeproj`.
        private let projects: ScopeIndex<String>
        /// Each plist and project pair's base, once made (nil: the plist had no keys).
        private var bases: [Pair: InfoPlistBase?] = [:]
        private var settings: [String: XcodeBuildSettings] = [:]

        private struct Pair: Hashable {
            var plist: String
            var project: String?
        }

        /// - Parameters:
        ///   - infoPlists: The `Info.plist` and `…-Info.plist` files found.
        ///   - projects: The `project.pbxproj` files found.
        ///   - fileSystem: Where to read them.
        init(infoPlists: [String], projects: [String], fileSystem: any FileSystem) {
            self.fileSystem = fileSystem
            plists = ScopeIndex(infoPlists, scope: Path.directory(of:))
            self.projects = ScopeIndex(projects) { Path.directory(of: Path.directory(of: $0)) }
        }

        /// The base for the component at `component`: its `Info.plist` (in the component's folder or
        /// its parent, as Xcode lays targets out) and the build settings of the targets using that
        /// plist (`INFOPLIST_FILE`) in the nearest `project.pbxproj`; nil without such a plist.
        mutating func base(for component: String) -> InfoPlistBase? {
            let plists = self.plists
            let plist = [component, Path.directory(of: component)].lazy.compactMap { directory in
                plists[directory].min { (Path.name(of: $0) == "Info.plist" ? 0 : 1, $0) < (Path.name(of: $1) == "Info.plist" ? 0 : 1, $1) }
            }.first
            guard let plist else { return nil }
            // The project whose folder holds the component most nearly.
            let project = projects.nearest(holding: component).max { Path.directory(of: $0).count < Path.directory(of: $1).count }
            let pair = Pair(plist: plist, project: project)
            if let known = bases[pair] { return known }
            let base = make(plist: plist, project: project)
            bases.updateValue(base, forKey: pair)
            return base
        }

        private mutating func make(plist: String, project: String?) -> InfoPlistBase? {
            var base = InfoPlistBase(path: plist, entries: [:])
            if let bytes = try? fileSystem.read(plist, maximumBytes: 8 << 20),
               let root = try? PropertyListReader.read(bytes, file: plist).dictionaryValue {
                base.add(root, file: plist)
            }
            if let project {
                let root = Path.directory(of: Path.directory(of: project))
                let relative = root == "." ? String(plist.hasPrefix("./") ? plist.dropFirst(2) : plist[...]) : String(plist.dropFirst(root.count + 1))
                for setting in settings(of: project).infoPlistKeys(for: relative) where base.entries[setting.key] == nil {
                    base.add(key: setting.key, value: setting.value, at: SourceLocation(file: project, line: setting.line, column: 1))
                    base.plistKeys.insert(setting.key)
                }
            }
            return base.entries.isEmpty ? nil : base
        }

        /// A project's settings, read once per run (an unreadable project has none).
        private mutating func settings(of project: String) -> XcodeBuildSettings {
            if let known = settings[project] { return known }
            let read = XcodeBuildSettings((try? fileSystem.read(project, maximumBytes: 32 << 20)) ?? [])
            settings[project] = read
            return read
        }
    }

    /// Keys Xcode's string extraction treats as text a user reads, so a translation is asked for them.
    static func isDemanded(_ key: String) -> Bool { key.hasSuffix("UsageDescription") }

    /// Whether a key of an `InfoPlist` table may be left out: an Info.plist key (see
    /// ``isSpelledAsPlistKey(_:)``) that is no usage description. A quick action's or document
    /// type's text (`New Post`, `NewPostShortcutItemTitle`) is demanded.
    static func isOptional(_ key: String) -> Bool { isSpelledAsPlistKey(key) && !isDemanded(key) }

    /// Whether a key is spelled as Apple's Info.plist keys are (`CFBundleName`,
    /// `NSHumanReadableCopyright`, `MDItemKeywords`: two capitals, then a word): what is known of a
    /// table read without its plist (a catalog, an XLIFF export).
    static func isSpelledAsPlistKey(_ key: String) -> Bool {
        let capitals = key.utf8.prefix(2)
        return capitals.count == 2 && capitals.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
            && !key.utf8.contains(UInt8(ascii: " "))
    }

    /// Keys nested in arrays of dictionaries whose string values are keys of `InfoPlist.strings`
    /// themselves (a quick action's title is looked up by its text).
    static let nestedTexts: [String: [String]] = [
        "UIApplicationShortcutItems": ["UIApplicationShortcutItemTitle", "UIApplicationShortcutItemSubtitle"],
        "CFBundleDocumentTypes": ["CFBundleTypeName"],
        "UTExportedTypeDeclarations": ["UTTypeDescription"],
        "UTImportedTypeDeclarations": ["UTTypeDescription"],
    ]

    private mutating func add(_ root: PropertyListDictionary, file: String) {
        let start = SourceLocation(file: file, line: 1, column: 1)
        unshownTexts = DocumentTypeNames.unshown(in: root)
        for entry in root.entries {
            if let text = entry.value.stringValue {
                add(key: entry.key, value: text, at: entry.location ?? start)
                plistKeys.insert(entry.key)
            } else if let fields = Self.nestedTexts[entry.key], let items = entry.value.arrayValue {
                for item in items.compactMap(\.dictionaryValue) {
                    for field in item.entries where fields.contains(field.key) {
                        guard let text = field.value.stringValue, !text.isEmpty else { continue }
                        entries[text] = LocalizedEntry(key: text, content: .plain(text), location: field.location ?? start)
                    }
                }
            }
        }
    }

    private mutating func add(key: String, value: String, at location: SourceLocation) {
        guard !value.isEmpty else { return }
        entries[key] = LocalizedEntry(key: key, content: .plain(value), location: location)
    }
}
