import Foundation
import Testing
@testable import RuntimeTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import IVersion

/// A bad state file never stops the checker: it is moved aside, reported, and the state starts fresh.
@Suite("FileStateStore: corrupt and unreadable files")
struct StateStoreCorruptionTests {
    typealias F = StateFixtures

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var bytes: Data
        var reason: String
        var testDescription: String { name }

        init(_ name: String, _ text: String, reason: String) {
            self.init(name, Data(text.utf8), reason: reason)
        }

        init(_ name: String, _ bytes: Data, reason: String) {
            self.name = name
            self.bytes = bytes
            self.reason = reason
        }
    }

    static let cases: [Case] = [
        Case("empty", "", reason: "the file is empty"),
        Case("white space", " \n\t\n", reason: "the file holds only white space"),
        Case("garbage bytes", Data([0xFF, 0xFE, 0x00, 0x01, 0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A]), reason: "the file is not valid JSON"),
        Case("zeros", Data(repeating: 0, count: 4096), reason: "the file is not valid JSON"),
        Case("plain text", "lastVersion = 1.2", reason: "the file is not valid JSON"),
        Case("binary plist", Data("bplist00".utf8) + Data([0xD1, 0x01, 0x02]), reason: "the file is not valid JSON"),
        Case("array", "[1, 2, 3]", reason: "the file is not a stored state: the top level"),
        Case("string", #""1.2""#, reason: "the file is not a stored state: the top level"),
        Case("null", "null", reason: "the file is not a stored state"),
        Case("no formatVersion", #"{"viewedVersionDetails": false}"#, reason: #"the file is not a stored state: missing "formatVersion""#),
        Case("formatVersion as text", #"{"formatVersion": "1", "viewedVersionDetails": false}"#, reason: "the file is not a stored state: formatVersion"),
        Case("missing field", #"{"formatVersion": 1}"#, reason: #"the file is not a stored state: missing "viewedVersionDetails""#),
        Case("wrong type", #"{"formatVersion": 1, "viewedVersionDetails": "yes"}"#, reason: "the file is not a stored state: viewedVersionDetails"),
        Case("bad version", #"{"formatVersion": 1, "viewedVersionDetails": false, "lastVersion": "banana"}"#, reason: "the file is not a stored state: lastVersion"),
        Case("bad date", #"{"formatVersion": 1, "viewedVersionDetails": false, "lastChecked": "yesterday"}"#, reason: #"lastChecked: "yesterday" is not an ISO 8601 date"#),
        Case("future formatVersion", #"{"formatVersion": 2, "viewedVersionDetails": false, "newField": [1]}"#,
             reason: "formatVersion 2 is newer than this version of iVersion reads (1)"),
        Case("formatVersion 0", #"{"formatVersion": 0, "viewedVersionDetails": false}"#, reason: "formatVersion 0 is not a known format"),
    ]

    @Test(arguments: cases)
    func corruptFileIsMovedAsideAndTheStateStartsFresh(_ bad: Case) async throws {
        let directory = try StateTestDirectory()
        try await expectRecovery(in: directory, from: bad.bytes, reasonContains: bad.reason)
    }

    /// Cut at several points, including just before the closing brace.
    @Test(arguments: [0.02, 0.25, 0.5, 0.75, 0.9, 1.0])
    func truncatedFileIsMovedAside(fraction: Double) async throws {
        let directory = try StateTestDirectory()
        let whole = StateFileFormat.encode(F.full)
        let length = min(max(1, Int(Double(whole.count) * fraction)), whole.count - 2) // the last two bytes are "}\n"
        try await expectRecovery(in: directory, from: whole.prefix(length), reasonContains: "the file is not valid JSON")
    }

    @Test func directoryInPlaceOfTheFileIsMovedAside() async throws {
        let directory = try StateTestDirectory()
        let file = directory.store.path(forBundleID: F.bundleID)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        let loaded = try await directory.store.load(bundleID: F.bundleID)
        #expect(loaded.state == .fresh)
        #expect(loaded.recovery?.reason == "the path is a directory, not a regular file")
        let movedTo = try #require(loaded.recovery?.movedTo)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: movedTo, isDirectory: &isDirectory) && isDirectory.boolValue)
        try await directory.store.save(F.full, bundleID: F.bundleID)
        #expect(try await directory.store.load(bundleID: F.bundleID) == StateLoad(state: F.full))
    }

    @Test(.disabled(if: StateFixtures.runningAsRoot, "root can read any file"))
    func unreadableFileIsMovedAside() async throws {
        let directory = try StateTestDirectory()
        try await directory.store.save(F.full, bundleID: F.bundleID)
        let file = directory.store.path(forBundleID: F.bundleID)
        chmod(file.path, 0o000)
        let loaded = try await directory.store.load(bundleID: F.bundleID)
        #expect(loaded.state == .fresh)
        #expect(loaded.recovery?.reason == "the file could not be read: permission denied")
        #expect(loaded.recovery?.movedTo != nil)
    }

    @Test(.disabled(if: StateFixtures.runningAsRoot, "root ignores directory permissions"))
    func corruptFileInAReadOnlyDirectoryIsReportedButLeftInPlace() async throws {
        let directory = try StateTestDirectory()
        let file = directory.store.path(forBundleID: F.bundleID)
        try directory.write(Data("garbage".utf8), to: file)
        chmod(directory.url.path, 0o500)
        defer { chmod(directory.url.path, 0o755) }
        let loaded = try await directory.store.load(bundleID: F.bundleID)
        #expect(loaded.state == .fresh)
        #expect(loaded.recovery?.movedTo == nil)
        #expect(loaded.recovery?.reason.contains("could not be moved aside: Permission denied") == true)
        #expect(directory.contents(file) == Data("garbage".utf8))
    }

    @Test func updateOnACorruptFileStartsFromFresh() async throws {
        let directory = try StateTestDirectory()
        let file = directory.store.path(forBundleID: F.bundleID)
        try directory.write(Data("{{{".utf8), to: file)
        let updated = try await directory.store.update(bundleID: F.bundleID, F.counter)
        #expect(updated == CheckState(appStoreID: 1))
        #expect(CorruptStateQuarantine.copies(of: file).count == 1)
        #expect(try await directory.store.load(bundleID: F.bundleID) == StateLoad(state: updated))
    }

    @Test func onlyTheThreeNewestCorruptCopiesAreKept() async throws {
        let directory = try StateTestDirectory()
        let file = directory.store.path(forBundleID: F.bundleID)
        for index in 1...5 {
            try directory.write(Data("garbage \(index)".utf8), to: file)
            #expect(try await directory.store.load(bundleID: F.bundleID).recovery != nil)
        }
        let kept = CorruptStateQuarantine.copies(of: file)
        #expect(kept.map { directory.contents($0) } == [3, 4, 5].map { Data("garbage \($0)".utf8) })
        #expect(kept.allSatisfy { $0.lastPathComponent.hasPrefix("com.example.Notes.json.corrupt-") })
    }

    @Test func copiesAreOrderedByTimeThenCounter() throws {
        let directory = try StateTestDirectory()
        let file = directory.url.appendingPathComponent("a.json")
        let names = ["2025-05-01T093000.000Z-10", "2025-05-01T093000.000Z", "2025-05-01T093000.000Z-9", "2024-12-31T235959.999Z"]
        for name in names { try directory.write(Data(), to: directory.url.appendingPathComponent("a.json.corrupt-" + name)) }
        #expect(CorruptStateQuarantine.copies(of: file).map(\.lastPathComponent) == [
            "a.json.corrupt-2024-12-31T235959.999Z", "a.json.corrupt-2025-05-01T093000.000Z",
            "a.json.corrupt-2025-05-01T093000.000Z-9", "a.json.corrupt-2025-05-01T093000.000Z-10",
        ])
    }

    /// Loads `bytes` as the stored file and checks the whole recovery: fresh state, the reason, the bad
    /// bytes kept beside, nothing left at the original path, and a save and load that work afterwards.
    private func expectRecovery(in directory: StateTestDirectory, from bytes: Data, reasonContains reason: String,
                                sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let store = directory.store
        let file = store.path(forBundleID: F.bundleID)
        try directory.write(bytes, to: file)
        let loaded = try await store.load(bundleID: F.bundleID)
        #expect(loaded.state == .fresh, sourceLocation: sourceLocation)
        let recovery = try #require(loaded.recovery, sourceLocation: sourceLocation)
        #expect(recovery.originalPath == file.path, sourceLocation: sourceLocation)
        #expect(recovery.reason.contains(reason), "reason: \(recovery.reason)", sourceLocation: sourceLocation)
        let movedTo = try #require(recovery.movedTo, sourceLocation: sourceLocation)
        #expect(movedTo.hasPrefix(file.path + ".corrupt-"), sourceLocation: sourceLocation)
        #expect(directory.contents(URL(fileURLWithPath: movedTo)) == bytes, "the bad file is kept as it was", sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: file.path), sourceLocation: sourceLocation)
        // The checker carries on: the next save and load work, with no recovery.
        try await store.save(F.full, bundleID: F.bundleID)
        #expect(try await store.load(bundleID: F.bundleID) == StateLoad(state: F.full), sourceLocation: sourceLocation)
    }
}
