import Foundation
import PropertySupport
import Testing
@_spi(Engine) @testable import IVersionCore

/// The release feeds on hostile input: over the cap, nested too deep, wrong types, huge lines.
@Suite("Release feeds: hostile input")
struct ReleaseFeedHostileInputTests {
    @Test("over the size cap, both feeds refuse before parsing")
    func tooLarge() {
        let big = [UInt8](repeating: 0x20, count: 2_000)
        #expect(throws: FeedError.tooLarge(source: "GitHub releases", bytes: 2_000, limit: 1_000)) {
            try GitHubReleases.decode(big, maximumBytes: 1_000)
        }
        #expect(throws: FeedError.tooLarge(source: "appcast", bytes: 2_000, limit: 1_000)) {
            try SparkleAppcast.decode(big, maximumBytes: 1_000)
        }
    }

    @Test("nesting too deep is a clear error, not a crash")
    func deep() {
        let json = Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        #expect(throws: FeedError.malformed(source: "GitHub releases", message: "1:65: nesting deeper than 64 levels")) {
            try GitHubReleases.decode(json)
        }
        let xml = Array(("<rss>" + String(repeating: "<a>", count: 2_000)).utf8)
        do {
            _ = try SparkleAppcast.decode(xml)
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("deeper than 512"), "\(error)")
        }
    }

    @Test("wrong types in every field are skipped or reported, never fatal")
    func wrongTypes() throws {
        let json = Array(#"""
            [{"tag_name": 12, "body": 3}, {"tag_name": "v1.0", "body": ["x"], "published_at": 5, "html_url": {}, "assets": "none",
              "prerelease": "yes", "draft": "no"}]
            """#.utf8)
        let feed = try GitHubReleases.decode(json)
        #expect(feed.releases.map(\.version) == ["1.0"])
        #expect(feed.releases[0].notes.lines.isEmpty && feed.releases[0].date == nil && feed.releases[0].url == nil)
        #expect(!feed.releases[0].isPrerelease)
        #expect(feed.problems.map(\.message) == ["release 0 has no tag_name"])
        let xml = Array("""
            <rss xmlns:sparkle="http://www.andymatuschak.org/xml-namespaces/sparkle"><channel><item>
            <sparkle:shortVersionString>1.0</sparkle:shortVersionString><pubDate>not a date</pubDate>
            <sparkle:phasedRolloutInterval>-5</sparkle:phasedRolloutInterval><enclosure url="https://example.com/a.zip" length="huge"/>
            <sparkle:minimumSystemVersion>x</sparkle:minimumSystemVersion></item></channel></rss>
            """.utf8)
        let release = try #require(try SparkleAppcast.decode(xml).releases.first)
        #expect(release.date == nil && release.phasedRolloutInterval == nil && release.downloadSize == nil && release.minimumSystemVersion == nil)
    }

    /// Sizes small enough not to starve the tests that run beside it; a quadratic reader would still show a
    /// ratio near 100 (the 200,000-entry tables of issue 14 are FeedLinearParsingTests').
    @Test("50,000 releases on one line read in time proportional to 5,000")
    func linear() throws {
        func document(_ count: Int) -> [UInt8] {
            Array(("[" + (0..<count).map { #"{"tag_name": "v1.\#($0)", "body": "- item **\#($0)**"}"# }.joined(separator: ",") + "]").utf8)
        }
        let small = document(5_000), large = document(50_000)
        #expect(try GitHubReleases.decode(large, maximumBytes: 64 << 20).releases.count == 50_000)
        // Best of a few runs each: one run of each, on a machine running other suites, once gave 43.
        let ratio = try GrowthRatio.measure(small: { _ = try GitHubReleases.decode(small, maximumBytes: 64 << 20) },
                                            large: { _ = try GitHubReleases.decode(large, maximumBytes: 64 << 20) })
        #expect(ratio < 30, "ratio \(ratio)")
    }
}
