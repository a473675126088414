#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard error, written with `write(2)`: the command imports only `FoundationEssentials`, which has
/// no `FileHandle`.
enum StandardError {
    /// Writes all of `text` (UTF-8), retrying short writes and interruptions.
    static func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { posixWrite(2, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// `write(2)`, named apart from ``StandardError/write(_:)``.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, buffer, count)
    #elseif canImport(Musl)
    Musl.write(fd, buffer, count)
    #else
    Darwin.write(fd, buffer, count)
    #endif
}
