/// Finds what to check below the given paths: `<lang>.lproj` folders (grouped by the directory
/// that holds them, one set of localisations each), `.xcstrings` files, and the files that may
/// name a development region.
struct LocalizationScanner {
    /// What was found, in path order.
    struct Found: Sendable {
        /// Directory → the `.lproj` folders directly inside it.
        var folders: [(directory: String, lprojs: [String])] = []
        /// String Catalogs.
        var catalogs: [String] = []
        /// `Info.plist`, `project.pbxproj` and `Package.swift` files, which may name the development region.
        var regionHints: [String] = []
    }

    let fileSystem: any FileSystem

    /// Walks every path; hidden directories and `.build` are skipped.
    /// - Throws: ``CheckError/pathNotFound(_:)`` for a path that does not exist.
    func scan(_ paths: [String]) throws(CheckError) -> Found {
        var found = Found()
        var byDirectory: [String: [String]] = [:]
        var order: [String] = []
        func addFolder(_ path: String) {
            let directory = Path.directory(of: path)
            if byDirectory[directory] == nil { order.append(directory) }
            byDirectory[directory, default: []].append(path)
        }
        func walk(_ path: String, depth: Int) {
            guard depth < 64, let isDirectory = fileSystem.isDirectory(path) else { return }
            let name = Path.name(of: path)
            if !isDirectory {
                if name.hasSuffix(".xcstrings") { found.catalogs.append(path) }
                if name == "Info.plist" || name == "project.pbxproj" || name == "Package.swift" { found.regionHints.append(path) }
                return
            }
            if name.hasSuffix(".lproj") { addFolder(path); return }
            for child in (try? fileSystem.contentsOfDirectory(path)) ?? [] where !child.hasPrefix(".") && child != "Package.resolved" {
                walk(Path.join(path, child), depth: depth + 1)
            }
        }
        for path in paths.map(Path.normalized) {
            guard fileSystem.isDirectory(path) != nil else { throw .pathNotFound(path) }
            walk(path, depth: 0)
        }
        found.folders = order.map { ($0, byDirectory[$0]!.sorted()) }
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
}
