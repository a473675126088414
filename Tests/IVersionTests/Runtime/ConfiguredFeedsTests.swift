import Foundation
import TestServer
import Testing

@testable import IVersion

/// The runtime fetches the feeds a configuration lists, and nothing else.
@Suite("Configured feeds")
struct ConfiguredFeedsTests {
    typealias F = RuntimeFixtures

    @Test func aConfigurationWithNoFeedFetchesNothing() async throws {
        try await withFeedServer { server in
            let configuration = Configuration(applicationVersion: Version("1.0"), applicationBundleID: F.bundleID)
            let result = try await F.checker(configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore]))
                .checkForNewVersion()
            #expect(result.alerts.isEmpty && result.failures.isEmpty)
            #expect(try await server.requests().isEmpty, "not even the App Store")
        }
    }

    /// An adopter's snag: a versions plist (1.1) and an appcast (1.2) listed together announced the plist's 1.1
    /// and ignored the appcast; the plist's server being down failed the whole check.
    @Test func aPlistAndAnAppcastTogetherAnnounceTheNewerAndSurviveEitherBeingDown() async throws {
        try await withFeedServer { server in
            func check(plist: String) async throws -> CheckResult {
                let configuration = Configuration(
                    applicationVersion: Version("1.0"), applicationBundleID: F.bundleID,
                    feeds: [.versionsPlist(server.url(plist)), .appcast(server.url("/appcast.xml"))])
                return try await F.checker(configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore]))
                    .checkForNewVersion()
            }
            let both = try await check(plist: "/versions.plist")
            #expect(both.alerts.map(\.version) == ["1.2"] && both.warnings.isEmpty, "\(both.steps)")
            let plistDown = try await check(plist: "/missing.plist")
            #expect(plistDown.alerts.map(\.version) == ["1.2"] && plistDown.failures.isEmpty)
            #expect(plistDown.warnings.map(\.description).contains { $0.contains("HTTP 404") }, "\(plistDown.warnings)")
        }
    }

    @Test func aKindListedTwiceIsFetchedOnceWithAWarning() async throws {
        try await withFeedServer { server in
            let configuration = Configuration(
                applicationVersion: Version("1.0"), applicationBundleID: F.bundleID,
                feeds: [.versionsPlist(server.url("/versions.plist")), .versionsPlist(server.url("/missing.plist"))])
            let result = try await F.checker(configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore]))
                .checkForNewVersion()
            #expect(result.alerts.map(\.version) == ["1.1"] && result.failures.isEmpty)
            #expect(result.warnings == [.repeatedFeed(.versionsPlist)])
            #expect(
                result.warnings.map(\.description) == [
                    "feeds: versionsPlist is listed more than once; only the first is read"
                ])
            #expect(try await server.requests().map(\.path) == ["/versions.plist"])
        }
    }
}
