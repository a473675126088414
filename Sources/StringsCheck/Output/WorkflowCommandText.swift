/// Lines for a log that GitHub Actions reads, made so that no text from the checked files can be
/// taken for a workflow command.
///
/// The Actions runner reads every line of a step's output. It takes a line for a command when,
/// after leading white space, it starts with `::` (`::error title=…::…`), and, in its legacy
/// syntax, when `##[` appears anywhere in it (`##[add-mask]…`, `##[stop-commands]…`); it tries the
/// first form, then the second. It searches with .NET's culture-aware comparison, which passes over
/// ignorable characters (a soft hyphen, a zero-width space), so those are looked through here too.
///
/// A folder named `::error title=x::y.lproj` or a key holding `##[stop-commands]` is printed with
/// the character that would start the command shown as `\u{3a}` or `\u{5b}`, as other unsafe
/// characters are (``PrintableText``).
///
/// ```swift
/// WorkflowCommandText.neutralized("  ::error::x")          // "  \\u{3a}:error::x"
/// WorkflowCommandText.neutralized("a ##[add-mask]secret")  // "a ##\\u{5b}add-mask]secret"
/// ```
public enum WorkflowCommandText {
    /// A line of plain output (a text report line, a summary row, a note): a `:` that starts it
    /// after white space and a `[` after `##` are shown escaped.
    /// - Parameter line: One line, without its line break.
    /// - Returns: The line, safe to print in an Actions log.
    public static func neutralized(_ line: String) -> String {
        neutralize(line, leadingCommandAllowed: false)
    }

    /// Text inside a line that is not at its start (the message of a workflow command this
    /// program writes): only `##[` is broken.
    /// - Parameter text: The text, already escaped for where it goes.
    /// - Returns: The text, with no legacy command in it.
    public static func breakingLegacyCommands(_ text: String) -> String {
        neutralize(text, leadingCommandAllowed: true)
    }

    private static func neutralize(_ line: String, leadingCommandAllowed: Bool) -> String {
        // Most lines have neither character: nothing to look at.
        guard line.utf8.contains(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: ":") }) else { return line }
        var output = String.UnicodeScalarView()
        var atStart = !leadingCommandAllowed
        var hashes = 0
        for scalar in line.unicodeScalars {
            if isIgnorable(scalar) {
                output.append(scalar)
                continue
            }
            if atStart {
                if scalar.properties.isWhitespace {
                    output.append(scalar)
                    continue
                }
                atStart = false
                if scalar == ":" {
                    output.append(contentsOf: "\\u{3a}".unicodeScalars)
                    continue
                }
            }
            if scalar == "[", hashes >= 2 {
                output.append(contentsOf: "\\u{5b}".unicodeScalars)
                hashes = 0
                continue
            }
            hashes = scalar == "#" ? hashes + 1 : 0
            output.append(scalar)
        }
        return String(output)
    }

    /// Characters a culture-aware search passes over: default-ignorable and format characters
    /// (and controls, which never reach here unescaped, but cost nothing to include).
    private static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x7F || scalar.value < 0x20 else { return false }
        let properties = scalar.properties
        return properties.isDefaultIgnorableCodePoint || properties.generalCategory == .format || properties.generalCategory == .control
    }
}
