import Foundation
import Testing
@testable import RuntimeTestSupport
#if canImport(Glibc)
import Glibc
#endif
@testable import IVersion
import TestServer

/// Faults injected under the state store: a writer killed at any moment, a full disk, a read-only file
/// system, a file cut at every length. In each, the checker reports what went wrong, the last good state
/// survives, and the next launch works.
@Suite("Fault injection: stored state", .serialized)
struct StateFaultTests {
    typealias F = RuntimeFixtures

    /// The last good state before each fault: 1.0 launched, 0.9 ignored.
    static let good = CheckState(lastVersion: Version("1.0"), ignoredVersion: Version("0.9"), viewedVersionDetails: true)

    @Test func writersKilledAtRandomMomentsNeverLeaveABadFile() async throws {
        let writer = try #require(StateStoreConcurrencyTests.stateWriterURL(), "the state-writer helper is built with the tests")
        let directory = try StateTestDirectory()
        var generator = SystemRandomNumberGenerator()
        var last = 0
        // Evidence that kills landed mid-write, not only between updates or before the first: a new
        // `*.tmp-*` file (killed between creating the temporary file and renaming it).
        var midWrite = 0
        var temporaries = Set<String>()
        var round = 0
        // At least 12 rounds, and more (up to 40) until three have landed mid-write.
        while round < 12 || (midWrite < 3 && round < 40) {
            defer { round += 1 }
            let process = Process()
            process.executableURL = writer
            process.arguments = [directory.url.path, StateFixtures.bundleID, "100000"]
            try process.run()
            // Somewhere between starting up and being deep in the loop of renames.
            try await Task.sleep(for: .milliseconds(Int.random(in: 20...250, using: &generator)))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let loaded = try await directory.store.load(bundleID: StateFixtures.bundleID)
            #expect(loaded.recovery == nil, "round \(round): \(String(describing: loaded.recovery))")
            let count = loaded.state.appStoreID ?? 0
            #expect(count >= last, "round \(round): a kill never takes back a finished update")
            last = count
            let now = Set(directory.names().filter { $0.contains(".tmp-") })
            if !now.subtracting(temporaries).isEmpty { midWrite += 1 }
            temporaries = now
        }
        #expect(midWrite >= 1, "no kill landed mid-write in \(round) rounds: the test proved nothing about torn writes")
        #expect(last > 0, "the writers never finished an update before being killed")
        // Whatever the kills left behind (temporary files at most), the next update works.
        let next = try await directory.store.update(bundleID: StateFixtures.bundleID, StateFixtures.counter)
        #expect(next.appStoreID == last + 1)
        #expect(directory.names().allSatisfy { !$0.hasSuffix(".json") || $0 == "\(StateFixtures.bundleID).json" })
    }

    /// A crash after the write but before the rename leaves a complete temporary file that must not win.
    @Test func writerDeadBeforeTheRenameLeavesTheOldState() async throws {
        let directory = try StateTestDirectory()
        let store = directory.store
        try await store.save(Self.good, bundleID: StateFixtures.bundleID)
        let orphan = directory.url.appendingPathComponent("\(store.path(forBundleID: StateFixtures.bundleID).lastPathComponent).tmp-Ab12Cd")
        var newer = Self.good
        newer.ignoredVersion = Version("5.0")
        try directory.write(StateFileFormat.encode(newer), to: orphan)
        #expect(try await store.load(bundleID: StateFixtures.bundleID) == StateLoad(state: Self.good))
    }

    @Test func fileCutAtEveryLengthIsGoodOrRecovered() async throws {
        let whole = StateFileFormat.encode(StateFixtures.full)
        for length in 0..<whole.count {
            let directory = try StateTestDirectory()
            let store = directory.store
            let file = store.path(forBundleID: StateFixtures.bundleID)
            try directory.write(whole.prefix(length), to: file)
            let loaded = try await store.load(bundleID: StateFixtures.bundleID)
            if let recovery = loaded.recovery {
                #expect(loaded.state == .fresh, "length \(length)")
                #expect(recovery.movedTo != nil, "length \(length): the cut file is kept aside")
            } else {
                // Only the final newline may be missing for the file to still be whole.
                #expect(length == whole.count - 1, "length \(length) was read as good")
                #expect(loaded.state == StateFixtures.full)
            }
            // And the next save always works.
            try await store.save(Self.good, bundleID: StateFixtures.bundleID)
            #expect(try await store.load(bundleID: StateFixtures.bundleID) == StateLoad(state: Self.good), "length \(length)")
        }
    }

    @Test(.enabled(if: ScratchFileSystem.available, "mounting a tmpfs needs root"))
    func fullDiskFailsTheCheckAndKeepsTheLastGoodState() async throws {
        try await withFeedServer { server in
            let disk = try ScratchFileSystem(kilobytes: 64)
            let store = FileStateStore(directory: disk.url.appendingPathComponent("state"))
            try await store.save(Self.good, bundleID: F.bundleID)
            let before = try Data(contentsOf: store.path(forBundleID: F.bundleID))
            let filler = try disk.fill()

            let checker = F.checker(F.configuration(server), store: store)
            await #expect {
                try await checker.launch()
            } throws: { error in
                guard let failure = error as? CheckFailure, failure.kind == .stateUnwritable else { return false }
                return failure.message.contains("No space left on device")
            }
            #expect(try Data(contentsOf: store.path(forBundleID: F.bundleID)) == before, "the old file is untouched")
            #expect(try await store.load(bundleID: F.bundleID) == StateLoad(state: Self.good))

            try FileManager.default.removeItem(at: filler)
            let next = try await checker.launch()
            #expect(next.alerts.map(\.version) == ["1.1"])
            #expect(try await store.load(bundleID: F.bundleID).state.lastChecked == F.now)
        }
    }

    @Test(.enabled(if: ScratchFileSystem.available, "mounting a tmpfs needs root"))
    func readOnlyFileSystemFailsTheAnswerAndKeepsTheLastGoodState() async throws {
        try await withFeedServer { server in
            let disk = try ScratchFileSystem(kilobytes: 256)
            let store = FileStateStore(directory: disk.url.appendingPathComponent("state"))
            try await store.save(Self.good, bundleID: F.bundleID)
            try disk.setReadOnly(true)

            let checker = F.checker(F.configuration(server), store: store)
            await #expect {
                try await checker.respond(.remind, to: Version("1.1"))
            } throws: { error in
                guard let failure = error as? CheckFailure, failure.kind == .stateUnwritable else { return false }
                return failure.message.hasPrefix(disk.url.path) && failure.message.contains("Read-only file system")
            }
            // Reading still works, so the app still knows what the user ignored.
            #expect(try await store.load(bundleID: F.bundleID) == StateLoad(state: Self.good))

            try disk.setReadOnly(false)
            _ = try await checker.respond(.remind, to: Version("1.1"))
            #expect(try await store.load(bundleID: F.bundleID).state.lastReminded == F.now)
        }
    }
}
