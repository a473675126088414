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

/// Replaces a file so that a crash at any moment leaves either the old contents or the new ones: the
/// package's one way to write a file (state, feed cache, baselines, the command-line tools' outputs).
///
/// The bytes go to a uniquely named temporary file in the same directory (`rename` is only atomic within
/// one file system), are flushed with `fsync`, and the temporary file is then renamed over the target;
/// the directory is flushed too, so the rename itself survives a power cut. A symbolic link at the target
/// is refused rather than replaced or followed, so a planted link can neither redirect the write nor be
/// silently swapped for a file. A writer that crashes leaves only a `<name>.tmp-XXXXXX` file, which
/// readers never look at and ``removeStaleTemporaries(of:now:)`` removes once no live writer can own it.
///
/// ```swift
/// try AtomicFileWriter.write(Data(json.utf8), to: URL(fileURLWithPath: "baseline.json"), permissions: 0o644)
/// ```
package enum AtomicFileWriter {
    /// A temporary file this old belongs to a writer that died: writing a few hundred bytes takes
    /// milliseconds, even on a slow disk.
    package static let staleTemporaryAge: TimeInterval = 60

    /// Why a write failed; the target is then unchanged and no temporary file is left behind.
    package struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The step that failed, so each caller can word it in its own terms.
        package enum Step: Sendable, Hashable {
            /// No temporary file could be created in the target's directory (`path` is the directory).
            case createTemporary
            /// Writing the bytes failed (disk full, quota).
            case write
            /// `fsync` failed: the bytes may not be on disk.
            case flush
            /// The rename over the target failed (a directory in its place, a read-only directory).
            case replace
            /// The target is a symbolic link, which is never followed nor replaced.
            case symbolicLink
        }

        /// What failed.
        package var step: Step
        /// The file or, for ``Step/createTemporary``, the directory.
        package var path: String
        /// The system's reason as `strerror` gives it (`No space left on device`), or why a link is refused.
        package var reason: String

        /// `path: cannot …: reason`, for callers without an error type of their own.
        package var description: String {
            let action = switch step {
            case .createTemporary: "cannot create a temporary file"
            case .write: "cannot write the file"
            case .flush: "cannot flush the file to disk"
            case .replace: "cannot replace the file"
            case .symbolicLink: "refusing to write through a symbolic link"
            }
            return "\(path): \(action): \(reason)"
        }
    }

    /// The name every temporary file of `target` starts with: `<name>.tmp-`.
    /// - Parameter target: The file being replaced.
    /// - Returns: The prefix, for sweeping and for tests.
    package static func temporaryPrefix(for target: URL) -> String {
        target.lastPathComponent + ".tmp-"
    }

    /// Replaces `target` with `data`, atomically and durably.
    /// - Parameters:
    ///   - data: The new contents.
    ///   - target: The file to create or replace; its directory must exist.
    ///   - permissions: The new file's mode (0600 by default: state is private); the umask does not apply.
    /// - Throws: ``Failure``; the old file, if any, is then unchanged and the temporary file removed.
    package static func write(_ data: Data, to target: URL, permissions: mode_t = 0o600) throws(Failure) {
        let directory = target.deletingLastPathComponent().path
        var info = stat()
        if lstat(target.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            throw Failure(step: .symbolicLink, path: target.path, reason: "the path is a symbolic link")
        }
        var template = Array((directory + "/" + temporaryPrefix(for: target) + "XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        if fd < 0 { throw Failure(step: .createTemporary, path: directory, reason: POSIX.message()) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var renamed = false
        defer { if !renamed { unlink(temporary) } }

        let flushed = Result { () throws(Failure) in try writeAndFlush(data, to: fd, path: target.path, permissions: permissions) }
        close(fd)
        try flushed.get()
        if rename(temporary, target.path) != 0 {
            throw Failure(step: .replace, path: target.path, reason: POSIX.message())
        }
        renamed = true
        syncDirectory(directory)
    }

    /// Removes temporary files of `target` left by writers that crashed. Best effort: a file that cannot
    /// be removed is only clutter, never a wrong result. Call it only while no other writer can be
    /// writing `target` (under a lock), or rely on ``staleTemporaryAge``.
    /// - Parameters:
    ///   - target: The file whose temporaries to sweep.
    ///   - now: The current time, to judge age.
    package static func removeStaleTemporaries(of target: URL, now: Date = Date()) {
        let directory = target.deletingLastPathComponent()
        let prefix = temporaryPrefix(for: target)
        guard let names = POSIX.directoryEntries(directory.path) else { return }
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
    private static func writeAndFlush(_ data: Data, to fd: Int32, path: String, permissions: mode_t) throws(Failure) {
        // mkstemp makes 0600; a wider mode is set on the descriptor, so the umask plays no part.
        if permissions != 0o600, fchmod(fd, permissions) != 0 {
            throw Failure(step: .write, path: path, reason: POSIX.message())
        }
        let failure = data.withUnsafeBytes { POSIX.writeAll(fd, $0) }.map(POSIX.message)
        if let failure { throw Failure(step: .write, path: path, reason: failure) }
        while fsync(fd) != 0 {
            if errno == EINTR { continue }
            throw Failure(step: .flush, path: path, reason: POSIX.message())
        }
    }

    /// Makes the rename durable. Some file systems refuse `fsync` on a directory; the rename has still
    /// happened, so that is not worth failing the write for.
    private static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}
