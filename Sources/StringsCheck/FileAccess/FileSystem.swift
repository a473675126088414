#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import IVersionSupport
import Strings

/// The checker's only way to the outside world: listing directories and reading files.
///
/// ``LocalFileSystem`` is the real one; tests pass an in-memory double, which needs only the
/// three basic requirements (the others have defaults for a tree without links).
public protocol FileSystem: Sendable {
    /// Whether `path` exists and is a directory; nil when it does not exist.
    func isDirectory(_ path: String) -> Bool?
    /// The names of the entries of a directory, sorted.
    func contentsOfDirectory(_ path: String) throws -> [String]
    /// The entries of a directory, sorted, with the names that are not UTF-8 apart (a path made of
    /// Swift strings cannot name them, so they are reported rather than dropped).
    func listDirectory(_ path: String) throws -> DirectoryListing
    /// The bytes of a file.
    func read(_ path: String) throws -> [UInt8]
    /// The bytes of a regular file of at most `maximumBytes`, refused by size before it is read.
    func read(_ path: String, maximumBytes: Int) throws -> [UInt8]
    /// What the entry is once links are followed (device and inode on disk), so that a directory
    /// reached twice, through a link loop or a second link, is walked once.
    func identity(of path: String) -> FileIdentity?
    /// The path with every symbolic link resolved, to tell whether a link leaves the tree.
    func resolvedPath(_ path: String) -> String
}

/// Which file an entry is, independent of the path that reached it.
public struct FileIdentity: Sendable, Hashable {
    /// The device holding the file.
    public var device: UInt64
    /// The file's number on that device.
    public var inode: UInt64

    /// - Parameters:
    ///   - device: The device number.
    ///   - inode: The inode number.
    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

/// A directory's entries: the names a path can be built from, and the ones that are not UTF-8.
public struct DirectoryListing: Sendable, Hashable {
    /// The UTF-8 names, sorted.
    public var names: [String]
    /// The other names, each shown with its invalid bytes as `\x{hh}` (`fr\x{e9}.lproj`), sorted.
    public var undecodableNames: [String]

    /// A listing.
    /// - Parameters:
    ///   - names: The UTF-8 names.
    ///   - undecodableNames: The names that are not UTF-8, as shown.
    public init(names: [String], undecodableNames: [String] = []) {
        self.names = names.sorted()
        self.undecodableNames = undecodableNames.sorted()
    }

    /// The listing of raw names as a directory holds them.
    /// - Parameter rawNames: Each name's bytes.
    public init(rawNames: [[UInt8]]) {
        var names: [String] = [], undecodable: [String] = []
        for raw in rawNames {
            if let name = String(validating: raw, as: UTF8.self) { names.append(name) } else { undecodable.append(Self.shown(raw)) }
        }
        self.init(names: names, undecodableNames: undecodable)
    }

    /// The bytes as text: UTF-8 where they are, each other byte as `\x{hh}`.
    /// - Parameter bytes: A name or path as the system holds it.
    /// - Returns: Text that shows every byte.
    public static func shown(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
            if length > 0, index + length <= bytes.count,
               let scalar = String(validating: bytes[index..<index + length], as: UTF8.self) {
                text += scalar
                index += length
            } else {
                text += "\\x{" + String(lead, radix: 16) + "}"
                index += 1
            }
        }
        return text
    }
}

extension FileSystem {
    /// The sorted names; a file system that can only give Swift strings has no undecodable ones.
    public func listDirectory(_ path: String) throws -> DirectoryListing {
        DirectoryListing(names: try contentsOfDirectory(path))
    }

    /// Reads the whole file, then applies the size limit: for file systems that cannot tell a size first.
    public func read(_ path: String, maximumBytes: Int) throws -> [UInt8] {
        let bytes = try read(path)
        try ParserLimits(maximumBytes: maximumBytes).checkSize(bytes.count, file: path)
        return bytes
    }

    /// No identities: a tree without links never reaches a directory twice.
    public func identity(of path: String) -> FileIdentity? { nil }

    /// The path itself: a tree without links.
    public func resolvedPath(_ path: String) -> String { path }
}

/// The disk: files through the package's one bounded reader (regular files only, refused by size
/// before anything is read, never blocking on a FIFO), directories through `stat`.
public struct LocalFileSystem: FileSystem {
    /// The disk.
    public init() {}

    /// Whether `path` is a directory once links are followed; nil when nothing is there.
    public func isDirectory(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    /// The names in a directory, sorted so runs are reproducible (names that are not UTF-8 left out:
    /// ``listDirectory(_:)`` reports them).
    public func contentsOfDirectory(_ path: String) throws -> [String] {
        try listDirectory(path).names
    }

    /// The directory's entries as `readdir` gives them, the names that are not UTF-8 apart.
    public func listDirectory(_ path: String) throws -> DirectoryListing {
        DirectoryListing(rawNames: try POSIX.rawDirectoryEntries(path).get())
    }

    /// A file's bytes, within the parsers' default size limit.
    public func read(_ path: String) throws -> [UInt8] {
        try read(path, maximumBytes: ParserLimits.default.maximumBytes)
    }

    /// A file's bytes when it is a regular file of at most `maximumBytes`; throws `StringsError` otherwise.
    public func read(_ path: String, maximumBytes: Int) throws -> [UInt8] {
        try FileInput.read(URL(fileURLWithPath: path), limits: ParserLimits(maximumBytes: maximumBytes))
    }

    /// The device and inode of what `path` names, links followed; nil when nothing is there.
    public func identity(of path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// The path with every link resolved (`realpath`); the path itself when it cannot be resolved.
    public func resolvedPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
