/// A file that could not be read as a strings table, a stringsdict, a String Catalog or a
/// property list, with where and why, in words a translator can act on.
public struct StringsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is; stable, for tools that group or filter errors.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The text breaks the format's grammar (an unterminated string, a missing `=`).
        case syntax
        /// The bytes are not valid text in the encoding the file declares or implies.
        case encoding
        /// A property list (XML or binary) is malformed: truncated, bad offsets, a cycle.
        case propertyList
        /// The file parsed, but its structure is not what the format requires.
        case structure
        /// The file is larger than the parser accepts, or nests too deeply.
        case limit
        /// The file decodes to more text and values than its decoded-size budget allows (a binary
        /// plist that references one large string a million times, say).
        case tooLarge
        /// The file could not be read from disk.
        case io
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// Where the problem is; for binary input the line is 1 and the column is the byte offset + 1.
    public var location: SourceLocation
    /// A short sentence without a trailing period, e.g. `unterminated string starting at 12:5`.
    public var message: String
    /// The key of the entry the problem is in, when it was read before the problem (a value that
    /// never ends, a stringsdict entry without its format key); nil for a problem of the whole file.
    public var key: String?

    /// An error of `kind` at `location`.
    /// - Parameters:
    ///   - kind: What kind of problem it is.
    ///   - location: Where it is.
    ///   - message: A short sentence without a trailing period.
    ///   - key: The key of the entry the problem is in, if one was read.
    public init(_ kind: Kind, at location: SourceLocation, _ message: String, key: String? = nil) {
        self.kind = kind
        self.location = location
        self.message = message
        self.key = key
    }

    /// Compiler style: `path:line:col: error: message`.
    public var description: String { "\(location): error: \(message)" }
}

/// Something that is not an error but a translator should know, such as a key defined twice.
public struct StringsWarning: Sendable, Hashable, CustomStringConvertible {
    /// What kind of warning this is; stable, for tools that group or filter.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The same key appears more than once in one file; the last definition wins.
        case duplicateKey
        /// Lines end in a mix of LF, CRLF and CR.
        case mixedLineEndings
        /// Something the parser accepted but that Apple's tools treat loosely (an unknown escape).
        case suspicious
        /// A control character other than NUL inside a string: Apple keeps it, invisible in an editor.
        case controlCharacter
    }

    /// What kind of warning it is.
    public var kind: Kind
    /// Where it is.
    public var location: SourceLocation
    /// A short sentence without a trailing period.
    public var message: String
    /// For a duplicate key: where the earlier definition is.
    public var related: SourceLocation?
    /// The key of the entry it concerns (for a duplicate key, the key defined again), so a report
    /// can name it without reading the message; nil when it concerns no one entry.
    public var key: String?

    /// A warning of `kind` at `location`, with the related position and the key for a duplicate key.
    /// - Parameters:
    ///   - kind: What kind of warning it is.
    ///   - location: Where it is.
    ///   - message: A short sentence without a trailing period.
    ///   - related: For a duplicate key, where the earlier definition is.
    ///   - key: The key of the entry it concerns, if any.
    public init(_ kind: Kind, at location: SourceLocation, _ message: String, related: SourceLocation? = nil, key: String? = nil) {
        self.kind = kind
        self.location = location
        self.message = message
        self.related = related
        self.key = key
    }

    /// Compiler style: `path:line:col: warning: message`.
    public var description: String { "\(location): warning: \(message)" }
}
