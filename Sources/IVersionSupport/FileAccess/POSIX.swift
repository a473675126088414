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

/// The few POSIX calls every file access in the package shares, in one place: the system's text for an
/// `errno` value (`No space left on device`, for messages a person can act on), retrying interrupted
/// calls, `read(2)`, writing a whole buffer with `write(2)` and listing a directory.
package enum POSIX {
    /// A failed call's `errno`, worded by the system.
    package struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The `errno` value.
        package var code: Int32
        /// `strerror` of the code.
        package var description: String { POSIX.message(code) }
    }

    /// `strerror` of `code` (the current `errno` by default), as the system words it.
    package static func message(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    /// Retries a call interrupted by a signal, the usual POSIX idiom.
    package static func retryingInterrupts(_ call: () -> Int32) -> Int32 {
        while true {
            let result = call()
            if result == -1 && errno == EINTR { continue }
            return result
        }
    }

    /// `read(2)`: up to `count` bytes into `buffer`; the number read, 0 at the end, -1 with `errno` set.
    package static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
        #elseif canImport(Musl)
        Musl.read(fd, buffer, count)
        #else
        Darwin.read(fd, buffer, count)
        #endif
    }

    /// Where the symbolic link at `path` points (its text, not resolved further), or nil when `path` is
    /// not a link or cannot be read. `readlink` directly, for the few links read at start-up
    /// (`/proc/self/exe`, `/etc/localtime`), without Foundation's file manager.
    package static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The names in a directory (not `.` and `..`), in the order the file system gives them, or nil when
    /// it cannot be opened. `opendir`/`readdir` directly: FileManager's listing costs a fresh process a
    /// fifth of a millisecond more for a folder of sixty names. A name that is not UTF-8 is decoded with
    /// U+FFFD in place of its bad bytes (``rawDirectoryEntries(_:)`` keeps them).
    package static func directoryEntries(_ path: String) -> [String]? {
        guard case let .success(names) = rawDirectoryEntries(path) else { return nil }
        return names.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in a directory as the file system stores them (bytes, which need not be UTF-8; not
    /// `.` and `..`), in the file system's order; or the `errno` of the failure to open or read it.
    package static func rawDirectoryEntries(_ path: String) -> Result<[[UInt8]], Failure> {
        guard let directory = opendir(path) else { return .failure(Failure(code: errno)) }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        errno = 0
        // glibc hands out only `d_reclen` bytes of each record, not a whole `struct dirent`: reading
        // `entry.pointee` copies the full struct and can read past the end of glibc's buffer. The name
        // is read in place, from its offset, up to its terminating NUL and no further.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(directory) {
            let start = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: UInt8.self)
            let name = Array(UnsafeBufferPointer(start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self))))
            if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
        }
        // readdir returns nil at the end and on an error; only an error sets errno.
        if errno != 0 { return .failure(Failure(code: errno)) }
        return .success(names)
    }

    /// Writes all of `bytes` with `write(2)`, continuing after short writes and interruptions.
    /// - Returns: nil when everything was written, else the `errno` of the failure.
    package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let written = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            #elseif canImport(Musl)
            let written = Musl.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            #else
            let written = Darwin.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            #endif
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }
}
