/// Character data and attribute values: references, line breaks and the characters XML forbids.
extension XMLReader {
    /// Checks the whole text once, before parsing, so that no later step meets a broken scalar.
    /// - Throws: `.encoding` for invalid UTF-8 or NUL; `.syntax` for other C0 controls (XML 1.0
    ///   allows only tab, LF and CR).
    mutating func checkCharacters() throws(XMLError) {
        var index = position
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
                    if byte == 0 { throw error(.encoding, at: index, "NUL byte in an XML document") }
                    if dialect == .propertyList { index += 1; continue }
                    throw error(at: index, "control character U+\(Self.hex(UInt32(byte))) is not allowed in XML")
                }
                index += 1
                continue
            }
            let length: Int
            let minimum: UInt32
            switch byte {
            case 0xC2...0xDF: length = 2; minimum = 0x80
            case 0xE0...0xEF: length = 3; minimum = 0x800
            case 0xF0...0xF4: length = 4; minimum = 0x10000
            default: throw error(.encoding, at: index, "invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))")
            }
            guard index + length <= bytes.count else { throw error(.encoding, at: index, "truncated UTF-8 sequence") }
            var scalar = UInt32(byte) & (0xFF >> (length + 1))
            for next in 1..<length {
                let continuation = bytes[index + next]
                guard continuation & 0xC0 == 0x80 else { throw error(.encoding, at: index, "invalid UTF-8 sequence") }
                scalar = scalar << 6 | UInt32(continuation & 0x3F)
            }
            // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                throw error(.encoding, at: index, "invalid UTF-8 sequence")
            }
            index += length
        }
    }

    /// Character data up to the next `<`: nil when text is not being collected (or is only
    /// checked), otherwise the decoded text. Outside the root element only white space may appear.
    mutating func characterData() throws(XMLError) -> XMLEvent? {
        let start = position
        var output: [UInt8] = []
        var runStart = position
        while position < bytes.count, bytes[position] != UInt8(ascii: "<") {
            // Inside the root, plain text runs to the next byte that needs a look, eight bytes at a time.
            if !isOutsideRoot { skipPlainText() }
            guard position < bytes.count, bytes[position] != UInt8(ascii: "<") else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: "&") {
                if isOutsideRoot { throw error(at: position, "text outside the root element") }
                if collectsText { appendText(bytes[runStart..<position], to: &output) }
                let scalar = try reference()
                if collectsText { Self.append(scalar, to: &output) }
                runStart = position
                continue
            }
            if byte == UInt8(ascii: ">"), dialect == .strict, position >= 2,
               bytes[position - 1] == UInt8(ascii: "]"), bytes[position - 2] == UInt8(ascii: "]") {
                throw error(at: position - 2, "']]>' is not allowed in character data")
            }
            if isOutsideRoot, !Self.isSpace(byte) { throw error(at: position, "text outside the root element") }
            position += 1
        }
        guard collectsText, !isOutsideRoot else { return nil }
        // Most text has no reference: a string straight from the bytes, without a buffer in between.
        if output.isEmpty, runStart == start, dialect == .propertyList || !bytes[start..<position].contains(0x0D) {
            return .text(String(decoding: bytes[start..<position], as: UTF8.self), offset: start)
        }
        appendText(bytes[runStart..<position], to: &output)
        return .text(String(decoding: output, as: UTF8.self), offset: start)
    }

    /// Moves to the next `<`, `&` or (in the strict dialect, for `]]>`) `>`, or the end.
    private mutating func skipPlainText() {
        let count = bytes.count
        let watchesGreaterThan = dialect == .strict
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
            func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & high }
            while position + 8 <= count {
                let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                var stops = zeroBytes(word ^ (ones &* 0x3C)) | zeroBytes(word ^ (ones &* 0x26))    // < &
                if watchesGreaterThan { stops |= zeroBytes(word ^ (ones &* 0x3E)) }                 // >
                // The lowest flag is exact (borrows only flag bytes above it): stop there.
                if stops != 0 { position += stops.trailingZeroBitCount >> 3; return }
                position += 8
            }
        }
        while position < count {
            let byte = bytes[position]
            if byte == 0x3C || byte == 0x26 || (watchesGreaterThan && byte == 0x3E) { return }
            position += 1
        }
    }

    /// A quoted attribute value, decoded and normalised as XML 1.0 requires: references replaced,
    /// and each literal tab, line break or CR LF turned into one space (a `&#10;` stays a line break).
    mutating func attributeValue(of name: String) throws(XMLError) -> String {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw error(at: position, "the value of attribute \(name) must be in quotes, found \(describe(position))")
        }
        let quote = bytes[position]
        let start = position
        position += 1
        var output: [UInt8] = []
        var runStart = position
        var plain = true
        while position < bytes.count, bytes[position] != quote {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "<"):
                throw error(at: position, "'<' in the value of attribute \(name) (write &lt;)")
            case UInt8(ascii: "&"):
                output.append(contentsOf: bytes[runStart..<position])
                Self.append(try reference(), to: &output)
                runStart = position
                plain = false
            case 0x09, 0x0A, 0x0D:
                output.append(contentsOf: bytes[runStart..<position])
                output.append(0x20)
                // CR LF is one line break, so one space.
                position += byte == 0x0D && position + 1 < bytes.count && bytes[position + 1] == 0x0A ? 2 : 1
                runStart = position
                plain = false
            default:
                position += 1
            }
        }
        guard position < bytes.count else { throw error(at: start, "unterminated value of attribute \(name)") }
        defer { position += 1 }
        if plain { return String(decoding: bytes[runStart..<position], as: UTF8.self) }
        output.append(contentsOf: bytes[runStart..<position])
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes `&name;`, `&#N;` or `&#xN;` at the current position and moves past it.
    private mutating func reference() throws(XMLError) -> Unicode.Scalar {
        let start = position
        position += 1
        let bodyStart = position
        // No reference is longer than `&#x10FFFF;` plus leading zeros; stop early on hostile text.
        while position < bytes.count, position - bodyStart <= 32, bytes[position] != UInt8(ascii: ";") {
            let byte = bytes[position]
            let endsReference = Self.isSpace(byte) || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
            if endsReference { break }
            position += 1
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
            throw error(at: start, "'&' must start a reference such as &amp; (unterminated or malformed reference)")
        }
        let body = bytes[bodyStart..<position]
        position += 1
        switch String(decoding: body, as: UTF8.self) {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        case let name where name.hasPrefix("#"):
            let isHex = name.hasPrefix("#x")
            let digits = name.dropFirst(isHex ? 2 : 1)
            guard !digits.isEmpty, let value = UInt32(digits, radix: isHex ? 16 : 10), let scalar = Unicode.Scalar(value) else {
                throw error(at: start, "&\(name); is not a character XML allows")
            }
            guard Self.isXMLCharacter(value) else {
                let what = value < 0x20 ? "a control character" : "a noncharacter"
                throw error(.encoding, at: start, "&\(name); names U+\(Self.hex(value)), which XML 1.0 forbids (\(what))")
            }
            return scalar
        case let name:
            throw error(at: start, "unknown entity &\(name);")
        }
    }

    private var isOutsideRoot: Bool { openCount == 0 }

    /// XML 1.0's Char production: tab, LF, CR, and everything from U+0020 but U+FFFE and U+FFFF
    /// (surrogates are not scalars).
    /// - Parameter value: A scalar value.
    /// - Returns: Whether XML text may hold it, literally or as a reference.
    package static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x09 || value == 0x0A || value == 0x0D || (value >= 0x20 && value != 0xFFFE && value != 0xFFFF)
    }

    /// Appends literal character data as the dialect hands it over: as written in a property list,
    /// with line breaks normalised otherwise.
    func appendText(_ text: Slice<UnsafeBufferPointer<UInt8>>, to output: inout [UInt8]) {
        if dialect == .propertyList { output.append(contentsOf: text) } else { Self.appendNormalisingLineBreaks(text, to: &output) }
    }

    /// Appends literal text with CR LF and lone CR turned into LF, as an XML parser hands character
    /// data over; only literal breaks are normalised, so a `&#13;` reference stays a CR.
    static func appendNormalisingLineBreaks(_ text: Slice<UnsafeBufferPointer<UInt8>>, to output: inout [UInt8]) {
        guard text.contains(0x0D) else { output.append(contentsOf: text); return }
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == 0x0D {
                output.append(0x0A)
                if index + 1 < text.endIndex, text[index + 1] == 0x0A { index += 1 }
            } else {
                output.append(text[index])
            }
            index += 1
        }
    }

    static func append(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        UTF8.encode(scalar) { output.append($0) }
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
