import Foundation

/// The checker's only way to the outside world: listing directories and reading files.
///
/// ``LocalFileSystem`` is the real one; tests pass an in-memory double.
public protocol FileSystem: Sendable {
    /// Whether `path` exists and is a directory; nil when it does not exist.
    func isDirectory(_ path: String) -> Bool?
    /// The names of the entries of a directory, sorted.
    func contentsOfDirectory(_ path: String) throws -> [String]
    /// The bytes of a file.
    func read(_ path: String) throws -> [UInt8]
}

/// The disk, through Foundation.
public struct LocalFileSystem: FileSystem {
    public init() {}

    public func isDirectory(_ path: String) -> Bool? {
        var directory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &directory) else { return nil }
        return directory.boolValue
    }

    public func contentsOfDirectory(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    public func read(_ path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        return [UInt8](data)
    }
}
