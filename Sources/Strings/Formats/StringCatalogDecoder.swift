import IVersionSupport
import LocaleServices

/// Reads Xcode String Catalogs (`.xcstrings`, JSON) into one ``StringsTable`` per language.
///
/// A localization is read as Xcode builds it:
/// - `stringUnit.value` is a plain value; with `substitutions` it is the outer format of a plural
///   entry whose `%#@name@` variables are the substitutions (`argNum` gives a variable its argument
///   position, `formatSpecifier` its number's conversion, and `%arg` in a form stands for that number).
/// - `variations.plural` is a plural entry of one variable; `variations.device` holds a value per
///   device (`iphone`, `ipad`, `mac`, …, `other`), each a unit or a plural of its own: the table gets
///   the `other` device's value, else the first of ``deviceOrder``.
/// - Units in state `new` with an empty value are left out, as Xcode leaves them out of the built app,
///   and so is a value with a substitution all of whose forms are such units.
///
/// What the catalog says about each key besides its values (`extractionState`, `shouldTranslate`,
/// and each language's unit state) is in ``Catalog/keys``.
public enum StringCatalogDecoder {
    /// The decoded catalog: its source language and a table per language.
    public struct Catalog: Sendable, Hashable {
        /// The catalog's `sourceLanguage` (`en` when it names none): the language its keys are written in.
        public var sourceLanguage: String
        /// One table per language the catalog has, the source language always included.
        public var tables: [String: StringsTable]
        /// What the catalog says about each key besides its values.
        public var keys: [String: KeyInfo] = [:]
    }

    /// A key's catalog metadata.
    public struct KeyInfo: Sendable, Hashable {
        /// `extractionState`: `manual`, `extracted_with_value`, `migrated`, `stale` (Xcode no longer
        /// finds the key in the sources), or nil when the catalog gives none.
        public var extractionState: String?
        /// `shouldTranslate`: false for a key marked "Don't translate" in Xcode.
        public var shouldTranslate: Bool
        /// Each language's unit state, for the languages that have the key.
        public var states: [String: UnitState]
        /// `comment`: the developer's comment for translators (for an Interface Builder document's
        /// catalog, ibtool's `Class = …; ObjectID = …;` with the localizer's `Note = "…";`), or nil.
        public var comment: String?

        /// Whether Xcode marked the key stale: no longer used by the sources.
        public var isStale: Bool { extractionState == "stale" }

        /// Metadata another format gives a key in the catalog's terms (an XLIFF unit's `translate` and `state`).
        package init(
            extractionState: String?, shouldTranslate: Bool, states: [String: UnitState], comment: String? = nil
        ) {
            self.extractionState = extractionState
            self.shouldTranslate = shouldTranslate
            self.states = states
            self.comment = comment
        }
    }

    /// The review state Xcode keeps for a translation (`stringUnit.state`).
    public enum UnitState: String, Sendable, Hashable {
        /// Translated and reviewed; Xcode counts it in the language's percentage.
        case translated
        /// Not translated yet (Xcode fills in the source text or nothing).
        case new
        /// Translated, but the source changed since, or a translator asked for review.
        case needsReview = "needs_review"
        /// A unit Xcode marked stale.
        case stale

        /// The least finished of two states (`needs_review` before `new` before `translated`),
        /// for a value made of several units (plural forms, device variants, substitutions).
        package func combined(with other: UnitState) -> UnitState {
            let order: [UnitState] = [.needsReview, .new, .stale, .translated]
            return order.firstIndex(of: self)! <= order.firstIndex(of: other)! ? self : other
        }
    }

    /// The devices of `variations.device` in the order the table takes one when there is no `other`.
    public static let deviceOrder = ["other", "iphone", "ipad", "mac", "applewatch", "appletv", "applevision", "ipod"]

    /// Decodes a catalog.
    /// - Parameters:
    ///   - bytes: the JSON file.
    ///   - tableName: the name the tables get (the file's base name).
    ///   - file: the path, for error messages.
    ///   - limits: The size cap and the decoded-size budget (keys and values put into tables).
    /// - Returns: The source language and a table per language.
    /// - Throws: ``StringsError``: `.syntax` for bad JSON (with its line and column), `.structure` (at the
    ///   offending value), `.limit` over the size cap, `.tooLarge` over the decoded-size budget.
    public static func decode(_ bytes: [UInt8], tableName: String, file: String? = nil, limits: ParserLimits = .default)
        throws(StringsError) -> Catalog
    {
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
            throw StringsError(
                .syntax, at: SourceLocation(file: file, position: error.position), "not valid JSON: \(error.message)")
        }
        guard let strings = json["strings"]?.object else {
            throw StringsError(.structure, at: start, "a String Catalog is a JSON object with a \"strings\" object")
        }
        let sourceLanguage = json["sourceLanguage"]?.string ?? "en"
        var tables: [String: StringsTable] = [:]
        var keys: [String: KeyInfo] = [:]
        // Tables are changed in place (`tables[language, default:]`): copying one out and back for each
        // key copied the whole table every time, which made a large catalog quadratic.
        func empty(_ language: String) -> StringsTable { StringsTable(name: tableName, language: language) }
        for member in strings.members {
            let key = member.key
            guard let entry = member.value.object else {
                throw StringsError(
                    .structure, at: location(member.valueOffset), "entry \"\(key)\" must be an object", key: key)
            }
            var info = KeyInfo(
                extractionState: entry["extractionState"]?.string,
                shouldTranslate: entry["shouldTranslate"]?.bool != false, states: [:],
                comment: entry["comment"]?.string)
            let localizations = entry["localizations"]?.object ?? JSONObject()
            for localization in localizations.members {
                let language = localization.key
                guard let content = localization.value.object else {
                    throw StringsError(
                        .structure, at: location(localization.valueOffset),
                        "\"\(key)\" → \"\(language)\" must be an object", key: key)
                }
                if tables[language] == nil { tables[language] = empty(language) }
                var reader = UnitReader(key: key, language: language, location: location)
                let value = try reader.value(of: content)
                if let state = reader.state { info.states[language] = state }
                switch value {
                case let .plain(text)?:
                    try charge(key.utf8.count + text.utf8.count, at: localization.valueOffset)
                    tables[language, default: empty(language)].strings[key] = text
                case let .plural(plural)?:
                    let forms = plural.variables.values.flatMap(\.forms.values)
                    try charge(
                        forms.reduce(key.utf8.count + plural.formatKey.utf8.count) {
                            $0 + DecodedSizeBudget.valueCost + $1.utf8.count
                        },
                        at: localization.valueOffset)
                    tables[language, default: empty(language)].plurals[key] = plural
                case nil:
                    break
                }
            }
            // The key itself is the source-language value when the catalog gives none.
            if localizations[sourceLanguage] == nil, info.shouldTranslate {
                try charge(2 * key.utf8.count, at: member.keyOffset)
                tables[sourceLanguage, default: empty(sourceLanguage)].strings[key] = key
            }
            keys[key] = info
        }
        if tables[sourceLanguage] == nil {
            tables[sourceLanguage] = StringsTable(name: tableName, language: sourceLanguage)
        }
        let catalog = Catalog(sourceLanguage: sourceLanguage, tables: tables, keys: keys)
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
}

extension StringCatalogDecoder {
    /// `text` with each `%#@name@` of a substitution that has an `argNum` given that argument
    /// (`%#@count@` → `%2$#@count@`), as the built stringsdict writes it.
    ///
    /// One pass over the text: replacing each substitution's references in turn read the whole
    /// value once per substitution (a catalog of 928 KB, 10 s). Like that replacement, a reference
    /// is found wherever `%#@` starts one, and ends at the next `@`.
    static func numbered(_ text: String, _ positions: [String: Int]) -> String {
        guard !positions.isEmpty else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        var copied = 0
        while index + 3 < bytes.count {
            guard bytes[index] == UInt8(ascii: "%"), bytes[index + 1] == UInt8(ascii: "#"),
                bytes[index + 2] == UInt8(ascii: "@")
            else {
                index += 1
                continue
            }
            // The search stops at the next reference's own `@` at the latest, so the passes do not overlap.
            guard let end = bytes[(index + 3)...].firstIndex(of: UInt8(ascii: "@")) else { break }
            guard let position = positions[String(decoding: bytes[(index + 3)..<end], as: UTF8.self)] else {
                index += 1
                continue
            }
            result += bytes[copied..<index]
            result += Array("%\(position)$".utf8)
            index += 1
            copied = index
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }
}

/// A localization's value as the table gets it.
private enum CatalogValue {
    case plain(String)
    case plural(PluralizedString)
}

/// Reads one localization of one key: its value, and the least finished state among its units.
private struct UnitReader {
    let key: String
    let language: String
    let location: (Int) -> SourceLocation
    private(set) var state: StringCatalogDecoder.UnitState?

    init(key: String, language: String, location: @escaping (Int) -> SourceLocation) {
        self.key = key
        self.language = language
        self.location = location
    }

    /// A localization (or a device variant): a unit, a unit with substitutions, or variations.
    mutating func value(of content: JSONObject) throws(StringsError) -> CatalogValue? {
        if let variations = content["variations"]?.object {
            if let plural = variations.member("plural") {
                return try pluralValue(plural).map(CatalogValue.plural)
            }
            if let devices = variations["device"]?.object {
                // Every variant's state counts; the table keeps one variant's value.
                var chosen: (rank: Int, value: CatalogValue?)?
                for device in devices.members {
                    guard let variant = device.value.object else {
                        throw StringsError(
                            .structure, at: location(device.valueOffset),
                            "\"\(key)\" → \"\(language)\" → device \"\(device.key)\" must be an object", key: key)
                    }
                    let value = try self.value(of: variant)
                    let rank =
                        StringCatalogDecoder.deviceOrder.firstIndex(of: device.key)
                        ?? StringCatalogDecoder.deviceOrder.count
                    if chosen == nil || rank < chosen!.rank { chosen = (rank, value) }
                }
                return chosen?.value ?? nil
            }
            return nil
        }
        guard let text = unitValue(content["stringUnit"]) else { return nil }
        guard let substitutions = content["substitutions"]?.object else { return .plain(text) }
        var positions: [String: Int] = [:]
        var variables: [String: PluralVariable] = [:]
        for substitution in substitutions.members {
            let name = substitution.key
            // Only a conversion (`lld`, `d`, `@`, `.2f`…) is taken: it replaces every `%arg`, so text
            // of any other length could multiply the file.
            let specifier = substitution.value["formatSpecifier"]?.string.flatMap(Self.conversion)
            if case let .number(number)? = substitution.value["argNum"], let position = Int(number), position > 0,
                positions[name] == nil
            {
                positions[name] = position
            }
            guard let plural = substitution.value["variations"]?["plural"]?.object else { continue }
            let forms = try pluralForms(plural) { $0.replacing("%arg", with: "%" + (specifier ?? "@")) }
            // Every form `new` and empty: not translated yet, and left out of the app like an empty `new` unit.
            if forms.isEmpty { return nil }
            variables[name] = PluralVariable(name: name, valueType: specifier, forms: forms)
        }
        return .plural(
            PluralizedString(key: key, formatKey: StringCatalogDecoder.numbered(text, positions), variables: variables))
    }

    /// `formatSpecifier` when it is one conversion without its `%` (at most 8 characters), else nil.
    private static func conversion(_ text: String) -> String? {
        guard text.utf8.count <= 8, let specifier = FormatString("%" + text).specifiers.first,
            specifier.text == "%" + text
        else { return nil }
        return text
    }

    /// `variations.plural`: one variable, whose number's conversion is the one its forms use.
    private mutating func pluralValue(_ member: JSONObject.Member) throws(StringsError) -> PluralizedString? {
        guard let plural = member.value.object else {
            throw StringsError(
                .structure, at: location(member.valueOffset), "\"\(key)\" → \"\(language)\" → plural must be an object",
                key: key)
        }
        let forms = try pluralForms(plural) { $0 }
        guard forms[.other] != nil else { return nil }
        let sample = forms[.other].map { FormatString($0).specifiers.first { $0.explicitPosition == nil } } ?? nil
        let valueType = sample.map { String($0.text.dropFirst()) }
        return PluralizedString(
            key: key, formatKey: "%#@value@",
            variables: ["value": PluralVariable(name: "value", valueType: valueType, forms: forms)])
    }

    private mutating func pluralForms(_ plural: JSONObject, _ text: (String) -> String) throws(StringsError)
        -> [PluralCategory: String]
    {
        var forms: [PluralCategory: String] = [:]
        for variant in plural.members {
            guard let category = PluralCategory(rawValue: variant.key) else {
                throw StringsError(
                    .structure, at: location(variant.keyOffset),
                    "\"\(key)\" → \"\(language)\" has an unknown plural category \"\(variant.key)\"", key: key)
            }
            if let value = unitValue(variant.value["stringUnit"]) { forms[category] = text(value) }
        }
        return forms
    }

    private mutating func unitValue(_ unit: JSONValue?) -> String? {
        guard let value = unit?["value"]?.string else { return nil }
        let raw = unit?["state"]?.string
        if let raw, let unitState = StringCatalogDecoder.UnitState(rawValue: raw) {
            state = state.map { $0.combined(with: unitState) } ?? unitState
        } else {
            state = state ?? .translated
        }
        if raw == "new", value.isEmpty { return nil }
        return value
    }
}
