import IVersionSupport

/// Text from a feed made safe to show: what enters an ``AlertModel`` has no control characters and
/// no unbalanced bidi embeddings, so release notes cannot clear a terminal (`ESC[2J`), retitle its
/// window (`ESC]0;…BEL`), overwrite a line (`\r`) or reverse the text after them (`U+202E`).
///
/// ```swift
/// SafeText.lines("Fixes\r\n\u{1B}[2JMore")   // ["Fixes", "[2JMore"]
/// SafeText.line("Notes\u{202E} app")          // "Notes app"
/// ```
public enum SafeText {
    /// The lines of `text`, made safe.
    ///
    /// Line breaks (LF, CRLF, CR, NEL, U+2028, U+2029) separate lines; a tab becomes a space; every
    /// other C0 and C1 control character (and DEL) is removed; bidi embeddings, overrides and isolates
    /// are kept only when balanced within their line.
    /// - Parameter text: Text from a feed, an app name, a label.
    /// - Returns: At least one line (an empty text is one empty line).
    public static func lines(_ text: String) -> [String] {
        if hasNothingToRemove(text) { return [text] }
        var lines: [[Unicode.Scalar]] = [[]]
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if isLineBreak(scalar) {
                if !(scalar == "\n" && previousWasCR) { lines.append([]) }
            } else if scalar == "\t" {
                lines[lines.count - 1].append(" ")
            } else if !isControl(scalar) {
                lines[lines.count - 1].append(scalar)
            }
        }
        return lines.map(balancedBidi)
    }

    /// `text` made safe as one line: as ``lines(_:)``, joined with spaces.
    /// - Parameter text: A title, a name, a label.
    /// - Returns: The text without line breaks, controls or unbalanced bidi embeddings.
    public static func line(_ text: String) -> String {
        lines(text).concatenated(separator: " ")
    }

    /// Whether `text` holds no line break, control or bidi control, decided on its UTF-8 bytes: most text
    /// (every translation, most notes) is then returned as it is, without being taken apart into scalars,
    /// which matters when an app's string of megabytes is shown in every card of the gallery.
    private static func hasNothingToRemove(_ text: String) -> Bool {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F { return false }           // C0 (tab, CR, LF included) and DEL
                if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] >= 0x80, bytes[index + 1] <= 0x9F {
                    return false                                           // C1, NEL included
                }
                if byte == 0xE2, index + 2 < bytes.count {
                    let second = bytes[index + 1], third = bytes[index + 2]
                    if second == 0x80, third >= 0xA8, third <= 0xAE { return false } // LS, PS, LRE RLE PDF LRO RLO
                    if second == 0x81, third >= 0xA6, third <= 0xA9 { return false } // LRI RLI FSI PDI
                }
                index += 1
            }
            return true
        } ?? false
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// C0 (with DEL) and C1 controls.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private enum BidiRole { case openEmbedding, closeEmbedding, openIsolate, closeIsolate }

    private static func bidiRole(_ scalar: Unicode.Scalar) -> BidiRole? {
        switch scalar.value {
        case 0x202A, 0x202B, 0x202D, 0x202E: .openEmbedding   // LRE RLE LRO RLO
        case 0x202C: .closeEmbedding                          // PDF
        case 0x2066, 0x2067, 0x2068: .openIsolate             // LRI RLI FSI
        case 0x2069: .closeIsolate                            // PDI
        default: nil
        }
    }

    /// Keeps the bidi controls that pair up as in UAX #9 (a PDF closes the innermost embedding inside
    /// the current isolate, a PDI closes the innermost isolate and whatever is open inside it) and
    /// removes the rest, so nothing leaks past the end of the line.
    ///
    /// Where the open isolates sit in the stack is kept on a stack of its own, so a PDI finds its isolate
    /// at once instead of searching past every embedding left open (many RLO then many PDI stays linear).
    private static func balancedBidi(_ scalars: [Unicode.Scalar]) -> String {
        var open: [(index: Int, isolate: Bool)] = []
        var isolatePositions: [Int] = [] // positions in `open` of its isolates, innermost last
        var keep = [Bool](repeating: true, count: scalars.count)
        for (index, scalar) in scalars.enumerated() {
            switch bidiRole(scalar) {
            case .openEmbedding?: open.append((index, false)); keep[index] = false
            case .openIsolate?:
                isolatePositions.append(open.count)
                open.append((index, true))
                keep[index] = false
            case .closeEmbedding?:
                if let last = open.last, !last.isolate { open.removeLast(); keep[last.index] = true } else { keep[index] = false }
            case .closeIsolate?:
                if let isolate = isolatePositions.popLast() {
                    keep[open[isolate].index] = true
                    // Each entry is removed once: linear over the line however the stack grew.
                    open.removeSubrange(isolate...)
                } else {
                    keep[index] = false
                }
            case nil: break
            }
        }
        var output = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() where keep[index] { output.append(scalar) }
        return String(output)
    }
}
