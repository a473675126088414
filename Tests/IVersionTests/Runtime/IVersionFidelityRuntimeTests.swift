import EngineTestSupport
import Foundation
@_spi(Engine) import IVersionCore
import LocaleServices
import Logging
import Strings
import Synchronization
import TestServer
import Testing
@testable import IVersion
@testable import RuntimeTestSupport

/// The runtime side of issue 30: iVersion's advanced properties and methods, the user's locale, the app's
/// resources, the return to the foreground, SSVC's schedule, precise stored times and migration.
@Suite("iVersion fidelity: runtime")
struct IVersionFidelityRuntimeTests {
    typealias F = RuntimeFixtures

    /// A folder of feed files (and app resources), removed at the end.
    final class Files: Sendable {
        let directory: StateTestDirectory
        var url: URL { directory.url }

        init() throws {
            directory = try StateTestDirectory()
        }

        @discardableResult
        func write(_ name: String, _ bytes: [UInt8]) throws -> URL {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: file)
            return file
        }

        @discardableResult
        func plist(_ name: String, _ notes: [(String, String)]) throws -> URL {
            try write(
                name,
                VersionsFeed(releases: notes.map { VersionNotes(version: Version($0.0)!, lines: [$0.1]) }).encoded())
        }

        func lookup(_ version: String, bundleID: String = F.bundleID) throws -> URL {
            try write(
                "lookup.json",
                Array(
                    #"""
                    {"resultCount": 1, "results": [{"version": "\#(version)", "bundleId": "\#(bundleID)", "trackId": 123,
                      "trackViewUrl": "https://apps.apple.com/app/id123", "releaseNotes": "Store notes"}]}
                    """#.utf8))
        }
    }

    private func checker(
        _ configuration: Configuration, store: any StateStore, environment: [String: String] = [:],
        preferences: [LanguageTag]? = [.english],
        resources: AppResources = .main, delegate: any IVersionDelegate = DefaultDelegate(),
        opener: (any URLOpener)? = nil, now: Date = F.now, clock: any Clock<Duration> = ManualClock()
    ) -> VersionChecker {
        VersionChecker.testing(
            configuration: configuration, store: store, preferences: preferences, resources: resources,
            delegate: delegate, opener: opener, environment: environment, now: { now }, clock: clock)
    }

    /// App 1.1, the store at 1.3 (from a file), a remote plist (a file) listing 1.1 and 1.2.
    private func storeAheadOfThePlist(_ files: Files) throws -> Configuration {
        var configuration = Configuration(
            applicationVersion: "1.1", applicationBundleID: F.bundleID, applicationName: "Test")
        try configuration.setFeed(.appStore(lookupURL: files.lookup("1.3")))
        try configuration.setFeed(
            .versionsPlist(files.plist("versions.plist", [("1.1", "Search"), ("1.2", "Faster sync")])))
        return configuration
    }

    // MARK: 1

    @Test func theRuntimeAnnouncesThePlistsNewestEntryBelowTheStoresVersion() async throws {
        let files = try Files()
        let result = try await checker(
            try storeAheadOfThePlist(files), store: InMemoryStateStore([F.bundleID: CheckState(lastVersion: "1.1")])
        )
        .launch()
        #expect(result.alerts.map(\.title) == ["New version available (1.2)"])
        #expect(result.alerts.first?.message == "Faster sync")
    }

    // MARK: 2. State an app reads and sets

    @Test func ignoredVersionSetAndClearedByTheApp() async throws {
        try await withFeedServer { server in
            let directory = try StateTestDirectory()
            let app = checker(F.configuration(server), store: directory.store)
            try await app.updateState { $0.recordNotesViewed(running: "1.0") }
            #expect(try await app.updateState { $0.ignore("1.1") }.ignoredVersion == "1.1")
            // A change to another field keeps the ignored version: nothing clears it but clearIgnoredVersion().
            #expect(try await app.updateState { $0.lastReminded = nil }.ignoredVersion == "1.1")
            let ignored = try await app.launch()
            #expect(ignored.alerts.isEmpty)
            #expect(
                ignored.steps.contains("1.1 was ignored by the user") && ignored.outcome == .ignored(version: "1.1"))
            // Another process reads what was stored.
            #expect(try await checker(F.configuration(server), store: directory.store).state().ignoredVersion == "1.1")
            #expect(try await app.updateState { $0.clearIgnoredVersion() }.ignoredVersion == nil)
            #expect(try await app.checkForNewVersion().alerts.map(\.version) == ["1.1"])
        }
    }

    @Test func lastCheckedAndLastRemindedDecideWhetherACheckIsDue() async throws {
        try await withFeedServer { server in
            var configuration = F.configuration(server)
            configuration.checkPeriod = .days(1)
            let store = InMemoryStateStore([F.bundleID: F.launchedBefore])
            let app = checker(configuration, store: store)
            #expect(try await app.shouldCheckForNewVersion())
            #expect(
                try await app.updateState { $0.lastReminded = F.now.addingTimeInterval(-60) }.lastReminded
                    == F.now.addingTimeInterval(-60))
            #expect(try await !app.shouldCheckForNewVersion())
            try await app.updateState { $0.lastReminded = nil }
            #expect(try await app.shouldCheckForNewVersion())
            try await app.updateState { $0.lastChecked = F.now.addingTimeInterval(-3_600) }
            #expect(try await !app.shouldCheckForNewVersion())
            #expect(try await app.launch().alerts.isEmpty)
            try await app.updateState { $0.lastChecked = nil }
            #expect(try await app.launch().alerts.map(\.version) == ["1.1"])
            // The delegate has the last word, as in iVersion.
            #expect(
                try await !checker(
                    F.configuration(server), store: InMemoryStateStore(),
                    delegate: RecordingDelegate(allowsCheck: false)
                )
                .shouldCheckForNewVersion())
            #expect(try await server.requests().count == 1, "asking fetches nothing")
        }
    }

    @Test func viewedVersionDetailsAndVersionDetails() async throws {
        let files = try Files()
        var configuration = Configuration(applicationVersion: "1.0", applicationBundleID: F.bundleID)
        configuration.removeFeeds(.appStore)
        configuration.localVersionsPlistPath = try files.plist(
            "local.plist", [("0.9", "Older"), ("1.0", "Hello"), ("1.1", "Future")]
        ).path
        let store = InMemoryStateStore([F.bundleID: CheckState(lastVersion: "0.8", viewedVersionDetails: true)])
        let app = checker(configuration, store: store)
        #expect(try await !app.state().hasViewedNotes(running: "1.0"))
        #expect(await app.versionDetails() == "Hello\nOlder")
        try await app.updateState { $0.recordNotesViewed(running: "1.0") }
        #expect(try await app.state().hasViewedNotes(running: "1.0"))
        #expect(try await !app.state().hasViewedNotes(running: "1.1"), "seen notes are the running version's only")
        #expect(await app.versionDetails() == "Hello")
        #expect(try await app.launch().alerts.isEmpty, "seen notes are not shown again")
        // Forgetting the version, as iVersion's setter given NO: the next launch is a first launch.
        #expect(try await app.updateState { $0.forgetLastVersion() }.lastVersion == nil)
        var grouped = configuration
        grouped.groupNotesByVersion = true
        #expect(
            await checker(grouped, store: store, preferences: [try LanguageTag(parsing: "es")]).versionDetails()
                == "Versión 1.0\n\nHello\n\nVersión 0.9\n\nOlder")
        configuration.localVersionsPlistPath = nil
        #expect(await checker(configuration, store: store).versionDetails() == nil)
    }

    @Test func writesFromTwoProcessesAreLockedAndNoneIsLost() async throws {
        let directory = try StateTestDirectory()
        let configuration = Configuration(applicationVersion: "1.0", applicationBundleID: F.bundleID)
        let first = checker(configuration, store: directory.store)
        let second = checker(configuration, store: FileStateStore(directory: directory.url))
        let rounds = 25
        async let ignoring: Void = {
            for round in 1...rounds { _ = try await first.updateState { $0.ignore(Version("1.\(round)")!) } }
        }()
        async let reminding: Void = {
            for round in 1...rounds {
                _ = try await second.updateState { $0.lastReminded = F.now.addingTimeInterval(Double(round)) }
            }
        }()
        _ = try await (ignoring, reminding)
        let stored = try await checker(configuration, store: FileStateStore(directory: directory.url)).state()
        #expect(stored.ignoredVersion == Version("1.\(rounds)"))
        #expect(stored.lastReminded == F.now.addingTimeInterval(Double(rounds)))
    }

    @Test func openAppPageInAppStoreOpensThePageAndRecordsNothing() async throws {
        let opener = RecordingOpener()
        let delegate = OpeningDelegate(opens: false)
        let state = CheckState(lastVersion: "1.0", lastReminded: F.now, viewedVersionDetails: true, appStoreID: 77)
        let store = InMemoryStateStore([F.bundleID: state])
        let configuration = Configuration(applicationVersion: "1.0", applicationBundleID: F.bundleID)
        #expect(
            try await checker(configuration, store: store, delegate: delegate, opener: opener).openAppPageInAppStore())
        #expect(opener.opened == [URL(string: "https://apps.apple.com/app/id77")!])
        #expect(delegate.calls.isEmpty, "no download notification, no shouldOpenAppStore")
        #expect(await store.states[F.bundleID] == state, "no answer recorded: the reminder stays")
        // No ID and no update URL: nothing to open.
        #expect(try await !checker(configuration, store: InMemoryStateStore(), opener: opener).openAppPageInAppStore())
        #expect(opener.opened.count == 1)
    }

    // MARK: 3 is in the engine's tests and the CLI's.

    // MARK: 5. The user's locale

    @Test func theStoreCountryIsTheLocalesRegionNotTheLanguages() async throws {
        let configuration = Configuration(
            applicationVersion: "1.0", applicationBundleID: F.bundleID, feeds: [.appStore])
        func lookup(_ environment: [String: String]) async -> String? {
            await checker(configuration, store: InMemoryStateStore(), environment: environment, preferences: nil)
                .appStoreLookupURL()?.absoluteString
        }
        #expect(
            await lookup(["LANGUAGE": "fr", "LANG": "de_DE.UTF-8"])?.hasPrefix("https://itunes.apple.com/de/lookup")
                == true)
        #expect(
            await lookup(["LANG": "fr_CA.UTF-8", "LC_MESSAGES": "en_GB.UTF-8"])?.hasPrefix(
                "https://itunes.apple.com/gb/lookup") == true)
        #expect(
            await lookup(["LANG": "de_DE.UTF-8", "LC_ALL": "es_MX.UTF-8"])?.hasPrefix(
                "https://itunes.apple.com/mx/lookup") == true)
        // No region in the locale: the likely region of the first language.
        #expect(await lookup(["LANGUAGE": "ja"])?.hasPrefix("https://itunes.apple.com/jp/lookup") == true)
        #expect(await lookup(["LANG": "en_150.UTF-8"])?.hasPrefix("https://itunes.apple.com/eu/lookup") == true)
    }

    @Test func ssvcIsSentTheUsersLanguageAndCountry() async throws {
        try await withFeedServer { server in
            var configuration = Configuration(applicationVersion: "1.0", applicationBundleID: F.bundleID)
            configuration.removeFeeds(.appStore)
            configuration.setFeed(.ssvc(server.url("/ssvc")))
            for environment in [["LANGUAGE": "fr", "LANG": "de_DE.UTF-8"], ["LANG": "yo_NG.UTF-8"]] {
                _ = try await checker(
                    configuration, store: InMemoryStateStore(), environment: environment, preferences: nil
                ).checkForNewVersion()
            }
            let queries = try await server.requests().map(\.query)
            #expect(
                queries == [
                    "SSVCLatestVersionKey=1.0&SSVCLanguage=fr&SSVCCountry=DE&SSVCClientProtocolVersion=1",
                    "SSVCLatestVersionKey=1.0&SSVCLanguage=yo&SSVCCountry=NG&SSVCClientProtocolVersion=1",
                ])
        }
    }

    // MARK: 6. The app's resources

    @Test func theAppsTablesAndVersionsPlistAreFoundInItsResources() async throws {
        try await withFeedServer { server in
            let resources = try Files()
            try resources.write("fr.lproj/Localizable.strings", Array(#""iVersionDownloadButton" = "Prendre";"#.utf8))
            try resources.plist("versions.plist", [("1.0", "Bonjour")])
            try resources.plist("fr.lproj/notes.plist", [("1.0", "Notes en français")])
            var configuration = F.configuration(server)
            configuration.localVersionsPlistPath = "versions.plist"
            configuration.updateURL = URL(string: "https://example.com/notes")  // so that Download is offered
            let french = [try LanguageTag(parsing: "fr")]
            let app = checker(
                configuration, store: InMemoryStateStore([F.bundleID: F.upgradedFrom09]), preferences: french,
                resources: AppResources(directory: resources.url))
            let result = try await app.launch()
            #expect(result.alerts.map(\.message) == ["Bonjour", "NEW: Added new snoodlebar feature"])
            #expect(result.alerts.last?.buttons.first?.label == "Prendre")
            // A plist in the language's folder, as iVersion's pathForResource:ofType: finds it.
            configuration.localVersionsPlistPath = "notes.plist"
            let localized = try await checker(
                configuration, store: InMemoryStateStore([F.bundleID: F.upgradedFrom09]), preferences: french,
                resources: AppResources(directory: resources.url)
            ).checkIfNewVersion()
            #expect(localized.alerts.map(\.message) == ["Notes en français"])
        }
    }

    @Test func anAbsoluteVersionsPlistPathWinsAndARelativeOneIsLookedUpInTheResources() {
        let resources = AppResources(directory: URL(fileURLWithPath: "/app/Resources"))
        let existing: Set = [
            "/app/Resources/de.lproj/v.plist", "/app/Resources/Base.lproj/b.plist", "/app/Resources/top.plist",
        ]
        func path(_ name: String) -> String {
            resources.versionsPlistPath(name, languages: ["fr", "de"]) { existing.contains($0) }
        }
        #expect(path("/elsewhere/v.plist") == "/elsewhere/v.plist")
        #expect(path("top.plist") == "/app/Resources/top.plist")
        #expect(path("v.plist") == "/app/Resources/de.lproj/v.plist")
        #expect(path("b.plist") == "/app/Resources/Base.lproj/b.plist")
        #expect(path("none.plist") == "/app/Resources/none.plist")
    }

    // MARK: 7. Becoming active

    @Test func becomingActiveRunsTheRemoteCheckOnlyUnderThePeriods() async throws {
        try await withFeedServer { server in
            let local = try F.localPlist()
            defer { try? FileManager.default.removeItem(at: local) }
            var configuration = F.configuration(server)
            configuration.localVersionsPlistPath = local.path
            let store = InMemoryStateStore([F.bundleID: F.upgradedFrom09])
            let launched = try await checker(configuration, store: store).launch()
            #expect(launched.alerts.map(\.kind) == [.newInThisVersion, .updateAvailable])
            // The notes were not answered: becoming active does not produce them again.
            let active = try await checker(configuration, store: store).becameActive()
            #expect(active.alerts.map(\.kind) == [.updateAvailable])
            // Within the check period nothing is fetched.
            configuration.checkPeriod = .days(1)
            #expect(try await checker(configuration, store: store).becameActive().alerts.isEmpty)
            configuration.checkAtLaunch = false
            #expect(try await checker(configuration, store: InMemoryStateStore()).becameActive().alerts.isEmpty)
            #expect(try await server.requests().count == 2)
        }
    }

    // MARK: 8. SSVC's schedule

    @Test func theFirstScheduledCheckCountsFromTheLastOne() {
        let configuration = Configuration(applicationVersion: "1.0", applicationBundleID: F.bundleID)
        let now = F.now
        #expect(
            CheckSchedule.daily.firstDelay(for: configuration, lastChecked: now.addingTimeInterval(-3_600), now: now)
                == .seconds(82_800))
        #expect(
            CheckSchedule.daily.firstDelay(for: configuration, lastChecked: now.addingTimeInterval(-90_000), now: now)
                == .zero)
        #expect(CheckSchedule.daily.firstDelay(for: configuration, lastChecked: nil, now: now) == .zero)
        #expect(
            CheckSchedule.hourly.firstDelay(for: configuration, lastChecked: now.addingTimeInterval(60), now: now)
                == .zero)
        #expect(CheckSchedule.checkPeriod.firstDelay(for: configuration, lastChecked: now, now: now) == .zero)
    }

    @Test func aScheduleWaitsForItsIntervalSinceTheLastCheck() async throws {
        try await withFeedServer { server in
            var recent = F.launchedBefore
            recent.lastChecked = F.now.addingTimeInterval(-10)
            let clock = ManualClock()
            let waiting = checker(
                F.configuration(server), store: InMemoryStateStore([F.bundleID: recent]), clock: clock)
            let first = Task { () async throws -> [Version]? in
                var checks = waiting.periodicChecks(.hourly).makeAsyncIterator()
                return try await checks.next()?.get().alerts.map(\.version)
            }
            await clock.waitForSleepers()
            // The hour runs from the last check, ten seconds ago: nothing for 3,589 seconds, then a check.
            clock.advance(by: .seconds(3_589))
            let early = try await server.requests()
            #expect(early.isEmpty && clock.sleeperCount == 1)
            clock.advance(by: .seconds(1))
            let versions = try await first.value
            #expect(versions == ["1.1"])

            var old = F.launchedBefore
            old.lastChecked = F.now.addingTimeInterval(-7_200)
            let due = checker(F.configuration(server), store: InMemoryStateStore([F.bundleID: old]))
            for await result in due.periodicChecks(.hourly) {
                #expect(try result.get().alerts.map(\.version) == ["1.1"])
                break
            }
        }
    }

    // MARK: 9. The delegate's order and details

    @Test func theDelegateHearsDidDetectBeforeShouldDisplayWithGroupedDetails() async throws {
        try await withFeedServer { server in
            let delegate = OrderRecordingDelegate()
            var configuration = F.configuration(server)
            configuration.groupNotesByVersion = true
            _ = try await checker(
                configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore]),
                preferences: [try LanguageTag(parsing: "it")], delegate: delegate
            ).launch()
            #expect(
                delegate.calls == [
                    "didDetectNewVersion 1.1: Versione 1.1\n\nNEW: Added new snoodlebar feature",
                    "shouldDisplayNewVersion 1.1: Versione 1.1\n\nNEW: Added new snoodlebar feature",
                ])
        }
    }

    // MARK: 10. Check period 0 and the stored time's precision

    @Test func aSecondCheckAtTheSameInstantIsAllowedWhateverTheInstant() async throws {
        let files = try Files()
        var configuration = Configuration(applicationVersion: "1.0", applicationBundleID: F.bundleID)
        configuration.removeFeeds(.appStore)
        try configuration.setFeed(.versionsPlist(files.plist("versions.plist", [("1.1", "New")])))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<40 {
            let directory = try StateTestDirectory()
            let instant = Date(
                timeIntervalSince1970: 1_750_000_000 + Double.random(in: 0..<1_000_000, using: &generator))
            let app = checker(configuration, store: directory.store, now: instant)
            try await app.updateState { $0.recordNotesViewed(running: "1.0") }
            let first = try await app.launch()
            let second = try await app.launch()
            #expect(first.alerts.count == 1 && second.alerts.count == 1, "instant \(instant.timeIntervalSince1970)")
            #expect(second.steps.allSatisfy { !$0.hasPrefix("no remote check") })
            #expect(try await app.state().lastChecked == instant, "the stored instant is the one given")
        }
    }

    // MARK: 11. Migration

    @Test func adoptingIVersionsStateStoresItOnlyOverANewInstall() async throws {
        let directory = try StateTestDirectory()
        let configuration = Configuration(applicationVersion: "1.2", applicationBundleID: F.bundleID)
        let app = checker(configuration, store: directory.store)
        let migrated = CheckState(iVersionDefaults: [
            "iVersionLastVersionChecked": "1.1", "iVersionIgnoreVersion": "1.3", "iVersionAppStoreID": 9,
        ])
        #expect(try await app.updateState { $0.adopt(migrated) } == migrated)
        #expect(
            try await app.updateState { $0.adopt(CheckState(ignoredVersion: "9.9")) } == migrated,
            "a stored state is kept")
        #expect(try await checker(configuration, store: directory.store).state() == migrated)
    }
}

/// Records what the delegate is told and asked, with the details, in order.
final class OrderRecordingDelegate: IVersionDelegate {
    private let recorded = Mutex<[String]>([])
    var calls: [String] { recorded.withLock { $0 } }
    func handle(_ event: IVersionEvent) {
        if case let .didDetectNewVersion(version, details) = event {
            recorded.withLock { $0.append("didDetectNewVersion \(version): \(details)") }
        }
    }
    func shouldDisplayNewVersion(_ version: Version, details: String) -> Bool {
        recorded.withLock { $0.append("shouldDisplayNewVersion \(version): \(details)") }
        return true
    }
}
