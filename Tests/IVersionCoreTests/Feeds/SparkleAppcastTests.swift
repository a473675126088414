import Foundation
import LocaleServices
import Testing
@testable import EngineTestSupport
@_spi(Engine) @_spi(Fuzzing) @testable import IVersionCore
@testable import IVersionCore

/// Sparkle appcasts: the feed read with its own prefix, and the engine's rules for its items.
@Suite("Sparkle appcast")
struct SparkleAppcastTests {
    typealias F = Fixtures

    static let appcast = Array("""
        <?xml version="1.0" encoding="utf-8"?>
        <rss version="2.0" xmlns:s="http://www.andymatuschak.org/xml-namespaces/sparkle" xmlns:dc="http://purl.org/dc/elements/1.1/">
          <channel>
            <title>Notes</title>
            <item>
              <title>Version 2.0 beta</title>
              <s:channel>beta</s:channel>
              <pubDate>Mon, 16 Nov 2026 10:00:00 +0000</pubDate>
              <enclosure url="https://example.com/Notes-2.0b1.zip" s:version="200" s:shortVersionString="2.0b1" length="9000000" type="application/octet-stream"/>
            </item>
            <item>
              <title>Version 1.2</title>
              <link>https://example.com/notes/1.2</link>
              <s:version>120</s:version>
              <s:shortVersionString>1.2</s:shortVersionString>
              <s:minimumSystemVersion>13.0</s:minimumSystemVersion>
              <s:releaseNotesLink>https://example.com/notes/1.2.html</s:releaseNotesLink>
              <s:releaseNotesLink xml:lang="de">https://example.com/notes/1.2.de.html</s:releaseNotesLink>
              <description><![CDATA[<h2>New</h2><ul><li>Faster <b>sync</b></li><li>Dark&nbsp;mode &amp; more</li></ul>]]></description>
              <description xml:lang="de"><![CDATA[<ul><li>Schnellerer Abgleich</li></ul>]]></description>
              <pubDate>Sat, 21 Nov 2026 12:00:00 +0100</pubDate>
              <enclosure url="https://example.com/Notes-1.2.zip" length="5242880" type="application/octet-stream"/>
            </item>
            <item>
              <title>Version 1.1</title>
              <s:criticalUpdate/>
              <enclosure url="https://example.com/Notes-1.1.zip" s:version="110" s:shortVersionString="1.1" length="4000000"/>
              <pubDate>Tue, 01 Sep 2026 08:00:00 GMT</pubDate>
              <description>Security fix</description>
            </item>
            <item><title>Broken</title><enclosure url="https://example.com/x.zip" s:shortVersionString="one.two"/></item>
          </channel>
        </rss>
        """.utf8)

    @Test("items with Sparkle's elements under the feed's own prefix, HTML notes as lines, per-language variants")
    func decode() throws {
        let feed = try SparkleAppcast.decode(Self.appcast, source: "appcast.xml")
        #expect(feed.releases.map(\.version) == ["2.0b1", "1.2", "1.1"])
        let beta = feed.releases[0], stable = feed.releases[1], critical = feed.releases[2]
        #expect(beta.channel == "beta" && beta.build == "200" && beta.downloadSize == 9_000_000)
        #expect(beta.url == URL(string: "https://example.com/Notes-2.0b1.zip"))
        #expect(stable.build == "120" && stable.minimumSystemVersion == "13.0" && stable.url == URL(string: "https://example.com/Notes-1.2.zip"))
        #expect(stable.infoURL == URL(string: "https://example.com/notes/1.2"))
        #expect(stable.notes.lines == ["New", "Faster sync", "Dark mode & more"])
        #expect(stable.notes.translations == ["de": ["Schnellerer Abgleich"]])
        #expect(stable.releaseNotesURL == URL(string: "https://example.com/notes/1.2.html"))
        #expect(stable.localizedReleaseNotesURLs == ["de": URL(string: "https://example.com/notes/1.2.de.html")!])
        #expect(stable.date == F.now.addingTimeInterval(-2 * F.day - 3_600))
        #expect(stable.downloadSize == 5_242_880)
        #expect(critical.isCritical && critical.notes.lines == ["Security fix"])
        #expect(critical.date == Date(timeIntervalSince1970: 1_788_249_600))
        #expect(feed.problems.map(\.description) == [#"appcast.xml: item version "one.two" is not a version"#])
    }

    @Test("not RSS, or not XML, is refused with where and why", arguments: [
        ("<feed></feed>", "appcast: 1:1: the document is not an RSS feed (its root is not <rss>)"),
        ("<rss><channel><item></channel></rss>", "appcast: 1:21: closing tag </channel> does not match <item> opened at 1:15"),
    ])
    func malformed(text: String, message: String) {
        do {
            _ = try SparkleAppcast.decode(Array(text.utf8))
            Issue.record("accepted")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("HTML notes: blocks become lines, tags and scripts go, entities are decoded, hostile text stays linear")
    func html() {
        #expect(HTMLNoteReader.lines("<p>One<br>Two</p><script>alert(1)</script><p>a &lt; b &#233;&#x4E2D; &bogus; &</p>")
            == ["One", "Two", "a < b é中 &bogus; &"])
        #expect(HTMLNoteReader.lines("<div>  spaced \n  out  </div>") == ["spaced out"])
        let hostile = String(repeating: "<&", count: 200_000)
        #expect(HTMLNoteReader.lines(hostile).first?.count == 400_000)
    }

    static func configuration(build: UInt64? = 110, _ change: (inout Configuration) -> Void = { _ in }) -> Configuration {
        var configuration = Configuration(applicationVersion: "1.1", applicationBundleID: "com.example.notes")
        configuration.removeFeeds(.appStore)
        configuration.setFeed(.appcast(URL(string: "https://example.com/appcast.xml")!))
        configuration.applicationBuildNumber = build
        change(&configuration)
        return configuration
    }

    static func decide(_ configuration: Configuration, os: String? = "14.0", bucket: Double? = nil, now: Date = F.now) throws -> Decision<RemoteOutcome> {
        var state = CheckState(lastVersion: "1.1")
        state.rolloutBucket = bucket
        return CheckEngine.remote(configuration, state: state, now: now, osVersion: os.map(F.v),
                                  feeds: FetchedFeeds(appcast: .success(try SparkleAppcast.decode(Self.appcast).selected(as: .appcast, in: configuration))))
    }

    @Test("builds are compared as Sparkle compares them; channels and the OS minimum apply")
    func engine() throws {
        guard case let .updateAvailable(update) = try Self.decide(Self.configuration()).outcome else { Issue.record("no update"); return }
        #expect(update.latestVersion == "1.2" && update.releases.map(\.version) == ["1.2"] && !update.isMandatory)
        #expect(update.updateURL == URL(string: "https://example.com/Notes-1.2.zip") && update.fileSizeBytes == 5_242_880)
        // Build 120 running as "1.1": nothing newer by build, whatever the version says.
        #expect(try Self.decide(Self.configuration(build: 120)).outcome == .noUpdate(.upToDate))
        // On the beta channel, 2.0b1 (build 200).
        guard case let .updateAvailable(beta) = try Self.decide(Self.configuration { $0.setFeed(.appcast(URL(string: "https://example.com/appcast.xml")!, channels: ["beta"])) }).outcome else {
            Issue.record("no beta"); return
        }
        #expect(beta.latestVersion == "2.0b1")
        // On macOS 12, 1.2 (which needs 13.0) is skipped and nothing else is newer.
        let old = try Self.decide(Self.configuration(), os: "12.6")
        #expect(old.outcome == .noUpdate(.upToDate) && old.reasons.contains("1.2 needs OS 13.0; running 12.6"))
        // Build 100 is below 1.1 (build 110), which is critical, but 1.2 is announced and is not: as in Sparkle,
        // the announced item's mark counts (AppcastSemanticsTests covers the critical item itself).
        guard case let .updateAvailable(missed) = try Self.decide(Self.configuration(build: 100)).outcome else { Issue.record("no update"); return }
        #expect(!missed.isMandatory && missed.releases.map(\.version) == ["1.2", "1.1"])
    }

    @Test("a phased rollout tells one group more each interval, by the installation's bucket")
    func rollout() throws {
        var feed = try SparkleAppcast.decode(Self.appcast)
        feed.releases[1].phasedRolloutInterval = 86_400
        func outcome(bucket: Double) -> RemoteOutcome {
            var state = CheckState(lastVersion: "1.1")
            state.rolloutBucket = bucket
            return CheckEngine.remote(Self.configuration(), state: state, now: F.now, osVersion: nil, feeds: FetchedFeeds(appcast: .success(feed))).outcome
        }
        // Released 2 days and 1 hour ago: groups 1 to 3 of 7 are told (buckets below 3/7).
        guard case .updateAvailable = outcome(bucket: 0.40) else { Issue.record("bucket 0.40 not told"); return }
        // Bucket 0.50 is in group 4, told 3 intervals after the release.
        let released = try #require(feed.releases[1].date)
        #expect(outcome(bucket: 0.50) == .noUpdate(.rollingOut("1.2", share: 3.0 / 7, until: released.addingTimeInterval(3 * 86_400))))
    }

    @Test("RFC 822 dates: the moment, whatever the offset; nonsense is no date and never a crash", arguments: [
        ("Wed, 09 Jan 2019 19:20:11 +0000", 1_547_061_611.0), ("09 Jan 2019 19:20:11 GMT", 1_547_061_611.0),
        ("Wed, 09 Jan 2019 21:20:11 +0200", 1_547_061_611.0), ("Wed, 09 Jan 19 19:20 -0100", 1_547_065_200.0),
        ("Sat, 29 Feb 2020 00:00:00 +0000", 1_582_934_400.0),
    ])
    func rfc822Dates(text: String, seconds: Double) {
        #expect(SparkleAppcast.date(text)?.timeIntervalSince1970 == seconds)
    }

    @Test("RFC 822 dates out of range are no dates", arguments: [
        "Wed, 09 Jan 99999999999999999 19:20:11 +0000", "Wed, 09 Foo 2019 19:20:11 +0000", "09 Jan 2019", "32 Jan 2019 10:00:00 GMT",
        "09 Jan 2019 25:00:00 GMT", "09 Jan 2019 10:00:99 GMT", "09 Jan -5 10:00:00 GMT",
        // Offsets a clock cannot show (issue 28): 99 hours 99 minutes, 24 hours, 60 minutes, a sign inside.
        "Wed, 09 Jan 2019 19:20:11 +9999", "Wed, 09 Jan 2019 19:20:11 -2400", "Wed, 09 Jan 2019 19:20:11 +0160",
        "Wed, 09 Jan 2019 19:20:11 +-100",
    ])
    func rfc822Nonsense(text: String) {
        #expect(SparkleAppcast.date(text) == nil)
    }
}
