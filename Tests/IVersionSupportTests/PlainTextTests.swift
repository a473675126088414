import Testing
@testable import IVersionSupport

@Suite("Plain text")
struct PlainTextTests {
    @Test("trimming: Unicode white space at both ends, line breaks kept when asked")
    func trimming() {
        #expect(PlainText.trimmed(" \t\u{00A0}word in\tside \u{3000}") == "word in\tside")
        #expect(PlainText.trimmed("\n  x  \n") == "x")
        #expect(PlainText.trimmed("\n  x  \n", keepingNewlines: true) == "\n  x  \n")
        #expect(PlainText.trimmed(" \t ") == "")
        #expect(PlainText.trimmed("") == "")
    }

    @Test("trimming a String decides from its end bytes, and agrees with trimming any substring", arguments: [
        "1.2", "x", "a b", " a", "a ", "\u{00A0}a", "a\u{3000}", "\u{1}a", "a\u{7F}", "é", "1.2\n", "\r\n", "", " ", "~v~",
    ])
    func trimmingFastPath(text: String) {
        let reference = PlainText.trimmed(text[...])
        #expect(PlainText.trimmed(text) == reference)
        #expect(PlainText.trimmed(text, keepingNewlines: true) == PlainText.trimmed(text[...], keepingNewlines: true))
        #expect(reference == String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()))
    }

    @Test("blank: empty or white space only, as Character's isWhitespace says")
    func blank() {
        for text in ["", " ", "\t\n\r\u{0B}\u{0C}", "\u{00A0}", " \u{3000} ", "\u{2028}", "a", " a ", "\u{1}", "\u{7F}", "é", " \u{200B}"] {
            #expect(PlainText.isBlank(text) == text.allSatisfy(\.isWhitespace), "\(Array(text.unicodeScalars))")
        }
    }

    @Test("printf formatting of numbers, short and long")
    func printf() {
        #expect(PlainText.printf("%.1f", 12.345) == "12.3")
        #expect(PlainText.printf("%04X", UInt32(0x1B)) == "001B")
        #expect(PlainText.printf("%.2e", 1234.5) == "1.23e+03")
        #expect(PlainText.printf("%.0f", 1e80).count == 81)
    }

    @Test("padding to a column, cutting what is too long")
    func padding() {
        #expect(PlainText.padded("de", to: 5) == "de   ")
        #expect(PlainText.padded("français", to: 4) == "fran")
        #expect(PlainText.padded("x", to: 0) == "")
    }
}
