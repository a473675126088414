import Strings
@testable import StringsCheck
import Testing

/// The XML underneath: what a conforming parser hands ibtool (decoded references, normalised
/// attribute values, CDATA, comments) and the exact position and words of each error.
@Suite("Interface Builder: XML reading")
struct InterfaceBuilderXMLTests {
    /// A document whose only object is a menu item titled by `attributes` (and holding `body`).
    static func document(_ attributes: String, body: String = "") -> String {
        "<document targetRuntime=\"MacOSX.Cocoa\"><menuItem id=\"abc-12-xyz\" \(attributes)>\(body)</menuItem></document>"
    }

    struct Value: CustomTestStringConvertible, Sendable {
        var name: String
        var xml: String
        var expected: [String]
        var testDescription: String { name }
    }

    static let values: [Value] = [
        Value(name: "predefined entities", xml: document(#"title="&lt;&gt;&amp;&quot;&apos;""#),
              expected: [#""abc-12-xyz.title" = "<>&"'""#]),
        Value(name: "character references", xml: document(#"title="A&#10;B&#x1F600;&#233;""#),
              expected: ["\"abc-12-xyz.title\" = \"A\nB😀é\""]),
        Value(name: "literal line breaks and tabs in a value become spaces", xml: document("title=\"a\r\nb\tc\nd\""),
              expected: [#""abc-12-xyz.title" = "a b c d""#]),
        Value(name: "single quotes", xml: document(#"title='Say "hi"'"#),
              expected: [#""abc-12-xyz.title" = "Say "hi"""#]),
        Value(name: "CDATA, references and comments inside a string element",
              xml: document("", body: "<string key=\"title\">a &amp; <![CDATA[<b> & ]]><!-- note -->c</string>"),
              expected: [#""abc-12-xyz.title" = "a & <b> & c""#]),
        Value(name: "CR LF in character data becomes LF", xml: document("", body: "<string key=\"title\">one\r\ntwo\rthree</string>"),
              expected: ["\"abc-12-xyz.title\" = \"one\ntwo\nthree\""]),
        Value(name: "a CR written as a reference stays a CR", xml: document("", body: "<string key=\"title\">a&#13;\nb<![CDATA[\r]]></string>"),
              expected: ["\"abc-12-xyz.title\" = \"a\r\nb\n\""]),
        Value(name: "prolog, DOCTYPE with an internal subset, comments and a BOM",
              xml: "\u{FEFF}<?xml version=\"1.0\"?>\n<!DOCTYPE document [ <!ENTITY x \"y\"> ]>\n<!-- c -->" + document(#"title="T""#) + "\n<!-- end -->\n",
              expected: [#""abc-12-xyz.title" = "T""#]),
        Value(name: "empty and self-closing string elements are left out",
              xml: document("", body: "<string key=\"title\"></string><string key=\"toolTip\"/>"), expected: []),
        Value(name: "a string with an unlisted key is ignored", xml: document("", body: "<string key=\"keyEquivalent\">q</string>"), expected: []),
    ]

    @Test("values", arguments: values)
    func decodes(_ row: Value) throws {
        #expect(try IBTable.lines(row.xml) == row.expected)
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        let xml = "<document>\n<menuItem id=\"é€😀\" title=\"x\"/></document>"
        let entry = try #require(try IBTable.entry("é€😀.title", in: xml))
        #expect(entry.location == SourceLocation(line: 2, column: 20))
    }

    @Test func byteOrderMarkIsNotAColumn() throws {
        let entry = try #require(try IBTable.entry("x.title", in: "\u{FEFF}<document><a id=\"x\" title=\"T\"/></document>"))
        #expect(entry.location == SourceLocation(line: 1, column: 21))
        #expect(IBTable.error("\u{FEFF}<a>")?.description == "Bad.xib:1:4: error: unexpected end of file: <a> opened at 1:1 is not closed")
    }

    struct Malformed: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var kind: StringsError.Kind
        /// `line:column: message`
        var expected: String
        var testDescription: String { name }

        init(_ name: String, _ xml: String, _ expected: String, kind: StringsError.Kind = .syntax) {
            self.init(name, Array(xml.utf8), expected, kind: kind)
        }

        init(_ name: String, _ bytes: [UInt8], _ expected: String, kind: StringsError.Kind = .syntax) {
            self.name = name
            self.bytes = bytes
            self.kind = kind
            self.expected = expected
        }
    }

    static let malformed: [Malformed] = [
        Malformed("unclosed element at end of file", "<document>\n  <objects>",
                  "Bad.xib:2:12: error: unexpected end of file: <objects> opened at 2:3 is not closed"),
        Malformed("mismatched closing tag", "<a>\n<b></a>", "Bad.xib:2:4: error: closing tag </a> does not match <b> opened at 2:1"),
        Malformed("closing tag with nothing open", "</a>", "Bad.xib:1:1: error: closing tag </a> without an open element"),
        Malformed("unquoted attribute value", "<a title=Quit/>", "Bad.xib:1:10: error: the value of attribute title must be in quotes, found 'Q'"),
        Malformed("missing '='", "<a title \"x\"/>", "Bad.xib:1:10: error: expected '=' after attribute title of <a>"),
        Malformed("no space between attributes", "<a x=\"1\"y=\"2\"/>", "Bad.xib:1:9: error: unexpected 'y' in tag <a>"),
        Malformed("'<' in an attribute value", "<a title=\"a<b\"/>", "Bad.xib:1:12: error: '<' in the value of attribute title (write &lt;)"),
        Malformed("unknown entity", "<a title=\"&nbsp;\"/>", "Bad.xib:1:11: error: unknown entity &nbsp;"),
        Malformed("bare ampersand", "<a title=\"Tom & Jerry\"/>",
                  "Bad.xib:1:15: error: '&' must start a reference such as &amp; (unterminated or malformed reference)"),
        Malformed("character reference to U+0000", "<a title=\"&#0;\"/>", "Bad.xib:1:11: error: &#0; names U+0000, which XML 1.0 forbids (a control character)",
                  kind: .encoding),
        Malformed("character reference past U+10FFFF", "<a>&#x110000;</a>", "Bad.xib:1:4: error: &#x110000; is not a character XML allows"),
        Malformed("attribute twice", "<a id=\"1\" id=\"2\"/>", "Bad.xib:1:11: error: attribute id appears twice in <a>"),
        Malformed("unterminated tag", "<a title=\"x\"", "Bad.xib:1:1: error: unterminated tag <a>"),
        Malformed("unterminated attribute value", "<a title=\"x>", "Bad.xib:1:10: error: unterminated value of attribute title"),
        Malformed("unterminated comment", "<a>\n <!-- x</a>", "Bad.xib:2:2: error: unterminated comment"),
        Malformed("unterminated CDATA section", "<a><![CDATA[x</a>", "Bad.xib:1:4: error: unterminated CDATA section"),
        Malformed("CDATA outside the root", "<![CDATA[x]]><a/>", "Bad.xib:1:1: error: CDATA section outside the root element"),
        Malformed("']]>' in character data", "<a>x]]>y</a>", "Bad.xib:1:5: error: ']]>' is not allowed in character data"),
        Malformed("text after the root element", "<a/>\nb", "Bad.xib:2:1: error: text outside the root element"),
        Malformed("a second root element", "<a/><b/>", "Bad.xib:1:5: error: a second root element <b>"),
        Malformed("no root element", "<?xml version=\"1.0\"?>\n", "Bad.xib:2:1: error: no root element"),
        Malformed("empty element name", "<a>< b/></a>", "Bad.xib:1:4: error: expected an element name after '<'"),
        Malformed("DOCTYPE after the root", "<a/><!DOCTYPE a>", "Bad.xib:1:5: error: DOCTYPE after the root element"),
        Malformed("column counts scalars in the message", "<a title=\"é😀\" é=x/>",
                  "Bad.xib:1:17: error: the value of attribute é must be in quotes, found 'x'"),
        Malformed("NUL byte", [0x3C, 0x61, 0x3E, 0x00, 0x3C, 0x2F, 0x61, 0x3E], "Bad.xib:1:4: error: NUL byte in an XML document", kind: .encoding),
        Malformed("invalid UTF-8", [0x3C, 0x61, 0x3E, 0x0A, 0x78, 0xFF, 0x3C, 0x2F, 0x61, 0x3E],
                  "Bad.xib:2:2: error: invalid UTF-8 (byte 0xFF)", kind: .encoding),
        Malformed("UTF-16", [0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00], "Bad.xib:1:1: error: the document is UTF-16; Interface Builder files are UTF-8",
                  kind: .encoding),
        Malformed("truncated UTF-8", [0x3C, 0x61, 0x3E, 0xE2, 0x82], "Bad.xib:1:4: error: truncated UTF-8 sequence", kind: .encoding),
        Malformed("encoded surrogate", [0x3C, 0x61, 0x3E, 0xED, 0xA0, 0x80, 0x3C, 0x2F, 0x61, 0x3E],
                  "Bad.xib:1:4: error: invalid UTF-8 sequence", kind: .encoding),
        Malformed("control character", "<a>\u{1}</a>", "Bad.xib:1:4: error: control character U+0001 is not allowed in XML"),
        Malformed("a key longer than 256 bytes", "<document><a id=\"" + String(repeating: "x", count: 250) + "\"><b key=\"headerCell\" title=\"t\"/></a></document>",
                  "Bad.xib:1:270: error: a key longer than 256 bytes (object id \"" + String(repeating: "x", count: 40) + "…\")", kind: .limit),
        Malformed("nesting deeper than 512 levels", String(repeating: "<a>", count: 513),
                  "Bad.xib:1:1537: error: elements nest deeper than 512 levels", kind: .limit),
    ]

    @Test("malformed XML", arguments: malformed)
    func failsWithPosition(_ row: Malformed) throws {
        let error = try #require(IBTable.error(row.bytes))
        #expect(error.description == row.expected)
        #expect(error.kind == row.kind)
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let xml = String(repeating: "<a>", count: 511) + "<b id=\"x\" title=\"deep\"/>" + String(repeating: "</a>", count: 511)
        #expect(try IBTable.lines(xml) == [#""x.title" = "deep""#])
    }
}
