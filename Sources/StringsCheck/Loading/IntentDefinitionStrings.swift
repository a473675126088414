import Strings

/// The strings table Xcode makes from an `.intentdefinition` (SiriKit intents, widget
/// configuration), the base of every `xx.lproj/<name>.strings` beside it.
///
/// An intent definition is a property list. Each text a user sees sits beside its key, the
/// same name ending in `ID` (`INIntentTitle` and `INIntentTitleID` = `"gpCwrM"`); the `.strings`
/// files use that ID as the key. A format string that names a parameter of an enum type
/// (`Just to confirm, you wanted ‘${visibility}’?`) is written once per enum value instead, keyed
/// `<formatID>-<valueID>`, with the value's display name in place of the parameter.
enum IntentDefinitionStrings {
    /// One localisable text.
    struct Entry: Sendable, Hashable {
        var key: String
        var value: String
        var location: SourceLocation
    }

    /// The texts of an intent definition, in document order, and the keys of its plural format
    /// strings: a text with `${count}` is pluralised in `<name>.stringsdict` under its English
    /// text (` - 2`, ` - 3` on later repeats of the same text).
    /// - Throws: `StringsError` for a file that is not a property list.
    static func entries(_ bytes: [UInt8], file: String) throws(StringsError) -> (entries: [Entry], pluralKeys: Set<String>) {
        let root = try PropertyListReader.read(bytes, file: file)
        let enums = enumValues(root)
        let enumParameters = parameterEnums(root)
        var entries: [Entry] = []
        var seen = Set<String>()
        var pluralKeys = Set<String>()
        var repeats: [String: Int] = [:]
        let start = SourceLocation(file: file, line: 1, column: 1)
        walk(root) { dictionary in
            // An enum's `unknown` case is never shown, and Xcode writes no text for it.
            if dictionary["INEnumValueName"]?.stringValue == "unknown" { return }
            for entry in dictionary.entries where entry.key.hasSuffix("ID") && entry.key.count > 2 {
                guard let id = entry.value.stringValue, !id.isEmpty,
                      let textEntry = dictionary.entries.last(where: { $0.key == String(entry.key.dropLast(2)) }),
                      let text = textEntry.value.stringValue else { continue }
                let location = textEntry.location ?? start
                if text.contains("${count}") {
                    let repeated = repeats[text, default: 0] + 1
                    repeats[text] = repeated
                    pluralKeys.insert(repeated == 1 ? text : "\(text) - \(repeated)")
                }
                let variants = enumParameters.keys.sorted().first { text.contains("${\($0)}") }.flatMap { parameter in
                    enumParameters[parameter].flatMap { enums[$0] }.map { (parameter, $0) }
                }
                if let (parameter, values) = variants {
                    for value in values where seen.insert("\(id)-\(value.id)").inserted {
                        entries.append(Entry(key: "\(id)-\(value.id)", value: text.replacing("${\(parameter)}", with: value.name), location: location))
                    }
                } else if seen.insert(id).inserted {
                    entries.append(Entry(key: id, value: text, location: location))
                }
            }
        }
        return (entries, pluralKeys)
    }

    /// Enum name → its values' display names and IDs.
    private static func enumValues(_ root: PropertyListValue) -> [String: [(name: String, id: String)]] {
        var result: [String: [(name: String, id: String)]] = [:]
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

    /// Calls `body` on every dictionary, depth first, in document order; nesting is bounded by the reader.
    private static func walk(_ value: PropertyListValue, _ body: (PropertyListDictionary) -> Void) {
        switch value {
        case let .dictionary(dictionary):
            body(dictionary)
            for entry in dictionary.entries { walk(entry.value, body) }
        case let .array(items):
            for item in items { walk(item, body) }
        default:
            break
        }
    }
}
