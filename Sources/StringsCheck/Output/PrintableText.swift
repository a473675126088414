/// Text from the checked files (keys, values, paths) made safe to print on a terminal or in a CI log.
///
/// A translation may hold any character, and a terminal acts on some of them: an escape
/// sequence can recolour or rewrite the screen, a carriage return can hide the start of a line,
/// and bidirectional overrides can make text read differently from what it is. Every such
/// character is shown as a visible `\u{…}` escape instead.
///
/// ```swift
/// PrintableText.escaped("fr\u{1B}[2J.lproj")   // "fr\\u{1b}[2J.lproj"
/// ```
public enum PrintableText {
    /// The text with control characters (C0, DEL, C1), line and paragraph separators and
    /// bidirectional formatting characters replaced by `\u{hex}`.
    /// - Parameter text: Text that came from outside the program.
    /// - Returns: Text that prints as one line, showing what it holds.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                output.append(contentsOf: "\\u{\(String(scalar.value, radix: 16))}".unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// Whether a scalar changes what a terminal shows rather than being shown.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true                       // line and paragraph separators
        case 0x200E, 0x200F, 0x061C: true               // directional marks
        case 0x202A...0x202E, 0x2066...0x2069: true     // bidirectional embeddings, overrides, isolates
        default: false
        }
    }
}
