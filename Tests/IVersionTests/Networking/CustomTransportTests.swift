import Foundation
@_spi(Engine) import IVersionCore
import RuntimeTestSupport
import TestServer
import Testing

@testable import IVersion

extension NetworkingTests {
    /// An app's own transports against the loopback server: the rules hold around them as around the
    /// library's, whether the transport keeps to one hop or follows redirects itself.
    @Suite("App transports")
    struct CustomTransportTests {
        @Test func redirectsThroughAnAppsTransportAreFollowedByTheFetcherUnderTheRules() async throws {
            try await withFeedServer { server in
                let fetcher = FeedFetcher(transport: AppTransport(), clock: ManualClock())
                let feed = try await fetcher.fetch(server.url("/chain/2"), source: .remoteVersionsPlist).get()
                #expect(feed.url == server.url("/versions.plist"))
                #expect(try VersionsFeed.decode(feed.bytes).releases.count == 2)

                let external = await fetcher.fetch(server.url("/external"), source: .remoteVersionsPlist)
                let file = await fetcher.fetch(server.redirect(to: "file:///etc/passwd"), source: .remoteVersionsPlist)
                #expect(
                    external.failure?.message
                        == TransportError.insecureURL(URL(string: "http://example.com/versions.plist")!).description)
                #expect(
                    file.failure?.message
                        == TransportError.unsupportedScheme(URL(string: "file:///etc/passwd")!).description)

                // Every hop went through the app's transport; the refused targets were never asked for.
                let log = try await server.requests()
                #expect(log.map(\.path) == ["/chain/2", "/chain/1", "/versions.plist", "/external", "/redirect-to"])
                #expect(log.allSatisfy { $0.userAgent == "NotesApp/1.0" })
            }
        }

        /// A transport that follows every redirect itself, `file:` included, as a careless one might: what it
        /// read is refused, because the URL it reports is held to the rules.
        @Test func aNaiveTransportThatFollowsRedirectsHasWhatItFetchedRefused() async throws {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let secret = directory.appendingPathComponent("versions.plist")
            try Data("<plist version=\"1.0\"><dict><key>9.9</key><string>from the disk</string></dict></plist>".utf8)
                .write(to: secret)
            try await withFeedServer { server in
                let result = await FeedFetcher(transport: NaiveTransport(), clock: ManualClock()).fetch(
                    server.redirect(to: secret.absoluteString), source: .remoteVersionsPlist)
                #expect(
                    result.failure
                        == CheckFailure(
                            .network, source: .remoteVersionsPlist,
                            message: TransportError.unsupportedScheme(secret).description))
                // It did follow (the server saw one request, the disk gave the rest): only the rules stopped it.
                let log = try await server.requests()
                #expect(log.map(\.path) == ["/redirect-to"])
            }
        }
    }
}

/// NotesApp's transport: one hop through libcurl, with the app's name on every request.
struct AppTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        var request = request
        request.headers["User-Agent"] = "NotesApp/1.0"
        return try await CurlTransport().send(request)
    }
}

/// A transport that breaks the protocol's rule: it follows every redirect itself, reading `file:` URLs from
/// the disk, and reports where it ended.
struct NaiveTransport: HTTPTransport {
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        var url = request.url
        for _ in 0..<10 {
            if url.isFileURL {
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    throw .connectionFailed(url, message: "unreadable")
                }
                return HTTPResponse(status: 200, body: Array(data), url: url)
            }
            var hop = request
            hop.url = url
            let response = try await CurlTransport().send(hop)
            guard (300..<400).contains(response.status), let location = response.header("Location"),
                let next = URL(string: location, relativeTo: url)?.absoluteURL
            else { return response }
            url = next
        }
        throw .tooManyRedirects(request.url)
    }
}

extension Result {
    /// The failure, or nil on success.
    var failure: Failure? {
        if case let .failure(failure) = self { failure } else { nil }
    }
}
