/// Text made safe for HTML: every string the gallery writes (translations, file names, findings,
/// which all come from files anyone may edit) goes through here.
enum HTMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'` so the text can go in an element or a quoted attribute,
    /// and replaces control characters (other than tab and newline), which HTML forbids, with
    /// U+FFFD so a broken translation shows as broken instead of vanishing.
    static func escape(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
                result.unicodeScalars.append(isControl ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }
}
