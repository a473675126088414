import Foundation
import StringsCheck
import Testing

/// The CI options end to end: `--format sarif|github`, `--summary`, `--baseline`, `--write-baseline`.
@Suite("strings-check CI options")
struct StringsCheckCIOptionsTests {
    typealias Command = StringsCheckCommandTests

    /// A scratch directory holding a copy of fixture folders, removed afterwards.
    final class Scratch {
        let path: String

        init(copying fixtures: [String]) throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("strings-check-ci-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            for fixture in fixtures {
                try FileManager.default.copyItem(atPath: Fixtures.root + "/" + fixture, toPath: path + "/" + fixture)
            }
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        func write(_ text: String, to file: String) throws {
            let url = URL(fileURLWithPath: path + "/" + file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }

        func read(_ file: String) throws -> String {
            try String(contentsOfFile: path + "/" + file, encoding: .utf8)
        }
    }

    static let exitCases: [([String], Int32)] = [
        (["clean", "--format", "sarif"], 0),
        (["missing-key", "--format", "sarif"], 1),
        (["clean", "--format", "github"], 0),
        (["missing-key", "--format", "github"], 1),
        (["extra-key", "--enable", "extra-key", "--format", "github"], 0),
        (["extra-key", "--enable", "extra-key", "--format", "github", "--strict"], 1),
        (["missing-key", "--summary"], 1),
        (["clean", "--summary", "--format", "json"], 0),
        (["missing-key", "--baseline", "no-such-baseline.json"], 2),
        (["missing-key", "--baseline", "sarif/sarif-schema-2.1.0.json"], 2),
        (["missing-key", "--baseline", "sarif"], 2),
        (["missing-key", "--write-baseline", "/no/such/dir/baseline.json"], 2),
    ]

    @Test("exit codes", arguments: exitCases)
    func exitCode(_ arguments: [String], _ status: Int32) throws {
        let run = try Command.run(arguments)
        #expect(run.status == status, "\(run.output)\(run.error)")
    }

    @Test func badBaselinesSayWhatIsWrong() throws {
        let missing = try Command.run(["missing-key", "--baseline", "no-such-baseline.json"])
        #expect(missing.output.isEmpty)
        #expect(missing.error == "error: --baseline no-such-baseline.json: no such file; create it with --write-baseline\n")
        let malformed = try Command.run(["missing-key", "--baseline", "sarif/sarif-schema-2.1.0.json"])
        #expect(malformed.output.isEmpty)
        #expect(malformed.error.hasPrefix("error: --baseline sarif/sarif-schema-2.1.0.json: not a strings-check baseline: missing \"version\""))
    }

    @Test("the CLI's SARIF validates", .enabled(if: SARIFValidator.isAvailable, SARIFValidator.skipReason))
    func sarifValidates() throws {
        let run = try Command.run(["duplicate-key", "missing-key", "format-mismatch", "--format", "sarif"])
        #expect(run.status == 1)
        #expect(run.error.isEmpty)
        let outcome = try SARIFValidator.validate(run.output)
        #expect(outcome.isValid, "\(outcome.errors)")
    }

    @Test func sarifNamesFilesRelativeToTheWorkingDirectory() throws {
        let run = try Command.run([Fixtures.root + "/missing-key", "--format", "sarif"])
        let log = try JSONDecoder().decode(SARIFLog.self, from: Data(run.output.utf8))
        let uris = log.runs.first?.results.map { $0.locations[0].physicalLocation.artifactLocation.uri }
        #expect(uris == ["missing-key/fr.lproj/Localizable.strings", "missing-key/fr.lproj/Localizable.stringsdict"])
    }

    @Test func githubPrintsOneCommandPerFinding() throws {
        let run = try Command.run(["missing-key", "extra-key", "--enable", "extra-key", "--format", "github"])
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.filter { $0.hasPrefix("::error file=missing-key/fr.lproj/") }.count == 2)
        #expect(lines.filter { $0.hasPrefix("::warning file=extra-key/fr.lproj/Localizable.strings,line=7,col=1,title=strings-check extra-key::") }.count == 1)
    }

    @Test func summaryFollowsTextAndGoesToStandardErrorWithJSON() throws {
        let text = try Command.run(["missing-key", "--summary"])
        #expect(text.output.contains("2 errors, 0 warnings in 2 languages\n\nsummary: 2 errors, 0 warnings in 2 files\nby rule:\n"))
        #expect(text.output.hasSuffix("       1         0  missing-key/fr.lproj/Localizable.stringsdict\n"))
        let json = try Command.run(["missing-key", "--summary", "--format", "json"])
        #expect(try JSONDecoder().decode(Report.self, from: Data(json.output.utf8)).errorCount == 2)
        #expect(json.error.hasPrefix("summary: 2 errors, 0 warnings in 2 files\n"))
        let sarif = try Command.run(["missing-key", "--summary", "--format", "sarif"])
        #expect(try JSONDecoder().decode(SARIFLog.self, from: Data(sarif.output.utf8)).runs.first?.results.count == 2)
        #expect(sarif.error.contains("worst files (2 of 2"))
    }

    @Test func baselineReportsOnlyNewFindings() throws {
        let scratch = try Scratch(copying: ["missing-key"])
        let written = try Command.run(["missing-key", "--write-baseline", "baseline.json", "--no-summary"], in: scratch.path)
        #expect(written.status == 1, "writing a baseline still reports today's findings")
        #expect(written.error == "strings-check: wrote 2 findings (2 fingerprints) to baseline.json\n")
        let baseline = try scratch.read("baseline.json")
        #expect(baseline.contains("\"file\" : \"missing-key/fr.lproj/Localizable.strings\""))

        let clean = try Command.run(["missing-key", "--baseline", "baseline.json"], in: scratch.path)
        #expect(clean.status == 0, "\(clean.output)\(clean.error)")
        #expect(clean.output.hasSuffix("0 errors, 0 warnings in 2 languages\n2 findings in the baseline baseline.json not reported\n"))

        // Lines move (a comment block on top) and a key goes missing: only that key is new.
        let french = try scratch.read("missing-key/fr.lproj/Localizable.strings")
        try scratch.write("/* moved */\n/* down */\n/* three */\n" + french.replacingOccurrences(of: "\"ok\" = \"OK\";\n", with: ""),
                          to: "missing-key/fr.lproj/Localizable.strings")
        let new = try Command.run(["missing-key", "--baseline", "baseline.json", "--format", "github"], in: scratch.path)
        #expect(new.status == 1)
        #expect(new.output.split(separator: "\n").map(String.init) == [
            "::error file=missing-key/fr.lproj/Localizable.strings,line=1,col=1,title=strings-check missing-key::fr lacks \"ok\", which the base (en) defines%0Amissing-key/en.lproj/Localizable.strings:3:1: note: the base's definition is here",
            "::notice::strings-check: 2 findings in the baseline baseline.json not reported",
        ])
        let json = try Command.run(["missing-key", "--baseline", "baseline.json", "--format", "json"], in: scratch.path)
        let report = try JSONDecoder().decode(Report.self, from: Data(json.output.utf8))
        #expect(report.diagnostics.map(\.key) == ["ok"])
        #expect(json.error == "strings-check: 2 findings in the baseline baseline.json not reported\n")
        let sarif = try Command.run(["missing-key", "--baseline", "baseline.json", "--format", "sarif"], in: scratch.path)
        #expect(try JSONDecoder().decode(SARIFLog.self, from: Data(sarif.output.utf8)).runs.first?.properties == ["suppressedByBaseline": 2])

        // Rewriting the baseline after lines moved changes only the entry that is new.
        _ = try Command.run(["missing-key", "--write-baseline", "again.json"], in: scratch.path)
        let before = try BaselineFile.read(scratch.path + "/baseline.json")
        let again = try BaselineFile.read(scratch.path + "/again.json")
        #expect(Set(again.entries).subtracting(before.entries).map(\.fingerprint.key) == ["ok"])
        #expect(Set(before.entries).isSubset(of: again.entries))
    }

    @Test func baselineFilesDoNotChangeWhenLinesMove() throws {
        let scratch = try Scratch(copying: ["duplicate-key", "untranslated"])
        _ = try Command.run(["duplicate-key", "untranslated", "--write-baseline", "before.json"], in: scratch.path)
        for file in ["duplicate-key/fr.lproj/Localizable.strings", "untranslated/fr.lproj/Localizable.strings"] {
            try scratch.write("\n\n/* a comment that moves every line down */\n\n" + (try scratch.read(file)), to: file)
        }
        _ = try Command.run(["duplicate-key", "untranslated", "--write-baseline", "after.json"], in: scratch.path)
        #expect(try scratch.read("before.json") == (try scratch.read("after.json")))
        let run = try Command.run(["duplicate-key", "untranslated", "--baseline", "before.json", "--strict", "--no-summary"], in: scratch.path)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.isEmpty)
        #expect(run.error.hasSuffix("in the baseline before.json not reported\n"))
    }

    @Test func hostileNamesNeverReachTheTerminalRaw() throws {
        let scratch = try Scratch(copying: [])
        let key = "evil\u{1B}[2J\u{7}"
        try scratch.write("\"\(key)\" = \"x\";\n\"ok\" = \"OK\";\n", to: "a,b:c%/en.lproj/Localizable.strings")
        try scratch.write("\"ok\" = \"OK\";\n", to: "a,b:c%/fr.lproj/Localizable.strings")
        for format in ["text", "github"] {
            let run = try Command.run(["a,b:c%", "--format", format, "--summary"], in: scratch.path)
            #expect(run.status == 1)
            #expect(!run.output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" }, "\(format)")
            #expect(run.output.contains("evil\\u{1b}[2J\\u{7}"), "\(format)")
            if format == "github" {
                // The control characters in the key are findings of their own (warnings: Apple keeps them), before fr's missing key.
                #expect(run.output.hasPrefix("::warning file=a%2Cb%3Ac%25/en.lproj/Localizable.strings,line=1,col=6,title=strings-check encoding::"))
                #expect(run.output.contains("\n::error file=a%2Cb%3Ac%25/fr.lproj/Localizable.strings,line=1,col=1,"))
            }
        }
    }
}
