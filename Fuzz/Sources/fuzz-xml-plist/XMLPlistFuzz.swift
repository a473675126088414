// Fuzzes the XML property list reader: tags, entities, CDATA, comments, nesting, bad text.
import FuzzSupport
import Strings

/// Inputs that do not already open like an XML plist get a prolog prefixed, so the mutator
/// spends its time inside the document rather than on the sniffing of the first bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var bytes = fuzzBytes(start, count)
    let opensLikeXML = ["<?xml", "<!DOCTYPE plist", "<plist"].contains { bytes.starts(with: Array($0.utf8)) }
    if !opensLikeXML { bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8) + bytes }
    let limits = ParserLimits(maximumBytes: 1 << 20, maximumDepth: 64)
    do {
        let value = try PropertyListReader.read(bytes, file: "fuzz.plist", limits: limits)
        requireBoundedDepth(value, limit: limits.maximumDepth)
        _ = try? StringsdictDecoder.decode(root: value, file: "fuzz.plist")
        if let file = try? StringsFileParser.parse(bytes, file: "fuzz.plist", limits: limits) {
            require(file.format == .xmlPropertyList, "XML plist parsed as \(file.format)")
            for entry in file.entries {
                require(entry.location.line >= 1 && entry.location.column >= 1, "entry at \(entry.location)")
            }
        }
    } catch {
        requireWellFormed(error)
    }
    return 0
}

/// libFuzzer's driver, entered from SwiftPM's entry point (see `runLibFuzzer`).
@main
enum FuzzMain {
    static func main() { runLibFuzzer(fuzz) }
}
