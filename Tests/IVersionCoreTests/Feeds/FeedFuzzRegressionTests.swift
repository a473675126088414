import Foundation
import Testing
@_spi(Engine) @testable import IVersionCore

/// Inputs found by the libFuzzer targets in Fuzz/ (see docs/ROBUSTNESS.md) that crashed a feed
/// decoder; each must now be refused as `.malformed`.
@Suite("Fuzz regressions: feeds")
struct FeedFuzzRegressionTests {
    /// fuzz-versions-feed, crash-d5644a9b: a binary versions plist whose trailer puts the offset table
    /// at 2^64 - 1 trapped on an arithmetic overflow in the binary plist reader's trailer check.
    /// The bytes: `bplist00`, one object (`false`), then the crash's trailer (1-byte offsets and
    /// references, top object and table offset all ones) with the object count cut to 1.
    static let offsetTableAtUInt64Max: [UInt8] = Array("bplist00".utf8) + [0x08]
        + [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01]
        + [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01]
        + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        + [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]

    @Test("versions plist: a binary trailer with the offset table at UInt64.max is malformed")
    func offsetTableAtUInt64Max() {
        #expect {
            try VersionsFeed.decode(Self.offsetTableAtUInt64Max, source: "fuzz")
        } throws: { error in
            guard case let .malformed(source, message) = error as? FeedError else { return false }
            return source == "fuzz" && message.contains("offset table")
        }
    }
}
