/// One key-value pair of a strings file, where it was found.
public struct StringsEntry: Sendable, Hashable {
    /// The key, escapes resolved.
    public var key: String
    /// The value, escapes resolved.
    public var value: String
    /// The position of the key's first character.
    public var location: SourceLocation
    /// The comment written just before the entry (without `/* */` or `//`), if any.
    public var comment: String? {
        get { storedComment.string }
        set { storedComment = CommentText(newValue) }
    }

    /// The comment as the parser found it: a `String` is made only when ``comment`` is read.
    var storedComment: CommentText

    /// An entry, as a parser or a test builds it.
    /// - Parameters:
    ///   - key: The key.
    ///   - value: The value.
    ///   - location: Where the key starts.
    ///   - comment: The comment before the entry, if any.
    public init(key: String, value: String, location: SourceLocation, comment: String? = nil) {
        self.key = key
        self.value = value
        self.location = location
        self.storedComment = CommentText(comment)
    }

    @inline(__always)
    init(key: consuming String, value: consuming String, location: consuming SourceLocation, storedComment: consuming CommentText) {
        self.key = key
        self.value = value
        self.location = location
        self.storedComment = storedComment
    }
}

/// The form a strings file was stored in.
public enum StringsFileFormat: String, Sendable, Hashable, Codable {
    /// Old-style text, UTF-8 (with or without a byte order mark).
    case textUTF8
    /// Old-style text, UTF-16 little-endian (what Xcode long wrote, with a byte order mark).
    case textUTF16LittleEndian
    /// Old-style text, UTF-16 big-endian.
    case textUTF16BigEndian
    /// An XML property list whose root is a dictionary of strings.
    case xmlPropertyList
    /// A binary property list (`bplist00`), as built apps hold them.
    case binaryPropertyList
}

/// A parsed `.strings` file: every entry in file order (duplicates included), warnings, the errors
/// reading recovered from, and the table Apple's loader would produce (the last definition of a key wins).
public struct ParsedStringsFile: Sendable, Hashable {
    /// The form the file was stored in.
    public var format: StringsFileFormat
    /// Every entry read, in file order, duplicates included.
    public var entries: [StringsEntry]
    /// Things a translator should know that do not cost an entry (a duplicate key, an odd escape).
    public var warnings: [StringsWarning]
    /// Problems reading went on after, in file order: a damaged entry (left out), a value that is
    /// not a string (left out), a control character inside a string (kept). Empty for a clean file;
    /// ``StringsFileParser/parse(_:file:limits:mode:)`` in `.strict` mode throws the first instead.
    public var errors: [StringsError]
    /// What Apple's loader does with the file: loads it, stops at a line, or rejects it whole
    /// (see ``AppleLoaderOutcome``). Property lists and clean text load whole.
    public var appleLoader: AppleLoaderOutcome = .loadsAll

    /// - Parameters:
    ///   - format: The form the file was stored in.
    ///   - entries: The entries, in file order.
    ///   - warnings: The warnings.
    ///   - errors: The problems recovered from; none by default.
    public init(format: StringsFileFormat, entries: [StringsEntry], warnings: [StringsWarning], errors: [StringsError] = []) {
        self.format = format
        self.entries = entries
        self.warnings = warnings
        self.errors = errors
    }

    /// Key → value, the last definition winning, as Apple's parser does.
    public var table: [String: String] {
        var table: [String: String] = [:]
        table.reserveCapacity(entries.count)
        for entry in entries { table[entry.key] = entry.value }
        return table
    }
}
