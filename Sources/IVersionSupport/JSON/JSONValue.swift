/// One JSON value as ``JSONReader`` read it: the package's one in-memory form of JSON, for the feeds,
/// the String Catalog decoder, the checker and (through ``JSONValueDecoder``) every `Decodable` file.
///
/// Numbers keep the text they were written with, so no precision is lost before a caller decides what
/// it wants (an `Int64`, a `UInt64`, a `Double`). Objects keep their members in file order, with where
/// each key and value starts, so callers can point diagnostics into the file.
package enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written (`-12.5e3`); grammar-checked.
    case number(String)
    /// A string, escapes resolved.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, members in file order (duplicates kept; lookups take the last).
    case object(JSONObject)

    /// `null`, `a boolean`, `a number`, `a string`, `an array` or `an object`, for messages.
    package var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The text of a string value, else nil.
    package var string: String? {
        if case let .string(text) = self { text } else { nil }
    }

    /// The members of an object value, else nil.
    package var object: JSONObject? {
        if case let .object(object) = self { object } else { nil }
    }

    /// The elements of an array value, else nil.
    package var array: [JSONValue]? {
        if case let .array(elements) = self { elements } else { nil }
    }

    /// The value of a boolean, else nil.
    package var bool: Bool? {
        if case let .bool(value) = self { value } else { nil }
    }

    /// The member `key` of an object value (the last one, when a key repeats); nil for a missing key or
    /// a value that is not an object.
    package subscript(key: String) -> JSONValue? {
        object?[key]
    }
}

/// A JSON object's members in file order.
package struct JSONObject: Sendable, Hashable {
    /// One `"key": value` pair and where it is written.
    package struct Member: Sendable, Hashable {
        /// The key, escapes resolved.
        package var key: String
        /// The byte offset of the key's opening quote.
        package var keyOffset: Int
        /// The byte offset of the value's first byte.
        package var valueOffset: Int
        /// The value.
        package var value: JSONValue

        /// Creates a member.
        package init(key: String, keyOffset: Int, valueOffset: Int, value: JSONValue) {
            self.key = key
            self.keyOffset = keyOffset
            self.valueOffset = valueOffset
            self.value = value
        }
    }

    /// The members, in the order they are written.
    package private(set) var members: [Member]

    /// For an object of more than a few members, the position of the last member of each key: a decoder
    /// asks for every key of a dictionary it decodes, and a scan per key made that quadratic (a review
    /// status of 8,000 languages took 43 times as long as one of 1,000). Small objects keep the scan,
    /// which is faster than hashing at that size.
    private let lastPositionOfKey: [String: Int]?

    /// Objects of at most this many members are searched member by member.
    private static let largestScannedObject = 8

    /// An object with these members.
    package init(members: [Member] = []) {
        self.members = members
        if members.count > Self.largestScannedObject {
            var positions: [String: Int] = [:]
            positions.reserveCapacity(members.count)
            for (position, member) in members.enumerated() { positions[member.key] = position }
            lastPositionOfKey = positions
        } else {
            lastPositionOfKey = nil
        }
    }

    /// The member named `key`: the last one when a key repeats, as most readers do.
    package func member(_ key: String) -> Member? {
        guard let lastPositionOfKey else { return members.last { $0.key == key } }
        return lastPositionOfKey[key].map { members[$0] }
    }

    /// The value of the member named `key` (the last one when a key repeats), or nil.
    package subscript(key: String) -> JSONValue? {
        member(key)?.value
    }
}
