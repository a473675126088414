import EngineTestSupport
import Foundation
import TestServer
import Testing
@testable import IVersion

/// Every remote feed is fetched with conditional requests: a second check of an unchanged feed costs a 304
/// and gives the same decision.
@Suite("Conditional GET for every feed")
struct ConditionalFeedsTests {
    typealias F = RuntimeFixtures

    @Test("the App Store lookup and SSVC answer 304 the second time, and the alert is the same")
    func lookupAndSSVC() async throws {
        try await withFeedServer { server in
            var configuration = Configuration(applicationVersion: Version("1.0"), applicationBundleID: F.bundleID)
            configuration.setFeed(.appStore(lookupURL: server.url("/lookup")))
            configuration.setFeed(.ssvc(server.url("/ssvc")))
            configuration.useAppStoreDetailsIfNoPlistEntryFound = true
            let checker = F.checker(configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore]),
                                    cache: InMemoryFeedCache())
            let first = try await checker.checkForNewVersion()
            let second = try await checker.checkForNewVersion()
            #expect(first.alerts.first?.version == "1.1")
            #expect(second.alerts == first.alerts)
            let log = try await server.requests()
            #expect(log.filter { $0.path == "/lookup" }.map(\.ifNoneMatch) == [nil, "\"lookup-v1\""])
            #expect(log.filter { $0.path == "/ssvc" }.map(\.ifNoneMatch) == [nil, "\"ssvc-v1\""])
        }
    }
}
