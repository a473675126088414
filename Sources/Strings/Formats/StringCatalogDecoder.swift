import IVersionSupport
import LocaleServices

/// Reads Xcode String Catalogs (`.xcstrings`, JSON) into one ``StringsTable`` per language.
///
/// Plain values come from `stringUnit.value`; plural variations (`variations.plural`) become
/// ``PluralizedString`` entries whose format is the variation itself. Units in state `new` with
/// an empty value are left out, as Xcode leaves them out of the built app.
public enum StringCatalogDecoder {
    /// The decoded catalog: its source language and a table per language.
    public struct Catalog: Sendable, Hashable {
        /// The catalog's `sourceLanguage` (`en` when it names none): the language its keys are written in.
        public var sourceLanguage: String
        /// One table per language the catalog has, the source language always included.
        public var tables: [String: StringsTable]
    }

    /// Decodes a catalog.
    /// - Parameters:
    ///   - bytes: the JSON file.
    ///   - tableName: the name the tables get (the file's base name).
    ///   - file: the path, for error messages.
    ///   - limits: The size cap and the decoded-size budget (keys and values put into tables).
    /// - Returns: The source language and a table per language.
    /// - Throws: ``StringsError``: `.syntax` for bad JSON (with its line and column), `.structure` (at the
    ///   offending value), `.limit` over the size cap, `.tooLarge` over the decoded-size budget.
    public static func decode(_ bytes: [UInt8], tableName: String, file: String? = nil, limits: ParserLimits = .default) throws(StringsError) -> Catalog {
        try read(bytes, tableName: tableName, file: file, limits: limits, locatingKeys: false).catalog
    }

    /// Decodes a catalog and, when asked, where each key of `"strings"` is written (its first occurrence),
    /// for diagnostics that point into the file.
    package static func read(
        _ bytes: [UInt8], tableName: String, file: String?, limits: ParserLimits = .default, locatingKeys: Bool
    ) throws(StringsError) -> (catalog: Catalog, keyLocations: [String: SourceLocation]) {
        let start = SourceLocation(file: file, line: 1, column: 1)
        try limits.checkSize(bytes.count, file: file)
        var budget = DecodedSizeBudget(inputBytes: bytes.count, limits: limits)
        func location(_ offset: Int) -> SourceLocation {
            SourceLocation(file: file, position: SourceLocator.position(of: offset, in: bytes))
        }
        func charge(_ cost: Int, at offset: Int) throws(StringsError) {
            guard budget.charge(DecodedSizeBudget.valueCost + cost) else { throw budget.exceeded(at: location(offset)) }
        }
        let json: JSONValue
        do {
            json = try JSONReader.read(bytes, skippingByteOrderMark: true)
        } catch {
            throw StringsError(.syntax, at: SourceLocation(file: file, position: error.position), "not valid JSON: \(error.message)")
        }
        guard let strings = json["strings"]?.object else {
            throw StringsError(.structure, at: start, "a String Catalog is a JSON object with a \"strings\" object")
        }
        let sourceLanguage = json["sourceLanguage"]?.string ?? "en"
        var tables: [String: StringsTable] = [:]
        // Tables are changed in place (`tables[language, default:]`): copying one out and back for each
        // key copied the whole table every time, which made a large catalog quadratic.
        func empty(_ language: String) -> StringsTable { StringsTable(name: tableName, language: language) }
        for member in strings.members {
            let key = member.key
            guard let entry = member.value.object else {
                throw StringsError(.structure, at: location(member.valueOffset), "entry \"\(key)\" must be an object")
            }
            let localizations = entry["localizations"]?.object ?? JSONObject()
            for localization in localizations.members {
                let language = localization.key
                guard let content = localization.value.object else {
                    throw StringsError(.structure, at: location(localization.valueOffset), "\"\(key)\" → \"\(language)\" must be an object")
                }
                if tables[language] == nil { tables[language] = empty(language) }
                if let text = unitValue(content["stringUnit"]) {
                    try charge(key.utf8.count + text.utf8.count, at: localization.valueOffset)
                    tables[language, default: empty(language)].strings[key] = text
                } else if let plural = content["variations"]?["plural"]?.object {
                    var forms: [PluralCategory: String] = [:]
                    for variant in plural.members {
                        guard let category = PluralCategory(rawValue: variant.key) else {
                            throw StringsError(.structure, at: location(variant.keyOffset),
                                               "\"\(key)\" → \"\(language)\" has an unknown plural category \"\(variant.key)\"")
                        }
                        if let text = unitValue(variant.value["stringUnit"]) { forms[category] = text }
                    }
                    if forms[.other] != nil {
                        try charge(forms.values.reduce(key.utf8.count) { $0 + DecodedSizeBudget.valueCost + $1.utf8.count }, at: localization.valueOffset)
                        tables[language, default: empty(language)].plurals[key] = PluralizedString(
                            key: key, formatKey: "%#@value@",
                            variables: ["value": PluralVariable(name: "value", valueType: nil, forms: forms)])
                    }
                }
            }
            // The key itself is the source-language value when the catalog gives none.
            if localizations[sourceLanguage] == nil, entry["shouldTranslate"]?.bool != false {
                try charge(2 * key.utf8.count, at: member.keyOffset)
                tables[sourceLanguage, default: empty(sourceLanguage)].strings[key] = key
            }
        }
        if tables[sourceLanguage] == nil { tables[sourceLanguage] = StringsTable(name: tableName, language: sourceLanguage) }
        let catalog = Catalog(sourceLanguage: sourceLanguage, tables: tables)
        guard locatingKeys else { return (catalog, [:]) }
        // Keys come in file order, so one locator passes over the text once.
        var keyLocations: [String: SourceLocation] = [:]
        var locator = SourceLocator(file: file)
        bytes.withUnsafeBufferPointer { buffer in
            for member in strings.members where keyLocations[member.key] == nil {
                keyLocations[member.key] = locator.location(of: member.keyOffset, in: buffer)
            }
        }
        return (catalog, keyLocations)
    }

    private static func unitValue(_ unit: JSONValue?) -> String? {
        guard let value = unit?["value"]?.string else { return nil }
        if unit?["state"]?.string == "new", value.isEmpty { return nil }
        return value
    }
}
