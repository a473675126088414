import IVersionSupport

/// Line numbers counted by the parser itself as it reads, so that an entry's position costs nothing
/// more than a look at the bytes before its key on the same line.
///
/// Asking ``SourceLocator`` for every key meant a second pass over the whole text (a tenth of a
/// parse). Every byte already passes the parser once (whitespace and control characters one at a
/// time; comments sixteen at a time, counting LFs in the same pass), so counting lines is nearly free.
///
/// The count is exact only while the parser has looked at every byte and seen no CR. Anything else
/// (a CR, so CRLF or mixed endings; an error, after which reading skips ahead) hands positions back
/// to ``SourceLocator``, which is always right, from there on.
struct LineTracker {
    /// Whether ``line`` and ``lineStart`` are right for the parser's current position.
    private(set) var isExact = true
    /// The 1-based line of the current position, while exact.
    private(set) var line = 1
    /// The offset where that line starts, while exact.
    private(set) var lineStart = 0

    /// The last column worked out and where, so many keys on one long line cost one pass over it
    /// in all, not one pass each (which made a file on one line quadratic).
    private var columnOffset = 0
    private var column = 1

    /// The column of `offset` on the line starting at `lineStart` (which holds it): every byte that is
    /// not a UTF-8 continuation byte starts a scalar.
    mutating func column(of offset: Int, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if columnOffset < lineStart || columnOffset > offset { columnOffset = lineStart; column = 1 }
        while columnOffset < offset {
            if bytes[columnOffset] & 0xC0 != 0x80 { column += 1 }
            columnOffset += 1
        }
        return column
    }

    /// Gives up counting, for good: positions come from the locator from now on.
    mutating func stop() { isExact = false }

    /// Notes a byte the parser steps over one at a time.
    @inline(__always)
    mutating func note(_ byte: UInt8, at offset: Int) {
        if byte == 0x0A {
            line += 1
            lineStart = offset + 1
        } else if byte == 0x0D {
            isExact = false
        }
    }

    /// Notes a stretch the parser stepped over at once (a comment scanned in C).
    /// - Parameters:
    ///   - lineFeeds: The number of line feeds in the stretch.
    ///   - lastLineStart: The offset after the last of them, when there is one.
    ///   - carriageReturn: Whether the stretch holds a CR: then the count gives way to the locator.
    @inline(__always)
    mutating func note(lineFeeds: Int, lastLineStart: Int, carriageReturn: Bool) {
        if carriageReturn { isExact = false; return }
        guard lineFeeds != 0 else { return }
        line += lineFeeds
        lineStart = lastLineStart
    }
}

extension StringsTextParser {
    /// Where the current line starts and its number, to remember at a key's first byte.
    var lineMark: (line: Int, start: Int)? { lines.isExact ? (lines.line, lines.lineStart) : nil }

    /// The location of the key at `offset`, from the line noted when the parser reached it, or from
    /// the locator when counting had stopped by then. (Counting may stop later in the entry; the
    /// mark, taken before, is still right.)
    mutating func keyLocation(_ offset: Int, mark: (line: Int, start: Int)?) -> SourceLocation {
        guard let mark else { return locator.location(of: offset, in: bytes) }
        return SourceLocation(file: locator.file, line: mark.line, column: lines.column(of: offset, lineStart: mark.start, in: bytes))
    }
}
