import Foundation
import Testing
@testable import Strings

/// Our parser against Foundation's `PropertyListSerialization` (the oracle) on the same bytes.
@Suite("Differential: StringsFileParser vs Foundation")
struct StringsDifferentialTests {
    static let files = TestSupport.localizationFiles

    @Test("all 59 shipped translations are found")
    func found() { #expect(Self.files.count >= 59) }

    @Test("shipped translations: UTF-8, UTF-16LE, UTF-16BE, XML and binary plist", arguments: files)
    func translation(url: URL) throws {
        let bytes = [UInt8](try Data(contentsOf: url))
        let expected = try #require(TestSupport.foundationTable(bytes))
        #expect(!expected.isEmpty)
        #expect(try StringsFileParser.parse(bytes).table == expected)
        let text = try #require(String(bytes: bytes, encoding: .utf8))
        for bigEndian in [false, true] {
            let utf16 = TestSupport.utf16(text, bigEndian: bigEndian)
            #expect(TestSupport.foundationTable(utf16) == expected)
            #expect(try StringsFileParser.parse(utf16).table == expected)
        }
        let xml = try TestSupport.serialized(expected, .xml)
        let xmlFile = try StringsFileParser.parse(xml)
        #expect(xmlFile.format == .xmlPropertyList)
        #expect(xmlFile.table == expected)
        let binary = try TestSupport.serialized(expected, .binary)
        let binaryFile = try StringsFileParser.parse(binary)
        #expect(binaryFile.format == .binaryPropertyList)
        #expect(binaryFile.table == expected)
    }

    static let tricky: [String] = [
        #""a" = "x\n\t\r\"\\\a\b\f\v";"#,
        #""octal" = "\101\0\12\351\377\777\400\1234\200\376";"#,
        #""U" = "\U00e9\Ue9\U1F600\UD83D\UDE00\UD83Dx\UDE00\Uzz";"#,
        #""lower-u" = "\u00e9";"#,
        #""unknown" = "\q\'\/\?\é\ ";"#,
        "unquoted.key_1 = unquoted/value:2;\n$x-y = 3.5;",
        "/* c */ \"a\" /* d */ = /* e */ \"b\" // f\n ; // g\n\"c\"//h\n=\"d\";",
        "\"shorthand\";\n\"other\" = \"o\";",
        "\"empty\" = \"\";\n'' = 'single';",
        "\"emoji\" = \"🇫🇷👩‍👩‍👧 𝄞\";\n\"cjk\" = \"新しいバージョン 更新\";",
        "\"rtl\" = \"نسخة جديدة من %@ متاحة\";\n\"he\" = \"גרסה \u{2067}1.2\u{2069}\";",
        "\"long\" = \"" + String(repeating: "Ünïcödé ", count: 20_000) + "\";",
        "{\n\"braced\" = \"yes\";\n}",
        "\"dup\" = \"1\";\n\"dup\" = \"2\";",
        "\"crlf\" = \"a\r\nb\";\r\n\"cr\" = \"c\";\r\"lf\" = \"d\";\n",
        "\"ws\"\u{2028}=\u{2029}\"x\";\u{0B}\u{0C}",
        "\"nfc\" = \"é\";\n\"nfd\" = \"e\u{301}\";",
    ]

    @Test("tricky generated cases", arguments: tricky)
    func trickyCase(source: String) throws {
        let bytes = TestSupport.utf8(source)
        let expected = try #require(TestSupport.foundationTable(bytes))
        #expect(try StringsFileParser.parse(bytes).table == expected)
        for bigEndian in [false, true] {
            #expect(try StringsFileParser.parse(TestSupport.utf16(source, bigEndian: bigEndian)).table == expected)
        }
    }

    /// Where Apple is lenient or odd and we differ on purpose, each case names the difference.
    @Test("deliberate differences from Apple", arguments: [
        // Apple drops the rest of the file after an unclosed comment; we report it.
        ("\"k\" = \"v\";\n/* unclosed", "Apple: [k: v]; we: unterminated comment error"),
        // Apple keeps NUL bytes in text; so do we, and we report them.
        ("\"k\" = \"a\u{0}b\";", "Apple: value with U+0000; we: the same value and an encoding error"),
        // Apple returns a plain string (not a table) for a file holding one string; we want a table.
        ("\"just a string\"", "Apple: String; we: missing '=' or ';' error"),
        // Apple returns a dictionary with an array value; a strings table holds strings only.
        ("\"k\" = (\"a\", \"b\");", "Apple: array value; we: structure error"),
    ])
    func deliberateDifference(source: String, difference: String) throws {
        let bytes = TestSupport.utf8(source)
        #expect((try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)) != nil, "\(difference)")
        #expect(TestSupport.parseError(bytes) != nil, "\(difference)")
    }

    /// Recovering, we keep every entry Apple keeps, with the same value, and leave out exactly the
    /// values that are not strings: the table equals Foundation's string entries.
    @Test("recovering, the table is Foundation's strings", arguments: [
        "\"k\" = \"a\u{0}b\";\n\"j\" = \"w\";",
        "\"esc\" = \"\u{1B}[2J\";\n\"bell\" = \"\u{7}\";",
        "\"a\" = (\"x\", \"y\");\n\"b\" = \"z\";\n\"c\" = {\"n\" = \"(m)\";};\n\"d\" = <0fbd77>;\n\"e\" = \"f\";",
        "\"k\" = \"v\";\n\u{0}\"lost\" = \"x\";",
        "/* a NUL \u{0} in a comment */\n\"k\" = \"v\";",
    ])
    func recoveringMatchesFoundation(source: String) throws {
        let bytes = TestSupport.utf8(source)
        let foundation = try #require(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any])
        let parsed = try StringsFileParser.parse(bytes, mode: .recovering)
        #expect(parsed.table == foundation.compactMapValues { $0 as? String })
        #expect(!parsed.errors.isEmpty || parsed.warnings.contains { $0.kind == .controlCharacter } || source.hasPrefix("/*"))
    }

    @Test("the same in UTF-16: a NUL in a Japanese value keeps the file")
    func nulInUTF16() throws {
        let bytes = TestSupport.utf16("\"title\" = \"新しい\u{0}バージョン\";\n\"size\" = \"サイズ：％@\";\n", bigEndian: false)
        let foundation = try #require(TestSupport.foundationTable(bytes))
        let parsed = try StringsFileParser.parse(bytes, mode: .recovering)
        #expect(parsed.table == foundation)
        #expect(parsed.errors.map(\.location) == [SourceLocation(line: 1, column: 15)])
    }

    @Test("empty input: Apple refuses zero bytes, we return an empty table")
    func emptyInput() throws {
        #expect((try? PropertyListSerialization.propertyList(from: Data(), options: [], format: nil)) == nil)
        #expect(try StringsFileParser.parse([]).entries.isEmpty)
    }

    @Test("Apple refuses a missing final ';' and so do we")
    func missingFinalSemicolon() {
        let bytes = TestSupport.utf8("\"a\" = \"b\";\n\"c\" = \"d\"")
        #expect(TestSupport.foundationTable(bytes) == nil)
        #expect(TestSupport.parseError(bytes)?.message == #"expected ';' after the value of key "c" at 2:10, found end of file"#)
    }

    @Test("a lone surrogate in UTF-16 text: Apple writes U+FFFD, we report an encoding error")
    func loneSurrogate() {
        let bytes = TestSupport.utf16("\"k\" = \"", bigEndian: false) + [0x3D, 0xD8] + TestSupport.utf16("\";", bigEndian: false, bom: false)
        #expect(TestSupport.foundationTable(bytes) == ["k": "\u{FFFD}"])
        #expect(TestSupport.parseError(bytes)?.kind == .encoding)
    }
}
