import Foundation
import Testing

@testable import EngineTestSupport
@_spi(Engine) @testable import IVersionCore

@Suite("CheckEngine: remote check")
struct RemoteCheckTests {
    typealias F = Fixtures

    private func check(
        _ configuration: Configuration, state: CheckState = CheckState(lastVersion: Version("1.1")),
        os: String? = "17.0", _ feeds: FetchedFeeds
    ) -> Decision<RemoteOutcome> {
        CheckEngine.remote(configuration, state: state, now: F.now, osVersion: os.map(F.v), feeds: feeds)
    }

    private func update(_ decision: Decision<RemoteOutcome>) -> UpdateDetails? {
        if case let .updateAvailable(details) = decision.outcome { details } else { nil }
    }

    @Test func plistEntryForTheStoreVersionAnnouncesIt() {
        let decision = check(
            F.configuration("1.1"), FetchedFeeds(remotePlist: .success(F.feed), appStore: .success(F.store("1.2"))))
        let details = update(decision)
        #expect(details?.latestVersion == F.v("1.2"))
        #expect(details?.releases.map(\.version.text) == ["1.2"])
        #expect(details?.fileSizeBytes == 45_200_000)
        #expect(decision.state.lastChecked == F.now)
        #expect(decision.state.appStoreID == 123_456_789)
        #expect(decision.events.first == .didDetectNewVersion(F.v("1.2"), details: "Faster sync\nDark mode"))
    }

    /// iVersion keeps the plist's entries up to the store's version: 1.3 is left out, 1.2 is announced.
    @Test func noPlistEntryForTheStoreVersionAnnouncesTheNewestEntryBelowItUnlessAllowed() {
        let feeds = FetchedFeeds(remotePlist: .success(F.feed), appStore: .success(F.store("1.3")))
        #expect(update(check(F.configuration("1.1"), feeds))?.releases.map(\.version.text) == ["1.2"])
        #expect(
            check(F.configuration("1.2"), state: CheckState(lastVersion: Version("1.2")), feeds).outcome
                == .noUpdate(.noPlistEntry(F.v("1.3"))))
        let allowed = check(F.configuration("1.1") { $0.useAppStoreDetailsIfNoPlistEntryFound = true }, feeds)
        #expect(
            update(allowed)?.releases == [
                VersionNotes(version: F.v("1.3"), lines: ["Store notes for 1.3", "Second line"])
            ])
    }

    @Test func plistEntriesNewerThanTheStoreAreNotAnnounced() {
        let feed = VersionsFeed(releases: F.feed.releases + [VersionNotes(version: F.v("2.0"), lines: ["Not out yet"])])
        let decision = check(
            F.configuration("1.0"), FetchedFeeds(remotePlist: .success(feed), appStore: .success(F.store("1.2"))))
        #expect(update(decision)?.releases.map(\.version.text) == ["1.2", "1.1"])
    }

    @Test func bundleIDMustMatchExactly() {
        let decision = check(
            F.configuration("1.1"),
            FetchedFeeds(
                remotePlist: .success(F.feed), appStore: .success(F.store("1.2", bundleID: "com.example.Notes"))))
        guard case let .failed(failures) = decision.outcome else {
            Issue.record("expected a failure")
            return
        }
        #expect(failures.first?.message.contains("does not match") == true)
        #expect(decision.state.lastChecked == F.now)
        #expect(decision.state.appStoreID == nil)
        // With an explicit App Store ID, the bundle ID is still compared (as iVersion); a match announces.
        let explicit = check(
            F.configuration("1.1") { $0.setFeed(.appStore(id: 42)) },
            FetchedFeeds(remotePlist: .success(F.feed), appStore: .success(F.store("1.2", bundleID: "x"))))
        #expect(explicit.outcome.isFailure)
        let matching = check(
            F.configuration("1.1") { $0.setFeed(.appStore(id: 42)) },
            FetchedFeeds(remotePlist: .success(F.feed), appStore: .success(F.store("1.2"))))
        #expect(update(matching)?.updateURL == URL(string: "https://apps.apple.com/app/id42"))
    }

    @Test func minimumOSAboveTheRunningOneSkipsTheUpdate() {
        let feeds = FetchedFeeds(remotePlist: .success(F.feed), appStore: .success(F.store("1.2", minimumOS: "18.1")))
        #expect(
            check(F.configuration("1.1"), os: "17.4", feeds).outcome
                == .noUpdate(.requiresNewerOS(minimum: F.v("18.1"))))
        #expect(update(check(F.configuration("1.1"), os: "18.1", feeds)) != nil)
    }

    @Test func ignoredVersionIsNotAnnouncedAgainButANewerOneIs() {
        let state = CheckState(lastVersion: F.v("1.1"), ignoredVersion: F.v("1.2"))
        let feeds = FetchedFeeds(remotePlist: .success(F.feed), appStore: .success(F.store("1.2")))
        #expect(check(F.configuration("1.1"), state: state, feeds).outcome == .noUpdate(.ignored(F.v("1.2"))))
        let newer = VersionsFeed(releases: F.feed.releases + [VersionNotes(version: F.v("1.3"), lines: ["More"])])
        #expect(
            update(
                check(
                    F.configuration("1.1"), state: state,
                    FetchedFeeds(remotePlist: .success(newer), appStore: .success(F.store("1.3"))))) != nil)
    }

    @Test func upToDate() {
        let decision = check(
            F.configuration("1.2"), FetchedFeeds(remotePlist: .success(F.feed), appStore: .success(F.store("1.2"))))
        #expect(decision.outcome == .noUpdate(.upToDate))
        #expect(decision.events == [.didNotDetectNewVersion])
    }

    @Test func failuresAreReportedAndLastCheckedStillSet() {
        let failure = CheckFailure(.httpStatus, source: .remoteVersionsPlist, message: "HTTP 500", httpStatus: 500)
        let storeDown = CheckFailure(.network, source: .appStoreLookup, message: "no route to host")
        let state = CheckState(lastVersion: F.v("1.1"), ignoredVersion: F.v("0.9"))
        let decision = check(
            F.configuration("1.1"), state: state,
            FetchedFeeds(remotePlist: .failure(failure), appStore: .failure(storeDown)))
        #expect(decision.outcome == .failed([storeDown, failure]))
        #expect(decision.events == [.versionCheckDidFail([storeDown, failure])])
        #expect(decision.state.lastChecked == F.now)
        #expect(decision.state.ignoredVersion == F.v("0.9"))
    }

    /// Every listed feed counts: the plist's server being down while the store answered is a warning, and the
    /// store's 1.2 is announced with its own notes.
    @Test func aFeedThatFailsWhileAnotherAnsweredIsAWarning() {
        let failure = CheckFailure(.httpStatus, source: .remoteVersionsPlist, message: "HTTP 500", httpStatus: 500)
        let decision = CheckEngine.remote(
            F.configuration("1.1"), state: CheckState(lastVersion: F.v("1.1")), now: F.now, osVersion: nil,
            feeds: FetchedFeeds(remotePlist: .failure(failure), appStore: .success(F.store("1.2"))))
        #expect(update(decision)?.latestVersion == F.v("1.2"))
        #expect(decision.warnings == [.sourceUnavailable(failure)])
        #expect(decision.reasons.contains { $0.hasPrefix("going on with the feeds that answered") })
    }

    @Test func plistAloneWorksForAppsOffTheStore() {
        let configuration = F.configuration("1.0") {
            $0.removeFeeds(.appStore)
            $0.updateURL = URL(string: "https://example.com/download")
        }
        let decision = check(configuration, FetchedFeeds(remotePlist: .success(F.feed)))
        #expect(update(decision)?.releases.map(\.version.text) == ["1.2", "1.1"])
        #expect(update(decision)?.updateURL == URL(string: "https://example.com/download"))
        let notListed = check(
            F.configuration("1.0"), FetchedFeeds(remotePlist: .success(F.feed), appStore: .success(nil)))
        #expect(update(notListed)?.latestVersion == F.v("1.2"))
        let nothing = check(F.configuration("1.0"), FetchedFeeds(appStore: .success(nil)))
        guard case .failed = nothing.outcome else {
            Issue.record("expected failure")
            return
        }
    }

    @Test func ssvcMinimumMakesTheUpdateMandatoryEvenIfIgnored() {
        let configuration = F.configuration("1.1") { $0.applicationBuildNumber = 110 }
        let ssvc = SSVCResponse(
            minimumSupportedVersionNumber: 120, latestVersionAvailableSince: nil, latestVersionKey: F.v("1.2"),
            latestVersionNumber: 120)
        let state = CheckState(lastVersion: F.v("1.1"), ignoredVersion: F.v("1.2"))
        let decision = check(
            configuration, state: state, FetchedFeeds(remotePlist: .success(F.feed), ssvc: .success(ssvc)))
        #expect(update(decision)?.isMandatory == true)
        #expect(update(decision)?.latestVersion == F.v("1.2"))
        let recent = SSVCResponse(
            minimumSupportedVersionNumber: 100, latestVersionAvailableSince: nil, latestVersionKey: F.v("1.2"),
            latestVersionNumber: 120)
        #expect(
            check(configuration, state: state, FetchedFeeds(remotePlist: .success(F.feed), ssvc: .success(recent)))
                .outcome == .noUpdate(.ignored(F.v("1.2"))))
    }

    @Test(
        "SSVC's build number takes precedence over its version key",
        arguments: [
            (UInt64?.some(120), UInt64?.some(120), false),  // same build: nothing new, whatever the key says
            (120, 119, true),  // a newer build
            (0, 119, true),  // 0 means no build number: the key decides
            (120, nil, true),  // running build unknown: the key decides
        ])
    func ssvcBuildNumberWins(latestBuild: UInt64?, runningBuild: UInt64?, announced: Bool) {
        let configuration = F.configuration("1.1") {
            $0.applicationBuildNumber = runningBuild
            $0.removeFeeds(.versionsPlist)
            $0.removeFeeds(.appStore)
            $0.setFeed(.ssvc(URL(string: "https://example.com/ssvc")!))
        }
        let ssvc = SSVCResponse(latestVersionKey: F.v("1.2"), latestVersionNumber: latestBuild)
        let decision = check(configuration, FetchedFeeds(ssvc: .success(ssvc)))
        #expect(update(decision)?.latestVersion == (announced ? F.v("1.2") : nil), "\(decision.reasons)")
    }

    @Test func previewModeAnnouncesEvenIgnoredAndCurrent() {
        let configuration = F.configuration("1.2") { $0.previewMode = true }
        let state = CheckState(lastVersion: F.v("1.2"), ignoredVersion: F.v("1.2"))
        let decision = check(
            configuration, state: state, FetchedFeeds(remotePlist: .success(F.feed), appStore: .success(F.store("1.2")))
        )
        #expect(update(decision)?.releases.count == 3)
    }
}

@Suite("CheckEngine: permission and responses")
struct PermissionAndResponseTests {
    typealias F = Fixtures

    @Test(
        "periods",
        arguments: [
            // (lastChecked days ago, lastReminded days ago, checkPeriod, remindPeriod, allowed)
            (nil as Double?, nil as Double?, 0.0, 1.0, true), (0.1, nil, 0, 1, true), (0.5, nil, 1, 1, false),
            (2, nil, 1, 1, true),
            (nil, 0.5, 0, 1, false), (nil, 1.5, 0, 1, true), (0.1, 1.5, 7, 1, true), (10, 0.5, 0, 1, false),
        ])
    func periods(checked: Double?, reminded: Double?, checkPeriod: Double, remindPeriod: Double, allowed: Bool) {
        let configuration = F.configuration("1.0") {
            $0.checkPeriod = .days(checkPeriod)
            $0.remindPeriod = .days(remindPeriod)
        }
        let state = CheckState(
            lastChecked: checked.map { F.now.addingTimeInterval(-$0 * F.day) },
            lastReminded: reminded.map { F.now.addingTimeInterval(-$0 * F.day) })
        #expect(
            CheckEngine.permission(configuration, state: state, now: F.now, request: .remoteOnly).isAllowed == allowed)
        let preview = F.configuration("1.0") {
            $0.checkPeriod = .days(checkPeriod)
            $0.remindPeriod = .days(remindPeriod)
            $0.previewMode = true
        }
        #expect(CheckEngine.permission(preview, state: state, now: F.now, request: .remoteOnly).isAllowed)
    }

    @Test func nothingToCheckNotRequestedAndForced() {
        let bare = F.configuration("1.0") {
            $0.removeFeeds(.versionsPlist)
            $0.removeFeeds(.appStore)
        }
        #expect(CheckEngine.permission(bare, state: .fresh, now: F.now, request: .launch) == .nothingToCheck)
        #expect(CheckEngine.permission(bare, state: .fresh, now: F.now, request: .forcedRemote) == .nothingToCheck)
        let recent = CheckState(lastVersion: F.v("1.0"), lastChecked: F.now)
        let daily = F.configuration("1.0") { $0.checkPeriod = .days(1) }
        #expect(CheckEngine.permission(daily, state: recent, now: F.now, request: .launch) != .allowed)
        #expect(CheckEngine.permission(daily, state: recent, now: F.now, request: .forcedRemote) == .allowed)
        #expect(CheckEngine.permission(daily, state: .fresh, now: F.now, request: .localNotesOnly) == .notRequested)
    }

    @Test func launchIntoANewVersionClearsTheReminderBeforeAskingThePeriods() {
        let reminded = CheckState(lastVersion: F.v("1.0"), lastReminded: F.now.addingTimeInterval(-60))
        // Still 1.0: the remind period holds.
        #expect(
            CheckEngine.permission(F.configuration("1.0"), state: reminded, now: F.now, request: .launch)
                == .remindPeriodNotElapsed(until: F.now.addingTimeInterval(F.day - 60)))
        // Upgraded to 1.1: the local step clears the reminder, so the check runs.
        #expect(
            CheckEngine.permission(F.configuration("1.1"), state: reminded, now: F.now, request: .launch) == .allowed)
        // A forced check without local notes does not care either way.
        #expect(
            CheckEngine.permission(F.configuration("1.0"), state: reminded, now: F.now, request: .forcedRemote)
                == .allowed)
    }

    @Test func responsesChangeStateExactlyAsIVersion() {
        let configuration = F.configuration("1.1")
        let start = CheckState(
            lastVersion: F.v("1.0"), ignoredVersion: F.v("0.9"), lastChecked: F.now,
            lastReminded: F.now.addingTimeInterval(-5 * F.day))
        let v12 = F.v("1.2")

        let ok = CheckEngine.respond(.ok, to: F.v("1.1"), state: start, configuration: configuration, now: F.now)
        #expect(
            ok.state
                == CheckState(
                    lastVersion: F.v("1.1"), ignoredVersion: F.v("0.9"), lastChecked: F.now,
                    lastReminded: start.lastReminded, viewedVersionDetails: true))
        #expect(ok.events.isEmpty)

        let download = CheckEngine.respond(.download, to: v12, state: start, configuration: configuration, now: F.now)
        #expect(download.state == CheckState(lastVersion: F.v("1.0"), ignoredVersion: F.v("0.9"), lastChecked: F.now))
        #expect(download.events == [.userDidAttemptToDownloadUpdate(v12)])

        let ignore = CheckEngine.respond(.ignore, to: v12, state: start, configuration: configuration, now: F.now)
        #expect(ignore.state == CheckState(lastVersion: F.v("1.0"), ignoredVersion: v12, lastChecked: F.now))
        #expect(ignore.events == [.userDidIgnoreUpdate(v12)])

        let remind = CheckEngine.respond(.remind, to: v12, state: start, configuration: configuration, now: F.now)
        #expect(remind.state.lastReminded == F.now)
        #expect(remind.state.ignoredVersion == F.v("0.9"))
        #expect(remind.events == [.userDidRequestReminderForUpdate(v12)])
    }

    @Test func stateSurvivesJSON() throws {
        let state = CheckState(
            lastVersion: F.v("1.2"), ignoredVersion: F.v("1.3b1"), lastChecked: F.now, lastReminded: nil,
            viewedVersionDetails: true, appStoreID: 7)
        let decoded = try JSONDecoder().decode(CheckState.self, from: JSONEncoder().encode(state))
        #expect(decoded == state)
    }
}

private extension RemoteOutcome {
    var isFailure: Bool { if case .failed = self { true } else { false } }
}
