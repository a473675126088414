// Fuzzes the binary property list reader: offsets, counts, object references, cycles, depth.
import FuzzSupport
import Strings

/// Inputs that do not already start with `bplist00` get it prefixed, so every execution reaches
/// the binary reader (the mutator rarely keeps an 8-byte magic intact on its own). The reader's
/// result is also fed to the `.strings` and `.stringsdict` interpretations of a plist.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var bytes = fuzzBytes(start, count)
    if !bytes.starts(with: PropertyListReader.binaryMagic) { bytes = PropertyListReader.binaryMagic + bytes }
    let limits = ParserLimits(maximumBytes: 1 << 20, maximumDepth: 64)
    do {
        let value = try PropertyListReader.read(bytes, file: "fuzz.plist", limits: limits)
        requireBoundedDepth(value, limit: limits.maximumDepth)
        _ = try? StringsdictDecoder.decode(root: value, file: "fuzz.plist")
        if let file = try? StringsFileParser.parse(bytes, file: "fuzz.plist", limits: limits) {
            require(file.format == .binaryPropertyList, "binary plist parsed as \(file.format)")
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
