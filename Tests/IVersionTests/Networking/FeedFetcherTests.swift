import Foundation
@_spi(Engine) import IVersionCore
import RuntimeTestSupport
import TestServer
import Testing

@testable import IVersion

extension NetworkingTests {
    /// The fetcher against the loopback server, the disk, and a stub transport.
    @Suite("FeedFetcher")
    struct FeedFetcherTests {
        static let source = CheckFailure.Source.remoteVersionsPlist

        @Test func feedIsFound() async throws {
            try await withFeedServer { server in
                let feed = try await FeedFetcher(clock: ManualClock()).fetch(
                    server.url("/versions.plist"), source: Self.source
                ).get()
                #expect(!feed.notModified)
                #expect(feed.url == server.url("/versions.plist"))
                // The bytes are a versions plist the feed decoder reads.
                let decoded = try VersionsFeed.decode(feed.bytes)
                #expect(decoded.releases.count == 2)
            }
        }

        @Test func secondFetchThroughTheCacheIsNotModified() async throws {
            try await withFeedServer { server in
                let fetcher = FeedFetcher(cache: InMemoryFeedCache(), clock: ManualClock())
                let url = server.url("/versions.plist")
                let first = try await fetcher.fetch(url, source: Self.source).get()
                let second = try await fetcher.fetch(url, source: Self.source).get()
                #expect(!first.notModified)
                #expect(second.notModified)
                #expect(second.bytes == first.bytes)
                let log = try await server.requests()
                #expect(log.map(\.path) == ["/versions.plist", "/versions.plist"])
                #expect(log.map(\.ifNoneMatch) == [nil, "\"versions-v1\""])
                #expect(log.map(\.ifModifiedSince) == [nil, "Wed, 01 Jan 2025 00:00:00 GMT"])
            }
        }

        /// A new cache object over the same directory stands for the next run of the command-line tool.
        @Test func directoryCacheGivesTheNextProcessA304() async throws {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try await withFeedServer { server in
                let url = server.url("/versions.plist")
                let first = try await FeedFetcher(cache: DirectoryFeedCache(directory: directory), clock: ManualClock())
                    .fetch(url, source: Self.source).get()
                let second = try await FeedFetcher(
                    cache: DirectoryFeedCache(directory: directory), clock: ManualClock()
                ).fetch(url, source: Self.source).get()
                #expect(!first.notModified)
                #expect(second.notModified)
                #expect(second.bytes == first.bytes)
                #expect(try await server.requests().map(\.ifNoneMatch) == [nil, "\"versions-v1\""])
            }
        }

        @Test(arguments: [("/missing", 404), ("/error", 500)])
        func errorStatusIsAFailure(path: String, status: Int) async throws {
            try await withFeedServer { server in
                let url = server.url(path)
                let result = await FeedFetcher(clock: ManualClock()).fetch(url, source: Self.source)
                #expect(
                    result
                        == .failure(
                            CheckFailure(
                                .httpStatus, source: Self.source, message: "HTTP \(status) from \(url.absoluteString)",
                                httpStatus: status)))
            }
        }

        @Test func timeoutIsAFailure() async throws {
            try await withFeedServer { server in
                let url = server.url("/hang")
                let result = await FeedFetcher(limits: TransportLimits(timeout: 1), clock: ManualClock()).fetch(
                    url, source: Self.source)
                #expect(
                    result
                        == .failure(
                            CheckFailure(
                                .network, source: Self.source,
                                message: "\(url.absoluteString): no response within 1 second")))
            }
        }

        @Test func hugeResponseIsAFailure() async throws {
            try await withFeedServer { server in
                let url = server.url("/huge-stream")
                let result = await FeedFetcher(clock: ManualClock()).fetch(url, source: Self.source)
                #expect(
                    result
                        == .failure(
                            CheckFailure(
                                .malformedFeed, source: Self.source,
                                message:
                                    "\(url.absoluteString): the response is larger than the limit of \(8 << 20) bytes"
                            )))
            }
        }

        @Test func malformedBodyArrivesAsBytes() async throws {
            try await withFeedServer { server in
                let feed = try await FeedFetcher(clock: ManualClock()).fetch(
                    server.url("/malformed"), source: Self.source
                ).get()
                #expect(feed.bytes == [0x00, 0xFF] + Array("this is <not> a plist {{{".utf8) + [0x80, 0x81])
                // Decoding is the next layer's job, and it fails there with its own error.
                #expect(throws: FeedError.self) { try VersionsFeed.decode(feed.bytes) }
            }
        }

        @Test func insecureURLFailsWithoutARequest() async {
            let url = URL(string: "http://example.com/versions.plist")!
            let result = await FeedFetcher(clock: ManualClock()).fetch(url, source: Self.source)
            #expect(
                result
                    == .failure(
                        CheckFailure(
                            .network, source: Self.source, message: TransportError.insecureURL(url).description)))
        }

        @Test func redirectIsFollowed() async throws {
            try await withFeedServer { server in
                let feed = try await FeedFetcher(clock: ManualClock()).fetch(
                    server.url("/redirect"), source: Self.source
                ).get()
                #expect(feed.url == server.url("/versions.plist"))
                #expect(!feed.bytes.isEmpty)
            }
        }

        @Test func redirectLoopIsAFailure() async throws {
            try await withFeedServer { server in
                let url = server.url("/loop")
                let result = await FeedFetcher(clock: ManualClock()).fetch(url, source: Self.source)
                #expect(
                    result
                        == .failure(
                            CheckFailure(
                                .network, source: Self.source,
                                message:
                                    "\(url.absoluteString): redirect loop (\(url.absoluteString) was asked for twice)"))
                )
            }
        }

        // MARK: Files

        @Test func fileURLAndPlainPathAreRead() async throws {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("versions.plist")
            let bytes: [UInt8] = Array("<plist/>".utf8)
            try Data(bytes).write(to: file)
            let viaFileURL = try await FeedFetcher(clock: ManualClock()).fetch(file, source: .localVersionsPlist).get()
            #expect(viaFileURL == FetchedFeed(bytes: bytes, notModified: false, url: file))
            let plainPath = try #require(URL(string: file.path))
            #expect(plainPath.scheme == nil)
            #expect(
                try await FeedFetcher(clock: ManualClock()).fetch(plainPath, source: .localVersionsPlist).get().bytes
                    == bytes)
        }

        @Test func missingFileIsAFailure() async {
            let path = temporaryDirectory().appendingPathComponent("nothing.plist").path
            let result = await FeedFetcher(clock: ManualClock()).fetch(
                URL(fileURLWithPath: path), source: .localVersionsPlist)
            #expect(
                result
                    == .failure(
                        CheckFailure(.unreadableFile, source: .localVersionsPlist, message: "no such file: \(path)")))
        }

        @Test func directoryIsAFailure() async throws {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let result = await FeedFetcher(clock: ManualClock()).fetch(directory, source: .localVersionsPlist)
            guard case let .failure(failure) = result else {
                Issue.record("expected a failure")
                return
            }
            #expect(failure.message.hasSuffix("is a directory, not a feed file"))
        }

        @Test func fileOverTheLimitIsAFailure() async throws {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent("big.plist")
            try Data(repeating: 0x41, count: 17).write(to: file)
            #expect(
                try await FeedFetcher(limits: TransportLimits(maximumBodyBytes: 17), clock: ManualClock()).fetch(
                    file, source: .remoteVersionsPlist
                ).get().bytes.count == 17)
            let result = await FeedFetcher(limits: TransportLimits(maximumBodyBytes: 16), clock: ManualClock()).fetch(
                file, source: .remoteVersionsPlist)
            #expect(
                result
                    == .failure(
                        CheckFailure(
                            .unreadableFile, source: .remoteVersionsPlist,
                            message: "\(file.path): the file is larger than the limit of 16 bytes")))
        }

        @Test func otherSchemeIsAFailure() async {
            let url = URL(string: "ftp://127.0.0.1/versions.plist")!
            let result = await FeedFetcher(clock: ManualClock()).fetch(url, source: .remoteVersionsPlist)
            #expect(
                result
                    == .failure(
                        CheckFailure(
                            .network, source: .remoteVersionsPlist,
                            message: TransportError.unsupportedScheme(url).description)))
        }

        // MARK: Stub transport

        @Test func notModifiedWithNothingCachedIsAFailure() async {
            let url = URL(string: "https://example.com/versions.plist")!
            let stub = StubTransport { request in .success(HTTPResponse(status: 304, url: request.url)) }
            let result = await FeedFetcher(transport: stub, cache: InMemoryFeedCache(), clock: ManualClock()).fetch(
                url, source: .remoteVersionsPlist)
            guard case let .failure(failure) = result else {
                Issue.record("expected a failure")
                return
            }
            #expect(
                failure.message == "HTTP 304 from https://example.com/versions.plist, but no copy of the feed is cached"
            )
            #expect(stub.requests.first?.headers == [:])
        }

        @Test func responseWithoutValidatorsIsNotCached() async throws {
            let url = URL(string: "https://example.com/versions.plist")!
            let stub = StubTransport { request in
                .success(HTTPResponse(status: 200, body: [1, 2, 3], url: request.url))
            }
            let cache = InMemoryFeedCache()
            #expect(
                try await FeedFetcher(transport: stub, cache: cache, clock: ManualClock()).fetch(
                    url, source: .remoteVersionsPlist
                ).get().bytes == [1, 2, 3])
            #expect(await cache.entry(for: url) == nil)
        }

        /// The transport is given what is left of the fetch's timeout (a little less than all of it, the clock
        /// having moved) and the size cap.
        @Test func timeoutAndCapArePassedToTheTransport() async {
            let url = URL(string: "https://example.com/versions.plist")!
            let stub = StubTransport { request in .success(HTTPResponse(status: 200, url: request.url)) }
            _ = await FeedFetcher(transport: stub, clock: ManualClock()).fetch(url, source: .remoteVersionsPlist)
            _ = await FeedFetcher(
                transport: stub, limits: TransportLimits(timeout: 7, maximumBodyBytes: 99), clock: ManualClock()
            ).fetch(url, source: .remoteVersionsPlist)
            let timeouts = stub.requests.map(\.timeout)
            #expect(
                timeouts.count == 2 && (59...60).contains(timeouts[0]) && (6...7).contains(timeouts[1]), "\(timeouts)")
            #expect(stub.requests.map(\.maximumBodyBytes) == [8 << 20, 99])
        }

        @Test func bodyOverTheLimitFromAnyTransportIsAFailure() async {
            let url = URL(string: "https://example.com/versions.plist")!
            let stub = StubTransport { request in
                .success(HTTPResponse(status: 200, body: [UInt8](repeating: 0, count: 11), url: request.url))
            }
            let result = await FeedFetcher(
                transport: stub, limits: TransportLimits(maximumBodyBytes: 10), clock: ManualClock()
            ).fetch(url, source: .remoteVersionsPlist)
            #expect(
                result
                    == .failure(
                        CheckFailure(
                            .malformedFeed, source: .remoteVersionsPlist,
                            message: TransportError.tooLarge(url, limit: 10).description)))
        }
    }
}

/// A fresh path under the temporary directory (not created).
func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("iversion-net-\(UUID().uuidString)")
}
