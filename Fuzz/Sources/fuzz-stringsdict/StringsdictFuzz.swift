// Fuzzes `.stringsdict` decoding and the plural formatting of what it decodes.
import FuzzSupport
import LocaleServices
import Strings

/// Built once: ICU's plural rules for English and Arabic (six categories), so formatting visits
/// every category branch.
let ruleSets: [PluralRules] = ["en", "ar"].compactMap { tag in
    try? PluralRules.rules(for: LanguageTag(parsing: tag))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzBytes(start, count)
    do {
        let entries = try StringsdictDecoder.decode(bytes, file: "fuzz.stringsdict")
        for (key, entry) in entries {
            require(entry.key == key, "entry \(entry.key) stored under \(key)")
            if let location = entry.location {
                require(location.line >= 1 && location.column >= 1, "entry at \(location)")
            }
            // Formatting a decoded entry must never trap, whatever the numbers.
            for rules in ruleSets {
                for number: FormatArgument in [0, 1, 2, 5, 11, 100, .double(1.5), .unsignedInteger(.max), .integer(.min)] {
                    _ = entry.format([number, number, "text"], rules: rules)
                }
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
