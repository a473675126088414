import Foundation
@_spi(Engine) @_spi(Fuzzing) import IVersionCore
import PropertySupport

/// The feeds a server sends, decoded in process: each shape is the largest one a feed of that kind
/// can take (many entries on one line, long notes, deep markup), at a size far past the default cap.
enum FeedReaders {
    /// Large enough for every shape at 8n: the cap is a separate defence, tested on its own.
    static let limit = 256 << 20

    static let cases: [ScalingCase] = [
        decoder("versions plist", "n versions on one line, each with a line of notes",
                ["Sources/IVersionCore/Feeds/VersionsFeed.swift", "Sources/IVersionCore/Feeds/VersionsPlistDecoder.swift",
                 "Sources/IVersionCore/Feeds/VersionNotes.swift"], unit: 2_000) { n in
            var plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"#
            for index in 0..<n { plist += "<key>1.\(index)</key><string>Fixed &amp; improved item \(index).</string>" }
            return Array((plist + "</dict></plist>").utf8)
        } decode: { bytes in
            try VersionsFeed.decode(bytes, maximumBytes: limit).releases.reduce(0) { $0 + $1.text.utf8.count }
        },
        decoder("App Store lookup", "n results on one line", ["Sources/IVersionCore/Feeds/AppStoreLookup.swift",
                "Sources/IVersionCore/Feeds/JSONInput.swift"], unit: 2_000) { n in
            let result = #"{"version":"1.2","bundleId":"com.example.app","releaseNotes":"a\nb"}"#
            return Array(#"{"resultCount":\#(n),"results":[\#(Array(repeating: result, count: n).joined(separator: ","))]}"#.utf8)
        } decode: { bytes in
            try AppStoreLookup.decode(bytes, maximumBytes: limit)?.releaseNotes?.utf8.count ?? 0
        },
        decoder("SSVC", "n unknown members beside the four it reads", ["Sources/IVersionCore/Feeds/SSVCResponse.swift"], unit: 2_000) { n in
            let members = (0..<n).map { #""x\#($0)":{"a":[1,2,"\u00e9"]}"# }.joined(separator: ",")
            return Array(#"{\#(members),"SSVCLatestVersionKey":"2.0","SSVCLatestVersionAvailableSince":1700000000}"#.utf8)
        } decode: { bytes in
            try SSVCResponse.decode(bytes, maximumBytes: limit).latestVersionKey == nil ? 0 : 1
        },
        decoder("Sparkle appcast", "n items, each with HTML notes and an enclosure",
                ["Sources/IVersionCore/Feeds/SparkleAppcast.swift", "Sources/IVersionCore/Feeds/AppcastItem.swift",
                 "Sources/IVersionCore/Feeds/ReleaseFeed.swift", "Sources/IVersionCore/Feeds/HTMLNoteReader.swift"], unit: 500) { n in
            var feed = #"<?xml version="1.0"?><rss xmlns:sparkle="http://www.andymatuschak.org/xml-namespaces/sparkle"><channel>"#
            for index in 0..<n {
                feed += "<item><title>1.\(index)</title><sparkle:version>1.\(index)</sparkle:version>"
                feed += "<description><![CDATA[<ul><li>Fixed <b>item</b> \(index)</li><li>More</li></ul>]]></description>"
                feed += #"<enclosure url="https://example.com/a\#(index).zip" length="10" type="application/octet-stream"/></item>"#
            }
            return Array((feed + "</channel></rss>").utf8)
        } decode: { bytes in
            try SparkleAppcast.decode(bytes, maximumBytes: limit).releases.reduce(0) { $0 + $1.notes.text.utf8.count }
        },
        decoder("GitHub releases", "n releases, each with Markdown notes", ["Sources/IVersionCore/Feeds/GitHubReleases.swift",
                "Sources/IVersionCore/Feeds/MarkdownText.swift"], unit: 500) { n in
            let releases = (0..<n).map { index in
                ###"{"tag_name":"v1.\###(index)","name":"1.\###(index)","draft":false,"prerelease":false,"html_url":"https://github.com/o/r/releases/\###(index)","body":"## Fixed\n- **bold** [link](https://e.com) `code` \###(index)\n- more"}"###
            }
            return Array("[\(releases.joined(separator: ","))]".utf8)
        } decode: { bytes in
            try GitHubReleases.decode(bytes, maximumBytes: limit).releases.reduce(0) { $0 + $1.notes.text.utf8.count }
        },
        decoder("release notes: HTML", "n unclosed tags and entities in one paragraph", ["Sources/IVersionCore/Feeds/HTMLNoteReader.swift"],
                unit: 4_000) { n in
            Array(String(repeating: "<b><i>a &amp; <a href=\"x\">b", count: n).utf8)
        } decode: { bytes in
            HTMLNoteReader.lines(String(decoding: bytes, as: UTF8.self)).reduce(0) { $0 + $1.utf8.count }
        },
        decoder("release notes: Markdown", "n unclosed brackets, emphasis and code spans on one line",
                ["Sources/IVersionCore/Feeds/MarkdownText.swift"], unit: 4_000) { n in
            Array(String(repeating: "[a *b `c **d ![e](", count: n).utf8)
        } decode: { bytes in
            MarkdownText.lines(String(decoding: bytes, as: UTF8.self)).reduce(0) { $0 + $1.utf8.count }
        },
        decoder("release notes page", "n lines of plain text with bare CRs and trailing spaces",
                ["Sources/IVersionCore/Feeds/ReleaseNotesPage.swift"], unit: 4_000) { n in
            Array(String(repeating: "Fixed a thing.  \r\n\rAdded <3 things\n", count: n).utf8)
        } decode: { bytes in
            ReleaseNotesPage.lines(bytes).reduce(0) { $0 + $1.utf8.count }
        },
    ]

    /// A decoder case: the input is built (not timed), then decoded on this thread and timed by its CPU time.
    /// - Parameter decode: Decodes and returns the size of what came out (bytes of decoded text).
    static func decoder(_ reader: String, _ shape: String, _ sources: [String], unit: Int,
                        input: @escaping @Sendable (Int) -> [UInt8], decode: @escaping @Sendable ([UInt8]) throws -> Int) -> ScalingCase {
        ScalingCase(reader: reader, shape: shape, sources: sources, runner: .inProcess, unit: unit) { n in
            let bytes = input(n)
            let (output, seconds) = try CPUTime.measure { try decode(bytes) }
            return ScalingSample(inputBytes: bytes.count, outputBytes: output, cpuSeconds: seconds, peakMegabytes: nil)
        }
    }
}
