#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A property-list value, as read from an XML or binary plist by ``PropertyListReader``.
///
/// Not `indirect`: arrays and dictionaries already hold their values out of line, and boxing every
/// value cost an allocation for each string of a strings file.
public enum PropertyListValue: Sendable, Hashable {
    /// `<string>`.
    case string(String)
    /// `<integer>`.
    case integer(Int64)
    /// `<real>`.
    case real(Double)
    /// `<true/>` or `<false/>`.
    case boolean(Bool)
    /// `<date>`.
    case date(Date)
    /// `<data>`, decoded from base64.
    case data([UInt8])
    /// `<array>`.
    case array([PropertyListValue])
    /// `<dict>`, keys in file order.
    case dictionary(PropertyListDictionary)

    /// The text of a string value, else nil.
    public var stringValue: String? { if case let .string(value) = self { value } else { nil } }
    /// The entries of a dictionary value, else nil.
    public var dictionaryValue: PropertyListDictionary? { if case let .dictionary(value) = self { value } else { nil } }
    /// The elements of an array value, else nil.
    public var arrayValue: [PropertyListValue]? { if case let .array(value) = self { value } else { nil } }

    /// The value's kind as a message says it: `a string`, `an integer`, `a dictionary`, ….
    public var kindDescription: String {
        switch self {
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .boolean: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}

/// A property-list dictionary that keeps its keys in file order, duplicates included, with where
/// each key was found (XML only), so tools can report duplicates and positions.
public struct PropertyListDictionary: Sendable, Hashable {
    /// One key and its value, and where the key is written.
    public struct Entry: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The value.
        public var value: PropertyListValue
        /// Where the `<key>` element starts (XML); nil for binary plists.
        public var location: SourceLocation?

        /// An entry; `location` is nil for values that come from a binary plist or from code.
        public init(key: String, value: PropertyListValue, location: SourceLocation? = nil) {
            self.key = key
            self.value = value
            self.location = location
        }
    }

    /// The entries in file order, a repeated key once per occurrence.
    public var entries: [Entry]

    /// A dictionary of these entries, in this order.
    public init(entries: [Entry] = []) { self.entries = entries }

    /// The value of the last entry with this key (the one Apple's reader keeps).
    public subscript(key: String) -> PropertyListValue? {
        entries.last { $0.key == key }?.value
    }

    /// Every key in file order, duplicates included.
    public var keys: [String] { entries.map(\.key) }
}
