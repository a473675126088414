/// Standard error, written with `write(2)`: the package's one writer of it, for both commands (the checker
/// imports only `FoundationEssentials`, which has no `FileHandle`).
///
/// ```swift
/// var standardError = StandardError()
/// print("error: \(error)", to: &standardError)   // a feed's ESC or CR never reaches the terminal
/// StandardError.write(message + "\n")           // text already escaped for a diagnostic
/// ```
package struct StandardError: TextOutputStream {
    /// A stream for `print(…, to:)` whose text is made safe line by line (``SafeText/Policy/strip``): the
    /// messages quote feeds and servers (an element name, a key, a server's text), so control characters
    /// other than line breaks never get through.
    package init() {}

    /// Writes `string`, its line breaks kept and every other control removed.
    /// - Parameter string: Text that may quote outside text.
    package mutating func write(_ string: String) {
        Self.write(SafeText.lines(string).concatenated(separator: "\n"))
    }

    /// Writes all of `text` (UTF-8) as it is: for text already made safe (the checker escapes what it
    /// quotes). A failure to write to standard error has nowhere to be reported.
    /// - Parameter text: The text.
    package static func write(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { POSIX.writeAll(2, $0) }
    }
}

/// Standard output through one buffer, written with `write(2)` a block at a time: a report is streamed
/// into it piece by piece, and never held whole.
package struct StandardOutput {
    private var buffer: [UInt8] = []
    /// Whether nothing has been written yet.
    package private(set) var isEmpty = true
    private static let blockSize = 1 << 16

    /// An empty buffer.
    package init() {}

    /// Adds `text`; a full block goes out at once.
    /// - Parameter text: The text, already made safe for where it goes.
    package mutating func write(_ text: String) {
        if !text.isEmpty { isEmpty = false }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.blockSize { flush() }
    }

    /// Writes what is buffered; a failure to write (a closed pipe) has nowhere to be reported.
    package mutating func flush() {
        _ = buffer.withUnsafeBytes { POSIX.writeAll(1, $0) }
        buffer.removeAll(keepingCapacity: true)
    }
}
