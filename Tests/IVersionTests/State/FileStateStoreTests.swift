import Foundation
import Testing
@testable import RuntimeTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import IVersion

@Suite("FileStateStore: reading, writing, paths")
struct FileStateStoreTests {
    typealias F = StateFixtures

    @Test func roundTripKeepsEveryField() async throws {
        let directory = try StateTestDirectory()
        try await directory.store.save(F.full, bundleID: F.bundleID)
        let loaded = try await directory.store.load(bundleID: F.bundleID)
        #expect(loaded == StateLoad(state: F.full, recovery: nil))
        // A second store value (another launch) reads the same file.
        #expect(try await FileStateStore(directory: directory.url).load(bundleID: F.bundleID).state == F.full)
    }

    @Test func missingFileIsFreshWithoutRecovery() async throws {
        let directory = try StateTestDirectory()
        #expect(try await directory.store.load(bundleID: F.bundleID) == StateLoad(state: .fresh))
        // Nor does a missing directory need one; loading creates nothing.
        let absent = FileStateStore(directory: directory.url.appendingPathComponent("not/yet"))
        #expect(try await absent.load(bundleID: F.bundleID) == StateLoad(state: .fresh))
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("not").path))
    }

    @Test func saveCreatesTheDirectory() async throws {
        let directory = try StateTestDirectory()
        let store = FileStateStore(directory: directory.url.appendingPathComponent("a/b/iversion"))
        try await store.save(F.full, bundleID: F.bundleID)
        #expect(try await store.load(bundleID: F.bundleID).state == F.full)
    }

    /// The wire shape, pinned: a renamed field or a changed date format is a failing test.
    @Test func fileIsPrettySortedJSONWithFormatVersion() async throws {
        let directory = try StateTestDirectory()
        try await directory.store.save(F.full, bundleID: F.bundleID)
        let text = String(decoding: try #require(directory.contents(directory.store.path(forBundleID: F.bundleID))), as: UTF8.self)
        #expect(text == """
        {
          "appStoreID" : 42,
          "formatVersion" : 1,
          "ignoredVersion" : "1.3",
          "lastChecked" : "2025-05-01T09:30:00.000000000Z",
          "lastReminded" : "2025-05-02T10:00:00.250000000Z",
          "lastVersion" : "1.2",
          "viewedVersionDetails" : true
        }

        """)
    }

    @Test func handWrittenFileWithoutMillisecondsAndWithExtraKeysIsRead() async throws {
        let directory = try StateTestDirectory()
        let json = #"{"formatVersion": 1, "lastChecked": "2025-05-01T09:30:00Z", "viewedVersionDetails": false, "note": "kept by hand"}"#
        try directory.write(Data(json.utf8), to: directory.store.path(forBundleID: F.bundleID))
        let loaded = try await directory.store.load(bundleID: F.bundleID)
        #expect(loaded == StateLoad(state: CheckState(lastChecked: Date(timeIntervalSince1970: 1_746_091_800))))
    }

    @Test func leftoverTemporaryFileFromACrashedWriterIsIgnored() async throws {
        let directory = try StateTestDirectory()
        let store = directory.store
        try await store.save(F.full, bundleID: F.bundleID)
        let file = store.path(forBundleID: F.bundleID)
        // What a writer killed between write and rename leaves behind: a half-written temporary file.
        let leftover = directory.url.appendingPathComponent(file.lastPathComponent + ".tmp-Xy12Zq")
        try directory.write(Data(#"{"formatVersion": 1, "lastVers"#.utf8) + Data([0xFF, 0x00, 0x13]), to: leftover)
        #expect(try await store.load(bundleID: F.bundleID) == StateLoad(state: F.full))
        // Young enough to belong to a live writer: a save leaves it alone.
        try await store.save(.fresh, bundleID: F.bundleID)
        #expect(FileManager.default.fileExists(atPath: leftover.path))
    }

    @Test func staleTemporaryFilesAreRemovedOnSave() async throws {
        let directory = try StateTestDirectory()
        let store = directory.store
        let file = store.path(forBundleID: F.bundleID)
        let stale = directory.url.appendingPathComponent(file.lastPathComponent + ".tmp-old123")
        let young = directory.url.appendingPathComponent(file.lastPathComponent + ".tmp-new456")
        let otherApp = directory.url.appendingPathComponent("org.other.json.tmp-old789")
        for url in [stale, young, otherApp] { try directory.write(Data("junk".utf8), to: url) }
        let twoMinutesAgo = Date().addingTimeInterval(-120)
        for url in [stale, otherApp] {
            try FileManager.default.setAttributes([.modificationDate: twoMinutesAgo], ofItemAtPath: url.path)
        }
        try await store.save(F.full, bundleID: F.bundleID)
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: young.path))
        #expect(FileManager.default.fileExists(atPath: otherApp.path), "only this bundle ID's temporaries are swept")
        #expect(try await store.load(bundleID: F.bundleID).state == F.full)
    }

    @Test func savingLeavesNoTemporaryFiles() async throws {
        let directory = try StateTestDirectory()
        for index in 0..<5 {
            try await directory.store.save(CheckState(appStoreID: index), bundleID: F.bundleID)
        }
        #expect(directory.names() == ["com.example.Notes.json", "com.example.Notes.lock"])
    }

    @Test(.disabled(if: StateFixtures.runningAsRoot, "root ignores directory permissions"))
    func readOnlyDirectoryMakesSaveThrowAndKeepsTheFile() async throws {
        let directory = try StateTestDirectory()
        let store = directory.store
        try await store.save(F.full, bundleID: F.bundleID)
        let file = store.path(forBundleID: F.bundleID)
        let before = directory.contents(file)
        chmod(directory.url.path, 0o500)
        defer { chmod(directory.url.path, 0o755) }
        let error = await #expect(throws: StateStoreError.self) { try await store.save(.fresh, bundleID: F.bundleID) }
        guard case let .unwritable(path, message)? = error else { Issue.record("expected .unwritable, got \(String(describing: error))"); return }
        #expect(path == directory.url.path)
        #expect(message.contains("Permission denied"))
        #expect(directory.contents(file) == before)
        #expect(try await store.load(bundleID: F.bundleID).state == F.full)
    }

    @Test func fileInPlaceOfTheDirectoryMakesSaveThrow() async throws {
        let directory = try StateTestDirectory()
        let notADirectory = directory.url.appendingPathComponent("iversion")
        try directory.write(Data("I am a file".utf8), to: notADirectory)
        let store = FileStateStore(directory: notADirectory)
        let error = await #expect(throws: StateStoreError.self) { try await store.save(F.full, bundleID: F.bundleID) }
        #expect(error == .unwritable(path: notADirectory.path, message: "cannot use the directory: a file is in its place"))
        #expect(directory.contents(notADirectory) == Data("I am a file".utf8))
        // Below it, too: the parent of the directory is a file.
        let deeper = FileStateStore(directory: notADirectory.appendingPathComponent("sub"))
        await #expect(throws: StateStoreError.self) { try await deeper.save(F.full, bundleID: F.bundleID) }
        #expect(try await deeper.load(bundleID: F.bundleID) == StateLoad(state: .fresh))
    }

    @Test func directoryInPlaceOfTheFileMakesSaveThrowAndIsUntouched() async throws {
        let directory = try StateTestDirectory()
        let store = directory.store
        let file = store.path(forBundleID: F.bundleID)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        try directory.write(Data("precious".utf8), to: file.appendingPathComponent("inside"))
        let error = await #expect(throws: StateStoreError.self) { try await store.save(F.full, bundleID: F.bundleID) }
        guard case let .unwritable(path, message)? = error else { Issue.record("expected .unwritable, got \(String(describing: error))"); return }
        #expect(path == file.path)
        #expect(message.hasPrefix("cannot replace the file: "))
        #expect(directory.contents(file.appendingPathComponent("inside")) == Data("precious".utf8))
        #expect(directory.names() == ["com.example.Notes.json", "com.example.Notes.lock"], "the temporary file is removed")
    }

    @Test func unusableLockFileMakesUpdateThrowLockFailed() async throws {
        let directory = try StateTestDirectory()
        let store = directory.store
        try await store.save(F.full, bundleID: F.bundleID)
        let lock = store.lockPath(forBundleID: F.bundleID)
        try FileManager.default.removeItem(at: lock)
        try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
        let error = await #expect(throws: StateStoreError.self) { try await store.update(bundleID: F.bundleID, F.counter) }
        guard case let .lockFailed(path, _)? = error else { Issue.record("expected .lockFailed, got \(String(describing: error))"); return }
        #expect(path == lock.path)
        #expect(try await store.load(bundleID: F.bundleID).state == F.full)
    }

    @Test func errorsReadLikeCompilerMessages() {
        #expect(StateStoreError.unwritable(path: "/s/a.json", message: "cannot write the new state: No space left on device").description
            == "/s/a.json: error: cannot save the state: cannot write the new state: No space left on device")
        #expect(StateStoreError.lockFailed(path: "/s/a.lock", message: "x").description == "/s/a.lock: error: cannot lock the state: x")
        #expect(StateRecovery(originalPath: "/s/a.json", movedTo: "/s/a.json.corrupt-1", reason: "the file is empty").description
            == "/s/a.json: warning: the file is empty; moved to /s/a.json.corrupt-1; starting from a fresh state")
    }

    @Test(arguments: [
        ("com.example.Notes", "com.example.Notes"),
        ("org.gnome.Text_Editor", "org.gnome.Text_Editor"),
        ("a/b", "a%2Fb"),
        ("a%2Fb", "a%252Fb"),
        ("../etc/passwd", "%2E.%2Fetc%2Fpasswd"),
        (".hidden", "%2Ehidden"),
        ("", "%"),
        ("café app", "caf%C3%A9%20app"),
        ("a~b", "a%7Eb"),
    ])
    func bundleIDsBecomeSafeDistinctFileNames(bundleID: String, base: String) {
        let store = FileStateStore(directory: URL(fileURLWithPath: "/state"))
        #expect(store.path(forBundleID: bundleID).path == "/state/\(base).json")
        #expect(store.lockPath(forBundleID: bundleID).path == "/state/\(base).lock")
    }

    @Test func longBundleIDsAreShortenedStablyAndDistinctly() {
        let store = FileStateStore(directory: URL(fileURLWithPath: "/state"))
        let stem = String(repeating: "com.example.", count: 30)
        let one = store.path(forBundleID: stem + "one").lastPathComponent
        let two = store.path(forBundleID: stem + "two").lastPathComponent
        #expect(one != two)
        #expect(one.utf8.count <= StateFileName.maximumLength + ".json".count)
        #expect(one == store.path(forBundleID: stem + "one").lastPathComponent)
    }

    @Test func defaultDirectoryFollowsXDGThenHome() {
        #expect(FileStateStore.defaultDirectory(environment: ["XDG_STATE_HOME": "/xdg/state", "HOME": "/home/ann"]).path == "/xdg/state/iversion")
        #expect(FileStateStore.defaultDirectory(environment: ["HOME": "/home/ann"]).path == "/home/ann/.local/state/iversion")
        // The XDG spec: an empty or relative value is ignored.
        #expect(FileStateStore.defaultDirectory(environment: ["XDG_STATE_HOME": "", "HOME": "/home/ann"]).path == "/home/ann/.local/state/iversion")
        #expect(FileStateStore.defaultDirectory(environment: ["XDG_STATE_HOME": "state", "HOME": "/home/ann"]).path == "/home/ann/.local/state/iversion")
    }
}
