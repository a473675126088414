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
        /// Directories that could not be walked (too deep, unreadable) and names that are not UTF-8.
        var problems: [LoadProblem] = []
        /// `Info.plist` and `…-Info.plist` files: the bases of `InfoPlist` tables.
        var infoPlists: [String] = []
        /// Settings bundles' panes and intent definitions outside `.lproj` folders: they declare
        /// tables' keys (see ``DeclaredTableFinder``).
        var declaringFiles: [String] = []
        /// `.lproj` folders of pseudo-languages, not checked (see ``LocalizationFolder/pseudoLanguage``).
        var skipped: [SkippedLocalization] = []
        /// XLIFF documents: `.xliff` and `.xlf` files, and the one in each `.xcloc` bundle.
        var xliffs: [String] = []
        /// XcodeGen specs (`project.yml`): a project whose `.xcodeproj` is generated, not committed.
        var projectSpecs: [String] = []
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

    /// Xcode's *Export Localizations* bundle (`de.xcloc`), and the folder in it that holds its XLIFF.
    static let exportBundleExtension = ".xcloc"
    static let exportedContents = "Localized Contents"

    /// Whether a folder is a built framework bundle by its name (`.framework`, `.xcframework`).
    static func isPrebuiltFramework(_ name: String) -> Bool {
        name.hasSuffix(".framework") || name.hasSuffix(".xcframework")
    }

    static let prebuiltFrameworkReason =
        "a prebuilt framework: its tables are its vendor's, and it reads only the languages of the app that embeds it; name it as a path to check it"

    /// Whether a file is an XLIFF document by its name (`.xliff`, `.xlf`).
    static func isXLIFF(_ name: String) -> Bool { name.hasSuffix(".xliff") || name.hasSuffix(".xlf") }

    /// Walks every path; hidden directories, `.build`, prebuilt frameworks below a path and what
    /// ``excludes`` matches are skipped.
    /// - Throws: ``CheckError/pathNotFound(_:)`` for a path that does not exist.
    func scan(_ paths: [String]) throws(CheckError) -> Found {
        var found = Found()
        var byDirectory: [String: [LocalizationFolder]] = [:]
        var order: [String] = []
        var walker = TreeWalker(fileSystem: fileSystem)
        var walkedRoots: [String] = []
        for root in paths.map(Path.normalized) {
            guard let isDirectory = fileSystem.isDirectory(root) else { throw .pathNotFound(root) }
            let resolvedRoot = fileSystem.resolvedPath(root)
            // A path inside one already walked (or the same one twice) adds nothing.
            if walkedRoots.contains(where: { Path.isWithin(resolvedRoot, $0) }) { continue }
            walkedRoots.append(resolvedRoot)
            // `--exclude` globs match paths relative to the root they were found below.
            func isExcluded(_ path: String) -> Bool {
                guard !excludes.isEmpty else { return false }
                let relative = String(path.dropFirst(root == "/" ? 1 : root.count + 1))
                return excludes.contains { $0.matches(relativePath: relative) }
            }
            // The prebuilt framework being walked (its files come one after another), and whether it was noted.
            var framework: (path: String, noted: Bool)?
            walker.walk(root, isDirectory: isDirectory, skipping: isExcluded) { path, isDirectory in
                let name = Path.name(of: path)
                if let current = framework, Path.isWithin(path, current.path) {
                    // Nothing of it is checked; it is noted once, if it holds a localisation at all.
                    let localises = name.hasSuffix(".lproj") || name.hasSuffix(".xcstrings")
                    guard !current.noted, localises else { return !current.noted }
                    let reason = Self.prebuiltFrameworkReason
                    found.skipped.append(SkippedLocalization(path: current.path, language: "", reason: reason))
                    framework?.noted = true
                    return false
                }
                framework = nil
                guard isDirectory else {
                    if name.hasSuffix(".xcstrings") { found.catalogs.append(path) }
                    if Self.isXLIFF(name) { found.xliffs.append(path) }
                    if name == "Info.plist" || name == "project.pbxproj" || name == "Package.swift" { found.regionHints.append(path) }
                    if name == "project.yml" || name == "project.yaml" { found.projectSpecs.append(path) }
                    if name == "Info.plist" || name.hasSuffix("-Info.plist") { found.infoPlists.append(path) }
                    if DeclaredTableFinder.isDeclaring(path) { found.declaringFiles.append(path) }
                    return false
                }
                // A prebuilt framework copied into the tree (`Frameworks/Sparkle.framework`, an `.xcframework`)
                // is its vendor's build: the project cannot change its tables, and the framework reads only
                // the languages the app that embeds it has. Named as a path itself, it is checked.
                if path != root, Self.isPrebuiltFramework(name) {
                    framework = (path, false)
                    return true
                }
                // An `.xcloc` bundle's `Source Contents` and `Notes` are copies for the translator's
                // context: only the XLIFF in `Localized Contents` is what comes back translated.
                if Path.name(of: Path.directory(of: path)).hasSuffix(Self.exportBundleExtension) { return name == Self.exportedContents }
                // `mul.lproj` holds the String Catalogs of Interface Builder files (`Main.xcstrings`,
                // every language in one file), not a language "mul": its catalogs are found below.
                guard name.hasSuffix(".lproj"), name != Self.multilingualFolder else { return true }
                let directory = Path.directory(of: path)
                let folder = LocalizationFolder(path: path)
                if let reason = folder.pseudoLanguage {
                    found.skipped.append(SkippedLocalization(path: path, language: folder.name, reason: reason))
                    return false
                }
                if byDirectory[directory] == nil { order.append(directory) }
                byDirectory[directory, default: []].append(folder)
                return false
            }
        }
        found.components = order.map { Component(path: $0, folders: byDirectory[$0]!.sorted { $0.path < $1.path }) }
        found.problems = walker.problems
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

    /// Every directory `path` is within (``isWithin(_:_:)``), nearest first: the path itself, each
    /// parent, then `/` for an absolute path and `.` always.
    static func ancestors(of path: String) -> [String] {
        var result = [path]
        var end = path.endIndex
        while let slash = path[..<end].lastIndex(of: "/") {
            if slash != path.startIndex { result.append(String(path[..<slash])) }
            end = slash
        }
        if path.hasPrefix("/"), path != "/" { result.append("/") }
        if path != "." { result.append(".") }
        return result
    }

    /// Whether `path` is `ancestor` or inside it.
    static func isWithin(_ path: String, _ ancestor: String) -> Bool {
        path == ancestor || ancestor == "." || path.hasPrefix(ancestor == "/" ? "/" : ancestor + "/")
    }
}
