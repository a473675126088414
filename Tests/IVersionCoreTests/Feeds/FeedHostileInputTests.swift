import Foundation
import Testing
@_spi(Engine) @testable import IVersionCore

/// Every decoder, for tables that feed the same hostile bytes to all of them.
enum FeedDecoder: String, CaseIterable, CustomTestStringConvertible {
    case versionsPlist, appStoreLookup, ssvc

    var testDescription: String { rawValue }

    func decode(_ bytes: [UInt8], maximumBytes: Int = FeedLimits.defaultMaximumBytes) throws(FeedError) {
        switch self {
        case .versionsPlist: _ = try VersionsFeed.decode(bytes, maximumBytes: maximumBytes)
        case .appStoreLookup: _ = try AppStoreLookup.decode(bytes, maximumBytes: maximumBytes)
        case .ssvc: _ = try SSVCResponse.decode(bytes, maximumBytes: maximumBytes)
        }
    }

    var source: String {
        switch self {
        case .versionsPlist: "versions plist"
        case .appStoreLookup: "App Store lookup"
        case .ssvc: "SSVC response"
        }
    }
}

/// Inputs no decoder accepts; each must throw `.malformed`, never crash or hang.
private let garbage: [(String, [UInt8])] = [
    ("empty", []),
    ("whitespace", Array("  \n\t ".utf8)),
    ("binary garbage", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }),
    ("NUL bytes", [UInt8](repeating: 0, count: 64)),
    ("invalid UTF-8", [0xFF, 0xFE, 0x7B, 0xC3, 0x28, 0x7D]),
    ("PNG header", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
    ("truncated bplist", Array("bplist00".utf8) + [0xD1, 0x01, 0x02]),
    ("deep JSON arrays", Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)),
    ("deep JSON objects", Array((String(repeating: #"{"a":"#, count: 50_000) + "1" + String(repeating: "}", count: 50_000)).utf8)),
    ("deep plist", Array(("<plist>" + String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000) + "</plist>").utf8)),
    ("unterminated JSON", Array(#"{"resultCount":1,"results":[{"version":"1.0"#.utf8)),
    ("unterminated plist", Array("<plist><dict><key>1.0</key><string>x".utf8)),
    ("HTML error page", Array("<html><body>502 Bad Gateway</body></html>".utf8)),
    ("JSON with trailing junk", Array(#"{"resultCount":0} trailing"#.utf8)),
    ("plist array root", Array("<plist><array><string>1.0</string></array></plist>".utf8)),
    ("plist string root", Array("<plist><string>1.0</string></plist>".utf8)),
    ("lone string", Array(#""text""#.utf8)),
]

@Suite("Feed decoders on hostile input")
struct FeedHostileInputTests {
    @Test("garbage is malformed, never a crash", arguments: FeedDecoder.allCases, garbage.map(\.0))
    func garbageIsMalformed(decoder: FeedDecoder, name: String) {
        let input = garbage.first { $0.0 == name }!.1
        do {
            try decoder.decode(input)
            Issue.record("\(name) was accepted")
        } catch {
            guard case let .malformed(source, message) = error else { Issue.record("\(error)"); return }
            #expect(source == decoder.source)
            #expect(!message.isEmpty)
        }
    }

    @Test("size cap", arguments: FeedDecoder.allCases)
    func sizeCap(decoder: FeedDecoder) {
        let input = [UInt8](repeating: 0x20, count: 101)
        #expect(throws: FeedError.tooLarge(source: decoder.source, bytes: 101, limit: 100)) { try decoder.decode(input, maximumBytes: 100) }
        let big = [UInt8](repeating: 0x20, count: FeedLimits.defaultMaximumBytes + 1)
        #expect(throws: FeedError.tooLarge(source: decoder.source, bytes: big.count, limit: 8 << 20)) { try decoder.decode(big) }
    }

    @Test func tooLargeDescription() {
        #expect(FeedError.tooLarge(source: "SSVC response", bytes: 10, limit: 5).description == "SSVC response: the input is 10 bytes, more than the limit of 5 bytes")
    }

    @Test("plist syntax errors carry line:col", arguments: [
        ("<plist>\n<dict>\n  <key>1.0</key>\n  <strin>x</string>\n</dict></plist>", "versions plist: 4:"),
        ("<plist><dict><key>1.0</key></dict></plist>", "versions plist: 1:"),
        ("<plist><array/></plist>", "versions plist: the root is an array, expected a dictionary of versions"),
    ])
    func plistErrors(text: String, prefix: String) {
        do {
            _ = try VersionsFeed.decode(Array(text.utf8))
            Issue.record("accepted")
        } catch {
            #expect(error.description.hasPrefix(prefix), "\(error)")
        }
    }

    @Test("JSON syntax errors say where and what", arguments: [
        ("{\n  \"a\": 1,\n  oops\n}", "3:3: expected '\"' to start a key, found 'o'"),
        (#"{"a":1} trailing"#, "1:9: unexpected 't' after the JSON value"),
        (#"{"a" 1}"#, "1:6: expected ':' after a key, found '1'"),
        (#"{"a":[1 2]}"#, "1:9: expected ',' or ']' in an array, found '2'"),
        (#"{"a":1,}"#, "1:8: expected '\"' to start a key, found '}'"),
        (#"{"a":"unterminated}"#, "1:6: unterminated string"),
        (#"{"a":"bad \q escape"}"#, "1:12: invalid escape \\'q' in a string"),
        (#"{"a":"\u12G4"}"#, "1:11: expected 4 hex digits after \\u, found 'G'"),
        ("{\"a\":\"tab\tinside\"}", "1:10: control character byte 0x9 in a string (escape it)"),
        (#"{"a":01}"#, "1:7: expected ',' or '}' in an object, found '1'"),
        (#"{"a":-}"#, "1:7: expected a digit, found '}'"),
        (#"{"a":1.}"#, "1:8: expected a digit after '.', found '}'"),
        (#"{"a":1e}"#, "1:8: expected a digit in the exponent, found '}'"),
        (#"{"a":NaN}"#, "1:6: expected a JSON value, found 'N'"),
        (#"{"a":tru}"#, "1:6: expected a JSON value, found 't'"),
        (#"{"a":Infinity}"#, "1:6: expected a JSON value, found 'I'"),
        ("\u{FEFF}{}", "1:1: expected a JSON value, found byte 0xEF"),
    ])
    func jsonSyntax(json: String, message: String) {
        for decoder in [FeedDecoder.appStoreLookup, .ssvc] {
            #expect(throws: FeedError.malformed(source: decoder.source, message: message)) { try decoder.decode(Array(json.utf8)) }
        }
    }

    @Test("invalid UTF-8 inside a string is malformed", arguments: [[0xC3, 0x28], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xF0, 0x9F, 0x98]] as [[UInt8]])
    func invalidUTF8InsideAString(sequence: [UInt8]) {
        let input = Array(#"{"SSVCLatestVersionKey":""#.utf8) + sequence + Array(#""}"#.utf8)
        #expect(throws: FeedError.malformed(source: "SSVC response", message: "1:26: invalid UTF-8 (byte 0x\(String(sequence[0], radix: 16, uppercase: true))) in a string")) {
            try SSVCResponse.decode(input)
        }
    }

    @Test func validUTF8InsideAStringIsRead() throws {
        let json = #"{"results":[{"version":"1.0","releaseNotes":"é 日本 🙂 \u00e9"}]}"#
        #expect(try AppStoreLookup.decode(Array(json.utf8))?.releaseNotes == "é 日本 🙂 é")
    }

    @Test func depthErrorSaysWhere() {
        let input = Array(("[\n" + String(repeating: "[", count: 100)).utf8)
        #expect(throws: FeedError.malformed(source: "SSVC response", message: "2:64: nesting deeper than 64 levels")) { try SSVCResponse.decode(input) }
    }

    @Test func bracketsInsideStringsAreNotNesting() throws {
        let text = String(repeating: "[{", count: 1000) + #"\"]"#
        let json = #"{"SSVCLatestVersionKey":"1.0","x":"\#(text)"}"#
        #expect(try SSVCResponse.decode(Array(json.utf8)).latestVersionKey == Version("1.0"))
    }

    @Test func wrongTypesEverywhere() throws {
        let json = #"{"resultCount":"one","results":[{"version":"1.0","trackId":[],"bundleId":{},"trackViewUrl":false,"minimumOsVersion":null,"currentVersionReleaseDate":[1],"fileSizeBytes":{"a":1},"releaseNotes":[]}]}"#
        #expect(try AppStoreLookup.decode(Array(json.utf8)) == AppStoreRelease(version: Version("1.0")))
        let ssvc = #"{"SSVCMinimumSupportedVersionNumber":{},"SSVCLatestVersionAvailableSince":[],"SSVCLatestVersionKey":{},"SSVCLatestVersionNumber":"x"}"#
        #expect(try SSVCResponse.decode(Array(ssvc.utf8)) == SSVCResponse())
    }

    @Test func hugeNumbersAndLongStrings() throws {
        let digits = String(repeating: "9", count: 10_000)
        let json = #"{"resultCount":1,"results":[{"version":"\#(digits).1","trackId":\#(digits),"fileSizeBytes":"\#(digits)"}]}"#
        let release = try #require(try AppStoreLookup.decode(Array(json.utf8)))
        #expect(release.appID == nil)
        #expect(release.fileSizeBytes == nil)
        #expect(release.version.text.count == 10_002)
    }
}
