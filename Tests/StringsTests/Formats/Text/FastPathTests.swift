import Testing
@testable import Strings

/// The parser takes shortcuts for the shapes real files nearly always have (` = "` between key and
/// value, `;` right after the value). Each row here is one of those shapes or a near miss that
/// must take the general path; both must read the same as Foundation, errors included.
@Suite("Parser fast paths")
struct FastPathTests {
    @Test("between key and value, and before the ';'", arguments: [
        #""k" = "v";"#,
        #""k" = "v" ;"#,
        #""k" = "v"/* c */;"#,
        #""k" =  "v";"#,
        #""k"= "v";"#,
        #""k" ="v";"#,
        "\"k\"\t=\t\"v\";",
        #""k" = 'v';"#,
        #""k" = v;"#,
        #""k" = /* c */ "v";"#,
        #""k" = "v\"";"#,
        #""k" = "é";"#,
        "\"k\" = \"v\"\n;",
        #"k = "v";"#,
        #""k";"#,
    ])
    func entryShapes(text: String) throws {
        let bytes = Array(text.utf8)
        let file = try StringsFileParser.parse(bytes)
        #expect(file.table == TestSupport.foundationTable(bytes), "\(text)")
        #expect(file.entries.first?.location.column == 1)
    }

    /// A file cut short right after the fast path's ` = "` (nothing to read), or whose value is not
    /// followed by ';': the same errors as before the shortcut.
    @Test("cut short or missing ';'", arguments: [
        (#""k" = ""#, "unterminated string"),
        (#""k" = "v""#, "expected ';'"),
        (#""k" = "v" "w";"#, "expected ';'"),
        (#""k" = "v"x;"#, "a quote inside the text ends it early"),
    ])
    func errors(text: String, message: String) {
        let error = TestSupport.parseError(Array(text.utf8))
        #expect(error?.kind == .syntax)
        #expect(error?.message.contains(message) == true, "\(String(describing: error?.message))")
    }

    /// Block comments are checked for UTF-8 while they are scanned, a block of bytes at a time; a bad
    /// byte anywhere (inside a block, across two, in the last bytes of the file) is still
    /// reported where it is, and good text in any script is not.
    @Test("comments checked as they are scanned", arguments: [
        ([u("/* "), [0xFF], u(" */\n\"k\" = \"v\";")], "1:4"),
        ([u("/* 0123456"), [0xC3], u("x */\n\"k\" = \"v\";")], "1:11"),
        ([u("/* 01234"), [0xE4, 0xB8], u(" */\n\"k\" = \"v\";")], "1:9"),
        ([u("/* "), [0xED, 0xA0, 0x80], u(" */\n\"k\" = \"v\";")], "1:4"),
        ([u("\"k\" = \"v\"; /* "), [0xC3], u("*/")], "1:15"),
        ([u("/* 中文 ключ é 𝄞 long enough to span words */\n\"k\" = \"v\";")], nil),
        ([u("\"k\" = \"v\"; /* é*/")], nil),
    ] as [([[UInt8]], String?)])
    func commentEncoding(parts: [[UInt8]], position: String?) throws {
        let file = try StringsFileParser.parse(parts.flatMap { $0 }, mode: .recovering)
        #expect(file.errors.map { "\($0.location.line):\($0.location.column)" } == (position.map { [$0] } ?? []))
        #expect(file.errors.allSatisfy { $0.kind == .encoding })
        #expect(file.table == ["k": "v"])
    }

    /// Duplicate keys are found by a hash of their bytes that takes sixteen, eight, then the last
    /// few bytes: keys of every length around those steps, each defined twice, among keys that
    /// differ from them only in their first or last byte, give exactly one warning each.
    @Test("duplicate keys of every length", arguments: Array(0...40))
    func duplicateKeys(length: Int) throws {
        let key = String((0..<length).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
        var keys = [key, "X" + key.dropFirst(), String(key.dropLast()) + "Y", key + "Z", key]
        if length == 0 { keys = ["", "Z", ""] }
        let text = keys.map { "\"\($0)\" = \"v\";\n" }.joined()
        let file = try StringsFileParser.parse(Array(text.utf8))
        let duplicates = file.warnings.filter { $0.kind == .duplicateKey }
        #expect(duplicates.map(\.location.line) == [keys.count])
        #expect(duplicates.first?.related?.line == 1)
    }
}

private func u(_ text: String) -> [UInt8] { Array(text.utf8) }
