/// The package's one definition of the characters outside text may not carry unchanged into an output:
/// those that act on a terminal, a log or a reader's eye instead of being shown. Each ``SafeText/Policy``
/// decides what it does with each kind (split the line, remove, escape, replace); none decides again
/// which characters they are.
package enum UnsafeScalar: Sendable, Hashable {
    /// LF, CR, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR: end a line (a CR alone moves back over it).
    case lineBreak
    /// A tab: moves the cursor, so it is a space in a model and an escape in a diagnostic.
    case tab
    /// Any other C0 control, DEL or a C1 control: ESC starts terminal sequences (`ESC[2J`), C1 CSI too.
    case control
    /// LEFT-TO-RIGHT or RIGHT-TO-LEFT EMBEDDING (LRE, RLE): opens a bidi embedding.
    case openEmbedding
    /// LEFT-TO-RIGHT or RIGHT-TO-LEFT OVERRIDE (LRO, RLO): opens an override, which shows the text after
    /// it in the order it forces (`U+202E` makes `exe.txt` read `txt.exe`).
    case openOverride
    /// POP DIRECTIONAL FORMATTING (PDF): closes an embedding or override.
    case closeEmbedding
    /// LEFT-TO-RIGHT, RIGHT-TO-LEFT or FIRST STRONG ISOLATE (LRI, RLI, FSI): opens an isolate.
    case openIsolate
    /// POP DIRECTIONAL ISOLATE (PDI): closes an isolate and whatever is open inside it.
    case closeIsolate
    /// LEFT-TO-RIGHT, RIGHT-TO-LEFT or ARABIC LETTER MARK: invisible, and changes the direction of what
    /// surrounds it (a diagnostic shows it; a model keeps it, as translations use it).
    case directionalMark

    /// The kind of `scalar`, or nil when it is shown as itself.
    /// - Parameter scalar: Any scalar.
    @inline(__always)
    package init?(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: self = .lineBreak
        case 0x09: self = .tab
        case 0x00...0x1F, 0x7F...0x9F: self = .control
        case 0x202A, 0x202B: self = .openEmbedding
        case 0x202D, 0x202E: self = .openOverride
        case 0x202C: self = .closeEmbedding
        case 0x2066, 0x2067, 0x2068: self = .openIsolate
        case 0x2069: self = .closeIsolate
        case 0x200E, 0x200F, 0x061C: self = .directionalMark
        default: return nil
        }
    }

    /// Whether UTF-8 `text` may hold an unsafe scalar, decided on its bytes without decoding them: most
    /// text (every translation, most notes) holds none and is returned as it is, which matters when an
    /// app's string of megabytes is shown in every card of the gallery. A true answer only means "look".
    /// - Parameter text: The text.
    /// - Returns: False when no scalar of `text` has a kind.
    package static func mayOccur(in text: String) -> Bool {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F { return true }                    // C0 (tab, CR, LF included) and DEL
                if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                    return true                                                   // C1, NEL included
                }
                if byte == 0xD8, index + 1 < bytes.count, bytes[index + 1] == 0x9C { return true } // ALM
                if byte == 0xE2, index + 2 < bytes.count {
                    let second = bytes[index + 1], third = bytes[index + 2]
                    if second == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) {
                        return true                                               // LRM RLM, LS PS, LRE RLE PDF LRO RLO
                    }
                    if second == 0x81, (0xA6...0xA9).contains(third) { return true } // LRI RLI FSI PDI
                }
                index += 1
            }
            return false
        } ?? true
    }
}
