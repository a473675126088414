import Foundation
import Testing
@testable import RuntimeTestSupport
@testable import IVersion

/// `update` is one step: concurrent read-modify-writes from tasks and from processes all land.
@Suite("FileStateStore: concurrent updates")
struct StateStoreConcurrencyTests {
    typealias F = StateFixtures

    /// Issue 28, item 14: a holder that never lets go (a process stopped in a debugger) makes a save fail
    /// with a clear error after the store's deadline, instead of hanging the launch.
    @Test func aStuckLockHolderIsReportedAfterTheDeadline() async throws {
        let directory = try StateTestDirectory()
        try await directory.store.save(F.full, bundleID: F.bundleID)
        let store = FileStateStore(directory: directory.url, lockTimeout: .milliseconds(200))
        // Another open file holding the lock: flock excludes it even within one process. Closed on exec: a
        // process another test starts meanwhile would otherwise inherit it and hold the lock for its whole life.
        let holder = open(store.lockPath(forBundleID: F.bundleID).path, O_RDWR | O_CLOEXEC)
        #expect(holder >= 0 && flock(holder, LOCK_EX) == 0)
        var changed = F.full
        changed.ignoredVersion = Version("9.9")
        let error = await #expect(throws: StateStoreError.self) { try await store.save(changed, bundleID: F.bundleID) }
        guard case let .lockFailed(path, message)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(path == store.lockPath(forBundleID: F.bundleID).path)
        #expect(message.hasPrefix("another process has held the lock for more than 0.2 seconds"), "\(message)")
        await #expect(throws: StateStoreError.self) { _ = try await store.update(bundleID: F.bundleID, F.counter) }
        // Loading does not wait on the lock for a good file; the stored state is unchanged.
        #expect(try await store.load(bundleID: F.bundleID).state == F.full)
        close(holder)
        // A process another test forks holds a copy of every descriptor until its exec closes them: the lock is
        // free once that moment passes, which a busy machine can stretch past 0.2 seconds.
        let patient = FileStateStore(directory: directory.url, lockTimeout: .seconds(60))
        try await patient.save(changed, bundleID: F.bundleID)
        #expect(try await patient.load(bundleID: F.bundleID).state == changed)
    }

    @Test func fiftyConcurrentTaskUpdatesAllLand() async throws {
        let directory = try StateTestDirectory()
        // Several store values, each with its own I/O queue, so the tasks really meet at the flock
        // (flock locks belong to open files, so two descriptors in one process exclude each other).
        let stores = (0..<5).map { _ in FileStateStore(directory: directory.url) }
        let results = try await withThrowingTaskGroup(of: Int?.self) { group in
            for index in 0..<50 {
                group.addTask { try await stores[index % stores.count].update(bundleID: F.bundleID, F.counter).appStoreID }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1 ?? -1) }
        }
        #expect(results.sorted() == Array(1...50), "each update saw the one before it")
        #expect(try await directory.store.load(bundleID: F.bundleID).state.appStoreID == 50)
    }

    @Test func concurrentLoadsDuringUpdatesNeverSeeAPartialFile() async throws {
        let directory = try StateTestDirectory()
        let store = directory.store
        let reader = FileStateStore(directory: directory.url)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { for _ in 0..<40 { _ = try await store.update(bundleID: F.bundleID, F.counter) } }
            group.addTask {
                for _ in 0..<40 {
                    let loaded = try await reader.load(bundleID: F.bundleID)
                    #expect(loaded.recovery == nil)
                }
            }
            try await group.waitForAll()
        }
        #expect(try await reader.load(bundleID: F.bundleID).state.appStoreID == 40)
    }

    @Test func separateProcessesUpdatingAtOnceLoseNothing() async throws {
        let writer = try #require(Self.stateWriterURL(), "the state-writer helper is built with the tests")
        let directory = try StateTestDirectory()
        let processes = 4
        let updatesEach = 30
        var running: [Process] = []
        for _ in 0..<processes {
            let process = Process()
            process.executableURL = writer
            process.arguments = [directory.url.path, F.bundleID, String(updatesEach)]
            try process.run()
            running.append(process)
        }
        // Updates from this process join in while the children run.
        for _ in 0..<updatesEach { _ = try await directory.store.update(bundleID: F.bundleID, F.counter) }
        for process in running {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        let loaded = try await directory.store.load(bundleID: F.bundleID)
        #expect(loaded == StateLoad(state: CheckState(appStoreID: (processes + 1) * updatesEach)))
    }

    /// The state-writer helper program, built with the tests.
    static func stateWriterURL() -> URL? { TestPrograms.helperURL("state-writer") }
}
