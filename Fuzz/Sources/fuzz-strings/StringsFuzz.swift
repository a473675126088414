// Fuzzes the `.strings` parser through its public entry point, in each text encoding it reads.
import FuzzSupport
import Strings

/// The first byte picks the encoding the rest is fed in, so one corpus reaches every decoder:
/// 0 = bytes as given (UTF-8, or whatever form the parser detects), 1 = UTF-16 LE with BOM,
/// 2 = UTF-16 BE with BOM, 3 = UTF-8 with BOM. The rest of the byte picks tight limits, so the
/// limit paths are fuzzed too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = fuzzBytes(start, count)
    guard let selector = input.first else { return 0 }
    let body = Array(input.dropFirst())
    let bytes: [UInt8]
    switch selector & 0x03 {
    case 1: bytes = [0xFF, 0xFE] + body
    case 2: bytes = [0xFE, 0xFF] + body
    case 3: bytes = [0xEF, 0xBB, 0xBF] + body
    default: bytes = body
    }
    let limits = selector & 0x04 != 0 ? ParserLimits(maximumBytes: 4096, maximumDepth: 4) : .default
    do {
        let file = try StringsFileParser.parse(bytes, file: "fuzz.strings", limits: limits)
        for entry in file.entries {
            require(entry.location.line >= 1 && entry.location.column >= 1, "entry at \(entry.location)")
            require(entry.location.file == "fuzz.strings", "entry names \(String(describing: entry.location.file))")
        }
        for warning in file.warnings {
            require(warning.location.line >= 1 && warning.location.column >= 1, "warning at \(warning.location)")
        }
        // The table keeps the last of duplicate keys, so it can only be smaller than the entries.
        require(file.table.count <= file.entries.count, "table larger than entries")
        require(bytes.count <= limits.maximumBytes, "accepted \(bytes.count) bytes over the limit")
    } catch {
        requireWellFormed(error)
        _ = error.description
    }
    checkRecovering(bytes, limits: limits)
    return 0
}

/// Recovering reads on where strict reading stops: the two must agree on the first problem, and
/// every error kept must be well formed and in file order.
func checkRecovering(_ bytes: [UInt8], limits: ParserLimits) {
    let strict = Result { () throws(StringsError) in try StringsFileParser.parse(bytes, file: "fuzz.strings", limits: limits) }
    do {
        let file = try StringsFileParser.parse(bytes, file: "fuzz.strings", limits: limits, mode: .recovering)
        file.errors.forEach(requireWellFormed)
        require(file.errors.count <= 101, "\(file.errors.count) errors kept")
        for (earlier, later) in zip(file.errors, file.errors.dropFirst()) {
            require(earlier.location.line <= later.location.line, "errors out of order: \(earlier) then \(later)")
        }
        switch strict {
        case let .success(strictFile):
            require(file.errors.isEmpty && strictFile.entries == file.entries, "strict read what recovering did not")
        case let .failure(error):
            require(file.errors.first == error, "strict threw \(error), recovering kept \(String(describing: file.errors.first))")
        }
    } catch {
        requireWellFormed(error)
        if case let .failure(strictError) = strict { require(strictError == error, "different fatal errors") }
    }
}

/// libFuzzer's driver, entered from SwiftPM's entry point (see `runLibFuzzer`).
@main
enum FuzzMain {
    static func main() { runLibFuzzer(fuzz) }
}
