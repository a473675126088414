import Foundation
import PackagePlugin

/// Compiles a target's data files into it: every file in the target's folder that is not a Swift source (nor the
/// folder's README.md, nor hidden) becomes part of `embeddedResources`, an `EmbeddedFiles` value (IVersionSupport),
/// so that a program built on the target needs no resource folder beside it.
///
/// The files stay the source: the generator (`embed-resources`) runs again whenever one of them changes, and the
/// plugin lists the folder on every build, so a file added or removed is seen too. The target excludes the files
/// it embeds (or SwiftPM would copy them as resources as well) and depends on IVersionSupport.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let folder = URL(fileURLWithPath: (target as any FolderPath).folderPath, isDirectory: true).standardizedFileURL
        let package = URL(fileURLWithPath: (context.package as any FolderPath).folderPath, isDirectory: true).standardizedFileURL
        let paths = try Self.embeddedPaths(in: folder)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedResources.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(paths.count) files of \(target.name)",
                executable: try context.tool(named: "embed-resources").url,
                arguments: [Self.origin(of: folder, in: package), folder.path, output.path] + paths,
                inputFiles: paths.map { folder.appendingPathComponent($0) },
                outputFiles: [output]
            ),
        ]
    }

    /// The folder relative to the package's top (`Localizations`), as diagnostics name it.
    static func origin(of folder: URL, in package: URL) -> String {
        let top = package.path.hasSuffix("/") ? package.path : package.path + "/"
        return folder.path.hasPrefix(top) ? String(folder.path.dropFirst(top.count)) : folder.lastPathComponent
    }

    /// The paths, relative to `folder`, of the files to embed, sorted.
    static func embeddedPaths(in folder: URL) throws -> [String] {
        let files = FileManager.default
        var paths: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            for name in try files.contentsOfDirectory(atPath: directory.path) where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                var isDirectory: ObjCBool = false
                guard files.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    pending.append(path)
                } else if !name.hasSuffix(".swift"), path != "README.md" {
                    paths.append(path)
                }
            }
        }
        return paths.sorted()
    }
}

/// A folder's path. The manifest's tools version (6.0) gives a target's and a package's folder only as a
/// deprecated `Path` (`directoryURL` is 6.1's): read in these two witnesses alone, and called through the
/// protocol, so the build does not warn on every plugin compilation. With the tools version at 6.1, use
/// `directoryURL` and drop this.
protocol FolderPath {
    var folderPath: String { get }
}

extension SwiftSourceModuleTarget: FolderPath {
    @available(*, deprecated, message: "PackagePlugin's Path: use directoryURL once the tools version is 6.1")
    var folderPath: String { directory.string }
}

extension Package: FolderPath {
    @available(*, deprecated, message: "PackagePlugin's Path: use directoryURL once the tools version is 6.1")
    var folderPath: String { directory.string }
}
