import Foundation
import LocaleServices
import RuntimeTestSupport
import TestServer
import Testing
@testable import EngineTestSupport
@testable import IVersion

/// A Mac app distributed outside the App Store: `VersionChecker` reads its appcast from the loopback
/// server, announces the newest build in the user's language, and asks again with a conditional request.
@Suite("VersionChecker with a Sparkle appcast")
struct AppcastRuntimeTests {
    typealias F = RuntimeFixtures

    @Test("the newest build is announced with its HTML notes in German, then an unchanged appcast costs a 304")
    func announcesAndRevalidates() async throws {
        try await withFeedServer { server in
            var configuration = Configuration(
                applicationVersion: Version("1.1"), applicationBundleID: F.bundleID, applicationName: "Notes")
            configuration.removeFeeds(.appStore)
            configuration.setFeed(.appcast(server.url("/appcast.xml")))
            configuration.applicationBuildNumber = 110
            let checker = VersionChecker.testing(
                configuration: configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore]),
                cache: InMemoryFeedCache(), preferences: [try LanguageTag(parsing: "de-DE")],
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

    static func relativeChecker(_ server: FeedServer, language: String, cache: InMemoryFeedCache = InMemoryFeedCache())
        throws -> VersionChecker
    {
        var configuration = Configuration(
            applicationVersion: Version("1.9"), applicationBundleID: F.bundleID, applicationName: "Notes")
        configuration.removeFeeds(.appStore)
        configuration.setFeed(.appcast(server.url("/moved/appcast.xml")))
        return VersionChecker.testing(
            configuration: configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore]),
            cache: cache, preferences: [try LanguageTag(parsing: language)],
            now: { F.now }, rolloutBucket: { 0.5 })
    }

    @Test(
        "relative links resolve against the redirected feed's URL: the download and the notes page come from beside it")
    func relativeLinksAfterARedirect() async throws {
        try await withFeedServer { server in
            let result = try await Self.relativeChecker(server, language: "en-US").checkForNewVersion()
            let alert = try #require(result.alerts.first)
            #expect(alert.version == "2.0" && alert.downloadSizeText == "Download size: 7.3 MB")
            #expect(alert.updateURL == server.url("/sparkle/stable/Notes%202.0.zip"))
            #expect(alert.releaseNotesURL == server.url("/sparkle/stable/notes/2.0.html"))
            // The item had no description: its notes page was fetched, as HTML becomes lines.
            #expect(alert.sections.first?.lines == ["Notes 2.0", "Faster sync", "Dark mode"])
            #expect(result.warnings.isEmpty && result.failures.isEmpty)
            let paths = try await server.requests().map(\.path)
            #expect(paths == ["/moved/appcast.xml", "/sparkle/stable/appcast.xml", "/sparkle/stable/notes/2.0.html"])
        }
    }

    @Test(
        "a German user reads the German notes page, a Spanish user the Spanish one (plain text, as it is); both revalidate"
    )
    func localizedReleaseNotesLinks() async throws {
        try await withFeedServer { server in
            let cache = InMemoryFeedCache()
            let german = try await Self.relativeChecker(server, language: "de-AT", cache: cache).checkForNewVersion()
            let deAlert = try #require(german.alerts.first)
            #expect(deAlert.title == "Neue Version verfügbar (2.0)")
            #expect(deAlert.sections.first?.lines == ["Schnellerer Abgleich", "Dunkelmodus"])
            #expect(deAlert.releaseNotesURL == server.url("/sparkle/stable/notes/2.0.de.html"))
            let spanish = try await Self.relativeChecker(server, language: "es-MX", cache: cache).checkForNewVersion()
            let esAlert = try #require(spanish.alerts.first)
            #expect(esAlert.sections.first?.lines == ["Sincronización más rápida", "  - Modo oscuro < claro"])
            #expect(esAlert.releaseNotesURL == server.url("/sparkle/stable/notes/2.0.es.txt"))
            // Asked again, the notes page is a conditional request, answered 304 from the cache.
            let again = try await Self.relativeChecker(server, language: "es-MX", cache: cache).checkForNewVersion()
            #expect(again.alerts.first?.sections.first?.lines == esAlert.sections.first?.lines)
            let log = try await server.requests().filter { $0.path.hasSuffix(".es.txt") }
            #expect(log.map(\.ifNoneMatch).first == .some(nil) && log.count == 2 && log.last?.ifNoneMatch != nil)
        }
    }

    @Test("a notes page that cannot be fetched is reported, and the alert is shown without notes")
    func failedNotesPage() async throws {
        let appcast = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-appcast-\(UUID()).xml")
        defer { try? FileManager.default.removeItem(at: appcast) }
        try await withFeedServer { server in
            try Data(
                AppcastFixtures.appcast(
                    AppcastFixtures.item(
                        "2.0",
                        "<sparkle:releaseNotesLink>\(server.url("/missing").absoluteString)</sparkle:releaseNotesLink>")
                )
            ).write(to: appcast)
            var configuration = Configuration(applicationVersion: Version("1.9"), applicationBundleID: F.bundleID)
            configuration.removeFeeds(.appStore)
            configuration.setFeed(.appcast(appcast))
            let checker = VersionChecker.testing(
                configuration: configuration, store: InMemoryStateStore(), preferences: [.english],
                now: { Fixtures.now })
            let result = try await checker.checkForNewVersion()
            #expect(result.alerts.first?.version == "2.0" && result.alerts.first?.sections.first?.lines == [])
            #expect(
                result.warnings.map(\.description) == [
                    "release notes: HTTP 404 from \(server.url("/missing").absoluteString)"
                ])
            guard case let .sourceUnavailable(failure)? = result.warnings.first else {
                Issue.record("\(result.warnings)")
                return
            }
            #expect(failure.kind == .httpStatus && failure.source == .releaseNotes && failure.httpStatus == 404)
        }
    }

    @Test(
        "a phased rollout: the launch's background check waits for this installation's group, checkForNewVersion does not"
    )
    func phasedRolloutThroughTheRuntime() async throws {
        let appcast = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-appcast-\(UUID()).xml")
        defer { try? FileManager.default.removeItem(at: appcast) }
        // Published ten days before Fixtures.now with a 3-day interval: 4 of 7 groups told; bucket 0.9 is in group 7.
        try Data(
            AppcastFixtures.appcast(
                AppcastFixtures.item(
                    "2.0", "<sparkle:phasedRolloutInterval>259200</sparkle:phasedRolloutInterval>"))
        ).write(to: appcast)
        var configuration = Configuration(applicationVersion: Version("1.9"), applicationBundleID: F.bundleID)
        configuration.removeFeeds(.appStore)
        configuration.setFeed(.appcast(appcast))
        let checker = VersionChecker.testing(
            configuration: configuration, store: InMemoryStateStore([F.bundleID: CheckState(lastVersion: "1.9")]),
            preferences: [.english], now: { Fixtures.now }, rolloutBucket: { 0.9 })
        let background = try await checker.launch()
        #expect(
            background.alerts.isEmpty
                && background.steps.contains { $0.hasPrefix("2.0 is rolling out in phases: 4 of 7 groups told") })
        // Group 7 is told six intervals (18 days) after the release: 8 days from now.
        #expect(
            background.outcome
                == .deferred(
                    until: Fixtures.now.addingTimeInterval(8 * 86_400), reason: .rollout(version: "2.0", share: 4.0 / 7)
                ))
        let onRequest = try await checker.checkForNewVersion()
        #expect(onRequest.alerts.map(\.version) == ["2.0"])
        #expect(onRequest.outcome == .updateAvailable(version: "2.0", isMandatory: false))
    }

    @Test("Learn More on an informational update opens the item's page and records the answer as Download does")
    func learnMoreOpensThePage() async throws {
        let appcast = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-appcast-\(UUID()).xml")
        defer { try? FileManager.default.removeItem(at: appcast) }
        try Data(AppcastFixtures.informational).write(to: appcast)
        var configuration = Configuration(applicationVersion: Version("2.5"), applicationBundleID: F.bundleID)
        configuration.removeFeeds(.appStore)
        configuration.setFeed(.appcast(appcast))
        let opener = RecordingOpener()
        let checker = VersionChecker.testing(
            configuration: configuration, store: InMemoryStateStore(), preferences: [.english],
            opener: opener, now: { Fixtures.now })
        let alert = try #require(try await checker.checkForNewVersion().alerts.first)
        #expect(alert.kind == .informationalUpdate && alert.buttons.first?.label == "Learn More")
        try await checker.respond(.download, to: alert)
        #expect(opener.opened == [URL(string: "https://example.com/notes/3.0")!])
    }
}
