// Fuzzes the Sparkle appcast decoder (XML) and the HTML notes it reads.
import Foundation
import FuzzSupport
@_spi(Engine) @_spi(Fuzzing) import IVersion

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzBytes(start, count)
    do {
        let feed = try SparkleAppcast.decode(bytes, source: "fuzz", maximumBytes: 1 << 20)
        // Newest first as Sparkle orders builds; one release per shown version.
        var previous: Version?
        var shown = Set<Version>()
        for release in feed.releases {
            if let previous { require(!VersionOrder.sparkle.isOlder(previous, than: release.comparedVersion), "releases not newest first") }
            require(shown.insert(release.version).inserted, "a version twice")
            previous = release.comparedVersion
            for url in [release.url, release.infoURL, release.releaseNotesURL].compactMap({ $0 }) + Array(release.localizedReleaseNotesURLs.values) {
                require(["http", "https"].contains(url.scheme?.lowercased() ?? ""), "a URL that is not http(s)")
            }
            require(!release.notes.lines.contains { $0.isEmpty }, "an empty line in the notes")
            if let interval = release.phasedRolloutInterval { require(interval > 0 && interval.isFinite, "bad rollout interval") }
        }
    } catch {
        requireWellFormed(error)
    }
    _ = HTMLNoteReader.lines(String(decoding: bytes, as: UTF8.self))
    return 0
}

/// libFuzzer's driver, entered from SwiftPM's entry point (see `runLibFuzzer`).
@main
enum FuzzMain {
    static func main() { runLibFuzzer(fuzz) }
}
