import Foundation
import LocaleServices
import PropertySupport
import RuntimeTestSupport
import Synchronization
import Testing
@testable import EngineTestSupport
@testable import IVersion

extension NetworkingTests {
    /// The feed cache's folder stays bounded whatever the feeds link to, and what it writes it reads back
    /// (issue 37: it kept every release-notes page it ever fetched, and the feed chooses the link).
    @Suite("Feed cache bounds")
    struct FeedCacheBoundsTests {
        /// An appcast whose release notes link is new on every check, each page with an ETag (so cached):
        /// 100 checks later the folder holds at most the cache's number of entries, the appcast's among them.
        @Test func aFeedThatChangesItsNotesLinkEveryCheckKeepsTheFolderBounded() async throws {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let transport = RotatingNotesTransport()
            var configuration = Configuration(applicationVersion: Version("1.0"), applicationBundleID: "com.example.notes")
            configuration.removeFeeds(.appStore)
            configuration.setFeed(.appcast(RotatingNotesTransport.appcastURL))
            let cache = DirectoryFeedCache(directory: directory)
            let checker = VersionChecker.testing(configuration: configuration, store: InMemoryStateStore(),
                                         transport: transport, cache: cache, preferences: [.english],
                                         now: { Fixtures.now })
            let checks = DirectoryFeedCache.maximumEntries + 36
            for _ in 0..<checks { _ = try await checker.checkForNewVersion() }
            #expect(transport.notesPagesServed == checks, "each check fetched a new notes page")
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(names.count <= DirectoryFeedCache.maximumEntries, "\(names.count) entries")
            let bytes = try names.reduce(0) { total, name in
                total + (try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[.size] as? Int ?? 0)
            }
            #expect(bytes <= DirectoryFeedCache.maximumTotalBytes)
            // The appcast, read on every check, is the most recently used entry: it stays.
            #expect(await cache.entry(for: RotatingNotesTransport.appcastURL) != nil)
        }

        /// The least recently used entries go first, and reading an entry uses it: a feed answered with 304
        /// check after check stays, one never read again is evicted.
        @Test func theLeastRecentlyUsedEntriesAreEvicted() async throws {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let cache = DirectoryFeedCache(directory: directory)
            let used = URL(string: "https://example.com/used.xml")!, forgotten = URL(string: "https://example.com/forgotten.xml")!
            await cache.store(FeedCacheEntry(etag: "\"u\"", body: [1]), for: used)
            await cache.store(FeedCacheEntry(etag: "\"f\"", body: [2]), for: forgotten)
            for index in 0..<(DirectoryFeedCache.maximumEntries + 10) {
                #expect(await cache.entry(for: used) != nil)
                await cache.store(FeedCacheEntry(etag: "\"\(index)\"", body: [3]), for: URL(string: "https://example.com/notes/\(index).html")!)
            }
            #expect(await cache.entry(for: used) != nil)
            #expect(await cache.entry(for: forgotten) == nil)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == DirectoryFeedCache.maximumEntries)
        }

        /// Any validators (safe or not) and any body within the transport's cap: what is stored is read back,
        /// validators holding a control character left out.
        @Test func whatIsStoredIsReadBack() async throws {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let cache = DirectoryFeedCache(directory: directory)
            let cases = (0..<60).map { index -> (URL, FeedCacheEntry) in
                var random = SplitMix64(seed: SplitMix64.caseSeed(Property.defaultSeed, index: index))
                return Self.generate(&random, index: index)
            }
            for (url, entry) in cases {
                await cache.store(entry, for: url)
                let read = await cache.entry(for: url)
                #expect(read == FeedCacheEntry(etag: entry.etag, lastModified: entry.lastModified, body: entry.body),
                        "\(url): etag \(String(reflecting: entry.etag)), \(entry.body.count) bytes")
            }
        }

        @Test func aBodyAtTheTransportsCapIsStoredAndReadBack() async throws {
            let directory = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            let cache = DirectoryFeedCache(directory: directory)
            // Every byte value, in an order base64 does not compress into runs.
            let body = (0..<(8 << 20)).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
            let entry = FeedCacheEntry(etag: "\"big\"", lastModified: nil, body: body)
            let url = URL(string: "https://example.com/big.plist")!
            await cache.store(entry, for: url)
            #expect(await cache.entry(for: url) == entry)
        }

        static let scalars: [Unicode.Scalar] = ["a", "0", "\"", "/", "\\", " ", "\t", "W", "é", "漢", "🎉", "\r", "\n", "\u{0}", "\u{7F}", "\u{9B}"]

        static func generate(_ random: inout SplitMix64, index: Int) -> (URL, FeedCacheEntry) {
            func text(_ random: inout SplitMix64) -> String {
                var view = String.UnicodeScalarView()
                for _ in 0..<random.int(0...random.pick([8, 200, 4_000])) {
                    if random.chance(0.05), let any = Unicode.Scalar(UInt32(random.int(0...0x10_FFFF))) { view.append(any) } else { view.append(random.pick(scalars)) }
                }
                return String(view)
            }
            let size = random.pick([0, 1, 100, 4_096, 200_000])
            let body = (0..<random.int(0...size)).map { _ in UInt8.random(in: 0...255, using: &random) }
            let url = URL(string: "https://example.com/feeds/\(index)/caf%C3%A9.xml?lang=\(random.int(0...9))")!
            return (url, FeedCacheEntry(etag: random.optional { text(&$0) }, lastModified: random.optional { text(&$0) }, body: body))
        }
    }
}

/// An appcast that links a new release notes page on every request, and the pages, each with an ETag.
final class RotatingNotesTransport: HTTPTransport {
    static let appcastURL = URL(string: "https://example.com/appcast.xml")!
    private let counters = Mutex((appcasts: 0, pages: 0))
    var notesPagesServed: Int { counters.withLock { $0.pages } }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        if request.url == Self.appcastURL {
            let count = counters.withLock { $0.appcasts += 1; return $0.appcasts }
            let item = AppcastFixtures.item("2.0", "<sparkle:releaseNotesLink>https://example.com/notes/\(count).html</sparkle:releaseNotesLink>")
            return HTTPResponse(status: 200, headers: ["ETag": "\"appcast-\(count)\""], body: AppcastFixtures.appcast(item), url: request.url)
        }
        counters.withLock { $0.pages += 1 }
        return HTTPResponse(status: 200, headers: ["ETag": "\"page\""], body: Array("<ul><li>Faster sync</li></ul>".utf8), url: request.url)
    }
}
