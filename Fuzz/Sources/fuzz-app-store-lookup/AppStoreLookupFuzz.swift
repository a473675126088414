// Fuzzes the App Store lookup (iTunes Search API JSON) decoder.
import FuzzSupport
@_spi(Engine) import IVersion

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzBytes(start, count)
    do {
        if let release = try AppStoreLookup.decode(bytes, source: "fuzz", maximumBytes: 1 << 20) {
            _ = release.version.description
            if let url = release.storeURL { _ = url.absoluteString }
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
