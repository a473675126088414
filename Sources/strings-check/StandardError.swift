import IVersionSupport

/// Standard error, written with `write(2)`: the command imports only `FoundationEssentials`, which has
/// no `FileHandle`.
enum StandardError {
    /// Writes all of `text` (UTF-8); a failure to write to standard error has nowhere to be reported.
    static func write(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { POSIX.writeAll(2, $0) }
    }
}
