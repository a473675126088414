import PropertySupport
import Strings
import Testing
@testable import StringsCheck

/// Issue 37 (round 2's leftover): 300,000 findings of one storyboard's table. The report's sort now
/// compares findings where they lie, and the GitHub annotations make each file's path once; both
/// must give what they gave before, in every order and for every mix of files.
@Suite("Many findings: the same order and output, with less copying")
struct ManyFindingsTests {
    static func findings(_ count: Int, seed: UInt64) -> [Diagnostic] {
        var random = SplitMix64(seed: seed)
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        return (0..<count).map { _ in
            let file = pick(["A/de.lproj/Main.strings", "A/fr.lproj/Main.strings", "B/de.lproj/L.strings", "A/Base.lproj/Main.storyboard"])
            let related: Strings.SourceLocation? = pick([nil, Strings.SourceLocation(file: pick([nil, "A/Base.lproj/Main.storyboard", "x:y,z"]), line: pick([1, 2, 30]), column: pick([1, 8]))])
            return Diagnostic(rule: pick([.missingKey, .extraKey, .formatMismatch]), severity: pick([nil, .warning]),
                              at: Strings.SourceLocation(file: file, line: pick([1, 2, 3]), column: pick([1, 5])),
                              "\(pick(["de", "fr"])) lacks \"\(pick(["a", "b", "ä", "e\u{301}", "é"])).text\"",
                              language: pick([nil, "de", "fr"]), key: pick([nil, "a", "é"]), related: related)
        }
    }

    /// The order as a tuple of every field, written independently of `Diagnostic.precedes`.
    static func key(_ finding: Diagnostic) -> (String, Int, Int, Int, String, String, String, String, String, Int, Int) {
        (finding.file, finding.line, finding.column, Rule.allCases.firstIndex(of: finding.rule)!, finding.message,
         finding.severity == .warning ? "0" : "1", finding.language ?? "", finding.key ?? "",
         finding.related.map { $0.file ?? "" } ?? "", finding.related?.line ?? 0, finding.related?.column ?? 0)
    }

    @Test("the report's order is every field's, in turn", arguments: [1, 2, 3, 4])
    func reportOrder(seed: UInt64) {
        let findings = Self.findings(2_000, seed: seed)
        let report = Report(diagnostics: findings, coverage: [], localizations: [])
        let expected = findings.sorted { lhs, rhs in
            let (l, r) = (Self.key(lhs), Self.key(rhs))
            if (l.0, l.1, l.2, l.3) != (r.0, r.1, r.2, r.3) { return (l.0, l.1, l.2, l.3) < (r.0, r.1, r.2, r.3) }
            if l.4 != r.4 { return l.4 < r.4 }
            return (l.5, l.6, l.7, l.8, l.9, l.10) < (r.5, r.6, r.7, r.8, r.9, r.10)
        }
        #expect(report.diagnostics.map { "\(Self.key($0))" } == expected.map { "\(Self.key($0))" })
        #expect(report.diagnostics.indices.dropFirst().allSatisfy { !Diagnostic.precedes(report.diagnostics[$0], report.diagnostics[$0 - 1]) })
    }

    @Test("GitHub annotations: one report's are each finding's own", arguments: [nil, "A", "/elsewhere"])
    func annotationsOfManyFindings(root: String?) {
        let report = Report(diagnostics: Self.findings(500, seed: 9), coverage: [], localizations: [])
        var written: [String] = []
        GitHubAnnotationRenderer.write(report, root: root) { written.append($0) }
        #expect(written == report.diagnostics.map { GitHubAnnotationRenderer.annotation($0, root: root) + "\n" })
        #expect(written.count == 500)
    }
}
