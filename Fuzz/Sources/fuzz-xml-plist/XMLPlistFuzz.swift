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
        checkBudget = 100_000
        checkDepth(value, limit: limits.maximumDepth)
        _ = try? StringsdictDecoder.decode(root: value, file: "fuzz.plist")
        if let file = try? StringsFileParser.parse(bytes, file: "fuzz.plist", limits: limits) {
            require(file.format == .xmlPropertyList, "XML plist parsed as \(file.format)")
            for entry in file.entries {
                require(entry.location.line >= 1 && entry.location.column >= 1, "entry at \(entry.location)")
            }
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

/// The reader promises never to return a value nested deeper than the limit; dictionary entries
/// from XML carry positions, which must be real ones.
func checkDepth(_ value: PropertyListValue, limit: Int, depth: Int = 0) {
    guard checkBudget > 0 else { return }
    checkBudget -= 1
    switch value {
    case let .array(items):
        require(depth < limit, "array at depth \(depth) beyond limit \(limit)")
        for item in items { checkDepth(item, limit: limit, depth: depth + 1) }
    case let .dictionary(dictionary):
        require(depth < limit, "dictionary at depth \(depth) beyond limit \(limit)")
        for entry in dictionary.entries {
            if let location = entry.location {
                require(location.line >= 1 && location.column >= 1, "key \(entry.key) at \(location)")
            }
            checkDepth(entry.value, limit: limit, depth: depth + 1)
        }
    default:
        break
    }
}

/// libFuzzer's driver, entered from SwiftPM's entry point (see `runLibFuzzer`).
@main
enum FuzzMain {
    static func main() { runLibFuzzer(fuzz) }
}
