import Foundation
import Testing

@testable import Strings

/// Escapes as Foundation's `.strings` reader (CoreFoundation's old-style plist parser) reads them:
/// a backslash before a character it does not know keeps that character. Translators write
/// `\“…\”` and `\’` for curly quotes (57 of one archiver app's 60 escape warnings): the text shows
/// exactly what they wrote, so nothing is said. A backslash before a letter or digit is another
/// syntax's escape (`\x41`, `\e`) or a typo for `\n` (`\n\Du` meant `\n\nDu`): the text changes.
@Suite("Escapes as Foundation reads them")
struct EscapesAsFoundationReadsThemTests {
    @Test(
        "a backslash before punctuation or a non-ASCII character is read as written, without a warning",
        arguments: [
            (#""k" = "Klik \“Gereed\”";"#, "Klik “Gereed”"),
            (#""k" = "Don\’t";"#, "Don’t"),
            (#""k" = "\«Notes\»";"#, "«Notes»"),
            (#""k" = "100\% \(max\)";"#, "100% (max)"),
            (#""k" = "\é\ ";"#, "é "),
        ])
    func readAsWritten(source: String, expected: String) throws {
        let file = try StringsFileParser.parse(TestSupport.utf8(source))
        #expect(file.table["k"] == expected)
        #expect(TestSupport.foundationTable(TestSupport.utf8(source))?["k"] == expected)
        #expect(file.warnings.isEmpty)
    }

    @Test(
        "a backslash before a letter or digit Foundation does not know still warns",
        arguments: [
            (#""k" = "\x41";"#, "x41"),
            (#""k" = "Line\n\Du";"#, "Line\nDu"),
            (#""k" = "\e[0m";"#, "e[0m"),
            (#""k" = "\9";"#, "9"),
            (#""k" = "\u00e9";"#, "u00e9"),
        ])
    func otherSyntaxesEscapesWarn(source: String, expected: String) throws {
        let file = try StringsFileParser.parse(TestSupport.utf8(source))
        #expect(file.table["k"] == expected)
        #expect(TestSupport.foundationTable(TestSupport.utf8(source))?["k"] == expected)
        #expect(file.warnings.map(\.kind) == [.suspicious])
    }

    /// Shaped like a virtual-machine app's tables: `"\u2022 " = "\u2022";` in several languages. The key reads
    /// `u2022 `, which no lookup asks for (the code's `"\u{2022} "` is `• `), so the user reads the code's own text
    /// and the entry is one nobody finds: nothing to say about its key or its value. In the value of an entry
    /// found the user reads `u2022`.
    @Test func anEscapeInAKeyIsNotNotedOneInAValueIs() throws {
        let source = [#""\u2022 " = "\u2022";"#, #""dot" = "\u2022";"#, #""\q" = "\x";"#].joined(separator: "\n")
        let file = try StringsFileParser.parse(TestSupport.utf8(source))
        #expect(file.table["u2022 "] == "u2022" && file.table["dot"] == "u2022" && file.table["q"] == "x")
        #expect(file.warnings.map(\.location.line) == [2])
        #expect(TestSupport.foundationTable(TestSupport.utf8(#""\u2022 " = "•";"#))?["u2022 "] == "•")
    }

    @Test func duplicateKeyWarningsNameTheKey() throws {
        let file = try StringsFileParser.parse(TestSupport.utf8("\"a\" = \"1\";\n\"a\" = \"2\";\n"))
        #expect(file.warnings.map(\.key) == ["a"])
    }
}
