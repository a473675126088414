import EngineTestSupport
import Foundation
@_spi(Engine) import IVersionCore
import Logging
import TestServer
import Testing
@_spi(Engine) @testable import IVersion

/// The checker end to end against the loopback server: what is fetched, what is shown, what is stored.
@Suite("VersionChecker")
struct VersionCheckerTests {
    typealias F = RuntimeFixtures

    @Test func launchAnnouncesTheRemotePlistsNewVersionAndStoresTheCheck() async throws {
        try await withFeedServer { server in
            let store = InMemoryStateStore([F.bundleID: F.launchedBefore])
            let delegate = RecordingDelegate()
            let result = try await F.checker(F.configuration(server), store: store, delegate: delegate).launch()
            let alert = try #require(result.alerts.first)
            #expect(result.alerts.count == 1)
            #expect(alert.kind == .updateAvailable)
            #expect(alert.version == "1.1")
            #expect(alert.title == "New version available (1.1)")
            #expect(alert.message.contains("NEW: Added new snoodlebar feature"))
            #expect(result.failures.isEmpty)
            let stored = await store.states[F.bundleID]
            #expect(stored == CheckState(lastVersion: Version("1.0"), lastChecked: F.now, viewedVersionDetails: true))
            #expect(result.state == stored)
            #expect(delegate.calls == ["shouldCheckForNewVersion", "didDetectNewVersion 1.1"])
        }
    }

    @Test func secondCheckCostsA304AndStillAnnounces() async throws {
        try await withFeedServer { server in
            let checker = F.checker(F.configuration(server), store: InMemoryStateStore([F.bundleID: F.launchedBefore]),
                                    cache: InMemoryFeedCache())
            let first = try await checker.checkForNewVersion()
            let second = try await checker.checkForNewVersion()
            #expect(second.alerts == first.alerts)
            #expect(second.alerts.map(\.version) == ["1.1"])
            let log = try await server.requests()
            #expect(log.map(\.path) == ["/versions.plist", "/versions.plist"])
            #expect(log.map(\.ifNoneMatch) == [nil, "\"versions-v1\""])
        }
    }

    @Test func noRequestAtAllWhileTheCheckPeriodRuns() async throws {
        try await withFeedServer { server in
            var configuration = F.configuration(server)
            configuration.checkPeriod = .days(1)
            var state = F.launchedBefore
            state.lastChecked = F.now.addingTimeInterval(-3600)
            let store = InMemoryStateStore([F.bundleID: state])
            let result = try await F.checker(configuration, store: store).launch()
            #expect(result.alerts.isEmpty)
            #expect(result.steps.contains { $0.hasPrefix("no remote check: checked recently; the check period runs until ") })
            #expect(result.outcome == .deferred(until: F.now.addingTimeInterval(86_400 - 3600), reason: .checkPeriod))
            #expect(try await server.requests().isEmpty)
            #expect(await store.states[F.bundleID] == state, "nothing changed, nothing new stored")
        }
    }

    @Test func noRequestWhileTheReminderRuns() async throws {
        try await withFeedServer { server in
            var state = F.launchedBefore
            state.lastReminded = F.now.addingTimeInterval(-60)
            let result = try await F.checker(F.configuration(server), store: InMemoryStateStore([F.bundleID: state])).launch()
            #expect(result.alerts.isEmpty)
            #expect(try await server.requests().isEmpty)
        }
    }

    /// Every way a feed can fail is a failed check: reported, `lastChecked` set (as iVersion), the rest of
    /// the state kept, and no alert.
    @Test(arguments: [
        ("/missing", "HTTP 404"),
        ("/error", "HTTP 500"),
        ("/malformed", "remote versions plist"),
        ("/huge", "limit"),
        ("/hang", "no response within 1 second"),
    ])
    func failedFetchIsAFailedCheck(path: String, expected: String) async throws {
        try await withFeedServer { server in
            var state = F.launchedBefore
            state.ignoredVersion = Version("0.9")
            let store = InMemoryStateStore([F.bundleID: state])
            let delegate = RecordingDelegate()
            let limits = TransportLimits(timeout: 1, maximumBodyBytes: 1 << 20)
            let result = try await F.checker(F.configuration(server, plist: path), store: store, limits: limits, delegate: delegate).launch()
            #expect(result.alerts.isEmpty)
            let failure = try #require(result.failures.first)
            #expect(failure.description.contains(expected), "\(failure)")
            #expect(result.events == [.versionCheckDidFail(result.failures)])
            #expect(delegate.calls.last == "versionCheckDidFail")
            var expectedState = state
            expectedState.lastChecked = F.now
            #expect(await store.states[F.bundleID] == expectedState)
        }
    }

    @Test func plainHTTPToAnotherHostIsRefusedWithoutARequest() async throws {
        var configuration = Configuration(applicationVersion: Version("1.0"), applicationBundleID: F.bundleID)
        configuration.setFeed(.versionsPlist(URL(string: "http://updates.example.com/versions.plist")!))
        configuration.removeFeeds(.appStore)
        let result = try await F.checker(configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore])).launch()
        let failure = try #require(result.failures.first)
        #expect(failure.description.contains("https"), "\(failure)")
        #expect(result.alerts.isEmpty)
    }

    @Test func redirectIsFollowed() async throws {
        try await withFeedServer { server in
            let result = try await F.checker(F.configuration(server, plist: "/redirect"),
                                             store: InMemoryStateStore([F.bundleID: F.launchedBefore])).launch()
            #expect(result.alerts.map(\.version) == ["1.1"])
            #expect(try await server.requests().map(\.path) == ["/redirect", "/versions.plist"])
        }
    }

    /// The server answers either request only once both have arrived, so sequential fetching would fail.
    @Test func remotePlistAndLookupAreFetchedAtTheSameTime() async throws {
        try await withFeedServer { server in
            var configuration = F.configuration(server, plist: "/together/versions.plist")
            configuration.setFeed(.appStore)
            configuration.setFeed(.appStore(lookupURL: server.url("/together/lookup")))
            let store = InMemoryStateStore([F.bundleID: F.launchedBefore])
            let result = try await F.checker(configuration, store: store).launch()
            #expect(result.failures.isEmpty, "\(result.failures)")
            let alert = try #require(result.alerts.first)
            #expect(alert.version == "1.1")
            #expect(alert.downloadSizeText != nil, "the lookup's file size reached the alert")
            #expect(await store.states[F.bundleID]?.appStoreID == 123, "the App Store ID learnt from trackId is kept")
            #expect(Set(try await server.requests().map(\.path)) == ["/together/versions.plist", "/together/lookup"])
        }
    }

    @Test func onlyWhatIsConfiguredIsFetched() async throws {
        try await withFeedServer { server in
            _ = try await F.checker(F.configuration(server), store: InMemoryStateStore([F.bundleID: F.launchedBefore])).launch()
            #expect(try await server.requests().map(\.path) == ["/versions.plist"], "no App Store lookup, no SSVC")
        }
    }

    @Test func ignoringTheAnnouncedVersionSilencesItAtTheNextLaunch() async throws {
        try await withFeedServer { server in
            let store = InMemoryStateStore([F.bundleID: F.launchedBefore])
            let delegate = RecordingDelegate()
            let checker = F.checker(F.configuration(server), store: store, delegate: delegate)
            let alert = try #require(try await checker.launch().alerts.first)
            let state = try await checker.respond(.ignore, to: alert)
            #expect(state.ignoredVersion == Version("1.1"))
            #expect(await store.states[F.bundleID]?.ignoredVersion == Version("1.1"))
            #expect(delegate.calls.contains("userDidIgnoreUpdate 1.1"))
            let next = try await checker.launch()
            #expect(next.alerts.isEmpty)
            #expect(next.steps.contains("1.1 was ignored by the user"))
            #expect(next.outcome == .ignored(version: "1.1"))
            // As iVersion: the delegate still hears that 1.1 exists; only the alert is withheld.
            #expect(next.events == [.didDetectNewVersion(Version("1.1"), details: "NEW: Added new snoodlebar feature")])
        }
    }

    @Test func remindWaitsTheRemindPeriodWithoutFetching() async throws {
        try await withFeedServer { server in
            let store = InMemoryStateStore([F.bundleID: F.launchedBefore])
            let checker = F.checker(F.configuration(server), store: store)
            let alert = try #require(try await checker.launch().alerts.first)
            _ = try await checker.respond(.remind, to: alert)
            #expect(await store.states[F.bundleID]?.lastReminded == F.now)
            #expect(try await checker.launch().alerts.isEmpty)
            #expect(try await server.requests().count == 1, "the second launch fetched nothing")
        }
    }

    @Test func answerTheAlertDoesNotOfferIsRefused() async throws {
        try await withFeedServer { server in
            var configuration = F.configuration(server)
            configuration.updatePriority = .medium  // no Ignore button
            let store = InMemoryStateStore([F.bundleID: F.launchedBefore])
            let checker = F.checker(configuration, store: store)
            let alert = try #require(try await checker.launch().alerts.first)
            await #expect(throws: CheckFailure(.responseNotOffered, source: .response,
                                               message: "\"ignore\" is not an answer to a updateAvailable alert")) {
                try await checker.respond(.ignore, to: alert)
            }
            await #expect(throws: CheckFailure(.responseNotOffered, source: .response,
                                               message: "\"ok\" is not an answer to a updateAvailable alert")) {
                try await checker.respond(.ok, to: alert)
            }
            #expect(await store.states[F.bundleID]?.ignoredVersion == nil)
        }
    }

    @Test func upgradeShowsLocalNotesFirstThenTheUpdate() async throws {
        try await withFeedServer { server in
            let local = try F.localPlist()
            defer { try? FileManager.default.removeItem(at: local) }
            var configuration = F.configuration(server)
            configuration.localVersionsPlistPath = local.path
            let store = InMemoryStateStore([F.bundleID: F.upgradedFrom09])
            let checker = F.checker(configuration, store: store)
            let result = try await checker.launch()
            #expect(result.alerts.map(\.kind) == [.newInThisVersion, .updateAvailable])
            #expect(result.alerts.first?.message == "Hello")
            _ = try await checker.respond(.ok, to: result.alerts[0])
            #expect(await store.states[F.bundleID]?.lastVersion == Version("1.0"))
        }
    }

    @Test func missingLocalPlistIsAWarningNotAFailure() async throws {
        try await withFeedServer { server in
            var configuration = F.configuration(server)
            configuration.localVersionsPlistPath = "/nonexistent/iversion/versions.plist"
            let store = InMemoryStateStore([F.bundleID: F.upgradedFrom09])
            let result = try await F.checker(configuration, store: store).launch()
            guard case let .sourceUnavailable(failure)? = result.warnings.first else { Issue.record("\(result.warnings)"); return }
            #expect(failure.source == .localVersionsPlist && failure.kind == .unreadableFile && failure.message.contains("no such file"), "\(failure)")
            #expect(result.alerts.map(\.kind) == [.updateAvailable])
        }
    }

    @Test func delegateCanStopTheCheckBeforeAnyRequest() async throws {
        try await withFeedServer { server in
            let result = try await F.checker(F.configuration(server), store: InMemoryStateStore([F.bundleID: F.launchedBefore]),
                                             delegate: RecordingDelegate(allowsCheck: false)).launch()
            #expect(result.alerts.isEmpty)
            #expect(result.outcome == .notChecked(reason: .declinedByDelegate))
            #expect(try await server.requests().isEmpty)
        }
    }

    @Test func checkAtLaunchOffMakesLaunchDoNothing() async throws {
        try await withFeedServer { server in
            var configuration = F.configuration(server)
            configuration.checkAtLaunch = false
            let state = F.upgradedFrom09
            let store = InMemoryStateStore([F.bundleID: state])
            let checker = F.checker(configuration, store: store)
            let result = try await checker.launch()
            #expect(result.alerts.isEmpty)
            #expect(result.steps == ["checkAtLaunch is off: nothing is checked at launch"])
            #expect(result.outcome == .notChecked(reason: .checkAtLaunchOff) && result.localOutcome == nil)
            #expect(try await server.requests().isEmpty)
            #expect(await store.states[F.bundleID] == state)
            // The app can still ask, as iVersion's checkIfNewVersion and checkForNewVersion.
            #expect(try await checker.checkForNewVersion().alerts.map(\.version) == ["1.1"])
        }
    }

    @Test func checkIfNewVersionShowsLocalNotesAndFetchesNothing() async throws {
        try await withFeedServer { server in
            let local = try F.localPlist()
            defer { try? FileManager.default.removeItem(at: local) }
            var configuration = F.configuration(server)
            configuration.localVersionsPlistPath = local.path
            let store = InMemoryStateStore([F.bundleID: F.upgradedFrom09])
            let result = try await F.checker(configuration, store: store).checkIfNewVersion()
            #expect(result.alerts.map(\.kind) == [.newInThisVersion])
            #expect(result.steps.last == "no remote check: only the local notes were asked for")
            #expect(result.outcome == .notChecked(reason: .notRequested))
            #expect(result.localOutcome == .show(LocalNotes(version: "1.0", releases: [VersionNotes(version: "1.0", lines: ["Hello"])])))
            #expect(try await server.requests().isEmpty)
            #expect(await store.states[F.bundleID]?.lastChecked == nil)
        }
    }

    @Test func forcedCheckWithNothingConfiguredFetchesNothingAndFailsNothing() async throws {
        var configuration = Configuration(applicationVersion: Version("1.0"), applicationBundleID: F.bundleID)
        configuration.removeFeeds(.appStore)
        let result = try await F.checker(configuration, store: InMemoryStateStore()).checkForNewVersion()
        #expect(result.alerts.isEmpty)
        #expect(result.failures.isEmpty)
        #expect(result.steps.contains { $0.hasPrefix("no remote check: no remote versions plist, App Store lookup or SSVC server") })
        #expect(result.outcome == .notChecked(reason: .nothingToCheck))
    }
}
