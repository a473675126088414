import Foundation
import PackagePlugin

/// `swift package check-localizations [--target NAME]… [strings-check options]`: checks the `.lproj`
/// folders and String Catalogs of every target of the package (or of the named ones) in one run of
/// `strings-check`, with the command's own options (`--format json`, `--baseline FILE`, `--strict`,
/// `--allow-file FILE`, …).
///
/// Paths print relative to the directory `swift package` runs in, as the command's do, so a baseline or a
/// SARIF file is the same whichever way it was made. The findings (and everything else strings-check
/// writes to standard output) reach standard output; its notes reach standard error. `swift package` ends
/// with status 1 whenever the plugin fails, so the command's 1 (findings) and 2 (usage or input error)
/// both become 1, told apart by the error line.
@main
struct StringsCheckCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let options = extractor.remainingArguments
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let files = targets.compactMap { $0 as? SourceModuleTarget }.flatMap { $0.sourceFiles.map(\.url) }
            .filter(LocalizedResources.isChecked)
        guard !files.isEmpty else {
            Diagnostics.warning("check-localizations: no target\(names.isEmpty ? "" : " named") has .lproj folders or .xcstrings catalogs; nothing to check")
            return
        }
        var toolArguments = options
        if !options.contains(where: { $0 == "--allow-file" || $0.hasPrefix("--allow-file=") }),
           let allowFile = LocalizedResources.allowFile(in: context.package.directoryURL) {
            toolArguments += ["--allow-file", Self.shown(allowFile)]
        }
        toolArguments += ["--"] + LocalizedResources.roots(of: files).map(Self.shown)
        let status = try Self.run(context.tool(named: "strings-check").url, toolArguments)
        guard status == 0 else {
            Diagnostics.error(status == 1
                ? "check-localizations: strings-check found errors (or warnings, with --strict): exit status 1"
                : "check-localizations: strings-check stopped on a usage or input error: exit status \(status)")
            exit(status)
        }
    }

    /// Runs strings-check where `swift package` runs: its standard output straight through, its standard
    /// error as progress lines (everything a plugin prints reaches standard output, which must stay one
    /// document with `--format json` or `sarif`).
    static func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for line in text.split(separator: "\n") {
            if process.terminationStatus == 2 {
                // SwiftPM prefixes an error with "error: " itself.
                Diagnostics.error(line.hasPrefix("error: ") ? String(line.dropFirst("error: ".count)) : String(line))
            } else {
                Diagnostics.progress(String(line))
            }
        }
        return process.terminationStatus
    }

    /// A path as strings-check shows it: relative to the working directory when inside it.
    static func shown(_ url: URL) -> String {
        let path = url.resolvingSymlinksInPath().standardizedFileURL.path
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().standardizedFileURL.path
        if path == directory { return "." }
        let prefix = directory.hasSuffix("/") ? directory : directory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
