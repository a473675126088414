import Strings

/// Where each key of a String Catalog is written: the members of the `"strings"` object.
///
/// The catalog decoder works on parsed JSON and has no positions; this light scan over the bytes
/// finds the keys' lines and columns so diagnostics point into the file.
enum CatalogKeyLocator {
    static func locations(in bytes: [UInt8], file: String) -> [String: SourceLocation] {
        var result: [String: SourceLocation] = [:]
        var depth = 0
        var line = 1
        var lineStart = 0
        var index = 0
        var pendingKey: (text: String, location: SourceLocation)?
        var inStrings = false
        var lastRootKey: String?
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 10:
                line += 1
                lineStart = index + 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                if depth == 1, byte == UInt8(ascii: "{") { inStrings = lastRootKey == "strings" }
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 1 { inStrings = false }
            case UInt8(ascii: "\""):
                let column = bytes[lineStart..<index].count { $0 & 0xC0 != 0x80 } + 1
                let start = index + 1
                index += 1
                var escaped = false
                while index < bytes.count {
                    if escaped { escaped = false } else if bytes[index] == UInt8(ascii: "\\") { escaped = true } else if bytes[index] == UInt8(ascii: "\"") { break }
                    index += 1
                }
                let raw = Array(bytes[start..<min(index, bytes.count)])
                pendingKey = (unescape(raw), SourceLocation(file: file, line: line, column: column))
            case UInt8(ascii: ":"):
                if let key = pendingKey {
                    if depth == 1 { lastRootKey = key.text }
                    if depth == 2, inStrings, result[key.text] == nil { result[key.text] = key.location }
                }
                pendingKey = nil
            case UInt8(ascii: ","):
                pendingKey = nil
            default:
                break
            }
            index += 1
        }
        return result
    }

    /// JSON string escapes, enough for keys (`\"`, `\\`, `\n`, `\uXXXX`).
    private static func unescape(_ raw: [UInt8]) -> String {
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        let text = Array(String(decoding: raw, as: UTF8.self).unicodeScalars)
        var index = 0
        var pendingHigh: UInt32?
        while index < text.count {
            let scalar = text[index]
            guard scalar == "\\", index + 1 < text.count else { scalars.append(scalar); index += 1; continue }
            let next = text[index + 1]
            index += 2
            switch next {
            case "n": scalars.append("\n")
            case "t": scalars.append("\t")
            case "r": scalars.append("\r")
            case "b": scalars.append("\u{8}")
            case "f": scalars.append("\u{C}")
            case "u" where index + 4 <= text.count:
                let hex = String(String.UnicodeScalarView(text[index..<index + 4]))
                index += 4
                guard let value = UInt32(hex, radix: 16) else { continue }
                if (0xD800..<0xDC00).contains(value) { pendingHigh = value; continue }
                if let high = pendingHigh, (0xDC00..<0xE000).contains(value) {
                    pendingHigh = nil
                    if let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)) { scalars.append(combined) }
                } else if let decoded = Unicode.Scalar(value) {
                    scalars.append(decoded)
                }
            default: scalars.append(next)
            }
        }
        return String(scalars)
    }
}
