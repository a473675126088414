import Foundation
import LocaleServices
import RuntimeTestSupport
import TestServer
import Testing
@testable import IVersion

/// A view model as an app writes one: main-actor isolated, conforming with no `nonisolated`, no locks and
/// no `Task { @MainActor in … }`. That this file compiles in Swift 6 mode is half the test.
@MainActor
final class UpdatesViewModel: IVersionDelegate {
    var events: [IVersionEvent] = []
    var questions: [String] = []
    var automaticChecks = true
    var opensStorePage = false

    func handle(_ event: IVersionEvent) {
        // Main-actor state, touched directly: the checker hops to the main actor to deliver.
        MainActor.assertIsolated()
        events.append(event)
    }

    func shouldCheckForNewVersion() -> Bool {
        questions.append("shouldCheckForNewVersion")
        return automaticChecks
    }

    func shouldDisplayNewVersion(_ version: Version, details: String) -> Bool {
        questions.append("shouldDisplayNewVersion \(version)")
        return true
    }

    func shouldOpenAppStore() -> Bool {
        questions.append("shouldOpenAppStore")
        return opensStorePage
    }
}

@Suite("A @MainActor delegate")
struct MainActorDelegateTests {
    typealias F = RuntimeFixtures

    @Test("a main-actor view model hears every event on the main actor and answers every question")
    func viewModelAdoptsTheDelegate() async throws {
        try await withFeedServer { server in try await Self.adopt(server) }
    }

    /// What a main-actor app does with the checker.
    @MainActor
    static func adopt(_ server: FeedServer) async throws {
        do {
            let model = UpdatesViewModel()
            let opener = RecordingOpener()
            var configuration = F.configuration(server)
            configuration.updateURL = URL(string: "https://example.com/notes/download")
            let checker = VersionChecker.testing(configuration: configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore]),
                                         preferences: [.english], delegate: model, opener: opener, now: { F.now })
            let launch = try await checker.launch()
            #expect(model.events == launch.events && launch.events == [.didDetectNewVersion("1.1", details: "NEW: Added new snoodlebar feature")])
            #expect(model.questions == ["shouldCheckForNewVersion", "shouldDisplayNewVersion 1.1"])

            // Download: the model declines to let the checker open the page (it opens it itself).
            let alert = try #require(launch.alerts.first)
            try await checker.respond(.download, to: alert)
            #expect(model.events.last == .userDidAttemptToDownloadUpdate("1.1"))
            #expect(model.questions.last == "shouldOpenAppStore" && opener.opened.isEmpty)

            // Automatic checks off in the model: the next launch checks nothing; the menu's check still runs.
            model.automaticChecks = false
            #expect(try await checker.launch().outcome == .notChecked(reason: .declinedByDelegate))
            #expect(try await checker.checkForNewVersion().outcome == .updateAvailable(version: "1.1", isMandatory: false))
        }
    }
}
