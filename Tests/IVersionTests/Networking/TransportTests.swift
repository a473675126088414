import Foundation
import Testing
@testable import IVersion
import RuntimeTestSupport
import IVersionURLSession
import TestServer

/// The two real transports: every behaviour below holds for both.
enum TransportKind: String, CaseIterable, CustomTestStringConvertible {
    case curl, urlSession

    var testDescription: String { rawValue }

    /// The transport alone: one hop per request.
    func make() -> any HTTPTransport {
        switch self {
        case .curl: CurlTransport()
        case .urlSession: URLSessionTransport()
        }
    }

    /// The transport inside the checker's rules, as every fetch uses it.
    func guarded(_ limits: TransportLimits = TransportLimits()) -> TransportGuard {
        TransportGuard(make(), limits: limits, clock: ManualClock())
    }
}

extension NetworkingTests {
    /// The real transports against the loopback server: alone (one hop, what is their own: the streaming cap,
    /// the timer, encodings, connection errors) and inside ``TransportGuard`` (the rules around them).
    @Suite("Transports")
    struct TransportTests {
        @Test(arguments: TransportKind.allCases) func plainHTTPToLoopbackIsAllowed(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let response = try await kind.guarded(TransportLimits(timeout: 10)).send(server.url("/versions.plist"))
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
            let error = await guardedError(kind.make(), url, limits: TransportLimits(timeout: 5))
            #expect(error == .insecureURL(url))
        }

        @Test(arguments: TransportKind.allCases) func unsupportedSchemeIsRefused(kind: TransportKind) async {
            let url = URL(string: "ftp://127.0.0.1/versions.plist")!
            #expect(await guardedError(kind.make(), url) == .unsupportedScheme(url))
        }

        /// Alone, a transport returns the redirect as the answer it is, and sends nothing more.
        @Test(arguments: TransportKind.allCases) func aRedirectIsReturnedNotFollowed(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let response = try await kind.make().send(HTTPRequest(url: server.url("/redirect"), timeout: 10))
                #expect(response.status == 302)
                #expect(response.header("Location") == "/versions.plist")
                #expect(response.url == server.url("/redirect"))
                #expect(try await server.requests().map(\.path) == ["/redirect"])
            }
        }

        @Test(arguments: TransportKind.allCases) func redirectIsFollowed(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let response = try await kind.guarded(TransportLimits(timeout: 10)).send(server.url("/redirect"))
                #expect(response.status == 200)
                #expect(response.url == server.url("/versions.plist"))
                #expect(try await server.requests().map(\.path) == ["/redirect", "/versions.plist"])
            }
        }

        @Test(arguments: TransportKind.allCases) func conditionalHeadersFollowARedirect(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let response = try await kind.guarded(TransportLimits(timeout: 10))
                    .send(server.url("/redirect"), headers: ["If-None-Match": "\"versions-v1\""])
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
                let error = await guardedError(kind.make(), url, limits: TransportLimits(maximumRedirects: 3))
                #expect(error == (succeeds ? nil : .tooManyRedirects(url)))
            }
        }

        @Test(arguments: TransportKind.allCases) func redirectLoopIsRefusedAtTheFirstRepeat(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let url = server.url("/loop")
                let error = await guardedError(kind.make(), url)
                #expect(error == .redirectLoop(url, repeated: url))
                // The first request only: its redirect names it again, and is not followed (the redirect
                // limit would have allowed five more).
                let loops = try await server.requests().filter { $0.path == "/loop" }
                #expect(loops.count == 1)
            }
        }

        @Test(arguments: TransportKind.allCases) func redirectToAnInsecureHostIsRefused(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let error = await guardedError(kind.make(), server.url("/external"))
                #expect(error == .insecureURL(URL(string: "http://example.com/versions.plist")!))
            }
        }

        @Test(arguments: TransportKind.allCases) func serverThatNeverAnswersTimesOut(kind: TransportKind) async throws {
            try await withFeedServer { server in
                let url = server.url("/hang")
                // Only a lower bound on the wall clock: load can make a run slower, never faster. The transport's
                // own timer first, then the deadline around it.
                let (error, seconds) = await timed { await transportError(kind.make(), HTTPRequest(url: url, timeout: 1.5)) }
                #expect(error == .timedOut(url, seconds: 1.5))
                #expect(seconds >= 1.4)
                let (guarded, guardedSeconds) = await timed { await guardedError(kind.make(), url, limits: TransportLimits(timeout: 1.5)) }
                #expect(guarded == .timedOut(url, seconds: 1.5))
                #expect(guardedSeconds >= 1.4)
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
                let url = server.url("/versions.plist")
                #expect(try await kind.make().send(HTTPRequest(url: url, timeout: 10, maximumBodyBytes: size)).body.count == size)
                #expect(await transportError(kind.make(), HTTPRequest(url: url, timeout: 10, maximumBodyBytes: size - 1)) == .tooLarge(url, limit: size - 1))
                #expect(try await kind.guarded(TransportLimits(maximumBodyBytes: size)).send(url).body.count == size)
                #expect(await guardedError(kind.make(), url, limits: TransportLimits(maximumBodyBytes: size - 1)) == .tooLarge(url, limit: size - 1))
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
                let alone = Task { await transportError(kind.make(), HTTPRequest(url: url, timeout: 20)) }
                let guarded = Task { await guardedError(kind.make(), url, limits: TransportLimits(timeout: 20)) }
                try? await Task.sleep(for: .milliseconds(300))
                alone.cancel()
                guarded.cancel()
                // Cancellation ended it, not the 20 s timeout (which would be .timedOut) nor the server's end.
                #expect(await alone.value == .connectionFailed(url, message: "the request was cancelled"))
                #expect(await guarded.value == .connectionFailed(url, message: "the request was cancelled"))
            }
        }
    }
}
