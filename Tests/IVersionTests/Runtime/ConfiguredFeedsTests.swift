import Foundation
import Testing
@testable import IVersion
import TestServer

/// The runtime fetches the feeds a configuration lists, and nothing else.
@Suite("Configured feeds")
struct ConfiguredFeedsTests {
    typealias F = RuntimeFixtures

    @Test func aConfigurationWithNoFeedFetchesNothing() async throws {
        try await withFeedServer { server in
            let configuration = Configuration(applicationVersion: Version("1.0"), applicationBundleID: F.bundleID)
            let result = try await F.checker(configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore])).checkForNewVersion()
            #expect(result.alerts.isEmpty && result.failures.isEmpty)
            #expect(try await server.requests().isEmpty, "not even the App Store")
        }
    }

    @Test func aKindListedTwiceIsFetchedOnceWithAWarning() async throws {
        try await withFeedServer { server in
            let configuration = Configuration(applicationVersion: Version("1.0"), applicationBundleID: F.bundleID,
                                              feeds: [.versionsPlist(server.url("/versions.plist")), .versionsPlist(server.url("/missing.plist"))])
            let result = try await F.checker(configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore])).checkForNewVersion()
            #expect(result.alerts.map(\.version) == ["1.1"] && result.failures.isEmpty)
            #expect(result.warnings == ["feeds: versionsPlist is listed more than once; only the first is read"])
            #expect(try await server.requests().map(\.path) == ["/versions.plist"])
        }
    }
}
