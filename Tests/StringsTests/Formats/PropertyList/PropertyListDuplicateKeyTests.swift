import Testing
@testable import Strings

/// Duplicate keys in compiled (XML) strings files: ASCII keys are matched by their bytes, others
/// by `String` equality, under which canonically equivalent spellings are one key. Either way the
/// warnings are the same, in file order, each pointing at the first definition.
@Suite("Property-list strings: duplicate keys")
struct PropertyListDuplicateKeyTests {
    private static func xml(_ entries: [(String, String)]) -> [UInt8] {
        var text = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n<plist version=\"1.0\">\n<dict>\n"
        for (key, value) in entries { text += "<key>\(key)</key>\n\(value)\n" }
        return Array((text + "</dict>\n</plist>\n").utf8)
    }

    /// Each row: the keys and values in order, then the (line of the redefinition, line of the first
    /// definition) of each warning. Key `n` is on line 4 + 2n.
    @Test("warnings in file order", arguments: [
        ([("a", "<string>1</string>"), ("b", "<string>2</string>"), ("a", "<string>3</string>")], [(8, 4)]),
        ([("a", "<string>1</string>"), ("a", "<string>2</string>"), ("a", "<string>3</string>")], [(6, 4), (8, 4)]),
        ([("a", "<string>1</string>"), ("a", "<integer>2</integer>"), ("a", "<string>3</string>")], [(8, 4)]),
        ([("b", "<string>1</string>"), ("a", "<string>2</string>"), ("a", "<string>3</string>"), ("b", "<string>4</string>")],
         [(8, 6), (10, 4)]),
        ([("caf\u{E9}", "<string>1</string>"), ("cafe\u{301}", "<string>2</string>")], [(6, 4)]),
        ([("caf\u{E9}", "<string>1</string>"), ("x", "<string>2</string>"), ("x", "<string>3</string>")], [(8, 6)]),
        ([("k\u{E9}", "<string>1</string>"), ("k", "<string>2</string>")], []),
    ] as [([(String, String)], [(Int, Int)])])
    func duplicates(entries: [(String, String)], expected: [(Int, Int)]) throws {
        let file = try StringsFileParser.parse(Self.xml(entries), mode: .recovering)
        let warnings = file.warnings.filter { $0.kind == .duplicateKey }
        #expect(warnings.count == file.warnings.count)
        #expect(warnings.map { $0.location.line } == expected.map(\.0))
        #expect(warnings.map { $0.related?.line } == expected.map(\.1))
        #expect(warnings.allSatisfy { $0.message.contains("is defined again") })
    }
}
