import Foundation
import Testing
@testable import IVersionSupport

@Suite("Atomic file writer")
struct AtomicFileWriterTests {
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    @Test("creates, then replaces, leaving no temporary file; private by default, wider when asked")
    func replace() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("state.json")
        try AtomicFileWriter.write(Data("one".utf8), to: file)
        #expect(Self.mode(file.path) == 0o600)
        try AtomicFileWriter.write(Data("two".utf8), to: file, permissions: 0o644)
        #expect(try String(contentsOf: file, encoding: .utf8) == "two")
        #expect(Self.mode(file.path) == 0o644)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["state.json"])
    }

    @Test("a symbolic link at the destination is refused, and neither it nor its target changes")
    func symbolicLink() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("elsewhere")
        try Data("precious".utf8).write(to: target)
        let link = directory.appendingPathComponent("state.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        #expect(throws: AtomicFileWriter.Failure(step: .symbolicLink, path: link.path, reason: "the path is a symbolic link")) {
            try AtomicFileWriter.write(Data("evil".utf8), to: link)
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        // A dangling link is refused too: writing through it would create its target.
        let dangling = directory.appendingPathComponent("dangling.json")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: directory.appendingPathComponent("created").path)
        #expect(throws: AtomicFileWriter.Failure.self) { try AtomicFileWriter.write(Data("x".utf8), to: dangling) }
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("created").path))
    }

    @Test("a directory in the file's place fails at the rename, with the system's reason, and leaves no temporary")
    func directoryInPlace() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("state.json")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        do {
            try AtomicFileWriter.write(Data("x".utf8), to: file)
            Issue.record("replaced a directory")
        } catch {
            #expect(error.step == .replace)
            #expect(error.description.hasPrefix("\(file.path): cannot replace the file: "))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["state.json"])
    }

    @Test("a missing directory fails at the temporary file")
    func missingDirectory() {
        let file = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/state.json")
        do {
            try AtomicFileWriter.write(Data("x".utf8), to: file)
            Issue.record("wrote into a missing directory")
        } catch {
            #expect(error.step == .createTemporary)
            #expect(error.reason == "No such file or directory")
        }
    }

    @Test("stale temporaries are swept, fresh ones (a live writer's) kept")
    func sweep() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("state.json")
        let prefix = AtomicFileWriter.temporaryPrefix(for: file)
        try Data().write(to: directory.appendingPathComponent(prefix + "AAAAAA"))
        AtomicFileWriter.removeStaleTemporaries(of: file)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 1)
        AtomicFileWriter.removeStaleTemporaries(of: file, now: Date().addingTimeInterval(AtomicFileWriter.staleTemporaryAge + 5))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
