import Testing
@testable import Strings

/// `<string>` and `<key>` text in XML strings files: plain text is made straight from the file's
/// (validated) bytes; entities, CDATA and comments go through a buffer. Both must read as Foundation
/// reads them.
@Suite("XML string text")
struct XMLStringTextTests {
    /// Each row: the element's text as written, and as read.
    @Test("text reads as Foundation reads it", arguments: [
        ("plain", "plain"), ("", ""), ("é中😀 mixed", "é中😀 mixed"), ("a &amp; b &lt;c&gt;", "a & b <c>"), ("&#x41;&#66;", "AB"),
        ("<![CDATA[<raw> & ]]>tail", "<raw> & tail"), ("head<!-- note -->tail", "headtail"), ("<!-- only a comment -->", ""),
        ("x&quot;y&apos;z", "x\"y'z"), ("line\nbreak\ttab", "line\nbreak\ttab"),
        (String(repeating: "long ASCII text ", count: 20), String(repeating: "long ASCII text ", count: 20)),
        (String(repeating: "ключ ", count: 20), String(repeating: "ключ ", count: 20)),
    ])
    func text(body: String, expected: String) throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>k\(body)</key>
        \t<string>\(body)</string>
        \t<key>second</key>
        \t<string>v</string>
        </dict>
        </plist>
        """
        let bytes = Array(xml.utf8)
        let file = try StringsFileParser.parse(bytes)
        #expect(file.format == .xmlPropertyList)
        #expect(file.table == ["k" + expected: expected, "second": "v"])
        // Foundation on Linux refuses comments inside elements; where it reads the file, it agrees.
        if let foundation = TestSupport.foundationTable(bytes) { #expect(file.table == foundation) }
        let breaks = body.filter { $0 == "\n" }.count
        #expect(file.entries.map(\.location.line) == [5, 7 + 2 * breaks])
    }
}
