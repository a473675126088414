import Foundation
@_spi(Engine) import IVersionCore
import LocaleServices
import Logging
import PropertySupport
import RuntimeTestSupport
import TestServer
import Testing
@testable import EngineTestSupport
@testable import IVersion

/// Every outcome a "Check for Updates…" menu switches over, reached through the real checker against the
/// loopback server, with its sentence in the alert's language.
@Suite("Check outcome")
struct CheckOutcomeTests {
    typealias F = RuntimeFixtures

    static let french = [try! LanguageTag(parsing: "fr")]

    static func checker(
        _ configuration: Configuration, state: CheckState = F.launchedBefore, preferences: [LanguageTag] = [.english],
        delegate: any IVersionDelegate = DefaultDelegate(), now: Date = F.now, logger: Logger = Logger(label: "test")
    ) -> VersionChecker {
        VersionChecker.testing(configuration: configuration, store: InMemoryStateStore([F.bundleID: state]), preferences: preferences,
                       delegate: delegate, now: { now }, logger: logger)
    }

    /// A date as the alert's language writes it, as the summary must show it.
    static func date(_ date: Date, _ preferences: [LanguageTag]) throws -> String {
        try AlertComposer(configuration: Configuration(applicationVersion: "1.0", applicationBundleID: F.bundleID),
                          preferences: preferences).formatter.date(date)
    }

    @Test("the Getting Started article's Check for Updates menu, run")
    func theArticlesMenu() async throws {
        try DocumentationSnippets.expectArticle("Sources/IVersion/IVersion.docc/GettingStarted.md", shows: ["menu"])
        try await withFeedServer { server in
            var shown: [String] = []
            func show(_ alert: AlertModel) { shown.append(alert.title) }
            func showMessage(_ text: String) { shown.append(text) }
            let checker = Self.checker(F.configuration(server), preferences: Self.french)
            // article:menu
            let result = try await checker.checkForNewVersion()
            switch result.outcome {
            case .updateAvailable: result.alerts.last.map(show)
            case .upToDate, .ignored, .deferred, .notChecked, .failed: showMessage(result.summary)
            }
            // article:end
            try await checker.respond(.ignore, to: "1.1")
            if case .ignored = try await checker.checkForNewVersion().outcome { showMessage("ignored") }
            #expect(shown == ["Nouvelle version disponible (1.1)", "ignored"])
        }
    }

    @Test("up to date: the running version is the newest")
    func upToDate() async throws {
        try await withFeedServer { server in
            var configuration = F.configuration(server)
            configuration.applicationVersion = "1.1"
            let result = try await Self.checker(configuration, state: CheckState(lastVersion: "1.1", viewedVersionDetails: true)).checkForNewVersion()
            #expect(result.outcome == .upToDate)
            #expect(result.summary == "You have the newest version (1.1).")
            #expect(result.alerts.isEmpty && result.events == [.didNotDetectNewVersion])
            let french = try await Self.checker(configuration, state: CheckState(lastVersion: "1.1", viewedVersionDetails: true),
                                                preferences: Self.french).checkForNewVersion()
            #expect(french.summary == "Vous avez la version la plus récente (1.1).")
        }
    }

    @Test("update available, optional: the alert, and its title as the summary")
    func updateAvailable() async throws {
        try await withFeedServer { server in
            let result = try await Self.checker(F.configuration(server)).launch()
            #expect(result.outcome == .updateAvailable(version: "1.1", isMandatory: false))
            #expect(result.summary == "New version available (1.1)" && result.alerts.map(\.title) == [result.summary])
        }
    }

    @Test("update available, mandatory: SSVC's minimum supported build is above the running one")
    func mandatoryUpdate() async throws {
        try await withFeedServer { server in
            var configuration = Configuration(applicationVersion: "1.0", applicationBundleID: F.bundleID, applicationName: "Test",
                                              feeds: [.ssvc(server.url("/ssvc"))])
            configuration.applicationBuildNumber = 90
            let result = try await Self.checker(configuration).checkForNewVersion()
            #expect(result.outcome == .updateAvailable(version: "1.1", isMandatory: true))
            #expect(result.summary == "Test needs to be updated")
            #expect(result.alerts.map(\.kind) == [.updateRequired])
        }
    }

    @Test("ignored: after Ignore, the check the user asks for says which version was skipped, in the alert's language")
    func ignoredAfterIgnore() async throws {
        try await withFeedServer { server in
            let checker = Self.checker(F.configuration(server), preferences: Self.french)
            let alert = try #require(try await checker.launch().alerts.first)
            try await checker.respond(.ignore, to: alert)
            let menu = try await checker.checkForNewVersion()
            #expect(menu.alerts.isEmpty)
            #expect(menu.outcome == .ignored(version: "1.1"))
            #expect(menu.summary == "Vous avez choisi d’ignorer la version 1.1.")
        }
    }

    @Test("deferred: Remind Me Later holds the next launch's check until the remind period has passed")
    func deferredByReminder() async throws {
        try await withFeedServer { server in
            let checker = Self.checker(F.configuration(server))
            let alert = try #require(try await checker.launch().alerts.first)
            try await checker.respond(.remind, to: alert)
            let next = try await checker.launch()
            let until = F.now.addingTimeInterval(86_400)
            #expect(next.outcome == .deferred(until: until, reason: .remindPeriod))
            #expect(next.summary == "No update will be shown before \(try Self.date(until, [.english])).")
            #expect(try await server.requests().count == 1, "the deferred launch fetched nothing")
        }
    }

    @Test("deferred: a version released too recently waits for the announce delay")
    func deferredByAnnounceDelay() async throws {
        try await withFeedServer { server in
            var configuration = Configuration(applicationVersion: "1.0", applicationBundleID: F.bundleID,
                                              feeds: [.appStore(lookupURL: server.url("/lookup"))])
            configuration.announceDelay = .days(1)
            // The lookup's 1.1 went on sale on 2025-01-01T00:00:00Z; twelve hours later it is not announced yet.
            let released = Date(timeIntervalSince1970: 1_735_689_600)
            let result = try await Self.checker(configuration, preferences: Self.french, now: released.addingTimeInterval(12 * 3600))
                .checkForNewVersion()
            let until = released.addingTimeInterval(86_400)
            #expect(result.outcome == .deferred(until: until, reason: .announceDelay(version: "1.1")))
            #expect(result.summary == "Aucune mise à jour ne sera proposée avant le \(try Self.date(until, Self.french)).")
            #expect(result.alerts.isEmpty)
        }
    }

    @Test("not checked, and why: checkAtLaunch off, nothing configured, the delegate, only the local notes asked for")
    func notChecked() async throws {
        try await withFeedServer { server in
            var off = F.configuration(server)
            off.checkAtLaunch = false
            let launch = try await Self.checker(off, preferences: Self.french).launch()
            #expect(launch.outcome == .notChecked(reason: .checkAtLaunchOff))
            #expect(launch.summary == "Aucune recherche de mises à jour n’a été effectuée.")
            #expect(try await Self.checker(off).becameActive().outcome == .notChecked(reason: .checkAtLaunchOff))

            let nothing = Configuration(applicationVersion: "1.0", applicationBundleID: F.bundleID)
            let empty = try await Self.checker(nothing).checkForNewVersion()
            #expect(empty.outcome == .notChecked(reason: .nothingToCheck) && empty.summary == "Updates were not checked.")

            let declined = try await Self.checker(F.configuration(server), delegate: RecordingDelegate(allowsCheck: false)).launch()
            #expect(declined.outcome == .notChecked(reason: .declinedByDelegate))
            #expect(try await Self.checker(F.configuration(server)).checkIfNewVersion().outcome == .notChecked(reason: .notRequested))
            #expect(try await server.requests().isEmpty)
        }
    }

    @Test("failed: the failures in the outcome, and a sentence that says the check failed")
    func failed() async throws {
        try await withFeedServer { server in
            let result = try await Self.checker(F.configuration(server, plist: "/missing"), preferences: Self.french).checkForNewVersion()
            guard case let .failed(failures) = result.outcome else { Issue.record("\(result.outcome)"); return }
            #expect(failures.map(\.httpStatus) == [404] && result.failures == failures)
            #expect(result.events == [.versionCheckDidFail(failures)])
            #expect(result.summary == "Impossible de rechercher les mises à jour.")
        }
    }

    @Test("a version that needs a newer OS is a failure of kind osTooOld, as iVersion reports it")
    func newerOSNeeded() async throws {
        try await withFeedServer { server in
            let configuration = Configuration(applicationVersion: "1.0", applicationBundleID: F.bundleID,
                                              feeds: [.appStore(lookupURL: server.url("/lookup"))])
            let checker = VersionChecker.testing(configuration: configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore]),
                                         preferences: [.english], osVersion: "11.0", now: { F.now })
            let result = try await checker.checkForNewVersion()
            #expect(result.failures.map(\.kind) == [.osTooOld])
            #expect(result.summary == "Could not check for updates.")
        }
    }

    @Test("the delegate declining the alert leaves the outcome an update, so the app can show its own")
    func declinedAlertIsStillAnUpdate() async throws {
        struct NoAlert: IVersionDelegate {
            func shouldDisplayNewVersion(_ version: Version, details: String) -> Bool { false }
        }
        try await withFeedServer { server in
            let result = try await Self.checker(F.configuration(server), delegate: NoAlert()).launch()
            #expect(result.alerts.isEmpty && result.outcome == .updateAvailable(version: "1.1", isMandatory: false))
        }
    }

    @Test("the event's details are the notes in the alert's language, as the alert shows them")
    func detailsInTheAlertsLanguage() async throws {
        let appcast = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-appcast-\(UUID()).xml")
        defer { try? FileManager.default.removeItem(at: appcast) }
        try Data(AppcastFixtures.appcast(AppcastFixtures.item("2.0", """
            <description>Faster sync</description>
            <description xml:lang="fr">Synchronisation plus rapide</description>
            """))).write(to: appcast)
        var configuration = Configuration(applicationVersion: "1.9", applicationBundleID: F.bundleID, feeds: [.appcast(appcast)])
        configuration.groupNotesByVersion = true
        let delegate = OrderRecordingDelegate()
        let result = try await Self.checker(configuration, state: CheckState(lastVersion: "1.9", viewedVersionDetails: true),
                                            preferences: Self.french, delegate: delegate, now: Fixtures.now).checkForNewVersion()
        #expect(result.alerts.first?.sections.first?.lines == ["Synchronisation plus rapide"])
        #expect(result.events == [.didDetectNewVersion("2.0", details: "Version 2.0\n\nSynchronisation plus rapide")])
        #expect(delegate.calls == ["didDetectNewVersion 2.0: Version 2.0\n\nSynchronisation plus rapide",
                                   "shouldDisplayNewVersion 2.0: Version 2.0\n\nSynchronisation plus rapide"])
        let english = try await Self.checker(configuration, state: CheckState(lastVersion: "1.9", viewedVersionDetails: true),
                                             now: Fixtures.now).checkForNewVersion()
        #expect(english.events == [.didDetectNewVersion("2.0", details: "Version 2.0\n\nFaster sync")])
    }

    @Test("typed warnings: a versions-plist key that is not a version is a feed problem naming the key")
    func typedWarnings() async throws {
        let plist = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-versions-\(UUID()).plist")
        defer { try? FileManager.default.removeItem(at: plist) }
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>1.1</key><string>New</string><key>one.two</key><string>Typo</string></dict></plist>
            """.utf8).write(to: plist)
        let configuration = Configuration(applicationVersion: "1.0", applicationBundleID: F.bundleID, feeds: [.versionsPlist(plist)])
        let result = try await Self.checker(configuration).checkForNewVersion()
        #expect(result.outcome == .updateAvailable(version: "1.1", isMandatory: false))
        guard case let .feedProblem(problem)? = result.warnings.first, result.warnings.count == 1 else {
            Issue.record("\(result.warnings)"); return
        }
        #expect(problem.key == "one.two")
    }

    @Test("the events go to the log as they go to the delegate")
    func eventsAreLogged() async throws {
        try await withFeedServer { server in
            let (logger, box) = RecordingLogHandler.logger(level: .info)
            var configuration = F.configuration(server)
            configuration.verboseLogging = true
            let checker = Self.checker(configuration, logger: logger)
            let alert = try #require(try await checker.launch().alerts.first)
            try await checker.respond(.remind, to: alert)
            let events = box.messages(at: .info).filter { $0.hasPrefix("event: ") }
            #expect(events == ["event: did detect new version 1.1", "event: user did request a reminder for 1.1"])
        }
    }
}
