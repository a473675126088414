import Strings
/// Text made safe for HTML: every string the gallery writes (translations, file names, findings,
/// which all come from files anyone may edit) goes through here.
enum HTMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'` so the text can go in an element or a quoted attribute,
    /// and replaces control characters (other than tab and newline), which HTML forbids, with
    /// U+FFFD so a broken translation shows as broken instead of vanishing.
    static func escape(_ text: String) -> String {
        text.escapingScalars { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            case "\t", "\n": nil
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): "\u{FFFD}"
            default: nil
            }
        }
    }
}
