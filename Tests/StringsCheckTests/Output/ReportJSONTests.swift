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

    /// Syntax and encoding findings inside an entry carry its key and language, as every other
    /// finding about one entry does: an escape, a control character, a value that never ends, a
    /// stringsdict entry without its format key. A problem of the whole file names no key.
    @Test func syntaxAndEncodingFindingsNameTheirKeyAndLanguage() throws {
        let report = try RealProjectShapesTests.check([
            "/p/App/en.lproj/Main.strings": "\"open\" = \"Open\";\n\"save\" = \"Save\";\n\"close\" = \"Close\";\n",
            "/p/App/de.lproj/Main.strings":
                "\"open\" = \"\\qÖffnen\";\n\"save\" = \"Sichern\u{1}\";\n\"close\" = \"Schließen\";\n",
            // A file the loader rejects whole gets its one syntax error, which names the entry it is in.
            "/p/App/en.lproj/Menu.strings": "\"quit\" = \"Quit\";\n",
            "/p/App/de.lproj/Menu.strings": "\"quit\" = \"Beenden;\n",
            "/p/App/en.lproj/Plural.stringsdict": CatalogCheck.stringsdict([
                (key: "%d files", forms: [("one", "%d file"), ("other", "%d files")])
            ]),
            "/p/App/de.lproj/Plural.stringsdict": """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>%d files</key><dict></dict></dict></plist>
            """,
            "/p/App/fr.lproj/Plural.stringsdict": "<plist>",
        ]) { $0.rules = [.syntax, .encoding] }
        let decoded = try JSONDecoder().decode(Report.self, from: Data(ReportRenderer.json(report).utf8))
        #expect(
            decoded.diagnostics.map { "\($0.rule.rawValue) \($0.language ?? "-") \($0.key ?? "-")" }.sorted() == [
                "encoding de save", "syntax de %d files", "syntax de open", "syntax de quit", "syntax fr -",
            ])
    }

    @Test func fieldNamesArePinned() throws {
        let diagnostic = Diagnostic(
            rule: .missingKey, at: .init(file: "fr.lproj/A.strings", line: 1, column: 1), "fr lacks \"a\"",
            language: "fr", key: "a", related: .init(file: "en.lproj/A.strings", line: 3, column: 1))
        let report = Report(
            diagnostics: [diagnostic], coverage: [LanguageCoverage(language: "fr", present: 1, total: 2)],
            localizations: [LocalizationSet(path: "L", base: "en", languages: ["en", "fr"])])
        #expect(
            ReportRenderer.json(report) == """
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
        #expect(
            text.hasSuffix(
                """
                coverage (keys present / keys in the base, en):
                  fr  4/6  66.6%
                2 errors, 0 warnings in 2 languages

                """))
    }
}
