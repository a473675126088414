/// Lines for a log that GitHub Actions reads, made so that no outside text can be taken for a workflow
/// command.
///
/// The Actions runner reads every line of a step's output. It takes a line for a command when, after
/// leading white space, it starts with `::` (`::error title=…::…`), and, in its legacy syntax, when `##[`
/// appears anywhere in it (`##[add-mask]…`, `##[stop-commands]…`); it tries the first form, then the
/// second. It searches with .NET's culture-aware comparison, which passes over ignorable characters (a
/// soft hyphen, a zero-width space), so those are looked through here too.
///
/// A folder named `::error title=x::y.lproj` or a key holding `##[stop-commands]` is printed with the
/// character that would start the command shown as `\u{3a}` or `\u{5b}`, as other unsafe characters are.
///
/// ```swift
/// SafeText.neutralizingWorkflowCommands("  ::error::x")          // "  \\u{3a}:error::x"
/// SafeText.neutralizingWorkflowCommands("a ##[add-mask]secret")  // "a ##\\u{5b}add-mask]secret"
/// ```
extension SafeText {
    /// A line of plain output (a text report line, a summary row, a note) whose outside parts are already
    /// escaped: a `:` that starts it after white space and a `[` after `##` are shown escaped.
    /// - Parameter line: One line, without its line break.
    /// - Returns: The line, safe to print in an Actions log.
    package static func neutralizingWorkflowCommands(_ line: String) -> String {
        neutralize(line, leadingCommandAllowed: false)
    }

    /// Text inside a line that is not at its start (the message of a workflow command the program writes
    /// itself): only `##[` is broken.
    /// - Parameter text: The text, already escaped for where it goes.
    /// - Returns: The text, with no legacy command in it.
    package static func breakingLegacyWorkflowCommands(_ text: String) -> String {
        neutralize(text, leadingCommandAllowed: true)
    }

    private static func neutralize(_ line: String, leadingCommandAllowed: Bool) -> String {
        // Most lines have neither character: nothing to look at.
        guard line.utf8.contains(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: ":") }) else { return line }
        // A String, not a UnicodeScalarView: the view's append(contentsOf:) replaces a subrange, which copies
        // the whole view, so a long line with many escapes was quadratic.
        var output = ""
        output.reserveCapacity(line.utf8.count)
        var atStart = !leadingCommandAllowed
        var scan = LegacyWorkflowCommandScan()
        for scalar in line.unicodeScalars {
            if atStart, !LegacyWorkflowCommandScan.isIgnorable(scalar) {
                if scalar.properties.isWhitespace {
                    output.unicodeScalars.append(scalar)
                    continue
                }
                atStart = false
                if scalar == ":" {
                    output += escaped(scalar)
                    continue
                }
            }
            if scan.startsCommand(scalar) {
                output += escaped(scalar)
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}

/// Finds, scalar by scalar, the `[` that would make a GitHub Actions runner read a legacy workflow
/// command (`##[`), looking through the characters its culture-aware search ignores: the one scan behind
/// every output that reaches a CI log (text lines, annotation messages, JSON and SARIF strings).
package struct LegacyWorkflowCommandScan {
    private var hashes = 0

    /// A scan at the start of a text.
    package init() {}

    /// Reads the next scalar as the log will show it; true when it is a `[` after `##`, which the caller
    /// then writes escaped (the scan starts again after it).
    /// - Parameter scalar: The next scalar written.
    /// - Returns: Whether `scalar` would start a legacy command.
    @inline(__always)
    package mutating func startsCommand(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "[", hashes >= 2 {
            hashes = 0
            return true
        }
        if scalar == "#" {
            hashes += 1
        } else if hashes > 0, !Self.isIgnorable(scalar) {
            // Properties are looked up only after a `#`, and never for ASCII text.
            hashes = 0
        }
        return false
    }

    /// Characters a culture-aware search passes over: default-ignorable and format characters, and
    /// controls.
    package static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x7F || scalar.value < 0x20 else { return false }
        let properties = scalar.properties
        return properties.isDefaultIgnorableCodePoint || properties.generalCategory == .format || properties.generalCategory == .control
    }
}
