// Fuzzes the Interface Builder reader: its XML tokenizer (tags, attributes, references, CDATA,
// comments, DOCTYPE, nesting, bad UTF-8) and the extractor that names each localizable text.
import FuzzSupport
import Strings
import StringsCheck

/// The first byte frames the rest: 0 = bytes as given; 1 = wrapped in an iOS storyboard's
/// `<document><objects>`; 2 = wrapped in a macOS one. Wrapping lets fragments (a lone
/// `<button id=…><state …/>`) reach the extractor without the mutator rebuilding a document.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var reader = FuzzReader(fuzzBytes(start, count))
    let framing = reader.byte() % 3
    var bytes = Array(reader.rest())
    if framing != 0 {
        let runtime = framing == 1 ? "iOS.CocoaTouch" : "MacOSX.Cocoa"
        bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document targetRuntime=\"\(runtime)\"><objects>".utf8)
            + bytes + Array("</objects></document>\n".utf8)
    }
    // LF, CR LF and a lone CR each end a line, as the reader counts them.
    var lines = 1
    for (index, byte) in bytes.enumerated() where byte == 0x0A || (byte == 0x0D && bytes.dropFirst(index + 1).first != 0x0A) {
        lines += 1
    }
    do {
        let entries = try InterfaceBuilderStrings.entries(bytes, file: "fuzz.xib")
        var previous = SourceLocation(file: "fuzz.xib", line: 0, column: 0)
        for entry in entries {
            let location = entry.location
            require(location.file == "fuzz.xib", "entry names \(String(describing: location.file))")
            require(location.line >= 1 && location.column >= 1 && location.line <= lines, "entry at \(location)")
            // Document order: each text sits after the one before it.
            require((location.line, location.column) > (previous.line, previous.column), "entry at \(location) after \(previous)")
            previous = location
            require(!entry.value.isEmpty, "empty value for \(entry.key)")
            require(entry.key.utf8.count <= 256, "key of \(entry.key.utf8.count) bytes")
            let dot = entry.key.firstIndex(of: ".")
            require(dot != nil && dot != entry.key.startIndex, "key \(entry.key) has no object id")
            require(entry.comment?.hasPrefix("Class = \"") == true, "comment \(String(describing: entry.comment))")
        }
    } catch {
        requireWellFormed(error)
        require(error.location.file == "fuzz.xib", "error names \(String(describing: error.location.file))")
        require(error.location.line <= lines, "error at \(error.location) past the last line \(lines)")
    }
    return 0
}

/// libFuzzer's driver, entered from SwiftPM's entry point (see `runLibFuzzer`).
@main
enum FuzzMain {
    static func main() { runLibFuzzer(fuzz) }
}
