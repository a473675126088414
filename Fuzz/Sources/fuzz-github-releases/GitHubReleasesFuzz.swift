// Fuzzes the GitHub releases decoder (JSON) and the Markdown notes it reads.
import Foundation
import FuzzSupport
@_spi(Engine) @_spi(Fuzzing) import IVersion

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzBytes(start, count)
    do {
        let feed = try GitHubReleases.decode(bytes, source: "fuzz", maximumBytes: 1 << 20)
        var previous: Version?
        for release in feed.releases {
            if let previous { require(release.version < previous, "releases not strictly newest first") }
            previous = release.version
            require(!release.notes.lines.contains { $0.allSatisfy(\.isWhitespace) }, "a blank line in the notes")
            if let size = release.downloadSize { require(size >= 0, "negative download size") }
        }
    } catch {
        requireWellFormed(error)
    }
    // The Markdown reader must take any text.
    _ = MarkdownText.lines(String(decoding: bytes, as: UTF8.self))
    return 0
}

/// libFuzzer's driver, entered from SwiftPM's entry point (see `runLibFuzzer`).
@main
enum FuzzMain {
    static func main() { runLibFuzzer(fuzz) }
}
