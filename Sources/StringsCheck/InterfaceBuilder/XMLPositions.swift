import Strings

/// Turns byte offsets into 1-based line and column (column in Unicode scalars), as editors count.
///
/// The extractor asks for positions in increasing order, so the tracker keeps its place and scans
/// each byte once: a file with a hundred thousand attributes on one line stays linear. A request
/// behind the last one (an error pointing back at an opening tag) rescans from the start, which
/// happens at most once per parse.
struct XMLPositions {
    let file: String?
    /// Where line 1, column 1 is: after a byte order mark, which editors do not count.
    private let origin: Int
    private var offset: Int
    private var line = 1
    private var column = 1

    init(file: String?, origin: Int = 0) {
        self.file = file
        self.origin = origin
        self.offset = origin
    }

    /// The line and column of the byte at `target` (clamped to the text).
    mutating func location(of target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let target = min(max(target, origin), bytes.count)
        if target < offset { offset = origin; line = 1; column = 1 }
        while offset < target {
            let byte = bytes[offset]
            if byte == 0x0A {
                line += 1; column = 1
            } else if byte == 0x0D {
                // CR LF is one line break; the LF that follows does the counting.
                if offset + 1 >= bytes.count || bytes[offset + 1] != 0x0A { line += 1; column = 1 }
            } else if byte & 0xC0 != 0x80 {
                // Continuation bytes do not start a scalar.
                column += 1
            }
            offset += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}
