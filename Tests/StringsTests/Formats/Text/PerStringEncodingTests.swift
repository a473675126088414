import Testing
@testable import Strings

private func u(_ text: String) -> [UInt8] { Array(text.utf8) }

/// The text is no longer validated as a whole before parsing: each string with a non-ASCII byte is
/// checked as it is made, and each non-ASCII comment when it is used or dropped. A bad string in an
/// otherwise good file must still be reported exactly, and cost nothing but itself.
@Suite("Encoding checked per string")
struct PerStringEncodingTests {
    private static func bytes(_ parts: [[UInt8]]) -> [UInt8] { parts.flatMap { $0 } }

    /// Each row: the file (text and raw bytes), where its one encoding error is, and the table
    /// (U+FFFD for the bad bytes, the other strings untouched).
    @Test("a bad string among good ones", arguments: [
        ("in a value", [u(#""a" = "é";"# + "\n" + #""b" = "x"#), [0xFF], u(#"y";"# + "\n" + #""c" = "中";"#)],
         "2:9", ["a": "é", "b": "x\u{FFFD}y", "c": "中"]),
        ("in a key", [u(#""é" = "1";"# + "\n\""), [0xC3, 0x28], u(#"" = "2";"# + "\n" + #""c" = "3";"#)],
         "2:2", ["é": "1", "\u{FFFD}(": "2", "c": "3"]),
        ("with an escape in the string", [u(#""a" = "\n"#), [0xE2, 0x82], u(#"\"";"# + "\n" + #""b" = "ok é";"#)],
         "1:10", ["a": "\n\u{FFFD}\"", "b": "ok é"]),
        ("after a long ASCII run", [u(#""a" = "0123456789abcdefghij"#), [0xED, 0xA0, 0x80], u(#"";"#)],
         "1:28", ["a": "0123456789abcdefghij\u{FFFD}\u{FFFD}\u{FFFD}"]),
        ("truncated at the closing quote", [u(#""a" = "中"#), [0xE4, 0xB8], u(#"";"# + "\n" + #""b" = "中";"#)],
         "1:9", ["a": "中\u{FFFD}", "b": "中"]),
        ("just before a backslash", [u(#""a" = "x"#), [0xC3], u(#"\n";"# + "\n" + #""b" = "é";"#)],
         "1:9", ["a": "x\u{FFFD}\n", "b": "é"]),
        ("escaped by a backslash", [u(#""a" = "\"#), [0xFF], u(#"";"#)], "1:9", ["a": "\u{FFFD}"]),
        ("near the end of the file, read a byte at a time", [u(#""a" = "é"#), [0xE9], u(#"";"#)], "1:9", ["a": "é\u{FFFD}"]),
        ("in a long escaped value", [u(#""a" = "\U00e9 ключ "# + String(repeating: "текст ", count: 4)), [0xD0], u(#" \n";"#)],
         "1:44", ["a": "é ключ " + String(repeating: "текст ", count: 4) + "\u{FFFD} \n"]),
    ] as [(String, [[UInt8]], String, [String: String])])
    func badString(name: String, parts: [[UInt8]], at position: String, table: [String: String]) throws {
        let file = try StringsFileParser.parse(Self.bytes(parts), mode: .recovering)
        #expect(file.errors.map { "\($0.location.line):\($0.location.column)" } == [position], "\(name)")
        #expect(file.errors.allSatisfy { $0.kind == .encoding && $0.message.hasPrefix("invalid UTF-8") }, "\(name)")
        #expect(file.table == table, "\(name)")
        #expect(TestSupport.parseError(Self.bytes(parts))?.kind == .encoding)
    }

    @Test("a bad comment is an error; the entry it belongs to is kept", arguments: [true, false])
    func badComment(used: Bool) throws {
        // A comment is checked when its entry takes it, or when a later comment replaces it.
        let parts: [[UInt8]] = [u("/* caf"), [0xE9], u(" */\n"), used ? [] : u("/* é */\n"), u(#""a" = "1";"#)]
        let file = try StringsFileParser.parse(Self.bytes(parts), mode: .recovering)
        #expect(file.errors.map { "\($0.location.line):\($0.location.column) \($0.kind)" } == ["1:7 encoding"])
        #expect(file.table == ["a": "1"])
        #expect(file.entries.first?.comment == (used ? "caf\u{FFFD}" : "é"))
    }

    @Test("good non-ASCII text ends at any position in a word", arguments: 0..<16)
    func goodText(padding: Int) throws {
        let filler = String(repeating: "x", count: padding)
        let text = "/* \(filler)é */\n\"\(filler)ключ\" = \"\(filler)中文😀\";\n\"k\" = \"\(filler)ü\";"
        let file = try StringsFileParser.parse(Array(text.utf8))
        #expect(file.errors.isEmpty)
        #expect(file.table == ["\(filler)ключ": "\(filler)中文😀", "k": "\(filler)ü"])
        #expect(file.entries.first?.comment == "\(filler)é")
        #expect(file.table == TestSupport.foundationTable(Array(text.utf8)))
    }
}
