/// Turns a property list read from a compiled `.strings` file into strings-file entries, insisting
/// on Apple's shape for it: a dictionary whose values are all strings. A value of another kind is
/// an error recorded in the result, and its entry is left out; the others are kept.
enum PropertyListStrings {
    static func file(from value: PropertyListValue, format: StringsFileFormat, file: String?) throws(StringsError) -> ParsedStringsFile {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard case .dictionary(let dictionary) = value else {
            throw StringsError(.structure, at: start, "the property list's root is \(value.kindDescription), but a strings file needs a dictionary of strings")
        }
        var entries: [StringsEntry] = []
        entries.reserveCapacity(dictionary.entries.count)
        var errors: [StringsError] = []
        var keys = DuplicateKeyIndex(expectedCount: dictionary.entries.count)
        for entry in dictionary.entries {
            // Binary plists carry no positions; the file's start is the honest answer.
            let location = entry.location ?? start
            guard case .string(let text) = entry.value else {
                errors.append(StringsError(.structure, at: location,
                    "the value of key \"\(entry.key)\" is \(entry.value.kindDescription); a strings file maps keys to strings only, so the entry is left out", key: entry.key))
                continue
            }
            keys.appendNotingASCII(entry.key)
            entries.append(StringsEntry(key: entry.key, value: text, location: location))
        }
        // ASCII keys (nearly all) are compared by their bytes, without hashing each into a
        // `Dictionary` (a third of the cost of a compiled file); other keys keep `String`'s
        // equality, under which canonically equivalent keys are one key.
        let duplicates = keys.allASCII ? keys.duplicates(in: entries) : equalKeys(entries)
        let warnings = duplicates.map { index, first in
            let entry = entries[index], earlier = entries[first].location
            return StringsWarning(.duplicateKey, at: entry.location,
                "key \"\(entry.key)\" is defined again; this definition replaces the one at \(earlier.line):\(earlier.column)",
                related: earlier, key: entry.key)
        }
        return ParsedStringsFile(format: format, entries: entries, warnings: warnings, errors: errors)
    }

    /// Each entry whose key equals (as `String`s) an earlier one's, with the first entry of that key.
    private static func equalKeys(_ entries: [StringsEntry]) -> [(index: Int, first: Int)] {
        var firstDefinition: [String: Int] = [:]
        firstDefinition.reserveCapacity(entries.count)
        var duplicates: [(index: Int, first: Int)] = []
        for (index, entry) in entries.enumerated() {
            if let first = firstDefinition[entry.key] { duplicates.append((index, first)) } else { firstDefinition[entry.key] = index }
        }
        return duplicates
    }
}
