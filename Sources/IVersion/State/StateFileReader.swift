import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a state file with plain POSIX calls, so that "missing" (start fresh), "unreadable" (move aside)
/// and "too large" can be told apart by `errno` rather than by parsing Foundation's error text.
enum StateFileReader {
    enum Outcome {
        case missing
        case bytes(Data)
        /// The file exists but cannot be used; the text says why.
        case unreadable(String)
    }

    static func read(_ path: String, limit: Int = StateFileFormat.maximumBytes) -> Outcome {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 {
            let code = errno
            // ENOTDIR: a path component is a file, so there can be no state file; saving will say why.
            if code == ENOENT || code == ENOTDIR { return .missing }
            return .unreadable("the file could not be opened: \(SystemErrno.message(code))")
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0 {
            if (info.st_mode & S_IFMT) != S_IFREG { return .unreadable("the path is not a regular file") }
            if Int(info.st_size) > limit { return .unreadable("the file is \(info.st_size) bytes, larger than a state file can be (\(limit))") }
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .unreadable("the file could not be read: \(SystemErrno.message())")
            }
            if count == 0 { return .bytes(data) }
            data.append(contentsOf: buffer[0..<count])
            // The file may have grown since fstat; never read past the limit.
            if data.count > limit { return .unreadable("the file is larger than a state file can be (\(limit) bytes)") }
        }
    }
}

/// `read(2)`; named so it is not shadowed by the `read` above.
@inline(__always)
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
    #else
    Darwin.read(fd, buffer, count)
    #endif
}
