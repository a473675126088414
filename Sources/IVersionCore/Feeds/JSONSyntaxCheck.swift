/// A JSON grammar check that runs before Foundation's decoder, for two reasons: it bounds nesting (so no
/// input can exhaust the stack, whatever Foundation's own limit), and it says where and what is wrong
/// (`3:3: expected '"' to start a key, found 'o'`), which Foundation on Linux does not.
struct JSONSyntaxCheck {
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    private let bytes: [UInt8]
    private let maximumDepth: Int
    private var position = 0

    /// Checks that `bytes` hold exactly one JSON value nested at most `maximumDepth` levels.
    static func check(_ bytes: [UInt8], maximumDepth: Int) throws(Failure) {
        var checker = JSONSyntaxCheck(bytes: bytes, maximumDepth: maximumDepth)
        checker.skipSpace()
        try checker.value(depth: 0)
        checker.skipSpace()
        guard checker.position == bytes.count else { throw checker.failure("unexpected \(checker.found) after the JSON value") }
    }

    private init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// The byte at the current position, for messages.
    private var found: String {
        guard let byte = current else { return "end of input" }
        return (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func failure(_ message: String) -> Failure { Failure(offset: position, message: message) }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Failure) {
        guard current == byte else { throw failure("expected \(what), found \(found)") }
        position += 1
    }

    private mutating func value(depth: Int) throws(Failure) {
        switch current {
        case UInt8(ascii: "{"):
            guard depth < maximumDepth else { throw failure("nesting deeper than \(maximumDepth) levels") }
            position += 1
            skipSpace()
            if current == UInt8(ascii: "}") { position += 1; return }
            while true {
                guard current == UInt8(ascii: "\"") else { throw failure("expected '\"' to start a key, found \(found)") }
                try string()
                skipSpace()
                try expect(UInt8(ascii: ":"), "':' after a key")
                skipSpace()
                try value(depth: depth + 1)
                skipSpace()
                if current == UInt8(ascii: "}") { position += 1; return }
                try expect(UInt8(ascii: ","), "',' or '}' in an object")
                skipSpace()
            }
        case UInt8(ascii: "["):
            guard depth < maximumDepth else { throw failure("nesting deeper than \(maximumDepth) levels") }
            position += 1
            skipSpace()
            if current == UInt8(ascii: "]") { position += 1; return }
            while true {
                try value(depth: depth + 1)
                skipSpace()
                if current == UInt8(ascii: "]") { position += 1; return }
                try expect(UInt8(ascii: ","), "',' or ']' in an array")
                skipSpace()
            }
        case UInt8(ascii: "\""):
            try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?:
            try number()
        default:
            throw failure("expected a JSON value, found \(found)")
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let start = position
        for byte in word.utf8 {
            guard current == byte else { position = start; throw failure("expected a JSON value, found \(found)") }
            position += 1
        }
    }

    private mutating func digits() -> Bool {
        let start = position
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
        return position > start
    }

    private mutating func number() throws(Failure) {
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
    }

    private mutating func string() throws(Failure) {
        let start = position
        position += 1
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return
            case UInt8(ascii: "\\"):
                position += 1
                switch current {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    position += 1
                case UInt8(ascii: "u"):
                    position += 1
                    for _ in 0..<4 {
                        guard let hex = current, hex.isHexDigit else { throw failure("expected 4 hex digits after \\u, found \(found)") }
                        position += 1
                    }
                default:
                    throw failure("invalid escape \\\(found) in a string")
                }
            case 0..<0x20:
                throw failure("control character \(found) in a string (escape it)")
            case 0x80...:
                try utf8Sequence()
            default:
                position += 1
            }
        }
        position = start
        throw failure("unterminated string")
    }
}

extension JSONSyntaxCheck {
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

private extension UInt8 {
    var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
