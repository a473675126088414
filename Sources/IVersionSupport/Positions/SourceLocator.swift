/// A 1-based line and column (in Unicode scalars), as editors and compilers count them.
///
/// Kept apart from any module's location type so every reader (strings, property lists, JSON, XML,
/// source scans) counts the same way; each module adds its file name and wraps it in its own type.
package struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    package var line: Int
    /// The column in Unicode scalars, from 1.
    package var column: Int

    /// Creates a position.
    /// - Parameters:
    ///   - line: The line, from 1.
    ///   - column: The column, from 1.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, the way messages print it.
    package var description: String { "\(line):\(column)" }
}

/// Turns byte offsets in UTF-8 text into line and column, counting lines lazily: the package's one
/// offset → line:column conversion.
///
/// Readers ask for positions in mostly increasing order (each key, then the next), so the locator
/// keeps its place and only scans forward; the hot parsing loops never track lines themselves, and
/// a reader that needs no position (no error) never pays for one. CR, LF and CRLF each end one line.
/// It also notices which line endings the text uses, for mixed-line-endings warnings.
///
/// ```swift
/// var locator = SourceLocator(file: path)
/// let position = bytes.withUnsafeBufferPointer { locator.position(of: offset, in: $0) }  // 3:14
/// ```
package struct SourceLocator: Sendable {
    /// The kinds of line break; CF counts CR, LF and CRLF as one line each.
    package enum LineEnding: String, Sendable { case lf = "LF", crlf = "CRLF", cr = "CR" }

    /// The file the text came from, carried along for callers that build their own location type.
    package let file: String?
    /// Where line 1, column 1 is: after a byte order mark, which editors do not count.
    private let origin: Int
    private var scanned: Int
    private var line = 1
    private var lineStart: Int
    /// The last column computed on the current line and where it was, so that many positions on one
    /// long line cost one pass over it, not one pass each (which made a one-line file quadratic).
    private var columnOffset: Int
    private var column = 1
    /// The first line break seen, once the text has been scanned past one.
    package private(set) var firstEnding: LineEnding?
    /// The first line break that differs from the first one seen, and where it is.
    package private(set) var mixedEnding: (ending: LineEnding, position: SourcePosition)?

    /// A locator at the start of a text.
    /// - Parameters:
    ///   - file: The file's name, for the caller's locations.
    ///   - origin: The offset of line 1, column 1 (past a byte order mark); offsets before it count as it.
    package init(file: String? = nil, origin: Int = 0) {
        self.file = file
        self.origin = origin
        scanned = origin
        lineStart = origin
        columnOffset = origin
    }

    /// The 1-based line and column (in Unicode scalars) of the byte at `offset` (clamped to the text).
    /// - Parameters:
    ///   - offset: A byte offset into `bytes`.
    ///   - bytes: The whole text, the same on every call.
    /// - Returns: The position; asking in increasing order costs one pass over the text in all.
    package mutating func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        let offset = min(max(offset, origin), bytes.count)
        if offset < scanned {
            scanned = origin; line = 1; lineStart = origin; firstEnding = nil; mixedEnding = nil
        }
        advance(to: offset, in: bytes)
        if columnOffset < lineStart || columnOffset > offset { columnOffset = lineStart; column = 1 }
        while columnOffset < offset {
            // Continuation bytes do not start a scalar.
            if bytes[columnOffset] & 0xC0 != 0x80 { column += 1 }
            columnOffset += 1
        }
        return SourcePosition(line: line, column: column)
    }

    /// The position of one offset in an array of bytes: for a single lookup (an error message).
    /// - Parameters:
    ///   - offset: A byte offset into `bytes`.
    ///   - bytes: The text.
    /// - Returns: Its line and column.
    package static func position(of offset: Int, in bytes: [UInt8]) -> SourcePosition {
        var locator = SourceLocator()
        return bytes.withUnsafeBufferPointer { locator.position(of: offset, in: $0) }
    }

    /// Scans line breaks up to `offset`; call with the end of the text to finish the line-ending census.
    /// - Parameters:
    ///   - offset: Where to stop.
    ///   - bytes: The whole text.
    package mutating func advance(to offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var index = scanned
        let base = bytes.baseAddress
        while index < offset {
            // Eight bytes at a time: none a line break, or only LFs once LF is known to be the
            // file's ending (then they are just counted); otherwise straight to the first break.
            if let base, index + 8 <= offset {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let lineFeeds = Self.matches(word, 0x0A), carriageReturns = Self.matches(word, 0x0D)
                if lineFeeds | carriageReturns == 0 { index += 8; continue }
                if carriageReturns == 0, firstEnding == .lf {
                    line += lineFeeds.nonzeroBitCount
                    lineStart = index + (63 - lineFeeds.leadingZeroBitCount) / 8 + 1
                    index += 8
                    continue
                }
                index += (lineFeeds | carriageReturns).trailingZeroBitCount / 8
            }
            let byte = bytes[index]
            if byte > 13 || (byte != 10 && byte != 13) { index += 1; continue }
            let ending: LineEnding
            let breakStart = index
            if byte == 10 {
                ending = .lf
            } else if index + 1 < bytes.count, bytes[index + 1] == 10 {
                ending = .crlf
                index += 1
            } else {
                ending = .cr
            }
            index += 1
            note(ending, at: breakStart, in: bytes)
            line += 1
            lineStart = index
        }
        // A CRLF straddling `offset` was consumed whole; never step backwards.
        scanned = max(index, offset)
    }

    /// The high bit of each byte of `word` that equals `byte`, and no other bit (exact, unlike the
    /// borrow trick, so the bits can be counted).
    @inline(__always)
    private static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return ~(((difference & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | difference) & 0x8080_8080_8080_8080
    }

    private mutating func note(_ ending: LineEnding, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        guard let first = firstEnding else { firstEnding = ending; return }
        guard first != ending, mixedEnding == nil else { return }
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        mixedEnding = (ending, SourcePosition(line: line, column: column))
    }
}
