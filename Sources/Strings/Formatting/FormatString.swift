/// A format string split into literal text and conversions: the parsed form of a translation
/// such as `"Version %@"` or `"%2$@ — %1$d"`.
///
/// Parsing never fails: text that is not a valid conversion (`%y`, a trailing `%`) stays literal
/// and is reported in ``problems``.
public struct FormatString: Sendable, Hashable {
    /// A piece of the format string.
    public enum Piece: Sendable, Hashable {
        /// Text shown as it is (`%%` already turned into `%`).
        case literal(String)
        /// A conversion that consumes an argument (`%@`, `%2$d`).
        case specifier(FormatSpecifier)
        /// A stringsdict variable (`%#@files@`), replaced by its plural form.
        case variable(FormatVariableReference)
    }

    /// A part of a format string that is not a valid conversion.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// Where the problem starts, in characters from the start of the format (0-based).
        public var offset: Int
        /// The text that is not a valid conversion (`%y`, `%`).
        public var text: String
        /// What is wrong with it, in words.
        public var message: String
        /// `at character N: message`, N counted from 1.
        public var description: String { "at character \(offset + 1): \(message)" }
    }

    /// The format string as given.
    public let source: String
    /// The literal runs and conversions, in order.
    public let pieces: [Piece]
    /// Text after a `%` that is no conversion; kept as literal text in ``pieces``.
    public let problems: [Problem]

    /// Parses a format string; never fails (see ``problems``).
    /// - Parameter source: The format, e.g. `"%1$@ of %2$d"`.
    public init(_ source: String) {
        self.source = source
        var source = source
        (self.pieces, self.problems) = source.withUTF8 { bytes in
            var parser = FormatStringParser(bytes)
            parser.run()
            return (parser.pieces, parser.problems)
        }
    }

    /// The signature of `source` and its first problem, without keeping its pieces: what a
    /// checker needs of a value, in memory bounded by the arguments rather than by the text (a
    /// value of four million `%@` kept 400 MB of pieces).
    /// - Parameter source: The format.
    /// - Returns: What ``signature`` and `problems.first` of `FormatString(source)` give.
    public static func signature(of source: String) -> Outline {
        var source = source
        return source.withUTF8 { bytes in
            var parser = FormatStringParser(bytes)
            parser.keepsPieces = false
            parser.run()
            return Outline(signature: FormatSignature(arguments: parser.arguments, conflictingPositions: parser.conflicts),
                           firstProblem: parser.problems.first, specifierCount: parser.specifierCount,
                           hasSpaceFlag: parser.sawSpaceFlag)
        }
    }

    /// What ``signature(of:)`` keeps of a format.
    public struct Outline: Sendable, Hashable {
        /// The arguments it takes.
        public var signature: FormatSignature
        /// Its first text that is no conversion, if any.
        public var firstProblem: Problem?
        /// How many conversions (``specifiers``) it has.
        public var specifierCount: Int
        /// Whether a conversion has the space flag (`% d`), which ordinary text such as "50% of" reads as.
        public var hasSpaceFlag: Bool
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
    /// rather than a line of several megabytes in a strings-check report. At most
    /// ``describedPositions`` positions are listed, then `… (N arguments)`: a value of a million
    /// `%@` describes in one line, not in 17 MB repeated in every finding that quotes it.
    public var description: String {
        guard count > 0 else { return "no arguments" }
        var parts: [String] = []
        var expected = 1
        for (position, type) in arguments.sorted(by: { $0.key < $1.key }) {
            guard parts.count < Self.describedPositions else {
                parts.append("… (\(count) arguments)")
                break
            }
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

    /// How many positions ``description`` lists before it stops.
    public static let describedPositions = 12
}

/// A hand-written scanner over UTF-8: `%[position$][flags][width][.precision][length]conversion`.
///
/// Every byte of the grammar is ASCII, so the scanner works on bytes: literal text is copied in
/// runs, never a scalar at a time. Offsets in pieces and problems count Unicode scalars, as before.
private struct FormatStringParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// The number of scalars before ``index``.
    var scalarIndex = 0
    /// Literal text waiting to become a piece: bytes from the input, joined by `%%` as `%`.
    var literal: [UInt8] = []
    var pieces: [FormatString.Piece] = []
    var problems: [FormatString.Problem] = []
    /// False to keep only the signature (``arguments``, ``conflicts``) and the problems.
    var keepsPieces = true
    var arguments: [Int: FormatArgumentType] = [:]
    var conflicts: [Int] = []
    var specifierCount = 0
    var sawSpaceFlag = false
    private var nextPosition = 1

    /// Records the argument a conversion takes, numbering sequential ones as
    /// ``FormatString/signature`` does.
    private mutating func assign(_ position: Int?, _ type: FormatArgumentType) {
        let index = position ?? nextPosition
        if position == nil { nextPosition += 1 }
        if let existing = arguments[index], existing != type { conflicts.append(index) }
        arguments[index] = type
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func run() {
        var runStart = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                literal.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                parseConversion()
                runStart = index
            } else {
                if bytes[index] & 0xC0 != 0x80 { scalarIndex += 1 }
                index += 1
            }
        }
        literal.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        flushLiteral()
    }

    private mutating func flushLiteral() {
        guard keepsPieces else { literal.removeAll(keepingCapacity: true); return }
        guard !literal.isEmpty else { return }
        pieces.append(.literal(String(decoding: literal, as: UTF8.self)))
        literal.removeAll(keepingCapacity: true)
    }

    private func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Moves over ASCII grammar bytes (one scalar each).
    private mutating func advance(_ count: Int = 1) {
        index += count
        scalarIndex += count
    }

    private mutating func readNumber() -> Int? {
        var value = 0
        var digits = 0
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            // Cap absurd widths and positions rather than overflow.
            value = min(value * 10 + Int(byte - 48), 1_000_000)
            digits += 1
            advance()
        }
        return digits > 0 ? value : nil
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private mutating func parseConversion() {
        let start = index, startScalar = scalarIndex
        advance()  // the '%'
        if peek() == UInt8(ascii: "%") {
            literal.append(UInt8(ascii: "%"))
            advance()
            return
        }
        var position: Int?
        let afterPercent = index
        if let number = readNumber(), peek() == UInt8(ascii: "$") {
            position = number
            advance()
        } else {
            scalarIndex -= index - afterPercent
            index = afterPercent
        }
        if peek() == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "@") {
            parseVariable(start: start, startScalar: startScalar, position: position)
            return
        }
        let flagsStart = index
        while let byte = peek(), Self.isFlag(byte) { advance() }
        let flags = text(flagsStart..<index)
        let width = readNumber()
        var precision: Int?
        if peek() == UInt8(ascii: ".") {
            advance()
            precision = readNumber() ?? 0
        }
        while let byte = peek(), Self.isLengthModifier(byte) { advance() }
        guard let conversion = peek(), let type = Self.type(of: conversion) else {
            // The text as written, up to and including the character that is not a conversion.
            var end = min(index + 1, bytes.count)
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            let written = text(start..<end)
            let message = peek() == nil
                ? "'%' at the end of the string starts no conversion (write %% for a percent sign)"
                : "'\(written)' is not a format conversion (write %% for a percent sign)"
            problems.append(.init(offset: startScalar, text: written, message: message))
            // Keep the text as written so the reader sees it, and carry on after it.
            literal.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            scalarIndex += end > index ? 1 : 0
            index = end
            return
        }
        advance()
        if position == 0 {
            problems.append(.init(offset: startScalar, text: "%0$", message: "argument positions start at 1"))
        }
        flushLiteral()
        guard keepsPieces else {
            assign(position == 0 ? nil : position, type)
            specifierCount += 1
            if flags.contains(" ") { sawSpaceFlag = true }
            return
        }
        pieces.append(.specifier(FormatSpecifier(
            text: text(start..<index), type: type, conversion: Character(Unicode.Scalar(conversion)),
            explicitPosition: position == 0 ? nil : position,
            flags: flags, width: width, precision: precision, offset: startScalar)))
    }

    private mutating func parseVariable(start: Int, startScalar: Int, position: Int?) {
        advance(2)  // "#@"
        let nameStart = index
        while let byte = peek(), byte != UInt8(ascii: "@") {
            if byte & 0xC0 != 0x80 { scalarIndex += 1 }
            index += 1
        }
        guard peek() == UInt8(ascii: "@"), index > nameStart else {
            let written = text(start..<index)
            problems.append(.init(offset: startScalar, text: written, message: "unterminated variable reference '\(written)' (expected %#@name@)"))
            literal.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            return
        }
        let name = text(nameStart..<index)
        advance()
        flushLiteral()
        guard keepsPieces else {
            assign(position, .integer)
            return
        }
        pieces.append(.variable(FormatVariableReference(name: name, explicitPosition: position, text: text(start..<index))))
    }

    // Switches, not sets: the first `Set<UInt8>` a fresh process builds costs it a runtime lookup
    // (`UInt8: Hashable`) and the pages of the set's code, for a check of a handful of characters.
    // The flags CoreFoundation's `__CFParseFormatSpec` (what `String(format:)` runs) reads: no `'`,
    // which ends the conversion there as literal text, like any character it has no case for.
    private static func isFlag(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"): true
        default: false
        }
    }

    private static func isLengthModifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"), UInt8(ascii: "z"), UInt8(ascii: "j"), UInt8(ascii: "t"): true
        default: false
        }
    }

    static func type(of conversion: UInt8) -> FormatArgumentType? {
        switch conversion {
        case UInt8(ascii: "@"): .object
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"): .integer
        case UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "O"): .unsignedInteger
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"),
             UInt8(ascii: "a"), UInt8(ascii: "A"): .double
        case UInt8(ascii: "c"), UInt8(ascii: "C"): .character
        // `%P` (a Pascal string) and `%n` (it writes to a pointer it reads) consume an argument in
        // CoreFoundation too: "100 % net" in a format reads one, like "% d".
        case UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "P"): .cString
        case UInt8(ascii: "p"), UInt8(ascii: "n"): .pointer
        default: nil
        }
    }
}
