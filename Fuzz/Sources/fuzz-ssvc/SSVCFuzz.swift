// Fuzzes the SSVC (server-side version check) JSON decoder.
import Foundation
import FuzzSupport
@_spi(Engine) import IVersion

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzBytes(start, count)
    do {
        let response = try SSVCResponse.decode(bytes, source: "fuzz", maximumBytes: 1 << 20)
        if let date = response.latestVersionAvailableSince {
            require(abs(date.timeIntervalSince1970) < 3e11, "date \(date) outside ±10,000 years")
        }
        // The decisions on a decoded response must be total.
        for build: UInt64 in [0, 1, .max] {
            _ = response.isUpdateRequired(runningBuildNumber: build)
            _ = response.isUpdateAvailable(runningVersion: Version("1.0"), runningBuildNumber: build)
        }
        _ = response.isUpdateAvailable(runningVersion: Version("1.0"), runningBuildNumber: nil)
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
