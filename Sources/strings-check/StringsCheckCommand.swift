import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IVersionSupport
import StringsCheck

/// `strings-check`: checks the translations in `<lang>.lproj` folders and String Catalogs
/// against the base language, for translators and CI.
struct StringsCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings-check",
        abstract: "Check .strings, .stringsdict and .xcstrings translations against the base language.",
        discussion: """
        Finds every <lang>.lproj folder, .xcstrings file and XLIFF export (.xliff, .xlf, .xcloc) \
        below the paths and compares each language with the base. Findings print as compiler-style lines \
        (path:line:col: error: message [rule]), then each language's coverage.

        Rules (default severity; "off": a warning rule that runs only with --enable NAME):
        \(ruleTable)

        CI: --format sarif writes SARIF 2.1.0 for code scanning (paths relative to the current \
        directory, the repository root); --format github writes GitHub Actions annotations. \
        Builds: --format xcode prints only the findings, as a compiler does, with absolute paths \
        (what the build-tool plugin shows in swift build and Xcode); --stamp FILE writes FILE when \
        the check passes, so a build system runs it again only when an input changed.
        --summary adds counts by rule and by language and the 20 worst files (after the text \
        report, or on standard error with json and sarif so the document stays parseable). \
        --write-baseline FILE records today's findings; --baseline FILE then reports only \
        findings not in it, and the exit status counts only those.

        Exit status: 0 no errors, 1 errors found (warnings too with --strict), 2 usage or input \
        error (also a missing or malformed --baseline file).
        """
    )

    /// `--help`'s rule table: name, default severity and summary in columns as wide as the
    /// longest name and severity, plus two spaces, so no name runs into its severity.
    static var ruleTable: String {
        let nameWidth = (Rule.allCases.map(\.rawValue.count).max() ?? 0) + 2
        func severity(_ rule: Rule) -> String { rule.isOnByDefault ? rule.defaultSeverity.rawValue : "off" }
        let severityWidth = (Rule.allCases.map { severity($0).count }.max() ?? 0) + 2
        return Rule.allCases.map {
            "  \(PlainText.padded($0.rawValue, to: nameWidth))\(PlainText.padded(severity($0), to: severityWidth))\($0.summary)"
        }.joined(separator: "\n")
    }

    /// The output formats.
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, github, xcode

        /// Whether standard output holds one document a program parses, so notes and the
        /// --summary tables go to standard error instead.
        var isDocument: Bool { self == .json || self == .sarif }
    }

    @Argument(help: "Directories to search for <lang>.lproj folders and .xcstrings files (or such folders and files).")
    var paths: [String] = ["Localizations"]

    @Option(help: "The language whose file of each table is its base, where it has one (default, per table: Base.lproj, a String Catalog of that name, the development region, en).")
    var base: String?

    @Option(name: .customLong("rule"), help: ArgumentHelp("Run only this rule (repeatable).", valueName: "name"))
    var rules: [String] = []

    @Option(name: .customLong("disable"), help: ArgumentHelp("Do not run this rule (repeatable).", valueName: "name"))
    var disabled: [String] = []

    @Option(name: .customLong("enable"), help: ArgumentHelp("Also run this rule, one that is off by default (repeatable): \(Rule.offByDefault.map(\.rawValue).joined(separator: ", ")).", valueName: "name"))
    var enabled: [String] = []

    @Option(name: .customLong("allow"), help: ArgumentHelp("A word that may stay untranslated (repeatable); OK and values without letters always may.", valueName: "word"))
    var allowed: [String] = []

    @Option(help: ArgumentHelp("A file of words that may stay untranslated, one per line ('#' starts a comment).", valueName: "path"))
    var allowFile: String?

    @Option(help: ArgumentHelp("Swift/Objective-C sources to scan for key lookups (enables unused-key and undefined-key).", valueName: "dir"))
    var sources: String?

    @Option(help: "Output format: text, json, sarif (SARIF 2.1.0 for code scanning), github (GitHub Actions annotations) or xcode (compiler lines with absolute paths, for swift build and Xcode).")
    var format: OutputFormat = .text

    @Flag(help: "Add counts by rule and by language and the 20 files with the most findings.")
    var summary = false

    @Option(help: ArgumentHelp("Report only findings that are not in this baseline file (see --write-baseline).", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record today's findings in this file, to pass to --baseline later.", valueName: "file"))
    var writeBaseline: String?

    @Option(name: .customLong("exclude"), help: ArgumentHelp("Leave out files and folders matching this glob (repeatable): a name ('Pods', 'ThirdParty') anywhere, or a path below the checked path ('macosx/Vendor', '**/Carthage/*').", valueName: "glob"))
    var excludes: [String] = []

    @Flag(name: .customLong("all"), help: ArgumentHelp("Complete output: every key of a table a language lacks and of a stub base, one finding each, and every finding in every format (by default, the text output shows two of a large group and a count; JSON, SARIF, GitHub annotations and Xcode lines list \(FindingCap.perFile) findings per rule and file and \(FindingCap.total) in all, and one finding counts the rest)."))
    var all = false

    @Option(help: ArgumentHelp("When the check passes (exit status 0), write this file: the output a build system declares, so it runs the check again only when an input changed. It holds one Swift comment line, so a SwiftPM build-tool plugin can declare it as a generated source that compiles to nothing.", valueName: "file"))
    var stamp: String?

    @Flag(help: "Report warnings as errors.")
    var strict = false

    @Flag(help: "Print only the findings, without the coverage table and the counts (text format).")
    var noSummary = false

    func validate() throws {
        let unknown = (rules + disabled + enabled).filter { Rule(rawValue: $0) == nil }
        guard unknown.isEmpty else {
            throw ValidationError("unknown rule \(unknown.map { "'\($0)'" }.joined(separator: ", ")); the rules are \(Rule.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let allowFile, !FileManager.default.isReadableFile(atPath: allowFile) {
            throw ValidationError("--allow-file \(allowFile): cannot read the file")
        }
        if let sources {
            guard LocalFileSystem().isDirectory(sources) == true else {
                throw ValidationError("--sources \(sources): no such directory")
            }
        }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("\(path): no such file or directory")
        }
    }

    /// The configuration the options describe.
    func checkConfiguration() throws -> CheckConfiguration {
        var selected = rules.isEmpty ? Rule.defaultRules : Set(rules.compactMap(Rule.init(rawValue:)))
        selected.formUnion(enabled.compactMap(Rule.init(rawValue:)))
        selected.subtract(disabled.compactMap(Rule.init(rawValue:)))
        var allowList = AllowList.builtIn
        allowed.forEach { allowList.insert($0) }
        if let allowFile {
            do {
                let bytes = try BoundedFileReader.contents(of: allowFile, limit: AllowList.maximumFileBytes)
                allowList.insert(fileContents: String(decoding: bytes, as: UTF8.self))
            } catch {
                throw ValidationError("--allow-file \(error)")
            }
        }
        var configuration = CheckConfiguration(paths: paths, base: base, rules: selected, allowList: allowList,
                                               sourcesDirectory: sources, strict: strict)
        configuration.excludes = excludes
        configuration.listsEveryKey = all
        return configuration
    }

    func run() throws {
        // Paths in CI output and in the baseline are relative to where the check runs: the
        // repository root, in CI.
        let root = FileManager.default.currentDirectoryPath
        let report: Report
        var accepted: Baseline?
        do {
            // The baseline first: a bad one fails before any time is spent checking.
            accepted = try baseline.map { path throws(BaselineError) in try BaselineFile.read(path) }
            report = try Checker(configuration: checkConfiguration()).run()
            if let writeBaseline {
                let written = Baseline(report: report, relativeTo: root)
                try BaselineFile.write(written, to: writeBaseline)
                note("strings-check: wrote \(count(written.findingCount, "finding")) (\(count(written.entries.count, "fingerprint"))) to \(SafeText.line(writeBaseline, .escape))")
            }
        } catch let error as CheckError {
            note(error.description)
            throw ExitCode(ExitStatus.usage.rawValue)
        } catch let error as BaselineError {
            note(error.description)
            throw ExitCode(ExitStatus.usage.rawValue)
        }

        var shown = report
        var suppressed: Int?
        if let accepted {
            let outcome = accepted.apply(to: report, relativeTo: root)
            shown = outcome.report
            suppressed = outcome.suppressed
        }
        let suppressedNote = suppressed.map { "\(count($0, "finding")) in the baseline \(SafeText.line(baseline ?? "", .escape)) not reported" }

        // Streamed through one buffer: a report of many findings is never held as one document.
        var output = StandardOutput()
        // The machine formats list a bounded number of findings (the text output condenses its own way).
        let listed = all || format == .text ? shown : FindingCap.capped(shown)
        switch format {
        case .text: ReportRenderer.writeText(shown, summary: !noSummary, condensed: !all) { output.write($0) }
        case .json: ReportRenderer.writeJSON(listed) { output.write($0) }
        case .sarif: SARIFRenderer.write(listed, root: root, suppressedByBaseline: suppressed) { output.write($0) }
        case .github: GitHubAnnotationRenderer.write(listed, root: root) { output.write($0) }
        case .xcode: XcodeDiagnosticRenderer.write(listed, root: root) { output.write($0) }
        }
        var notes: [String] = []
        if let suppressedNote {
            switch format {
            case .text where !noSummary: output.write(SafeText.neutralizingWorkflowCommands(suppressedNote) + "\n")
            case .github: output.write(GitHubAnnotationRenderer.notice("strings-check: " + suppressedNote) + "\n")
            default: notes.append("strings-check: " + suppressedNote)
            }
        }
        if summary {
            let table = SummaryRenderer.text(ReportSummary(shown))
            if format.isDocument {
                notes.append(table)
            } else {
                output.write((output.isEmpty ? "" : "\n") + table)
            }
        }
        output.flush()
        notes.forEach(note)
        if shown.exitCode != 0 { throw ExitCode(shown.exitCode) }
        try writeStamp(for: shown)
    }

    /// The stamp, written only on success: a failed check leaves the build's output missing (or as the
    /// last success left it, older than the changed input), so the next build checks again.
    private func writeStamp(for report: Report) throws {
        guard let stamp else { return }
        let line = "// strings-check: \(count(report.errorCount, "error")), \(count(report.warningCount, "warning"))\n"
        do {
            try AtomicFileWriter.write(Data(line.utf8), to: URL(fileURLWithPath: stamp), permissions: 0o644)
        } catch {
            note("strings-check: --stamp \(SafeText.line(stamp, .escape)): \(error)")
            throw ExitCode(ExitStatus.usage.rawValue)
        }
    }

    /// Writes a line (or lines) to standard error.
    private func note(_ text: String) {
        // Notes name files and languages from the tree, and CI logs read standard error too.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { SafeText.neutralizingWorkflowCommands(String($0)) }
        let safe = lines.joined(separator: "\n")
        StandardError.write(safe.hasSuffix("\n") ? safe : safe + "\n")
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
