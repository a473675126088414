import Foundation
import Strings
import StringsCheck
import Testing

/// The JSON output, decoded back: field names are the wire contract for scripts.
@Suite("JSON report")
struct ReportJSONTests {
    @Test func decodesToTheSameReport() throws {
        let report = try Fixtures.check(["duplicate-key"])
        let json = ReportRenderer.json(report)
        let decoded = try JSONDecoder().decode(Report.self, from: Data(json.utf8))
        #expect(decoded == report)
        #expect(decoded.errorCount == 0 && decoded.warningCount == 1)
        let diagnostic = try #require(decoded.diagnostics.first)
        #expect(diagnostic.rule == .duplicateKey)
        #expect(diagnostic.related?.line == 2)
    }

    @Test func fieldNamesArePinned() throws {
        let diagnostic = Diagnostic(rule: .missingKey, at: .init(file: "fr.lproj/A.strings", line: 1, column: 1), "fr lacks \"a\"",
                                    language: "fr", key: "a", related: .init(file: "en.lproj/A.strings", line: 3, column: 1))
        let report = Report(diagnostics: [diagnostic], coverage: [LanguageCoverage(language: "fr", present: 1, total: 2)],
                            localizations: [LocalizationSet(path: "L", base: "en", languages: ["en", "fr"])])
        #expect(ReportRenderer.json(report) == """
        {
          "coverage" : [
            {
              "language" : "fr",
              "percent" : 50,
              "present" : 1,
              "total" : 2
            }
          ],
          "diagnostics" : [
            {
              "column" : 1,
              "file" : "fr.lproj/A.strings",
              "key" : "a",
              "language" : "fr",
              "line" : 1,
              "message" : "fr lacks \\"a\\"",
              "related" : {
                "column" : 1,
                "file" : "en.lproj/A.strings",
                "line" : 3
              },
              "rule" : "missing-key",
              "severity" : "error"
            }
          ],
          "errorCount" : 1,
          "localizations" : [
            {
              "base" : "en",
              "languages" : [
                "en",
                "fr"
              ],
              "path" : "L"
            }
          ],
          "warningCount" : 0
        }

        """)
    }

    @Test func textEndsWithCoverageAndCounts() throws {
        let text = ReportRenderer.text(try Fixtures.check(["missing-key"]))
        #expect(text.hasSuffix("""
        coverage (keys present / keys in the base, en):
          fr  4/6  66.6%
        2 errors, 0 warnings in 2 languages

        """))
    }
}
