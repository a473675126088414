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
