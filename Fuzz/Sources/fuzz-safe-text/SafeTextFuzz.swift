// Fuzzes SafeText, the filter every feed text passes before it enters an alert model (issue 14):
// whatever the input, no line holds a control character or a line break, bidi controls are balanced
// within each line, and filtering again changes nothing. The terminal policy also leaves no bidi
// override; the escape policy leaves no unsafe character and one line; HTML leaves no `<`.
import FuzzSupport
@_spi(Fuzzing) import IVersion

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: fuzzBytes(start, count), as: UTF8.self)
    let lines = SafeText.lines(text)
    require(!lines.isEmpty, "no lines for \(text.debugDescription)")
    for line in lines {
        var embeddings = 0, isolates = 0
        for scalar in line.unicodeScalars {
            let value = scalar.value
            require(value >= 0x20 && !(0x7F...0x9F).contains(value), "control U+\(String(value, radix: 16)) in \(line.debugDescription)")
            require(value != 0x2028 && value != 0x2029, "line separator in \(line.debugDescription)")
            switch value {
            case 0x202A, 0x202B, 0x202D, 0x202E: embeddings += 1
            case 0x202C: embeddings -= 1
            case 0x2066, 0x2067, 0x2068: isolates += 1
            case 0x2069: isolates -= 1
            default: break
            }
            require(embeddings >= 0 && isolates >= 0, "a closing bidi control before its opener in \(line.debugDescription)")
        }
        require(embeddings == 0 && isolates == 0, "unbalanced bidi controls in \(line.debugDescription)")
        require(SafeText.lines(line) == [line], "not idempotent: \(line.debugDescription)")
    }
    require(SafeText.line(text) == lines.joined(separator: " "), "line() differs from lines() joined")
    for line in SafeText.lines(text, .terminal) {
        require(!line.unicodeScalars.contains { $0.value == 0x202D || $0.value == 0x202E }, "override on a terminal: \(line.debugDescription)")
        require(SafeText.lines(line, .terminal) == [line], "terminal not idempotent: \(line.debugDescription)")
    }
    let escaped = SafeText.line(text, .escape)
    require(SafeText.lines(escaped, .strip) == [escaped], "escaped text still holds an unsafe character: \(escaped.debugDescription)")
    require(!SafeText.line(text, .html).contains("<"), "'<' in HTML")
    return 0
}

/// libFuzzer's driver, entered from SwiftPM's entry point (see `runLibFuzzer`).
@main
enum FuzzMain {
    static func main() { runLibFuzzer(fuzz) }
}
