import IVersion
/// How much room text takes in a terminal, and how to fit it into a width.
///
/// Terminals lay text out in a grid of columns: East Asian wide characters take two, combining marks
/// and invisible format characters (the bidi isolates the alerts put around version numbers) none.
package enum TerminalColumns {
    /// How many columns `text` takes.
    ///
    /// ```swift
    /// TerminalColumns.count("Download")   // 8
    /// TerminalColumns.count("ダウンロード")  // 12
    /// ```
    package static func count(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// Splits `line` into lines of at most `width` columns, breaking after spaces where it can and
    /// inside a word only when the word alone is wider (a URL, a line of Japanese).
    /// - Returns: At least one line; an empty line stays one empty line.
    package static func wrap(_ line: String, width: Int) -> [String] {
        let width = max(width, 1)
        guard count(line) > width else { return [line] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in words(of: line) {
            let wordWidth = count(word)
            if currentWidth + wordWidth <= width {
                current += word
                currentWidth += wordWidth
                continue
            }
            if !current.isEmpty {
                lines.append(trimmingTrailingSpaces(current))
                current = ""
                currentWidth = 0
            }
            // A word wider than the line is cut at the width; what is left starts the next line.
            let pieces = cut(Substring(word.drop { $0 == " " }), width: width)
            lines += pieces.dropLast().map(\.text)
            current = pieces.last?.text ?? ""
            currentWidth = pieces.last?.width ?? 0
        }
        if !current.isEmpty || lines.isEmpty { lines.append(trimmingTrailingSpaces(current)) }
        return lines
    }

    /// `text` padded with spaces to `width` columns, on the right (left-aligned) or on the left.
    static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - count(text)))
        return alignRight ? padding + text : text + padding
    }

    private static func width(of scalar: Unicode.Scalar) -> Int {
        // Printable ASCII, most of what a box holds, takes one column: no property lookup for it.
        if (0x20..<0x7F).contains(scalar.value) { return 1 }
        return switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: 0
        default: isWide(scalar.value) ? 2 : 1
        }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        wideRanges.contains { $0.contains(value) }
    }

    /// Words with the spaces after them, so joining them gives the line back.
    private static func words(of line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inSpaces = false
        for character in line {
            if character == " " {
                inSpaces = true
            } else if inSpaces {
                words.append(current)
                current = ""
                inSpaces = false
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `text` cut into pieces of at most `width` columns (a piece holds at least one character), in one
    /// pass: each character is measured once, however many lines the text fills (a 7 MB word included).
    private static func cut(_ text: Substring, width: Int) -> [(text: String, width: Int)] {
        var pieces: [(text: String, width: Int)] = []
        var start = text.startIndex
        var used = 0
        var end = start
        while end < text.endIndex {
            let characterWidth = text[end].unicodeScalars.reduce(0) { $0 + Self.width(of: $1) }
            if used + characterWidth > width, end > start {
                pieces.append((String(text[start..<end]), used))
                start = end
                used = 0
            }
            used += characterWidth
            end = text.index(after: end)
        }
        pieces.append((String(text[start..<end]), used))
        return pieces
    }

    private static func trimmingTrailingSpaces(_ text: String) -> String {
        String(text.reversed().drop { $0 == " " }.reversed())
    }
}
