import Foundation
import LocaleServices
import Testing
@testable import IVersion
import TestServer

/// A Mac app distributed outside the App Store: `VersionChecker` reads its appcast from the loopback
/// server, announces the newest build in the user's language, and asks again with a conditional request.
@Suite("VersionChecker with a Sparkle appcast")
struct AppcastRuntimeTests {
    typealias F = RuntimeFixtures

    @Test("the newest build is announced with its HTML notes in German, then an unchanged appcast costs a 304")
    func announcesAndRevalidates() async throws {
        try await withFeedServer { server in
            var configuration = Configuration(applicationVersion: Version("1.1"), applicationBundleID: F.bundleID, applicationName: "Notes")
            configuration.checksAppStore = false
            configuration.appcastURL = server.url("/appcast.xml")
            configuration.applicationBuildNumber = 110
            let checker = VersionChecker(configuration: configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore]),
                                         fetcher: FeedFetcher(cache: InMemoryFeedCache()), preferences: [try LanguageTag(parsing: "de-DE")],
                                         now: { F.now }, rolloutBucket: { 0.5 })
            let first = try await checker.checkForNewVersion()
            let alert = try #require(first.alerts.first)
            #expect(alert.version == "1.2" && alert.title == "Neue Version verfügbar (1.2)")
            #expect(alert.sections.first?.lines == ["Schnellerer Abgleich"])
            // Download is the item's full enclosure, as Sparkle downloads it.
            #expect(alert.updateURL == URL(string: "https://example.com/Notes-1.2.zip"))
            #expect(first.state.rolloutBucket == 0.5)
            let second = try await checker.checkForNewVersion()
            #expect(second.alerts == first.alerts)
            let log = try await server.requests()
            #expect(log.map(\.path) == ["/appcast.xml", "/appcast.xml"])
            #expect(log.map(\.ifNoneMatch) == [nil, "\"appcast-v1\""])
        }
    }
}
