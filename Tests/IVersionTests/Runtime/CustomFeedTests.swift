import Foundation
import IVersion
@_spi(Engine) import IVersionCore
import TestServer
import Testing

/// A feed of the app's own (``Configuration/Feed/custom(_:)``): listed beside the built-in kinds, fetched under
/// the same transport rules, its releases announced as a release feed's, its failures named by its own source.
@Suite("A feed of the app's own")
struct CustomFeedTests {
    typealias F = RuntimeFixtures

    /// The loopback server's `/releases.json`: `{"releases": [{"version", "date", "page", "notes"}]}`.
    struct ReleasesJSON: FeedReader {
        let url: URL
        var source: CheckFailure.Source { "releases JSON" }

        func request(in context: FeedContext) -> FeedRequest? {
            FeedRequest(
                url: url,
                headers: ["Accept": "application/json", "X-App-Version": context.configuration.applicationVersion.text])
        }

        func read(_ response: FeedResponse) throws(FeedError) -> FeedPayload {
            struct Document: Decodable {
                struct Release: Decodable {
                    let version: String
                    let page: URL?
                    let notes: [String]
                }
                let releases: [Release]
            }
            guard let document = try? JSONDecoder().decode(Document.self, from: Data(response.bytes)) else {
                throw .malformed(source: response.requestedURL.absoluteString, message: "not a releases document")
            }
            var problems: [FeedProblem] = []
            let releases = document.releases.compactMap { release -> PublishedRelease? in
                guard let version = Version(release.version) else {
                    problems.append(
                        FeedProblem(key: release.version, message: "not a version", source: "releases JSON"))
                    return nil
                }
                return PublishedRelease(
                    version: version, notes: VersionNotes(version: version, lines: release.notes), url: release.page)
            }
            return .releases(ReleaseFeed(releases: releases, problems: problems))
        }
    }

    static func configuration(_ feeds: [Configuration.Feed]) -> Configuration {
        Configuration(
            applicationVersion: "1.0", applicationBundleID: F.bundleID, applicationName: "Notes", feeds: feeds)
    }

    /// One check of `feeds` by an app launched before, with nothing stored but that.
    static func check(_ feeds: [Configuration.Feed], _ change: (inout Configuration) -> Void = { _ in }) async throws
        -> CheckResult
    {
        var configuration = Self.configuration(feeds)
        change(&configuration)
        return try await F.checker(configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore]))
            .checkForNewVersion()
    }

    @Test("its releases are announced with their notes and page; what it skipped is a warning")
    func announced() async throws {
        try await withFeedServer { server in
            let feed = ReleasesJSON(url: server.url("/releases.json"))
            let result = try await Self.check([.custom(feed)])
            let alert = try #require(result.alerts.first, "\(result.failures)")
            #expect(alert.version == "1.2")
            #expect(alert.sections.map(\.version) == ["1.2", "1.1"])
            #expect(alert.sections.first?.lines == ["Folders.", "Faster search."])
            #expect(alert.updateURL == URL(string: "https://example.com/notes/1.2"))
            #expect(result.failures.isEmpty)
            #expect(
                result.warnings == [
                    .feedProblem(FeedProblem(key: "next", message: "not a version", source: "releases JSON"))
                ])
            // The reader's request went out as it built it, with the checker's own headers beside.
            let log = try await server.requests()
            #expect(log.map(\.path) == ["/releases.json"])
            #expect(log.first?.accept == "application/json" && log.first?.userAgent == "iVersion")
        }
    }

    @Test("a body it cannot read is a failure named by its source; beside a feed that answered, a warning")
    func failuresAreItsOwn() async throws {
        try await withFeedServer { server in
            let broken = ReleasesJSON(url: server.url("/malformed"))
            let alone = try await Self.check([.custom(broken)])
            let failure = try #require(alone.failures.first)
            #expect(failure.source == "releases JSON" && failure.kind == .malformedFeed)
            #expect(failure.message == "\(server.url("/malformed").absoluteString): not a releases document")

            let beside = try await Self.check([.custom(broken), .gitHubReleases(server.url("/github/releases"))])
            #expect(beside.alerts.first?.version == "1.2" && beside.failures.isEmpty)
            #expect(beside.warnings.contains(.sourceUnavailable(failure)))
        }
    }

    @Test("the transport rules hold for it: a redirect to plain HTTP elsewhere is refused")
    func transportRulesHold() async throws {
        try await withFeedServer { server in
            let feed = ReleasesJSON(url: server.url("/external"))
            let result = try await Self.check([.custom(feed)])
            #expect(result.alerts.isEmpty)
            #expect(result.failures.map(\.source) == ["releases JSON"])
            #expect(result.failures.first?.message.contains("insecure http:// URL") == true, "\(result.failures)")
        }
    }

    @Test("its newer release wins over an older one a built-in feed lists; each of two of its own is fetched")
    func combinedWithOthers() async throws {
        try await withFeedServer { server in
            let own = ReleasesJSON(url: server.url("/releases.json"))
            let result = try await Self.check([.versionsPlist(server.url("/versions.plist")), .custom(own)]) {
                $0.updateURL = URL(string: "https://example.com/download")
            }
            #expect(result.alerts.first?.version == "1.2", "\(result.steps)")

            let twice: [Configuration.Feed] = [
                .custom(own), .custom(ReleasesJSON(url: server.url("/github/releases"))),
            ]
            #expect(Self.configuration(twice).repeatedFeedKinds.isEmpty)
            _ = try await Self.check(twice)
            let paths = try await server.requests().map(\.path)
            #expect(paths.filter { $0 == "/releases.json" }.count == 2 && paths.contains("/github/releases"))
        }
    }
}
