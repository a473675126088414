import Foundation
import LocaleServices
import Testing

@testable import EngineTestSupport
@_spi(Engine) @testable import IVersionCore

/// Feeds as readers (issue 38, change 1): each built-in kind is a reader holding its own settings, a feed of the
/// app's own is one more case, and failure sources are an open set of names.
@Suite("Feeds as readers")
struct FeedReaderTests {
    typealias F = Fixtures

    struct OwnFeed: FeedReader {
        var name = "own feed"
        var source: CheckFailure.Source { CheckFailure.Source(rawValue: name) }
        func request(in context: FeedContext) -> FeedRequest? {
            FeedRequest(url: URL(string: "https://example.com/\(name)")!)
        }
        func read(_ response: FeedResponse) throws(FeedError) -> FeedPayload { .releases(ReleaseFeed(releases: [])) }
    }

    static func release(_ version: String, channel: String? = nil, prerelease: Bool = false) -> PublishedRelease {
        var release = PublishedRelease(
            version: F.v(version), notes: VersionNotes(version: F.v(version), lines: ["Notes of \(version)"]),
            isPrerelease: prerelease)
        release.channel = channel
        return release
    }

    @Test("two release feeds keep their own settings: the appcast's channel, GitHub's betas")
    func eachFeedKeepsItsSettings() {
        let appcast = ReleaseFeed(releases: [Self.release("1.4", channel: "beta"), Self.release("1.2")])
        let github = ReleaseFeed(releases: [Self.release("1.5-beta.1", prerelease: true), Self.release("1.3")])
        func announced(_ feeds: [Configuration.Feed]) -> Version? {
            let configuration = Configuration(
                applicationVersion: "1.0", applicationBundleID: "com.example.notes", feeds: feeds)
            let fetched = FetchedFeeds(
                gitHubReleases: .success(github.selected(as: .gitHubReleases, in: configuration)),
                appcast: .success(appcast.selected(as: .appcast, in: configuration)))
            let decision = CheckEngine.remote(
                configuration, state: CheckState(lastVersion: "1.0"), now: F.now, osVersion: nil, feeds: fetched)
            if case let .updateAvailable(update) = decision.outcome { return update.latestVersion }
            return nil
        }
        let appcastURL = URL(string: "https://example.com/appcast.xml")!
        let releasesURL = URL(string: "https://api.github.com/repos/example/notes/releases")!
        // Neither setting: the newest stable release of either feed.
        #expect(announced([.appcast(appcastURL), .gitHubReleases(releasesURL)]) == "1.3")
        // The appcast follows its beta channel; GitHub's pre-releases stay out.
        #expect(announced([.appcast(appcastURL, channels: ["beta"]), .gitHubReleases(releasesURL)]) == "1.4")
        // GitHub's pre-releases are asked for; the appcast's beta channel stays out.
        #expect(
            announced([.appcast(appcastURL), .gitHubReleases(releasesURL, includesPrereleases: true)]) == "1.5-beta.1")
    }

    @Test("the built-in readers carry their settings; the appcast reader reads them onto what it decodes")
    func builtInReaders() throws {
        let url = URL(string: "https://example.com/appcast.xml")!
        let reader = Configuration.Feed.appcast(url, channels: ["beta"], operatingSystem: "linux").reader
        #expect(reader.source == .appcast)
        let french = try LanguageTag(parsing: "fr-CA")
        let context = FeedContext(
            configuration: Configuration(applicationVersion: "1.0", applicationBundleID: "com.example.notes"),
            userLocale: UserLocale(preferences: [french], region: "CA"), alertLanguage: french)
        #expect(reader.request(in: context) == FeedRequest(url: url))
        let bytes = Array(
            #"<rss><channel><item><enclosure url="a.zip" sparkle:version="2.0"/></item></channel></rss>"#.utf8)
        let payload = try reader.read(FeedResponse(bytes: bytes, requestedURL: url, url: url))
        guard case let .releases(feed) = payload.content else {
            Issue.record("\(payload)")
            return
        }
        #expect(feed.selection == ReleaseSelection(channels: ["beta"], operatingSystem: "linux"))

        let github = Configuration.Feed.gitHubReleases("example/notes").reader
        #expect(github.request(in: context)?.headers["X-GitHub-Api-Version"] == "2022-11-28")
        // The App Store's lookup follows the user's region and asks for the alert's language.
        let store = Configuration.Feed.appStore.reader.request(in: context)?.url.absoluteString
        #expect(
            store == "https://itunes.apple.com/ca/lookup?bundleId=com.example.notes&lang=fr_ca", "\(store ?? "nil")")
    }

    @Test("a feed of the app's own: equal by its reader, listed any number of times, never written to a file")
    func customFeeds() throws {
        #expect(Configuration.Feed.custom(OwnFeed()) == .custom(OwnFeed()))
        #expect(Configuration.Feed.custom(OwnFeed()) != .custom(OwnFeed(name: "another")))
        #expect(Configuration.Feed.custom(OwnFeed()) != .appStore)
        #expect(Set<Configuration.Feed>([.custom(OwnFeed()), .custom(OwnFeed()), .appStore]).count == 2)
        let configuration = Configuration(
            applicationVersion: "1.0", applicationBundleID: "a.b",
            feeds: [.custom(OwnFeed()), .appStore, .custom(OwnFeed(name: "another")), .appStore(country: "fr")])
        #expect(configuration.repeatedFeedKinds == [.appStore])
        #expect(configuration.fetchedFeeds == [.custom(OwnFeed()), .appStore, .custom(OwnFeed(name: "another"))])
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(configuration) }
        let written = Data(
            #"{"applicationVersion": "1.0", "applicationBundleID": "a.b", "feeds": [{"custom": {}}]}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Configuration.self, from: written) }
    }

    @Test("failure sources are names: a new one decodes, the built-in ones keep their encoding")
    func openSources() throws {
        let failure = CheckFailure(.malformedFeed, source: "releases JSON", message: "x")
        let encoded = try JSONEncoder().encode(failure)
        #expect(String(decoding: encoded, as: UTF8.self).contains(#""source":"releases JSON""#))
        #expect(try JSONDecoder().decode(CheckFailure.self, from: encoded) == failure)
        #expect(
            try JSONDecoder().decode(CheckFailure.Source.self, from: Data(#""App Store lookup""#.utf8))
                == .appStoreLookup)
        #expect(CheckFailure.Source.remoteVersionsPlist.description == "remote versions plist")
    }
}
