import Strings
import StringsCheck
import Testing

/// `--summary`: counts by rule and language, then the worst files.
@Suite("Summary")
struct SummaryRendererTests {
    static func finding(_ rule: Rule, _ file: String, _ language: String?, severity: Severity? = nil) -> Diagnostic {
        Diagnostic(rule: rule, severity: severity, at: Strings.SourceLocation(file: file, line: 1, column: 1), "m", language: language)
    }

    @Test func countsByRuleLanguageAndFile() {
        let report = Report(diagnostics: [
            Self.finding(.missingKey, "L/fr.lproj/A.strings", "fr"),
            Self.finding(.missingKey, "L/fr.lproj/A.strings", "fr"),
            Self.finding(.extraKey, "L/fr.lproj/A.strings", "fr"),
            Self.finding(.missingKey, "L/de.lproj/A.strings", "de"),
            Self.finding(.extraKey, "L/de.lproj/B.strings", "de"),
            Self.finding(.extraKey, "L/de.lproj/B.strings", "de"),
            Self.finding(.duplicateKey, "L/en.lproj/A.strings", nil, severity: .error),
        ], coverage: [], localizations: [])
        let summary = ReportSummary(report)
        #expect(summary.byRule == [
            .init(name: "missing-key", errors: 3, warnings: 0),
            .init(name: "extra-key", errors: 0, warnings: 3),
            .init(name: "duplicate-key", errors: 1, warnings: 0),
        ])
        #expect(summary.byLanguage.map(\.name) == [ReportSummary.noLanguage, "de", "fr"])
        #expect(summary.worstFiles.map(\.name) == ["L/fr.lproj/A.strings", "L/de.lproj/A.strings", "L/en.lproj/A.strings", "L/de.lproj/B.strings"])
        #expect(SummaryRenderer.text(summary) == """
        summary: 4 errors, 3 warnings in 4 files
        by rule:
          rule           errors  warnings
          missing-key         3         0
          extra-key           0         3
          duplicate-key       1         0
        by language:
          language       errors  warnings
          (no language)       1         0
          de                  1         2
          fr                  2         1
        worst files (4 of 4, by errors, then warnings):
          errors  warnings  file
               2         1  L/fr.lproj/A.strings
               1         0  L/de.lproj/A.strings
               1         0  L/en.lproj/A.strings
               0         2  L/de.lproj/B.strings

        """)
    }

    @Test func listsTwentyFilesByDefault() {
        let diagnostics = (0..<25).flatMap { index in
            (0...index).map { _ in Self.finding(.missingKey, "f\(index).strings", "fr") }
        }
        let summary = ReportSummary(Report(diagnostics: diagnostics, coverage: [], localizations: []))
        let text = SummaryRenderer.text(summary)
        #expect(text.contains("worst files (20 of 25, by errors, then warnings):"))
        #expect(text.contains("      25         0  f24.strings\n"))
        #expect(text.contains("  f5.strings\n"))
        #expect(!text.contains("  f4.strings\n"))
        #expect(SummaryRenderer.text(summary, worstFiles: 3).contains("worst files (3 of 25"))
    }

    @Test func escapesNamesAndHandlesNoFindings() {
        let summary = ReportSummary(Report(diagnostics: [Self.finding(.missingKey, "x\u{1B}[2J.strings", "f\nr")], coverage: [], localizations: []))
        let text = SummaryRenderer.text(summary)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("x\\u{1b}[2J.strings"))
        #expect(text.contains("f\\u{a}r"))
        #expect(SummaryRenderer.text(ReportSummary(Report(diagnostics: [], coverage: [], localizations: []))) == "summary: no findings\n")
    }
}
