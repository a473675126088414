/// Text from outside (paths, file contents) made safe to print: control characters, which could
/// move the cursor or recolour the terminal, become U+FFFD.
enum TerminalText {
    static func clean(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            let value = scalar.value
            return value < 0x20 || (0x7F...0x9F).contains(value) ? "\u{FFFD}" : scalar
        }))
    }
}
