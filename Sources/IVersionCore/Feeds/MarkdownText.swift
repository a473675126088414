/// Release notes written in Markdown (GitHub releases, appcasts) as the plain lines an alert shows.
///
/// Not a full CommonMark renderer: the subset release notes use, read forgivingly. Headings, list
/// items and paragraphs each become one line (a paragraph's soft line breaks are joined with a space);
/// emphasis, strike-through and code spans keep their text; links and images keep their text; HTML tags
/// and thematic breaks are dropped; fenced code keeps its lines as written; a backslash escape keeps the
/// escaped character.
///
/// ```swift
/// MarkdownText.lines("## What's new\r\n\r\n- **Faster** sync\n- [Dark mode](https://example.com/dark)")
/// // ["What's new", "Faster sync", "Dark mode"]
/// ```
@_spi(Fuzzing) public enum MarkdownText {
    /// The plain lines of a Markdown text.
    /// - Parameter markdown: The notes as written.
    /// - Returns: One line per heading, list item and paragraph, in order; no blank lines.
    public static func lines(_ markdown: String) -> [String] {
        var lines: [String] = []
        var paragraph: [String] = []
        var fence: Substring?
        func endParagraph() {
            if !paragraph.isEmpty { lines.append(paragraph.joined(separator: " ")) }
            paragraph = []
        }
        // "\r\n" is one Character, so CRLF, LF and CR each end one line.
        for rawLine in markdown.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            if let open = fence {
                if line.hasPrefix(open) { fence = nil } else { lines.append(rawLine) }
                continue
            }
            if line.hasPrefix("```") || line.hasPrefix("~~~") {
                endParagraph()
                fence = line.prefix(3)
                continue
            }
            var content = line
            while content.hasPrefix(">") { content = content.dropFirst().drop { $0 == " " } }
            if content.allSatisfy({ $0 == " " || $0 == "\t" }) { endParagraph(); continue }
            if isThematicBreak(content) { endParagraph(); continue }
            if let heading = headingText(content) {
                endParagraph()
                appendIfText(inline(heading), to: &lines)
            } else if let item = listItemText(content) {
                endParagraph()
                paragraph = [inline(item)]
            } else {
                paragraph.append(inline(content))
            }
        }
        endParagraph()
        return lines.filter { !$0.allSatisfy(\.isWhitespace) }
    }

    private static func appendIfText(_ text: String, to lines: inout [String]) {
        if !text.allSatisfy(\.isWhitespace) { lines.append(text) }
    }

    /// `***`, `---`, `___` (three or more, spaces allowed between).
    private static func isThematicBreak(_ line: Substring) -> Bool {
        let marks = line.filter { $0 != " " && $0 != "\t" }
        guard let first = marks.first, "*-_".contains(first), marks.count >= 3 else { return false }
        return marks.allSatisfy { $0 == first }
    }

    /// The text of an ATX heading (`## Title ##`), or nil.
    private static func headingText(_ line: Substring) -> Substring? {
        let hashes = line.prefix { $0 == "#" }
        guard (1...6).contains(hashes.count) else { return nil }
        let rest = line.dropFirst(hashes.count)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var text = rest.drop { $0 == " " || $0 == "\t" }
        while text.last == "#" || text.last == " " { text = text.dropLast() }
        return text
    }

    /// The text of a list item (`- x`, `* x`, `+ x`, `1. x`, `2) x`, a task `- [x] done`), or nil.
    private static func listItemText(_ line: Substring) -> Substring? {
        var rest: Substring
        if let first = line.first, "-*+".contains(first), line.dropFirst().first == " " {
            rest = line.dropFirst(2)
        } else {
            let digits = line.prefix { $0.isASCII && $0.isNumber }
            let after = line.dropFirst(digits.count)
            guard (1...9).contains(digits.count), let mark = after.first, mark == "." || mark == ")",
                  after.dropFirst().first == " " else { return nil }
            rest = after.dropFirst(2)
        }
        rest = rest.drop { $0 == " " }
        for box in ["[ ] ", "[x] ", "[X] "] where rest.hasPrefix(box) { rest = rest.dropFirst(box.count) }
        return rest
    }

    /// Inline Markdown as plain text: emphasis marks, code backticks and HTML tags removed, links and
    /// images replaced by their text, autolinks by their address, escapes resolved.
    ///
    /// One pass, each character read once: a link's label is read in place (not copied and read again),
    /// with the label's end as the limit of what may match inside it, so links nested ten thousand deep
    /// cost no more than ten thousand characters of text.
    static func inline(_ text: Substring) -> String {
        let characters = Array(text)
        let lookup = Lookahead(characters)
        var output: [Character] = []
        output.reserveCapacity(characters.count)
        // The links whose label is being read, innermost last: where the label closes, where the link
        // ends, and how much output came before the label (a label's trailing spaces are dropped).
        var labels: [(close: Int, end: Int, outputBefore: Int)] = []
        var index = 0
        while index < characters.count {
            if let label = labels.last, index == label.close {
                while output.count > label.outputBefore, output.last == " " || output.last == "\t" { output.removeLast() }
                index = label.end
                labels.removeLast()
                continue
            }
            let limit = labels.last?.close ?? characters.count
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < limit && escapable.contains(characters[index + 1]):
                output.append(characters[index + 1])
                index += 2
            case "!" where index + 1 < limit && characters[index + 1] == "[":
                index += 1 // an image: its alt text, as a link's text
            case "[":
                if let link = lookup.link(at: index, in: characters, limit: limit) {
                    labels.append((link.close, link.end, output.count))
                } else {
                    output.append(character)
                }
                index += 1
            case "<":
                guard let close = lookup.next(">", after: index), close < limit else {
                    output.append(character)
                    index += 1
                    continue
                }
                let inside = characters[(index + 1)..<close]
                if Self.autolinkSchemes.contains(where: { inside.starts(with: $0) }) {
                    output.append(contentsOf: inside) // an autolink
                } else if !(inside.first.map { $0.isLetter || $0 == "/" || $0 == "!" } ?? false) {
                    output.append(character) // a lone "<", as in "a < b": only this character is read
                    index += 1
                    continue
                }
                index = close + 1 // an HTML tag: dropped
            case "*", "`", "~":
                index += 1 // emphasis, code spans and strike-through keep only their text
            case "_":
                // Intra-word underscores (snake_case) are text; around words they are emphasis.
                let before = index > 0 ? characters[index - 1] : " "
                let after = index + 1 < limit ? characters[index + 1] : " "
                if before.isLetter || before.isNumber, after.isLetter || after.isNumber { output.append(character) }
                index += 1
            default:
                output.append(character)
                index += 1
            }
        }
        while output.last == " " || output.last == "\t" { output.removeLast() }
        return String(output)
    }

    private static let autolinkSchemes: [[Character]] = ["http://", "https://", "mailto:"].map(Array.init)

    /// The characters a backslash escapes (CommonMark's ASCII punctuation).
    private static let escapable = Set(##"!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"##)

}

/// Where each bracket closes and where the next `>`, `)` and `]` are, found in one pass over a line, so
/// reading a line stays linear however many brackets it leaves unclosed.
private struct Lookahead {
    private var matchingBracket: [Int: Int] = [:]
    private var nextOf: [Character: [Int]] = [:]

    init(_ characters: [Character]) {
        var open: [Int] = []
        for (index, character) in characters.enumerated() {
            if character == "[" { open.append(index) }
            if character == "]", let start = open.popLast() { matchingBracket[start] = index }
        }
        for target in [">", ")", "]"] as [Character] {
            var next = [Int](repeating: -1, count: characters.count + 1)
            for index in stride(from: characters.count - 1, through: 0, by: -1) {
                next[index] = characters[index] == target ? index : next[index + 1]
            }
            nextOf[target] = next
        }
    }

    /// The index of the first `target` after `index`, or nil.
    func next(_ target: Character, after index: Int) -> Int? {
        guard let table = nextOf[target], index + 1 < table.count, table[index + 1] >= 0 else { return nil }
        return table[index + 1]
    }

    /// `[label](destination)` or `[label][reference]` starting at `start` and ending before `limit` (the
    /// end of the label it is nested in): where its label closes and the index after the link.
    func link(at start: Int, in characters: [Character], limit: Int) -> (close: Int, end: Int)? {
        guard let close = matchingBracket[start], close + 1 < limit else { return nil }
        let opener = characters[close + 1]
        guard opener == "(" || opener == "[", let end = next(opener == "(" ? ")" : "]", after: close + 1), end < limit else { return nil }
        return (close, end + 1)
    }
}
