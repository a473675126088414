import Foundation
import Testing
@testable import IVersion
import TestServer

extension NetworkingTests {
    /// The real transport against the loopback server.
    @Suite("URLSessionTransport")
    struct URLSessionTransportTests {
        @Test func plainHTTPToLoopbackIsAllowed() async throws {
            try await withFeedServer { server in
                let response = try await URLSessionTransport().send(HTTPRequest(url: server.url("/versions.plist"), timeout: 10))
                #expect(response.status == 200)
                #expect(response.headers["etag"] == "\"versions-v1\"")
                #expect(response.header("Last-Modified") == "Wed, 01 Jan 2025 00:00:00 GMT")
                #expect(String(decoding: response.body, as: UTF8.self).hasPrefix("<?xml"))
                #expect(response.url == server.url("/versions.plist"))
            }
        }

        @Test func statusesAreResponsesNotErrors() async throws {
            try await withFeedServer { server in
                let transport = URLSessionTransport()
                let missing = try await transport.send(HTTPRequest(url: server.url("/missing"), timeout: 10))
                let error = try await transport.send(HTTPRequest(url: server.url("/error"), timeout: 10))
                #expect(missing.status == 404)
                #expect(error.status == 500)
            }
        }

        @Test func insecureHostIsRefusedBeforeConnecting() async {
            let url = URL(string: "http://example.com/versions.plist")!
            // No network here: had a connection been tried, this would be connectionFailed or a timeout.
            let (error, seconds) = await timed { await transportError(URLSessionTransport(), HTTPRequest(url: url, timeout: 5)) }
            #expect(error == .insecureURL(url))
            #expect(seconds < 3) // refused before connecting: generous for a loaded machine
        }

        @Test func unsupportedSchemeIsRefused() async {
            let url = URL(string: "ftp://127.0.0.1/versions.plist")!
            #expect(await transportError(URLSessionTransport(), HTTPRequest(url: url)) == .unsupportedScheme(url))
        }

        @Test func redirectIsFollowed() async throws {
            try await withFeedServer { server in
                let response = try await URLSessionTransport().send(HTTPRequest(url: server.url("/redirect"), timeout: 10))
                #expect(response.status == 200)
                #expect(response.url == server.url("/versions.plist"))
                #expect(try await server.requests().map(\.path) == ["/redirect", "/versions.plist"])
            }
        }

        @Test func conditionalHeadersFollowARedirect() async throws {
            try await withFeedServer { server in
                let request = HTTPRequest(url: server.url("/redirect"), headers: ["If-None-Match": "\"versions-v1\""], timeout: 10)
                let response = try await URLSessionTransport().send(request)
                #expect(response.status == 304)
                #expect(response.body.isEmpty)
            }
        }

        /// `/chain/N` takes N redirects; with a limit of 3, three pass and four fail.
        @Test(arguments: [(1, true), (3, true), (4, false), (6, false)])
        func redirectLimit(hops: Int, succeeds: Bool) async throws {
            try await withFeedServer { server in
                let url = server.url("/chain/\(hops)")
                let error = await transportError(URLSessionTransport(maximumRedirects: 3), HTTPRequest(url: url, timeout: 10))
                #expect(error == (succeeds ? nil : .tooManyRedirects(url)))
            }
        }

        @Test func redirectLoopEndsWithTooManyRedirects() async throws {
            try await withFeedServer { server in
                let url = server.url("/loop")
                let (error, seconds) = await timed { await transportError(URLSessionTransport(), HTTPRequest(url: url, timeout: 10)) }
                #expect(error == .tooManyRedirects(url))
                #expect(seconds < 5)
                // The first request plus five followed redirects, then it stops.
                let loops = try await server.requests().filter { $0.path == "/loop" }
                #expect(loops.count == 6)
            }
        }

        @Test func redirectToAnInsecureHostIsRefused() async throws {
            try await withFeedServer { server in
                let error = await transportError(URLSessionTransport(), HTTPRequest(url: server.url("/external"), timeout: 10))
                #expect(error == .insecureURL(URL(string: "http://example.com/versions.plist")!))
            }
        }

        @Test func serverThatNeverAnswersTimesOut() async throws {
            try await withFeedServer { server in
                let url = server.url("/hang")
                let (error, seconds) = await timed { await transportError(URLSessionTransport(), HTTPRequest(url: url, timeout: 1.5)) }
                #expect(error == .timedOut(url, seconds: 1.5))
                #expect(seconds >= 1.4)
                #expect(seconds < 5)
            }
        }

        @Test(arguments: ["/huge", "/huge-stream"])
        func fiftyMegabytesAreCutOffAtTheLimit(path: String) async throws {
            try await withFeedServer { server in
                let url = server.url(path)
                let (error, seconds) = await timed { await transportError(URLSessionTransport(), HTTPRequest(url: url, timeout: 20)) }
                #expect(error == .tooLarge(url, limit: 8 << 20))
                #expect(seconds < 5)
            }
        }

        /// The server announces 50 MB and sends nothing: only the Content-Length check can refuse it in time.
        @Test func announcedLengthOverTheLimitIsRefusedBeforeTheBody() async throws {
            try await withFeedServer { server in
                let url = server.url("/announce-huge")
                let (error, seconds) = await timed { await transportError(URLSessionTransport(), HTTPRequest(url: url, timeout: 10)) }
                #expect(error == .tooLarge(url, limit: 8 << 20))
                #expect(seconds < 5)
            }
        }

        @Test func bodyExactlyAtTheLimitIsAccepted() async throws {
            try await withFeedServer { server in
                let size = try await URLSessionTransport().send(HTTPRequest(url: server.url("/versions.plist"), timeout: 10)).body.count
                let atLimit = URLSessionTransport(maximumResponseBytes: size)
                #expect(try await atLimit.send(HTTPRequest(url: server.url("/versions.plist"), timeout: 10)).body.count == size)
                let url = server.url("/versions.plist")
                let under = URLSessionTransport(maximumResponseBytes: size - 1)
                #expect(await transportError(under, HTTPRequest(url: url, timeout: 10)) == .tooLarge(url, limit: size - 1))
            }
        }

        @Test func refusedConnectionIsAnError() async throws {
            let server = try await FeedServer.start()
            let url = server.url("/versions.plist")
            await server.stop()
            let error = await transportError(URLSessionTransport(), HTTPRequest(url: url, timeout: 5))
            guard case let .connectionFailed(failedURL, message)? = error else {
                Issue.record("expected connectionFailed, got \(String(describing: error))")
                return
            }
            #expect(failedURL == url)
            #expect(!message.isEmpty)
        }

        @Test func cancellingTheTaskEndsTheRequest() async throws {
            try await withFeedServer { server in
                let url = server.url("/hang")
                let (error, seconds) = await timed {
                    let task = Task { await transportError(URLSessionTransport(), HTTPRequest(url: url, timeout: 20)) }
                    try? await Task.sleep(for: .milliseconds(300))
                    task.cancel()
                    return await task.value
                }
                #expect(error == .connectionFailed(url, message: "the request was cancelled"))
                #expect(seconds < 3)
            }
        }
    }
}
