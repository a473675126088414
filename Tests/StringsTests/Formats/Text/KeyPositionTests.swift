import Testing
@testable import Strings

/// Keys' positions as the parser counts lines while reading (``LineTracker``), checked against a
/// plain count here, in every place a line break can hide: whitespace, comments of both kinds,
/// strings (literal and escaped), and the cases that hand counting back to the locator.
@Suite("Key positions")
struct KeyPositionTests {
    /// Line and column (in scalars) of `offset`, CR, LF and CRLF each ending one line: the slow,
    /// obvious way, as a reference.
    private static func reference(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1, index = 0
        while index < offset {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }

    /// Where `"key"` (quoted, written once in the text) starts.
    private static func offset(ofKey key: String, in bytes: [UInt8]) -> Int? {
        let needle = Array("\"\(key)\"".utf8)
        guard needle.count <= bytes.count else { return nil }
        return (0...(bytes.count - needle.count)).first { bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    private static let longComment = "/* " + String(repeating: "a comment line long enough for words ", count: 3)

    @Test("every key's line and column", arguments: [
        "\"a\" = \"1\";\n\"b\" = \"2\";\n\n\n\"c\" = \"3\";",
        "/* one\ntwo\nthree */\n\"a\" = \"1\";\n/*\n\n*/ \"b\" = \"2\";",
        longComment + "\n" + longComment + "\n" + longComment + " */\n\"a\" = \"1\";\n  \"b\" = \"2\";",
        "// line comment\n\"a\" = \"1\"; // trailing\n\t\"b\" = \"2\";",
        "\"a\" = \"first line\nsecond line\nthird line of a long value that spans words\";\n\"b\" = \"2\";",
        "\"a\" = \"escaped\\\nbreak\";\n\"b\" = \"x\\\n\\\n\";\n\"c\" = \"3\";",
        "\"a\" /* between\nkey and value */ = \n\"1\";\n\"b\" = \"2\";",
        "\"a\" = \"1\"; \"b\" = \"2\";   \"c\" = \"3\";",
        "\"a\" = \"é中😀\"; \"b\" = \"2\";\n/* é\n中 */ \"c\" = \"3\";",
        "\"a\" = \"1\";\r\n\"b\" = \"2\";\r\n\r\n\"c\" = \"3\";",
        "\"a\" = \"1\";\n\"b\" = \"2\";\r\"c\" = \"3\";\n\"d\" = \"4\";",
        "\"a\" = \"1\";\n\"b\" = \"v\r\nw\";\n\"c\" = \"3\";",
        "\"a\" = \"1\";\n\"b\" = \"x\\\r\ny\";\n\"c\" = \"3\";",
        "\"a\" = \"1\";\n\"bad\" = oops oops;\n\"b\" = \"2\";\n\"c\" = \"3\";",
        "\"a\" = (\n1,\n2\n);\n\"b\" = \"2\";",
        "\"a\" = \"x\u{1}y\";\n\"b\" = \"2\";",
        "{\n\"a\" = \"1\";\n  \"b\" = \"2\";\n}\n",
        "\"a\" = \"1\";\u{2028}\"b\" = \"2\";\n\"c\" = \"3\";",
    ])
    func positions(text: String) throws {
        let bytes = Array(text.utf8)
        let file = try StringsFileParser.parse(bytes, mode: .recovering)
        #expect(!file.entries.isEmpty)
        for entry in file.entries {
            let offset = try #require(Self.offset(ofKey: entry.key, in: bytes))
            let expected = Self.reference(bytes, offset)
            #expect(entry.location.line == expected.line && entry.location.column == expected.column,
                    "key \(entry.key): \(entry.location.line):\(entry.location.column), expected \(expected.line):\(expected.column)")
        }
    }

    @Test("line breaks at every offset of a comment's and a value's eight-byte words", arguments: 0..<24)
    func breaksAcrossWords(shift: Int) throws {
        let padding = String(repeating: "x", count: shift)
        let text = "/* \(padding)\nmore \(padding)\n */\n\"a\" = \"\(padding)\nvalue \(padding)\n\";\n\"b\" = \"2\";\n\(padding.isEmpty ? "" : " ")\"c\" = \"3\";"
        let bytes = Array(text.utf8)
        let file = try StringsFileParser.parse(bytes)
        for entry in file.entries {
            let offset = try #require(Self.offset(ofKey: entry.key, in: bytes))
            let expected = Self.reference(bytes, offset)
            #expect(entry.location.line == expected.line && entry.location.column == expected.column)
        }
    }

    @Test("mixed line endings are still found after counting stops or never starts", arguments: [
        ("\"a\" = \"1\";\n\"b\" = \"2\";\r\n\"c\" = \"3\";", true),
        ("\"a\" = \"1\";\r\n\"b\" = \"2\";\n", true),
        ("\"a\" = \"1\";\n\"b\" = \"2\";\n", false),
        ("\"a\" = \"1\";\n\u{0}\r\n", true),
        ("\"a\" = \"1\";\n\"b\" = \"2\";", false),
    ])
    func mixedEndings(text: String, mixed: Bool) throws {
        let file = try StringsFileParser.parse(Array(text.utf8), mode: .recovering)
        #expect(file.warnings.contains { $0.kind == .mixedLineEndings } == mixed)
    }
}
