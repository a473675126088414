import Foundation
import LocaleServices
import Testing
@testable import EngineTestSupport
@_spi(Engine) @testable import IVersionCore

/// The story of the seed's "Example Projects": run 1.1 with a remote plist listing 1.2, then
/// upgrade to 1.2, relaunch, and finally turn on preview mode.
@Suite("Example projects story")
struct ExampleProjectStoryTests {
    typealias F = Fixtures

    /// One launch: decide, compose the alerts, answer each with `answer`, return the new state.
    private func launch(_ version: String, state: CheckState, at now: Date, preview: Bool = false,
                        answer: UserResponse? = nil) -> (alerts: [AlertModel], state: CheckState) {
        let configuration = F.configuration(version) { $0.previewMode = preview; $0.removeFeeds(.appStore) }
        let decision = F.launch(configuration, state: state, now: now, localFeed: F.feed,
                                feeds: FetchedFeeds(remotePlist: .success(F.feed)))
        let composer = AlertComposer(configuration: configuration, preferences: [.english], timeZone: "UTC")
        var alerts: [AlertModel] = []
        var state = decision.state
        if let notes = decision.localNotes {
            alerts.append(composer.localAlert(notes))
            state = CheckEngine.respond(.ok, to: notes.version, state: state, configuration: configuration, now: now).state
        }
        if let update = decision.update {
            alerts.append(composer.updateAlert(update))
            if let answer {
                state = CheckEngine.respond(answer, to: update.latestVersion, state: state, configuration: configuration, now: now).state
            }
        }
        return (alerts, state)
    }

    @Test func theWholeStory() {
        // First launch of 1.1: no local notes (first launch), an update alert for 1.2.
        var step = launch("1.1", state: .fresh, at: F.now)
        #expect(step.alerts.map(\.title) == ["New version available (1.2)"])
        #expect(step.alerts.first?.message == "Faster sync\nDark mode")

        // Upgrade to 1.2: "new in this version" with 1.2's notes; no update alert.
        step = launch("1.2", state: step.state, at: F.now.addingTimeInterval(F.day))
        #expect(step.alerts.map(\.title) == ["New in this version"])
        #expect(step.alerts.first?.message == "Faster sync\nDark mode")

        // Relaunch: nothing.
        step = launch("1.2", state: step.state, at: F.now.addingTimeInterval(2 * F.day))
        #expect(step.alerts.isEmpty)

        // Preview mode: both again.
        step = launch("1.2", state: step.state, at: F.now.addingTimeInterval(3 * F.day), preview: true)
        #expect(step.alerts.map(\.kind) == [.newInThisVersion, .updateAvailable])
    }

    @Test func ignoreThenRelaunchShowsNothingAndRemindWaitsADay() {
        let ignored = launch("1.1", state: .fresh, at: F.now, answer: .ignore)
        #expect(ignored.state.ignoredVersion == F.v("1.2"))
        #expect(launch("1.1", state: ignored.state, at: F.now.addingTimeInterval(60)).alerts.isEmpty)

        let reminded = launch("1.1", state: .fresh, at: F.now, answer: .remind)
        #expect(launch("1.1", state: reminded.state, at: F.now.addingTimeInterval(F.day / 2)).alerts.isEmpty)
        #expect(launch("1.1", state: reminded.state, at: F.now.addingTimeInterval(F.day + 1)).alerts.count == 1)
    }
}
