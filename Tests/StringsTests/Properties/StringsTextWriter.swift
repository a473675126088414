import PropertySupport

/// A test-side writer of old-style `.strings` text that varies everything the grammar allows:
/// quote style, escapes (C escapes, `\U` with one to four digits and surrogate pairs, octal),
/// comments and whitespace of every kind between tokens, unquoted words, the `key;` shorthand and
/// the optional `{ … }` around the file. Independent of the parser, so the two check each other.
enum StringsTextWriter {
    static func write(_ table: WrittenTable, _ g: inout SplitMix64) -> String {
        var out = ""
        let braced = g.chance(0.15)
        out += separator(&g, afterWord: false)
        if braced { out += "{" + separator(&g, afterWord: false) }
        for entry in table.entries {
            let (key, keyIsWord) = token(entry.key, &g)
            out += key
            if entry.key.unicodeScalars.elementsEqual(entry.value.unicodeScalars), g.chance(0.5) {
                out += separator(&g, afterWord: keyIsWord) + ";"
            } else {
                out += separator(&g, afterWord: keyIsWord) + "=" + separator(&g, afterWord: false)
                let (value, valueIsWord) = token(entry.value, &g)
                out += value + separator(&g, afterWord: valueIsWord) + ";"
            }
            out += separator(&g, afterWord: false)
        }
        if braced { out += "}" + separator(&g, afterWord: false) }
        return out
    }

    /// Whether `text` may be written without quotes: a non-empty run of the word characters
    /// (`A–Z a–z 0–9 _ $ / : . -`) that does not open a comment.
    static func isWord(_ text: String) -> Bool {
        !text.isEmpty && !text.contains("//") && !text.contains("/*")
            && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "_$/:.-".unicodeScalars.contains($0)) }
    }

    private static func token(_ text: String, _ g: inout SplitMix64) -> (String, isWord: Bool) {
        if isWord(text), g.chance(0.6) { return (text, true) }
        let quote: Unicode.Scalar = g.chance(0.8) ? "\"" : "'"
        var out = String(quote)
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            out += escaped(scalar, quote: quote, next: next, &g)
        }
        return (out + String(quote), false)
    }

    /// One scalar inside quotes: escaped when it must be, else escaped at random in one of the
    /// forms that mean it. `next` matters because `\U` and octal escapes eat following digits.
    private static func escaped(_ scalar: Unicode.Scalar, quote: Unicode.Scalar, next: Unicode.Scalar?, _ g: inout SplitMix64) -> String {
        if scalar == quote || scalar == "\\" { return "\\" + String(scalar) }
        let cEscapes: [Unicode.Scalar: String] = ["\n": "\\n", "\t": "\\t", "\r": "\\r", "\u{7}": "\\a", "\u{8}": "\\b", "\u{C}": "\\f", "\u{B}": "\\v"]
        if let c = cEscapes[scalar], g.chance(0.5) { return c }
        if ["\"", "'", "/"].contains(scalar), g.chance(0.3) { return "\\" + String(scalar) }  // `\'` `\"` `\/` stand for themselves
        if g.chance(0.1) { return unicodeEscape(scalar, next: next, &g) }
        if scalar.value < 0x80, scalar.value > 0, g.chance(0.05) {
            // `\101`: octal, ASCII only (above 127 means NeXTSTEP); always three digits, the most
            // an octal escape takes, so a digit after it stays text.
            let octal = String(scalar.value, radix: 8)
            return "\\" + String(repeating: "0", count: 3 - octal.count) + octal
        }
        return String(scalar)
    }

    private static func unicodeEscape(_ scalar: Unicode.Scalar, next: Unicode.Scalar?, _ g: inout SplitMix64) -> String {
        func unit(_ value: UInt32, last: Bool) -> String {
            let hex = String(value, radix: 16, uppercase: g.chance(0.5))
            // Fewer than four digits only when no hex digit follows that would be read as part of it.
            let short = last ? !isHexDigit(next) : true
            return "\\U" + (short && g.chance(0.5) ? hex : String(repeating: "0", count: 4 - hex.count) + hex)
        }
        if scalar.value < 0x10000 { return scalar.value == 0 ? String(scalar) : unit(scalar.value, last: true) }
        let value = scalar.value - 0x10000
        // The high half is followed by `\U`, never a hex digit, so it may be short too.
        return unit(0xD800 + (value >> 10), last: false) + unit(0xDC00 + (value & 0x3FF), last: true)
    }

    private static func isHexDigit(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return ("0"..."9").contains(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }

    /// Whitespace and comments between tokens. After an unquoted word a separator starts with
    /// whitespace, as `/` is a word character and would join the word.
    private static func separator(_ g: inout SplitMix64, afterWord: Bool) -> String {
        var out = ""
        for _ in 0..<g.int(0...3) {
            switch g.int(0...5) {
            case 0, 1: out += g.pick([" ", "  ", "\t", "\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{B}", "\u{C}"])
            case 2: out += "/*" + defused(commentText(&g)) + "*/"
            case 3:
                let lineEnds: Set<Unicode.Scalar> = ["\n", "\r", "\u{2028}", "\u{2029}", "\u{85}"]
                out += "//" + String(String.UnicodeScalarView(commentText(&g).unicodeScalars.filter { !lineEnds.contains($0) })) + "\n"
            default: break
            }
        }
        if afterWord, let first = out.unicodeScalars.first, first == "/" { out = " " + out }
        return out
    }

    /// `text` with a space inside every `*/`, so it cannot end a block comment. Done on scalars:
    /// `String.replacingOccurrences` matches whole characters, and misses the `*/` of `*/` followed by
    /// a combining mark (the `/` and the mark are one character).
    private static func defused(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "/", out.last == "*" { out.append(" ") }
            out.append(scalar)
        }
        return String(out)
    }

    /// Comment text: any piece, `*/` being defused by the caller for block comments.
    private static func commentText(_ g: inout SplitMix64) -> String {
        StringsTableGenerators.text(&g, maxPieces: 5)
    }
}
