// Only the public API, as an app has it: this file imports IVersion alone (no @testable, no package symbols).
import Foundation
import IVersion
import PropertySupport
import Synchronization
import TestServer
import Testing

extension NetworkingTests {
    /// An app's transport set through `VersionChecker.Dependencies` gets the rules and `Dependencies.limits`,
    /// although it checks nothing itself.
    @Suite("Transport seam")
    struct TransportSeamTests {
        static let feedURL = URL(string: "https://updates.example.com/versions.plist")!

        static func checker(_ transport: some HTTPTransport, limits: TransportLimits = TransportLimits())
            -> VersionChecker
        {
            var configuration = Configuration(
                applicationVersion: "1.0", applicationBundleID: "com.example.transport-seam",
                feeds: [.versionsPlist(feedURL)])
            configuration.updateURL = URL(string: "https://example.com/download")
            let dependencies = VersionChecker.Dependencies(
                transport: transport, limits: limits, stateStore: InMemoryStateStore(), feedCache: nil,
                languages: UserLanguages(identifiers: ["en"]),
                resources: AppResources(directory: URL(fileURLWithPath: "/nonexistent")))
            return VersionChecker(configuration: configuration, dependencies: dependencies)
        }

        @Test(arguments: [
            "file:///etc/passwd", "http://example.com/versions.plist", "http://updates.example.com/versions.plist",
        ])
        func aRedirectAnAppsTransportReturnsIsCheckedBeforeItIsSent(target: String) async throws {
            let transport = AnsweringTransport { request in
                HTTPResponse(status: 302, headers: ["Location": target], url: request.url)
            }
            let result = try await Self.checker(transport).checkForNewVersion()
            let failure = try #require(result.failures.first)
            #expect(failure.kind == .network)
            #expect(failure.message.hasPrefix("\(target): "), "\(failure.message)")
            #expect(transport.urls == [Self.feedURL], "only the feed itself was handed to the app's transport")
        }

        @Test func theLimitsOfTheDependenciesHoldForAnAppsTransport() async throws {
            let transport = AnsweringTransport { request in
                HTTPResponse(status: 200, body: [UInt8](repeating: 0x20, count: 65), url: request.url)
            }
            let result = try await Self.checker(transport, limits: TransportLimits(maximumBodyBytes: 64))
                .checkForNewVersion()
            let failure = try #require(result.failures.first)
            #expect(failure.kind == .malformedFeed)
            #expect(
                failure.message == "\(Self.feedURL.absoluteString): the response is larger than the limit of 64 bytes")
            #expect(transport.requests.map(\.maximumBodyBytes) == [64])
        }
    }
}

extension NetworkingTests.TransportSeamTests {
    /// The "Getting started" article's own transport, run against the loopback server through a redirect chain.
    @Test func theArticlesTransportGetsTheRulesAndTheLimits() async throws {
        try DocumentationSnippets.expectArticle(
            "Sources/IVersion/IVersion.docc/GettingStarted.md", shows: ["transport"])
        // article:transport
        struct AppTransport: HTTPTransport {
            func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
                var request = request
                request.headers["User-Agent"] = "NotesApp/1.0"
                return try await CurlTransport().send(request)  // or the app's own HTTP stack
            }
        }

        var dependencies = VersionChecker.Dependencies.system
        dependencies.transport = AppTransport()
        dependencies.limits = TransportLimits(timeout: 20, maximumBodyBytes: 1 << 20)
        // article:end
        // The article's 20 seconds is an app's choice; this test is about the rules and the size limit, and
        // on a loaded machine the loopback server once took longer than that to answer (a wall-clock bound).
        dependencies.limits.timeout = 600
        dependencies.stateStore = InMemoryStateStore()
        dependencies.feedCache = nil
        dependencies.languages = UserLanguages(identifiers: ["en"])
        try await withFeedServer { server in
            var configuration = Configuration(
                applicationVersion: "1.0", applicationBundleID: "com.example.notes",
                feeds: [.versionsPlist(server.url("/chain/3"))])
            configuration.updateURL = URL(string: "https://example.com/download")
            let result = try await VersionChecker(configuration: configuration, dependencies: dependencies)
                .checkForNewVersion()
            #expect(result.alerts.map(\.title) == ["New version available (1.1)"], "\(result.failures)")
            let log = try await server.requests()
            #expect(
                log.map(\.path) == ["/chain/3", "/chain/2", "/chain/1", "/versions.plist"],
                "each hop sent by the app's transport")
            #expect(log.allSatisfy { $0.userAgent == "NotesApp/1.0" })

            configuration.feeds = [.versionsPlist(server.url("/external"))]
            let refused = try await VersionChecker(configuration: configuration, dependencies: dependencies)
                .checkForNewVersion()
            #expect(
                refused.failures.map(\.message)
                    == [
                        "http://example.com/versions.plist: insecure http:// URL (only loopback hosts may use plain HTTP); use https://"
                    ])
        }
    }
}

/// An app's transport that answers from a closure and keeps the requests it was given.
final class AnsweringTransport: HTTPTransport {
    private let recorded = Mutex<[HTTPRequest]>([])
    private let answer: @Sendable (HTTPRequest) -> HTTPResponse
    init(_ answer: @escaping @Sendable (HTTPRequest) -> HTTPResponse) { self.answer = answer }
    var requests: [HTTPRequest] { recorded.withLock { $0 } }
    var urls: [URL] { requests.map(\.url) }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        recorded.withLock { $0.append(request) }
        return answer(request)
    }
}
