#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IVersionSupport
import LocaleServices

/// Formats translations with `%@`, `%1$@`, `%d`, `%ld`, `%u`, `%f`, `%%` safely.
///
/// Unlike `String(format:)`, a translation with too few arguments, a wrong type or a positional
/// gap cannot cause undefined behaviour: the result is always a readable string, and every
/// problem is reported as a ``FormatDiagnostic``. A conversion with no argument stays as written
/// (`%@`), so the mistake is visible rather than silently dropped.
///
/// ```swift
/// let result = SafeFormatter.format("Version %@", ["1.2"])
/// result.string       // "Version 1.2"
/// result.diagnostics  // []
/// ```
public enum SafeFormatter {
    /// Formats `format` with `arguments`.
    /// - Parameters:
    ///   - format: the format string, usually a translation.
    ///   - arguments: the values, in argument order.
    ///   - locale: when given, numbers are written with the locale's digits and separators
    ///     (as `String.localizedStringWithFormat` does); otherwise in plain ASCII like `printf`.
    /// - Returns: the text and the problems found.
    public static func format(
        _ format: String, _ arguments: [FormatArgument], locale: LocaleFormatter? = nil
    ) -> FormattedText {
        Self.format(FormatString(format), arguments, locale: locale)
    }

    /// Formats an already parsed format string (reuse the parse when formatting repeatedly).
    public static func format(
        _ format: FormatString, _ arguments: [FormatArgument], locale: LocaleFormatter? = nil,
        variables: [String: String] = [:]
    ) -> FormattedText {
        var output = ""
        var diagnostics = format.problems.map { FormatDiagnostic.invalidConversion(text: $0.text, message: $0.message) }
        var next = 0
        var used = UsedPositions()
        var sawExplicit = false
        var sawSequential = false
        for piece in format.pieces {
            switch piece {
            case let .literal(text):
                output += text
            case let .variable(variable):
                let index = (variable.explicitPosition ?? (next + 1)) - 1
                if variable.explicitPosition == nil { next += 1 }
                used.insert(index)
                if let value = variables[variable.name] {
                    output += value
                } else {
                    diagnostics.append(.undefinedVariable(name: variable.name))
                    output += variable.text
                }
            case let .specifier(specifier):
                let index: Int
                if let position = specifier.explicitPosition {
                    index = position - 1
                    sawExplicit = true
                } else {
                    index = next
                    next += 1
                    sawSequential = true
                }
                used.insert(index)
                guard arguments.indices.contains(index) else {
                    diagnostics.append(.missingArgument(position: index + 1, specifier: specifier.text))
                    output += specifier.text
                    continue
                }
                let (text, mismatch) = render(specifier, arguments[index], locale: locale)
                if mismatch {
                    diagnostics.append(.typeMismatch(position: index + 1, specifier: specifier.text,
                                                     argument: arguments[index].naturalType))
                }
                output += text
            }
        }
        if sawExplicit && sawSequential { diagnostics.append(.mixedPositionalAndSequential) }
        let highest = used.highest.map { $0 + 1 } ?? 0
        // Only positions that have an argument can be gaps; bounding the range by the arguments
        // keeps `%999999$@` (positions are capped at a million) from costing a million lookups.
        let gaps = (0..<min(highest, arguments.count)).filter { !used.contains($0) }.map { $0 + 1 }
        if !gaps.isEmpty { diagnostics.append(.positionalGap(positions: gaps)) }
        if arguments.count > highest && !(used.isEmpty && arguments.isEmpty) {
            diagnostics.append(.unusedArguments(count: arguments.count - highest))
        }
        return FormattedText(string: output, diagnostics: diagnostics)
    }

    /// Renders one conversion; the flag says the argument's type did not fit the conversion.
    private static func render(
        _ specifier: FormatSpecifier, _ argument: FormatArgument, locale: LocaleFormatter?
    ) -> (String, Bool) {
        let text: String
        var mismatch = false
        switch specifier.type {
        case .object, .cString:
            text = argument.description
            if case .string = argument {} else if specifier.type == .cString { mismatch = true }
        case .integer, .unsignedInteger, .character, .pointer:
            if case .string = argument { mismatch = true } else if case .double = argument { mismatch = true }
            if let value = argument.asInteger {
                text = integerText(value, specifier, locale: locale)
            } else {
                text = argument.description
                mismatch = true
            }
        case .double:
            if case .string = argument { mismatch = true }
            if let value = argument.asDouble {
                text = doubleText(value, specifier, locale: locale)
            } else {
                text = argument.description
            }
        }
        return (pad(text, specifier), mismatch)
    }

    private static func integerText(_ value: Int64, _ specifier: FormatSpecifier, locale: LocaleFormatter?) -> String {
        switch specifier.conversion {
        case "n": return ""  // printf's `%n` shows nothing (it stores a count, which this formatter never does)
        case "x": return String(UInt64(bitPattern: value), radix: 16)
        case "X": return String(UInt64(bitPattern: value), radix: 16, uppercase: true)
        case "o", "O": return String(UInt64(bitPattern: value), radix: 8)
        case "c", "C": return Unicode.Scalar(UInt32(truncatingIfNeeded: value)).map { String(Character($0)) } ?? "\u{FFFD}"
        case "u", "U":
            let unsigned = UInt64(bitPattern: value)
            if let locale, let small = Int(exactly: unsigned), let text = try? locale.integer(small) { return text }
            return String(unsigned)
        default:
            if let locale, let text = try? locale.integer(Int(value)) { return text }
            return String(value)
        }
    }

    private static func doubleText(_ value: Double, _ specifier: FormatSpecifier, locale: LocaleFormatter?) -> String {
        let precision = min(specifier.precision ?? 6, 30)
        if let locale, "fF".contains(specifier.conversion), value.isFinite {
            // The locale's separators with exactly `precision` decimals.
            if let text = try? locale.fixed(value, fractionDigits: precision) { return text }
        }
        // C's printf with a single, checked Double argument is well defined.
        return PlainText.printf("%.\(precision)\(specifier.conversion)", value)
    }

    private static func pad(_ text: String, _ specifier: FormatSpecifier) -> String {
        guard let width = specifier.width, text.count < width else { return text }
        // Widths are capped at 1,000 characters; a text already that long gets no padding (the
        // count would be negative, which traps).
        let padding = String(repeating: specifier.flags.contains("0") && !specifier.flags.contains("-") ? "0" : " ",
                             count: max(0, min(width, 1_000) - text.count))
        return specifier.flags.contains("-") ? text + padding : padding + text
    }
}

/// The result of ``SafeFormatter``: the text to show and what was wrong, if anything.
public struct FormattedText: Sendable, Hashable {
    /// The text to show: every argument that fitted is substituted, the rest is left as written.
    public var string: String
    /// What was wrong with the format or the arguments; empty when everything fitted.
    public var diagnostics: [FormatDiagnostic]
}

/// A problem found while formatting a translation.
public enum FormatDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// A conversion refers to an argument that was not given; it was left as written.
    case missingArgument(position: Int, specifier: String)
    /// The argument's type does not fit the conversion; it was shown as sensibly as possible.
    case typeMismatch(position: Int, specifier: String, argument: FormatArgumentType)
    /// Arguments were given that no conversion uses.
    case unusedArguments(count: Int)
    /// Explicit positions skip some arguments (`%1$@ %3$@`).
    case positionalGap(positions: [Int])
    /// The string mixes `%@` with `%1$@`, whose numbering is easy to get wrong.
    case mixedPositionalAndSequential
    /// Text after a `%` that is no conversion (`%y`, a trailing `%`); it was kept as written.
    case invalidConversion(text: String, message: String)
    /// A `%#@name@` variable that the entry does not define.
    case undefinedVariable(name: String)

    /// The problem in words: `no argument 2 for %2$@`.
    public var description: String {
        switch self {
        case let .missingArgument(position, specifier): "no argument \(position) for \(specifier)"
        case let .typeMismatch(position, specifier, argument):
            "argument \(position) is \(argument) but \(specifier) expects \(FormatString(specifier).specifiers.first?.type.description ?? specifier)"
        case let .unusedArguments(count): "\(count) argument\(count == 1 ? "" : "s") not used by the format"
        case let .positionalGap(positions): "argument\(positions.count == 1 ? "" : "s") \(positions.map(String.init).joined(separator: ", ")) skipped by the explicit positions"
        case .mixedPositionalAndSequential: "mixes sequential (%@) and positional (%1$@) conversions"
        case let .invalidConversion(_, message): message
        case let .undefinedVariable(name): "variable '\(name)' is not defined"
        }
    }
}

extension FormatDiagnostic {
    var isAboutUnusedArguments: Bool {
        if case .unusedArguments = self { true } else { false }
    }
}

/// The argument positions (from 0) a format used: a bit mask for the first 64, which holds every real
/// format, and a Set only beyond. A fresh process formatting its first alert then instantiates no Set,
/// whose first use costs it a runtime lookup through every protocol conformance it has.
struct UsedPositions {
    private var low: UInt64 = 0
    private var high: Set<Int>?

    var isEmpty: Bool { low == 0 && (high?.isEmpty ?? true) }

    var highest: Int? {
        if let high, let top = high.max() { return top }
        return low == 0 ? nil : 63 - low.leadingZeroBitCount
    }

    mutating func insert(_ position: Int) {
        if (0..<64).contains(position) {
            low |= 1 << UInt64(position)
        } else {
            if high == nil { high = [] }
            high?.insert(position)
        }
    }

    func contains(_ position: Int) -> Bool {
        (0..<64).contains(position) ? low & (1 << UInt64(position)) != 0 : high?.contains(position) ?? false
    }
}

