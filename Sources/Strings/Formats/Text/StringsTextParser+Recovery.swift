/// How the parser reads on past a damaged entry: where it resumes, and how it skips a value that
/// is not a string.
extension StringsTextParser {
    /// Where to read on after a syntax error at `offset` in the entry starting at ``entryStart``.
    ///
    /// When the error is the first thing on a later line (`"a" = "x"` with its `;` forgotten, then
    /// `"b" = …`), the next entry starts right there; otherwise at the next line, since entries are
    /// written one to a line. Always past the entry's start, so reading makes progress.
    func resumeOffset(afterErrorAt offset: Int) -> Int {
        let offset = min(max(offset, entryStart), bytes.count)
        var lineStart = offset
        while lineStart > entryStart, bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09 { lineStart -= 1 }
        if lineStart > entryStart, bytes[lineStart - 1] == 0x0A || bytes[lineStart - 1] == 0x0D { return offset }
        var next = offset
        while next < bytes.count, bytes[next] != 0x0A, bytes[next] != 0x0D { next += 1 }
        return max(next, entryStart + 1)
    }

    /// Skips an array, a dictionary or data written as a value, so the entries after it are read.
    mutating func skipContainer() throws(StringsError) {
        lines.stop()
        let open = position
        if bytes[position] == UInt8(ascii: "<") {
            while position < bytes.count, bytes[position] != UInt8(ascii: ">") { position += 1 }
            guard position < bytes.count else { halted = true; throw error(.syntax, at: open, "unterminated data starting at \(location(open))") }
            position += 1
            return
        }
        var depth = 0
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { position += 1; return }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                let quote = bytes[position]
                position += 1
                while position < bytes.count, bytes[position] != quote {
                    position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
                }
            default:
                break
            }
            position += 1
        }
        halted = true
        throw error(.syntax, at: open, "unterminated \(containerKind(bytes[open]) ?? "value") starting at \(location(open))")
    }
}
