/// The release notes of one version: the lines to show under "new in this version".
///
/// A versions plist gives a version either a multi-line string or an array of strings (one per bullet
/// point); both end up here as lines, so the presentation never has to know which the author chose.
public struct VersionNotes: Sendable, Hashable, Codable {
    /// The version these notes describe, with its text as written in the feed.
    public var version: Version
    /// The notes, one entry per line; empty when the feed gives no notes (`<array/>`).
    public var lines: [String]
    /// The notes as written, when the feed writes them in Markdown (GitHub releases): for presentations
    /// that render it; ``lines`` is its plain text.
    public var markdown: String?

    /// Creates notes for a version.
    /// - Parameters:
    ///   - version: The version the notes describe.
    ///   - lines: The notes, one entry per line.
    public init(version: Version, lines: [String]) {
        self.version = version
        self.lines = lines
    }

    /// Creates notes from a multi-line string, split on `\n`, `\r\n` or `\r`.
    ///
    /// Blank lines before the first and after the last line of text are dropped (an XML plist often
    /// ends its `<string>` on a new line); blank lines between lines of text are kept.
    /// - Parameters:
    ///   - version: The version the notes describe.
    ///   - text: The notes as one string.
    public init(version: Version, text: String) {
        var lines: [String] = []
        var current = ""
        var previousWasCR = false
        for character in text.unicodeScalars {
            if character == "\r" || character == "\n" {
                if !(character == "\n" && previousWasCR) {
                    lines.append(current)
                    current = ""
                }
                previousWasCR = character == "\r"
            } else {
                current.unicodeScalars.append(character)
                previousWasCR = false
            }
        }
        lines.append(current)
        let isBlank: (String) -> Bool = { $0.allSatisfy(\.isWhitespace) }
        while let first = lines.first, isBlank(first) { lines.removeFirst() }
        while let last = lines.last, isBlank(last) { lines.removeLast() }
        self.init(version: version, lines: lines)
    }

    /// The notes as one string, lines joined with `\n`.
    public var text: String { lines.joined(separator: "\n") }
}
