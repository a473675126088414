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
        checkBudget = 100_000
        checkDepth(value, limit: limits.maximumDepth)
        _ = try? StringsdictDecoder.decode(root: value, file: "fuzz.plist")
        if let file = try? StringsFileParser.parse(bytes, file: "fuzz.plist", limits: limits) {
            require(file.format == .binaryPropertyList, "binary plist parsed as \(file.format)")
        }
    } catch {
        require(error.location.line >= 1 && error.location.column >= 1, "error at \(error.location)")
        require(!error.message.isEmpty, "empty error message")
    }
    return 0
}

/// How many nodes one check may visit: the binary reader shares decoded objects, so a small file
/// can describe a tree with billions of nodes (a DAG); walking it all would time out in the harness.
// libFuzzer calls the target on one thread only.
nonisolated(unsafe) var checkBudget = 0

/// The reader promises never to return a value nested deeper than the limit.
func checkDepth(_ value: PropertyListValue, limit: Int, depth: Int = 0) {
    guard checkBudget > 0 else { return }
    checkBudget -= 1
    switch value {
    case let .array(items):
        require(depth < limit, "array at depth \(depth) beyond limit \(limit)")
        for item in items { checkDepth(item, limit: limit, depth: depth + 1) }
    case let .dictionary(dictionary):
        require(depth < limit, "dictionary at depth \(depth) beyond limit \(limit)")
        for entry in dictionary.entries { checkDepth(entry.value, limit: limit, depth: depth + 1) }
    default:
        break
    }
}

/// libFuzzer's driver, entered from SwiftPM's entry point (see `runLibFuzzer`).
@main
enum FuzzMain {
    static func main() { runLibFuzzer(fuzz) }
}
