import Foundation
import Strings
import StringsCheck
import Testing

/// Recording findings and reporting only new ones.
@Suite("Baseline")
struct BaselineTests {
    static func finding(_ key: String, line: Int, file: String = "/repo/fr.lproj/A.strings", rule: Rule = .missingKey)
        -> Diagnostic
    {
        Diagnostic(
            rule: rule, at: Strings.SourceLocation(file: file, line: line, column: 1),
            "fr lacks \"\(key)\", which the base (en) defines", language: "fr", key: key)
    }

    static func report(_ diagnostics: [Diagnostic]) -> Report {
        Report(
            diagnostics: diagnostics, coverage: [LanguageCoverage(language: "fr", present: 1, total: 3)],
            localizations: [])
    }

    @Test func oldFindingsAreSuppressedEvenWhenLinesMove() {
        let baseline = Baseline(
            report: Self.report([Self.finding("a", line: 1), Self.finding("b", line: 2)]), relativeTo: "/repo")
        let later = Self.report([Self.finding("a", line: 11), Self.finding("b", line: 12), Self.finding("c", line: 13)])
        let outcome = baseline.apply(to: later, relativeTo: "/repo")
        #expect(outcome.suppressed == 2)
        #expect(outcome.report.diagnostics.map(\.key) == ["c"])
        #expect(outcome.report.errorCount == 1)
        #expect(outcome.report.exitCode == 1)
        #expect(outcome.report.coverage == later.coverage)
    }

    /// A baseline written before syntax findings named their key accepts the same finding with its
    /// key; a keyed entry accepts only its own key.
    @Test func aKeylessEntryAcceptsTheFindingThatNowNamesItsKey() {
        func syntax(_ key: String?) -> Diagnostic {
            Diagnostic(
                rule: .syntax, severity: .warning,
                at: Strings.SourceLocation(file: "/repo/fr.lproj/A.strings", line: 4, column: 9),
                "unknown escape '\\q': Apple keeps a plain 'q'", language: "fr", key: key)
        }
        let old = Baseline(report: Self.report([syntax(nil)]), relativeTo: "/repo")
        let outcome = old.apply(to: Self.report([syntax("menu.open"), syntax("menu.save")]), relativeTo: "/repo")
        #expect(outcome.suppressed == 1)
        #expect(outcome.report.diagnostics.map(\.key) == ["menu.save"])
        let keyed = Baseline(report: Self.report([syntax("menu.open")]), relativeTo: "/repo")
        #expect(keyed.apply(to: Self.report([syntax("menu.save")]), relativeTo: "/repo").suppressed == 0)
    }

    @Test func anEntrySeenNTimesAbsorbsAtMostN() {
        let twice = [Self.finding("a", line: 1, rule: .duplicateKey), Self.finding("a", line: 5, rule: .duplicateKey)]
        let baseline = Baseline(report: Self.report(twice), relativeTo: "/repo")
        #expect(baseline.entries.count == 1)
        #expect(baseline.entries.first?.count == 2)
        #expect(baseline.findingCount == 2)
        let thrice = Self.report(twice + [Self.finding("a", line: 9, rule: .duplicateKey)])
        let outcome = baseline.apply(to: thrice, relativeTo: "/repo")
        #expect(outcome.suppressed == 2)
        #expect(outcome.report.diagnostics.map(\.line) == [9])
        let once = baseline.apply(to: Self.report([twice[0]]), relativeTo: "/repo")
        #expect(once.suppressed == 1 && once.report.diagnostics.isEmpty && once.report.exitCode == 0)
    }

    @Test func theFileIsSortedStableAndPinned() throws {
        let diagnostics = [
            Self.finding("b", line: 2), Self.finding("a", line: 1, file: "/repo/de.lproj/A.strings"),
            Self.finding("a", line: 1),
        ]
        let baseline = Baseline(report: Self.report(diagnostics), relativeTo: "/repo")
        let moved = Baseline(
            report: Self.report(
                diagnostics.reversed().map {
                    var moved = $0
                    moved.line += 30
                    return moved
                }), relativeTo: "/repo")
        #expect(baseline.encoded() == moved.encoded())
        let aHash = FindingFingerprint(
            Self.finding("a", line: 1, file: "/repo/de.lproj/A.strings"), relativeTo: "/repo"
        ).hash
        let text = String(decoding: baseline.encoded(), as: UTF8.self)
        #expect(
            text.hasPrefix(
                """
                {
                  "entries" : [
                    {
                      "count" : 1,
                      "file" : "de.lproj/A.strings",
                      "fingerprint" : "\(aHash)",
                      "key" : "a",
                      "language" : "fr",
                      "message" : "fr lacks \\"a\\", which the base (en) defines",
                      "rule" : "missing-key"
                    },
                """))
        #expect(
            text.hasSuffix(
                """
                  ],
                  "tool" : "strings-check",
                  "version" : 1
                }

                """))
        #expect(
            baseline.entries.map { $0.fingerprint.file + " " + ($0.fingerprint.key ?? "") }
                == ["de.lproj/A.strings a", "fr.lproj/A.strings a", "fr.lproj/A.strings b"])
        let decoded = try Baseline.decode(baseline.encoded(), path: "b.json")
        #expect(decoded == baseline)
    }

    static let malformedCases: [(String, String)] = [
        ("not json", "error: --baseline b.json: not a strings-check baseline: not valid JSON"),
        ("[]", "error: --baseline b.json: not a strings-check baseline: "),
        (#"{"entries": []}"#, "error: --baseline b.json: not a strings-check baseline: missing \"version\""),
        (
            #"{"version": 2, "tool": "strings-check", "entries": []}"#,
            "error: --baseline b.json: baseline version 2 is not supported (this strings-check reads version 1); write it again with --write-baseline"
        ),
        (
            #"{"version": 1, "tool": "strings-check"}"#,
            "error: --baseline b.json: not a strings-check baseline: missing \"entries\""
        ),
        (
            #"{"version": 1, "tool": "strings-check", "entries": [{"rule": "no-such-rule", "file": "f", "message": "m", "count": 1}]}"#,
            "error: --baseline b.json: not a strings-check baseline: entries[0].rule: "
        ),
        (
            #"{"version": 1, "tool": "strings-check", "entries": [{"rule": "missing-key", "file": "f", "message": "m"}]}"#,
            "error: --baseline b.json: not a strings-check baseline: entries[0]: missing \"count\""
        ),
        (
            #"{"version": 1, "tool": "strings-check", "entries": [{"rule": "missing-key", "file": "f", "message": "m", "count": 0}]}"#,
            "error: --baseline b.json: not a strings-check baseline: entries[0].count: count must be at least 1, found 0"
        ),
    ]

    @Test("malformed baselines are input errors", arguments: malformedCases)
    func malformed(_ text: String, _ message: String) {
        #expect {
            try Baseline.decode(Data(text.utf8), path: "b.json")
        } throws: { error in
            (error as? BaselineError)?.description.hasPrefix(message) == true
        }
    }

    @Test func writesAtomicallyAndReadsBack() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("strings-baseline.json").path
        let first = Baseline(report: Self.report([Self.finding("a", line: 1)]), relativeTo: "/repo")
        try BaselineFile.write(first, to: path)
        #expect(try BaselineFile.read(path) == first)
        let second = Baseline(
            report: Self.report([Self.finding("a", line: 1), Self.finding("b", line: 2)]), relativeTo: "/repo")
        try BaselineFile.write(second, to: path)
        #expect(try BaselineFile.read(path) == second)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["strings-baseline.json"])
    }

    @Test func missingFilesAndDirectoriesAreInputErrors() {
        #expect(throws: BaselineError.notFound(path: "/no/such/baseline.json")) {
            try BaselineFile.read("/no/such/baseline.json")
        }
        #expect(throws: BaselineError.unreadable(path: "/tmp", reason: "it is a directory")) {
            try BaselineFile.read("/tmp")
        }
        #expect {
            try BaselineFile.write(Baseline(entries: []), to: "/no/such/dir/baseline.json")
        } throws: { error in
            guard case .cannotWrite(path: "/no/such/dir/baseline.json", _)? = error as? BaselineError else {
                return false
            }
            return true
        }
    }
}
