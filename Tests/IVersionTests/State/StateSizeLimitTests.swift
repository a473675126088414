import EngineTestSupport
import Foundation
@_spi(Engine) import IVersionCore
import LocaleServices
import TestServer
import Testing
@testable import IVersion
@testable import RuntimeTestSupport

/// Issue 28, item 12: what the store writes, it can read back. A state file over 1 MiB is refused when
/// read (and moved aside, losing the ignored version and the reminder), so nothing over it is written.
@Suite("State files stay within what is read back")
struct StateSizeLimitTests {
    typealias F = StateFixtures

    static let hugeVersion = Version("1." + String(repeating: "1", count: 1_100_000))!

    @Test("a check against a 1.1 MB SSVC version key keeps the file readable, and the next launch keeps the ignored version and reminder")
    func hugeSSVCVersionKey() async throws {
        try await withFeedServer { server in
            let directory = try StateTestDirectory()
            let now = RuntimeFixtures.now
            let reminded = now.addingTimeInterval(-2 * 86_400) // past the one-day remind period: the check runs
            let stored = CheckState(lastVersion: Version("1.0"), ignoredVersion: Version("0.9"), lastReminded: reminded, viewedVersionDetails: true)
            try await directory.store.save(stored, bundleID: RuntimeFixtures.bundleID)

            var configuration = Configuration(applicationVersion: Version("1.0"), applicationBundleID: RuntimeFixtures.bundleID)
            configuration.removeFeeds(.appStore)
            configuration.setFeed(.ssvc(server.url("/ssvc/huge-key")))
            let checker = VersionChecker.testing(configuration: configuration, store: directory.store, preferences: [.english], now: { now })
            let result = try await checker.checkForNewVersion()
            #expect(result.failures.isEmpty, "\(result.failures)")
            #expect(result.state.lastSSVCResponse?.latestVersionKey == Self.hugeVersion)

            let file = directory.store.path(forBundleID: RuntimeFixtures.bundleID)
            let size = try #require(directory.contents(file)).count
            #expect(size <= StateFileFormat.maximumBytes, "\(size) bytes written")

            // The next launch: the file reads back whole, nothing moved aside.
            let later = try await FileStateStore(directory: directory.url).load(bundleID: RuntimeFixtures.bundleID)
            #expect(later.recovery == nil)
            #expect(later.state.ignoredVersion == Version("0.9"))
            #expect(later.state.lastReminded == reminded)
            #expect(later.state.lastChecked == now)
            // The answer is kept without the version key that did not fit.
            #expect(later.state.lastSSVCResponse == SSVCResponse(minimumSupportedVersionNumber: 100))
            #expect(!directory.names().contains { $0.contains(".corrupt-") })
        }
    }

    @Test("a state that cannot fit is not written: a clear error, and the stored state is kept")
    func oversizedStateIsRefused() async throws {
        let directory = try StateTestDirectory()
        try await directory.store.save(F.full, bundleID: F.bundleID)
        var huge = F.full
        huge.ignoredVersion = Self.hugeVersion
        let error = await #expect(throws: StateStoreError.self) { try await directory.store.save(huge, bundleID: F.bundleID) }
        guard case let .unwritable(path, message)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(path == directory.store.path(forBundleID: F.bundleID).path)
        #expect(message.contains("more than a state file may hold (\(StateFileFormat.maximumBytes))"), "\(message)")
        #expect(try await directory.store.load(bundleID: F.bundleID) == StateLoad(state: F.full))
        // update refuses it the same way, before anything is replaced.
        await #expect(throws: StateStoreError.self) {
            try await directory.store.update(bundleID: F.bundleID) { $0.ignoredVersion = Self.hugeVersion }
        }
        #expect(try await directory.store.load(bundleID: F.bundleID) == StateLoad(state: F.full))
    }

    @Test("the SSVC answer is dropped before the user's own fields: the writer's order of what gives way")
    func cacheGivesWayFirst() throws {
        var state = F.full
        state.lastSSVCResponse = SSVCResponse(minimumSupportedVersionNumber: 7, latestVersionKey: Self.hugeVersion, latestVersionNumber: 9)
        let data = try StateFileFormat.encodeWithinLimit(state)
        #expect(data.count <= StateFileFormat.maximumBytes)
        let read = try StateFileFormat.decode(data)
        #expect(read.lastSSVCResponse == SSVCResponse(minimumSupportedVersionNumber: 7, latestVersionNumber: 9))
        state.lastSSVCResponse = nil
        var written = read
        written.lastSSVCResponse = nil
        #expect(written == state)
        // A state that fits is written exactly as before.
        #expect(try StateFileFormat.encodeWithinLimit(F.full) == StateFileFormat.encode(F.full))
    }
}
