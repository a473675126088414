import IVersionSupport
/// JSON values written as text, piece by piece, for the reports that are streamed (JSON and SARIF):
/// an encoder would hold the whole document, and a report of 300,000 findings took 833 MB so.
///
/// Strings are escaped as Foundation's encoder escapes them (`"`, `\`, control characters; `/`
/// kept), and one more thing: a `[` after `##` is written `\u005b`. The value is the same to any
/// JSON reader, but a line of the document printed in a GitHub Actions log can no longer be read
/// as a legacy workflow command (the scan is the one every CI-log output uses: `LegacyWorkflowCommandScan`).
enum JSONText {
    /// `text` as a JSON string literal, quotes included.
    static func quoted(_ text: String) -> String {
        // Most texts need no escape at all: one pass over the bytes says so.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "[") })
        else { return "\"" + text + "\"" }
        var output: [UInt8] = [UInt8(ascii: "\"")]
        output.reserveCapacity(text.utf8.count + 16)
        var scan = LegacyWorkflowCommandScan()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            let value = scalar.value
            // The scan reads what the log shows: a control is written as an escape, which starts with `\`.
            if scan.startsCommand(value < 0x20 ? "\\" : scalar) {
                output += Array("\\u005b".utf8)
                continue
            }
            switch value {
            case 0x22: output += [0x5C, 0x22]                        // \"
            case 0x5C: output += [0x5C, 0x5C]                        // \\
            case 0x0A: output += [0x5C, UInt8(ascii: "n")]
            case 0x0D: output += [0x5C, UInt8(ascii: "r")]
            case 0x09: output += [0x5C, UInt8(ascii: "t")]
            case 0x08: output += [0x5C, UInt8(ascii: "b")]
            case 0x0C: output += [0x5C, UInt8(ascii: "f")]
            case 0..<0x20:
                let hex = String(value, radix: 16)
                output += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            case 0..<0x80: output.append(UInt8(value))
            default: UTF8.encode(scalar) { output.append($0) }
            }
        }
        output.append(UInt8(ascii: "\""))
        return String(decoding: output, as: UTF8.self)
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
