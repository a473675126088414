#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A property-list value, as read from an XML or binary plist by ``PropertyListReader``.
public indirect enum PropertyListValue: Sendable, Hashable {
    case string(String)
    case integer(Int64)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data([UInt8])
    case array([PropertyListValue])
    case dictionary(PropertyListDictionary)

    public var stringValue: String? { if case let .string(value) = self { value } else { nil } }
    public var dictionaryValue: PropertyListDictionary? { if case let .dictionary(value) = self { value } else { nil } }
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
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: PropertyListValue
        /// Where the `<key>` element starts (XML); nil for binary plists.
        public var location: SourceLocation?

        public init(key: String, value: PropertyListValue, location: SourceLocation? = nil) {
            self.key = key
            self.value = value
            self.location = location
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry] = []) { self.entries = entries }

    /// The value of the last entry with this key (the one Apple's reader keeps).
    public subscript(key: String) -> PropertyListValue? {
        entries.last { $0.key == key }?.value
    }

    public var keys: [String] { entries.map(\.key) }
}
