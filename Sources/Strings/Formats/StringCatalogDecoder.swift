import Foundation
import LocaleServices

/// Reads Xcode String Catalogs (`.xcstrings`, JSON) into one ``StringsTable`` per language.
///
/// Plain values come from `stringUnit.value`; plural variations (`variations.plural`) become
/// ``PluralizedString`` entries whose format is the variation itself. Units in state `new` with
/// an empty value are left out, as Xcode leaves them out of the built app.
public enum StringCatalogDecoder {
    /// The decoded catalog: its source language and a table per language.
    public struct Catalog: Sendable, Hashable {
        public var sourceLanguage: String
        public var tables: [String: StringsTable]
    }

    /// - Parameters:
    ///   - bytes: the JSON file.
    ///   - tableName: the name the tables get (the file's base name).
    ///   - file: the path, for error messages.
    public static func decode(_ bytes: [UInt8], tableName: String, file: String? = nil) throws(StringsError) -> Catalog {
        let start = SourceLocation(file: file, line: 1, column: 1)
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw StringsError(.syntax, at: start, "not valid JSON: \(error.localizedDescription)")
        }
        guard let root = json as? [String: Any], let strings = root["strings"] as? [String: Any] else {
            throw StringsError(.structure, at: start, "a String Catalog is a JSON object with a \"strings\" object")
        }
        let sourceLanguage = root["sourceLanguage"] as? String ?? "en"
        var tables: [String: StringsTable] = [:]
        func table(_ language: String) -> StringsTable {
            tables[language] ?? StringsTable(name: tableName, language: language)
        }
        for (key, value) in strings {
            guard let entry = value as? [String: Any] else {
                throw StringsError(.structure, at: start, "entry \"\(key)\" must be an object")
            }
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            for (language, content) in localizations {
                guard let content = content as? [String: Any] else {
                    throw StringsError(.structure, at: start, "\"\(key)\" → \"\(language)\" must be an object")
                }
                var updated = table(language)
                if let text = unitValue(content["stringUnit"]) {
                    updated.strings[key] = text
                } else if let plural = (content["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                    var forms: [PluralCategory: String] = [:]
                    for (name, variant) in plural {
                        guard let category = PluralCategory(rawValue: name) else {
                            throw StringsError(.structure, at: start, "\"\(key)\" → \"\(language)\" has an unknown plural category \"\(name)\"")
                        }
                        if let text = unitValue((variant as? [String: Any])?["stringUnit"]) { forms[category] = text }
                    }
                    if forms[.other] != nil {
                        updated.plurals[key] = PluralizedString(
                            key: key, formatKey: "%#@value@",
                            variables: ["value": PluralVariable(name: "value", valueType: nil, forms: forms)])
                    }
                }
                tables[language] = updated
            }
            // The key itself is the source-language value when the catalog gives none.
            if localizations[sourceLanguage] == nil, entry["shouldTranslate"] as? Bool != false {
                var source = table(sourceLanguage)
                source.strings[key] = key
                tables[sourceLanguage] = source
            }
        }
        if tables[sourceLanguage] == nil { tables[sourceLanguage] = StringsTable(name: tableName, language: sourceLanguage) }
        return Catalog(sourceLanguage: sourceLanguage, tables: tables)
    }

    private static func unitValue(_ unit: Any?) -> String? {
        guard let unit = unit as? [String: Any], let value = unit["value"] as? String else { return nil }
        if unit["state"] as? String == "new", value.isEmpty { return nil }
        return value
    }
}
