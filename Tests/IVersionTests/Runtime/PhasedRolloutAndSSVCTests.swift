import Foundation
import LocaleServices
import RuntimeTestSupport
import TestServer
import Testing
@testable import EngineTestSupport
@testable import IVersion
@_spi(Engine) @testable import IVersionCore

/// Apple's 7-day phased release by a stored bucket, SSVC's request parameters and its stored answer.
@Suite("Phased rollout and SSVC in full")
struct PhasedRolloutAndSSVCTests {
    typealias F = Fixtures

    @Test("the App Store schedule: 1, 2, 5, 10, 20, 50, 100% on days 1 to 7; complete after", arguments: [
        (0.5, 1, 0.01), (1.5, 2, 0.02), (2.5, 3, 0.05), (3.5, 4, 0.10), (4.5, 5, 0.20), (5.5, 6, 0.50),
    ] as [(Double, Int, Double)])
    func schedule(daysSince: Double, day: Int, share: Double) throws {
        let rollout = try #require(PhasedRollout.appStore(released: F.now.addingTimeInterval(-daysSince * F.day), now: F.now, bucket: 0.5))
        #expect(rollout.day == day && rollout.share == share)
        #expect(PhasedRollout.appStore(released: F.now.addingTimeInterval(-6.5 * F.day), now: F.now, bucket: 0.99) == nil)
    }

    static func configuration(phased: Bool = true) -> Configuration {
        var configuration = F.configuration("1.1") { $0.useAppStoreDetailsIfNoPlistEntryFound = true; $0.setFeed(.appStore(phasedRelease: phased)) }
        configuration.removeFeeds(.versionsPlist)
        return configuration
    }

    static func decide(bucket: Double?, daysSince: Double, configuration: Configuration = configuration(), ssvc: SSVCResponse? = nil) -> Decision<RemoteOutcome> {
        var store = F.store("1.2")
        store.releaseDate = F.now.addingTimeInterval(-daysSince * F.day)
        var state = CheckState(lastVersion: Version("1.1"))
        state.rolloutBucket = bucket
        return CheckEngine.remote(configuration, state: state, now: F.now, osVersion: nil,
                                  feeds: FetchedFeeds(appStore: .success(store), ssvc: ssvc.map { .success($0) }))
    }

    @Test("on day 3 (5%), bucket 0.04 is told and bucket 0.42 is not, with the reason; off, everyone is told")
    func byBucket() {
        guard case .updateAvailable = Self.decide(bucket: 0.04, daysSince: 2.5).outcome else { Issue.record("0.04 not told"); return }
        let waiting = Self.decide(bucket: 0.42, daysSince: 2.5)
        // Bucket 0.42 is told from day 6: 5 days after the release, 2.5 days from now.
        #expect(waiting.outcome == .noUpdate(.rollingOut("1.2", share: 0.05, until: F.now.addingTimeInterval(2.5 * F.day))))
        #expect(waiting.reasons.last == "1.2 is rolling out: day 3 of 7, 5% of installations; not this one yet (bucket 0.42, told from day 6)")
        guard case .updateAvailable = Self.decide(bucket: 0.42, daysSince: 5.5).outcome else { Issue.record("day 6 not told"); return }
        guard case .updateAvailable = Self.decide(bucket: 0.42, daysSince: 2.5, configuration: Self.configuration(phased: false)).outcome else {
            Issue.record("without phased release not told"); return
        }
    }

    @Test("a mandatory update skips the rollout")
    func mandatorySkips() {
        var configuration = Self.configuration()
        configuration.applicationBuildNumber = 100
        let decision = Self.decide(bucket: 0.9, daysSince: 0.5, configuration: configuration, ssvc: SSVCResponse(minimumSupportedVersionNumber: 200))
        guard case let .updateAvailable(update) = decision.outcome else { Issue.record("\(decision.outcome)"); return }
        #expect(update.isMandatory)
        #expect(decision.state.lastSSVCResponse == SSVCResponse(minimumSupportedVersionNumber: 200))
    }

    @Test("SSVC's request parameters are added to the URL's own query")
    func requestURL() {
        let url = SSVCResponse.requestURL(URL(string: "https://example.com/ssvc?app=notes&x=a%20b")!, runningVersion: "1.1",
                                          buildNumber: 110, language: "fr", country: "CA")
        #expect(url.absoluteString
            == "https://example.com/ssvc?app=notes&x=a%20b&SSVCLatestVersionKey=1.1&SSVCLatestVersionNumber=110&SSVCLanguage=fr&SSVCCountry=CA&SSVCClientProtocolVersion=1")
        let minimal = SSVCResponse.requestURL(URL(string: "https://example.com/ssvc")!, runningVersion: "2.0b1", buildNumber: nil, language: "de", country: nil)
        #expect(minimal.absoluteString == "https://example.com/ssvc?SSVCLatestVersionKey=2.0b1&SSVCLanguage=de&SSVCClientProtocolVersion=1")
    }

    @Test("the runtime sends the parameters, stores the answer, and draws the rollout bucket once")
    func runtime() async throws {
        try await withFeedServer { server in
            // The phased release is the App Store's (its 1.1 is out for months: every bucket is told).
            var configuration = Configuration(
                applicationVersion: Version("1.0"), applicationBundleID: RuntimeFixtures.bundleID,
                feeds: [.ssvc(server.url("/ssvc")), .appStore(lookupURL: server.url("/lookup"), phasedRelease: true)])
            configuration.applicationBuildNumber = 105
            let store = InMemoryStateStore([RuntimeFixtures.bundleID: RuntimeFixtures.launchedBefore])
            let first = VersionChecker.testing(configuration: configuration, store: store, preferences: [try LanguageTag(parsing: "fr-CA")],
                                       now: { RuntimeFixtures.now }, rolloutBucket: { 0.3 })
            let result = try await first.checkForNewVersion()
            #expect(result.alerts.first?.version == "1.1")
            #expect(result.state.rolloutBucket == 0.3)
            #expect(result.state.lastSSVCResponse == SSVCResponse(minimumSupportedVersionNumber: 100, latestVersionKey: "1.1", latestVersionNumber: 110))
            let again = VersionChecker.testing(configuration: configuration, store: store, preferences: [try LanguageTag(parsing: "fr-CA")],
                                       now: { RuntimeFixtures.now }, rolloutBucket: { 0.9 })
            #expect(try await again.checkForNewVersion().state.rolloutBucket == 0.3)
            let queries = try await server.requests().filter { $0.path == "/ssvc" }.map(\.query)
            #expect(queries.first == "SSVCLatestVersionKey=1.0&SSVCLatestVersionNumber=105&SSVCLanguage=fr&SSVCCountry=CA&SSVCClientProtocolVersion=1")
        }
    }
}
