import Foundation
import Testing
@testable import IVersionSupport

/// The package's one directory listing, over folders of many sizes and name lengths in one process: glibc
/// packs `readdir` records into one buffer and hands out only each record's `d_reclen` bytes, so a listing
/// that copied whole `struct dirent`s read past the buffer's end once a folder filled it (a crash in about
/// one run in five at 3,500 entries). Every size below fills the buffer at a different record.
@Suite("POSIX.rawDirectoryEntries")
struct POSIXDirectoryListingTests {
    /// A scratch folder holding `count` files whose names are `length` bytes long (the index, padded).
    private static func folder(count: Int, nameLength: Int, in root: URL) throws -> (URL, Set<[UInt8]>) {
        let folder = root.appendingPathComponent("\(count)-\(nameLength)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var expected = Set<[UInt8]>()
        for index in 0..<count {
            let digits = String(index)
            let name = digits + String(repeating: "n", count: max(0, nameLength - digits.count))
            expected.insert(Array(name.utf8))
            let descriptor = open(folder.appendingPathComponent(name).path, O_CREAT | O_WRONLY, 0o644)
            #expect(descriptor >= 0)
            close(descriptor)
        }
        return (folder, expected)
    }

    @Test("every name, once, whatever the folder's size and the names' length")
    func everySizeAndLength() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("listing-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for nameLength in [1, 13, 100, 255] {
            for count in [0, 1, 2, 63, 500, 1_500, 3_500] {
                let (folder, expected) = try Self.folder(count: count, nameLength: nameLength, in: root)
                let names = try POSIX.rawDirectoryEntries(folder.path).get()
                #expect(names.count == count, "\(count) names of \(nameLength) bytes")
                #expect(Set(names) == expected, "\(count) names of \(nameLength) bytes")
                try FileManager.default.removeItem(at: folder)
            }
        }
    }

    @Test("a name that is not UTF-8 keeps its bytes; the decoded listing replaces them")
    func nonUTF8Name() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("listing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let bytes: [UInt8] = [0x66, 0xFF, 0x2E, 0x6C, 0x70, 0x72, 0x6F, 0x6A]
        let path = Array(root.path.utf8) + [0x2F] + bytes + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        close(descriptor)
        #expect(try POSIX.rawDirectoryEntries(root.path).get() == [bytes])
        #expect(POSIX.directoryEntries(root.path) == ["f\u{FFFD}.lproj"])
    }

    @Test("a folder that cannot be opened is the system's error, not an empty listing")
    func missingFolder() {
        guard case let .failure(failure) = POSIX.rawDirectoryEntries("/nonexistent-\(UUID().uuidString)") else {
            Issue.record("a missing folder was listed")
            return
        }
        #expect(failure.code == ENOENT)
    }
}
