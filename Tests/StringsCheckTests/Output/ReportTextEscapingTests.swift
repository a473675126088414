import Strings
import StringsCheck
import Testing

/// Text from the checked files is printed with control characters made visible (the escape policy
/// itself is tested with `SafeText`, in IVersionSupportTests).
@Suite("Report text escaping")
struct ReportTextEscapingTests {
    @Test func reportTextEscapesFindings() {
        let diagnostic = Diagnostic(rule: .missingKey, at: .init(file: "x\u{1B}.strings", line: 1, column: 1), "fr lacks \"\u{1B}[31m\u{202E}\"")
        let text = ReportRenderer.text(Report(diagnostics: [diagnostic], coverage: [LanguageCoverage(language: "f\u{7}r", present: 0, total: 1)],
                                              localizations: []))
        #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0 == "\u{202E}" })
        #expect(text.hasPrefix("x\\u{1b}.strings:1:1: error: fr lacks \"\\u{1b}[31m\\u{202e}\" [missing-key]\n"))
        #expect(text.contains("f\\u{7}r"))
    }
}
