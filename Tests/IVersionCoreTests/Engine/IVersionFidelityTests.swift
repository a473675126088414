import Foundation
import LocaleServices
import Testing
@testable import EngineTestSupport
@_spi(Engine) @testable import IVersionCore

/// The pure side of issue 30: where iVersion 1.11 (its README and iVersion.m) is the oracle.
@Suite("iVersion fidelity: engine, alerts, versions, configuration, migration")
struct IVersionFidelityTests {
    typealias F = Fixtures

    private func remote(_ configuration: Configuration, state: CheckState = CheckState(lastVersion: Version("1.1")),
                        _ feeds: FetchedFeeds) -> Decision<RemoteOutcome> {
        CheckEngine.remote(configuration, state: state, now: F.now, osVersion: F.v("17.0"), feeds: feeds)
    }

    private func update(_ decision: Decision<RemoteOutcome>) -> UpdateDetails? {
        if case let .updateAvailable(details) = decision.outcome { details } else { nil }
    }

    // MARK: 1. The plist up to the store's version

    /// iVersion.m keeps every plist entry `<=` the store's version; the newest of them is announced.
    @Test func aStoreVersionLeftOutOfThePlistStillAnnouncesTheEntriesBelowIt() {
        let plist = VersionsFeed(releases: [
            VersionNotes(version: F.v("1.1"), lines: ["Search"]), VersionNotes(version: F.v("1.2"), lines: ["Faster sync"]),
        ])
        let decision = remote(F.configuration("1.1"), FetchedFeeds(remotePlist: .success(plist), appStore: .success(F.store("1.3"))))
        let details = update(decision)
        #expect(details?.latestVersion == F.v("1.2"))
        #expect(details?.releases.map(\.version.text) == ["1.2"])
        #expect(decision.events == [.didDetectNewVersion(F.v("1.2"), details: "Faster sync")])
        // Ignoring 1.2 (the version announced) silences it, as iVersion compares the announced version.
        let ignored = remote(F.configuration("1.1"), state: CheckState(lastVersion: F.v("1.1"), ignoredVersion: F.v("1.2")),
                             FetchedFeeds(remotePlist: .success(plist), appStore: .success(F.store("1.3"))))
        #expect(ignored.outcome == .noUpdate(.ignored(F.v("1.2"))))
        // Nothing in the plist above the running version: nothing to announce.
        let current = remote(F.configuration("1.2"), state: CheckState(lastVersion: F.v("1.2")),
                             FetchedFeeds(remotePlist: .success(plist), appStore: .success(F.store("1.3"))))
        #expect(current.outcome == .noUpdate(.noPlistEntry(F.v("1.3"))))
    }

    // MARK: 3. The bundle ID with an App Store ID

    @Test func theBundleIDIsComparedEvenWhenAnAppStoreIDIsGiven() {
        let decision = remote(F.configuration("1.1") { $0.setFeed(.appStore(id: 42)) },
                              FetchedFeeds(remotePlist: .success(F.feed), appStore: .success(F.store("1.2", bundleID: "com.other.app"))))
        guard case let .failed(failures) = decision.outcome else { Issue.record("expected a failure, got \(decision.outcome)"); return }
        #expect(failures.map(\.kind) == [.bundleIDMismatch])
        #expect(decision.events == [.versionCheckDidFail(failures)])
    }

    /// iVersion.m: a lookup that finds nothing is an error when the app was looked up by its App Store ID,
    /// or has no remote plist; by bundle ID with a plist, the plist alone decides.
    @Test func anAppTheStoreDoesNotListFailsWhenLookedUpByID() {
        let byID = remote(F.configuration("1.1") { $0.setFeed(.appStore(id: 42)) }, FetchedFeeds(remotePlist: .success(F.feed), appStore: .success(nil)))
        guard case let .failed(failures) = byID.outcome else { Issue.record("expected a failure, got \(byID.outcome)"); return }
        #expect(failures.map(\.kind) == [.appNotFound])
        let byBundleID = remote(F.configuration("1.1"), FetchedFeeds(remotePlist: .success(F.feed), appStore: .success(nil)))
        #expect(update(byBundleID)?.latestVersion == F.v("1.2"))
    }

    // MARK: 4 and 9. Buttons

    @Test func anEmptyIgnoreLabelHidesTheButtonAndTheOrderIsIVersions() {
        let composer = AlertComposer(configuration: F.configuration("1.1"), preferences: [.english])
        // Download needs a URL to open (without one it is not offered: AlertComposerTests).
        let update = UpdateDetails(latestVersion: F.v("1.2"), releases: [VersionNotes(version: F.v("1.2"), lines: ["x"])],
                                   updateURL: URL(string: "https://example.com/notes"))
        #expect(composer.updateAlert(update).buttons.map(\.role) == [.download, .ignore, .remind])
        let hidden = AlertComposer(configuration: F.configuration("1.1") { $0.labels.ignoreButton = .custom("") }, preferences: [.english])
        #expect(hidden.updateAlert(update).buttons.map(\.role) == [.download, .remind])
        let neither = AlertComposer(configuration: F.configuration("1.1") {
            $0.labels.ignoreButton = .custom("")
            $0.labels.remindButton = .custom("")
        }, preferences: [.english])
        #expect(neither.updateAlert(update).buttons.map(\.role) == [.download])
    }

    // MARK: 9. details headed by version when grouped

    @Test func groupedDetailsKeepTheVersionHeadings() {
        let grouped = F.configuration("1.0") { $0.groupNotesByVersion = true }
        let decision = remote(grouped, state: CheckState(lastVersion: F.v("1.0")),
                              FetchedFeeds(remotePlist: .success(F.feed), appStore: .success(F.store("1.2"))))
        #expect(decision.events.first == .didDetectNewVersion(F.v("1.2"), details: "Version 1.2\n\nFaster sync\nDark mode\n\nVersion 1.1\n\nSearch in notes"))
        // The heading follows the configured (or, in the runtime, translated) label format.
        var french = grouped
        french.labels.versionLabelFormat = "Version %@ :"
        #expect(CheckEngine.details(F.feed.releases.suffix(1), french) == "Version 1.0 :\n\nFirst release")
        // Not grouped: the notes alone, as before.
        #expect(CheckEngine.details(F.feed.releases, F.configuration("1.0")) == CheckEngine.plainText(F.feed.releases))
    }

    // MARK: 9. verboseLogging, the short version, "1.0 beta"

    @Test func verboseLoggingIsOnInDebugBuilds() {
        #if DEBUG
        #expect(Configuration(applicationVersion: "1.0", applicationBundleID: "a.b").verboseLogging)
        #else
        #expect(!Configuration(applicationVersion: "1.0", applicationBundleID: "a.b").verboseLogging)
        #endif
    }

    @Test func anEmptyShortVersionFallsBackToTheBundleVersion() throws {
        let info: [String: Any] = ["CFBundleIdentifier": "com.example.notes", "CFBundleShortVersionString": "", "CFBundleVersion": "2.1"]
        #expect(try Configuration(infoDictionary: info).applicationVersion == F.v("2.1"))
        #expect(try Configuration(infoDictionary: ["CFBundleIdentifier": "a.b", "CFBundleShortVersionString": "1.4", "CFBundleVersion": "9"])
            .applicationVersion == F.v("1.4"))
        let blank: [String: Any] = ["CFBundleIdentifier": "com.example.notes", "CFBundleShortVersionString": "  "]
        #expect(throws: ConfigurationError.self) { try Configuration(infoDictionary: blank) }
    }

    @Test func versionsWithASpacedPreReleaseLabelAreAccepted() throws {
        // Through a variable: `Version("…")` with a literal is the literal initialiser, which traps on bad text.
        func parse(_ text: String) -> Version? { Version(text) }
        let beta = try #require(parse("1.0 beta"))
        #expect(beta == F.v("1.0b"))
        #expect(beta < F.v("1.0"))
        #expect(try #require(parse("2.0 beta 2")) == F.v("2.0b2"))
        #expect(try #require(parse("1.0 RC1")) > F.v("1.0 beta 9"))
        #expect(parse("1.0  beta") == nil)
        #expect(parse("1.2 build 3") == nil)
    }

    // MARK: 10. A check period of 0

    @Test func aCheckPeriodOfZeroChecksEveryTimeWhateverTheStoredInstant() {
        let configuration = F.configuration("1.1")
        #expect(configuration.checkPeriod == .zero)
        // A stored instant rounded up past `now` (by less than a millisecond) holds nothing back.
        for offset in [0.0, 0.000_4, 0.000_999] {
            let state = CheckState(lastVersion: F.v("1.1"), lastChecked: F.now.addingTimeInterval(offset))
            #expect(CheckEngine.permission(configuration, state: state, now: F.now, request: .launch) == .allowed)
        }
        // A real period still holds.
        let daily = F.configuration("1.1") { $0.checkPeriod = .days(1) }
        let state = CheckState(lastVersion: F.v("1.1"), lastChecked: F.now)
        #expect(CheckEngine.permission(daily, state: state, now: F.now, request: .launch)
            == .checkPeriodNotElapsed(until: F.now.addingTimeInterval(F.day)))
    }

    // MARK: 11. From iVersion's defaults

    @Test func aStateFromIVersionsDefaults() {
        let checked = Date(timeIntervalSince1970: 1_700_000_000.5)
        let reminded = Date(timeIntervalSince1970: 1_700_100_000)
        let state = CheckState(iVersionDefaults: [
            "iVersionLastVersionChecked": "1.2", "iVersionIgnoreVersion": "1.3", "iVersionLastChecked": checked,
            "iVersionLastReminded": reminded, "iVersionAppStoreID": 123_456, "unrelated": "kept out",
        ])
        #expect(state == CheckState(lastVersion: F.v("1.2"), ignoredVersion: F.v("1.3"), lastChecked: checked, lastReminded: reminded,
                                    viewedVersionDetails: true, appStoreID: 123_456))
        // Nothing stored, or values of the wrong kind: a fresh state.
        #expect(CheckState(iVersionDefaults: [:]) == .fresh)
        #expect(CheckState(iVersionDefaults: [
            "iVersionLastVersionChecked": 12, "iVersionIgnoreVersion": "not a version", "iVersionLastChecked": "yesterday",
            "iVersionAppStoreID": 0,
        ]) == .fresh)
        // Seconds since 1970, as a defaults export converted to JSON holds dates; an ID written as text.
        let exported = CheckState(iVersionDefaults: ["iVersionLastChecked": 1_700_000_000.0, "iVersionAppStoreID": "42"])
        #expect(exported.lastChecked == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(exported.appStoreID == 42)
        #expect(exported.viewedVersionDetails == false)
    }

    /// What the migrated state does: the ignored version stays ignored, and an upgrade from the last
    /// version seen under iVersion shows the notes in between.
    @Test func aMigratedUserKeepsTheirIgnoredVersionAndSeesWhatIsNew() {
        let migrated = CheckState(iVersionDefaults: ["iVersionLastVersionChecked": "1.0", "iVersionIgnoreVersion": "1.3"])
        let decision = F.launch(F.configuration("1.2"), state: migrated, now: F.now, localFeed: F.feed, feeds: FetchedFeeds(
            remotePlist: .success(VersionsFeed(releases: F.feed.releases + [VersionNotes(version: F.v("1.3"), lines: ["Later"])])),
            appStore: .success(F.store("1.3"))))
        #expect(decision.localNotes?.releases.map(\.version.text) == ["1.2", "1.1"])
        #expect(decision.remote == .noUpdate(.ignored(F.v("1.3"))))
    }
}
