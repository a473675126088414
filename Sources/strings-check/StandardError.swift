import IVersionSupport

/// Standard error, written with `write(2)`: the command imports only `FoundationEssentials`, which has
/// no `FileHandle`.
enum StandardError {
    /// Writes all of `text` (UTF-8); a failure to write to standard error has nowhere to be reported.
    static func write(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { POSIX.writeAll(2, $0) }
    }
}

/// Standard output through one buffer, written with `write(2)` a block at a time: the report is
/// streamed into it piece by piece, and never held whole.
struct StandardOutput {
    private var buffer: [UInt8] = []
    /// Whether nothing has been written yet.
    private(set) var isEmpty = true
    private static let blockSize = 1 << 16

    /// Adds `text`; a full block goes out at once.
    mutating func write(_ text: String) {
        if !text.isEmpty { isEmpty = false }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.blockSize { flush() }
    }

    /// Writes what is buffered; a failure to write (a closed pipe) has nowhere to be reported.
    mutating func flush() {
        _ = buffer.withUnsafeBytes { POSIX.writeAll(1, $0) }
        buffer.removeAll(keepingCapacity: true)
    }
}
