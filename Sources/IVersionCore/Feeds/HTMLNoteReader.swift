/// Release notes written in HTML (a Sparkle appcast's `description`) as the plain lines an alert shows.
///
/// Block elements (`p`, `div`, `li`, headings, `br`, table rows) end a line, so a list becomes one line
/// per item; other tags are dropped with their attributes; the contents of `script` and `style` are
/// dropped; character references and the common named entities are decoded; runs of white space become
/// one space. One pass over the text: linear on any input.
///
/// ```swift
/// HTMLNoteReader.lines("<h2>New</h2><ul><li>Faster <b>sync</b></li><li>Dark&nbsp;mode</li></ul>")
/// // ["New", "Faster sync", "Dark mode"]
/// ```
@_spi(Fuzzing) public enum HTMLNoteReader {
    /// The plain lines of an HTML fragment.
    /// - Parameter html: The notes as written.
    /// - Returns: One line per block, in order; no blank lines.
    public static func lines(_ html: String) -> [String] {
        var lines: [String] = []
        var line = ""
        var pendingSpace = false
        func endLine() {
            if !line.isEmpty { lines.append(line) }
            line = ""
            pendingSpace = false
        }
        func append(_ character: Character) {
            if character.isWhitespace {
                pendingSpace = !line.isEmpty
                return
            }
            if pendingSpace { line.append(" ") }
            pendingSpace = false
            line.append(character)
        }
        let characters = Array(html)
        // Where the next ">" is from each position, found in one backward pass: a text of many "<" with
        // no ">" stays linear.
        var nextClose = [Int](repeating: -1, count: characters.count + 1)
        for position in stride(from: characters.count - 1, through: 0, by: -1) {
            nextClose[position] = characters[position] == ">" ? position : nextClose[position + 1]
        }
        var index = 0
        var skippingUntil: String?
        while index < characters.count {
            let character = characters[index]
            if character == "<" {
                // A tag runs to the next ">"; a "<" with none after it is text.
                let close = nextClose[index + 1]
                guard close >= 0 else {
                    if skippingUntil == nil { append(character) }
                    index += 1
                    continue
                }
                let inside = String(characters[(index + 1)..<close])
                index = close + 1
                let name = tagName(inside)
                if let skipping = skippingUntil {
                    if name == "/" + skipping { skippingUntil = nil }
                    continue
                }
                if name == "script" || name == "style" { skippingUntil = name; continue }
                if blockTags.contains(name.hasPrefix("/") ? String(name.dropFirst()) : name) { endLine() }
                continue
            }
            if skippingUntil != nil { index += 1; continue }
            if character == "&", let (decoded, end) = entity(in: characters, at: index) {
                append(decoded)
                index = end
                continue
            }
            append(character)
            index += 1
        }
        endLine()
        return lines
    }

    private static let blockTags: Set<String> = [
        "p", "div", "br", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "blockquote", "pre", "hr", "dt", "dd",
    ]

    /// The lower-cased element name of a tag's inside (`/li` for a closing tag; empty for comments and
    /// declarations).
    private static func tagName(_ inside: String) -> String {
        let trimmed = inside.drop { $0 == " " }
        let closing = trimmed.first == "/"
        let name = (closing ? trimmed.dropFirst() : trimmed).prefix { $0.isLetter || $0.isNumber }.lowercased()
        return closing ? "/" + name : name
    }

    /// The index of `target` within the next `window` characters after `start`, or nil.
    private static func nextIndex(of target: Character, in characters: [Character], from start: Int, window: Int) -> Int? {
        var index = start
        while index < min(characters.count, start + window) {
            if characters[index] == target { return index }
            index += 1
        }
        return nil
    }

    /// A character reference or named entity at `start` (`&amp;`, `&#233;`, `&#xE9;`): the character and
    /// the index after the `;`, or nil when it is none (then the `&` is text).
    private static func entity(in characters: [Character], at start: Int) -> (Character, Int)? {
        // The longest reference read is `&#x10FFFF;`; a bounded look keeps a text of many "&" linear.
        guard let end = nextIndex(of: ";", in: characters, from: start + 1, window: 10) else { return nil }
        let body = String(characters[(start + 1)..<end])
        let scalar: Unicode.Scalar?
        if body.hasPrefix("#x") || body.hasPrefix("#X") {
            scalar = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if body.hasPrefix("#") {
            scalar = UInt32(body.dropFirst()).flatMap(Unicode.Scalar.init)
        } else {
            scalar = namedEntities[body]
        }
        guard let scalar, scalar.value != 0 else { return nil }
        return (Character(scalar), end + 1)
    }

    private static let namedEntities: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "mdash": "\u{2014}", "ndash": "\u{2013}",
        "hellip": "\u{2026}", "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}", "bull": "\u{2022}",
        "copy": "\u{00A9}", "reg": "\u{00AE}", "trade": "\u{2122}",
    ]
}
