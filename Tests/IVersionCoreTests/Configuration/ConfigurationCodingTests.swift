import Foundation
import LocaleServices
import Testing
@testable import IVersionCore

/// The configuration's encoding, pinned: a renamed key or a changed unit is a failing test, not a surprise
/// for a configuration stored by an older version.
@Suite("Configuration encoding")
struct ConfigurationCodingTests {
    static var everything: Configuration {
        var configuration = Configuration(
            applicationVersion: "1.1", applicationBundleID: "com.example.notes", applicationName: "Notes",
            feeds: [
                .appStore(id: 355_313_284, country: "fr", lookupURL: URL(string: "https://mirror.example.com/lookup.json"), phasedRelease: true),
                .versionsPlist(URL(string: "https://example.com/versions.plist")!),
                .gitHubReleases("owner/notes", includesPrereleases: true),
                .appcast(URL(string: "https://example.com/appcast.xml")!, channels: ["beta"], operatingSystem: "linux"),
                .ssvc(URL(string: "https://example.com/ssvc")!),
            ])
        configuration.applicationBuildNumber = 110
        configuration.localVersionsPlistPath = "versions.plist"
        configuration.updateURL = URL(string: "https://example.com/download")
        configuration.checkAtLaunch = false
        configuration.checkPeriod = .days(1)
        configuration.remindPeriod = .seconds(3_600)
        configuration.announceDelay = .days(0.5)
        configuration.updatePriority = .medium
        configuration.labels.updateAvailableTitle = "New!"
        configuration.labels.downloadButton = "Get it"
        configuration.labels.ignoreButton = .hidden
        configuration.labels.remindButton = "Later"
        configuration.showOnFirstLaunch = true
        configuration.groupNotesByVersion = true
        configuration.useAppStoreDetailsIfNoPlistEntryFound = true
        configuration.useAllAvailableLanguages = false
        configuration.previewMode = true
        configuration.verboseLogging = false
        return configuration
    }

    static let golden = """
        {"announceDelay":43200,"applicationBuildNumber":110,"applicationBundleID":"com.example.notes","applicationName":"Notes",\
        "applicationVersion":"1.1","checkAtLaunch":false,"checkPeriod":86400,"feeds":[\
        {"appStore":{"country":"fr","id":355313284,"lookupURL":"https://mirror.example.com/lookup.json","phasedRelease":true}},\
        {"versionsPlist":{"url":"https://example.com/versions.plist"}},\
        {"gitHubReleases":{"includesPrereleases":true,"url":"https://api.github.com/repos/owner/notes/releases"}},\
        {"appcast":{"channels":["beta"],"operatingSystem":"linux","url":"https://example.com/appcast.xml"}},\
        {"ssvc":{"url":"https://example.com/ssvc"}}],\
        "groupNotesByVersion":true,"labels":{"downloadButton":"Get it","ignoreButton":"hidden","remindButton":{"custom":"Later"},\
        "updateAvailableTitle":"New!"},"localVersionsPlistPath":"versions.plist","previewMode":true,"remindPeriod":3600,\
        "showOnFirstLaunch":true,"updatePriority":"medium","updateURL":"https://example.com/download","useAllAvailableLanguages":false,\
        "useAppStoreDetailsIfNoPlistEntryFound":true,"verboseLogging":false}
        """

    static func encoded(_ configuration: Configuration) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(configuration), as: UTF8.self)
    }

    static func decoded(_ json: String) throws -> Configuration {
        try JSONDecoder().decode(Configuration.self, from: Data(json.utf8))
    }

    @Test func everySettingHasItsPinnedKey() throws {
        #expect(try Self.encoded(Self.everything) == Self.golden)
    }

    @Test func everySettingRoundTrips() throws {
        #expect(try Self.decoded(Self.golden) == Self.everything)
        let plain = Configuration(applicationVersion: "2.0", applicationBundleID: "a.b")
        #expect(try Self.decoded(try Self.encoded(plain)) == plain)
    }

    @Test func keysLeftOutHaveTheDefaults() throws {
        let configuration = try Self.decoded(#"{"applicationVersion": "1.0", "applicationBundleID": "com.example.notes"}"#)
        #expect(configuration == Configuration(applicationVersion: "1.0", applicationBundleID: "com.example.notes"))
        let feeds = try Self.decoded(#"{"applicationVersion": "1.0", "applicationBundleID": "a.b", "feeds": [{"appStore": {}}, {"appcast": {"url": "https://x.example/a.xml"}}]}"#).feeds
        #expect(feeds == [.appStore, .appcast(URL(string: "https://x.example/a.xml")!)])
    }

    @Test("what cannot be read is named", arguments: [
        (#""feeds": [{"appcast": {"url": "https://x.example/a"}}, {"appcast": {"url": "https://x.example/b"}}]"#, "more than one appcast feed"),
        (#""feeds": [{"rss": {"url": "https://x.example/a"}}]"#, "a feed is an object with one key, its kind"),
        (#""feeds": [{"ssvc": {"url": "https://x.example/a"}, "appStore": {}}]"#, "a feed is an object with one key, its kind"),
        (#""feeds": [{"versionsPlist": {"url": "versions.plist"}}]"#, "\"versions.plist\" is not an absolute URL"),
        (#""feeds": [{"appStore": {"country": "France"}}]"#, "\"France\" is not a two-letter country code"),
        (#""checkPeriod": -1"#, "-1.0 is not a number of seconds, 0 or more"),
        (#""labels": {"remindButton": "none"}"#, "\"none\" is not a button label"),
    ])
    func unreadable(member: String, message: String) {
        let json = #"{"applicationVersion": "1.0", "applicationBundleID": "a.b", "# + member + "}"
        do {
            _ = try Self.decoded(json)
            Issue.record("decoded \(json)")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.hasPrefix(message), "\(context.debugDescription)")
        } catch {
            Issue.record("\(error)")
        }
    }
}
