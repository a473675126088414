/// Text from outside (a feed, a translation, a file name, a server's message) made safe for where it goes:
/// the package's one text-safety type, used by every output.
///
/// Which characters are unsafe is decided once (``UnsafeScalar``: C0 and C1 controls, line breaks, bidi
/// embeddings, overrides and isolates, directional marks); a ``Policy`` says what each output does with
/// them. What enters an alert model is stripped, so release notes cannot clear a terminal (`ESC[2J`),
/// retitle its window (`ESC]0;…BEL`), overwrite a line (`\r`) or reverse the text after them (`U+202E`);
/// a diagnostic shows them as `\u{…}`; a terminal gets no override even when balanced; an HTML page gets
/// entities.
///
/// ```swift
/// SafeText.lines("Fixes\r\n\u{1B}[2JMore")        // ["Fixes", "[2JMore"]
/// SafeText.line("Notes\u{202E} app")               // "Notes app"
/// SafeText.line("fr\u{1B}[2J.lproj", .escape)      // "fr\\u{1b}[2J.lproj"
/// SafeText.line("<b>", .html)                      // "&lt;b&gt;"
/// ```
///
/// Every policy takes time linear in the text, and text with nothing to change (decided on its UTF-8 bytes)
/// is returned as it is.
public enum SafeText {
    /// What an output does with the characters ``UnsafeScalar`` names.
    public enum Policy: Sendable, Hashable {
        /// For models (alert titles, notes, labels): line breaks separate lines, a tab becomes a space,
        /// every other control is removed, and bidi embeddings, overrides and isolates are kept only when
        /// balanced within their line, so nothing leaks past its end.
        case strip
        /// For a terminal: as ``strip``, and bidi overrides are removed even when balanced (with the PDF
        /// that closes them), since a terminal that lays out bidi text would show an overridden run in
        /// the order it forces rather than as written.
        case terminal
        /// For diagnostics (paths, keys, values quoted in a message): every unsafe character, directional
        /// marks included, shown as a visible `\u{hex}` escape, so the message shows what the text holds.
        case escape
        /// For a line of a CI log: as ``escape``, and what a GitHub Actions runner would read as a workflow
        /// command (a `:` starting the line after white space, a `[` after `##`) shown escaped as well.
        case ciLog
        /// For HTML (an element or a quoted attribute): `&`, `<`, `>`, `"` and `'` as entities, and controls
        /// other than tab and line feed, which HTML forbids, as U+FFFD, so broken text shows as broken.
        /// Bidi controls are kept: each block of the page ends whatever they open.
        case html
    }

    /// The lines of `text`, each made safe by `policy`.
    ///
    /// Line breaks (LF, CRLF, CR, NEL, U+2028, U+2029) separate lines under every policy.
    /// - Parameters:
    ///   - text: Text from outside.
    ///   - policy: Where the lines go (``Policy/strip`` by default, for models).
    /// - Returns: At least one line (an empty text is one empty line).
    public static func lines(_ text: String, _ policy: Policy = .strip) -> [String] {
        let hasSpecial = policy == .html || policy == .ciLog
        guard UnsafeScalar.mayOccur(in: text) else { return [hasSpecial ? line(text, policy) : text] }
        let lines = splitLines(text)
        switch policy {
        case .strip, .terminal: return lines.map { stripped($0, removingOverrides: policy == .terminal) }
        case .escape, .ciLog, .html: return lines.map { line(String(String.UnicodeScalarView($0)), policy) }
        }
    }

    /// `text` made safe by `policy` as one line: under ``Policy/strip`` and ``Policy/terminal`` its
    /// ``lines(_:_:)`` joined with spaces; under ``Policy/escape`` and ``Policy/ciLog`` line breaks are
    /// escaped too; under ``Policy/html`` a line feed stays (HTML shows it as a space).
    /// - Parameters:
    ///   - text: A title, a name, a label, a path.
    ///   - policy: Where the text goes (``Policy/strip`` by default, for models).
    /// - Returns: The safe text.
    public static func line(_ text: String, _ policy: Policy = .strip) -> String {
        switch policy {
        case .strip, .terminal:
            return lines(text, policy).concatenated(separator: " ")
        case .escape:
            guard UnsafeScalar.mayOccur(in: text) else { return text }
            return text.escapingScalars { UnsafeScalar($0) == nil ? nil : escaped($0) }
        case .ciLog:
            return neutralizingWorkflowCommands(line(text, .escape))
        case .html:
            guard UnsafeScalar.mayOccur(in: text) || text.utf8.contains(where: isHTMLSpecial) else { return text }
            return text.escapingScalars(htmlReplacement)
        }
    }

    /// `scalar` as a diagnostic shows it: `\u{1b}`.
    /// - Parameter scalar: Any scalar.
    /// - Returns: The escape, in lowercase hexadecimal.
    package static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16))}"
    }

    // MARK: - Lines

    /// The scalars of each line; a CR LF is one break.
    private static func splitLines(_ text: String) -> [[Unicode.Scalar]] {
        var lines: [[Unicode.Scalar]] = [[]]
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if UnsafeScalar(scalar) == .lineBreak {
                if !(scalar == "\n" && previousWasCR) { lines.append([]) }
            } else {
                lines[lines.count - 1].append(scalar)
            }
        }
        return lines
    }

    /// One line under ``Policy/strip`` (or ``Policy/terminal``): tabs as spaces, controls removed, bidi
    /// controls kept only where they pair up.
    ///
    /// The pairing is UAX #9's: a PDF closes the innermost embedding or override inside the current
    /// isolate, a PDI closes the innermost isolate and whatever is open inside it. Where the open isolates
    /// sit in the stack is kept on a stack of its own, so a PDI finds its isolate at once instead of
    /// searching past every embedding left open (many RLO then many PDI stays linear).
    private static func stripped(_ line: [Unicode.Scalar], removingOverrides: Bool) -> String {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(line.count)
        for scalar in line {
            switch UnsafeScalar(scalar) {
            case .tab?: scalars.append(" ")
            case .control?, .lineBreak?: break
            default: scalars.append(scalar)
            }
        }
        var open: [(index: Int, isolate: Bool, removed: Bool)] = []
        var isolatePositions: [Int] = [] // positions in `open` of its isolates, innermost last
        var keep = [Bool](repeating: true, count: scalars.count)
        for (index, scalar) in scalars.enumerated() {
            switch UnsafeScalar(scalar) {
            case .openEmbedding?, .openOverride?:
                open.append((index, false, removingOverrides && UnsafeScalar(scalar) == .openOverride))
                keep[index] = false
            case .openIsolate?:
                isolatePositions.append(open.count)
                open.append((index, true, false))
                keep[index] = false
            case .closeEmbedding?:
                if let last = open.last, !last.isolate {
                    open.removeLast()
                    keep[last.index] = !last.removed
                    keep[index] = !last.removed
                } else {
                    keep[index] = false
                }
            case .closeIsolate?:
                if let isolate = isolatePositions.popLast() {
                    keep[open[isolate].index] = true
                    // Each entry is removed once: linear over the line however the stack grew.
                    open.removeSubrange(isolate...)
                } else {
                    keep[index] = false
                }
            default: break
            }
        }
        var output = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() where keep[index] { output.append(scalar) }
        return String(output)
    }

    // MARK: - HTML

    private static func isHTMLSpecial(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
    }

    private static func htmlReplacement(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&#39;"
        case "\t", "\n": nil
        default:
            switch UnsafeScalar(scalar) {
            case .control?: "\u{FFFD}"
            case .lineBreak? where scalar.value < 0x100: "\u{FFFD}"   // CR and NEL; LS and PS are text to HTML
            default: nil
            }
        }
    }
}
