import Foundation
import LocaleServices
import Testing
@_spi(Engine) @testable import IVersionCore

/// The configuration says what an app means: the feeds it names and nothing else, periods as durations,
/// a typed country and explicit hidden buttons; and it is stored and read back in one documented form.
@Suite("Configuration")
struct ConfigurationTests {
    static let notes = URL(string: "https://example.com/notes/versions.plist")!
    static let appcast = URL(string: "https://example.com/appcast.xml")!
    static let ssvc = URL(string: "https://example.com/ssvc?app=notes")!

    // MARK: Nothing is checked that was not named

    @Test func aConfigurationMadeInCodeChecksNoFeedUntilOneIsListed() {
        var configuration = Configuration(applicationVersion: "1.0", applicationBundleID: "com.example.notes")
        #expect(configuration.feeds.isEmpty && !configuration.hasRemoteSource)
        #expect(CheckEngine.permission(configuration, state: CheckState(lastVersion: "1.0"), now: Date(), request: .launch) == .nothingToCheck)
        configuration.feeds = [.versionsPlist(Self.notes)]
        #expect(CheckEngine.permission(configuration, state: CheckState(lastVersion: "1.0"), now: Date(), request: .launch) == .allowed)
    }

    /// The Info.plist keeps iVersion's App Store default, and adds what its keys name.
    @Test func infoPlistFeeds() throws {
        let cases: [([String: Any], [Configuration.Feed])] = [
            ([:], [.appStore]),
            (["iVersionAppStoreID": 355_313_284, "iVersionAppStoreCountry": "FR"], [.appStore(id: 355_313_284, country: "fr")]),
            (["iVersionRemoteVersionsPlistURL": Self.notes.absoluteString, "SSVCCallbackURL": Self.ssvc.absoluteString],
             [.appStore, .versionsPlist(Self.notes), .ssvc(Self.ssvc)]),
            (["iVersionChecksAppStore": false, "iVersionRemoteVersionsPlistURL": Self.notes.absoluteString], [.versionsPlist(Self.notes)]),
            (["iVersionChecksAppStore": false], []),
        ]
        for (keys, feeds) in cases {
            let info = keys.merging(["CFBundleShortVersionString": "1.0", "CFBundleIdentifier": "com.example.notes"]) { a, _ in a }
            #expect(try Configuration(infoDictionary: info).feeds == feeds, "\(keys)")
        }
    }

    @Test func infoPlistPeriodsAreDaysAndACountryMustBeOne() throws {
        let info: [String: Any] = ["CFBundleVersion": "7", "CFBundleIdentifier": "a.b", "iVersionCheckPeriod": 0.5, "iVersionRemindPeriod": "3"]
        let configuration = try Configuration(infoDictionary: info)
        #expect(configuration.checkPeriod == .seconds(43_200) && configuration.remindPeriod == .days(3))
        #expect(throws: ConfigurationError(key: "iVersionAppStoreCountry", problem: "\"France\" is not a two-letter country code")) {
            try Configuration(infoDictionary: ["CFBundleVersion": "7", "CFBundleIdentifier": "a.b", "iVersionAppStoreCountry": "France"])
        }
        // An empty country is iVersion's "follow the user".
        #expect(try Configuration(infoDictionary: ["CFBundleVersion": "7", "CFBundleIdentifier": "a.b", "iVersionAppStoreCountry": " "]).feeds == [.appStore])
    }

    // MARK: Typed values

    @Test("days, clamped to what a date can hold", arguments: [
        (1.0, Duration.seconds(86_400)), (0.5, .seconds(43_200)), (0, .zero), (-2, .zero), (.nan, .zero),
        (1e12, .seconds(36_500 * 86_400)), (.infinity, .seconds(36_500 * 86_400)),
    ] as [(Double, Duration)])
    func days(count: Double, expected: Duration) {
        #expect(Duration.days(count) == expected)
    }

    @Test func aNegativeDurationHoldsNothingBack() {
        var configuration = Configuration(applicationVersion: "1.0", applicationBundleID: "a.b", feeds: [.versionsPlist(Self.notes)])
        configuration.checkPeriod = .seconds(-60)
        let state = CheckState(lastVersion: "1.0", lastChecked: Date(timeIntervalSince1970: 1_000))
        #expect(CheckEngine.permission(configuration, state: state, now: Date(timeIntervalSince1970: 1_000), request: .launch) == .allowed)
    }

    @Test("GitHub repositories", arguments: [
        ("owner/tool", "https://api.github.com/repos/owner/tool/releases"), ("a-b.c/d_e", "https://api.github.com/repos/a-b.c/d_e/releases"),
        ("owner", nil), ("owner/tool/extra", nil), ("../tool", nil), ("owner/", nil), ("own er/tool", nil),
    ] as [(String, String?)])
    func gitHubRepository(text: String, url: String?) {
        #expect(GitHubRepository(text)?.releasesURL.absoluteString == url)
    }

    @Test func aRepositoryLiteralIsTheReleasesAPI() {
        #expect(Configuration.Feed.gitHubReleases("owner/tool", includesPrereleases: true)
            == .gitHubReleases(URL(string: "https://api.github.com/repos/owner/tool/releases")!, includesPrereleases: true))
    }

    // MARK: Buttons

    @Test("a hidden button is left out; a custom one says the app's words", arguments: [
        (ButtonLabel.standard, ButtonLabel.standard, ["Download", "Ignore", "Remind Me Later"]),
        (.hidden, .standard, ["Download", "Remind Me Later"]),
        (.standard, .hidden, ["Download", "Ignore"]),
        (.hidden, .hidden, ["Download"]),
        ("Skip", "Later", ["Download", "Skip", "Later"]),
        (.custom(""), .standard, ["Download", "Remind Me Later"]),
    ] as [(ButtonLabel, ButtonLabel, [String])])
    func buttons(ignore: ButtonLabel, remind: ButtonLabel, labels: [String]) throws {
        var configuration = Configuration(applicationVersion: "1.1", applicationBundleID: "com.example.notes")
        configuration.labels.ignoreButton = ignore
        configuration.labels.remindButton = remind
        let composer = AlertComposer(configuration: configuration, preferences: [try LanguageTag(parsing: "en")], timeZone: "UTC")
        let alert = composer.updateAlert(UpdateDetails(latestVersion: "1.2", releases: [VersionNotes(version: "1.2", lines: ["Faster"])],
                                                       updateURL: URL(string: "https://example.com/notes/download")))
        #expect(alert.buttons.map(\.label) == labels)
    }

    // MARK: Repeated kinds

    @Test func aKindListedTwiceIsReadOnceAndNamed() {
        let other = URL(string: "https://example.com/other.plist")!
        let configuration = Configuration(applicationVersion: "1.0", applicationBundleID: "a.b",
                                          feeds: [.versionsPlist(Self.notes), .appStore, .versionsPlist(other), .appStore(country: "fr")])
        #expect(configuration.repeatedFeedKinds == [.versionsPlist, .appStore])
        #expect(configuration.fetchedFeeds == [.versionsPlist(Self.notes), .appStore])
    }
}
