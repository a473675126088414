/// Finds what to check below the given paths: the components (each directory holding
/// `<lang>.lproj` folders: an app, an extension, a framework), String Catalogs (`mul.lproj/Main.xcstrings`
/// among them), and the files that may name a development region.
///
/// The walk never leaves the tree through a directory link and never walks a directory twice
/// (directories are known by device and inode), so a link to `..` or two links pointing at each
/// other cost nothing.
struct LocalizationScanner {
    /// What was found, in path order.
    struct Found: Sendable {
        /// Each directory holding `.lproj` folders, with them.
        var components: [Component] = []
        /// String Catalogs.
        var catalogs: [String] = []
        /// `Info.plist`, `project.pbxproj` and `Package.swift` files, which may name the development region.
        var regionHints: [String] = []
        /// `Info.plist` and `…-Info.plist` files: the bases of `InfoPlist` tables.
        var infoPlists: [String] = []
        /// `.lproj` folders of pseudo-languages, not checked (see ``LocalizationFolder/pseudoLanguage``).
        var skipped: [SkippedLocalization] = []
    }

    /// A directory holding `.lproj` folders.
    struct Component: Sendable {
        var path: String
        var folders: [LocalizationFolder]
    }

    let fileSystem: any FileSystem
    /// What `--exclude` leaves out.
    var excludes: [PathGlob] = []

    /// The folder name Xcode gives the catalogs of Interface Builder files (ISO 639 `mul`, "multiple languages").
    static let multilingualFolder = "mul.lproj"

    /// Walks every path; hidden directories, `.build` and what ``excludes`` matches are skipped.
    /// - Throws: ``CheckError/pathNotFound(_:)`` for a path that does not exist.
    func scan(_ paths: [String]) throws(CheckError) -> Found {
        var found = Found()
        var byDirectory: [String: [LocalizationFolder]] = [:]
        var order: [String] = []
        var visited = Set<FileIdentity>()
        var walkedRoots: [String] = []
        for root in paths.map(Path.normalized) {
            guard let isDirectory = fileSystem.isDirectory(root) else { throw .pathNotFound(root) }
            let resolvedRoot = fileSystem.resolvedPath(root)
            // A path inside one already walked (or the same one twice) adds nothing.
            if walkedRoots.contains(where: { Path.isWithin(resolvedRoot, $0) }) { continue }
            walkedRoots.append(resolvedRoot)
            func isInside(_ path: String) -> Bool { Path.isWithin(fileSystem.resolvedPath(path), resolvedRoot) }
            func walk(_ path: String, isDirectory: Bool, depth: Int) {
                let name = Path.name(of: path)
                guard isDirectory else {
                    if name.hasSuffix(".xcstrings") { found.catalogs.append(path) }
                    if name == "Info.plist" || name == "project.pbxproj" || name == "Package.swift" { found.regionHints.append(path) }
                    if name == "Info.plist" || name.hasSuffix("-Info.plist") { found.infoPlists.append(path) }
                    return
                }
                guard depth < 64, isInside(path) else { return }
                if let identity = fileSystem.identity(of: path), !visited.insert(identity).inserted { return }
                // `mul.lproj` holds the String Catalogs of Interface Builder files (`Main.xcstrings`,
                // every language in one file), not a language "mul": its catalogs are found below.
                if name.hasSuffix(".lproj"), name != Self.multilingualFolder {
                    let directory = Path.directory(of: path)
                    let folder = LocalizationFolder(path: path)
                    if let reason = folder.pseudoLanguage {
                        found.skipped.append(SkippedLocalization(path: path, language: folder.name, reason: reason))
                        return
                    }
                    if byDirectory[directory] == nil { order.append(directory) }
                    byDirectory[directory, default: []].append(folder)
                    return
                }
                for child in (try? fileSystem.contentsOfDirectory(path)) ?? [] where !child.hasPrefix(".") && child != "Package.resolved" {
                    let childPath = Path.join(path, child)
                    if !excludes.isEmpty {
                        let relative = String(childPath.dropFirst(root == "/" ? 1 : root.count + 1))
                        if excludes.contains(where: { $0.matches(relativePath: relative) }) { continue }
                    }
                    guard let childIsDirectory = fileSystem.isDirectory(childPath) else { continue }
                    walk(childPath, isDirectory: childIsDirectory, depth: depth + 1)
                }
            }
            walk(root, isDirectory: isDirectory, depth: 0)
        }
        found.components = order.map { Component(path: $0, folders: byDirectory[$0]!.sorted { $0.path < $1.path }) }
        return found
    }
}

/// Path arithmetic on the plain strings diagnostics show.
enum Path {
    static func join(_ directory: String, _ name: String) -> String {
        directory == "/" ? "/" + name : directory + "/" + name
    }

    /// Without trailing slashes (`Localizations/` → `Localizations`).
    static func normalized(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    static func name(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The name without its last extension (`iVersion.strings` → `iVersion`).
    static func stem(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// Whether `path` is `ancestor` or inside it.
    static func isWithin(_ path: String, _ ancestor: String) -> Bool {
        path == ancestor || ancestor == "." || path.hasPrefix(ancestor == "/" ? "/" : ancestor + "/")
    }
}
