/// A value passed to ``SafeFormatter``: the Swift counterpart of a C variadic argument, with its
/// type known so that a mismatched specifier can be detected instead of misread.
public enum FormatArgument: Sendable, Hashable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// Text, or any object's description (`%@`).
    case string(String)
    /// A signed whole number (`%d`, `%ld`).
    case integer(Int64)
    /// An unsigned whole number (`%u`, `%x`).
    case unsignedInteger(UInt64)
    /// A floating-point number (`%f`, `%g`).
    case double(Double)

    /// A string argument written as a literal: `"Notes"`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer argument written as a literal: `3`.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// A floating-point argument written as a literal: `2.5`.
    public init(floatLiteral value: Double) { self = .double(value) }

    /// The argument type this value naturally fills.
    public var naturalType: FormatArgumentType {
        switch self {
        case .string: .object
        case .integer: .integer
        case .unsignedInteger: .unsignedInteger
        case .double: .double
        }
    }

    /// How `%@` shows the value.
    public var description: String {
        switch self {
        case let .string(value): value
        case let .integer(value): String(value)
        case let .unsignedInteger(value): String(value)
        case let .double(value): value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        }
    }

    /// The value as a signed integer, when it is one or can stand for one without loss of sense.
    var asInteger: Int64? {
        switch self {
        case let .integer(value): value
        case let .unsignedInteger(value): Int64(exactly: value)
        case let .double(value): value.isFinite && abs(value) < 9.2e18 ? Int64(value.rounded(.towardZero)) : nil
        case let .string(value): Int64(PlainText.trimmed(value, keepingNewlines: true))
        }
    }

    /// The value as a floating-point number, when it is a number.
    var asDouble: Double? {
        switch self {
        case let .integer(value): Double(value)
        case let .unsignedInteger(value): Double(value)
        case let .double(value): value
        case let .string(value): Double(PlainText.trimmed(value, keepingNewlines: true))
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IVersionSupport
