import Foundation
import Strings
@testable import StringsCheck
import Testing

/// Issue 37: one 29 MB source file under `--sources` gave a 440 MB SARIF log and a million workflow
/// commands, one finding per lookup of an unknown key. Every output format now stays a bounded
/// multiple of the input: findings past a cap are counted by one finding.
@Suite("finding cap")
struct FindingCapTests {
    /// A tree of one base table and one source file of `lookups` lookups of keys the base lacks.
    static func tree(lookups: Int) throws -> (directory: URL, inputBytes: Int) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("strings-check-cap-\(UUID().uuidString)")
        let table = directory.appendingPathComponent("App/en.lproj/Localizable.strings")
        let source = directory.appendingPathComponent("Sources/Big.swift")
        try FileManager.default.createDirectory(at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        let tableText = Data(#""known" = "Known";"#.utf8)
        let sourceText = Data((0..<lookups).map { "String(localized:\"k\($0)\")\n" }.joined().utf8)
        try tableText.write(to: table)
        try sourceText.write(to: source)
        return (directory, tableText.count + sourceText.count)
    }

    /// Output bytes of `strings-check App --sources Sources --format <format>` per input byte.
    static func outputPerInputByte(format: String, lookups: Int) throws -> (ratio: Double, bytes: Int) {
        let (directory, inputBytes) = try tree(lookups: lookups)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try StringsCheckCommandTests.run(["App", "--sources", "Sources", "--format", format], in: directory.path)
        #expect(run.status == 1, "\(run.error)")
        let bytes = run.output.utf8.count
        return (Double(bytes) / Double(inputBytes), bytes)
    }

    @Test("--sources output is a bounded multiple of the input, at n and 8n", arguments: ["text", "json", "sarif", "github", "xcode"])
    func sourcesOutputIsBounded(format: String) throws {
        let small = try Self.outputPerInputByte(format: format, lookups: 3_000)
        let large = try Self.outputPerInputByte(format: format, lookups: 24_000)
        // One finding each was about 15 bytes of SARIF per byte of source at any size.
        #expect(small.ratio < 2 && large.ratio < 2, "\(format): \(small.bytes) bytes at n (\(small.ratio)/byte), \(large.bytes) at 8n (\(large.ratio)/byte)")
        #expect(Double(large.bytes) < 2 * Double(small.bytes), "\(format): \(small.bytes) bytes at n, \(large.bytes) at 8n")
    }

    @Test("the machine formats count what they leave out, and the counts and exit status stay whole")
    func sarifCountsTheRest() throws {
        let (directory, _) = try Self.tree(lookups: FindingCap.perFile + 50)
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = try StringsCheckCommandTests.run(["App", "--sources", "Sources", "--format", "json"], in: directory.path)
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let undefined = diagnostics.filter { $0["rule"] as? String == "undefined-key" }
        #expect(undefined.count == FindingCap.perFile + 1)
        #expect(undefined.last?["message"] as? String
            == "50 more errors of [undefined-key] in this file, not listed: the output lists \(FindingCap.perFile) per rule and file; --all lists every one")
        #expect(undefined.last?["line"] as? Int == FindingCap.perFile + 1)
        #expect(object["errorCount"] as? Int == FindingCap.perFile + 50)
        let all = try StringsCheckCommandTests.run(["App", "--sources", "Sources", "--format", "json", "--all"], in: directory.path)
        let every = try #require(try JSONSerialization.jsonObject(with: Data(all.output.utf8)) as? [String: Any])
        #expect((every["diagnostics"] as? [Any])?.count == FindingCap.perFile + 51) // and the unused "known"
    }

    static func finding(_ file: String, _ line: Int, _ rule: Rule = .undefinedKey) -> Diagnostic {
        Diagnostic(rule: rule, at: SourceLocation(file: file, line: line, column: 1), "finding \(line)", key: "k\(line)")
    }

    @Test("past the total, one finding per rule counts the rest and their files")
    func totalCap() {
        let findings = (1...4).flatMap { file in (1...4).map { Self.finding("F\(file).swift", $0) } }
            + [Self.finding("F9.strings", 1, .unusedKey)]
        let report = Report(diagnostics: findings, coverage: [], localizations: [])
        let capped = FindingCap.capped(report, perFile: 2, total: 5)
        // Per file: 4 findings are 2 and a summary; in all: 5 listed, then one per rule.
        #expect(capped.diagnostics.map(\.description) == [
            "F1.swift:1:1: error: finding 1 [undefined-key]",
            "F1.swift:2:1: error: finding 2 [undefined-key]",
            "F1.swift:3:1: error: 2 more errors of [undefined-key] in this file, not listed: the output lists 2 per rule and file; --all lists every one [undefined-key]",
            "F2.swift:1:1: error: finding 1 [undefined-key]",
            "F2.swift:2:1: error: finding 2 [undefined-key]",
            "F2.swift:3:1: error: 10 more errors of [undefined-key] in 3 files from here on, not listed: the output lists 5 findings; --all lists every one [undefined-key]",
            "F9.strings:1:1: warning: 1 more warning of [unused-key] in 1 file from here on, not listed: the output lists 5 findings; --all lists every one [unused-key]",
        ])
        #expect(capped.errorCount == report.errorCount && capped.warningCount == report.warningCount)
        // A group one over the cap is listed whole: the count would take a line all the same.
        #expect(FindingCap.capped(Report(diagnostics: Array(findings.prefix(3)), coverage: [], localizations: []), perFile: 2).diagnostics.count == 3)
    }
}
