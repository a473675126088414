import Foundation
import Testing
@testable import IVersionSupport

/// Only regular files are read, a FIFO never blocks, size is checked before reading, and
/// errors carry the system's reason.
@Suite("Bounded file reader")
struct BoundedFileReaderTests {
    static func scratch() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-reader-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("a FIFO with no writer is refused at once, not waited on")
    func fifo() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/feed.plist"
        #expect(mkfifo(fifo, 0o600) == 0)
        // A blocking open would hang here rather than fail: the answers are the test.
        #expect(BoundedFileReader.read(fifo, limit: 100) == .notRegular("a FIFO (named pipe)"))
        #expect(throws: BoundedFileReader.Failure(path: fifo, message: "it is a FIFO (named pipe), not a regular file")) {
            try BoundedFileReader.contents(of: fifo, limit: 100)
        }
    }

    @Test("devices, directories, missing files", arguments: [
        ("/dev/zero", BoundedFileReader.Outcome.notRegular("a character device")),
        ("/dev/null", .notRegular("a character device")),
        ("/", .notRegular("a directory")),
        ("/nonexistent/file", .missing),
        ("/etc/hostname/below-a-file", .missing),
    ])
    func special(path: String, expected: BoundedFileReader.Outcome) {
        #expect(BoundedFileReader.read(path, limit: 1 << 20) == expected)
    }

    @Test("size is refused before reading; a file at the limit is read")
    func size() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let file = directory + "/ten"
        try Data(repeating: 0x41, count: 10).write(to: URL(fileURLWithPath: file))
        #expect(BoundedFileReader.read(file, limit: 9) == .tooLarge(10))
        #expect(BoundedFileReader.read(file, limit: 10) == .bytes([UInt8](repeating: 0x41, count: 10)))
        #expect(throws: BoundedFileReader.Failure(path: file, message: "the file is 10 bytes, more than the limit of 9 bytes")) {
            try BoundedFileReader.contents(of: file, limit: 9)
        }
    }

    @Test("errors name the system's reason, not a Foundation error domain")
    func reason() {
        #expect(BoundedFileReader.reason(EACCES) == "permission denied")
        #expect(BoundedFileReader.reason(ELOOP) == "too many levels of symbolic links")
    }
}
