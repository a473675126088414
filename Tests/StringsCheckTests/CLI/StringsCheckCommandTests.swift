import Foundation
import StringsCheck
import Testing

/// The `strings-check` binary end to end: output, exit codes, JSON.
@Suite("strings-check command")
struct StringsCheckCommandTests {
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    /// Runs the built binary (beside the test bundle) in the fixture directory (or another), with
    /// this process's environment or the one given.
    static func run(_ arguments: [String], in directory: String = Fixtures.root, environment: [String: String]? = nil)
        throws -> Run
    {
        let binary = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("strings-check")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    static let exitCases: [([String], Int32)] = [
        (["clean"], 0),
        (["missing-key"], 1),
        (["extra-key", "--enable", "extra-key"], 0),
        (["extra-key"], 0),
        (["extra-key", "--enable", "extra-key", "--strict"], 1),
        (["extra-key", "--strict"], 0),
        (["missing-key", "--disable", "missing-key"], 0),
        (["missing-key", "--rule", "extra-key"], 0),
        (["untranslated", "--strict", "--allow", "Download", "--allow", "Version"], 0),
        (["missing-key", "--rule", "no-such-rule"], 2),
        (["no-such-folder"], 2),
        (["clean", "--no-such-option"], 2),
        (["clean", "--format", "yaml"], 2),
        (["clean", "--sources", "no-such-dir"], 2),
        (["clean", "--base", "de"], 2),
        (["--help"], 0),
    ]

    @Test("exit codes", arguments: exitCases)
    func exitCode(_ arguments: [String], _ status: Int32) throws {
        let run = try Self.run(arguments)
        #expect(run.status == status, "\(run.output)\(run.error)")
    }

    /// Issue 37: the GitHub Action passes `--` before the paths of its `paths:` input, so a word that
    /// starts with `-` is a path; the command must read every word after `--` as one.
    @Test("after --, every word is a path: --write-baseline=FILE names no file and writes none")
    func doubleDashEndsTheOptions() throws {
        let target = FileManager.default.temporaryDirectory.appendingPathComponent(
            "strings-check-planted-\(UUID().uuidString).json"
        ).path
        let planted = try Self.run(["--strict", "--", "missing-key", "--write-baseline=\(target)", "-h"])
        #expect(planted.status == 2)
        #expect(planted.error.contains("--write-baseline=\(target): no such file or directory"), "\(planted.error)")
        #expect(!FileManager.default.fileExists(atPath: target))
        let checked = try Self.run(["--strict", "--format", "text", "--", "missing-key"])
        #expect(checked.status == 1)
        #expect(checked.output.contains("missing-key/fr.lproj/Localizable.strings"), "\(checked.output)")
    }

    @Test("--help states the exit statuses both commands share: 0, 1, 2 for usage")
    func helpStatesExitStatuses() throws {
        let help = try Self.run(["--help"]).output.split(whereSeparator: \.isNewline).joined(separator: " ")
        #expect(help.contains("Exit status: 0 no errors, 1 errors found"), "\(help)")
        #expect(help.contains("2 usage or input error"), "\(help)")
    }

    /// Each rule of `--help`'s table on one line, its name apart from its severity (the longest
    /// name, `punctuation-spacing`, once ran into it: `punctuation-spacinwarning`).
    @Test func helpListsEveryRuleInColumns() throws {
        let help = try Self.run(["--help"]).output
        for rule in Rule.allCases {
            let line = try #require(
                help.split(separator: "\n").first { $0.hasPrefix("  \(rule.rawValue) ") }, "\(rule.rawValue)")
            // Columns are two or more spaces apart: name, severity, the whole summary.
            let columns = line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
            #expect(
                columns == [rule.rawValue, rule.isOnByDefault ? rule.defaultSeverity.rawValue : "off", rule.summary],
                "\(line)")
        }
    }

    /// `untranslated` and `title-case` were right in 23 and 72 of 100 findings on five apps judged by
    /// hand: off unless asked for, by name, with `--enable`; `--rule` still runs exactly what it names.
    @Test func rulesOffByDefaultRunOnlyWhenEnabled() throws {
        #expect(
            Rule.allCases.filter { !$0.isOnByDefault } == [
                .extraKey, .untranslated, .pluralNumber, .baseUnknown, .titleCase,
            ])
        let quiet = try Self.run(["untranslated", "--no-summary", "--strict"])
        #expect(quiet.status == 0 && quiet.output.isEmpty, "\(quiet.output)")
        let enabled = try Self.run(["untranslated", "--no-summary", "--strict", "--enable", "untranslated"])
        #expect(enabled.status == 1 && enabled.output.contains("[untranslated]"), "\(enabled.output)")
        let named = try Self.run(["untranslated", "--no-summary", "--rule", "untranslated"])
        #expect(named.output.contains("[untranslated]"), "\(named.output)")
        #expect(try Self.run(["untranslated", "--enable", "no-such-rule"]).status == 2)
    }

    @Test func excludeAndAllReachTheChecker() throws {
        let excluded = try Self.run(["missing-key", "--exclude", "fr.lproj", "--no-summary"])
        #expect(excluded.status == 0 && excluded.output.isEmpty, "\(excluded.output)")
        let all = try Self.run(["missing-key", "--all", "--no-summary"])
        #expect(all.output == (try Self.run(["missing-key", "--no-summary"])).output)
    }

    @Test func printsCompilerStyleLines() throws {
        let run = try Self.run(["duplicate-key", "--no-summary"])
        #expect(
            run.output == """
                duplicate-key/fr.lproj/Localizable.strings:7:1: warning: key "download" is defined again; this definition replaces the one at 2:1 [duplicate-key]
                duplicate-key/fr.lproj/Localizable.strings:2:1: note: the earlier definition is here

                """)
    }

    @Test func jsonDecodes() throws {
        let run = try Self.run(["format-mismatch", "--format", "json"])
        #expect(run.status == 1)
        let report = try JSONDecoder().decode(Report.self, from: Data(run.output.utf8))
        #expect(report.errorCount == 2 && report.warningCount == 1)
        #expect(report.diagnostics.allSatisfy { $0.rule == .formatMismatch && $0.language == "fr" })
        #expect(report.coverage.map(\.language) == ["fr"])
    }

    @Test func allowFileIsRead() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("allow-\(UUID().uuidString).txt")
        try "# stays English\nDownload\nVersion\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try Self.run(["untranslated", "--strict", "--allow-file", file.path])
        #expect(run.status == 0, "\(run.output)")
    }

    @Test func usageErrorsGoToStandardError() throws {
        let run = try Self.run(["--rule", "nope", "clean"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("unknown rule 'nope'"))
    }

    @Test("a usage error quoting an argument with terminal escapes shows them escaped")
    func usageErrorsEscapeTheArguments() throws {
        let run = try Self.run(["--rule", "no\u{1B}]0;pwned\u{7}pe", "clean"])
        #expect(run.status == 2)
        #expect(!run.error.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(run.error.debugDescription)")
        #expect(run.error.contains("no\\u{1b}]0;pwned\\u{7}pe"), "\(run.error)")
    }

    @Test func theLibrarysOwnTranslationsAreClean() throws {
        let localizations = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Localizations").standardized.path
        let run = try Self.run([localizations, "--no-summary"])
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.contains("error:"))
    }
}

/// The checker's modules import only `FoundationEssentials`: loading the whole of Foundation would cost
/// every run about 6 MB of resident memory (the peak-memory target is twice the checked tree's size).
@Suite("strings-check process")
struct StringsCheckProcessTests {
    @Test("the binary does not load the whole of Foundation, only its essentials")
    func foundationEssentialsOnly() throws {
        let binary = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("strings-check")
        let maps = try Self.mappedLibraries(of: binary.path, arguments: ["--help"])
        #expect(maps.contains { $0.hasSuffix("/libFoundationEssentials.so") })
        #expect(!maps.contains { $0.hasSuffix("/libFoundation.so") }, "\(maps.sorted())")
        #expect(!maps.contains { $0.hasSuffix("/libFoundationInternationalization.so") })
    }

    /// The shared libraries a process maps, read from the dynamic loader's own report (`LD_TRACE_LOADED_OBJECTS`,
    /// what `ldd` prints), so the test needs no tool beyond the loader.
    static func mappedLibraries(of executable: String, arguments: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["LD_TRACE_LOADED_OBJECTS": "1"]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard let arrow = line.range(of: "=> ") else { return nil }
            return line[arrow.upperBound...].split(separator: " ").first.map(String.init)
        }
    }
}
