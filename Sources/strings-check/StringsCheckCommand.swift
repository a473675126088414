import ArgumentParser
import Foundation
import StringsCheck

/// `strings-check`: checks the translations in `<lang>.lproj` folders and String Catalogs
/// against the base language, for translators and CI.
struct StringsCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings-check",
        abstract: "Check .strings, .stringsdict and .xcstrings translations against the base language.",
        discussion: """
        Finds every <lang>.lproj folder and .xcstrings file below the paths and compares each \
        language with the base. Findings print as compiler-style lines \
        (path:line:col: error: message [rule]), then each language's coverage.

        Rules (default severity):
        \(Rule.allCases.map { "  \($0.rawValue.padding(toLength: 18, withPad: " ", startingAt: 0))\($0.defaultSeverity.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \($0.summary)" }.joined(separator: "\n"))

        Exit status: 0 no errors, 1 errors found (warnings too with --strict), 2 usage or input error.
        """
    )

    /// The output formats.
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "Directories to search for <lang>.lproj folders and .xcstrings files (or such folders and files).")
    var paths: [String] = ["Localizations"]

    @Option(help: "The base language's folder name (default: Base, else en, else the development region found).")
    var base: String?

    @Option(name: .customLong("rule"), help: ArgumentHelp("Run only this rule (repeatable).", valueName: "name"))
    var rules: [String] = []

    @Option(name: .customLong("disable"), help: ArgumentHelp("Do not run this rule (repeatable).", valueName: "name"))
    var disabled: [String] = []

    @Option(name: .customLong("allow"), help: ArgumentHelp("A word that may stay untranslated (repeatable); OK and values without letters always may.", valueName: "word"))
    var allowed: [String] = []

    @Option(help: ArgumentHelp("A file of words that may stay untranslated, one per line ('#' starts a comment).", valueName: "path"))
    var allowFile: String?

    @Option(help: ArgumentHelp("Swift/Objective-C sources to scan for key lookups (enables unused-key and undefined-key).", valueName: "dir"))
    var sources: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(help: "Report warnings as errors.")
    var strict = false

    @Flag(help: "Print only the findings, without the coverage table and the counts (text format).")
    var noSummary = false

    func validate() throws {
        let unknown = (rules + disabled).filter { Rule(rawValue: $0) == nil }
        guard unknown.isEmpty else {
            throw ValidationError("unknown rule \(unknown.map { "'\($0)'" }.joined(separator: ", ")); the rules are \(Rule.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let allowFile, !FileManager.default.isReadableFile(atPath: allowFile) {
            throw ValidationError("--allow-file \(allowFile): cannot read the file")
        }
        if let sources {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: sources, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--sources \(sources): no such directory")
            }
        }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ValidationError("\(path): no such file or directory")
        }
    }

    /// The configuration the options describe.
    func checkConfiguration() throws -> CheckConfiguration {
        var selected = rules.isEmpty ? Set(Rule.allCases) : Set(rules.compactMap(Rule.init(rawValue:)))
        selected.subtract(disabled.compactMap(Rule.init(rawValue:)))
        var allowList = AllowList.builtIn
        allowed.forEach { allowList.insert($0) }
        if let allowFile {
            allowList.insert(fileContents: try String(contentsOfFile: allowFile, encoding: .utf8))
        }
        return CheckConfiguration(paths: paths, base: base, rules: selected, allowList: allowList,
                                  sourcesDirectory: sources, strict: strict)
    }

    func run() throws {
        let report: Report
        do {
            report = try Checker(configuration: checkConfiguration()).run()
        } catch let error as CheckError {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(2)
        }
        switch format {
        case .text: print(ReportRenderer.text(report, summary: !noSummary), terminator: "")
        case .json: print(ReportRenderer.json(report), terminator: "")
        }
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }
}
