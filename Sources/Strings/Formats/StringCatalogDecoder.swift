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
    ///   - limits: The size cap and the decoded-size budget (keys and values put into tables).
    /// - Throws: ``StringsError``: `.syntax` for bad JSON, `.structure`, `.limit` over the size cap,
    ///   `.tooLarge` over the decoded-size budget.
    public static func decode(_ bytes: [UInt8], tableName: String, file: String? = nil, limits: ParserLimits = .default) throws(StringsError) -> Catalog {
        let start = SourceLocation(file: file, line: 1, column: 1)
        try limits.checkSize(bytes.count, file: file)
        var budget = DecodedSizeBudget(inputBytes: bytes.count, limits: limits)
        func charge(_ cost: Int) throws(StringsError) {
            guard budget.charge(DecodedSizeBudget.valueCost + cost) else { throw budget.exceeded(at: start) }
        }
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
        // Tables are changed in place (`tables[language, default:]`): copying one out and back for each
        // key copied the whole table every time, which made a large catalog quadratic.
        func empty(_ language: String) -> StringsTable { StringsTable(name: tableName, language: language) }
        for (key, value) in strings {
            guard let entry = value as? [String: Any] else {
                throw StringsError(.structure, at: start, "entry \"\(key)\" must be an object")
            }
            let localizations = entry["localizations"] as? [String: Any] ?? [:]
            for (language, content) in localizations {
                guard let content = content as? [String: Any] else {
                    throw StringsError(.structure, at: start, "\"\(key)\" → \"\(language)\" must be an object")
                }
                if tables[language] == nil { tables[language] = empty(language) }
                if let text = unitValue(content["stringUnit"]) {
                    try charge(key.utf8.count + text.utf8.count)
                    tables[language, default: empty(language)].strings[key] = text
                } else if let plural = (content["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                    var forms: [PluralCategory: String] = [:]
                    for (name, variant) in plural {
                        guard let category = PluralCategory(rawValue: name) else {
                            throw StringsError(.structure, at: start, "\"\(key)\" → \"\(language)\" has an unknown plural category \"\(name)\"")
                        }
                        if let text = unitValue((variant as? [String: Any])?["stringUnit"]) { forms[category] = text }
                    }
                    if forms[.other] != nil {
                        try charge(forms.values.reduce(key.utf8.count) { $0 + DecodedSizeBudget.valueCost + $1.utf8.count })
                        tables[language, default: empty(language)].plurals[key] = PluralizedString(
                            key: key, formatKey: "%#@value@",
                            variables: ["value": PluralVariable(name: "value", valueType: nil, forms: forms)])
                    }
                }
            }
            // The key itself is the source-language value when the catalog gives none.
            if localizations[sourceLanguage] == nil, entry["shouldTranslate"] as? Bool != false {
                try charge(2 * key.utf8.count)
                tables[sourceLanguage, default: empty(sourceLanguage)].strings[key] = key
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
