import Testing
@testable import Strings

/// Issue 14, case 4: XML 1.0 has no character references for NUL, ESC and the other C0 controls,
/// so a plist using them is refused, with the reference's position.
@Suite("XML character references")
struct XMLCharacterReferenceTests {
    static func plist(_ text: String) -> [UInt8] {
        Array("<plist>\n<dict>\n  <key>k</key><string>\(text)</string>\n</dict></plist>".utf8)
    }

    @Test("forbidden references are refused with their position", arguments: [
        "&#27;", "&#0;", "&#x1B;", "&#x1b;", "&#1;", "&#8;", "&#11;", "&#12;", "&#31;", "&#xFFFE;", "&#xFFFF;",
    ])
    func forbidden(reference: String) throws {
        let error = try #require(TestSupport.readError(Self.plist("ab" + reference)))
        #expect(error.kind == .encoding)
        #expect(error.location.line == 3 && error.location.column == 25)
        #expect(error.message.contains("XML 1.0 forbids"))
    }

    @Test("allowed references still read", arguments: [
        ("&#9;", "\t"), ("&#10;", "\n"), ("&#13;", "\r"), ("&#x20;", " "), ("&#127;", "\u{7F}"), ("&#233;", "é"),
        ("&#x1F600;", "😀"), ("&#xFFFD;", "\u{FFFD}"), ("&#x10FFFF;", "\u{10FFFF}"),
    ])
    func allowed(reference: String, expected: String) throws {
        let value = try PropertyListReader.read(Self.plist(reference))
        #expect(value.dictionaryValue?["k"]?.stringValue == expected)
    }

    @Test("invalid references are refused", arguments: ["&#xD800;", "&#x110000;", "&#;", "&#x;", "&#99999999999;", "&#12"])
    func invalid(reference: String) throws {
        let error = try #require(TestSupport.readError(Self.plist(reference)))
        #expect(error.location.line == 3)
    }
}
