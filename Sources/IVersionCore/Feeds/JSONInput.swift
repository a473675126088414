import Foundation
import IVersionSupport

/// How the JSON feeds (the App Store lookup, SSVC) read their bytes: the size cap, then the package's
/// JSON reader (grammar, depth, `line:column`), then a top level that must be an object; every failure
/// in ``FeedError``'s terms.
enum JSONInput {
    /// The top-level object of a JSON feed.
    static func object(_ bytes: [UInt8], source: String, maximumBytes: Int) throws(FeedError) -> JSONFields {
        guard let object = try value(bytes, source: source, maximumBytes: maximumBytes, expected: "a JSON object").object else {
            throw FeedError.malformed(source: source, message: "the top level is not a JSON object")
        }
        return JSONFields(object: object)
    }

    /// The top-level array of a JSON feed.
    static func array(_ bytes: [UInt8], source: String, maximumBytes: Int) throws(FeedError) -> [JSONValue] {
        guard let array = try value(bytes, source: source, maximumBytes: maximumBytes, expected: "a JSON array").array else {
            throw FeedError.malformed(source: source, message: "the top level is not a JSON array")
        }
        return array
    }

    private static func value(_ bytes: [UInt8], source: String, maximumBytes: Int, expected: String) throws(FeedError) -> JSONValue {
        try FeedLimits.check(bytes.count, limit: maximumBytes, source: source)
        guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw FeedError.malformed(source: source, message: "the input is empty, expected \(expected)")
        }
        do {
            return try JSONReader.read(bytes)
        } catch {
            throw FeedError.malformed(source: source, message: error.description)
        }
    }
}

/// A feed's JSON object read leniently: a field of the wrong type is ignored (or reported) by the feed
/// instead of failing the whole response, and `null` counts as absent.
struct JSONFields {
    let object: JSONObject

    /// Whether the key is written at all (even as `null`).
    func contains(_ key: String) -> Bool { object.member(key) != nil }

    /// The field's value; nil when it is missing or `null`.
    subscript(key: String) -> JSONValue? {
        guard let value = object[key], value != .null else { return nil }
        return value
    }
}

extension JSONValue {
    /// A whole number ≥ 0 given as a JSON number or as a string of digits (Apple sends some sizes as text).
    var unsignedInteger: UInt64? {
        switch self {
        case let .number(text):
            if let exact = UInt64(text) { return exact }
            guard let value = Double(text), value >= 0, value < 18_446_744_073_709_551_616, value.rounded() == value else { return nil }
            return UInt64(value)
        case let .string(text):
            return Self.digits(text).flatMap { UInt64($0) }
        default:
            return nil
        }
    }

    /// A finite number given as a JSON number or a decimal string.
    var finiteDouble: Double? {
        let value: Double? = switch self {
        case let .number(text): Double(text)
        case let .string(text): Double(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
        guard let value, value.isFinite else { return nil }
        return value
    }

    /// The text without surrounding spaces when it is one or more ASCII digits, else nil.
    private static func digits(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) }) ? trimmed : nil
    }
}
