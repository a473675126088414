// Fuzzes format-string parsing, signatures and the safe formatter.
import FuzzSupport
import LocaleServices
import Strings

/// A locale with its own digits and separators, so the localised number paths run too.
let arabic = (try? LanguageTag(parsing: "ar")).map { LocaleFormatter(locale: $0) }

/// Input layout: one byte N (0...255) is the format's length; the next N bytes are the format
/// (decoded leniently as UTF-8, so any bytes give some string); the rest is a list of arguments,
/// each a tag byte (kind, and whether to use the locale) then its payload.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var reader = FuzzReader(fuzzBytes(start, count))
    let formatLength = Int(reader.byte())
    let format = String(decoding: reader.bytes(formatLength), as: UTF8.self)
    var arguments: [FormatArgument] = []
    var useLocale = false
    while !reader.isAtEnd, arguments.count < 16 {
        let tag = reader.byte()
        useLocale = useLocale || tag & 0x80 != 0
        switch tag & 0x03 {
        case 0: arguments.append(.integer(Int64(bitPattern: reader.uint64())))
        case 1: arguments.append(.unsignedInteger(reader.uint64()))
        case 2: arguments.append(.double(Double(bitPattern: reader.uint64())))
        default:
            // Up to 2 KiB, so texts longer than the formatter's 1,000-character width cap occur.
            let length = Int(reader.byte()) | Int(reader.byte() & 0x07) << 8
            arguments.append(.string(String(decoding: reader.bytes(length), as: UTF8.self)))
        }
    }

    let parsed = FormatString(format)
    let utf16Count = format.utf16.count
    for specifier in parsed.specifiers {
        require(specifier.offset >= 0, "specifier at offset \(specifier.offset)")
        require(specifier.text.hasPrefix("%"), "specifier text \(specifier.text)")
        if let position = specifier.explicitPosition { require(position >= 1, "position \(position)") }
    }
    for problem in parsed.problems {
        require(problem.offset >= 0, "problem at offset \(problem.offset) in \(utf16Count) units")
    }
    let signature = parsed.signature
    require(signature.gaps.allSatisfy { $0 >= 1 && $0 <= signature.count }, "gaps \(signature.gaps)")
    require(signature.arguments.keys.allSatisfy { $0 >= 1 }, "argument positions \(signature.arguments.keys)")
    // gaps and description are built from the used positions only; check them against the
    // obvious definitions where those are cheap, and that the description stays short.
    if signature.count <= 1_000 {
        require(signature.gaps == (0..<signature.count).map { $0 + 1 }.filter { signature.arguments[$0] == nil },
                "gaps \(signature.gaps) for \(signature.arguments)")
    }
    require(signature.description.utf8.count <= 128 * (signature.arguments.count + 1),
            "description of \(signature.description.utf8.count) bytes for \(signature.arguments.count) positions")

    let result = SafeFormatter.format(parsed, arguments, locale: useLocale ? arabic : nil,
                                      variables: ["name": "value"])
    _ = result.diagnostics.map(\.description)
    // A format with no conversions at all is copied through unchanged.
    if !format.contains("%") {
        require(result.string == format, "plain text changed: \(format.debugDescription) -> \(result.string.debugDescription)")
    }
    // Same answer from the String entry point.
    require(SafeFormatter.format(format, arguments).string == SafeFormatter.format(parsed, arguments).string,
            "the two entry points disagree")
    return 0
}

/// libFuzzer's driver, entered from SwiftPM's entry point (see `runLibFuzzer`).
@main
enum FuzzMain {
    static func main() { runLibFuzzer(fuzz) }
}
