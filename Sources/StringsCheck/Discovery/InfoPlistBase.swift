import Strings

/// The base of a component's `InfoPlist` table: the target's `Info.plist` and the
/// `INFOPLIST_KEY_*` build settings Xcode writes into the built one. `InfoPlist.strings`
/// translates keys of that plist; a key it leaves out shows the plist's own text.
///
/// Which keys a translator is asked for: the texts people read in a prompt or a menu (privacy
/// usage descriptions, Home Screen quick actions, document and type names). Names and copyright
/// (`CFBundleDisplayName`, `CFBundleName`, `NSHumanReadableCopyright`) and every other string key
/// may be translated, so they are no `extra-key`, but stay the same in most apps, so they are
/// not demanded.
struct InfoPlistBase: Sendable {
    /// The `Info.plist`.
    var path: String
    var entries: [String: LocalizedEntry]

    /// Whether a table name is the Info.plist's (`InfoPlist`, in any case).
    static func isInfoPlistTable(_ name: String) -> Bool { TableName.folded(name) == "infoplist" }

    /// The base for the component at `component`: its `Info.plist` (in the component's folder or
    /// its parent, as Xcode lays targets out) and the build settings of the targets using that
    /// plist (`INFOPLIST_FILE`) in the nearest `project.pbxproj`; nil without such a plist.
    static func find(component: String, infoPlists: [String], projects: [String], fileSystem: any FileSystem) -> InfoPlistBase? {
        let parent = Path.directory(of: component)
        let plist = [component, parent].lazy.compactMap { directory in
            infoPlists.filter { Path.directory(of: $0) == directory }.min { (Path.name(of: $0) == "Info.plist" ? 0 : 1, $0) < (Path.name(of: $1) == "Info.plist" ? 0 : 1, $1) }
        }.first
        guard let plist else { return nil }
        var base = InfoPlistBase(path: plist, entries: [:])
        if let bytes = try? fileSystem.read(plist, maximumBytes: 8 << 20),
           let root = try? PropertyListReader.read(bytes, file: plist).dictionaryValue {
            base.add(root, file: plist)
        }
        // The project whose folder holds the component; its settings for targets using this plist.
        let project = projects.filter { Path.isWithin(component, Path.directory(of: Path.directory(of: $0))) }
            .max { Path.directory(of: $0).count < Path.directory(of: $1).count }
        if let project, let bytes = try? fileSystem.read(project, maximumBytes: 32 << 20) {
            let root = Path.directory(of: Path.directory(of: project))
            let relative = root == "." ? String(plist.hasPrefix("./") ? plist.dropFirst(2) : plist[...]) : String(plist.dropFirst(root.count + 1))
            for (key, value, line) in Self.buildSettings(String(decoding: bytes, as: UTF8.self), infoPlistFile: relative)
            where base.entries[key] == nil {
                base.add(key: key, value: value, at: SourceLocation(file: project, line: line, column: 1))
            }
        }
        return base.entries.isEmpty ? nil : base
    }

    /// Keys Xcode's string extraction treats as text a user reads, so a translation is asked for them.
    static func isDemanded(_ key: String) -> Bool { key.hasSuffix("UsageDescription") }

    /// Whether a key of an `InfoPlist` table may be left out: an Info.plist key (`CFBundleName`,
    /// `NSHumanReadableCopyright`, `MDItemKeywords`: two capitals, then a word) that is no usage
    /// description. A quick action's or document type's text (`New Post`, `NewPostShortcutItemTitle`)
    /// is demanded.
    static func isOptional(_ key: String) -> Bool {
        let capitals = key.utf8.prefix(2)
        guard capitals.count == 2, capitals.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }),
              !key.utf8.contains(UInt8(ascii: " ")) else { return false }
        return !isDemanded(key)
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
        for entry in root.entries {
            if let text = entry.value.stringValue {
                add(key: entry.key, value: text, at: entry.location ?? start)
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

    /// `INFOPLIST_KEY_<key> = value;` of every build-settings block whose `INFOPLIST_FILE` is
    /// `infoPlistFile` (relative to the project's folder), first value of each key, with its line.
    static func buildSettings(_ project: String, infoPlistFile: String) -> [(key: String, value: String, line: Int)] {
        var result: [(key: String, value: String, line: Int)] = []
        var seen = Set<String>()
        var block: [(key: String, value: String, line: Int)] = []
        var blockFile: String?
        var line = 0
        func flush() {
            if blockFile == infoPlistFile {
                for setting in block where seen.insert(setting.key).inserted { result.append(setting) }
            }
            block = []
            blockFile = nil
        }
        for raw in project.split(separator: "\n", omittingEmptySubsequences: false) {
            line += 1
            let text = raw.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            if text.hasPrefix("buildSettings = {") { flush(); continue }
            if text.hasPrefix("};") { flush(); continue }
            guard let equals = text.firstRange(of: " = "), text.hasSuffix(";") else { continue }
            let name = Self.unquoted(text[..<equals.lowerBound])
            let value = Self.unquoted(text[equals.upperBound..<text.index(before: text.endIndex)])
            if name == "INFOPLIST_FILE" {
                blockFile = value.replacing("$(SRCROOT)/", with: "")
            } else if name.hasPrefix("INFOPLIST_KEY_"), !name.contains("[") {
                block.append((String(name.dropFirst("INFOPLIST_KEY_".count)), value, line))
            }
        }
        return result
    }

    private static func unquoted(_ text: Substring) -> String {
        var text = String(text)
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
            text = String(text.dropFirst().dropLast()).replacing("\\\"", with: "\"")
        }
        return text
    }
}
