import Foundation

/// A file's bytes as the Swift source of an `EmbeddedFiles.Contents` value.
///
/// UTF-8 text becomes one ordinary (single-line) string literal: a literal compiles in time proportional to
/// its length, where an array literal of a megabyte of numbers would stall the type checker; a single line
/// keeps every line ending as written (a multi-line literal turns `\r\n` into `\n`); and the few characters
/// a literal cannot hold as they are, or that would be invisible in the source, are escaped. Anything that is
/// not UTF-8, or that escaping would make more than half as long again, is written in base64 instead, so the
/// source never grows past about one and a half times the file.
enum SwiftLiteral {
    /// `.utf8("…")` or `.base64("…")` for `bytes`.
    static func contents(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) {
            let escaped = escape(text)
            if escaped.utf8.count <= bytes.count + bytes.count / 2 + 16 { return ".utf8(\"" + escaped + "\")" }
        }
        return ".base64(\"" + Data(bytes).base64EncodedString() + "\")"
    }

    /// The text as the inside of an ordinary string literal whose value is exactly `text`.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if isHidden(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Controls, format characters (bidirectional marks, the byte order mark), line and paragraph
    /// separators, and code points with no character: written as `\u{…}`, never raw in the source.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned: true
        default: false
        }
    }
}
