import Foundation

/// One JSON value read leniently: whatever it is, decoding it never fails, so a field of the wrong
/// type can be ignored (or reported) by the feed instead of failing the whole response.
enum JSONScalar: Decodable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    case unsigned(UInt64)
    case double(Double)
    case string(String)
    /// An array, an object, or a number too large for a `Double`.
    case other

    init(from decoder: any Decoder) throws {
        guard let container = try? decoder.singleValueContainer() else { self = .other; return }
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int64.self) { self = .integer(value) }
        else if let value = try? container.decode(UInt64.self) { self = .unsigned(value) }
        else if let value = try? container.decode(Double.self) { self = .double(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else { self = .other }
    }

    /// `a string`, `a number`, … for messages.
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .unsigned, .double: "a number"
        case .string: "a string"
        case .other: "an array, an object or an unreadable number"
        }
    }

    var string: String? { if case let .string(value) = self { value } else { nil } }

    /// A whole number ≥ 0 given as a JSON number or as a string of digits (Apple sends some sizes as text).
    var unsignedInteger: UInt64? {
        switch self {
        case let .integer(value): value >= 0 ? UInt64(value) : nil
        case let .unsigned(value): value
        case let .double(value): value >= 0 && value < 18_446_744_073_709_551_616 && value.rounded() == value ? UInt64(value) : nil
        case let .string(text):
            Self.digits(text).flatMap { UInt64($0) }
        default: nil
        }
    }

    /// The text without surrounding spaces when it is one or more ASCII digits, else nil.
    static func digits(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && trimmed.utf8.allSatisfy({ (0x30...0x39).contains($0) }) ? trimmed : nil
    }

    /// A finite number given as a JSON number or a decimal string.
    var finiteDouble: Double? {
        let value: Double? = switch self {
        case let .integer(number): Double(number)
        case let .unsigned(number): Double(number)
        case let .double(number): number
        case let .string(text): Double(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
        guard let value, value.isFinite else { return nil }
        return value
    }
}
