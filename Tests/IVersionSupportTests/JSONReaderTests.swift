import Foundation
import Testing
import PropertySupport
@testable import IVersionSupport

@Suite("JSON reader")
struct JSONReaderTests {
    static func read(_ text: String, maximumDepth: Int = JSONReader.defaultMaximumDepth) throws(JSONReader.Failure) -> JSONValue {
        try JSONReader.read(Array(text.utf8), maximumDepth: maximumDepth)
    }

    @Test("values of every kind, numbers kept as written, escapes resolved")
    func values() throws {
        let value = try Self.read(#"{"a": [1, -2.5e3, 0], "b": true, "c": null, "d": "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "e": {}}"#)
        #expect(value["a"] == .array([.number("1"), .number("-2.5e3"), .number("0")]))
        #expect(value["b"] == .bool(true))
        #expect(value["c"] == .null)
        #expect(value["d"]?.string == "x\"\\/\u{8}\u{C}\n\r\té😀")
        #expect(value["e"] == .object(JSONObject()))
        #expect(value["missing"] == nil)
        #expect(try Self.read(" \n\t\"plain é\" \r\n") == .string("plain é"))
    }

    @Test("members keep file order, duplicates, and where key and value start")
    func members() throws {
        let object = try #require(try Self.read("{\"k\": 1,\n \"j\": 2, \"k\": 3}").object)
        #expect(object.members.map(\.key) == ["k", "j", "k"])
        #expect(object["k"] == .number("3"))
        #expect(object.members.map(\.keyOffset) == [1, 10, 18])
        #expect(object.members.map(\.valueOffset) == [6, 15, 23])
    }

    @Test("errors say line, column (in characters) and what was expected", arguments: [
        ("", "1:1: expected a JSON value, found end of input"),
        ("{\n  \"a\": 1,\n  oops: 2\n}", "3:3: expected '\"' to start a key, found 'o'"),
        ("{\"é\": 1 \"b\": 2}", "1:9: expected ',' or '}' in an object, found '\"'"),
        ("[1, 2", "1:6: expected ',' or ']' in an array, found end of input"),
        ("[01]", "1:3: expected ',' or ']' in an array, found '1'"),
        ("[1.]", "1:4: expected a digit after '.', found ']'"),
        ("[1e+]", "1:5: expected a digit in the exponent, found ']'"),
        ("[-]", "1:3: expected a digit, found ']'"),
        ("tru", "1:1: expected a JSON value, found 't'"),
        ("\"abc", "1:1: unterminated string"),
        ("\"a\tb\"", "1:3: control character byte 0x9 in a string (escape it)"),
        ("\"\\x\"", "1:3: invalid escape \\'x' in a string"),
        ("\"\\u12G4\"", "1:6: expected 4 hex digits after \\u, found 'G'"),
        ("\"\\ud800\"", "1:2: unpaired surrogate \\uD800 in a string"),
        ("\"\\udc00x\"", "1:2: unpaired surrogate \\uDC00 in a string"),
        ("\"\\ud800\\u0041\"", "1:2: unpaired surrogate \\uD800 in a string"),
        ("{} {}", "1:4: unexpected '{' after the JSON value"),
        ("\u{FEFF}{}", "1:1: expected a JSON value, found byte 0xEF"),
    ])
    func errors(text: String, message: String) {
        do {
            _ = try Self.read(text)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("invalid UTF-8 is refused where it is, overlongs and surrogates included", arguments: [
        [0x22, 0xC0, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], [0x22, 0x61, 0xFF, 0x22],
    ] as [[UInt8]])
    func invalidUTF8(bytes: [UInt8]) {
        #expect(throws: JSONReader.Failure.self) { try JSONReader.read(bytes) }
    }

    @Test("a byte order mark is skipped only when asked")
    func byteOrderMark() throws {
        #expect(try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("[1]".utf8), skippingByteOrderMark: true) == .array([.number("1")]))
        #expect(throws: JSONReader.Failure.self) { try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) }
    }

    @Test("nesting is capped, arrays and objects alike, without exhausting the stack")
    func depth() throws {
        #expect(try Self.read(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)) != .null)
        for open in ["[", "{\"a\":"] {
            let deep = String(repeating: open, count: 100_000)
            do {
                _ = try Self.read(deep)
                Issue.record("accepted")
            } catch {
                #expect(error.message == "nesting deeper than 64 levels")
                #expect(error.position.line == 1)
            }
        }
        #expect(throws: JSONReader.Failure.self) { try Self.read("[[[1]]]", maximumDepth: 2) }
    }

    @Test("a long line costs linear time: 100,000 members read in proportion to 10,000")
    func linear() throws {
        func document(_ count: Int) -> [UInt8] {
            Array(("{" + (0..<count).map { "\"key\($0)\": \"value \($0) é\"" }.joined(separator: ", ") + "}").utf8)
        }
        let small = document(10_000), large = document(100_000)
        #expect(try JSONReader.read(large).object?.members.count == 100_000)
        // Processor time, best of a few runs: linear is about 10; quadratic would be about 100.
        let ratio = try GrowthRatio.measure(small: { _ = try JSONReader.read(small) }, large: { _ = try JSONReader.read(large) })
        #expect(ratio < 30, "100,000 members took \(ratio)× as long as 10,000")
    }
}
