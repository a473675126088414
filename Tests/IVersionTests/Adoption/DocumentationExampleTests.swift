import Foundation
import PropertySupport
import LocaleServices
import Testing
@_spi(Engine) import IVersionCore

/// The engine example of IVersionCore's "iVersion's behaviour" article, run, and the article held to its
/// lines: if an API it shows changes, this stops compiling or fails.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    @Test func theArticleShowsTheEngineAsItRuns() throws {
        try DocumentationSnippets.expectArticle("Sources/IVersionCore/IVersionCore.docc/IVersionBehaviour.md", shows: ["engine"])
    }

    static let remoteBytes = Array("""
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
        <key>1.1</key><string>Search in notes</string>
        <key>1.2</key><array><string>Faster sync</string><string>Dark mode</string></array>
        </dict></plist>
        """.utf8)

    @Test func theEngineWithoutTheRuntime() throws {
        let configuration = Configuration(applicationVersion: "1.1", applicationBundleID: "com.example.notes",
                                          feeds: [.versionsPlist(URL(string: "https://example.com/notes/versions.plist")!)])
        let stored = CheckState(lastVersion: "1.1")
        let localBytes = Self.remoteBytes, remoteBytes = Self.remoteBytes
        var saved: CheckState?
        func save(_ state: CheckState) { saved = state }
        var shown: [AlertModel] = []
        func show(_ alert: AlertModel) { shown.append(alert) }

        // article:engine
        let permission = CheckEngine.permission(configuration, state: stored, now: Date(), request: .launch)
        let remote: RemoteInput = permission.isAllowed
            ? .fetched(FetchedFeeds(remotePlist: .success(try VersionsFeed.decode(remoteBytes))))
            : .notChecked(permission)
        let decision = CheckEngine.decide(CheckInput(configuration: configuration, state: stored, now: Date(),
                                                     localFeed: try VersionsFeed.decode(localBytes), remote: remote))
        save(decision.state)
        let composer = AlertComposer(configuration: configuration, preferences: [try LanguageTag(parsing: "de")])
        if let update = decision.update {
            show(composer.updateAlert(update))   // "Neue Version verfügbar (1.2)", buttons, locale, direction…
        }
        // Later, when the user answers:
        let answered = CheckEngine.respond(.ignore, to: "1.2", state: decision.state, configuration: configuration, now: Date())
        // article:end

        #expect(shown.map(\.title) == ["Neue Version verfügbar (1.2)"])
        #expect(saved?.lastChecked != nil)
        #expect(answered.state.ignoredVersion == "1.2")
        #expect(decision.withholdingUpdate().remote == .noUpdate(.declinedByDelegate("1.2")))
    }

    @Test func aConfigurationFromInfoPlistValues() throws {
        let configuration = try Configuration(infoDictionary: [
            "CFBundleShortVersionString": "2.3.1", "CFBundleVersion": "231", "CFBundleIdentifier": "com.example.notes",
            "CFBundleDisplayName": "Notes", "SSVCCallbackURL": "https://example.com/ssvc?app=notes",
            "iVersionCheckPeriod": 7, "iVersionChecksAppStore": false, "iVersionAppStoreID": "123456789",
        ])
        #expect(configuration.applicationVersion == "2.3.1" && configuration.applicationBuildNumber == 231)
        #expect(configuration.applicationBundleID == "com.example.notes" && configuration.applicationName == "Notes")
        // iVersionChecksAppStore false: no App Store feed, and Download leads to the ID's page.
        #expect(configuration.feeds == [.ssvc(URL(string: "https://example.com/ssvc?app=notes")!)])
        #expect(configuration.checkPeriod == .days(7) && configuration.remindPeriod == .days(1))
        #expect(configuration.updateURL == URL(string: "https://apps.apple.com/app/id123456789"))
    }

    @Test("Info.plist values that cannot be used are named", arguments: [
        ([String: String](), "Info.plist: CFBundleShortVersionString: missing; set it or pass applicationVersion"),
        (["CFBundleShortVersionString": "1.0"], "Info.plist: CFBundleIdentifier: missing; set it or pass applicationBundleID"),
        (["CFBundleShortVersionString": "one", "CFBundleIdentifier": "a.b"], "Info.plist: CFBundleShortVersionString: \"one\" is not a version"),
        (["CFBundleVersion": "7", "CFBundleIdentifier": "a.b", "iVersionCheckPeriod": "soon"],
         "Info.plist: iVersionCheckPeriod: \"soon\" is not a number of days"),
        (["CFBundleVersion": "7", "CFBundleIdentifier": "a.b", "iVersionUpdateURL": "not a url"],
         "Info.plist: iVersionUpdateURL: \"not a url\" is not an absolute URL"),
        (["CFBundleVersion": "7", "CFBundleIdentifier": "a.b", "iVersionChecksAppStore": "yes"],
         "Info.plist: iVersionChecksAppStore: a string where a boolean was expected"),
    ])
    func badInfoPlistValues(info: [String: String], message: String) {
        #expect(throws: ConfigurationError.self) { try Configuration(infoDictionary: info) }
        do {
            _ = try Configuration(infoDictionary: info)
        } catch {
            #expect(error.description == message)
        }
    }
}
