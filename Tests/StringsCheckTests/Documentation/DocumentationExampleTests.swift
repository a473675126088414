import Foundation
import PropertySupport
import StringsCheck
import Testing

/// The code of the StringsCheck catalog's "Getting started" article, run against a tree written here;
/// and a check that the article shows exactly this code.
@Suite("StringsCheck documentation examples")
struct StringsCheckDocumentationExampleTests {
    @Test("the article shows the examples exactly as they run here")
    func articleMatches() throws {
        try DocumentationSnippets.expectArticle("Sources/StringsCheck/StringsCheck.docc/GettingStarted.md",
                                                shows: ["check", "outputs", "baseline"])
    }

    /// `Localizations/en.lproj` and `fr.lproj`: French lacks one key and swaps a specifier for a number.
    static func writeTree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-check-docs-\(UUID().uuidString)")
        for (language, text) in [
            ("en", #""title" = "Notes"; "count" = "%d notes"; "download" = "Download";"#),
            ("fr", #""title" = "Notes (fr)"; "count" = "%@ notes";"#),
        ] {
            let folder = root.appendingPathComponent("Localizations/\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        return root.path
    }

    @Test func checkOutputsAndBaseline() throws {
        let project = try Self.writeTree()
        defer { try? FileManager.default.removeItem(atPath: project) }
        let localizations = project + "/Localizations"
        let baselinePath = project + "/strings-baseline.json"

        // article:check
        let report = try Checker(configuration: CheckConfiguration(paths: [localizations])).run()
        for diagnostic in report.diagnostics {
            print(diagnostic)   // …/fr.lproj/Localizable.strings:1:1: error: fr lacks "download", which the base (en) defines [missing-key]
        }
        let rules = report.diagnostics.map(\.rule)          // [.missingKey, .formatMismatch]
        let french = report.coverage.first { $0.language == "fr" }?.percent   // 66.6
        let status = report.exitCode                        // 1: there are errors
        // article:end
        #expect(rules == [.missingKey, .formatMismatch])
        #expect(french == 66.6)
        #expect(status == 1)
        #expect(report.diagnostics[0].description == localizations + #"/fr.lproj/Localizable.strings:1:1: error: fr lacks "download", which the base (en) defines [missing-key]"#)

        // article:outputs
        let text = ReportRenderer.text(report)                                    // what the command prints
        let sarif = SARIFRenderer.sarif(report, root: project)                    // for code scanning
        let annotations = GitHubAnnotationRenderer.annotations(report, root: project)   // ::error file=…
        // article:end
        #expect(text.contains("[missing-key]"))
        #expect(sarif.contains("\"version\" : \"2.1.0\"") || sarif.contains("\"version\":\"2.1.0\""))
        #expect(annotations.hasPrefix("::error file=Localizations/fr.lproj/Localizable.strings,line=1,"), "\(annotations)")

        // article:baseline
        let baseline = Baseline(report: report, relativeTo: project)    // today's findings, accepted
        try BaselineFile.write(baseline, to: baselinePath)
        let later = try BaselineFile.read(baselinePath).apply(to: report, relativeTo: project)
        let new = later.report.diagnostics.count            // 0: nothing new since the baseline
        let absorbed = later.suppressed                     // 2
        // article:end
        #expect(new == 0 && absorbed == 2)
    }
}
