import Foundation
@testable import Strings

/// Writes a throw-away bundle directory: `files` maps relative paths to contents.
struct BundleFixture {
    let directory: URL

    init(_ files: [String: String]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        for (path, content) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }
}

/// A file source that records every file it reads.
final class CountingFileSource: StringsFileSource, @unchecked Sendable {
    private let disk = DiskFileSource()
    private let lock = NSLock()
    private var readPaths: [String] = []

    var reads: [String] { lock.withLock { readPaths } }

    func entries(of directory: URL) -> [String] { disk.entries(of: directory) }

    func contents(of file: URL) throws(StringsError) -> [UInt8] {
        lock.withLock { readPaths.append(file.deletingLastPathComponent().lastPathComponent + "/" + file.lastPathComponent) }
        return try disk.contents(of: file)
    }
}
