import Foundation
import RuntimeTestSupport
import Testing

@testable import IVersion

extension NetworkingTests {
    /// The rules around any transport, proved with a scripted one (no socket): whatever the transport would do,
    /// a refused URL is never handed to it, and what it hands back is held to the same rules.
    @Suite("Rules around any transport")
    struct TransportGuardTests {
        static let feed = URL(string: "https://feeds.example.com/versions.plist")!

        /// A scripted server: each URL answers with its status and headers (and `body`); any other is a 404.
        static func scripted(_ routes: [String: (status: Int, headers: [String: String])], body: [UInt8] = [])
            -> StubTransport
        {
            StubTransport { request in
                let (status, headers) = routes[request.url.absoluteString] ?? (404, [:])
                return .success(HTTPResponse(status: status, headers: headers, body: body, url: request.url))
            }
        }

        static func redirect(_ target: String, status: Int = 302) -> (status: Int, headers: [String: String]) {
            (status, ["Location": target])
        }

        // MARK: Redirect targets

        @Test(arguments: [
            ("http://127.0.0.1:8080/versions.plist", "http://example.com/versions.plist"),
            ("http://localhost/versions.plist", "http://192.168.1.10/versions.plist"),
            ("http://[::1]/versions.plist", "http://127.0.0.1.example.com/versions.plist"),
        ])
        func redirectToPlainHTTPOfANonLoopbackHostIsRefused(from: String, to: String) async {
            let stub = Self.scripted([from: Self.redirect(to)])
            #expect(await guardedError(stub, URL(string: from)!) == .insecureURL(URL(string: to)!))
            #expect(stub.requests.map(\.url.absoluteString) == [from], "the refused target is never sent")
        }

        @Test(arguments: [
            "file:///etc/passwd", "ftp://example.com/versions.plist", "data:text/plain,1.1", "gopher://example.com/",
            "https:///nohost",
        ])
        func redirectToAnotherSchemeIsRefused(target: String) async {
            let stub = Self.scripted([Self.feed.absoluteString: Self.redirect(target)])
            // Even with plain HTTP allowed: that opens http, no other scheme.
            let error = await guardedError(stub, Self.feed, limits: TransportLimits(allowsInsecureHTTP: true))
            #expect(error == .unsupportedScheme(URL(string: target)!))
            #expect(stub.requests.map(\.url) == [Self.feed])
        }

        @Test(arguments: [
            ("http://feeds.example.com/versions.plist", false), ("http://feeds.example.com/versions.plist", true),
            ("http://127.0.0.1/versions.plist", false), ("http://localhost:8080/versions.plist", true),
        ])
        func httpsToHTTPIsRefusedEvenToLoopbackOrWithPlainHTTPAllowed(target: String, allowsInsecureHTTP: Bool) async {
            let stub = Self.scripted([Self.feed.absoluteString: Self.redirect(target, status: 301)])
            let error = await guardedError(
                stub, Self.feed, limits: TransportLimits(allowsInsecureHTTP: allowsInsecureHTTP))
            #expect(error == .insecureURL(URL(string: target)!))
            #expect(stub.requests.map(\.url) == [Self.feed])
        }

        @Test func plainHTTPToAnyHostIsFollowedOnlyWhenAllowed() async throws {
            let start = "http://127.0.0.1/versions.plist"
            let target = "http://mirror.example.com/versions.plist"
            let stub = Self.scripted([start: Self.redirect(target), target: (200, [:])])
            #expect(await guardedError(stub, URL(string: start)!) == .insecureURL(URL(string: target)!))
            let response = try await TransportGuard(
                stub, limits: TransportLimits(allowsInsecureHTTP: true), clock: ManualClock()
            ).send(URL(string: start)!)
            #expect(response.status == 200 && response.url.absoluteString == target)
        }

        // MARK: Loops and counts

        @Test(arguments: [
            ["https://feeds.example.com/a", "https://feeds.example.com/a"],
            ["https://feeds.example.com/a", "https://feeds.example.com/b", "https://feeds.example.com/a"],
            [
                "https://feeds.example.com/a", "https://cdn.example.com/b", "https://feeds.example.com/c",
                "https://cdn.example.com/b",
            ],
        ])
        func redirectLoopIsRefusedAtTheFirstRepeat(chain: [String]) async {
            var routes: [String: (status: Int, headers: [String: String])] = [:]
            for (from, to) in zip(chain, chain.dropFirst()) { routes[from] = Self.redirect(to) }
            let stub = Self.scripted(routes)
            let error = await guardedError(stub, URL(string: chain[0])!, limits: TransportLimits(maximumRedirects: 10))
            #expect(error == .redirectLoop(URL(string: chain[0])!, repeated: URL(string: chain.last!)!))
            #expect(stub.requests.map(\.url.absoluteString) == Array(chain.dropLast()), "each URL asked for once")
        }

        /// `hops` redirects in a row to distinct URLs, then a 200: at most `limit` are followed.
        @Test(arguments: [(5, 5), (5, 6), (0, 0), (0, 1), (2, 3), (2, 9)])
        func tooManyRedirectsAreRefused(limit: Int, hops: Int) async {
            let urls = (0...hops).map { "https://feeds.example.com/hop/\($0)" }
            var routes: [String: (status: Int, headers: [String: String])] = [urls[hops]: (200, [:])]
            // Every redirect status in turn.
            for (index, (from, to)) in zip(urls, urls.dropFirst()).enumerated() {
                routes[from] = Self.redirect(to, status: [301, 302, 303, 307, 308][index % 5])
            }
            let stub = Self.scripted(routes)
            let error = await guardedError(
                stub, URL(string: urls[0])!, limits: TransportLimits(maximumRedirects: limit))
            if hops <= limit {
                #expect(error == nil)
                #expect(stub.requests.count == hops + 1)
            } else {
                #expect(error == .tooManyRedirects(URL(string: urls[0])!))
                #expect(stub.requests.count == limit + 1, "the request over the limit is never sent")
            }
        }

        @Test func aRelativeLocationIsResolvedAgainstTheURLThatAnswered() async throws {
            let stub = Self.scripted([
                "https://feeds.example.com/a/b": Self.redirect("../c?x=1", status: 307),
                "https://feeds.example.com/c?x=1": (200, [:]),
            ])
            let response = try await TransportGuard(stub, clock: ManualClock()).send(
                URL(string: "https://feeds.example.com/a/b")!)
            #expect(response.url.absoluteString == "https://feeds.example.com/c?x=1")
        }

        @Test(arguments: [300, 304, 305])
        func otherStatusesAreAnswersNotRedirects(status: Int) async throws {
            let stub = Self.scripted([Self.feed.absoluteString: Self.redirect("file:///etc/passwd", status: status)])
            #expect(try await TransportGuard(stub, clock: ManualClock()).send(Self.feed).status == status)
            #expect(stub.requests.count == 1)
        }

        @Test func aRedirectWithoutLocationIsAFailure() async {
            let stub = Self.scripted([Self.feed.absoluteString: (302, [:])])
            #expect(
                await guardedError(stub, Self.feed)
                    == .connectionFailed(Self.feed, message: "redirect (HTTP 302) without a usable Location"))
        }

        @Test func credentialsStayWithTheirOrigin() async throws {
            let same = "https://feeds.example.com/moved"
            let other = "https://cdn.example.com/versions.plist"
            let stub = Self.scripted([
                Self.feed.absoluteString: Self.redirect(same), same: Self.redirect(other), other: (200, [:]),
            ])
            let headers = ["Authorization": "Bearer t", "Cookie": "a=b", "If-None-Match": "\"v1\""]
            _ = try await TransportGuard(stub, clock: ManualClock()).send(Self.feed, headers: headers)
            #expect(stub.requests.map(\.headers) == [headers, headers, ["If-None-Match": "\"v1\""]])
        }

        // MARK: What the transport hands back

        @Test func aBodyOverTheCapIsRefusedFromATransportThatIgnoresIt() async throws {
            let stub = Self.scripted([Self.feed.absoluteString: (200, [:])], body: [UInt8](repeating: 0x41, count: 11))
            #expect(
                await guardedError(stub, Self.feed, limits: TransportLimits(maximumBodyBytes: 10))
                    == .tooLarge(Self.feed, limit: 10))
            #expect(stub.requests.map(\.maximumBodyBytes) == [10], "the transport was told the cap")
            #expect(
                try await TransportGuard(stub, limits: TransportLimits(maximumBodyBytes: 11), clock: ManualClock())
                    .send(Self.feed).body.count == 11)
        }

        @Test func aRedirectWithABodyOverTheCapIsRefusedAndNotFollowed() async {
            let stub = Self.scripted(
                [Self.feed.absoluteString: Self.redirect("https://feeds.example.com/next")],
                body: [UInt8](repeating: 0, count: 11))
            #expect(
                await guardedError(stub, Self.feed, limits: TransportLimits(maximumBodyBytes: 10))
                    == .tooLarge(Self.feed, limit: 10))
            #expect(stub.requests.count == 1)
        }

        /// A transport that followed redirects itself, against the protocol, reports where it ended: that URL
        /// is held to the rules of a redirect target.
        static let finalURLs: [(String, TransportError?)] = [
            ("file:///etc/passwd", .unsupportedScheme(URL(string: "file:///etc/passwd")!)),
            ("http://example.com/versions.plist", .insecureURL(URL(string: "http://example.com/versions.plist")!)),
            ("http://127.0.0.1/versions.plist", .insecureURL(URL(string: "http://127.0.0.1/versions.plist")!)),
            ("https://mirror.example.com/versions.plist", nil),
        ]

        @Test(arguments: finalURLs)
        func theFinalURLOfATransportThatFollowedRedirectsIsChecked(final: String, expected: TransportError?) async {
            let stub = StubTransport { _ in .success(HTTPResponse(status: 200, body: [1], url: URL(string: final)!)) }
            #expect(await guardedError(stub, Self.feed) == expected)
        }

        // MARK: One deadline

        @Test func aTransportThatNeverAnswersIsCutAtTheDeadline() async {
            let held = HeldTransport()
            let clock = ManualClock()
            let fetch = Task { await guardedError(held, Self.feed, limits: TransportLimits(timeout: 20), clock: clock) }
            await clock.waitForSleepers()
            clock.advance(by: .seconds(19))
            #expect(clock.sleeperCount == 1, "not at the deadline yet")
            clock.advance(by: .seconds(1))
            #expect(await fetch.value == .timedOut(Self.feed, seconds: 20))
            held.release()
        }

        @Test func eachHopIsGivenWhatIsLeftOfOneDeadline() async throws {
            let urls = (0...3).map { "https://feeds.example.com/\($0)" }
            let clock = ManualClock()
            let stub = StubTransport { request in
                clock.advance(by: .seconds(5))  // each hop takes five seconds
                let next = urls.firstIndex(of: request.url.absoluteString).map { $0 + 1 } ?? urls.count
                return .success(
                    next < urls.count
                        ? HTTPResponse(status: 302, headers: ["Location": urls[next]], url: request.url)
                        : HTTPResponse(status: 200, url: request.url))
            }
            _ = try await TransportGuard(stub, limits: TransportLimits(timeout: 30), clock: clock).send(
                URL(string: urls[0])!)
            #expect(stub.requests.map(\.timeout) == [30, 25, 20, 15])
            // Past the deadline, the next hop is not sent at all.
            let late = StubTransport { request in
                clock.advance(by: .seconds(31))
                return .success(HTTPResponse(status: 302, headers: ["Location": urls[1]], url: request.url))
            }
            #expect(
                await guardedError(late, URL(string: urls[0])!, limits: TransportLimits(timeout: 30), clock: clock)
                    == .timedOut(URL(string: urls[0])!, seconds: 30))
            #expect(late.requests.count == 1)
        }

        @Test func aTransportTimeoutIsReportedAsTheWholeFetchs() async {
            let hop = URL(string: "https://feeds.example.com/next")!
            let stub = StubTransport { request in
                request.url == hop
                    ? .failure(.timedOut(hop, seconds: request.timeout))
                    : .success(HTTPResponse(status: 302, headers: ["Location": hop.absoluteString], url: request.url))
            }
            #expect(
                await guardedError(stub, Self.feed, limits: TransportLimits(timeout: 9))
                    == .timedOut(Self.feed, seconds: 9))
        }

        // MARK: Through the fetcher

        @Test func aRefusedFirstURLNeverReachesTheTransport() async {
            let stub = Self.scripted([:])
            for text in ["http://example.com/versions.plist", "ftp://127.0.0.1/versions.plist"] {
                let url = URL(string: text)!
                guard
                    case let .failure(failure) = await FeedFetcher(transport: stub, clock: ManualClock()).fetch(
                        url, source: .remoteVersionsPlist)
                else {
                    Issue.record("\(text) was fetched")
                    continue
                }
                #expect(failure.kind == .network)
            }
            #expect(stub.requests.isEmpty)
        }

        @Test func theFetcherReportsARefusedRedirectAsANetworkFailure() async {
            let stub = Self.scripted([Self.feed.absoluteString: Self.redirect("file:///etc/passwd")])
            let result = await FeedFetcher(transport: stub, clock: ManualClock()).fetch(
                Self.feed, source: .remoteVersionsPlist)
            #expect(
                result
                    == .failure(
                        CheckFailure(
                            .network, source: .remoteVersionsPlist,
                            message: "file:///etc/passwd: unsupported URL scheme \"file\"; use https://")))
        }

        @Test func errorDescriptions() {
            let url = URL(string: "https://example.com/a")!
            let repeated = URL(string: "https://example.com/b")!
            #expect(
                TransportError.redirectLoop(url, repeated: repeated).description
                    == "https://example.com/a: redirect loop (https://example.com/b was asked for twice)")
            #expect(TransportError.redirectLoop(url, repeated: repeated).url == url)
        }
    }
}

/// A transport that never answers on its own, ignoring its timeout and cancellation, until the test releases it.
final class HeldTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var held: [CheckedContinuation<Void, Never>] = []
    private var released = false

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        await withCheckedContinuation { continuation in
            lock.lock()
            if released {
                lock.unlock()
                continuation.resume()
                return
            }
            held.append(continuation)
            lock.unlock()
        }
        return HTTPResponse(status: 200, url: request.url)
    }

    /// Lets every held request answer, and any later one at once.
    func release() {
        lock.lock()
        let continuations = held
        held = []
        released = true
        lock.unlock()
        for continuation in continuations { continuation.resume() }
    }
}
