import Foundation
import IVersionSupport
import PropertySupport
import Strings
import Testing

@testable import StringsCheck

/// The second hostile round against `strings-check` (issue 28), each case at the size that failed.
/// Linear growth is shown by CPU time (the thread's or the child's, which other processes on the
/// machine do not inflate) against limits the old quadratic paths exceeded many times over.
@Suite("Hostile input, second round: strings-check")
struct SecondRoundHostileTests {
    // MARK: --sources

    /// 8 MB of lookups, one per line: each lookup's line used to be counted from the start of the
    /// file (20,000 keys: 4.2 s; 8 MB: over a minute). Counted once, forward, it is a pass.
    @Test func eightMegabytesOfLookupsAreLocatedInOnePass() throws {
        let lines = 160_000
        var source = ""
        source.reserveCapacity(8 << 20)
        for index in 0..<lines {
            source += "let s\(index) = NSLocalizedString(\"key.\(index)\", comment: \"a comment\")\n"
        }
        #expect(source.utf8.count > 8_000_000)
        let bytes = Array(source.utf8)
        var usages: [KeyUsage] = []
        let seconds = ResourceUse.threadCPUSeconds { usages = SourceKeyScanner.usages(in: bytes, file: "S.swift") }
        #expect(usages.count == lines)
        #expect(usages.last?.key == "key.\(lines - 1)")
        #expect(
            usages.last?.location == SourceLocation(file: "S.swift", line: lines, column: 27 + String(lines - 1).count))
        // Counting from the start each time scans 160,000 × 4 MB on average: 640 GB, hours.
        #expect(seconds < 60, "took \(seconds) s of CPU")
    }

    /// `case case case …` in a file declaring `enum StringKey`: each `case` read the run to its end.
    @Test func aRunOfCaseWordsIsReadOnce() throws {
        let source = "enum StringKey: String {\n" + String(repeating: "case ", count: 400_000) + "\n}\n"
        let bytes = Array(source.utf8)
        var usages: [KeyUsage] = []
        let seconds = ResourceUse.threadCPUSeconds { usages = SourceKeyScanner.usages(in: bytes, file: "K.swift") }
        #expect(usages.isEmpty)
        #expect(seconds < 10, "took \(seconds) s of CPU")
        #expect(
            SourceKeyScanner.usages(in: Array("enum StringKey {\n  case   ok  =  \"k\"\n}".utf8), file: "K.swift").map(
                \.key) == ["k"])
    }

    // MARK: development regions

    /// 20,000 bundles with an `Info.plist` each: every component used to test every hint
    /// (400 million comparisons, 26 s).
    @Test func twentyThousandBundlesLookUpTheirRegionByAncestor() {
        let count = 20_000
        let hints =
            (0..<count).map {
                DevelopmentRegions.Hint(kind: .infoPlist, scope: "/repo/Bundles/B\($0)", region: $0 == 7 ? "de" : "en")
            }
            + [DevelopmentRegions.Hint(kind: .package, scope: "/repo", region: "fr")]
        var regions: [String?] = []
        let seconds = ResourceUse.threadCPUSeconds {
            let index = DevelopmentRegions(hints: hints)
            regions = (0..<count).map { index.region(for: "/repo/Bundles/B\($0)/Resources") }
        }
        #expect(regions[7] == "de")
        #expect(regions.filter { $0 == "en" }.count == count - 1)
        #expect(seconds < 5, "took \(seconds) s of CPU")
    }

    @Test func theStrongestKindWinsThenTheNearest() {
        let regions = DevelopmentRegions(hints: [
            .init(kind: .package, scope: "/r/App", region: "fr"),
            .init(kind: .infoPlist, scope: "/r/App/Sub", region: "de"),
            .init(kind: .infoPlist, scope: "/r", region: "it"),
            .init(kind: .xcodeProject, scope: "/r", region: "es"),
            .init(kind: .infoPlist, scope: "/other", region: "ja"),
        ])
        #expect(regions.region(for: "/r/App/Sub/X") == "es")
        #expect(regions.region(for: "/r2") == nil)
        let plists = DevelopmentRegions(hints: [
            .init(kind: .infoPlist, scope: "/r", region: "it"), .init(kind: .infoPlist, scope: "/r/App", region: "de"),
        ])
        #expect(plists.region(for: "/r/App/en.lproj") == "de")
        #expect(plists.region(for: "/r/Other") == "it")
        #expect(
            DevelopmentRegions(hints: [.init(kind: .package, scope: "Pkg", region: "de")]).region(for: "Elsewhere")
                == "de")
        #expect(
            DevelopmentRegions(hints: [
                .init(kind: .package, scope: ".", region: "de"), .init(kind: .infoPlist, scope: "A", region: "fr"),
            ])
            .region(for: "B/x") == "de")
    }

    // MARK: what a finding quotes

    /// One 5.6 MB base value of 2.8 million `%@` beside a `%d`: the finding listed every specifier
    /// (an 87 MB line for 8 MB). It now names at most a dozen positions.
    @Test func aFormatMismatchQuotesAFewPositionsNotMillions() throws {
        let specifiers = 2_800_000
        let fileSystem = InMemoryFileSystem([
            "/L/en.lproj/A.strings": "\"k\" = \"" + String(repeating: "%@", count: specifiers) + "\";\n",
            "/L/fr.lproj/A.strings": "\"k\" = \"%d\";\n",
        ])
        let report = try Checker(
            configuration: CheckConfiguration(paths: ["/L"], rules: [.formatMismatch]), fileSystem: fileSystem
        ).run()
        let finding = try #require(report.diagnostics.first)
        #expect(report.diagnostics.count == 1)
        #expect(
            finding.message.hasPrefix(
                "\"k\" in fr takes 1: %d (integer), but the base (en) takes 1: %@ (object), 2: %@ (object)"))
        #expect(finding.message.hasSuffix("… (\(specifiers) arguments)"))
        #expect(finding.message.count < 500)
        #expect(ReportRenderer.text(report).utf8.count < 2_000)
    }

    /// A key of a million characters missing from 50 languages was quoted whole 50 times.
    @Test func aLongKeyIsQuotedCutInEveryFinding() throws {
        let key = String(repeating: "k", count: 1_000_000)
        var files = ["/L/en.lproj/A.strings": "\"\(key)\" = \"v\";\n"]
        for index in 0..<50 { files["/L/l\(index).lproj/A.strings"] = "\"other\" = \"x\";\n" }
        let report = try Checker(
            configuration: CheckConfiguration(paths: ["/L"], rules: [.missingKey]),
            fileSystem: InMemoryFileSystem(files)
        ).run()
        #expect(report.diagnostics.count == 50)
        for finding in report.diagnostics {
            #expect(finding.message.unicodeScalars.count <= Diagnostic.maximumMessageLength + 50)
            #expect(finding.message.contains("… (cut: "))
            #expect(finding.key?.unicodeScalars.count ?? 0 < 1_100)
        }
        #expect(ReportRenderer.json(report).utf8.count < 300_000)
    }

    @Test func shortTextsAreNeverCut() {
        #expect(
            Diagnostic.capped("ä" + String(repeating: "a", count: 1_999), to: 2_000) == "ä"
                + String(repeating: "a", count: 1_999))
        #expect(
            Diagnostic.capped(String(repeating: "é", count: 2_001), to: 2_000) == String(repeating: "é", count: 2_000)
                + "… (cut: 2001 characters in all)")
    }

    // MARK: output volume

    /// 300,000 findings as JSON took 5.4 s and 833 MB; as SARIF, 12.7 s. The documents are now
    /// written a finding at a time: no piece is larger than one finding, and the time is a pass.
    @Test func threeHundredThousandFindingsAreWrittenAFindingAtATime() throws {
        let diagnostics = (0..<300_000).map { index in
            Diagnostic(
                rule: .missingKey, at: SourceLocation(file: "App/fr.lproj/Localizable.strings", line: 1, column: 1),
                "fr lacks \"key.\(index)\", which the base (en) defines", language: "fr", key: "key.\(index)",
                related: SourceLocation(file: "App/en.lproj/Localizable.strings", line: index + 1, column: 1))
        }
        let report = Report(diagnostics: diagnostics, coverage: [], localizations: [])
        var largest = 0
        var total = 0
        let jsonSeconds = ResourceUse.threadCPUSeconds {
            ReportRenderer.writeJSON(report) {
                largest = max(largest, $0.utf8.count)
                total += $0.utf8.count
            }
        }
        #expect(largest < 1_000)
        #expect(total > 300_000 * 300)
        var sarifLargest = 0
        let sarifSeconds = ResourceUse.threadCPUSeconds {
            SARIFRenderer.write(report, root: "/repo") { sarifLargest = max(sarifLargest, $0.utf8.count) }
        }
        #expect(sarifLargest < 20_000)  // the frame: the rules' descriptions
        // An encoder per document or per result took 5.4 s and 12.7 s in a release build.
        #expect(jsonSeconds < 120, "JSON took \(jsonSeconds) s of CPU")
        #expect(sarifSeconds < 120, "SARIF took \(sarifSeconds) s of CPU")
    }

    /// The streamed documents read back as the same values (the wire format did not change).
    @Test func streamedDocumentsDecodeToTheReport() throws {
        let report = Report(
            diagnostics: [
                Diagnostic(
                    rule: .untranslated, at: SourceLocation(file: "a/fr.lproj/A.strings", line: 2, column: 3),
                    "tab\there \"quoted\" back\\slash ESC\u{1B} ##[add-mask] / é", language: "fr", key: "k\u{0}"),
                Diagnostic(
                    rule: .syntax, at: SourceLocation(file: "a/de.lproj/A.strings", line: 1, column: 1), "plain"),
            ],
            coverage: [LanguageCoverage(language: "fr", present: 2, total: 3)],
            localizations: [
                LocalizationSet(path: "a", base: "en", languages: []),
                LocalizationSet(path: "b", base: "en", languages: ["en", "fr"]),
            ])
        let json = ReportRenderer.json(report)
        #expect(try JSONDecoder().decode(Report.self, from: Data(json.utf8)) == report)
        #expect(!json.contains("##["))
        let sarif = SARIFRenderer.sarif(report, root: "/repo")
        let decoded = try JSONDecoder().decode(SARIFLog.self, from: Data(sarif.utf8))
        #expect(decoded == SARIFRenderer.log(report, root: "/repo"))
        #expect(!sarif.contains("##["))
    }

    /// An 8 KB tree: 700 one-key tables in the base, 700 empty language folders. It was 490,000
    /// findings (one per table and language) and reached 853 MB (1.1 GB measured here); the
    /// budget is 500 MB. A language with none of the tables is now one finding, so the output
    /// follows the languages, not tables × languages.
    @Test func sevenHundredTablesTimesSevenHundredLanguagesStayWithinTheMemoryBudget() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strings-check-grid-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let base = root.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        for table in 0..<700 {
            try Data("\"k\"=\"v\";".utf8).write(to: base.appendingPathComponent("T\(table).strings"))
        }
        for language in 0..<700 {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("l\(language).lproj"), withIntermediateDirectories: true)
        }
        let report = try Checker(configuration: CheckConfiguration(paths: [root.path])).run()
        #expect(report.diagnostics.count == 700)
        #expect(
            report.diagnostics.allSatisfy { $0.rule == .missingKey && $0.key == nil && $0.file.hasSuffix(".lproj") })
        #expect(Set(report.diagnostics.compactMap(\.language)).count == 700)
        #expect(report.coverage.count == 700)
        #expect(report.coverage.allSatisfy { $0.present == 0 && $0.total == 700 })
        // Run from the tree's folder, as CI runs it from the repository: paths relative, as the issue
        // measured. JSON only: SARIF holds the same findings and is written the same way.
        let child = try ResourceUse.run(ResourceUse.stringsCheck, [".", "--format", "json", "--strict"], in: root.path)
        #expect(child.status == 1)
        // 700 findings and 700 coverage rows: about 300 KB, not the 203 MB of one finding per table.
        #expect(child.standardOutputBytes > 100_000)
        #expect(child.standardOutputBytes < 5_000_000, "\(child.standardOutputBytes) bytes")
        #expect(child.peakMegabytes < 500, "peak \(child.peakMegabytes) MB")
    }

    // MARK: numbers from outside

    /// Two baseline entries of `Int.max` for one finding: their sum trapped (SIGILL).
    @Test func baselineCountsThatAddPastIntMaxSaturate() throws {
        let text = """
            {"version": 1, "tool": "strings-check", "entries": [
              {"rule": "missing-key", "file": "fr.lproj/A.strings", "language": "fr", "key": "a", "message": "fr lacks \\"a\\"", "count": \(Int.max)},
              {"rule": "missing-key", "file": "fr.lproj/A.strings", "language": "fr", "key": "a", "message": "fr lacks \\"a\\"", "count": \(Int.max)},
              {"rule": "extra-key", "file": "fr.lproj/A.strings", "message": "m", "count": \(Int.max)}
            ]}
            """
        let baseline = try Baseline.decode(Data(text.utf8), path: "b.json")
        #expect(baseline.entries.count == 2)
        #expect(baseline.entries.allSatisfy { $0.count == Int.max })
        #expect(baseline.findingCount == Int.max)
        let finding = Diagnostic(
            rule: .missingKey, at: SourceLocation(file: "fr.lproj/A.strings", line: 1, column: 1), "fr lacks \"a\"",
            language: "fr", key: "a")
        let outcome = baseline.apply(
            to: Report(diagnostics: [finding, finding], coverage: [], localizations: []), relativeTo: nil)
        #expect(outcome.suppressed == 2)
        #expect(outcome.report.diagnostics.isEmpty)
    }

    // MARK: what the walk cannot reach

    /// A component 71 levels down with a missing key passed with exit 0: the walk stopped at 64
    /// without a word. The deep directory is now a finding, and the rest is checked.
    @Test func aComponentDeeperThanTheWalkIsReportedNotSkipped() throws {
        let deep = "/L/" + Array(repeating: "d", count: 70).joined(separator: "/")
        let fileSystem = InMemoryFileSystem([
            "/L/App/en.lproj/A.strings": "\"a\" = \"b\";\n", "/L/App/fr.lproj/A.strings": "\"a\" = \"c\";\n",
            deep + "/en.lproj/A.strings": "\"a\" = \"b\";\n\"c\" = \"d\";\n",
            deep + "/fr.lproj/A.strings": "\"a\" = \"x\";\n",
        ])
        let report = try Checker(configuration: CheckConfiguration(paths: ["/L"]), fileSystem: fileSystem).run()
        let cut = "/L/" + Array(repeating: "d", count: 64).joined(separator: "/")
        let finding = try #require(report.diagnostics.first { $0.file == cut })
        #expect(finding.rule == .syntax)
        #expect(finding.severity == .error)
        #expect(
            finding.message.hasPrefix(
                "this directory is 64 levels below /L, deeper than strings-check looks (64); nothing in it was checked")
        )
        #expect(report.exitCode == 1)
        #expect(report.localizations.map(\.path) == ["/L/App"])

        // Alone, the deep tree is a report of why nothing was checked, not "nothing found".
        let alone = try Checker(configuration: CheckConfiguration(paths: ["/L/d"]), fileSystem: fileSystem).run()
        #expect(alone.diagnostics.map(\.rule) == [.syntax])
        // Checked from nearer, it is checked: the missing key is found.
        let near = try Checker(
            configuration: CheckConfiguration(paths: ["/L/" + Array(repeating: "d", count: 30).joined(separator: "/")]),
            fileSystem: fileSystem
        ).run()
        #expect(near.diagnostics.map(\.rule) == [.missingKey])
    }

    @Test func sourcesDeeperThanTheWalkAreReported() throws {
        let deep = "/S/" + Array(repeating: "d", count: 70).joined(separator: "/")
        let fileSystem = InMemoryFileSystem([
            "/L/en.lproj/A.strings": "\"a\" = \"b\";\n", deep + "/X.swift": "NSLocalizedString(\"a\", comment: \"\")",
        ])
        let report = try Checker(
            configuration: CheckConfiguration(paths: ["/L"], rules: [.syntax, .unusedKey], sourcesDirectory: "/S"),
            fileSystem: fileSystem
        ).run()
        #expect(report.diagnostics.map(\.rule).sorted() == [.syntax, .unusedKey])
    }

    /// Names that are not UTF-8 were "no such file", and such `.lproj` folders vanished.
    @Test func namesThatAreNotUTF8AreReportedByName() throws {
        let root = try DiskTreeTests.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App").path
        #expect(
            mkdir(
                Array(app.utf8CString.dropLast()) + [0x2F, 0x78, -0x17, 0x2E, 0x6C, 0x70, 0x72, 0x6F, 0x6A, 0], 0o700)
                == 0)  // x\xE9.lproj
        let file =
            Array((app + "/de.lproj/L").utf8CString.dropLast()) + [
                -1, 0x2E, 0x73, 0x74, 0x72, 0x69, 0x6E, 0x67, 0x73, 0,
            ]  // L\xFF.strings
        let descriptor = open(file, O_CREAT | O_WRONLY, 0o600)
        #expect(descriptor >= 0)
        close(descriptor)
        let report = try DiskTreeTests.check(root)
        let encoding = report.diagnostics.filter { $0.rule == .encoding }.map(\.file).sorted()
        #expect(encoding == [app + "/de.lproj/L\\x{ff}.strings", app + "/x\\x{e9}.lproj"])
        #expect(report.diagnostics.allSatisfy { !$0.message.contains("no such file") })
        #expect(report.diagnostics.contains { $0.rule == .missingKey && $0.key == "b" })
    }

    @Test func namesAreShownWithTheirBadBytes() {
        #expect(
            DirectoryListing(rawNames: [Array("ok".utf8), [0x66, 0xC3, 0xA9, 0xFF, 0x2E, 0xE2, 0x82]]).undecodableNames
                == ["fé\\x{ff}.\\x{e2}\\x{82}"])
        #expect(DirectoryListing(rawNames: [[0xC0, 0xAF]]).undecodableNames == ["\\x{c0}\\x{af}"])  // an overlong '/'
    }

    @Test(.enabled(if: getuid() != 0, "root can list a directory whatever its mode"))
    func anUnreadableDirectoryIsReported() throws {
        let root = try DiskTreeTests.makeTree()
        let locked = root.appendingPathComponent("App/Locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        chmod(locked.path, 0)
        defer {
            chmod(locked.path, 0o700)
            try? FileManager.default.removeItem(at: root)
        }
        let report = try DiskTreeTests.check(root)
        #expect(
            report.diagnostics.contains { $0.file == locked.path && $0.message.hasPrefix("cannot list the directory") })
    }

    // MARK: GitHub Actions logs

    /// How the Actions runner reads a line (actions/runner, `ActionCommand.TryParseV2`, then the
    /// legacy `TryParse`): `::` after leading white space, else `##[` anywhere; its culture-aware
    /// search passes over ignorable characters.
    static func runnerReadsCommand(_ line: Substring) -> Bool {
        visible(line).drop(while: \.isWhitespace).hasPrefix("::") || hasLegacyCommand(line)
    }

    /// Whether text anywhere in a line holds the legacy `##[`.
    static func hasLegacyCommand(_ text: Substring) -> Bool {
        visible(text).contains("##[")
    }

    private static func visible(_ text: Substring) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter {
                    !($0.properties.isDefaultIgnorableCodePoint || $0.properties.generalCategory == .format)
                }))
    }

    static let forgedTree = InMemoryFileSystem([
        "/L/en.lproj/A.strings": "\"a\" = \"b\";\n\"k ##[stop-commands]token\" = \"x\";\n",
        "/L/::error title=Forged::pwned.lproj/A.strings": "\"a\" = \"b\";\n",
        "/L/\u{AD}:\u{200B}:warning::soft.lproj/A.strings": "\"a\" = \"c\";\n",
        "/L/fr.lproj/A.strings": "\"a\" = \"c\";\n",
        "/L/fr.lproj/B #\u{200B}#[add-mask]x.strings": "\"z\" = \"##[set-output name=a]b\";\n",
    ])

    /// A folder named `::error title=…::….lproj` forged an annotation through `--summary`, and a
    /// file name could `##[add-mask]` or `##[stop-commands]` the rest of the log.
    @Test func noLineForGitHubCanBeReadAsACommandItDidNotMean() throws {
        // `base-unknown` on, so the forged table's name reaches every renderer as a finding too.
        let configuration = CheckConfiguration(paths: ["/L"], rules: Rule.defaultRules.union([.baseUnknown]))
        let report = try Checker(configuration: configuration, fileSystem: Self.forgedTree).run()
        #expect(report.diagnostics.count >= 4)
        let annotations = GitHubAnnotationRenderer.annotations(report, root: "/")
        for line in annotations.split(separator: "\n") {
            // Each line is the one command it means (its properties hold no `:`, so its message
            // starts after the first `::` past the start), the message free of legacy commands.
            let command = try #require(line.firstMatch(of: /^::(error|warning|notice) [^:]*::/))
            #expect(!Self.hasLegacyCommand(line[command.range.upperBound...]), "\(line)")
        }
        let plainLines = (ReportRenderer.text(report) + SummaryRenderer.text(ReportSummary(report))).split(
            separator: "\n")
        #expect(plainLines.count > 10)
        for line in plainLines {
            #expect(!Self.runnerReadsCommand(line), "\(line)")
        }
        #expect(plainLines.contains { $0.hasPrefix("  \\u{3a}:error title=Forged::pwned ") })
        #expect(plainLines.contains { $0.contains("B #\u{200B}#\\u{5b}add-mask]x.strings") })
        // With the rule off by default, the same table is a `not checked:` note, neutralised alike.
        let notes = ReportRenderer.text(
            try Checker(configuration: CheckConfiguration(paths: ["/L"]), fileSystem: Self.forgedTree).run()
        )
        .split(separator: "\n").filter { $0.hasPrefix("not checked: ") }
        #expect(
            notes.contains { $0.contains("table \"B #\u{200B}#\\u{5b}add-mask]x\" (in fr) is not compared") },
            "\(notes)")
        for line in notes { #expect(!Self.runnerReadsCommand(line), "\(line)") }
    }

    @Test(
        "neutralised lines",
        arguments: [
            ("::error::x", "\\u{3a}:error::x"),
            (" \t::warning::x", " \t\\u{3a}:warning::x"),
            ("\u{FEFF}\u{AD}::notice::x", "\u{FEFF}\u{AD}\\u{3a}:notice::x"),
            ("a ##[add-mask]b ##[stop-commands]c", "a ##\\u{5b}add-mask]b ##\\u{5b}stop-commands]c"),
            ("#\u{200D}#\u{2060}[x]", "#\u{200D}#\u{2060}\\u{5b}x]"),
            ("# #[x] #[y] a::b c:d", "# #[x] #[y] a::b c:d"),
            ("path/fr.lproj/A.strings:1:1: error: x", "path/fr.lproj/A.strings:1:1: error: x"),
        ])
    func neutralised(_ line: String, _ expected: String) {
        #expect(SafeText.neutralizingWorkflowCommands(line) == expected)
        #expect(!Self.runnerReadsCommand(Substring(SafeText.neutralizingWorkflowCommands(line))))
    }
}

/// The binary given a path that is not UTF-8.
@Suite("Hostile input, second round: strings-check arguments")
struct SecondRoundArgumentTests {
    @Test func anArgumentThatIsNotUTF8IsNamedNotCalledMissing() throws {
        let binary = ResourceUse.stringsCheck
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // printf writes the byte; the shell passes it on untouched.
        process.arguments = ["-c", "\"$0\" \"$(printf 'fr\\351.lproj')\" 2>&1; echo \"exit $?\"", binary]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(
            output
                == "strings-check: argument 1 (fr\\x{e9}.lproj) is not valid UTF-8; pass a path whose name is UTF-8 (check its parent directory: names that are not UTF-8 below it are reported)\nexit 2\n"
        )
    }
}
