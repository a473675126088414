import Strings

/// Walks directory trees as every part of the checker does (the localisations and `--sources`):
/// hidden entries skipped, each directory walked once (known by device and inode, so a link to
/// `..` or two links pointing at each other cost nothing), never out of the tree through a link,
/// at most ``maximumDepth`` levels deep.
///
/// What it cannot walk is a problem the report shows, never a silent gap: a directory nested
/// deeper than the limit, one that cannot be listed, a name that is not UTF-8.
struct TreeWalker {
    /// Directories this many levels below a root are not entered (each level is a stack frame and a
    /// path longer by a name); the first one met is reported.
    static let maximumDepth = 64

    let fileSystem: any FileSystem
    /// What could not be walked, in the order met.
    private(set) var problems: [LoadProblem] = []
    private var visited = Set<FileIdentity>()

    init(fileSystem: any FileSystem) { self.fileSystem = fileSystem }

    /// Walks `root` (a directory or a file) and everything below it.
    /// - Parameters:
    ///   - root: Where to start; `visit` sees it too.
    ///   - isDirectory: Whether `root` is a directory.
    ///   - visit: Called with each path and whether it is a directory; for a directory, returns
    ///     whether to walk into it (a `.lproj` folder is not walked, say).
    ///   - skipping: Whether to leave out an entry below the root (an `--exclude` match), asked
    ///     before anything else is done with it.
    mutating func walk(_ root: String, isDirectory: Bool, skipping: (String) -> Bool = { _ in false },
                       visit: (_ path: String, _ isDirectory: Bool) -> Bool) {
        let resolvedRoot = fileSystem.resolvedPath(root)
        // A stack, not recursion: the depth is bounded anyway, but a stack frame per level is not needed.
        var pending: [(path: String, isDirectory: Bool, depth: Int)] = [(root, isDirectory, 0)]
        while let (path, isDirectory, depth) = pending.popLast() {
            guard isDirectory else {
                _ = visit(path, false)
                continue
            }
            guard Path.isWithin(fileSystem.resolvedPath(path), resolvedRoot) else { continue }
            if let identity = fileSystem.identity(of: path), !visited.insert(identity).inserted { continue }
            guard depth < Self.maximumDepth else {
                problems.append(.error(StringsError(
                    .limit, at: SourceLocation(file: path, line: 1, column: 1),
                    "this directory is \(depth) levels below \(root), deeper than strings-check looks (\(Self.maximumDepth)); nothing in it was checked: check it with its own path")))
                continue
            }
            guard visit(path, true) else { continue }
            // Pushed in reverse so that entries come off the stack in name order.
            for name in list(path).reversed() where !name.hasPrefix(".") {
                let child = Path.join(path, name)
                guard !skipping(child), let childIsDirectory = fileSystem.isDirectory(child) else { continue }
                pending.append((child, childIsDirectory, depth + 1))
            }
        }
    }

    /// The names in one directory (hidden ones too), sorted; a directory that cannot be listed and
    /// names that are not UTF-8 (other than hidden ones) are recorded in ``problems``.
    mutating func list(_ directory: String) -> [String] {
        let listing: DirectoryListing
        do {
            listing = try fileSystem.listDirectory(directory)
        } catch {
            problems.append(.error(StringsError(.io, at: SourceLocation(file: directory, line: 1, column: 1),
                                                "cannot list the directory, so nothing in it was checked: \(error)")))
            return []
        }
        for name in listing.undecodableNames where !name.hasPrefix(".") {
            problems.append(.error(StringsError(
                .encoding, at: SourceLocation(file: Path.join(directory, name), line: 1, column: 1),
                "the name is not valid UTF-8 (shown with its bad bytes as \\x{…}); Xcode and Apple's file systems use UTF-8 names, so it was not checked: rename it")))
        }
        return listing.names
    }
}
