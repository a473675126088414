import Foundation
import PackagePlugin

/// Checks a target's translations as it builds: `strings-check --format xcode` on its `.lproj` folders and
/// String Catalogs, so `swift build` and Xcode show each finding at its line and an error fails the build.
///
/// A target adopts it in its manifest:
///
/// ```swift
/// .target(name: "Feature", resources: [.process("Resources")],
///         plugins: [.plugin(name: "StringsCheckBuildToolPlugin", package: "iversion")])
/// ```
///
/// The check is a build command whose inputs are the target's localised files (and the allow file and
/// the checker itself) and whose output is a stamp strings-check writes only when the check passes: a
/// build with nothing changed does not run it, and a failed check runs again on the next build.
@main
struct StringsCheckBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let files = module.sourceFiles.map(\.url).filter(LocalizedResources.isChecked)
        guard !files.isEmpty else { return [] }
        // The stamp is a Swift comment the target compiles to nothing: any other output would be copied
        // into the target's resources, and shipped.
        guard module is SwiftSourceModuleTarget else {
            Diagnostics.warning("StringsCheckBuildToolPlugin checks Swift targets; '\(target.name)' is not one (run `swift package check-localizations`)")
            return []
        }
        return [try Self.check(files, name: target.name, tool: context.tool(named: "strings-check"),
                               root: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL)]
    }

    /// The one command: `strings-check --format xcode --stamp <work>/StringsCheckPassed.swift [--allow-file
    /// <root>/strings-check.allow] -- <folders>`.
    static func check(_ files: [URL], name: String, tool: PluginContext.Tool, root: URL, workDirectory: URL) -> Command {
        let stamp = workDirectory.appendingPathComponent("StringsCheckPassed.swift")
        var arguments = ["--format", "xcode", "--stamp", stamp.path]
        var inputs = files + [tool.url]
        if let allowFile = LocalizedResources.allowFile(in: root) {
            arguments += ["--allow-file", allowFile.path]
            inputs.append(allowFile)
        }
        // After `--` every word is a path, whatever it starts with.
        arguments += ["--"] + LocalizedResources.roots(of: files).map(\.path)
        return .buildCommand(displayName: "Checking the translations of \(name)", executable: tool.url,
                             arguments: arguments, inputFiles: inputs, outputFiles: [stamp])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension StringsCheckBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url).filter(LocalizedResources.isChecked)
        guard !files.isEmpty else { return [] }
        return [try Self.check(files, name: target.displayName, tool: context.tool(named: "strings-check"),
                               root: context.xcodeProject.directoryURL, workDirectory: context.pluginWorkDirectoryURL)]
    }
}
#endif
