import IVersionSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// XML property lists read with the package's one XML reader (``XMLReader``, in the dialect Core
/// Foundation reads): this layer knows the plist elements, the depth and decoded-size limits, and where
/// each `<key>` starts; the reader knows XML (entities, references, CDATA, comments, the encoding) and
/// positions every error.
struct XMLPropertyListReader {
    private var reader: XMLReader
    private let file: String?
    private let limits: ParserLimits
    private var budget: DecodedSizeBudget
    /// Where the last tag read starts, for the errors about what follows it.
    private var lastOffset = 0

    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String?, limits: ParserLimits) throws(StringsError) -> PropertyListValue {
        let reader: XMLReader
        do throws(XMLError) {
            // The vector validator first: text it passes needs no check of the reader's, which goes a
            // scalar at a time (and finds and places the problem when there is one).
            let checked = UTF8Validation.isValid(bytes) && !containsNUL(bytes)
            reader = try XMLReader(bytes, file: file, dialect: .propertyList, checkedUTF8: checked)
        } catch {
            throw StringsError(error, file: file, syntax: .propertyList)
        }
        var plist = XMLPropertyListReader(reader: reader, file: file, limits: limits, budget: DecodedSizeBudget(inputBytes: bytes.count, limits: limits))
        plist.reader.collectsText = true
        return try plist.document()
    }

    private init(reader: XMLReader, file: String?, limits: ParserLimits, budget: DecodedSizeBudget) {
        self.reader = reader
        self.file = file
        self.limits = limits
        self.budget = budget
    }

    /// The error `message` of `kind` at byte `offset`.
    private mutating func error(_ kind: StringsError.Kind = .propertyList, at offset: Int, _ message: String) -> StringsError {
        StringsError(kind, at: SourceLocation(file: file, position: reader.location(of: offset)), message)
    }

    /// The reader's next event, its errors in this module's terms.
    private mutating func next() throws(StringsError) -> XMLEvent? {
        do throws(XMLError) {
            return try reader.next()
        } catch {
            throw StringsError(error, file: file, syntax: .propertyList)
        }
    }

    private mutating func document() throws(StringsError) -> PropertyListValue {
        let root = try nextTag(in: nil)
        let value: PropertyListValue
        if root.name == "plist" {
            guard !root.selfClosing else { throw error(at: root.offset, "<plist/> holds no value") }
            value = try self.value(tag: try nextTag(in: "plist"), depth: 1)
            if let extra = try nextTagOrEnd() { throw error(at: extra.offset, "expected </plist>: a property list holds one value") }
        } else {
            value = try self.value(tag: root, depth: 1)
        }
        // The reader checks what follows the root: comments, processing instructions and space only.
        _ = try next()
        return value
    }

    /// The next start tag, or nil at an end tag, passing over white space; other text is an error.
    private mutating func nextTagOrEnd() throws(StringsError) -> XMLStartTag? {
        while let event = try next() {
            switch event {
            case let .start(tag):
                lastOffset = tag.offset
                return tag
            case let .end(_, offset):
                lastOffset = offset
                return nil
            case let .text(text, offset):
                guard PlainText.isBlank(text) else { throw error(at: offset, "expected an element, found text") }
            }
        }
        throw error(at: lastOffset, "unexpected end of file, expected an element")
    }

    /// The next start tag, where a value must come (`parent` names the element it is in).
    private mutating func nextTag(in parent: String?) throws(StringsError) -> XMLStartTag {
        guard let tag = try nextTagOrEnd() else {
            throw error(at: lastOffset, "unexpected closing tag, expected a value" + (parent.map { " in <\($0)>" } ?? ""))
        }
        return tag
    }

    /// The value `tag` opens, charged to the decoded-size budget (its children were charged as they were read).
    private mutating func value(tag: XMLStartTag, depth: Int) throws(StringsError) -> PropertyListValue {
        let value = try element(tag: tag, depth: depth)
        let own: Int
        switch value {
        case let .string(text): own = text.utf8.count
        case let .data(bytes): own = bytes.count
        case let .dictionary(dictionary): own = dictionary.entries.reduce(0) { $0 + DecodedSizeBudget.valueCost + $1.key.utf8.count }
        default: own = 0
        }
        guard budget.charge(DecodedSizeBudget.valueCost + own) else {
            throw budget.exceeded(at: SourceLocation(file: file, position: reader.location(of: tag.offset)))
        }
        return value
    }

    private mutating func element(tag: XMLStartTag, depth: Int) throws(StringsError) -> PropertyListValue {
        guard depth <= limits.maximumDepth else {
            throw error(.limit, at: tag.offset, "nesting deeper than \(limits.maximumDepth) levels")
        }
        switch tag.name {
        case "dict":
            var entries: [PropertyListDictionary.Entry] = []
            while let keyTag = try nextTagOrEnd() {
                guard keyTag.name == "key" else { throw error(at: keyTag.offset, "expected <key> in <dict>, found <\(keyTag.name)>") }
                let location = SourceLocation(file: file, position: reader.location(of: keyTag.offset))
                let key = try text(of: keyTag)
                guard let valueTag = try nextTagOrEnd() else { throw error(at: lastOffset, "key \"\(key)\" has no value") }
                let item = try value(tag: valueTag, depth: depth + 1)
                entries.append(PropertyListDictionary.Entry(key: key, value: item, location: location))
            }
            return .dictionary(PropertyListDictionary(entries: entries))
        case "array":
            var elements: [PropertyListValue] = []
            while let elementTag = try nextTagOrEnd() { elements.append(try value(tag: elementTag, depth: depth + 1)) }
            return .array(elements)
        case "true", "false":
            guard PlainText.isBlank(try text(of: tag)) else { throw error(at: tag.offset, "<\(tag.name)> holds text; write <\(tag.name)/>") }
            return .boolean(tag.name == "true")
        case "string":
            return .string(try text(of: tag))
        case "integer":
            let body = PlainText.trimmed(try text(of: tag))
            guard let number = Self.integer(body) else { throw error(at: tag.offset, "invalid <integer> \"\(body)\"") }
            return .integer(number)
        case "real":
            let body = PlainText.trimmed(try text(of: tag))
            guard let number = Self.real(body) else { throw error(at: tag.offset, "invalid <real> \"\(body)\"") }
            return .real(number)
        case "date":
            let body = PlainText.trimmed(try text(of: tag))
            guard let date = Self.date(body) else { throw error(at: tag.offset, "invalid <date> \"\(body)\" (expected YYYY-MM-DDTHH:MM:SSZ)") }
            return .date(date)
        case "data":
            let body = try text(of: tag)
            guard let data = Data(base64Encoded: body.filter { !$0.isWhitespace }) else { throw error(at: tag.offset, "invalid base64 in <data>") }
            return .data([UInt8](data))
        default:
            throw error(at: tag.offset, "unknown element <\(tag.name)> in a property list")
        }
    }

    /// The character data of `tag` up to its closing tag (references decoded, CDATA kept, comments
    /// dropped); an element inside it is an error.
    private mutating func text(of tag: XMLStartTag) throws(StringsError) -> String {
        var text = ""
        while let event = try next() {
            switch event {
            case let .text(piece, _): text += piece
            case .end: return text
            case let .start(inner): throw error(at: inner.offset, "expected </\(tag.name)>, found <\(inner.name)>")
            }
        }
        throw error(at: tag.offset, "unterminated <\(tag.name)>")
    }

    private static func containsNUL(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var index = 0
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { return true }
            index += 8
        }
        return bytes[index...].contains(0)
    }

    static func integer(_ text: String) -> Int64? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return Int64(text.dropFirst(2), radix: 16) }
        if text.hasPrefix("-0x") || text.hasPrefix("-0X") { return Int64(text.dropFirst(3), radix: 16).map { -$0 } }
        if let value = Int64(text) { return value }
        // Unsigned 64-bit values Apple writes for large numbers keep their bit pattern.
        return UInt64(text).map { Int64(bitPattern: $0) }
    }

    static func real(_ text: String) -> Double? {
        switch text.lowercased() {
        case "nan": .nan
        case "inf", "+inf", "infinity": .infinity
        case "-inf", "-infinity": -.infinity
        default: Double(text)
        }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ`, the only date form plists use; always UTC.
    static func date(_ text: String) -> Date? {
        let parts = text.split(whereSeparator: { "-T:Z".contains($0) }).map { Int($0) }
        guard text.hasSuffix("Z"), parts.count == 6, parts.allSatisfy({ $0 != nil }) else { return nil }
        let (year, month, day) = (parts[0]!, parts[1]!, parts[2]!)
        let (hour, minute, second) = (parts[3]!, parts[4]!, parts[5]!)
        // The year is bounded so the day and second counts below cannot overflow Int (a year of
        // 10^18 trapped); a hundred million years is far past any date Foundation can show.
        guard (0...100_000_000).contains(year), (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second) else { return nil }
        let days = CivilDate.daysSince1970(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }
}
