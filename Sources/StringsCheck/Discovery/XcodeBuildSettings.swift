import IVersionSupport

/// The `INFOPLIST_KEY_*` build settings of an Xcode project (`project.pbxproj`): the keys Xcode
/// writes into a target's built `Info.plist`, grouped by the `INFOPLIST_FILE` of their block; with
/// `GENERATE_INFOPLIST_FILE = YES`, the `CFBundleName` (the block's `PRODUCT_NAME`) it writes too.
///
/// Read in one pass over the project's lines; a run reads each project once, however many
/// components use it.
///
/// ```swift
/// let settings = XcodeBuildSettings(try LocalFileSystem().read("App.xcodeproj/project.pbxproj"))
/// for setting in settings.infoPlistKeys(for: "App/Info.plist") {
///     print(setting.key, "=", setting.value)   // NSCameraUsageDescription = Scans receipts.
/// }
/// ```
public struct XcodeBuildSettings: Sendable, Hashable {
    /// One `INFOPLIST_KEY_<key> = value;` setting.
    public struct Setting: Sendable, Hashable {
        /// The Info.plist key (`NSCameraUsageDescription`).
        public var key: String
        /// The value, unquoted.
        public var value: String
        /// The setting's line in the project, from 1.
        public var line: Int
    }

    /// `INFOPLIST_FILE` (relative to the project's folder, `$(SRCROOT)/` removed) → its settings.
    private var byFile: [String: [Setting]] = [:]

    /// Reads the settings of a `project.pbxproj`; text that is no setting is passed over.
    /// - Parameter bytes: The project file (UTF-8; other bytes are read as U+FFFD).
    public init(_ bytes: [UInt8]) {
        var seen: [String: Set<String>] = [:]
        var block: [Setting] = []
        var blockFile: String?
        // `GENERATE_INFOPLIST_FILE = YES`: Xcode writes `CFBundleName = $(PRODUCT_NAME)` into the built
        // plist, whether or not the target's own Info.plist has it (Xcode's build-settings reference).
        var generatesAt: Int?, productName: String?
        func flush() {
            if let line = generatesAt, !block.contains(where: { $0.key == "CFBundleName" }) {
                block.append(Setting(key: "CFBundleName", value: productName ?? "$(PRODUCT_NAME)", line: line))
            }
            if let file = blockFile {
                for setting in block where seen[file, default: []].insert(setting.key).inserted { byFile[file, default: []].append(setting) }
            }
            block = []
            blockFile = nil
            generatesAt = nil
            productName = nil
        }
        var line = 0
        // Lines split on the byte: a CR LF is one Character, which splitting the text would not end a line at.
        for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            line += 1
            var text = Substring(String(decoding: raw, as: UTF8.self))
            if text.hasSuffix("\r") { text.removeLast() }
            text = text.trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            if text.hasPrefix("buildSettings = {") || text.hasPrefix("};") { flush(); continue }
            guard let equals = text.firstRange(ofText: " = "), text.hasSuffix(";") else { continue }
            let name = Self.unquoted(text[..<equals.lowerBound])
            let value = Self.unquoted(text[equals.upperBound..<text.index(before: text.endIndex)])
            if name == "GENERATE_INFOPLIST_FILE", value == "YES" { generatesAt = line }
            if name == "PRODUCT_NAME" { productName = value }
            if name == "INFOPLIST_FILE" {
                blockFile = value.replacing("$(SRCROOT)/", with: "")
            } else if name.hasPrefix("INFOPLIST_KEY_"), name.count > "INFOPLIST_KEY_".count, !name.contains("[") {
                block.append(Setting(key: String(name.dropFirst("INFOPLIST_KEY_".count)), value: value, line: line))
            }
        }
        flush()
    }

    /// The settings of the blocks whose `INFOPLIST_FILE` is `infoPlistFile`, in file order, the
    /// first value of each key.
    /// - Parameter infoPlistFile: The plist's path relative to the project's folder (`App/Info.plist`).
    /// - Returns: The settings; empty when no block names that plist.
    public func infoPlistKeys(for infoPlistFile: String) -> [Setting] { byFile[infoPlistFile] ?? [] }

    /// Every `INFOPLIST_FILE` a block with `INFOPLIST_KEY_*` settings names, sorted.
    public var infoPlistFiles: [String] { byFile.keys.sorted() }

    private static func unquoted(_ text: Substring) -> String {
        var text = String(text)
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
            text = String(text.dropFirst().dropLast()).replacing("\\\"", with: "\"")
        }
        return text
    }
}
