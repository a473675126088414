// Fuzzes String Catalog (`.xcstrings`, JSON) decoding.
import FuzzSupport
import LocaleServices
import Strings

let english = try? PluralRules.rules(for: LanguageTag(parsing: "en"))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzBytes(start, count)
    do {
        let catalog = try StringCatalogDecoder.decode(bytes, tableName: "Localizable", file: "fuzz.xcstrings")
        for (language, table) in catalog.tables {
            require(table.language == language, "table for \(table.language) stored under \(language)")
            require(table.name == "Localizable", "table named \(table.name)")
            for (key, plural) in table.plurals {
                require(plural.key == key, "plural \(plural.key) stored under \(key)")
                if let english { _ = plural.format([1, 3], rules: english) }
            }
            _ = table.keys
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
