import Foundation
import IVersionSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file a tool keeps beside the checker's state, held to the state file's rules: read under a size limit
/// (a larger file, a folder or a device in its place reads as none), written atomically (a reader sees the
/// old file or the new one, never part of either) with mode 0600 in a folder made with mode 0700, never
/// through a symbolic link. The update notifier keeps its notice and its lock in two of them:
/// ```swift
/// let notice = StateFile(suffix: ".notice.json", bundleID: "com.example.tool", in: directory, maximumBytes: 256 * 1024)
/// try notice.write(encoded)
/// let update = notice.decode(UpdateDetails.self)
/// ```
public struct StateFile: Sendable, Hashable {
    /// Where the file is.
    public let url: URL
    /// The largest file read or written, in bytes.
    public let maximumBytes: Int

    /// A file at `url`.
    /// - Parameters:
    ///   - url: Where the file is; its folder is created (mode 0700) by the first write or lock.
    ///   - maximumBytes: The largest file read or written, in bytes.
    public init(_ url: URL, maximumBytes: Int) {
        self.url = url
        self.maximumBytes = max(0, maximumBytes)
    }

    /// The file of an app's state directory named like its state file: `<bundle ID><suffix>`, the bundle ID
    /// escaped as the state file's name is (so no bundle ID reaches another folder or another app's file).
    /// - Parameters:
    ///   - suffix: What follows the escaped bundle ID (`.notice.json`); it should start with a dot.
    ///   - bundleID: The app's bundle ID.
    ///   - directory: The state directory.
    ///   - maximumBytes: The largest file read or written, in bytes.
    public init(suffix: String, bundleID: String, in directory: URL, maximumBytes: Int) {
        self.init(
            directory.appendingPathComponent(StateFileName.base(forBundleID: bundleID) + suffix, isDirectory: false),
            maximumBytes: maximumBytes)
    }

    /// The file's bytes; nil when it is missing, is not a regular file, is larger than ``maximumBytes`` or
    /// cannot be read.
    public func read() -> Data? {
        guard case let .bytes(data) = StateFileReader.read(url.path, limit: maximumBytes) else { return nil }
        return data
    }

    /// The file's JSON as a `Value`, read with the state's JSON reader (strict, bounded in depth); nil when
    /// ``read()`` has nothing or the JSON is not a `Value` (a damaged file, or one an older version wrote
    /// in another shape).
    /// - Parameter type: What the file holds.
    /// - Returns: The value.
    public func decode<Value: Decodable>(_ type: Value.Type) -> Value? {
        guard let data = read() else { return nil }
        return try? JSONValueDecoder().decode(type, from: [UInt8](data))
    }

    /// Replaces the file with `data`, atomically.
    /// - Parameter data: The new content, at most ``maximumBytes`` long, so that ``read()`` reads it back.
    /// - Throws: ``StateStoreError/unwritable(path:message:)`` when `data` is longer than ``maximumBytes``, or
    ///   the folder or the file cannot be written; the file is then left as it was.
    public func write(_ data: Data) throws(StateStoreError) {
        guard data.count <= maximumBytes else {
            throw .unwritable(
                path: url.path, message: "\(data.count) bytes is more than the file may hold (\(maximumBytes))")
        }
        try StateDirectory.prepare(url.deletingLastPathComponent())
        try AtomicFileWriter.writeState(data, to: url)
    }

    /// Removes the file, if any.
    public func remove() {
        unlink(url.path)
    }

    /// Takes an exclusive lock on the file without waiting (`flock`), creating it empty when missing.
    ///
    /// The lock lasts until every copy of the descriptor is closed: a child process that inherits it holds
    /// it until it exits, and the kernel releases it when a holder dies, so a crash never leaves it taken.
    /// - Returns: The open descriptor holding the lock (close it to release), or nil when another
    ///   descriptor holds it or the file cannot be opened.
    public func tryLock() -> Int32? {
        guard (try? StateDirectory.prepare(url.deletingLastPathComponent())) != nil else { return nil }
        let descriptor = StateFileLock.openLockFile(url.path)
        guard descriptor >= 0 else { return nil }
        guard StateFileLock.tryLocking(descriptor) else {
            close(descriptor)
            return nil
        }
        return descriptor
    }
}
