import CTextScan

/// A comment's content and whether it is already known to be valid UTF-8 (ASCII, or checked while
/// it was scanned); otherwise it is checked when used or dropped.
struct CommentSpan {
    var range: Range<Int>
    var isKnownValid: Bool
}

/// What lies between entries (whitespace and comments) and the parser's diagnostics.
extension StringsTextParser {
    /// Skips whitespace and comments, remembering the last comment's content.
    mutating func skipSpaceAndComments() throws(StringsError) {
        let count = bytes.count
        while position < count {
            let byte = bytes[position]
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                lines.note(byte, at: position)
                position += 1
            } else if byte == 0xE2, position + 2 < count, bytes[position + 1] == 0x80,
                      bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9 {
                position += 3  // U+2028, U+2029: CF treats them as whitespace
            } else if byte == UInt8(ascii: "/"), position + 1 < count, bytes[position + 1] == UInt8(ascii: "*") {
                let open = position
                position += 2
                let contentStart = position
                // Sixteen bytes at a time in C, to the closing `*/`, counting line feeds and checking
                // the comment's UTF-8 on the way: checking non-ASCII comments in a second pass was a
                // twentieth of a parse of mixed-script text.
                let scan = ctextscan_block_comment(bytes.baseAddress.unsafelyUnwrapped, position, count)
                guard scan.end + 1 < count else {
                    halted = true
                    throw error(.syntax, at: open, "unterminated comment starting at \(location(open)); Apple ignores the rest of the file")
                }
                lines.note(lineFeeds: scan.line_feeds, lastLineStart: scan.line_start,
                           carriageReturn: scan.flags & UInt32(CTEXTSCAN_CARRIAGE_RETURN) != 0)
                position = scan.end
                replaceComment(with: CommentSpan(range: contentStart..<position, isKnownValid: scan.flags & UInt32(CTEXTSCAN_INVALID) == 0))
                position += 2
            } else if byte == UInt8(ascii: "/"), position + 1 < count, bytes[position + 1] == UInt8(ascii: "/") {
                position += 2
                let contentStart = position
                // To the line's end: LF, CR, U+2028 or U+2029, which CF also ends a `//` comment at.
                let scan = ctextscan_line_comment(bytes.baseAddress.unsafelyUnwrapped, position, count)
                position = scan.end
                replaceComment(with: CommentSpan(range: contentStart..<position, isKnownValid: scan.flags & UInt32(CTEXTSCAN_INVALID) == 0))
            } else if byte == 0 {
                // Apple's loader ends the file at a NUL between entries.
                halted = true
                throw error(.encoding, at: position,
                            "NUL character between entries; Apple stops reading the file here, so nothing after it is loaded (is this a binary file?)")
            } else {
                return
            }
        }
    }

    private mutating func replaceComment(with span: CommentSpan) {
        if let previous = comment { validateComment(previous) }
        comment = span
    }

    /// Comments are validated only when used or dropped, and only when not checked while scanned,
    /// so clean text is read once.
    mutating func validateComment(_ span: CommentSpan) {
        if !span.isKnownValid, !UTF8Validation.isValid(UnsafeBufferPointer(rebasing: bytes[span.range])) {
            record(encodingError(in: span.range))
        }
    }

    /// The exact encoding error inside `range`, which String refused as UTF-8.
    mutating func encodingError(in range: Range<Int>) -> StringsError {
        let problem = UTF8Validation.firstProblem(in: UnsafeBufferPointer(rebasing: bytes[range]), allowingNUL: true)
        let offset = range.lowerBound + (problem?.offset ?? 0)
        let location = locator.location(of: offset, in: bytes)
        noteAppleLoaderEncodingFailure(at: location)
        return StringsError(.encoding, at: location, UTF8Validation.message(for: problem?.problem ?? .truncated))
    }

    /// Where the comment at `range` of `bytes` is without surrounding ASCII whitespace.
    ///
    /// Static, given only the bytes it reads: as a method, called from the parser's mutating ones,
    /// it took a copy of the whole parser (a 280-byte memcpy and a retain) for every comment.
    static func trimmedComment(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var lower = range.lowerBound, upper = range.upperBound
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        while lower < upper, isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    // MARK: Diagnostics

    mutating func location(_ offset: Int) -> String {
        let location = locator.location(of: offset, in: bytes)
        return "\(location.line):\(location.column)"
    }

    /// Builds an error and notes its offset for recovery; a syntax error caused by bad bytes in the
    /// current entry is reported as the encoding error it is.
    mutating func error(_ kind: StringsError.Kind, at offset: Int, _ message: String) -> StringsError {
        errorOffset = offset
        // Text is checked per string, so bytes no string took are checked here, where they caused an error.
        if kind == .syntax, entryStart < offset,
           let (bad, problem) = UTF8Validation.firstProblem(
               in: UnsafeBufferPointer(rebasing: bytes[entryStart..<min(bytes.count, offset + 4)]), allowingNUL: true),
           entryStart + bad <= offset {
            let location = locator.location(of: entryStart + bad, in: bytes)
            noteAppleLoaderEncodingFailure(at: location)
            return StringsError(.encoding, at: location, UTF8Validation.message(for: problem), key: currentKey)
        }
        return StringsError(kind, at: locator.location(of: offset, in: bytes), message, key: currentKey)
    }

    /// The character at the current position, as a message shows it.
    func found() -> String {
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
            return "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        }
        return "'\(character)'"
    }

    func quoted(_ key: String) -> String { "\"\(key)\"" }

    mutating func warning(for note: StringsEscape.Note, at offset: Int) -> StringsWarning {
        let location = locator.location(of: offset, in: bytes)
        let message: String
        switch note {
        case .lowercaseU:
            message = "'\\u' is not an escape in strings files: Apple keeps a plain 'u'; write '\\U' for a code point"
        case .unknown(let text):
            message =
                "unknown escape '\\\(text)': Apple keeps a plain \(Self.describe(text)); strings files know only the C escapes (\\n, \\t…), octal and \\U"
        case .unpairedSurrogate(let unit):
            message =
                "'\\U\(String(unit, radix: 16, uppercase: true))' is half of a surrogate pair; Apple reads it as U+FFFD"
        }
        return StringsWarning(.suspicious, at: location, message, key: currentKey)
    }
}
