import EngineTestSupport
import Foundation
@_spi(Engine) import IVersionCore
import TestServer
import Testing
@testable import IVersion

/// A command-line tool published on GitHub: `VersionChecker` reads the releases API (served by the
/// loopback server) with GitHub's headers, announces the newest stable release, and asks again with a
/// conditional request that costs a 304.
@Suite("VersionChecker with a GitHub releases feed")
struct GitHubReleasesRuntimeTests {
    typealias F = RuntimeFixtures

    static func configuration(_ server: FeedServer, _ change: (inout Configuration) -> Void = { _ in }) -> Configuration {
        var configuration = Configuration(applicationVersion: Version("1.0"), applicationBundleID: F.bundleID, applicationName: "Notes")
        configuration.removeFeeds(.appStore)
        configuration.setFeed(.gitHubReleases(server.url("/github/releases")))
        change(&configuration)
        return configuration
    }

    @Test("the newest stable release is announced with its Markdown notes as lines, page and size; then a 304")
    func announcesAndRevalidates() async throws {
        try await withFeedServer { server in
            let checker = F.checker(Self.configuration(server), store: InMemoryStateStore([F.bundleID: F.launchedBefore]),
                                    cache: InMemoryFeedCache())
            let first = try await checker.checkForNewVersion()
            let alert = try #require(first.alerts.first)
            #expect(alert.version == "1.2")
            #expect(alert.sections.map(\.version) == ["1.2", "1.1"])
            #expect(alert.sections.first?.lines == ["Highlights", "Faster sync", "Dark mode"])
            #expect(alert.sections.first?.markdown?.contains("**Faster** sync") == true)
            #expect(alert.updateURL == URL(string: "https://github.com/example/notes/releases/tag/v1.2"))
            #expect(alert.downloadSizeText == "Download size: 5.2 MB")
            #expect(first.failures.isEmpty)

            let second = try await checker.checkForNewVersion()
            #expect(second.alerts == first.alerts)
            let log = try await server.requests()
            #expect(log.map(\.path) == ["/github/releases", "/github/releases"])
            #expect(log.map(\.ifNoneMatch) == [nil, "\"releases-v1\""])
            #expect(log.allSatisfy { $0.accept == "application/vnd.github+json" && $0.gitHubAPIVersion == "2022-11-28" })
            #expect(log.allSatisfy { $0.userAgent == "iVersion" && $0.acceptEncoding == "identity" })
        }
    }

    @Test("with pre-releases asked for, the newest beta is announced")
    func prereleases() async throws {
        try await withFeedServer { server in
            let checker = F.checker(Self.configuration(server) { $0.setFeed(.gitHubReleases(server.url("/github/releases"), includesPrereleases: true)) },
                                    store: InMemoryStateStore([F.bundleID: F.launchedBefore]))
            let result = try await checker.checkForNewVersion()
            #expect(result.alerts.first?.version == "1.3.0-beta.1")
        }
    }
}
