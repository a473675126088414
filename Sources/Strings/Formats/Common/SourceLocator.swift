/// Turns byte offsets in UTF-8 text into line and column, counting lines lazily.
///
/// Parsers ask for positions in mostly increasing order (each key, then the next), so the locator
/// keeps its place and only scans forward; the hot parsing loops never track lines themselves.
/// It also notices which line endings the text uses, for the mixed-line-endings warning.
struct SourceLocator {
    /// The kinds of line break; CF counts CR, LF and CRLF as one line each.
    enum LineEnding: String { case lf = "LF", crlf = "CRLF", cr = "CR" }

    let file: String?
    private var scanned = 0
    private var line = 1
    private var lineStart = 0
    /// The last column computed on the current line and where it was, so that many positions on one
    /// long line cost one pass over it, not one pass each (which made a one-line file quadratic).
    private var columnOffset = 0
    private var column = 1
    private(set) var firstEnding: LineEnding?
    /// The first line break that differs from the first one seen, and where it is.
    private(set) var mixedEnding: (ending: LineEnding, location: SourceLocation)?

    init(file: String?) { self.file = file }

    /// The 1-based line and column (in Unicode scalars) of the byte at `offset`.
    mutating func location(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        if offset < scanned { scanned = 0; line = 1; lineStart = 0 }
        advance(to: offset, in: bytes)
        if columnOffset < lineStart || columnOffset > offset { columnOffset = lineStart; column = 1 }
        while columnOffset < offset {
            // Continuation bytes do not start a scalar.
            if bytes[columnOffset] & 0xC0 != 0x80 { column += 1 }
            columnOffset += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Scans line breaks up to `offset`; call with the end of the text to finish the line-ending census.
    mutating func advance(to offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        var index = scanned
        let base = bytes.baseAddress
        while index < offset {
            // Skip eight bytes at a time when none of them is below 14 (no CR or LF among them).
            if let base, index + 8 <= offset {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 == 0 { index += 8; continue }
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

    private mutating func note(_ ending: LineEnding, at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        guard let first = firstEnding else { firstEnding = ending; return }
        guard first != ending, mixedEnding == nil else { return }
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        mixedEnding = (ending, SourceLocation(file: file, line: line, column: column))
    }

    /// The warning for mixed line endings, if the scanned text had them.
    var mixedLineEndingsWarning: StringsWarning? {
        guard let first = firstEnding, let mixed = mixedEnding else { return nil }
        return StringsWarning(.mixedLineEndings, at: mixed.location,
                              "mixed line endings: \(mixed.ending.rawValue) here, \(first.rawValue) earlier in the file")
    }
}
