import IVersionSupport
import Strings
import StringsCheck

/// The files compiled into the program (the library's translations) as strings-check's file system, so the
/// gallery checks exactly what the program ships, with no folder on disk. Paths begin with the files'
/// ``EmbeddedFiles/origin`` (`Localizations/de.lproj/iVersion.strings`), as the package names them.
struct EmbeddedFileSystem: FileSystem {
    let files: EmbeddedFiles

    /// The path strings-check is given: the folder the files come from.
    var root: String { files.origin }

    func isDirectory(_ path: String) -> Bool? {
        relative(path).flatMap(files.isFolder)
    }

    func contentsOfDirectory(_ path: String) throws -> [String] {
        guard let relative = relative(path), files.isFolder(relative) == true else {
            throw StringsError(.io, at: SourceLocation(file: path, line: 1, column: 1), "no such directory compiled into the program")
        }
        return files.entries(of: relative.isEmpty ? nil : relative)
    }

    func read(_ path: String) throws -> [UInt8] {
        guard let bytes = relative(path).flatMap(files.bytes(at:)) else {
            throw StringsError(.io, at: SourceLocation(file: path, line: 1, column: 1), "no such file compiled into the program")
        }
        return bytes
    }

    /// `path` relative to ``root`` (empty for the root itself); nil when it is outside.
    private func relative(_ path: String) -> String? {
        var trimmed = Substring(path)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if trimmed == root { return "" }
        return trimmed.hasPrefix(root + "/") ? String(trimmed.dropFirst(root.count + 1)) : nil
    }
}
