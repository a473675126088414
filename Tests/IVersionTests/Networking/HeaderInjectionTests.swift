import Foundation
import RuntimeTestSupport
import TestServer
import Testing

@testable import IVersion

extension NetworkingTests {
    /// Header values from servers cross the runtime's boundary only without control characters (issue 37: an
    /// ETag with a bare CR was cached and sent back verbatim, and `X-Injected: yes` reached the server, also
    /// on hops to other origins).
    @Suite("Header injection")
    struct HeaderInjectionTests {
        /// `/injected/etag` answers with an ETag holding a bare CR and a Last-Modified holding a bare LF, each
        /// followed by `X-Injected: yes`; `/injected/hop` redirects there on another origin (`localhost`).
        /// Two runs of the tool later, the server has never seen the injected header.
        @Test(arguments: TransportKind.allCases, ["/injected/etag", "/injected/hop"])
        func anInjectedValidatorNeverReachesTheServer(kind: TransportKind, path: String) async throws {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try await withFeedServer { server in
                let url = server.url(path)
                for _ in 0..<2 {
                    let fetcher = FeedFetcher(
                        transport: kind.make(), limits: TransportLimits(timeout: 20),
                        cache: DirectoryFeedCache(directory: directory), clock: ManualClock())
                    let result = await fetcher.fetch(url, source: .remoteVersionsPlist)
                    // FoundationNetworking refuses the bare CR itself ("Failed writing header"): a failed
                    // fetch, not an injection. CurlTransport reads the answer.
                    if kind == .curl { #expect(try result.get().bytes.isEmpty == false) }
                }
                let log = try await server.requests()
                #expect(log.count >= 2)
                #expect(log.allSatisfy { $0.injected == nil }, "\(log)")
                #expect(
                    log.allSatisfy {
                        ($0.ifNoneMatch ?? "").allSatisfy { !$0.isNewline }
                            && ($0.ifModifiedSince ?? "").allSatisfy { !$0.isNewline }
                    })
                // Nothing unsafe was stored for the next run either. (The bare LF ends the Last-Modified line:
                // what is before it is a date, and `X-Injected` a header of the answer, never sent back.)
                let stored = await DirectoryFeedCache(directory: directory).entry(for: url)
                #expect(stored?.etag == nil)
                #expect((stored?.lastModified ?? "").allSatisfy { !$0.isNewline })
            }
        }

        static let unsafeValues = [
            "\"v1\"\rX-Injected: yes", "\"v1\"\nX-Injected: yes", "\"v1\"\r\nX-Injected: yes", "a\u{0}b", "a\u{1B}[2Jb",
            "a\u{7F}",
        ]

        @Test("a response keeps no header holding a control character", arguments: unsafeValues)
        func responsesRefuseUnsafeValues(value: String) {
            var response = HTTPResponse(
                status: 200, headers: ["ETag": value, "Content-Type": "text/plain", "X-\r\nY": "z"],
                url: URL(string: "https://example.com/")!)
            #expect(response.header("ETag") == nil && response.headers == ["content-type": "text/plain"])
            response.headers["last-modified"] = value
            #expect(response.header("Last-Modified") == nil)
        }

        @Test("a cache entry and a request keep no value holding a control character", arguments: unsafeValues)
        func entriesAndRequestsRefuseUnsafeValues(value: String) throws {
            var entry = FeedCacheEntry(etag: value, lastModified: value, body: [1])
            #expect(entry.etag == nil && entry.lastModified == nil && entry.conditionalHeaders.isEmpty)
            entry.etag = value
            #expect(entry.etag == nil)
            // An entry written by an older version (or by hand) reads back without it.
            let quoted = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
            let decoded = try JSONDecoder().decode(
                FeedCacheEntry.self, from: Data(#"{"etag":\#(quoted),"body":[1]}"#.utf8))
            #expect(decoded == FeedCacheEntry(body: [1]))
            var request = HTTPRequest(
                url: URL(string: "https://example.com/")!, headers: ["If-None-Match": value, "Accept": "*/*"])
            #expect(request.headers == ["Accept": "*/*"])
            request.headers["If-Modified-Since"] = value
            #expect(request.headers == ["Accept": "*/*"])
        }

        @Test("ordinary values are kept as written: quotes, W/, tabs, non-ASCII")
        func ordinaryValuesAreKept() {
            for value in ["W/\"abc\"", "\"a\tb\"", "Wed, 01 Jan 2025 00:00:00 GMT", "\"caf\u{E9}\""] {
                #expect(FeedCacheEntry(etag: value, body: []).etag == value)
                #expect(
                    HTTPResponse(status: 200, headers: ["ETag": value], url: URL(string: "https://example.com/")!)
                        .header("etag") == value)
            }
        }
    }
}
