import Foundation
@_spi(Engine) import IVersionCore
import TestServer
import Testing

@testable import IVersion
@testable import RuntimeTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Issue 14's smaller cases on the runtime side: permissions, symlinks, special files, clocks.
@Suite("File-system hygiene")
struct FileSystemHygieneTests {
    typealias F = RuntimeFixtures

    static func mode(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o777 : nil
    }

    @Test("the feed cache creates the state directory 0700 and its files 0600 when it comes first")
    func cacheFirst() async throws {
        let root = try StateTestDirectory()
        let directory = root.url.appendingPathComponent("state/iversion")
        let cache = DirectoryFeedCache(directory: directory)
        let url = URL(string: "https://example.com/versions.plist")!
        await cache.store(FeedCacheEntry(etag: "\"v1\"", lastModified: nil, body: [1, 2, 3]), for: url)
        #expect(Self.mode(directory.path) == 0o700)
        #expect(Self.mode(root.url.appendingPathComponent("state").path) == 0o700)
        #expect(Self.mode(cache.fileURL(for: url).path) == 0o600)
        #expect(await cache.entry(for: url)?.body == [1, 2, 3])
        // The state store then writes into the same private directory, its files private too.
        let store = FileStateStore(directory: directory)
        try await store.save(F.launchedBefore, bundleID: F.bundleID)
        #expect(Self.mode(store.path(forBundleID: F.bundleID).path) == 0o600)
        #expect(Self.mode(store.lockPath(forBundleID: F.bundleID).path) == 0o600)
    }

    @Test("the state store creates its directory 0700 when it comes first")
    func stateFirst() async throws {
        let root = try StateTestDirectory()
        let directory = root.url.appendingPathComponent("fresh")
        try await FileStateStore(directory: directory).save(F.launchedBefore, bundleID: F.bundleID)
        #expect(Self.mode(directory.path) == 0o700)
    }

    @Test("a dangling symlink in the lock file's place is refused; its target is never created")
    func lockSymlink() async throws {
        let root = try StateTestDirectory()
        let store = root.store
        let target = root.url.appendingPathComponent("elsewhere").path
        #expect(symlink(target, store.lockPath(forBundleID: F.bundleID).path) == 0)
        await #expect {
            try await store.save(F.launchedBefore, bundleID: F.bundleID)
        } throws: { error in
            guard case let .lockFailed(_, message) = error as? StateStoreError else { return false }
            return message.contains("symbolic links")
        }
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test("a FIFO as a feed file fails at once instead of blocking", arguments: ["fifo", "directory", "device"])
    func specialFeedFiles(kind: String) async throws {
        let root = try StateTestDirectory()
        let path: String
        switch kind {
        case "fifo":
            path = root.url.appendingPathComponent("versions.plist").path
            #expect(mkfifo(path, 0o600) == 0)
        case "directory": path = root.url.path
        default: path = "/dev/zero"
        }
        let result = await FeedFetcher(clock: ManualClock()).fetch(
            URL(fileURLWithPath: path), source: .remoteVersionsPlist)
        guard case let .failure(failure) = result else {
            Issue.record("read \(kind) as a feed")
            return
        }
        #expect(failure.message.hasSuffix("not a feed file"), "\(failure.message)")
    }

    @Test("a lastChecked in the year 9999 is invalid: reported, reset to now, and the check runs")
    func futureLastChecked() async throws {
        try await withFeedServer { server in
            let root = try StateTestDirectory()
            var stored = F.launchedBefore
            stored.lastChecked = Date(timeIntervalSince1970: 253_370_764_800)  // 9999-01-01
            stored.lastReminded = F.now.addingTimeInterval(3600)  // within a day: a clock skew, kept
            try await root.store.save(stored, bundleID: F.bundleID)
            var configuration = F.configuration(server)
            configuration.checkPeriod = .days(1)
            let result = try await F.checker(configuration, store: root.store).launch()
            #expect(
                result.warnings == [.futureDateReset(.lastChecked, stored: stored.lastChecked!)], "\(result.warnings)")
            #expect(
                result.warnings.first?.description.contains(
                    "lastChecked (9999-01-01T00:00:00Z) is more than a day in the future") == true)
            #expect(result.state.lastChecked == F.now)
            #expect(result.state.lastReminded == F.now.addingTimeInterval(3600))
            #expect(try await root.store.load(bundleID: F.bundleID).state.lastChecked == F.now)
        }
    }

    @Test(
        "dates up to a day ahead are kept; further ahead are reset",
        arguments: [
            (3600.0, false), (86_400.0, false), (86_401.0, true), (1e10, true), (-1e9, false), (.infinity, true),
            (-.infinity, false),
            (.nan, true),  // issue 37: NaN compares false with everything, so no period would ever pass
        ])
    func futureDateBoundary(offset: Double, reset: Bool) {
        let now = Date(timeIntervalSince1970: 1_750_000_000)
        let state = CheckState(
            lastChecked: now.addingTimeInterval(offset), lastReminded: now.addingTimeInterval(offset))
        let (fixed, warnings) = CheckEngine.resettingFutureDates(state, now: now)
        #expect(fixed.lastChecked == (reset ? now : state.lastChecked))
        #expect(fixed.lastReminded == (reset ? now : state.lastReminded))
        #expect(warnings.count == (reset ? 2 : 0))
    }
}
