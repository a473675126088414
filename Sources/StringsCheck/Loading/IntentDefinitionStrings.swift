import IVersionSupport
import Strings

/// The strings table Xcode makes from an `.intentdefinition` (SiriKit intents, widget
/// configuration), the base of every `xx.lproj/<name>.strings` beside it.
///
/// An intent definition is a property list. Each text a user sees sits beside its key, the
/// same name ending in `ID` (`INIntentTitle` and `INIntentTitleID` = `"gpCwrM"`); the `.strings`
/// files use that ID as the key. A format string that names a parameter of an enum type
/// (`Just to confirm, you wanted ‘${visibility}’?`) is written once per enum value instead, keyed
/// `<formatID>-<valueID>`, with the value's display name in place of the parameter.
///
/// ```swift
/// let bytes = try LocalFileSystem().read(path)
/// let table = try IntentDefinitionStrings.entries(bytes, file: path)
/// for entry in table.entries {
///     print(entry.key, "=", entry.value)   // gpCwrM = Send Message
/// }
/// ```
///
/// What the reader gives grows with the file, never with a product of its parts: each dictionary
/// is indexed once, a text's `${name}` placeholders are read from the text itself, and the texts
/// written per enum value are held, with every other text, to ``maximumTextBytes(fileSize:)`` bytes.
public enum IntentDefinitionStrings {
    /// One localisable text.
    public struct Entry: Sendable, Hashable {
        /// The key of `Intents.strings`: the text's ID, or `<formatID>-<valueID>` for a format
        /// string written once per value of an enum.
        public var key: String
        /// The English text, with the value's display name in place of its parameter.
        public var value: String
        /// Where the text is written in the intent definition.
        public var location: SourceLocation

        /// An entry.
        /// - Parameters:
        ///   - key: The key of `Intents.strings`.
        ///   - value: The English text.
        ///   - location: Where the text is written.
        public init(key: String, value: String, location: SourceLocation) {
            self.key = key
            self.value = value
            self.location = location
        }
    }

    /// The most the entries and plural keys may hold, in bytes of the `.strings` file they make
    /// (`"key" = "value";` and a line break each): twice the file, and 1 MiB for any file.
    ///
    /// A real definition stays far below: its XML spends more on each text than the line it becomes,
    /// and a format is written for a few dozen enum values at most. A file of k prompts naming an enum
    /// of k values would otherwise give k² texts (334 KB: 490,700 keys and 589 MB).
    /// - Parameter fileSize: The intent definition's size in bytes.
    /// - Returns: The budget in bytes.
    public static func maximumTextBytes(fileSize: Int) -> Int { max(1 << 20, 2 * fileSize) }

    /// The texts of an intent definition, in document order, and the keys of its plural format
    /// strings: a text with `${count}` is pluralised in `<name>.stringsdict` under its English
    /// text (` - 2`, ` - 3` on later repeats of the same text).
    /// - Parameters:
    ///   - bytes: The file's contents (an XML or binary property list).
    ///   - file: The path to name in locations and errors.
    /// - Returns: One entry per text, or per text and enum value; and the plural keys.
    /// - Throws: `StringsError` for a file that is not a property list, and `.tooLarge` at the format
    ///   string whose values (or the text whose entry) would pass ``maximumTextBytes(fileSize:)``.
    public static func entries(_ bytes: [UInt8], file: String) throws(StringsError) -> (entries: [Entry], pluralKeys: Set<String>) {
        let root = try PropertyListReader.read(bytes, file: file)
        var extraction = Extraction(enums: enumValues(root), enumParameters: parameterEnums(root), file: file,
                                    budget: maximumTextBytes(fileSize: bytes.count))
        try walk(root) { dictionary throws(StringsError) in try extraction.add(dictionary) }
        return (extraction.entries, extraction.pluralKeys)
    }

    /// The texts as a table's entries (the first of each key) and the plural keys: what
    /// `Base.lproj/<name>.intentdefinition` and a definition outside any `.lproj` both give.
    static func localizedEntries(_ bytes: [UInt8], file: String) throws(StringsError) -> (entries: [String: LocalizedEntry], pluralKeys: Set<String>) {
        let (texts, pluralKeys) = try entries(bytes, file: file)
        var result: [String: LocalizedEntry] = [:]
        result.reserveCapacity(texts.count)
        for text in texts where result[text.key] == nil {
            result[text.key] = LocalizedEntry(key: text.key, content: .plain(text.value), location: text.location)
        }
        return (result, pluralKeys)
    }

    /// One value of an enum: its display name and that name's ID.
    typealias EnumValue = (name: String, id: String)

    /// Enum name → its values' display names and IDs.
    private static func enumValues(_ root: PropertyListValue) -> [String: [EnumValue]] {
        var result: [String: [EnumValue]] = [:]
        for item in root.dictionaryValue?["INEnums"]?.arrayValue ?? [] {
            guard let enumeration = item.dictionaryValue, let name = enumeration["INEnumName"]?.stringValue else { continue }
            result[name] = (enumeration["INEnumValues"]?.arrayValue ?? []).compactMap { value in
                guard let value = value.dictionaryValue, value["INEnumValueName"]?.stringValue != "unknown", let display = value["INEnumValueDisplayName"]?.stringValue,
                      let id = value["INEnumValueDisplayNameID"]?.stringValue else { return nil }
                return (display, id)
            }
        }
        return result
    }

    /// Parameter name → the enum it takes, for every intent and response parameter of an enum type.
    private static func parameterEnums(_ root: PropertyListValue) -> [String: String] {
        var result: [String: String] = [:]
        walk(root) { dictionary in
            for prefix in ["INIntentParameter", "INIntentResponseParameter"] {
                if let name = dictionary["\(prefix)Name"]?.stringValue, let enumeration = dictionary["\(prefix)EnumType"]?.stringValue {
                    result[name] = enumeration
                }
            }
        }
        return result
    }

    /// The names of a text's `${name}` placeholders, in order; one pass over the text.
    static func placeholderNames(in text: String) -> [Substring] {
        var names: [Substring] = []
        var open: String.Index?
        var previous: Character?
        for index in text.indices {
            let character = text[index]
            if character == "{", previous == "$" {
                open = text.index(after: index)
            } else if character == "}", let start = open {
                names.append(text[start..<index])
                open = nil
            }
            previous = character
        }
        return names
    }

    /// Calls `body` on every dictionary, depth first, in document order; nesting is bounded by the reader.
    private static func walk<Failure: Error>(
        _ value: PropertyListValue, _ body: (PropertyListDictionary) throws(Failure) -> Void
    ) throws(Failure) {
        switch value {
        case let .dictionary(dictionary):
            try body(dictionary)
            for entry in dictionary.entries { try walk(entry.value, body) }
        case let .array(items):
            for item in items { try walk(item, body) }
        default:
            break
        }
    }
}

/// The entries of one intent definition as its dictionaries are met.
private struct Extraction {
    let enums: [String: [IntentDefinitionStrings.EnumValue]]
    let enumParameters: [String: String]
    let file: String
    /// What the entries may hold (see ``IntentDefinitionStrings/maximumTextBytes(fileSize:)``), and what is left of it.
    let limit: Int
    private var budget: Int
    var entries: [IntentDefinitionStrings.Entry] = []
    var pluralKeys = Set<String>()
    private var seen = Set<String>()
    private var repeats: [String: Int] = [:]

    init(enums: [String: [IntentDefinitionStrings.EnumValue]], enumParameters: [String: String], file: String, budget: Int) {
        self.enums = enums
        self.enumParameters = enumParameters
        self.file = file
        self.limit = budget
        self.budget = budget
    }

    /// The texts of one dictionary: each `<name>ID` with the text of `<name>` beside it, the last
    /// of each key only (the one Apple's reader keeps: a key repeated a thousand times beside one
    /// long text is one entry, not a thousand copies of the text).
    mutating func add(_ dictionary: PropertyListDictionary) throws(StringsError) {
        // An enum's `unknown` case is never shown, and Xcode writes no text for it.
        if dictionary["INEnumValueName"]?.stringValue == "unknown" { return }
        // Key → the index of its last entry, made once when the dictionary has an ID: looking each
        // text up by scanning the dictionary cost entries² (940 KB: 11 s).
        var last: [String: Int]?
        for (index, entry) in dictionary.entries.enumerated() where entry.key.hasSuffix("ID") && entry.key.count > 2 {
            guard let id = entry.value.stringValue, !id.isEmpty else { continue }
            if last == nil { last = Dictionary(dictionary.entries.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { $1 }) }
            guard last?[entry.key] == index, let textIndex = last?[String(entry.key.dropLast(2))] else { continue }
            let textEntry = dictionary.entries[textIndex]
            guard let text = textEntry.value.stringValue else { continue }
            try add(id: id, text: text, at: textEntry.location ?? SourceLocation(file: file, line: 1, column: 1))
        }
    }

    private mutating func add(id: String, text: String, at location: SourceLocation) throws(StringsError) {
        if text.containsText("${count}") {
            let repeated = repeats[text, default: 0] + 1
            repeats[text] = repeated
            let key = repeated == 1 ? text : "\(text) - \(repeated)"
            try spend(key.utf8.count + 8, at: location)
            pluralKeys.insert(key)
        }
        // The first enum parameter the text names, by name: read from the text, not searched for
        // (every parameter's name in every text cost parameters × texts; 1.3 MB: 55 s).
        let parameter = IntentDefinitionStrings.placeholderNames(in: text).map(String.init).filter { enumParameters[$0] != nil }.min()
        guard let parameter, let values = enumParameters[parameter].flatMap({ enums[$0] }) else {
            guard !seen.contains(id) else { return }
            try spend(id.utf8.count + text.utf8.count + 8, at: location)
            seen.insert(id)
            entries.append(.init(key: id, value: text, location: location))
            return
        }
        let placeholder = "${\(parameter)}"
        let occurrences = text.ranges(of: placeholder).count
        let fixedBytes = id.utf8.count + 1 + text.utf8.count - occurrences * placeholder.utf8.count + 8
        for value in values where !seen.contains("\(id)-\(value.id)") {
            try spend(fixedBytes + value.id.utf8.count + occurrences * value.name.utf8.count, at: location, writing: placeholder)
            let key = "\(id)-\(value.id)"
            seen.insert(key)
            entries.append(.init(key: key, value: text.replacing(placeholder, with: value.name), location: location))
        }
    }

    /// Takes `bytes` from the budget before an entry is made, or refuses the file at the text that passes it.
    private mutating func spend(_ bytes: Int, at location: SourceLocation, writing placeholder: String? = nil) throws(StringsError) {
        guard bytes <= budget else {
            let what = placeholder.map { "writing this text once per value of \($0)" } ?? "this text"
            throw StringsError(.tooLarge, at: location, """
                \(what) makes the intent definition's strings larger than \(limit) bytes (twice the file, at least 1 MiB) \
                after \(entries.count) texts; its table is not checked
                """)
        }
        budget -= bytes
    }
}
