/// The package's one XML reader: small and strict, over UTF-8 bytes, for Interface Builder documents,
/// Sparkle appcasts and XML property lists.
///
/// It reads what those files contain: one root element, attributes, character data, the five
/// predefined entities and character references, CDATA sections, comments, processing instructions
/// and a DOCTYPE (skipped). Malformed input ends in an ``XMLError`` with the line and column of the
/// problem; it never crashes, and it takes time linear in the input. Nesting is bounded by
/// ``maximumDepth``, since the reader keeps one frame per open element.
package struct XMLReader {
    /// How closely the text must follow XML 1.0 where the files' own readers differ from it.
    package enum Dialect: Sendable {
        /// XML 1.0 (Interface Builder's and Sparkle's parsers): no C0 control but tab, LF and CR, no `]]>`
        /// in character data, and line breaks in character data handed over as LF.
        case strict
        /// As Core Foundation reads a property list: C0 controls other than NUL are text, `]]>` is text,
        /// and a CR or CR LF in character data stays as written (a `.strings` value keeps its `\r`).
        case propertyList
    }

    /// Far deeper than real documents (the deepest of 163 storyboards and xibs from fourteen apps
    /// nests 28 levels), yet a bound on the memory a hostile file can make the reader hold.
    package static let maximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    /// How strictly the text is read.
    package let dialect: Dialect
    var position = 0
    var locator: SourceLocator
    /// Whether character data is decoded and reported; off, it is only checked.
    package var collectsText = false
    /// The open elements: name and where each opening tag starts.
    private var open: [(name: Range<Int>, offset: Int)] = []
    private var pendingEnd: (name: String, offset: Int)?
    /// How many elements are open (zero before and after the root element).
    package var openCount: Int { open.count }
    private var sawRoot = false

    /// Prepares to read `bytes`; a UTF-8 byte order mark is skipped.
    /// - Parameters:
    ///   - bytes: The whole document.
    ///   - file: The file's name, for the caller's messages.
    ///   - dialect: How strictly to read it.
    ///   - checkedUTF8: Whether the caller has already found the bytes to be UTF-8 without NUL (with a
    ///     faster validator): in the property-list dialect nothing else is left to check up front.
    /// - Throws: `.encoding` for invalid UTF-8 or a NUL byte, `.syntax` for another control character
    ///   (in the strict dialect).
    package init(_ bytes: UnsafeBufferPointer<UInt8>, file: String?, dialect: Dialect = .strict, checkedUTF8: Bool = false) throws(XMLError) {
        self.bytes = bytes
        self.dialect = dialect
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        self.locator = SourceLocator(file: file, origin: position)
        // Xcode writes UTF-8 only; say so rather than report the first NUL of UTF-16 text.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw error(.encoding, at: 0, "the document is UTF-16; Interface Builder files are UTF-8")
        }
        if !(checkedUTF8 && dialect == .propertyList) { try checkCharacters() }
    }

    /// The error `message` of `kind` at byte `offset`.
    package mutating func error(_ kind: XMLError.Kind = .syntax, at offset: Int, _ message: String) -> XMLError {
        XMLError(kind: kind, offset: offset, position: locator.position(of: offset, in: bytes), message: message)
    }

    /// The position of byte `offset`, for the entries the extractor makes.
    package mutating func location(of offset: Int) -> SourcePosition { locator.position(of: offset, in: bytes) }

    /// The next event, or nil once the root element is closed and only comments or space follow.
    package mutating func next() throws(XMLError) -> XMLEvent? {
        if let end = pendingEnd {
            pendingEnd = nil
            return .end(name: end.name, offset: end.offset)
        }
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "<") else {
                if let text = try characterData() { return text }
                continue
            }
            if followedBy("</") { return try endTag() }
            if followedBy("<!--") { try skip(past: "-->", what: "comment"); continue }
            if followedBy("<?") { try skip(past: "?>", what: "processing instruction"); continue }
            if followedBy("<![CDATA[") {
                let start = position
                guard !open.isEmpty else { throw error(at: start, "CDATA section outside the root element") }
                position += 9
                let bodyStart = position
                try skip(past: "]]>", what: "CDATA section", from: start)
                if collectsText {
                    var body: [UInt8] = []
                    appendText(bytes[bodyStart..<(position - 3)], to: &body)
                    return .text(String(decoding: body, as: UTF8.self), offset: start)
                }
                continue
            }
            if followedBy("<!DOCTYPE") { try doctype(); continue }
            if followedBy("<!") { throw error(at: position, "unexpected '<!'") }
            return .start(try startTag())
        }
        if let innermost = open.last {
            let name = String(decoding: bytes[innermost.name], as: UTF8.self)
            let opened = location(of: innermost.offset)
            throw error(at: bytes.count, "unexpected end of file: <\(name)> opened at \(opened) is not closed")
        }
        guard sawRoot else { throw error(at: bytes.count, "no root element") }
        return nil
    }

    // MARK: - Tags

    private mutating func startTag() throws(XMLError) -> XMLStartTag {
        let start = position
        position += 1
        guard let nameRange = name() else { throw error(at: start, "expected an element name after '<'") }
        let name = String(decoding: bytes[nameRange], as: UTF8.self)
        if open.isEmpty && sawRoot { throw error(at: start, "a second root element <\(name)>") }
        var attributes: [XMLAttribute] = []
        // Past a few attributes, a set keeps the duplicate check linear for hostile tags.
        var seen: Set<String> = []
        while true {
            let hadSpace = skipSpace()
            guard position < bytes.count else { throw error(at: start, "unterminated tag <\(name)>") }
            if bytes[position] == UInt8(ascii: ">") { position += 1; break }
            if followedBy("/>") {
                position += 2
                pendingEnd = (name, position)
                break
            }
            let attributeStart = position
            guard hadSpace, let attributeName = self.name() else {
                throw error(at: position, "unexpected \(describe(position)) in tag <\(name)>")
            }
            let key = String(decoding: bytes[attributeName], as: UTF8.self)
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw error(at: position, "expected '=' after attribute \(key) of <\(name)>")
            }
            position += 1
            skipSpace()
            let value = try attributeValue(of: key)
            let isDuplicate: Bool
            if attributes.count < 8 {
                isDuplicate = attributes.contains { $0.name == key }
            } else {
                if seen.isEmpty { seen = Set(attributes.map(\.name)) }
                isDuplicate = !seen.insert(key).inserted
            }
            if isDuplicate { throw error(at: attributeStart, "attribute \(key) appears twice in <\(name)>") }
            attributes.append(XMLAttribute(name: key, value: value, offset: attributeStart))
        }
        sawRoot = true
        if pendingEnd == nil {
            guard open.count < Self.maximumDepth else {
                throw error(.limit, at: start, "elements nest deeper than \(Self.maximumDepth) levels")
            }
            open.append((nameRange, start))
        }
        return XMLStartTag(name: name, attributes: attributes, selfClosing: pendingEnd != nil, offset: start)
    }

    private mutating func endTag() throws(XMLError) -> XMLEvent {
        let start = position
        position += 2
        guard let nameRange = name() else { throw error(at: start, "expected an element name after '</'") }
        let name = String(decoding: bytes[nameRange], as: UTF8.self)
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw error(at: position, "expected '>' to end </\(name)>, found \(describe(position))")
        }
        position += 1
        guard let innermost = open.last else { throw error(at: start, "closing tag </\(name)> without an open element") }
        guard bytes[innermost.name].elementsEqual(bytes[nameRange]) else {
            let expected = String(decoding: bytes[innermost.name], as: UTF8.self)
            let opened = location(of: innermost.offset)
            throw error(at: start, "closing tag </\(name)> does not match <\(expected)> opened at \(opened.line):\(opened.column)")
        }
        open.removeLast()
        return .end(name: name, offset: start)
    }

    /// Skips `<!DOCTYPE …>`, including an internal subset in brackets; entities it may declare
    /// are not supported, so a reference to one is reported as unknown.
    private mutating func doctype() throws(XMLError) {
        let start = position
        guard !sawRoot else { throw error(at: start, "DOCTYPE after the root element") }
        var quote: UInt8?
        var inSubset = false
        position += 9
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">"), !inSubset {
                return
            }
        }
        throw error(at: start, "unterminated DOCTYPE")
    }

    // MARK: - Scanning

    /// Whether the bytes at the current position start with `literal` (ASCII).
    func followedBy(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for index in 0..<count where bytes[position + index] != pointer[index] { return false }
        return true
    }

    /// Moves past the next `terminator`, or fails naming what was left open at `from`.
    mutating func skip(past terminator: StaticString, what: String, from: Int? = nil) throws(XMLError) {
        let start = from ?? position
        let first = terminator.utf8Start[0]
        while position < bytes.count {
            if bytes[position] == first, followedBy(terminator) {
                position += terminator.utf8CodeUnitCount
                return
            }
            position += 1
        }
        throw error(at: start, "unterminated \(what)")
    }

    /// Skips XML white space; returns whether there was any.
    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = position
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
        return position > start
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// An XML name (letters, digits, `_ : - .` and any non-ASCII character; not starting with a
    /// digit, `-` or `.`) at the current position, or nil without moving.
    private mutating func name() -> Range<Int>? {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            let isStartCharacter = byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            let isNameCharacter = isStartCharacter || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            guard position == start ? isStartCharacter : isNameCharacter else { break }
            position += 1
        }
        return position > start ? start..<position : nil
    }

    /// The character at `offset` quoted for a message, or "the end of the file".
    func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return Self.isSpace(byte) ? "white space" : "a non-ASCII character"
    }
}

/// Why a document is not well-formed XML (or not one this reader takes), and where.
package struct XMLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem: the grammar, the encoding, or a limit.
    package enum Kind: Sendable, Hashable {
        /// Not well-formed: a tag, a reference, an unclosed element.
        case syntax
        /// Not UTF-8, or a character XML 1.0 forbids.
        case encoding
        /// Deeper or longer than the reader's bounds.
        case limit
    }

    /// What kind of problem it is.
    package var kind: Kind
    /// The byte offset of the problem.
    package var offset: Int
    /// Its line and column.
    package var position: SourcePosition
    /// What is wrong.
    package var message: String

    /// An error.
    package init(kind: Kind, offset: Int, position: SourcePosition, message: String) {
        self.kind = kind
        self.offset = offset
        self.position = position
        self.message = message
    }

    /// `line:column: message`.
    package var description: String { "\(position): \(message)" }
}
