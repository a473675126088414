import Foundation
import Testing
@testable import EngineTestSupport
@_spi(Engine) @testable import IVersionCore

@Suite("CheckEngine: new in this version")
struct LocalNotesTests {
    typealias F = Fixtures

    @Test("plain text: one line per note, newest version first, empty notes and versions kept as empty lines")
    func plainTextOfNotes() {
        let notes = [VersionNotes(version: F.v("1.3"), lines: ["Faster", "", "Dark mode"]),
                     VersionNotes(version: F.v("1.2"), lines: []),
                     VersionNotes(version: F.v("1.1"), lines: ["Search"])]
        #expect(CheckEngine.plainText(notes) == "Faster\n\nDark mode\n\nSearch")
        #expect(CheckEngine.plainText([]) == "")
        #expect(CheckEngine.plainText(Array(notes.prefix(1))) == "Faster\n\nDark mode")
    }

    @Test func firstLaunchIsRecordedSilently() {
        let decision = CheckEngine.local(F.configuration("1.1"), state: .fresh, localFeed: F.feed)
        #expect(decision.outcome == .nothingToShow(.firstLaunch))
        #expect(decision.state.lastVersion == F.v("1.1"))
        #expect(decision.state.viewedVersionDetails)
    }

    @Test func firstLaunchWithShowOnFirstLaunchShowsOnlyThisVersion() {
        let configuration = F.configuration("1.1") { $0.showOnFirstLaunch = true }
        let decision = CheckEngine.local(configuration, state: .fresh, localFeed: F.feed)
        #expect(decision.outcome == .show(LocalNotes(version: F.v("1.1"), releases: [F.feed.notes(for: F.v("1.1"))!])))
        #expect(decision.state.lastVersion == nil)
    }

    @Test func upgradeShowsEveryNewerVersionNewestFirstAndClearsTheReminder() {
        let state = CheckState(lastVersion: F.v("1.0"), lastReminded: F.now, viewedVersionDetails: true)
        let decision = CheckEngine.local(F.configuration("1.2"), state: state, localFeed: F.feed)
        guard case let .show(notes) = decision.outcome else { Issue.record("expected notes"); return }
        #expect(notes.releases.map(\.version.text) == ["1.2", "1.1"])
        #expect(decision.state.lastReminded == nil)
        #expect(decision.state.viewedVersionDetails == false)
        #expect(decision.state.lastVersion == F.v("1.0"))  // recorded when the user answers OK
    }

    @Test func notesNewerThanTheRunningVersionAreLeftOut() {
        let state = CheckState(lastVersion: F.v("1.0"))
        guard case let .show(notes) = CheckEngine.local(F.configuration("1.1"), state: state, localFeed: F.feed).outcome else {
            Issue.record("expected notes"); return
        }
        #expect(notes.releases.map(\.version.text) == ["1.1"])
    }

    @Test func sameOrOlderVersionShowsNothing() {
        for running in ["1.2", "1.2.0", "1.1"] {
            let decision = CheckEngine.local(F.configuration(running), state: CheckState(lastVersion: F.v("1.2"), viewedVersionDetails: true), localFeed: F.feed)
            #expect(decision.outcome == .nothingToShow(.notUpgraded), "\(running)")
        }
    }

    @Test func upgradeWithoutNotesIsRecorded() {
        let decision = CheckEngine.local(F.configuration("1.3"), state: CheckState(lastVersion: F.v("1.2")),
                                         localFeed: VersionsFeed(releases: [VersionNotes(version: F.v("1.2"), lines: ["x"])]))
        #expect(decision.outcome == .nothingToShow(.noNotes))
        #expect(decision.state.lastVersion == F.v("1.3"))
        let noFeed = CheckEngine.local(F.configuration("1.3"), state: CheckState(lastVersion: F.v("1.2")), localFeed: nil)
        #expect(noFeed.outcome == .nothingToShow(.noLocalFeed))
    }

    @Test func previewModeShowsEverything() {
        let configuration = F.configuration("1.2") { $0.previewMode = true }
        let decision = CheckEngine.local(configuration, state: CheckState(lastVersion: F.v("1.2"), viewedVersionDetails: true), localFeed: F.feed)
        guard case let .show(notes) = decision.outcome else { Issue.record("expected notes"); return }
        #expect(notes.releases.count == 3)
    }

    @Test func notesCanBeWithheldWithoutChangingTheState() {
        let input = CheckInput(configuration: F.configuration("1.2"), state: CheckState(lastVersion: F.v("1.1")), now: F.now,
                               request: .localNotesOnly, localFeed: F.feed, remote: .notChecked(.notRequested))
        let shown = CheckEngine.decide(input)
        let withheld = shown.withholdingLocalNotes()
        #expect(shown.localNotes != nil)
        #expect(withheld.local == .nothingToShow(.declinedByDelegate))
        #expect(withheld.state == shown.state)
        #expect(withheld.state.lastVersion == F.v("1.1"), "notes not seen: they come back at the next launch")
    }
}
