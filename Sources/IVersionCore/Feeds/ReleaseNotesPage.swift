/// A release notes page fetched from its link (`sparkle:releaseNotesLink`), as lines.
///
/// HTML becomes lines as a description does (``HTMLNoteReader``); plain text stays as it is, one line per
/// line. The page is HTML when it holds a tag (`<` then a letter, `/` or `!`), as Sparkle's release
/// notes usually are; `a < b` alone is text.
@_spi(Fuzzing) public enum ReleaseNotesPage {
    /// The page's lines.
    /// - Parameter bytes: The page as fetched (UTF-8; invalid bytes become U+FFFD).
    /// - Returns: The notes, one line each, without empty lines at the ends.
    public static func lines(_ bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        if isHTML(bytes) { return HTMLNoteReader.lines(text) }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .map { $0.trimmingSuffix(while: \.isWhitespace) }
        guard let first = lines.firstIndex(where: { !$0.isEmpty }), let last = lines.lastIndex(where: { !$0.isEmpty }) else { return [] }
        return Array(lines[first...last])
    }

    /// Whether the page holds a tag: one pass over the bytes.
    static func isHTML(_ bytes: [UInt8]) -> Bool {
        for index in bytes.indices.dropLast() where bytes[index] == UInt8(ascii: "<") {
            let next = bytes[index + 1] | 0x20
            if (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")) || bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "!") {
                return true
            }
        }
        return false
    }
}

extension Substring {
    /// The text without trailing characters matching `predicate`.
    fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> String {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return String(self[startIndex..<end])
    }
}
