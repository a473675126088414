/// The package's one JSON reader: strict RFC 8259 grammar, nesting capped, errors at `line:column`.
///
/// Why not `JSONSerialization`: on Linux its errors name no position, its values are untyped (`Any`),
/// and its nesting limit is whatever Foundation's is. This reader bounds depth (no input can exhaust the
/// stack), says where and what is wrong (`3:3: expected '"' to start a key, found 'o'`), validates UTF-8,
/// and records where every object member is written, in one pass over the bytes (linear however long a
/// line is: positions are computed only for the error, or by the caller once, in increasing order).
///
/// ```swift
/// let value = try JSONReader.read(bytes)
/// let version = value["version"]?.string
/// ```
package struct JSONReader {
    /// Why the bytes are not JSON, and where.
    package struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The byte offset of the problem.
        package var offset: Int
        /// Its 1-based line and column (in Unicode scalars).
        package var position: SourcePosition
        /// What is wrong: `expected ',' or '}' in an object, found 'x'`.
        package var message: String

        /// `line:column: message`.
        package var description: String { "\(position): \(message)" }
    }

    /// Deeper than any real document (feeds nest 3 levels, String Catalogs about 10), shallow enough
    /// that recursion can never exhaust a thread's stack.
    package static let defaultMaximumDepth = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maximumDepth: Int
    private var position = 0
    /// Escaped strings are assembled here, reused from one string to the next.
    private var scratch: [UInt8] = []

    /// Reads exactly one JSON value (white space around it allowed).
    /// - Parameters:
    ///   - bytes: The document, UTF-8.
    ///   - maximumDepth: The most arrays and objects nested inside one another.
    ///   - skippingByteOrderMark: Whether a leading UTF-8 byte order mark is skipped (files saved by some
    ///     editors have one) rather than refused (RFC 8259 forbids one on the wire).
    /// - Returns: The value.
    /// - Throws: ``Failure`` with the position of the first problem: bad grammar, invalid UTF-8, an unpaired
    ///   surrogate escape, nesting too deep, or anything after the value.
    package static func read(
        _ bytes: [UInt8], maximumDepth: Int = defaultMaximumDepth, skippingByteOrderMark: Bool = false
    ) throws(Failure) -> JSONValue {
        let outcome: Result<JSONValue, Failure> = bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(bytes: buffer, maximumDepth: maximumDepth)
            if skippingByteOrderMark, buffer.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
            return Result { () throws(Failure) in try reader.document() }
        }
        return try outcome.get()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    private mutating func document() throws(Failure) -> JSONValue {
        skipSpace()
        let value = try value(depth: 0)
        skipSpace()
        guard position == bytes.count else { throw failure("unexpected \(found) after the JSON value") }
        return value
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// The byte at the current position, for messages.
    private var found: String {
        guard let byte = current else { return "end of input" }
        return (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func failure(_ message: String, at offset: Int? = nil) -> Failure {
        let offset = offset ?? position
        var locator = SourceLocator()
        return Failure(offset: offset, position: locator.position(of: offset, in: bytes), message: message)
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        guard current == byte else { throw failure("expected \(what), found \(found)") }
        position += 1
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        switch current {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?: return .number(try number())
        default: throw failure("expected a JSON value, found \(found)")
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        guard depth < maximumDepth else { throw failure("nesting deeper than \(maximumDepth) levels") }
        position += 1
        skipSpace()
        var members: [JSONObject.Member] = []
        if current == UInt8(ascii: "}") { position += 1; return .object(JSONObject(members: members)) }
        while true {
            guard current == UInt8(ascii: "\"") else { throw failure("expected '\"' to start a key, found \(found)") }
            let keyOffset = position
            let key = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"), "':' after a key")
            skipSpace()
            let valueOffset = position
            let value = try value(depth: depth + 1)
            members.append(JSONObject.Member(key: key, keyOffset: keyOffset, valueOffset: valueOffset, value: value))
            skipSpace()
            if current == UInt8(ascii: "}") { position += 1; return .object(JSONObject(members: members)) }
            try expect(UInt8(ascii: ","), "',' or '}' in an object")
            skipSpace()
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        guard depth < maximumDepth else { throw failure("nesting deeper than \(maximumDepth) levels") }
        position += 1
        skipSpace()
        var elements: [JSONValue] = []
        if current == UInt8(ascii: "]") { position += 1; return .array(elements) }
        while true {
            elements.append(try value(depth: depth + 1))
            skipSpace()
            if current == UInt8(ascii: "]") { position += 1; return .array(elements) }
            try expect(UInt8(ascii: ","), "',' or ']' in an array")
            skipSpace()
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let start = position
        let count = word.utf8CodeUnitCount
        guard bytes.count - position >= count,
              UnsafeBufferPointer(start: word.utf8Start, count: count).elementsEqual(bytes[position..<position + count]) else {
            throw failure("expected a JSON value, found \(found)", at: start)
        }
        position += count
    }

    private mutating func digits() -> Bool {
        let start = position
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
        return position > start
    }

    private mutating func number() throws(Failure) -> String {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") { position += 1 } else if !digits() { throw failure("expected a digit, found \(found)") }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits() else { throw failure("expected a digit after '.', found \(found)") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits() else { throw failure("expected a digit in the exponent, found \(found)") }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    /// A string from its opening quote: runs without escapes are taken as they are (after checking their
    /// UTF-8); only a string with escapes is copied through the scratch buffer.
    private mutating func string() throws(Failure) -> String {
        let start = position
        position += 1
        var runStart = position
        var escaped = false
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<position])
                position += 1
                guard escaped else { return String(decoding: run, as: UTF8.self) }
                scratch.append(contentsOf: run)
                defer { scratch.removeAll(keepingCapacity: true) }
                return String(decoding: scratch, as: UTF8.self)
            case UInt8(ascii: "\\"):
                if !escaped { scratch.removeAll(keepingCapacity: true); escaped = true }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                try escape()
                runStart = position
            case 0..<0x20:
                throw failure("control character \(found) in a string (escape it)")
            case 0x80...:
                try utf8Sequence()
            default:
                position += 1
            }
        }
        throw failure("unterminated string", at: start)
    }

    /// One escape, from its backslash, appended to the scratch buffer as UTF-8.
    private mutating func escape() throws(Failure) {
        position += 1
        let simple: UInt8? = switch current {
        case UInt8(ascii: "\""): 0x22
        case UInt8(ascii: "\\"): 0x5C
        case UInt8(ascii: "/"): 0x2F
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            scratch.append(simple)
            position += 1
            return
        }
        guard current == UInt8(ascii: "u") else { throw failure("invalid escape \\\(found) in a string") }
        let escapeStart = position - 1
        var unit = try hexUnit()
        if (0xDC00..<0xE000).contains(unit) {
            throw failure("unpaired surrogate \\u\(String(unit, radix: 16, uppercase: true)) in a string", at: escapeStart)
        }
        if (0xD800..<0xDC00).contains(unit) {
            guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u") else {
                throw failure("unpaired surrogate \\u\(String(unit, radix: 16, uppercase: true)) in a string", at: escapeStart)
            }
            position += 1
            let low = try hexUnit()
            guard (0xDC00..<0xE000).contains(low) else {
                throw failure("unpaired surrogate \\u\(String(unit, radix: 16, uppercase: true)) in a string", at: escapeStart)
            }
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        }
        // Every value here is a scalar: surrogates were paired or refused above.
        scratch.append(contentsOf: String(Character(Unicode.Scalar(unit)!)).utf8)
    }

    /// `uXXXX` from the `u`: the code unit.
    private mutating func hexUnit() throws(Failure) -> UInt32 {
        position += 1
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw failure("expected 4 hex digits after \\u, found \(found)")
            }
            unit = unit << 4 | digit
            position += 1
        }
        return unit
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// One well-formed UTF-8 sequence of two to four bytes (no overlongs, surrogates or values past U+10FFFF).
    private mutating func utf8Sequence() throws(Failure) {
        let lead = bytes[position]
        let secondRange: ClosedRange<UInt8>
        let length: Int
        switch lead {
        case 0xC2...0xDF: (secondRange, length) = (0x80...0xBF, 2)
        case 0xE0: (secondRange, length) = (0xA0...0xBF, 3)
        case 0xE1...0xEC, 0xEE...0xEF: (secondRange, length) = (0x80...0xBF, 3)
        case 0xED: (secondRange, length) = (0x80...0x9F, 3)
        case 0xF0: (secondRange, length) = (0x90...0xBF, 4)
        case 0xF1...0xF3: (secondRange, length) = (0x80...0xBF, 4)
        case 0xF4: (secondRange, length) = (0x80...0x8F, 4)
        default: throw failure("invalid UTF-8 (\(found)) in a string")
        }
        let start = position
        position += 1
        for index in 1..<length {
            guard let byte = current, (index == 1 ? secondRange : 0x80...0xBF).contains(byte) else {
                position = start
                throw failure("invalid UTF-8 (\(found)) in a string")
            }
            position += 1
        }
    }
}
