import Foundation
import Testing
@testable import IVersion

extension NetworkingTests {
    @Suite("FeedCaches")
    struct FeedCacheTests {
        static let url = URL(string: "https://example.com/versions.plist")!
        static let entry = FeedCacheEntry(etag: "W/\"abc\"", lastModified: "Wed, 01 Jan 2025 00:00:00 GMT", body: [0, 1, 2, 255])

        @Test func directoryRoundTrip() async throws {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let cache = DirectoryFeedCache(directory: directory)
            #expect(await cache.entry(for: Self.url) == nil)
            await cache.store(Self.entry, for: Self.url)
            #expect(await DirectoryFeedCache(directory: directory).entry(for: Self.url) == Self.entry)
            #expect(await cache.entry(for: URL(string: "https://example.com/other.plist")!) == nil)

            let replacement = FeedCacheEntry(etag: nil, lastModified: "Thu, 02 Jan 2025 00:00:00 GMT", body: Array("new".utf8))
            await cache.store(replacement, for: Self.url)
            #expect(await cache.entry(for: Self.url) == replacement)
            // One file, no temporary files left behind.
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(names == [cache.fileURL(for: Self.url).lastPathComponent])
        }

        @Test func fileNameIsAStableHash() {
            let cache = DirectoryFeedCache(directory: URL(fileURLWithPath: "/tmp/x"))
            // FNV-1a 64 of the URL text: pinned, so a second run (or another build) finds the same file.
            #expect(cache.fileURL(for: Self.url).lastPathComponent == "feed-\(fnv1a(Self.url.absoluteString)).json")
            #expect(cache.fileURL(for: Self.url) == cache.fileURL(for: URL(string: Self.url.absoluteString)!))
            #expect(cache.fileURL(for: Self.url) != cache.fileURL(for: URL(string: "https://example.com/versions.plist?x")!))
        }

        @Test(arguments: [
            Array("not json".utf8), [], [0xFF, 0xFE, 0x00], Array("{\"url\": 3}".utf8),
            Array("{\"url\": \"https://example.com/versions.plist\", \"body\": \"%%%\"}".utf8),
        ])
        func corruptFileIsAbsent(contents: [UInt8]) async throws {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let cache = DirectoryFeedCache(directory: directory)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(contents).write(to: cache.fileURL(for: Self.url))
            #expect(await cache.entry(for: Self.url) == nil)
            // And a store over it repairs it.
            await cache.store(Self.entry, for: Self.url)
            #expect(await cache.entry(for: Self.url) == Self.entry)
        }

        /// Another URL's entry under this URL's file name (a hash collision) is a miss, not another feed's body.
        @Test func entryForAnotherURLIsAbsent() async throws {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let cache = DirectoryFeedCache(directory: directory)
            let other = URL(string: "https://example.com/other.plist")!
            await cache.store(Self.entry, for: other)
            try FileManager.default.moveItem(at: cache.fileURL(for: other), to: cache.fileURL(for: Self.url))
            #expect(await cache.entry(for: Self.url) == nil)
        }

        @Test func unwritableDirectoryIsIgnored() async throws {
            let file = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: file) }
            try Data("a file, not a directory".utf8).write(to: file)
            let cache = DirectoryFeedCache(directory: file)
            await cache.store(Self.entry, for: Self.url) // must not crash or throw
            #expect(await cache.entry(for: Self.url) == nil)
        }

        @Test func inMemoryRoundTrip() async {
            let cache = InMemoryFeedCache()
            #expect(await cache.entry(for: Self.url) == nil)
            await cache.store(Self.entry, for: Self.url)
            #expect(await cache.entry(for: Self.url) == Self.entry)
        }

        @Test func conditionalHeaders() {
            #expect(Self.entry.conditionalHeaders == ["If-None-Match": "W/\"abc\"", "If-Modified-Since": "Wed, 01 Jan 2025 00:00:00 GMT"])
            #expect(FeedCacheEntry(body: []).conditionalHeaders == [:])
        }

        private func fnv1a(_ text: String) -> String {
            var hash: UInt64 = 14_695_981_039_346_656_037
            for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
    }
}
