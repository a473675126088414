import Foundation
import StringsCheck
import Testing

/// The checker on a real directory tree: links, special files and sizes that only a disk has.
@Suite("Disk trees")
struct DiskTreeTests {
    /// A fresh directory holding an `en` and a `de` folder, removed by the caller.
    static func makeTree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-check-disk-\(UUID().uuidString)")
        for (folder, text) in [("en", "\"a\" = \"A\";\n\"b\" = \"B\";\n"), ("de", "\"a\" = \"Ä\";\n")] {
            let directory = root.appendingPathComponent("App/\(folder).lproj")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: directory.appendingPathComponent("L.strings"))
        }
        return root
    }

    static func check(_ root: URL) throws -> Report {
        try Checker(configuration: CheckConfiguration(paths: [root.path])).run()
    }

    @Test func linksBackIntoTheTreeOrOutOfItAreNotFollowed() throws {
        let root = try Self.makeTree()
        let outside = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root); try? FileManager.default.removeItem(at: outside) }
        let links = root.appendingPathComponent("App/links")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: links.appendingPathComponent("up").path, withDestinationPath: "../..")
        try FileManager.default.createSymbolicLink(atPath: links.appendingPathComponent("ping").path, withDestinationPath: "pong")
        try FileManager.default.createSymbolicLink(atPath: links.appendingPathComponent("pong").path, withDestinationPath: "ping")
        try FileManager.default.createSymbolicLink(atPath: links.appendingPathComponent("away").path, withDestinationPath: outside.path)
        let report = try Self.check(root)
        // One finding, once: the loop, the dangling pair and the way out add nothing.
        #expect(report.diagnostics.map(\.rule) == [.missingKey])
        #expect(report.localizations.map(\.path) == [root.path + "/App"])
    }

    @Test func aFIFOIsRefusedAtOnceAndTheRestIsChecked() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = root.appendingPathComponent("App/de.lproj/Pipe.strings").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let report = try Self.check(root)
        #expect(report.diagnostics.contains { $0.file.hasSuffix("Pipe.strings") && $0.message.hasSuffix("it is a FIFO (named pipe), not a regular file") })
        #expect(report.diagnostics.contains { $0.rule == .missingKey && $0.key == "b" })
    }

    @Test func anOversizedFileIsRefusedBeforeItIsRead() throws {
        let root = try Self.makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        // Sparse: 40 MiB on paper, nothing on disk, so reading it first would be the only cost.
        let path = root.appendingPathComponent("App/de.lproj/Huge.strings").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 40 << 20) == 0)
        let report = try Self.check(root)
        let huge = try #require(report.diagnostics.first { $0.file == path })
        #expect(huge.message == "file is 41943040 bytes, more than the limit of 33554432 bytes")
    }
}
