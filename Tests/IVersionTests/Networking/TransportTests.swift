import Foundation
import Testing
@testable import IVersion
import IVersionURLSession
import TestServer

/// The two real transports: every behaviour below holds for both.
enum TransportKind: String, CaseIterable, CustomTestStringConvertible {
    case curl, urlSession

    var testDescription: String { rawValue }

    func make(maximumResponseBytes: Int = 8 << 20, allowsInsecureHTTP: Bool = false, maximumRedirects: Int = 5) -> any HTTPTransport {
        switch self {
        case .curl: CurlTransport(maximumResponseBytes: maximumResponseBytes, allowsInsecureHTTP: allowsInsecureHTTP, maximumRedirects: maximumRedirects)
        case .urlSession: URLSessionTransport(maximumResponseBytes: maximumResponseBytes, allowsInsecureHTTP: allowsInsecureHTTP, maximumRedirects: maximumRedirects)
        }
    }
}

extension NetworkingTests {
    /// The real transports against the loopback server.
    @Suite("Transports")
    struct TransportTests {
        @Test(arguments: TransportKind.allCases) func plainHTTPToLoopbackIsAllowed(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let response = try await kind.make().send(HTTPRequest(url: server.url("/versions.plist"), timeout: 10))
                #expect(response.status == 200)
                #expect(response.headers["etag"] == "\"versions-v1\"")
                #expect(response.header("Last-Modified") == "Wed, 01 Jan 2025 00:00:00 GMT")
                #expect(String(decoding: response.body, as: UTF8.self).hasPrefix("<?xml"))
                #expect(response.url == server.url("/versions.plist"))
            }
        }

        @Test(arguments: TransportKind.allCases) func statusesAreResponsesNotErrors(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let transport = kind.make()
                let missing = try await transport.send(HTTPRequest(url: server.url("/missing"), timeout: 10))
                let error = try await transport.send(HTTPRequest(url: server.url("/error"), timeout: 10))
                #expect(missing.status == 404)
                #expect(error.status == 500)
            }
        }

        @Test(arguments: TransportKind.allCases) func insecureHostIsRefusedBeforeConnecting(kind: TransportKind) async {
            let url = URL(string: "http://example.com/versions.plist")!
            // No network here: had a connection been tried, this would be connectionFailed or a timeout.
            let error = await transportError(kind.make(), HTTPRequest(url: url, timeout: 5))
            #expect(error == .insecureURL(url))
        }

        @Test(arguments: TransportKind.allCases) func unsupportedSchemeIsRefused(kind: TransportKind) async {
            let url = URL(string: "ftp://127.0.0.1/versions.plist")!
            #expect(await transportError(kind.make(), HTTPRequest(url: url)) == .unsupportedScheme(url))
        }

        @Test(arguments: TransportKind.allCases) func redirectIsFollowed(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let response = try await kind.make().send(HTTPRequest(url: server.url("/redirect"), timeout: 10))
                #expect(response.status == 200)
                #expect(response.url == server.url("/versions.plist"))
                #expect(try await server.requests().map(\.path) == ["/redirect", "/versions.plist"])
            }
        }

        @Test(arguments: TransportKind.allCases) func conditionalHeadersFollowARedirect(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let request = HTTPRequest(url: server.url("/redirect"), headers: ["If-None-Match": "\"versions-v1\""], timeout: 10)
                let response = try await kind.make().send(request)
                #expect(response.status == 304)
                #expect(response.body.isEmpty)
            }
        }

        /// `/chain/N` takes N redirects; with a limit of 3, three pass and four fail.
        @Test(arguments: TransportKind.allCases, [(1, true), (3, true), (4, false), (6, false)])
        func redirectLimit(kind: TransportKind, hops: (Int, Bool)) async throws {
            let (hops, succeeds) = hops
            try await withFeedServer { server in
                let url = server.url("/chain/\(hops)")
                let error = await transportError(kind.make(maximumRedirects: 3), HTTPRequest(url: url, timeout: 60))
                #expect(error == (succeeds ? nil : .tooManyRedirects(url)))
            }
        }

        @Test(arguments: TransportKind.allCases) func redirectLoopEndsWithTooManyRedirects(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let url = server.url("/loop")
                // Six requests in one timeout: generous, so a loaded machine's slow server is not a failure.
                let error = await transportError(kind.make(), HTTPRequest(url: url, timeout: 60))
                #expect(error == .tooManyRedirects(url))
                // The first request plus five followed redirects, then it stops.
                let loops = try await server.requests().filter { $0.path == "/loop" }
                #expect(loops.count == 6)
            }
        }

        @Test(arguments: TransportKind.allCases) func redirectToAnInsecureHostIsRefused(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let error = await transportError(kind.make(), HTTPRequest(url: server.url("/external"), timeout: 10))
                #expect(error == .insecureURL(URL(string: "http://example.com/versions.plist")!))
            }
        }

        @Test(arguments: TransportKind.allCases) func serverThatNeverAnswersTimesOut(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let url = server.url("/hang")
                // Only a lower bound on the wall clock: load can make a run slower, never faster.
                let (error, seconds) = await timed { await transportError(kind.make(), HTTPRequest(url: url, timeout: 1.5)) }
                #expect(error == .timedOut(url, seconds: 1.5))
                #expect(seconds >= 1.4)
            }
        }

        @Test(arguments: TransportKind.allCases, ["/huge", "/huge-stream"])
        func fiftyMegabytesAreCutOffAtTheLimit(kind: TransportKind, path: String) async throws {
            try await withFeedServer { server in
                let url = server.url(path)
                let error = await transportError(kind.make(), HTTPRequest(url: url, timeout: 20))
                #expect(error == .tooLarge(url, limit: 8 << 20))
            }
        }

        /// The server announces 50 MB and sends nothing: only the Content-Length check can refuse it in time.
        @Test(arguments: TransportKind.allCases) func announcedLengthOverTheLimitIsRefusedBeforeTheBody(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let url = server.url("/announce-huge")
                let error = await transportError(kind.make(), HTTPRequest(url: url, timeout: 10))
                #expect(error == .tooLarge(url, limit: 8 << 20))
            }
        }

        /// Issue 28, item 16: libcurl's word for a header line over its limit is "Out of memory".
        @Test func aMegabyteResponseHeaderIsReportedAsSuch() async throws {
            try await withFeedServer { server in
                let url = server.url("/huge-header")
                let error = await transportError(TransportKind.curl.make(), HTTPRequest(url: url, timeout: 10))
                #expect(error == .connectionFailed(url, message: "a response header is too large (libcurl accepts header lines up to 100 KB); the answer is refused"))
                #expect(error?.description.contains("Out of memory") == false)
            }
        }

        @Test(arguments: TransportKind.allCases) func bodyExactlyAtTheLimitIsAccepted(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let size = try await kind.make().send(HTTPRequest(url: server.url("/versions.plist"), timeout: 10)).body.count
                let atLimit = kind.make(maximumResponseBytes: size)
                #expect(try await atLimit.send(HTTPRequest(url: server.url("/versions.plist"), timeout: 10)).body.count == size)
                let url = server.url("/versions.plist")
                let under = kind.make(maximumResponseBytes: size - 1)
                #expect(await transportError(under, HTTPRequest(url: url, timeout: 10)) == .tooLarge(url, limit: size - 1))
            }
        }

        @Test(arguments: TransportKind.allCases) func refusedConnectionIsAnError(kind: TransportKind) async throws {
            let server = try await FeedServer.start()
            let url = server.url("/versions.plist")
            await server.stop()
            let error = await transportError(kind.make(), HTTPRequest(url: url, timeout: 5))
            guard case let .connectionFailed(failedURL, message)? = error else {
                Issue.record("expected connectionFailed, got \(String(describing: error))")
                return
            }
            #expect(failedURL == url)
            #expect(!message.isEmpty)
        }

        @Test(arguments: TransportKind.allCases) func cancellingTheTaskEndsTheRequest(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let url = server.url("/hang")
                let task = Task { await transportError(kind.make(), HTTPRequest(url: url, timeout: 20)) }
                try? await Task.sleep(for: .milliseconds(300))
                task.cancel()
                // Cancellation ended it, not the 20 s timeout (which would be .timedOut) nor the server's end.
                #expect(await task.value == .connectionFailed(url, message: "the request was cancelled"))
            }
        }
    }
}
