/// JSON values written as text, piece by piece, for the reports that are streamed (JSON and SARIF):
/// an encoder would hold the whole document, and a report of 300,000 findings took 833 MB so.
///
/// Strings are escaped as Foundation's encoder escapes them (`"`, `\`, control characters; `/`
/// kept), and one more thing: a `[` after `##` is written `\u005b`. The value is the same to any
/// JSON reader, but a line of the document printed in a GitHub Actions log can no longer be read
/// as a legacy workflow command (see ``WorkflowCommandText``).
enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    static func quoted(_ text: String) -> String {
        var output = "\""
        output.reserveCapacity(text.utf8.count + 2)
        var hashes = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "[" where hashes >= 2: output += "\\u005b"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
            // Ignorable characters between the two `#`s and the `[` are looked through, as the runner does.
            if scalar == "#" {
                hashes += 1
            } else if !(scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .format) {
                hashes = 0
            }
        }
        output += "\""
        return output
    }

    /// A number as Foundation's encoder writes it: whole numbers without a fraction (`50`), others
    /// in the shortest form that reads back the same (`66.6`).
    static func number(_ value: Double) -> String {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return value.isFinite ? "\(value)" : "null"
    }

    /// `{"a":1,"b":2}` from members already written as JSON, in the order given (callers give
    /// them sorted by key), the `nil` ones left out.
    static func object(_ members: [(key: String, value: String?)]) -> String {
        var output = "{"
        var first = true
        for member in members {
            guard let value = member.value else { continue }
            if !first { output += "," }
            first = false
            output += quoted(member.key) + ":" + value
        }
        return output + "}"
    }

    /// `[a,b]` from elements already written as JSON.
    static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }
}
