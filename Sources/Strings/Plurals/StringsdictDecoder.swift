import LocaleServices

/// Reads `.stringsdict` files: a property list mapping each key to a dictionary with
/// `NSStringLocalizedFormatKey` and one dictionary per variable (`NSStringFormatSpecTypeKey` =
/// `NSStringPluralRuleType`, `NSStringFormatValueTypeKey`, and the forms `zero` … `other`).
public enum StringsdictDecoder {
    /// Decodes the entries of a stringsdict file.
    /// - Throws: `StringsError` with kind `.propertyList` for a malformed plist, `.structure` for
    ///   an entry that is not shaped like a stringsdict entry (the message names the key).
    public static func decode(_ bytes: [UInt8], file: String? = nil) throws(StringsError) -> [String: PluralizedString] {
        try decode(root: PropertyListReader.read(bytes, file: file), file: file)
    }

    /// Decodes the entries of a stringsdict already read with ``PropertyListReader``, for tools
    /// that also inspect the property list itself (duplicate keys, positions) and read it once.
    /// - Parameters:
    ///   - root: The property list's root value.
    ///   - file: The path to name in diagnostics.
    /// - Returns: The entries by key (the last definition of a duplicated key wins).
    /// - Throws: `StringsError` of kind `.structure` for an entry not shaped like a stringsdict entry.
    public static func decode(root: PropertyListValue, file: String? = nil) throws(StringsError) -> [String: PluralizedString] {
        let decoded = try decodeEach(root: root, file: file, requiringOther: true)
        if let first = decoded.problems.first { throw first }
        return decoded.entries
    }

    /// Decodes every entry it can: an entry not shaped like a stringsdict entry is one problem, and
    /// the rest of the file is still read (a checker reports every bad entry and checks the others).
    /// - Parameters:
    ///   - root: The property list's root value.
    ///   - file: The path to name in diagnostics.
    ///   - requiringOther: Whether a variable without an `other` form is a problem (the entry is then
    ///     left out); when false it is kept, for a rule that judges its categories.
    /// - Returns: The entries by key (the last definition of a duplicated key wins), and the problems.
    /// - Throws: `StringsError` of kind `.structure` when the root is not a dictionary.
    package static func decodeEach(
        root: PropertyListValue, file: String?, requiringOther: Bool
    ) throws(StringsError) -> (entries: [String: PluralizedString], problems: [StringsError]) {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let dictionary = root.dictionaryValue else {
            throw StringsError(.structure, at: start, "a stringsdict file must hold a dictionary of entries")
        }
        var entries: [String: PluralizedString] = [:]
        var problems: [StringsError] = []
        for entry in dictionary.entries {
            do throws(StringsError) {
                entries[entry.key] = try decode(entry, start: start, requiringOther: requiringOther)
            } catch {
                problems.append(error)
            }
        }
        return (entries, problems)
    }

    private static func decode(
        _ entry: PropertyListDictionary.Entry, start: SourceLocation, requiringOther: Bool
    ) throws(StringsError) -> PluralizedString {
        let location = entry.location ?? start
        guard let body = entry.value.dictionaryValue else {
            throw StringsError(.structure, at: location, "entry \"\(entry.key)\" must be a dictionary", key: entry.key)
        }
        guard let formatKey = body["NSStringLocalizedFormatKey"]?.stringValue else {
            throw StringsError(.structure, at: location, "entry \"\(entry.key)\" has no NSStringLocalizedFormatKey string", key: entry.key)
        }
        // The entry's members by name, found once: looking each reference up in the list read the
        // entry once per reference. The last of a repeated key wins, as in `PropertyListDictionary`.
        var members: [String: PropertyListValue] = [:]
        for member in body.entries { members[member.key] = member.value }
        var variables: [String: PluralVariable] = [:]
        // The format key's variables, then those the forms name (`%#@inner@` in a form, as Foundation
        // reads it): each read once, however often it is named, so the work follows the entry's text.
        var named: [(name: String, inForm: Bool)] = FormatString(formatKey).variables.map { ($0.name, false) }
        var next = 0
        while next < named.count {
            let (name, inForm) = named[next]
            next += 1
            guard variables[name] == nil else { continue }
            guard let definition = members[name]?.dictionaryValue else {
                // One named only in a form and defined nowhere is the checker's to report (with the
                // form that names it); the entry is still read, as Foundation still formats it.
                if inForm { continue }
                throw StringsError(.structure, at: location,
                                   "entry \"\(entry.key)\" uses %#@\(name)@ but defines no \"\(name)\" dictionary", key: entry.key)
            }
            let variable = try variable(name, definition, key: entry.key, at: location, requiringOther: requiringOther)
            variables[name] = variable
            for category in PluralCategory.allCases {
                for reference in variable.forms[category].map({ FormatString($0).variables }) ?? [] where variables[reference.name] == nil {
                    named.append((reference.name, true))
                }
            }
        }
        // Variables the entry defines and nothing names: harmless to Foundation, kept by name for the checker.
        let unreferenced = members.filter { name, value in
            variables[name] == nil && value.dictionaryValue?["NSStringFormatSpecTypeKey"] != nil
        }.keys.sorted()
        var plural = PluralizedString(key: entry.key, formatKey: formatKey, variables: variables, location: entry.location)
        plural.unreferencedVariables = unreferenced
        return plural
    }

    private static func variable(
        _ name: String, _ definition: PropertyListDictionary, key: String, at location: SourceLocation, requiringOther: Bool
    ) throws(StringsError) -> PluralVariable {
        let ruleType = definition["NSStringFormatSpecTypeKey"]?.stringValue
        guard ruleType == "NSStringPluralRuleType" else {
            throw StringsError(.structure, at: location,
                               "variable \"\(name)\" of \"\(key)\" has NSStringFormatSpecTypeKey \(ruleType.map { "\"\($0)\"" } ?? "missing"); only NSStringPluralRuleType is supported", key: key)
        }
        var forms: [PluralCategory: String] = [:]
        for category in PluralCategory.allCases {
            if let form = definition[category.rawValue] {
                guard let text = form.stringValue else {
                    throw StringsError(.structure, at: location,
                                       "form \"\(category.rawValue)\" of \"\(key)\" must be a string", key: key)
                }
                forms[category] = text
            }
        }
        if requiringOther, forms[.other] == nil {
            throw StringsError(.structure, at: location,
                               "variable \"\(name)\" of \"\(key)\" has no \"other\" form, which every language needs", key: key)
        }
        return PluralVariable(name: name, valueType: definition["NSStringFormatValueTypeKey"]?.stringValue, forms: forms)
    }
}
