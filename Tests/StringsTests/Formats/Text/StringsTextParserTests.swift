import Foundation
import Testing

@testable import Strings

@Suite("Text .strings parser")
struct StringsTextParserTests {
    private func value(_ source: String) throws -> String? {
        try StringsFileParser.parse(TestSupport.utf8(source)).table["k"]
    }

    /// Regression: many short entries (fewer bytes per entry than the index's size estimate)
    /// made the duplicate-key index grow while naming an entry not yet stored, and trap.
    @Test func manyShortEntriesParse() throws {
        let source = (0..<5_000).map { "\"k\($0)\"=\"v\";" }.joined(separator: "\n") + "\n\"k7\"=\"w\";"
        let file = try StringsFileParser.parse(TestSupport.utf8(source))
        #expect(file.entries.count == 5_001)
        #expect(file.table["k4999"] == "v")
        #expect(file.table["k7"] == "w")
        #expect(file.warnings.map(\.kind) == [.duplicateKey])
    }

    @Test(
        "escapes decode as Apple's parser decodes them",
        arguments: [
            (#""k" = "a\nb";"#, "a\nb"), (#""k" = "\t";"#, "\t"), (#""k" = "\r";"#, "\r"),
            (#""k" = "\"";"#, "\""), (#""k" = "\\";"#, "\\"), (#""k" = "\a\b\f\v";"#, "\u{07}\u{08}\u{0C}\u{0B}"),
            (#""k" = "\U00e9";"#, "é"), (#""k" = "\Ue9x";"#, "éx"), (#""k" = "\U1F600";"#, "\u{1F60}0"),
            (#""k" = "\UD83D\UDE00";"#, "😀"), (#""k" = "\UD83Dx";"#, "\u{FFFD}x"), (#""k" = "\Uz";"#, "\u{0}z"),
            (#""k" = "\u00e9";"#, "u00e9"), (#""k" = "\101\12";"#, "A\n"), (#""k" = "\351";"#, "Ø"),
            (#""k" = "\377";"#, "\u{0}"), (#""k" = "\400";"#, "\u{0}"), (#""k" = "\1234";"#, "S4"),
            (#""k" = "\q\'\/";"#, "q'/"), (#""k" = "\é";"#, "é"),
        ])
    func escape(source: String, expected: String) throws {
        #expect(try value(source) == expected)
        #expect(TestSupport.foundationTable(TestSupport.utf8(source))?["k"] == expected)
    }

    @Test("unknown and lower-case-u escapes warn")
    func escapeWarnings() throws {
        let file = try StringsFileParser.parse(TestSupport.utf8(#""k" = "\q \u0041";"#))
        #expect(file.warnings.map(\.kind) == [.suspicious, .suspicious])
        #expect(file.warnings[0].location == SourceLocation(line: 1, column: 8))
    }

    @Test(
        "grammar forms",
        arguments: [
            ("k = v;", ["k": "v"]), ("a.b-c/d:e$f_9 = x;", ["a.b-c/d:e$f_9": "x"]), (#""k";"#, ["k": "k"]),
            ("'k' = 'it\"s';", ["k": "it\"s"]), (#"{ "k" = "v"; }"#, ["k": "v"]), ("", [:]),
            ("  \n// only a comment\n", [:]),
            (#"/* a */ "k" /* b */ = // c"# + "\n" + #" "v" /* d */ ;"#, ["k": "v"]), (#""k" = "";"#, ["k": ""]),
            ("\"k\"\u{2028}=\u{2029}\"v\";", ["k": "v"]), ("k = a//b;", ["k": "a//b"]),
        ])
    func grammar(source: String, expected: [String: String]) throws {
        #expect(try StringsFileParser.parse(TestSupport.utf8(source)).table == expected)
    }

    @Test(
        "encodings and BOMs",
        arguments: [
            (TestSupport.utf8("\"k\" = \"é\";"), StringsFileFormat.textUTF8),
            ([0xEF, 0xBB, 0xBF] + TestSupport.utf8("\"k\" = \"é\";"), .textUTF8),
            (TestSupport.utf16("\"k\" = \"é\";", bigEndian: false), .textUTF16LittleEndian),
            (TestSupport.utf16("\"k\" = \"é\";", bigEndian: true), .textUTF16BigEndian),
            // Our documented heuristic: UTF-16 without BOM when the first two bytes are ASCII and NUL.
            (TestSupport.utf16("\"k\" = \"é\";", bigEndian: false, bom: false), .textUTF16LittleEndian),
            (TestSupport.utf16("\"k\" = \"é\";", bigEndian: true, bom: false), .textUTF16BigEndian),
        ])
    func encodings(bytes: [UInt8], format: StringsFileFormat) throws {
        let file = try StringsFileParser.parse(bytes)
        #expect(file.format == format)
        #expect(file.table == ["k": "é"])
    }

    @Test("entries carry line, column in scalars, and the preceding comment")
    func locations() throws {
        let source =
            "/* first */\n\"a\" = \"1\";\r\n  // second\n  \"b\" = \"2\"; \"c\" = \"3\";\n\t\"é\"=\"x\"; \"d\" = \"4\";"
        let file = try StringsFileParser.parse(TestSupport.utf8(source), file: "x.strings")
        #expect(
            file.entries.map { "\($0.location)" } == [
                "x.strings:2:1", "x.strings:4:3", "x.strings:4:14", "x.strings:5:2", "x.strings:5:11",
            ])
        #expect(file.entries.map(\.comment) == ["first", "second", nil, nil, nil])
        #expect(file.warnings.map(\.kind) == [.mixedLineEndings])
        #expect(file.warnings[0].location.line == 2)
    }

    @Test("a duplicate key warns with both positions and the last definition wins")
    func duplicates() throws {
        let file = try StringsFileParser.parse(TestSupport.utf8("\"k\" = \"1\";\n\"x\" = \"2\";\n  \"k\" = \"3\";"))
        #expect(file.table["k"] == "3")
        #expect(file.entries.count == 3)
        let warning = try #require(file.warnings.first)
        #expect(warning.kind == .duplicateKey)
        #expect(warning.location == SourceLocation(line: 3, column: 3))
        #expect(warning.related == SourceLocation(line: 1, column: 1))
        #expect(warning.message == #"key "k" is defined again; this definition replaces the one at 1:1"#)
    }

    @Test(
        "bad input gives an exact message and location",
        arguments: [
            (
                "\"k\" = \"v\";\n\"a\" = \"unterminated", StringsError.Kind.syntax, 2, 7,
                "unterminated string starting at 2:7"
            ),
            ("\"foo\" x", .syntax, 1, 7, #"expected '=' or ';' after key "foo" at 1:7, found 'x'"#),
            ("\"foo\"", .syntax, 1, 6, #"expected '=' or ';' after key "foo" at 1:6, found end of file"#),
            ("\"k\" = \"v\"", .syntax, 1, 10, #"expected ';' after the value of key "k" at 1:10, found end of file"#),
            (
                "\"k\" = \"v\"\n\"j\" = \"w\";", .syntax, 2, 1,
                #"expected ';' after the value of key "k" at 2:1, found '"'"#
            ),
            ("\"k\" = ;", .syntax, 1, 7, #"expected a value after '=' for key "k" at 1:7, found ';'"#),
            (
                "= \"v\";", .syntax, 1, 1,
                "expected a key (a quoted string or a word of letters, digits and _$/:.-) at 1:1, found '='"
            ),
            ("a+b = c;", .syntax, 1, 2, #"expected '=' or ';' after key "a" at 1:2, found '+'"#),
            (
                "\"k\" = \"v\";\n\n/* never closed", .syntax, 3, 1,
                "unterminated comment starting at 3:1; Apple ignores the rest of the file"
            ),
            (
                "\"k\" = (\"a\");", .structure, 1, 7,
                #"the value of key "k" at 1:7 is an array; a strings file maps keys to strings only, so the entry is left out"#
            ),
            ("{ \"k\" = \"v\";", .syntax, 1, 13, "expected '}' to close the '{' at 1:1, found end of file"),
            (
                "\"k\" = \"a\u{0}b\";", .encoding, 1, 9,
                #"control character U+0000 inside a string; Apple keeps it, but many UIs end the text there: remove it, or write \U0000 if it is meant"#
            ),
            (
                "\"k\" = \"v\";\u{0}\"j\" = \"w\";", .encoding, 1, 11,
                "NUL character between entries; Apple stops reading the file here, so nothing after it is loaded (is this a binary file?)"
            ),
        ])
    func errors(source: String, kind: StringsError.Kind, line: Int, column: Int, message: String) throws {
        let error = try #require(TestSupport.parseError(TestSupport.utf8(source)))
        #expect(error.kind == kind)
        #expect(error.location == SourceLocation(line: line, column: column))
        #expect(error.message == message)
    }

    @Test("invalid UTF-8 is an encoding error at the bad byte")
    func invalidUTF8() throws {
        let error = try #require(
            TestSupport.parseError(TestSupport.utf8("\"k\" =\n \"é") + [0xC3, 0x28] + TestSupport.utf8("\";")))
        #expect(error.kind == .encoding)
        #expect(error.location == SourceLocation(line: 2, column: 4))
        #expect(error.message.hasPrefix("invalid UTF-8 (byte 0xC3)"))
    }

    /// Recovering: each row is a damaged file, the errors it must report (line:column kind) and
    /// the table that must survive them.
    @Test(
        "recovery keeps the entries around a damaged one",
        arguments: [
            (
                "forgotten ';' before the next line", "\"a\" = \"A\"\n\"b\" = \"B\";\n\"c\" = \"C\";",
                ["2:1 syntax"], ["b": "B", "c": "C"]
            ),
            ("garbage line", "\"a\" = \"A\";\n+++ nonsense +++\n\"b\" = \"B\";", ["2:1 syntax"], ["a": "A", "b": "B"]),
            ("missing '='", "\"a\" \"A\";\n\"b\" = \"B\";", ["1:5 syntax"], ["b": "B"]),
            ("array value", "\"a\" = (\"x\", \"y\");\n\"b\" = \"B\";", ["1:7 structure"], ["b": "B"]),
            (
                "dictionary value with brackets in strings", "\"a\" = { \"k\" = \")}\"; };\n\"b\" = \"B\";",
                ["1:7 structure"], ["b": "B"]
            ),
            ("data value", "\"a\" = <0fbd>;\n\"b\" = \"B\";", ["1:7 structure"], ["b": "B"]),
            (
                "NUL and ESC kept in values (ESC is a warning)", "\"a\" = \"x\u{0}y\";\n\"b\" = \"\u{1B}[2J\";",
                ["1:9 encoding"],
                ["a": "x\u{0}y", "b": "\u{1B}[2J"]
            ),
            ("tab and line breaks are not control problems", "\"a\" = \"x\ty\nz\r\";", [], ["a": "x\ty\nz\r"]),
            ("NUL between entries ends the file", "\"a\" = \"A\";\u{0}\n\"b\" = \"B\";", ["1:11 encoding"], ["a": "A"]),
            (
                "unterminated comment ends the file", "\"a\" = \"A\";\n/* open\n\"b\" = \"B\";", ["2:1 syntax"],
                ["a": "A"]
            ),
            ("unterminated string ends the file", "\"a\" = \"A\";\n\"b\" = \"B;\n", ["2:7 syntax"], ["a": "A"]),
            (
                "an unescaped quote inside a value", "\"a\" = \"say \"hi\" now\";\n\"b\" = \"B\";", ["1:13 syntax"],
                ["b": "B"]
            ),
            (
                "two damaged entries", "\"a\" = ;\n\"b\" = \"B\";\n\"c\" = ;\n\"d\" = \"D\";",
                ["1:7 syntax", "3:7 syntax"], ["b": "B", "d": "D"]
            ),
        ] as [(String, String, [String], [String: String])])
    func recovery(name: String, source: String, errors: [String], table: [String: String]) throws {
        let parsed = try StringsFileParser.parse(TestSupport.utf8(source), mode: .recovering)
        #expect(parsed.errors.map { "\($0.location.line):\($0.location.column) \($0.kind)" } == errors, "\(name)")
        #expect(parsed.table == table, "\(name)")
        // Strict mode throws exactly the first of them.
        #expect(TestSupport.parseError(TestSupport.utf8(source)) == parsed.errors.first, "\(name)")
    }

    /// Apple keeps a control character and shows the text whole (a NUL cuts it short on screen, so
    /// that one stays an error): a warning, placed with its entry among the duplicate-key warnings.
    @Test("a control character other than NUL in a value is a warning, in order with the duplicates")
    func controlCharacterIsAWarning() throws {
        let parsed = try StringsFileParser.parse(
            TestSupport.utf8("\"a\" = \"x\";\n\"a\" = \"y\";\n\"b\" = \"\u{1B}[2J\u{7}\";\n\"b\" = \"z\";\n"),
            mode: .recovering)
        #expect(parsed.errors.isEmpty)
        #expect(
            parsed.warnings.map { "\($0.location.line):\($0.location.column) \($0.kind)" }
                == ["2:1 duplicateKey", "3:8 controlCharacter", "3:12 controlCharacter", "4:1 duplicateKey"])
        #expect(parsed.table == ["a": "y", "b": "z"])
    }

    /// A problem met after an entry's key was read names that key; one before any key (or in the
    /// key itself) names none, and the next entry's problems name the next key, not the failed one.
    @Test("warnings and errors inside an entry carry its key")
    func problemsCarryTheirEntrysKey() throws {
        let source =
            "\"menu.open\" = \"Open \\q\";\n\"menu.save\" = \"Save\u{1}\";\n\"menu.close\" = \"Close \"now\";\n\"after\" = \"\\q\";\n= \"x\";\n"
        let parsed = try StringsFileParser.parse(TestSupport.utf8(source), mode: .recovering)
        #expect(
            parsed.warnings.map { "\($0.kind) \($0.key ?? "-")" } == [
                "suspicious menu.open", "controlCharacter menu.save", "suspicious after",
            ])
        #expect(parsed.errors.map { "\($0.location.line) \($0.key ?? "-")" } == ["3 menu.close", "5 -"])
    }

    @Test("an unescaped quote is named in the message")
    func unescapedQuoteHint() throws {
        let parsed = try StringsFileParser.parse(TestSupport.utf8("\"a\" = \"say \"hi\" now\";"), mode: .recovering)
        #expect(
            parsed.errors.first?.message
                == #"expected ';' after the value of key "a" at 1:13, found 'h'; a quote inside the text ends it early: write \" for a quote"#
        )
    }

    @Test("a file of nothing but errors stops after the limit, not after every line")
    func errorLimit() throws {
        let source = String(repeating: "= nonsense\n", count: 10_000)
        let parsed = try StringsFileParser.parse(TestSupport.utf8(source), mode: .recovering)
        #expect(parsed.errors.count == StringsTextParser.maximumErrors + 1)
        #expect(parsed.errors.last?.message.contains("the rest of it is not read") == true)
    }

    @Test("invalid UTF-16 surrogates are encoding errors with the position", arguments: [false, true])
    func invalidUTF16(bigEndian: Bool) throws {
        var bytes = TestSupport.utf16("\"k\" =\n \"", bigEndian: bigEndian)
        bytes += bigEndian ? [0xD8, 0x3D] : [0x3D, 0xD8]
        bytes += TestSupport.utf16("\";", bigEndian: bigEndian, bom: false)
        let error = try #require(TestSupport.parseError(bytes))
        #expect(error.kind == .encoding)
        #expect(error.location == SourceLocation(line: 2, column: 3))
        #expect(error.message == "invalid UTF-16: high surrogate 0xD83D not followed by a low surrogate")
    }

    @Test("the UTF-16LE fixture reads from disk with its path in locations")
    func fixture() throws {
        let url = try #require(Bundle.module.url(forResource: "Fixtures/utf16le-with-bom", withExtension: "strings"))
        let file = try StringsFileParser.parse(contentsOf: url)
        #expect(file.format == .textUTF16LittleEndian)
        #expect(file.table == ["greeting": "Grüß dich", "rtl": "مرحبا"])
        #expect(file.entries[0].location == SourceLocation(file: url.path, line: 2, column: 1))
        #expect(file.entries[0].comment == "A UTF-16LE strings file, as iVersion ships them")
    }

    @Test("a missing file is an I/O error")
    func missingFile() {
        #expect(throws: StringsError.self) {
            try StringsFileParser.parse(contentsOf: URL(fileURLWithPath: "/nonexistent/x.strings"))
        }
        do { _ = try StringsFileParser.parse(contentsOf: URL(fileURLWithPath: "/nonexistent/x.strings")) } catch {
            #expect(error.kind == .io)
        }
    }

    @Test("duplicate keys in a large file are found in file order, between the escape warnings around them")
    func manyDuplicates() throws {
        // 3000 entries (enough for the partitioned search); every 7th redefines the key 5 entries back,
        // and every 11th has an unknown escape.
        var source = ""
        var keys: [String] = []
        for index in 0..<3000 {
            let key = index % 7 == 6 ? keys[index - 5] : "key.\(index)"
            keys.append(key)
            source += "\"\(key)\" = \"\(index % 11 == 0 ? "\\q" : "")v\(index)\";\n"
        }
        let file = try StringsFileParser.parse(TestSupport.utf8(source))
        var expected: [String] = []
        var first: [String: Int] = [:]
        for (index, key) in keys.enumerated() {
            if index % 11 == 0 { expected.append("suspicious \(index + 1)") }
            if let earlier = first[key] {
                expected.append("duplicateKey \(index + 1) \(earlier + 1)")
            } else {
                first[key] = index
            }
        }
        let actual = file.warnings.map { warning in
            "\(warning.kind) \(warning.location.line)" + (warning.related.map { " \($0.line)" } ?? "")
        }
        #expect(actual == expected)
    }
}
