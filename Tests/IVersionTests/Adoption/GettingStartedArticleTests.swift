import Foundation
import IVersion
import LocaleServices
import PropertySupport
import Testing

/// The configuration example of IVersion's "Getting started" article, run; and a check that the article
/// shows exactly this code.
@Suite("IVersion getting started article")
struct GettingStartedArticleTests {
    @Test("the article shows the configuration as it runs here")
    func articleMatches() throws {
        try DocumentationSnippets.expectArticle("Sources/IVersion/IVersion.docc/GettingStarted.md", shows: ["configuration"])
    }

    @Test func theConfigurationChecksThePlistOnlyAtMostDailyWithoutRemind() throws {
        // article:configuration
        let notes = URL(string: "https://example.com/notes/versions.plist")!
        var configuration = Configuration(applicationVersion: "1.1", applicationBundleID: "com.example.notes",
                                          feeds: [.versionsPlist(notes)])
        configuration.checkPeriod = .days(1)          // at most once a day
        configuration.labels.remindButton = .hidden   // Download and Ignore only
        // article:end
        #expect(configuration.feeds == [.versionsPlist(notes)])
        let checked = Date(timeIntervalSince1970: 1_800_000_000)
        let state = CheckState(lastVersion: "1.1", lastChecked: checked)
        #expect(CheckEngine.permission(configuration, state: state, now: checked.addingTimeInterval(3_600), request: .launch)
            == .checkPeriodNotElapsed(until: checked.addingTimeInterval(86_400)))
        let composer = AlertComposer(configuration: configuration, preferences: [.english])
        let alert = composer.updateAlert(UpdateDetails(latestVersion: "1.2", releases: [VersionNotes(version: "1.2", lines: ["Faster sync"])]))
        #expect(alert.buttons.map(\.role) == [.download, .ignore])
    }
}
