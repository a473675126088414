// Fuzzes the versions plist feed (XML or binary plist whose keys are versions).
import FuzzSupport
@_spi(Engine) import IVersion

/// The first byte picks the plist form the rest is read as, since the mutator rarely keeps a
/// magic or a prolog intact: 0 = as given, 1 = `bplist00` prefixed, 2 = an XML prolog prefixed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = fuzzBytes(start, count)
    guard let selector = input.first else { return 0 }
    var bytes = Array(input.dropFirst())
    switch selector % 3 {
    case 1: bytes = Array("bplist00".utf8) + bytes
    case 2: bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n".utf8) + bytes
    default: break
    }
    do {
        let feed = try VersionsFeed.decode(bytes, source: "fuzz", maximumBytes: 1 << 20)
        for problem in feed.problems { require(problem.source == "fuzz", "problem names \(problem.source)") }
        let versions = feed.releases.map(\.version)
        // Decoding keeps one release per version (the last of `1.0` and `1.0.0`).
        require(Set(versions).count == versions.count, "duplicate versions in \(versions)")
        if let latest = feed.latest { require(versions.allSatisfy { $0 <= latest.version }, "latest is not the newest") }
        _ = feed.releases(newerThan: versions.first, upTo: versions.last)
        // What we write we must read back as the same releases, less the control characters XML 1.0
        // cannot carry (the writer drops them; the reader refuses them as references).
        let again = try VersionsFeed.decode(feed.encoded(), source: "fuzz", maximumBytes: .max)
        let carried = feed.releases.map { VersionNotes(version: $0.version, lines: $0.lines.map(xmlCarriable)) }
        require(Set(again.releases) == Set(carried), "encode/decode round trip changed the releases")
    } catch {
        requireWellFormed(error)
    }
    return 0
}

/// `text` without the scalars an XML 1.0 document cannot hold in any form.
func xmlCarriable(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        let value = scalar.value
        if (value < 0x20 && value != 0x9 && value != 0xA && value != 0xD) || value == 0xFFFE || value == 0xFFFF { continue }
        scalars.append(scalar)
    }
    return String(scalars)
}

/// libFuzzer's driver, entered from SwiftPM's entry point (see `runLibFuzzer`).
@main
enum FuzzMain {
    static func main() { runLibFuzzer(fuzz) }
}
