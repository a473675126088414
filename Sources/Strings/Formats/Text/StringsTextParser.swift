/// The grammar of old-style (OpenStep) `.strings` text, over validated UTF-8 bytes.
///
/// It accepts what CoreFoundation's parser accepts for strings files (see ``StringsEscape`` for
/// escapes): `key = value;` and the `key;` shorthand, keys and values quoted with `"` or `'` or
/// unquoted words of `A–Z a–z 0–9 _ $ / : . -`, `/* */` and `//` comments, whitespace including
/// U+2028 and U+2029, and an optional `{ … }` around the whole file. It differs on purpose where
/// Apple silently accepts a damaged file: an unterminated `/*` comment is an error (Apple drops the
/// rest of the file), and a value that is an array, dictionary or data is a `.structure` error.
struct StringsTextParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var locator: SourceLocator
    private var entries: [StringsEntry] = []
    private var warnings: [StringsWarning] = []
    /// For each warning, the index of the entry being parsed when it was found: duplicate-key
    /// warnings are found after parsing and merged in where the old single pass put them.
    private var warningEntries: [Int] = []
    private var firstDefinition: DuplicateKeyIndex
    private var scratch: [UInt8] = []
    /// The content of the last comment since the previous entry.
    private var comment: Range<Int>?
    /// The whole text as one `String` when it is valid UTF-8 (checked once, up front), or nil.
    ///
    /// Keys, values and comments are then slices of it: `String(Substring)` copies bytes without
    /// validating them again, and comments stay slices until read. Invalid text takes the old path,
    /// validating each string as it is made, so errors are found and worded exactly as before.
    private let text: String?

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String?, text: String?) {
        self.bytes = bytes
        self.text = text
        self.locator = SourceLocator(file: file)
        self.firstDefinition = DuplicateKeyIndex(expectedCount: Self.expectedEntries(bytes.count))
    }

    /// Parses UTF-8 text (no BOM) into entries and warnings, validating it as it goes.
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String?, format: StringsFileFormat
    ) throws(StringsError) -> ParsedStringsFile {
        var parser = StringsTextParser(bytes: bytes, file: file, text: String(validating: bytes, as: UTF8.self))
        parser.entries.reserveCapacity(expectedEntries(bytes.count))
        try parser.parseFile()
        parser.addDuplicateWarnings()
        parser.locator.advance(to: bytes.count, in: bytes)
        if let warning = parser.locator.mixedLineEndingsWarning { parser.warnings.append(warning) }
        return ParsedStringsFile(format: format, entries: parser.entries, warnings: parser.warnings)
    }

    /// A guess at the number of entries, for reserving: real files, with or without comments, take
    /// 60 to 160 bytes an entry. Guessing low costs one more growth of the array; guessing high costs
    /// memory and page faults for entries that never come.
    private static func expectedEntries(_ byteCount: Int) -> Int { byteCount / 96 + 8 }

    private mutating func parseFile() throws(StringsError) {
        try skipSpaceAndComments()
        var braceOffset: Int?
        if position < bytes.count, bytes[position] == UInt8(ascii: "{") {
            braceOffset = position
            position += 1
        }
        while true {
            try skipSpaceAndComments()
            if position == bytes.count {
                if let trailing = comment { try validateComment(trailing) }
                if let brace = braceOffset {
                    throw error(.syntax, at: position, "expected '}' to close the '{' at \(location(brace)), found end of file")
                }
                return
            }
            if braceOffset != nil, bytes[position] == UInt8(ascii: "}") {
                position += 1
                try skipSpaceAndComments()
                guard position == bytes.count else {
                    throw error(.syntax, at: position, "unexpected \(found()) at \(location(position)) after the closing '}'")
                }
                return
            }
            try parseEntry()
        }
    }

    private mutating func parseEntry() throws(StringsError) {
        let keyOffset = position
        guard let key = try parseString() else {
            throw error(.syntax, at: position,
                        "expected a key (a quoted string or a word of letters, digits and _$/:.-) at \(location(position)), found \(found())")
        }
        let keyComment = comment
        comment = nil
        try skipSpaceAndComments()
        let value: String
        if position < bytes.count, bytes[position] == UInt8(ascii: ";") {
            value = key
        } else if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
            position += 1
            try skipSpaceAndComments()
            if position < bytes.count, let kind = containerKind(bytes[position]) {
                throw error(.structure, at: position,
                            "the value of key \(quoted(key)) at \(location(position)) is \(kind); a strings file maps keys to strings only")
            }
            guard let parsed = try parseString() else {
                throw error(.syntax, at: position, "expected a value after '=' for key \(quoted(key)) at \(location(position)), found \(found())")
            }
            value = parsed
            try skipSpaceAndComments()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
                throw error(.syntax, at: position, "expected ';' after the value of key \(quoted(key)) at \(location(position)), found \(found())")
            }
        } else {
            throw error(.syntax, at: position, "expected '=' or ';' after key \(quoted(key)) at \(location(position)), found \(found())")
        }
        position += 1  // the ';'
        let keyLocation = locator.location(of: keyOffset, in: bytes)
        if let inside = comment { try validateComment(inside); comment = nil }
        var commentText: Substring?
        if let keyComment {
            try validateComment(keyComment)
            commentText = trimmedComment(keyComment)
        }
        firstDefinition.append(key)
        entries.append(StringsEntry(key: key, value: value, location: keyLocation, storedComment: commentText))
    }

    /// Adds a warning for each redefined key, after the warnings found while parsing that entry and
    /// before those of the next, the order in which one pass would have found them.
    private mutating func addDuplicateWarnings() {
        let duplicates = firstDefinition.duplicates(in: entries)
        guard !duplicates.isEmpty else { return }
        var merged: [StringsWarning] = []
        merged.reserveCapacity(warnings.count + duplicates.count)
        var next = 0
        for (index, first) in duplicates {
            while next < warnings.count, warningEntries[next] <= index { merged.append(warnings[next]); next += 1 }
            let entry = entries[index], original = entries[first].location
            merged.append(StringsWarning(
                .duplicateKey, at: entry.location,
                "key \(quoted(entry.key)) is defined again; this definition replaces the one at \(original.line):\(original.column)",
                related: original))
        }
        merged.append(contentsOf: warnings[next...])
        warnings = merged
    }

    /// A quoted or unquoted string at the current position, or nil when none starts here.
    private mutating func parseString() throws(StringsError) -> String? {
        guard position < bytes.count else { return nil }
        let first = bytes[position]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            return try parseQuoted(quote: first)
        }
        let start = position
        while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
        guard position > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private mutating func parseQuoted(quote: UInt8) throws(StringsError) -> String {
        let open = position
        position += 1
        var runStart = position
        var escaped = false
        // Every byte of the string OR-ed together: no high bit means ASCII.
        var seen: UInt64 = 0
        let count = bytes.count
        let quoteMask = UInt64(quote) &* Self.ones, backslashMask = UInt64(UInt8(ascii: "\\")) &* Self.ones
        while true {
            // The hot loop: eight plain bytes at a time until a quote, a backslash or a NUL.
            if let base = bytes.baseAddress {
                while position + 8 <= count {
                    let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                    if Self.hasZeroByte(word ^ quoteMask) || Self.hasZeroByte(word ^ backslashMask) || Self.hasZeroByte(word) { break }
                    seen |= word
                    position += 8
                }
            }
            while position < count {
                let byte = bytes[position]
                if byte == quote || byte == UInt8(ascii: "\\") || byte == 0 { break }
                seen |= UInt64(byte)
                position += 1
            }
            guard position < count else {
                throw error(.syntax, at: open, "unterminated string starting at \(location(open))")
            }
            let byte = bytes[position]
            if byte == quote { break }
            if byte == 0 { throw error(.encoding, at: position, Self.nulMessage) }
            guard position + 1 < count else {
                throw error(.syntax, at: open, "unterminated string starting at \(location(open))")
            }
            if !escaped { scratch.removeAll(keepingCapacity: true); escaped = true }
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
            var note: StringsEscape.Note?
            let escapeOffset = position
            position = StringsEscape.decode(bytes, at: position + 1, into: &scratch, note: &note)
            if let note {
                warnings.append(warning(for: note, at: escapeOffset))
                warningEntries.append(entries.count)
            }
            runStart = position
        }
        let end = position
        position += 1  // the closing quote
        if text != nil {
            // Valid text: a slice needs no check, and escapes only ever decode to whole scalars.
            // ASCII: String's own check is one word-at-a-time pass, cheaper than slicing.
            guard escaped else {
                if seen & 0x8080_8080_8080_8080 == 0 {
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self)
                }
                return string(runStart..<end)
            }
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<end]))
            return scratch.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
        }
        let result: String?
        if escaped {
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<end]))
            result = scratch.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) }
        } else {
            result = String(validating: UnsafeBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self)
        }
        guard let result else { throw encodingError(in: open + 1..<end) }
        return result
    }

    /// The slice of ``text`` at byte offsets `range` (which lie on scalar boundaries).
    @inline(__always)
    private func substring(_ range: Range<Int>) -> Substring {
        let text = text.unsafelyUnwrapped
        let start = text.utf8.startIndex
        return text[text.utf8.index(start, offsetBy: range.lowerBound)..<text.utf8.index(start, offsetBy: range.upperBound)]
    }

    /// A copy of the bytes at `range` of ``text``, made without validating them again.
    @inline(__always)
    private func string(_ range: Range<Int>) -> String {
        String(substring(range))
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101

    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- ones) & ~word & 0x8080_8080_8080_8080 != 0
    }

    private static let nulMessage = "NUL byte in the text; a strings file is text, is this a binary file?"

    /// The exact encoding error inside `range`, which String refused as UTF-8.
    private mutating func encodingError(in range: Range<Int>) -> StringsError {
        let offset = UTF8Validation.firstProblem(in: UnsafeBufferPointer(rebasing: bytes[range]))?.offset ?? 0
        return error(.encoding, at: range.lowerBound + offset, "")
    }

    /// Comments are validated only when used or dropped, so clean text is read once.
    private mutating func validateComment(_ range: Range<Int>) throws(StringsError) {
        if text == nil, UTF8Validation.firstProblem(in: UnsafeBufferPointer(rebasing: bytes[range])) != nil {
            throw encodingError(in: range)
        }
    }

    /// Skips whitespace and comments, remembering the last comment's content.
    private mutating func skipSpaceAndComments() throws(StringsError) {
        let count = bytes.count
        while position < count {
            let byte = bytes[position]
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                position += 1
            } else if byte == 0xE2, position + 2 < count, bytes[position + 1] == 0x80,
                      bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9 {
                position += 3  // U+2028, U+2029: CF treats them as whitespace
            } else if byte == UInt8(ascii: "/"), position + 1 < count, bytes[position + 1] == UInt8(ascii: "*") {
                let open = position
                position += 2
                let contentStart = position
                let starMask = UInt64(UInt8(ascii: "*")) &* Self.ones
                while true {
                    if let base = bytes.baseAddress {
                        while position + 8 <= count {
                            let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                            if Self.hasZeroByte(word ^ starMask) || Self.hasZeroByte(word) { break }
                            position += 8
                        }
                    }
                    guard position + 1 < count else {
                        throw error(.syntax, at: open, "unterminated comment starting at \(location(open))")
                    }
                    if bytes[position] == 0 { throw error(.encoding, at: position, Self.nulMessage) }
                    if bytes[position] == UInt8(ascii: "*"), bytes[position + 1] == UInt8(ascii: "/") { break }
                    position += 1
                }
                try replaceComment(with: contentStart..<position)
                position += 2
            } else if byte == UInt8(ascii: "/"), position + 1 < count, bytes[position + 1] == UInt8(ascii: "/") {
                position += 2
                let contentStart = position
                while position < count {
                    let next = bytes[position]
                    if next == 0x0A || next == 0x0D { break }
                    if next == 0 { throw error(.encoding, at: position, Self.nulMessage) }
                    if next == 0xE2, position + 2 < count, bytes[position + 1] == 0x80,
                       bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9 { break }
                    position += 1
                }
                try replaceComment(with: contentStart..<position)
            } else {
                return
            }
        }
    }

    private mutating func replaceComment(with range: Range<Int>) throws(StringsError) {
        if let previous = comment { try validateComment(previous) }
        comment = range
    }

    @inline(__always)
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
             UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private func containerKind(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "("): "an array"
        case UInt8(ascii: "{"): "a dictionary"
        case UInt8(ascii: "<"): "data"
        default: nil
        }
    }

    /// The comment at `range` without surrounding ASCII whitespace: a slice of ``text`` when the
    /// text is valid (no copy), else a new string.
    private func trimmedComment(_ range: Range<Int>) -> Substring {
        var lower = range.lowerBound, upper = range.upperBound
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        while lower < upper, isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
        if text != nil { return substring(lower..<upper) }
        return Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self))
    }

    // MARK: Diagnostics

    private mutating func location(_ offset: Int) -> String {
        let location = locator.location(of: offset, in: bytes)
        return "\(location.line):\(location.column)"
    }

    /// Builds an error; a syntax error caused by bad bytes is reported as the encoding error it is,
    /// and an encoding error without a message gets the one that names the problem.
    private mutating func error(_ kind: StringsError.Kind, at offset: Int, _ message: String) -> StringsError {
        if kind == .syntax || message.isEmpty,
           let (bad, problem) = UTF8Validation.firstProblem(in: UnsafeBufferPointer(rebasing: bytes[0..<min(bytes.count, offset + 4)])),
           message.isEmpty || bad <= offset {
            return StringsError(.encoding, at: locator.location(of: bad, in: bytes), UTF8Validation.message(for: problem))
        }
        return StringsError(kind, at: locator.location(of: offset, in: bytes), message)
    }

    /// The character at the current position, as a message shows it.
    private func found() -> String {
        guard position < bytes.count else { return "end of file" }
        var end = position + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self)
        return Self.describe(text)
    }

    static func describe(_ character: String) -> String {
        guard let scalar = character.unicodeScalars.first else { return "end of file" }
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format
            || scalar.properties.isWhitespace {
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
        return "'\(character)'"
    }

    private func quoted(_ key: String) -> String { "\"\(key)\"" }

    private mutating func warning(for note: StringsEscape.Note, at offset: Int) -> StringsWarning {
        let location = locator.location(of: offset, in: bytes)
        switch note {
        case .lowercaseU:
            return StringsWarning(.suspicious, at: location, "'\\u' is not an escape in strings files: Apple keeps a plain 'u'; write '\\U' for a code point")
        case .unknown(let text):
            return StringsWarning(.suspicious, at: location, "unknown escape '\\\(text)' stands for \(Self.describe(text))")
        case .unpairedSurrogate(let unit):
            return StringsWarning(.suspicious, at: location,
                                  "'\\U\(String(unit, radix: 16, uppercase: true))' is half of a surrogate pair; Apple reads it as U+FFFD")
        }
    }
}
