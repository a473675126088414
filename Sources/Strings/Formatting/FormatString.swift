/// A format string split into literal text and conversions: the parsed form of a translation
/// such as `"Version %@"` or `"%2$@ — %1$d"`.
///
/// Parsing never fails: text that is not a valid conversion (`%y`, a trailing `%`) stays literal
/// and is reported in ``problems``.
public struct FormatString: Sendable, Hashable {
    /// A piece of the format string.
    public enum Piece: Sendable, Hashable {
        case literal(String)
        case specifier(FormatSpecifier)
        case variable(FormatVariableReference)
    }

    /// A part of a format string that is not a valid conversion.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        public var offset: Int
        public var text: String
        public var message: String
        public var description: String { "at character \(offset + 1): \(message)" }
    }

    public let source: String
    public let pieces: [Piece]
    public let problems: [Problem]

    public init(_ source: String) {
        self.source = source
        var parser = FormatStringParser(Array(source.unicodeScalars))
        parser.run()
        self.pieces = parser.pieces
        self.problems = parser.problems
    }

    /// The conversions in order of appearance.
    public var specifiers: [FormatSpecifier] {
        pieces.compactMap { if case let .specifier(specifier) = $0 { specifier } else { nil } }
    }

    /// The `%#@name@` variable references in order of appearance.
    public var variables: [FormatVariableReference] {
        pieces.compactMap { if case let .variable(variable) = $0 { variable } else { nil } }
    }

    /// Which argument each conversion consumes: explicit positions as written, sequential ones
    /// numbered from 1 in order (as `printf` and Foundation do). Variables take a position too.
    public var signature: FormatSignature {
        var next = 1
        var arguments: [Int: FormatArgumentType] = [:]
        var conflicts: [Int] = []
        func assign(_ position: Int?, _ type: FormatArgumentType) {
            let index = position ?? next
            if position == nil { next += 1 }
            if let existing = arguments[index], existing != type { conflicts.append(index) }
            arguments[index] = type
        }
        for piece in pieces {
            switch piece {
            case .literal: continue
            case let .specifier(specifier): assign(specifier.explicitPosition, specifier.type)
            case let .variable(variable): assign(variable.explicitPosition, .integer)
            }
        }
        return FormatSignature(arguments: arguments, conflictingPositions: conflicts)
    }
}

/// What a format string expects of its arguments: for each 1-based position, the type.
///
/// Two strings are compatible when their signatures are equal: `"%1$@ %2$@"` and `"%2$@ %1$@"`
/// are; `"%@"` and `"%d"` are not, nor are `"%@ %@"` and `"%@"`.
public struct FormatSignature: Sendable, Hashable, CustomStringConvertible {
    /// Position → the argument type consumed there.
    public var arguments: [Int: FormatArgumentType]
    /// Positions used with two different types in the same string (always a bug).
    public var conflictingPositions: [Int]

    /// The number of arguments consumed (the highest position).
    public var count: Int { arguments.keys.max() ?? 0 }

    /// Positions between 1 and ``count`` that no conversion uses (`%1$@ %3$@` skips 2).
    ///
    /// Built from the used positions rather than by probing every one, so `%999999$@` (positions are
    /// capped at a million) costs a fill of the array, not a million dictionary lookups.
    public var gaps: [Int] {
        var gaps: [Int] = []
        var expected = 1
        for position in arguments.keys.sorted() {
            if position > expected { gaps.append(contentsOf: expected..<position) }
            expected = position + 1
        }
        return gaps
    }

    /// `1: %@ (object), 2: unused, 3: %d (integer)`; a run of more than three unused positions is written
    /// as one range (`2…999998: unused`), so a typo like `%999999$@` gives a short description
    /// rather than a line of several megabytes in a strings-check report.
    public var description: String {
        guard count > 0 else { return "no arguments" }
        var parts: [String] = []
        var expected = 1
        for (position, type) in arguments.sorted(by: { $0.key < $1.key }) {
            switch position - expected {
            case 0: break
            case 1...3: parts += (expected..<position).map { "\($0): unused" }
            default: parts.append("\(expected)…\(position - 1): unused")
            }
            parts.append("\(position): \(type)")
            expected = position + 1
        }
        return parts.joined(separator: ", ")
    }
}

/// A hand-written scanner over Unicode scalars: `%[position$][flags][width][.precision][length]conversion`.
private struct FormatStringParser {
    let scalars: [Unicode.Scalar]
    var index = 0
    var literal = String.UnicodeScalarView()
    var pieces: [FormatString.Piece] = []
    var problems: [FormatString.Problem] = []

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    mutating func run() {
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%" {
                parseConversion()
            } else {
                literal.append(scalar)
                index += 1
            }
        }
        flushLiteral()
    }

    private mutating func flushLiteral() {
        guard !literal.isEmpty else { return }
        pieces.append(.literal(String(literal)))
        literal = String.UnicodeScalarView()
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func readNumber() -> Int? {
        var value = 0
        var digits = 0
        while let scalar = peek(), ("0"..."9").contains(scalar) {
            // Cap absurd widths and positions rather than overflow.
            value = min(value * 10 + Int(scalar.value - 48), 1_000_000)
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    private mutating func parseConversion() {
        let start = index
        index += 1  // the '%'
        if peek() == "%" {
            literal.append("%")
            index += 1
            return
        }
        var position: Int?
        let afterPercent = index
        if let number = readNumber(), peek() == "$" {
            position = number
            index += 1
        } else {
            index = afterPercent
        }
        if peek() == "#", peek(1) == "@" {
            parseVariable(start: start, position: position)
            return
        }
        var flags = String.UnicodeScalarView()
        while let scalar = peek(), "-+ #0'".unicodeScalars.contains(scalar) {
            flags.append(scalar)
            index += 1
        }
        let width = readNumber()
        var precision: Int?
        if peek() == "." {
            index += 1
            precision = readNumber() ?? 0
        }
        while let scalar = peek(), "hlqLzjt".unicodeScalars.contains(scalar) { index += 1 }
        guard let conversion = peek(), let type = Self.type(of: conversion) else {
            let text = String(String.UnicodeScalarView(scalars[start..<min(index + 1, scalars.count)]))
            let message = peek() == nil
                ? "'%' at the end of the string starts no conversion (write %% for a percent sign)"
                : "'\(text)' is not a format conversion (write %% for a percent sign)"
            problems.append(.init(offset: start, text: text, message: message))
            // Keep the text as written so the reader sees it, and carry on after it.
            literal.append(contentsOf: scalars[start..<min(index + 1, scalars.count)])
            index = min(index + 1, scalars.count)
            return
        }
        index += 1
        if position == 0 {
            problems.append(.init(offset: start, text: "%0$", message: "argument positions start at 1"))
        }
        flushLiteral()
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        pieces.append(.specifier(FormatSpecifier(
            text: text, type: type, conversion: Character(conversion), explicitPosition: position == 0 ? nil : position,
            flags: String(flags), width: width, precision: precision, offset: start)))
    }

    private mutating func parseVariable(start: Int, position: Int?) {
        index += 2  // "#@"
        let nameStart = index
        while let scalar = peek(), scalar != "@" { index += 1 }
        guard peek() == "@", index > nameStart else {
            let text = String(String.UnicodeScalarView(scalars[start..<index]))
            problems.append(.init(offset: start, text: text, message: "unterminated variable reference '\(text)' (expected %#@name@)"))
            literal.append(contentsOf: scalars[start..<index])
            return
        }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<index]))
        index += 1
        flushLiteral()
        let text = String(String.UnicodeScalarView(scalars[start..<index]))
        pieces.append(.variable(FormatVariableReference(name: name, explicitPosition: position, text: text)))
    }

    static func type(of conversion: Unicode.Scalar) -> FormatArgumentType? {
        switch conversion {
        case "@": .object
        case "d", "i", "D": .integer
        case "u", "U", "x", "X", "o", "O": .unsignedInteger
        case "f", "F", "e", "E", "g", "G", "a", "A": .double
        case "c", "C": .character
        case "s", "S": .cString
        case "p": .pointer
        default: nil
        }
    }
}
