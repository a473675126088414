#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole regular file, never more than a limit, with plain POSIX calls: the package's one way to
/// read a file (parsers' files through Strings' `FileInput`, the state file, feed files, the feed cache,
/// the checker's files, the command-line tools' inputs), so every read has the same guarantees.
///
/// Why not `FileHandle` or `Data(contentsOf:)`: opening a FIFO blocks until a writer appears (so
/// `--remote-plist /tmp/fifo` hung), a device such as `/dev/zero` never ends, a size is only known
/// after reading everything, and a failure reads "NSCocoaErrorDomain error 256" instead of the
/// system's reason. Here the file is opened without blocking, refused at once unless it is a regular
/// file, refused by size before a byte is read, and errors carry `strerror` ("Permission denied").
package enum BoundedFileReader {
    /// What reading a path gave: each caller maps it into its own error type and words.
    package enum Outcome: Sendable, Equatable {
        /// The file's bytes (at most the limit).
        case bytes([UInt8])
        /// There is no such file (`ENOENT`, or a path component that is not a directory).
        case missing
        /// The path names a directory, a FIFO, a device or a socket; the text names which.
        case notRegular(String)
        /// The file is larger than the limit; its size when known.
        case tooLarge(Int)
        /// The file could not be opened or read; the system's reason (`Permission denied`).
        case failed(String)
    }

    /// Reads `path` when it is a regular file of at most `limit` bytes.
    /// - Parameters:
    ///   - path: The file.
    ///   - limit: The largest size accepted, in bytes.
    /// - Returns: The bytes or why not; never blocks on a FIFO, never reads past `limit + 1` bytes.
    package static func read(_ path: String, limit: Int) -> Outcome {
        let fd = POSIX.retryingInterrupts { open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        if fd < 0 {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .missing }
            return .failed(reason(code))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failed(reason(errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .notRegular(kind(info.st_mode)) }
        guard Int(info.st_size) <= limit else { return .tooLarge(Int(info.st_size)) }
        // Straight into the array, one byte more than the size, to see the end of the file (or that it grew).
        let expected = Int(info.st_size)
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            count = 0
            while count < buffer.count {
                let got = POSIX.read(fd, buffer.baseAddress! + count, buffer.count - count)
                if got < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    failure = errno
                    return
                }
                if got == 0 { return }
                count += got
            }
        }
        if failure != 0 { return .failed(reason(failure)) }
        if bytes.count <= expected { return .bytes(bytes) }
        // It grew since fstat: read on in chunks, never past the limit.
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { POSIX.read(fd, $0.baseAddress, min($0.count, limit + 1 - bytes.count)) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failed(reason(errno))
            }
            if count == 0 { return .bytes(bytes) }
            bytes.append(contentsOf: buffer[0..<count])
            // The file may have grown since fstat; never read past the limit.
            if bytes.count > limit { return .tooLarge(bytes.count) }
        }
    }

    /// Why a read failed, in words for a message after the path: for callers with no error type of their own
    /// (the command-line tools' small inputs).
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file that was asked for.
        package var path: String
        /// What went wrong: `no such file or directory`, `it is a directory, not a regular file`, ….
        package var message: String

        /// `path: message`, as the tools print it.
        package var description: String { "\(path): \(message)" }
    }

    /// Reads `path` as ``read(_:limit:)`` does, throwing a ``Failure`` with a plain message instead of an outcome.
    /// - Parameters:
    ///   - path: The file.
    ///   - limit: The largest size accepted, in bytes.
    /// - Returns: The file's bytes.
    /// - Throws: ``Failure`` when the file is missing, not a regular file, too large or unreadable.
    package static func contents(of path: String, limit: Int) throws(Failure) -> [UInt8] {
        switch read(path, limit: limit) {
        case let .bytes(bytes): return bytes
        case .missing: throw Failure(path: path, message: "no such file or directory")
        case let .notRegular(kind): throw Failure(path: path, message: "it is \(kind), not a regular file")
        case let .tooLarge(size): throw Failure(path: path, message: "the file is \(size) bytes, more than the limit of \(limit) bytes")
        case let .failed(reason): throw Failure(path: path, message: reason)
        }
    }

    /// The system's text for an errno value, lower-cased as it reads inside a message: `permission denied`.
    package static func reason(_ code: Int32) -> String {
        let text = POSIX.message(code)
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a regular file"
        }
    }
}
