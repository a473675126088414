import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file so that a crash at any moment leaves either the old contents or the new ones.
///
/// The bytes go to a uniquely named temporary file in the same directory (`rename` is only atomic within
/// one file system), are flushed with `fsync`, and the temporary file is then renamed over the target;
/// the directory is flushed too, so the rename itself survives a power cut. A writer that crashes leaves
/// only a `<name>.tmp-XXXXXX` file, which readers never look at and later writers remove once it is
/// old enough that no live writer can still own it.
enum AtomicFileWriter {
    /// A temporary file this old belongs to a writer that died: writing a few hundred bytes takes
    /// milliseconds, even on a slow disk.
    static let staleTemporaryAge: TimeInterval = 60

    static func temporaryPrefix(for target: URL) -> String {
        target.lastPathComponent + ".tmp-"
    }

    static func write(_ data: Data, to target: URL) throws(StateStoreError) {
        let directory = target.deletingLastPathComponent().path
        var template = Array((directory + "/" + temporaryPrefix(for: target) + "XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if fd < 0 {
            throw .unwritable(path: directory, message: "cannot create a temporary file: \(SystemErrno.message())")
        }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var renamed = false
        defer { if !renamed { unlink(temporary) } }

        let flushed = Result { () throws(StateStoreError) in try writeAndFlush(data, to: fd, path: target.path) }
        close(fd)
        try flushed.get()
        if rename(temporary, target.path) != 0 {
            throw .unwritable(path: target.path, message: "cannot replace the file: \(SystemErrno.message())")
        }
        renamed = true
        syncDirectory(directory)
    }

    /// Removes temporary files of `target` left by writers that crashed. Best effort: a file that cannot
    /// be removed is only clutter, never a wrong state.
    static func removeStaleTemporaries(of target: URL, now: Date = Date()) {
        let directory = target.deletingLastPathComponent()
        let prefix = temporaryPrefix(for: target)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where name.hasPrefix(prefix) {
            let path = directory.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            #if canImport(Darwin)
            let modified = TimeInterval(info.st_mtimespec.tv_sec)
            #else
            let modified = TimeInterval(info.st_mtim.tv_sec)
            #endif
            if now.timeIntervalSince1970 - modified > staleTemporaryAge { unlink(path) }
        }
    }

    /// Until `fsync` returns, the bytes may sit in the page cache only; renaming before that could leave
    /// an empty file after a power cut.
    private static func writeAndFlush(_ data: Data, to fd: Int32, path: String) throws(StateStoreError) {
        let failure: String? = data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = posixWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return SystemErrno.message()
                }
                offset += written
            }
            return nil
        }
        if let failure { throw .unwritable(path: path, message: "cannot write the new state: \(failure)") }
        if SystemErrno.retryingInterrupts({ fsync(fd) }) != 0 {
            throw .unwritable(path: path, message: "cannot flush the new state to disk: \(SystemErrno.message())")
        }
    }

    /// Makes the rename durable. Some file systems refuse `fsync` on a directory; the rename has still
    /// happened, so that is not worth failing the save for.
    private static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}

/// `write(2)`, named apart from Swift's `write` overloads.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, buffer, count)
    #else
    Darwin.write(fd, buffer, count)
    #endif
}
