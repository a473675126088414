import IVersionSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A small XML reader for property lists: exactly the elements, entities, CDATA sections,
/// comments and DOCTYPE that plists use, over UTF-8 bytes, recording where each `<key>` starts.
struct XMLPropertyListReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let limits: ParserLimits
    private var position = 0
    private var locator: SourceLocator
    private var budget: DecodedSizeBudget

    static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String?, limits: ParserLimits) throws(StringsError) -> PropertyListValue {
        var text = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { text = UnsafeBufferPointer(rebasing: bytes[3...]) }
        var reader = XMLPropertyListReader(bytes: text, limits: limits, locator: SourceLocator(file: file))
        // The fast check first; the slow one only to say where and what the problem is. Once the
        // text is known good, strings cut from it at tags need no check of their own.
        if !UTF8Validation.isValid(text) || Self.containsNUL(text), let (offset, problem) = UTF8Validation.firstProblem(in: text) {
            throw reader.error(.encoding, at: offset, problem == .nul ? "NUL byte in an XML property list" : "invalid UTF-8 in an XML property list")
        }
        return try reader.document()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, limits: ParserLimits, locator: SourceLocator) {
        self.bytes = bytes
        self.limits = limits
        self.locator = locator
        self.budget = DecodedSizeBudget(inputBytes: bytes.count, limits: limits)
    }

    private mutating func error(_ kind: StringsError.Kind = .propertyList, at offset: Int, _ message: String) -> StringsError {
        StringsError(kind, at: locator.location(of: offset, in: bytes), message)
    }

    private mutating func document() throws(StringsError) -> PropertyListValue {
        try skipMisc(allowDeclarations: true)
        let tag = try openTag()
        let value: PropertyListValue
        if tag.name == "plist" {
            guard !tag.selfClosing else { throw error(at: tag.offset, "<plist/> holds no value") }
            try skipMisc(allowDeclarations: false)
            value = try self.value(tag: try openTag(), depth: 1)
            try skipMisc(allowDeclarations: false)
            try closeTag("plist")
        } else {
            value = try self.value(tag: tag, depth: 1)
        }
        try skipMisc(allowDeclarations: false)
        guard position == bytes.count else { throw error(at: position, "unexpected content after the property list") }
        return value
    }

    private struct Tag { var name: String; var selfClosing: Bool; var offset: Int }

    /// `<name attributes>` or `<name/>` at the current position.
    private mutating func openTag() throws(StringsError) -> Tag {
        let offset = position
        guard position < bytes.count, bytes[position] == UInt8(ascii: "<") else {
            throw error(at: position, position < bytes.count ? "expected an element, found text" : "unexpected end of file, expected an element")
        }
        position += 1
        if position < bytes.count, bytes[position] == UInt8(ascii: "/") {
            throw error(at: offset, "unexpected closing tag, expected a value")
        }
        let nameStart = position
        while position < bytes.count, !Self.endsName(bytes[position]) { position += 1 }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<position]), as: UTF8.self)
        guard !name.isEmpty else { throw error(at: offset, "unexpected '<'") }
        var quote: UInt8?
        while position < bytes.count {
            let byte = bytes[position]
            if let open = quote { if byte == open { quote = nil } }
            else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
            else if byte == UInt8(ascii: ">") {
                position += 1
                return Tag(name: name, selfClosing: bytes[position - 2] == UInt8(ascii: "/"), offset: offset)
            }
            position += 1
        }
        throw error(at: offset, "unterminated tag <\(name)")
    }

    private mutating func closeTag(_ name: String) throws(StringsError) {
        let offset = position
        let nameLength = name.utf8.count
        // Compared in place: building "</name" for each closing tag cost an allocation.
        guard position + 2 + nameLength <= bytes.count, bytes[position] == UInt8(ascii: "<"), bytes[position + 1] == UInt8(ascii: "/"),
              Self.equal(UnsafeBufferPointer(rebasing: bytes[position + 2..<position + 2 + nameLength]), name) else {
            throw error(at: offset, "expected </\(name)>")
        }
        position += 2 + nameLength
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else { throw error(at: offset, "malformed </\(name)>") }
        position += 1
    }

    /// The value `tag` opens, charged to the decoded-size budget (its children were charged as they were read).
    private mutating func value(tag: Tag, depth: Int) throws(StringsError) -> PropertyListValue {
        let value = try element(tag: tag, depth: depth)
        let own: Int
        switch value {
        case let .string(text): own = text.utf8.count
        case let .data(bytes): own = bytes.count
        case let .dictionary(dictionary): own = dictionary.entries.reduce(0) { $0 + DecodedSizeBudget.valueCost + $1.key.utf8.count }
        default: own = 0
        }
        guard budget.charge(DecodedSizeBudget.valueCost + own) else {
            throw budget.exceeded(at: locator.location(of: tag.offset, in: bytes))
        }
        return value
    }

    private mutating func element(tag: Tag, depth: Int) throws(StringsError) -> PropertyListValue {
        guard depth <= limits.maximumDepth else {
            throw error(.limit, at: tag.offset, "nesting deeper than \(limits.maximumDepth) levels")
        }
        switch tag.name {
        case "dict":
            var entries: [PropertyListDictionary.Entry] = []
            if tag.selfClosing { return .dictionary(PropertyListDictionary()) }
            while true {
                try skipMisc(allowDeclarations: false)
                if atClosingTag { try closeTag("dict"); return .dictionary(PropertyListDictionary(entries: entries)) }
                let keyTag = try openTag()
                guard keyTag.name == "key" else { throw error(at: keyTag.offset, "expected <key> in <dict>, found <\(keyTag.name)>") }
                let location = locator.location(of: keyTag.offset, in: bytes)
                let key = keyTag.selfClosing ? "" : try text(closing: "key")
                try skipMisc(allowDeclarations: false)
                if atClosingTag { throw error(at: position, "key \"\(key)\" has no value") }
                let item = try value(tag: try openTag(), depth: depth + 1)
                entries.append(PropertyListDictionary.Entry(key: key, value: item, location: location))
            }
        case "array":
            var elements: [PropertyListValue] = []
            if tag.selfClosing { return .array([]) }
            while true {
                try skipMisc(allowDeclarations: false)
                if atClosingTag { try closeTag("array"); return .array(elements) }
                elements.append(try value(tag: try openTag(), depth: depth + 1))
            }
        case "true", "false":
            if !tag.selfClosing { try skipSpaceThenClose(tag.name) }
            return .boolean(tag.name == "true")
        case "string":
            return .string(tag.selfClosing ? "" : try text(closing: "string"))
        case "integer":
            let body = try scalarText(tag)
            guard let number = Self.integer(body) else { throw error(at: tag.offset, "invalid <integer> \"\(body)\"") }
            return .integer(number)
        case "real":
            let body = try scalarText(tag)
            guard let number = Self.real(body) else { throw error(at: tag.offset, "invalid <real> \"\(body)\"") }
            return .real(number)
        case "date":
            let body = try scalarText(tag)
            guard let date = Self.date(body) else { throw error(at: tag.offset, "invalid <date> \"\(body)\" (expected YYYY-MM-DDTHH:MM:SSZ)") }
            return .date(date)
        case "data":
            let body = tag.selfClosing ? "" : try text(closing: "data")
            guard let data = Data(base64Encoded: body.filter { !$0.isWhitespace }) else { throw error(at: tag.offset, "invalid base64 in <data>") }
            return .data([UInt8](data))
        default:
            throw error(at: tag.offset, "unknown element <\(tag.name)> in a property list")
        }
    }

    private var atClosingTag: Bool {
        position + 1 < bytes.count && bytes[position] == UInt8(ascii: "<") && bytes[position + 1] == UInt8(ascii: "/")
    }

    private mutating func skipSpaceThenClose(_ name: String) throws(StringsError) {
        skipSpace()
        try closeTag(name)
    }

    private mutating func scalarText(_ tag: Tag) throws(StringsError) -> String {
        let body = tag.selfClosing ? "" : try text(closing: tag.name)
        return PlainText.trimmed(body)
    }

    /// Character data up to `</name>`: entities and character references decoded, CDATA kept, comments dropped.
    private mutating func text(closing name: String) throws(StringsError) -> String {
        var output: [UInt8] = []
        var runStart = position
        while true {
            skipToMarkup()
            guard position < bytes.count else { throw error(at: runStart, "unterminated <\(name)>") }
            if output.isEmpty, bytes[position] == UInt8(ascii: "<"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                // Plain text up to the closing tag, as nearly all is: a string straight from the
                // (validated) bytes, without a buffer in between.
                let text = UnsafeBufferPointer(rebasing: bytes[runStart..<position])
                try closeTag(name)
                return UTF8Validation.uncheckedString(text, isASCII: Self.isASCII(text))
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
            let rest = UnsafeBufferPointer(rebasing: bytes[position...])
            if bytes[position] == UInt8(ascii: "&") {
                try entity(into: &output)
            } else if rest.starts(with: "<![CDATA[".utf8) {
                let start = position + 9
                guard let end = find("]]>", from: start) else { throw error(at: position, "unterminated CDATA section") }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                position = end + 3
            } else if rest.starts(with: "<!--".utf8) {
                guard let end = find("-->", from: position + 4) else { throw error(at: position, "unterminated comment") }
                position = end + 3
            } else {
                try closeTag(name)
                return String(decoding: output, as: UTF8.self)
            }
            runStart = position
        }
    }

    private mutating func entity(into output: inout [UInt8]) throws(StringsError) {
        let start = position
        // Look no further than the longest reference (`&#x10FFFF;`), so text full of `&` stays linear.
        guard let end = find(";", from: start + 1, before: min(bytes.count, start + 13)) else {
            throw error(at: start, "unterminated entity reference")
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start + 1..<end]), as: UTF8.self)
        position = end + 1
        switch name {
        case "lt": output.append(UInt8(ascii: "<"))
        case "gt": output.append(UInt8(ascii: ">"))
        case "amp": output.append(UInt8(ascii: "&"))
        case "quot": output.append(UInt8(ascii: "\""))
        case "apos": output.append(UInt8(ascii: "'"))
        default:
            var digits = Substring(name)
            guard digits.first == "#" else { throw error(at: start, "unknown entity &\(name);") }
            digits = digits.dropFirst()
            let hex = digits.first == "x" || digits.first == "X"
            if hex { digits = digits.dropFirst() }
            guard let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value) else {
                throw error(.encoding, at: start, "invalid character reference &\(name);")
            }
            guard Self.isXMLCharacter(scalar) else {
                throw error(.encoding, at: start, "character reference &\(name); names U+\(PlainText.printf("%04X", value)), which XML 1.0 forbids (a control character)")
            }
            StringsEscape.appendScalar(scalar.value, to: &output)
        }
    }

    /// Moves to the next `<` or `&` (or the end), eight bytes at a time.
    private mutating func skipToMarkup() {
        let count = bytes.count
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
            while position + 8 <= count {
                let word = UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)
                let angle = word ^ (ones &* UInt64(UInt8(ascii: "<"))), ampersand = word ^ (ones &* UInt64(UInt8(ascii: "&")))
                // Zero bytes flagged (the lowest flag is exact: borrows only flag bytes above it).
                let stops = ((angle &- ones) & ~angle | (ampersand &- ones) & ~ampersand) & high
                if stops != 0 { position += stops.trailingZeroBitCount >> 3; return }
                position += 8
            }
        }
        while position < count, bytes[position] != UInt8(ascii: "<"), bytes[position] != UInt8(ascii: "&") { position += 1 }
    }

    private static func equal(_ bytes: UnsafeBufferPointer<UInt8>, _ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { bytes.elementsEqual($0) } ?? bytes.elementsEqual(name.utf8)
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var seen: UInt64 = 0, index = 0
        while index + 8 <= bytes.count {
            seen |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            index += 8
        }
        while index < bytes.count { seen |= UInt64(base[index]); index += 1 }
        return seen & 0x8080_8080_8080_8080 == 0
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

    private func find(_ needle: String, from start: Int, before end: Int? = nil) -> Int? {
        let pattern = Array(needle.utf8)
        let end = end ?? bytes.count
        var index = start
        while index + pattern.count <= end {
            if bytes[index] == pattern[0], UnsafeBufferPointer(rebasing: bytes[index..<index + pattern.count]).elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    private mutating func skipSpace() {
        // A switch, not `[…].contains`: the array literal was built on every byte.
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// Whitespace, comments, and (before the root) the XML declaration and DOCTYPE.
    private mutating func skipMisc(allowDeclarations: Bool) throws(StringsError) {
        while true {
            skipSpace()
            // Nearly always the next element: `<` and a letter or `/` is none of the things skipped here.
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "<"),
                  bytes[position + 1] == UInt8(ascii: "!") || bytes[position + 1] == UInt8(ascii: "?") else { return }
            let rest = UnsafeBufferPointer(rebasing: bytes[position...])
            if rest.starts(with: "<!--".utf8) {
                guard let end = find("-->", from: position + 4) else { throw error(at: position, "unterminated comment") }
                position = end + 3
            } else if allowDeclarations, rest.starts(with: "<?".utf8) {
                guard let end = find("?>", from: position + 2) else { throw error(at: position, "unterminated <? declaration") }
                position = end + 2
            } else if allowDeclarations, rest.starts(with: "<!DOCTYPE".utf8) {
                let start = position
                var bracketDepth = 0
                while position < bytes.count {
                    let byte = bytes[position]
                    position += 1
                    if byte == UInt8(ascii: "[") { bracketDepth += 1 }
                    else if byte == UInt8(ascii: "]") { bracketDepth -= 1 }
                    else if byte == UInt8(ascii: ">"), bracketDepth <= 0 { break }
                }
                guard bytes[position - 1] == UInt8(ascii: ">") else { throw error(at: start, "unterminated DOCTYPE") }
            } else {
                return
            }
        }
    }

    /// XML 1.0's `Char`: tab, line feed, carriage return and U+0020 upwards, except U+FFFE and U+FFFF
    /// (surrogates are not scalars). ESC, NUL and the other C0 controls are not XML text.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xFFFD, 0x10000...: true
        default: false
        }
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
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
