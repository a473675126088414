import IVersionSupport

/// Line numbers counted by the parser itself as it reads, so that an entry's position costs nothing
/// more than a look at the bytes before its key on the same line.
///
/// Asking ``SourceLocator`` for every key meant a second pass over the whole text (a tenth of a
/// parse). Every byte already passes the parser once (whitespace and control characters one at a
/// time, comments and strings eight at a time), so counting LFs there is nearly free.
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

    /// Notes eight bytes (read little-endian from `offset`) the parser steps over at once.
    @inline(__always)
    mutating func note(word: UInt64, at offset: Int) {
        // Cheap first test: a byte below 14 (the borrow trick has no false negatives).
        guard (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 != 0 else { return }
        if Self.matches(word, 0x0D) != 0 { isExact = false; return }
        let lineFeeds = Self.matches(word, 0x0A)
        guard lineFeeds != 0 else { return }
        line += lineFeeds.nonzeroBitCount
        lineStart = offset + (63 - lineFeeds.leadingZeroBitCount) / 8 + 1
    }

    /// The high bit of each byte of `word` equal to `byte`, exactly (no borrow false positives).
    @inline(__always)
    private static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return ~(((difference & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | difference) & 0x8080_8080_8080_8080
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

/// Eight bytes at a time: the flags the hot loops of the parser test words with.
extension StringsTextParser {
    static let ones: UInt64 = 0x0101_0101_0101_0101

    /// The high bit of each zero byte of `word`; borrows can flag bytes above a zero byte too, but
    /// the lowest flag is always exact.
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & 0x8080_8080_8080_8080
    }

    /// Flags bytes of `word` below 0x20 (control characters, tab and line breaks included), the
    /// lowest flag exact as in ``zeroBytes(_:)``.
    @inline(__always)
    static func controlBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
    }
}
