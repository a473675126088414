import LocaleServices

/// The strings of one table (`iVersion`, `Localizable`) in one language: plain strings from a
/// `.strings` file and plural entries from a `.stringsdict`, or both from a String Catalog.
public struct StringsTable: Sendable, Hashable {
    /// The table's name (the file name without extension).
    public var name: String
    /// The localisation it belongs to, as named on disk (`fr`, `zh-Hant`, `Base`).
    public var language: String
    /// Key → value.
    public var strings: [String: String]
    /// Key → plural entry.
    public var plurals: [String: PluralizedString]
    /// Damaged entries read past while loading the table: left out (a syntax error, a value that
    /// is not a string) or kept as Apple keeps them (a control character). One bad entry never
    /// costs a language.
    public var problems: [StringsError]

    /// - Parameters:
    ///   - name: The table's name.
    ///   - language: The localisation, as named on disk.
    ///   - strings: Key → value.
    ///   - plurals: Key → plural entry.
    ///   - problems: Damaged entries read past; none by default.
    public init(
        name: String, language: String, strings: [String: String] = [:], plurals: [String: PluralizedString] = [:],
        problems: [StringsError] = []
    ) {
        self.name = name
        self.language = language
        self.strings = strings
        self.plurals = plurals
        self.problems = problems
    }

    /// Every key, plain and plural, sorted.
    public var keys: [String] { Set(strings.keys).union(plurals.keys).sorted() }

    /// True when the table defines the key (plainly or as a plural).
    public func contains(_ key: String) -> Bool { strings[key] != nil || plurals[key] != nil }

    /// Merges another table's entries over this one's (the other wins on conflicts).
    mutating func merge(_ other: StringsTable) {
        strings.merge(other.strings) { _, new in new }
        plurals.merge(other.plurals) { _, new in new }
        problems += other.problems
    }
}
