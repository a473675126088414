import StringsCheck
import Testing

/// Text from the checked files is printed with control characters made visible.
@Suite("Printable text")
struct PrintableTextTests {
    static let cases: [(String, String)] = [
        ("fr lacks \"a\"", "fr lacks \"a\""),
        ("日本語 Résumé ％@", "日本語 Résumé ％@"),
        ("\u{1B}[2J", "\\u{1b}[2J"),
        ("a\nb\rc\td", "a\\u{a}b\\u{d}c\\u{9}d"),
        ("nul\u{0}", "nul\\u{0}"),
        ("del\u{7F} c1\u{85}", "del\\u{7f} c1\\u{85}"),
        ("\u{202E}txt.exe", "\\u{202e}txt.exe"),
        ("\u{2066}iso\u{2069}", "\\u{2066}iso\\u{2069}"),
        ("line\u{2028}sep", "line\\u{2028}sep"),
    ]

    @Test("escaping", arguments: cases)
    func escaping(_ text: String, _ printed: String) {
        #expect(PrintableText.escaped(text) == printed)
    }

    @Test func reportTextEscapesFindings() {
        let diagnostic = Diagnostic(rule: .missingKey, at: .init(file: "x\u{1B}.strings", line: 1, column: 1), "fr lacks \"\u{1B}[31m\"")
        let text = ReportRenderer.text(Report(diagnostics: [diagnostic], coverage: [LanguageCoverage(language: "f\u{7}r", present: 0, total: 1)],
                                              localizations: []))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(text.hasPrefix("x\\u{1b}.strings:1:1: error: fr lacks \"\\u{1b}[31m\" [missing-key]\n"))
    }
}
