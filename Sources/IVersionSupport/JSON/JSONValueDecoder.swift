#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes `Decodable` types from JSON read by ``JSONReader``: the package's files (stored state, the
/// notifier's notice, the feed cache, strings-check baselines) go through the same reader, depth cap and
/// `line:column` errors as the feeds.
///
/// It reads what `JSONEncoder` writes with its default strategies: `Data` as base64, `URL` as its
/// string, `Date` through its own `Decodable` conformance unless ``dateFromString`` is set.
///
/// ```swift
/// let state = try JSONValueDecoder().decode(Envelope.self, from: bytes)
/// ```
package struct JSONValueDecoder: Sendable {
    /// Dates written as text (ISO 8601, say): the parser for that text; nil to use `Date`'s own decoding.
    package var dateFromString: (@Sendable (String) -> Date?)?
    /// What ``dateFromString`` accepts, for messages: `"yesterday" is not an ISO 8601 date`.
    package var dateFormatName: String
    /// The most arrays and objects nested inside one another.
    package var maximumDepth = JSONReader.defaultMaximumDepth

    /// A decoder with `JSONEncoder`'s default strategies.
    package init(dateFormatName: String = "a date", dateFromString: (@Sendable (String) -> Date?)? = nil) {
        self.dateFormatName = dateFormatName
        self.dateFromString = dateFromString
    }

    /// Why bytes did not decode: not JSON (with its position), or JSON of the wrong shape (with the key path).
    package enum Failure: Error, Sendable, CustomStringConvertible {
        /// The bytes are not JSON.
        case syntax(JSONReader.Failure)
        /// The JSON does not have the type's shape; Swift's own error, with its coding path.
        case shape(DecodingError)
        /// The type's own `init(from:)` refused the value with an error of its own.
        case custom(any Error)

        /// `3:14: expected …` or `lastChecked: "yesterday" is not a date`.
        package var description: String {
            switch self {
            case let .syntax(failure): failure.description
            case let .shape(error): Self.describe(error)
            case let .custom(error): "\(error)"
            }
        }

        /// A decoding error as `path: what`, naming the field: `entries[2].rule: expected a string, found
        /// a number`, `missing "version"`, `the top level: expected an object, found an array`.
        package static func describe(_ error: DecodingError) -> String {
            func path(_ codingPath: [any CodingKey]) -> String {
                var text = ""
                for key in codingPath {
                    if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
                }
                return text
            }
            switch error {
            case let .keyNotFound(key, context):
                let parent = path(context.codingPath)
                return "\(parent.isEmpty ? "" : parent + ": ")missing \"\(key.stringValue)\""
            case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
                let field = path(context.codingPath)
                return "\(field.isEmpty ? "the top level" : field): \(context.debugDescription)"
            @unknown default:
                return "\(error)"
            }
        }
    }

    /// Reads `bytes` and decodes a `T` from them.
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - bytes: UTF-8 JSON.
    /// - Returns: The value.
    /// - Throws: ``Failure``.
    package func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws(Failure) -> T {
        let value: JSONValue
        do {
            value = try JSONReader.read(bytes, maximumDepth: maximumDepth)
        } catch {
            throw .syntax(error)
        }
        return try decode(type, from: value)
    }

    /// Decodes a `T` from a value already read.
    /// - Throws: ``Failure/shape(_:)``.
    package func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws(Failure) -> T {
        do {
            return try ValueDecoder(value: value, codingPath: [], options: self).decodeValue(type)
        } catch let error as DecodingError {
            throw .shape(error)
        } catch {
            throw .custom(error)
        }
    }
}

/// The `Decoder` over one value.
private struct ValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    let options: JSONValueDecoder
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let object = value.object else { throw mismatch([String: Any].self, "an object") }
        return KeyedDecodingContainer(KeyedContainer<Key>(object: object, decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let elements = value.array else { throw mismatch([Any].self, "an array") }
        return UnkeyedContainer(elements: elements, decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValueContainer(decoder: self) }

    func child(_ value: JSONValue, key: any CodingKey) -> ValueDecoder {
        ValueDecoder(value: value, codingPath: codingPath + [key], options: options)
    }

    func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
        if case .null = value {
            return .valueNotFound(type, .init(codingPath: codingPath, debugDescription: "expected \(expected), found null"))
        }
        return .typeMismatch(type, .init(codingPath: codingPath, debugDescription: "expected \(expected), found \(value.kind)"))
    }

    func corrupted(_ message: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: codingPath, debugDescription: message))
    }

    /// The types `JSONEncoder` writes specially, then everything else through its own `init(from:)`.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if type == Data.self {
            guard let text = value.string else { throw mismatch(Data.self, "a base64 string") }
            guard let data = Data(base64Encoded: text) else { throw corrupted("the text is not valid base64") }
            return data as! T
        }
        if type == URL.self {
            guard let text = value.string else { throw mismatch(URL.self, "a URL string") }
            guard let url = URL(string: text) else { throw corrupted("\"\(text)\" is not a URL") }
            return url as! T
        }
        if type == Date.self, let parse = options.dateFromString {
            guard let text = value.string else { throw mismatch(Date.self, "a date string") }
            guard let date = parse(text) else { throw corrupted("\"\(text)\" is not \(options.dateFormatName)") }
            return date as! T
        }
        return try T(from: self)
    }

    func decodeString() throws -> String {
        guard let text = value.string else { throw mismatch(String.self, "a string") }
        return text
    }

    func decodeBool() throws -> Bool {
        guard let flag = value.bool else { throw mismatch(Bool.self, "a boolean") }
        return flag
    }

    /// A whole number of type `T`, written as an integer or as a float with no fraction (`3.0`, `1e3`).
    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard case let .number(text) = value else { throw mismatch(T.self, "a number") }
        if let exact = T(text) { return exact }
        if let double = Double(text), let exact = T(exactly: double) { return exact }
        throw corrupted("\(text) does not fit in \(T.self)")
    }

    func decodeFloatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws -> T {
        guard case let .number(text) = value else { throw mismatch(T.self, "a number") }
        guard let number = T(text), number.isFinite else { throw corrupted("\(text) does not fit in \(T.self)") }
        return number
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let object: JSONObject
    let decoder: ValueDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { object.members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { object.member(key.stringValue) != nil }

    func child(_ key: Key) throws -> ValueDecoder {
        guard let value = object[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no member \"\(key.stringValue)\""))
        }
        return decoder.child(value, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try child(key).value { return true }
        return false
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try child(key).decodeBool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try child(key).decodeString() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try child(key).decodeFloatingPoint(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try child(key).decodeFloatingPoint(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try child(key).decodeInteger(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try child(key).decodeInteger(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try child(key).decodeInteger(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try child(key).decodeInteger(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try child(key).decodeInteger(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try child(key).decodeInteger(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try child(key).decodeInteger(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decodeValue(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        decoder.child(object["super"] ?? .null, key: IndexKey(stringValue: "super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        decoder.child(object[key.stringValue] ?? .null, key: key)
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let decoder: ValueDecoder
    var currentIndex = 0
    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    init(elements: [JSONValue], decoder: ValueDecoder) {
        self.elements = elements
        self.decoder = decoder
    }

    mutating func next(_ type: Any.Type) throws -> ValueDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, .init(codingPath: codingPath, debugDescription: "the array has only \(elements.count) elements"))
        }
        defer { currentIndex += 1 }
        return decoder.child(elements[currentIndex], key: IndexKey(intValue: currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = elements[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type).decodeBool() }
    mutating func decode(_ type: String.Type) throws -> String { try next(type).decodeString() }
    mutating func decode(_ type: Double.Type) throws -> Double { try next(type).decodeFloatingPoint(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next(type).decodeFloatingPoint(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next(type).decodeInteger(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next(type).decodeInteger(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next(type).decodeInteger(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next(type).decodeInteger(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next(type).decodeValue(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next(type).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next([Any].self).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next(Any.self) }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
    let decoder: ValueDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        if case .null = decoder.value { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
    func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
    func decode(_ type: Double.Type) throws -> Double { try decoder.decodeFloatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.decodeFloatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type) }
}

/// An array index, or `super`, as a coding key.
private struct IndexKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}
