import CTextScan
import IVersionSupport

/// The grammar of old-style (OpenStep) `.strings` text, over UTF-8 bytes.
///
/// It accepts what CoreFoundation's parser accepts for strings files (see ``StringsEscape`` for
/// escapes): `key = value;` and the `key;` shorthand, keys and values quoted with `"` or `'` or
/// unquoted words of `A–Z a–z 0–9 _ $ / : . -`, `/* */` and `//` comments, whitespace including
/// U+2028 and U+2029, and an optional `{ … }` around the whole file.
///
/// It never gives up on a whole file over one bad entry, as a translator's tool must not: every
/// problem is recorded with its position (``ParsedStringsFile/errors``) and reading goes on.
/// - A syntax error drops the damaged entry; reading resumes at the next line that can start one.
/// - A value that is an array, dictionary or data is a `.structure` error; the entry is left out.
/// - A NUL or other control character inside a string is an `.encoding` error, and the string
///   keeps it, as Apple's loader does.
/// - Where Apple's loader stops reading (a NUL between entries, an unterminated comment or string),
///   the parser stops too, keeping the entries before it.
struct StringsTextParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var locator: SourceLocator
    /// Lines counted while reading, for keys' positions (see ``LineTracker``).
    var lines = LineTracker()
    private var entries: [StringsEntry] = []
    private var warnings: [StringsWarning] = []
    /// For each warning, the index of the entry being parsed when it was found: duplicate-key
    /// warnings are found after parsing and merged in where the old single pass put them.
    private var warningEntries: [Int] = []
    /// Whether the string being read is an entry's key (``parseKey()``), and whether that key held an escape
    /// Apple reads otherwise than intended.
    private var readingKey = false, keyMisread = false
    /// The key of the entry being read, once read: errors and warnings in its value name it.
    var currentKey: String?
    private(set) var errors: [StringsError] = []
    private var firstDefinition: DuplicateKeyIndex
    private var scratch: [UInt8] = []
    /// The content of the last comment since the previous entry.
    var comment: CommentSpan?
    /// Where the entry being read starts: syntax errors only look for bad bytes after it.
    var entryStart = 0
    /// Set by a problem after which Apple's loader reads nothing more.
    var halted = false
    /// Where the last error was found, for resuming after it.
    var errorOffset = 0
    /// What Apple's loader does with the file, decided by the first problem it would meet.
    var appleLoader = AppleLoaderOutcome.loadsAll
    /// Whether the parser is where a key should start: a problem there ends Apple's reading
    /// quietly, a problem anywhere else rejects the file.
    private var atKeyPosition = true
    /// Whether a `{` opened the file: inside it, Apple rejects the file over any problem.
    private var inBraces = false
    /// The file's bytes, which comments refer to instead of being copied (see ``CommentText``).
    let source: [UInt8]
    /// Where ``bytes`` starts in ``source`` (after a byte order mark).
    let sourceStart: Int

    /// A file this broken is not a strings file; more errors would only repeat themselves.
    static let maximumErrors = 100

    private init(source: [UInt8], start: Int, bytes: UnsafeBufferPointer<UInt8>, file: String?) {
        self.source = source
        self.sourceStart = start
        self.bytes = bytes
        self.locator = SourceLocator(file: file)
        self.entries.reserveCapacity(Self.expectedEntries(bytes.count))
        self.firstDefinition = DuplicateKeyIndex(expectedCount: Self.expectedEntries(bytes.count))
    }

    /// Parses the UTF-8 text of `source` from `start` (after any BOM) into entries, warnings and the
    /// errors recovered from.
    ///
    /// The text is not validated up front: ASCII strings need no check, and each string with a
    /// non-ASCII byte is checked as it is made (`String(validating:)`), so bytes are checked once.
    static func parse(_ source: [UInt8], from start: Int, file: String?, format: StringsFileFormat) -> ParsedStringsFile
    {
        source.withUnsafeBufferPointer { buffer in
            parse(
                source: source, start: start, bytes: UnsafeBufferPointer(rebasing: buffer[start...]), file: file,
                format: format)
        }
    }

    private static func parse(
        source: [UInt8], start: Int, bytes: UnsafeBufferPointer<UInt8>, file: String?, format: StringsFileFormat
    ) -> ParsedStringsFile {
        var parser = StringsTextParser(source: source, start: start, bytes: bytes, file: file)
        parser.parseFile()
        let entries = parser.entries
        parser.addDuplicateWarnings(entries)
        let appleLoader = parser.appleLoader
        // Text read to its end with no CR seen has only LF endings: nothing to look for.
        if !parser.lines.isExact || parser.position < bytes.count {
            parser.locator.advance(to: bytes.count, in: bytes)
            if let warning = parser.locator.mixedLineEndingsWarning { parser.warnings.append(warning) }
        }
        // In file order: a comment's encoding is checked only once the entry after it is read.
        let errors = parser.errors.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.location, rhs.element.location)
            return (a.line, a.column, lhs.offset) < (b.line, b.column, rhs.offset)
        }.map(\.element)
        var parsed = ParsedStringsFile(format: format, entries: entries, warnings: parser.warnings, errors: errors)
        parsed.appleLoader = appleLoader
        return parsed
    }

    /// A guess at the number of entries, for reserving: real files, with or without comments, take
    /// 60 to 160 bytes an entry. Guessing low costs one more growth of the array; guessing high costs
    /// memory and page faults for entries that never come.
    private static func expectedEntries(_ byteCount: Int) -> Int { byteCount / 96 + 8 }

    private mutating func parseFile() {
        var braceOffset: Int?
        while !halted {
            entryStart = position
            atKeyPosition = true
            currentKey = nil
            do throws(StringsError) {
                try skipSpaceAndComments()
                if position == bytes.count {
                    if let trailing = comment { validateComment(trailing) }
                    if let brace = braceOffset {
                        noteAppleLoaderProblem(at: locator.location(of: position, in: bytes))
                        record(
                            error(
                                .syntax, at: position,
                                "expected '}' to close the '{' at \(location(brace)), found end of file"))
                    }
                    return
                }
                if entries.isEmpty, braceOffset == nil, errors.isEmpty, bytes[position] == UInt8(ascii: "{") {
                    braceOffset = position
                    inBraces = true
                    position += 1
                    continue
                }
                if braceOffset != nil, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    try skipSpaceAndComments()
                    if position < bytes.count {
                        noteAppleLoaderProblem(at: locator.location(of: position, in: bytes))
                        record(
                            error(
                                .syntax, at: position,
                                "unexpected \(found()) at \(location(position)) after the closing '}'"))
                    }
                    return
                }
                entryStart = position
                try parseEntry()
            } catch {
                lines.stop()  // reading resumes further on, past bytes not counted
                noteAppleLoaderProblem(at: error.location)
                record(error)
                position = resumeOffset(afterErrorAt: errorOffset)
                comment = nil
            }
        }
    }

    private mutating func parseEntry() throws(StringsError) {
        let keyOffset = position
        let mark = lineMark
        guard let key = try parseKey() else {
            throw error(
                .syntax, at: position,
                "expected a key (a quoted string or a word of letters, digits and _$/:.-) at \(location(position)), found \(found())"
            )
        }
        atKeyPosition = false
        currentKey = key
        let keyComment = comment
        comment = nil
        var value: String?
        if position + 3 < bytes.count, bytes[position] == 0x20, bytes[position + 1] == UInt8(ascii: "="),
            bytes[position + 2] == 0x20, bytes[position + 3] == UInt8(ascii: "\"")
        {
            // The usual ` = "`, tested at once: the generic skip, a call that looks at each byte in
            // turn, was a tenth of a parse for whitespace that is nearly always exactly this.
            position += 3
            value = try parseQuoted(quote: UInt8(ascii: "\""))
            try expectSemicolon(after: key)
        } else {
            try skipSpaceAndComments()
            if position < bytes.count, bytes[position] == UInt8(ascii: ";") {
                value = key
            } else if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
                position += 1
                try skipSpaceAndComments()
                if position < bytes.count, let kind = containerKind(bytes[position]) {
                    let containerOffset = position
                    try skipContainer()
                    record(
                        error(
                            .structure, at: containerOffset,
                            "the value of key \(quoted(key)) at \(location(containerOffset)) is \(kind); a strings file maps keys to strings only, so the entry is left out"
                        ))
                } else {
                    guard let parsed = try parseString() else {
                        throw error(
                            .syntax, at: position,
                            "expected a value after '=' for key \(quoted(key)) at \(location(position)), found \(found())"
                        )
                    }
                    value = parsed
                }
                try expectSemicolon(after: key)
            } else {
                throw error(
                    .syntax, at: position,
                    "expected '=' or ';' after key \(quoted(key)) at \(location(position)), found \(found())")
            }
        }
        position += 1  // the ';'
        guard let value = value.take() else { return }
        let keyLocation = keyLocation(keyOffset, mark: mark)
        if let inside = comment {
            validateComment(inside)
            comment = nil
        }
        var commentText = CommentText.none
        if let keyComment {
            validateComment(keyComment)
            // The comment stays in the file's bytes (see ``CommentText``).
            let trimmed = Self.trimmedComment(keyComment.range, in: bytes)
            commentText = CommentText(
                bytes: source, range: sourceStart + trimmed.lowerBound..<sourceStart + trimmed.upperBound)
        }
        firstDefinition.append(key)
        entries.append(
            StringsEntry(
                key: consume key, value: consume value, location: consume keyLocation,
                storedComment: consume commentText))
    }

    /// Moves to the `;` ending an entry whose value was just read, or throws.
    private mutating func expectSemicolon(after key: String) throws(StringsError) {
        // Nearly always right after the value: no call to skip nothing.
        if position < bytes.count, bytes[position] == UInt8(ascii: ";") { return }
        try skipSpaceAndComments()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else {
            // Text right after the closing quote: most likely a quote in the text that was not escaped.
            let hint =
                position > 0 && position < bytes.count
                    && (bytes[position - 1] == UInt8(ascii: "\"") || bytes[position - 1] == UInt8(ascii: "'"))
                    && Self.isUnquoted(bytes[position])
                ? "; a quote inside the text ends it early: write \\\" for a quote" : ""
            throw error(
                .syntax, at: position,
                "expected ';' after the value of key \(quoted(key)) at \(location(position)), found \(found())\(hint)")
        }
    }

    /// Records what Apple's loader does at the first problem it meets (later ones it never reads):
    /// where a key should start, after at least one entry and outside braces, it stops there;
    /// anywhere else it rejects the file.
    private mutating func noteAppleLoaderProblem(at location: SourceLocation) {
        guard case .loadsAll = appleLoader else { return }
        if atKeyPosition, !inBraces, !entries.isEmpty {
            appleLoader = .stopsReading(at: location, keptEntries: entries.count)
        } else {
            appleLoader = .rejectsFile(at: location)
        }
    }

    /// Bytes that are not UTF-8 anywhere (a comment included) reject the file: Apple converts
    /// the whole text before it parses any of it.
    mutating func noteAppleLoaderEncodingFailure(at location: SourceLocation) {
        if case .rejectsFile = appleLoader { return }
        appleLoader = .rejectsFile(at: location)
    }

    /// Keeps a problem found while reading on; too many of them stop the file.
    mutating func record(_ error: StringsError) {
        lines.stop()  // a file with errors is rare: the locator, always right, takes over
        guard errors.count < Self.maximumErrors else { return }
        errors.append(error)
        if errors.count == Self.maximumErrors {
            errors.append(
                StringsError(
                    error.kind, at: error.location,
                    "\(Self.maximumErrors) errors in this file; the rest of it is not read"))
            halted = true
        }
    }

    /// Adds a warning for each redefined key, after the warnings found while parsing that entry and
    /// before those of the next, the order in which one pass would have found them.
    private mutating func addDuplicateWarnings(_ entries: [StringsEntry]) {
        let duplicates = firstDefinition.duplicates(in: entries)
        guard !duplicates.isEmpty else { return }
        var merged: [StringsWarning] = []
        merged.reserveCapacity(warnings.count + duplicates.count)
        var next = 0
        for (index, first) in duplicates {
            while next < warnings.count, warningEntries[next] <= index {
                merged.append(warnings[next])
                next += 1
            }
            let entry = entries[index]
            let original = entries[first].location
            merged.append(
                StringsWarning(
                    .duplicateKey, at: entry.location,
                    "key \(quoted(entry.key)) is defined again; this definition replaces the one at \(original.line):\(original.column)",
                    related: original, key: entry.key))
        }
        merged.append(contentsOf: warnings[next...])
        warnings = merged
    }

    /// An entry's key. An escape Apple reads otherwise than intended (`\u2022`) is not noted in a key: the
    /// code's own key (Swift's `"\u{2022}"`, Objective-C's `@"\u2022"`) never matches what the loader reads, so
    /// the entry is one no lookup finds and the user reads the code's text; nor is one in that entry's value,
    /// which nobody reads. In the value of an entry found, the user reads `u2022`.
    private mutating func parseKey() throws(StringsError) -> String? {
        (readingKey, keyMisread) = (true, false)
        defer { readingKey = false }
        return try parseString()
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
        // Unquoted strings are made of ASCII letters, digits and punctuation only.
        return UTF8Validation.string(UnsafeBufferPointer(rebasing: bytes[start..<position]), isASCII: true)
            .unsafelyUnwrapped
    }

    private mutating func parseQuoted(quote: UInt8) throws(StringsError) -> String {
        let open = position
        position += 1
        var runStart = position
        var escaped = false
        // What the scans saw of the runs between escapes and control characters: whether a byte was
        // not ASCII, and whether a run was not whole, valid UTF-8 (every run ends before an ASCII
        // byte, so a character cannot straddle two runs).
        var scanned: UInt32 = 0
        // An escape copying a non-ASCII character as it is (`\é`) leaves the check to the end, over
        // the whole string.
        var checkedAll = true
        // Whether an escape added a non-ASCII scalar (escapes are checked apart: see below).
        var escapedNonASCII = false
        let count = bytes.count
        let base = bytes.baseAddress.unsafelyUnwrapped  // the opening quote is in the buffer
        while true {
            // The hot loop, sixteen bytes at a time in C, until a quote, a backslash or a control
            // character, checking the UTF-8 of the bytes it passes on the way.
            let run = ctextscan_quoted_run(base, position, count, quote)
            scanned |= run.flags
            position = run.end
            guard position < count else {
                halted = true
                throw error(.syntax, at: open, "unterminated string starting at \(location(open))")
            }
            let byte = bytes[position]
            if byte == quote { break }
            if byte < 0x20 {
                if byte != 0x09, byte != 0x0A, byte != 0x0D { noteControlCharacter(byte, at: position) }
                lines.note(byte, at: position)
                position += 1
                continue
            }
            // A backslash.
            guard position + 1 < count else {
                halted = true
                throw error(.syntax, at: open, "unterminated string starting at \(location(open))")
            }
            if !escaped {
                scratch.removeAll(keepingCapacity: true)
                escaped = true
            }
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
            // The usual escapes (`\n`, `\"`, `\\`, `\t`…) stand for one ASCII byte, with nothing
            // to note, no line break and no warning: appended here, without the general decoder.
            if let plain = StringsEscape.singleByte(bytes[position + 1]) {
                scratch.append(plain)
                position += 2
                runStart = position
                continue
            }
            var note: StringsEscape.Note?
            let escapeOffset = position
            lines.note(bytes[position + 1], at: position + 1)  // a backslash before a line break keeps it
            // The scans read the text between escapes; what an escape adds is a whole scalar it
            // made, except a non-ASCII character after a backslash, copied as it is: then the
            // whole string is checked at the end.
            if bytes[position + 1] >= 0x80 { checkedAll = false }
            let scratchCount = scratch.count
            position = StringsEscape.decode(bytes, at: position + 1, into: &scratch, note: &note)
            for index in scratchCount..<scratch.count where scratch[index] >= 0x80 { escapedNonASCII = true }
            if note != nil, readingKey { keyMisread = true }
            if let note, !readingKey, !keyMisread {
                warnings.append(warning(for: note, at: escapeOffset))
                warningEntries.append(entries.count)
            }
            runStart = position
        }
        let end = position
        position += 1  // the closing quote
        if !escaped {
            let raw = UnsafeBufferPointer(rebasing: bytes[runStart..<end])
            let isASCII = scanned & UInt32(CTEXTSCAN_NON_ASCII) == 0
            guard checkedAll, scanned & UInt32(CTEXTSCAN_INVALID) == 0 else {
                return checkedString(raw, isASCII: isASCII, errorRange: open + 1..<end)
            }
            return UTF8Validation.uncheckedString(raw, isASCII: isASCII)
        }
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<end]))
        let isASCII = scanned & UInt32(CTEXTSCAN_NON_ASCII) == 0 && !escapedNonASCII
        return scratch.withUnsafeBufferPointer { decoded in
            guard checkedAll, scanned & UInt32(CTEXTSCAN_INVALID) == 0 else {
                return checkedString(decoded, isASCII: isASCII, errorRange: open + 1..<end)
            }
            return UTF8Validation.uncheckedString(decoded, isASCII: isASCII)
        }
    }

    /// `bytes` as a string, recording an encoding error in `errorRange` of the text when they are not
    /// valid UTF-8; the string then keeps U+FFFD for the bad bytes, as a reader would see it.
    private mutating func checkedString(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool, errorRange: Range<Int>)
        -> String
    {
        if let string = UTF8Validation.string(bytes, isASCII: isASCII) { return string }
        record(encodingError(in: errorRange))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A control character inside a string: Apple keeps it, but it is invisible in an editor,
    /// cuts the text short in most UIs (NUL), or makes a terminal act on it (ESC).
    private mutating func noteControlCharacter(_ byte: UInt8, at offset: Int) {
        let name = Self.describe(String(UnicodeScalar(byte)))
        let consequence =
            byte == 0 ? "many UIs end the text there" : "it is invisible in editors and a terminal may act on it"
        let location = locator.location(of: offset, in: bytes)
        let message =
            "control character \(name) inside a string; Apple keeps it, but \(consequence): remove it, or write \\U\(String(byte, radix: 16, uppercase: true).leftPadded(to: 4)) if it is meant"
        // A NUL cuts the text short on screen; any other control character shows the text whole.
        if byte == 0 {
            record(StringsError(.encoding, at: location, message))
        } else {
            warnings.append(StringsWarning(.controlCharacter, at: location, message, key: currentKey))
            warningEntries.append(entries.count)
        }
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

    func containerKind(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "("): "an array"
        case UInt8(ascii: "{"): "a dictionary"
        case UInt8(ascii: "<"): "data"
        default: nil
        }
    }
}

extension String {
    /// The string with leading zeros up to `width` characters (`1B` → `001B`).
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
