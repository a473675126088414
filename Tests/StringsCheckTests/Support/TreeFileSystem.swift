import Foundation
import StringsCheck

/// An in-memory tree indexed by directory, for checks of thousands of files: listing a directory
/// costs its own entries (``InMemoryFileSystem`` scans every path for each question, which makes
/// the double itself quadratic at that size). Reads can be counted per path, to show a file is
/// read once however many components use it.
struct TreeFileSystem: FileSystem {
    struct NotFound: Error {}

    /// Path → how many times it was read; shared by copies, safe from the checker's threads.
    final class ReadCounts: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func record(_ path: String) { lock.withLock { counts[path, default: 0] += 1 } }
        subscript(path: String) -> Int { lock.withLock { counts[path] ?? 0 } }
    }

    let files: [String: [UInt8]]
    private let children: [String: [String]]
    let reads = ReadCounts()

    init(_ files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
        var children: [String: Set<String>] = [:]
        for path in files.keys {
            var child = path
            while child != "/", let slash = child.lastIndex(of: "/") {
                let parent = slash == child.startIndex ? "/" : String(child[..<slash])
                children[parent, default: []].insert(String(child[child.index(after: slash)...]))
                child = parent
            }
        }
        self.children = children.mapValues { $0.sorted() }
    }

    func isDirectory(_ path: String) -> Bool? {
        files[path] != nil ? false : children[path] != nil ? true : nil
    }

    func contentsOfDirectory(_ path: String) throws -> [String] {
        guard let names = children[path] else { throw NotFound() }
        return names
    }

    func read(_ path: String) throws -> [UInt8] {
        reads.record(path)
        guard let bytes = files[path] else { throw NotFound() }
        return bytes
    }
}
