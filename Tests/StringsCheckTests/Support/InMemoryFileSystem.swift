import StringsCheck

/// A file system held in a dictionary of path → contents, for checks without the disk.
struct InMemoryFileSystem: FileSystem {
    struct NotFound: Error {}

    var files: [String: [UInt8]]

    init(_ files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    func isDirectory(_ path: String) -> Bool? {
        if files[path] != nil { return false }
        return files.keys.contains { $0.hasPrefix(path + "/") } ? true : nil
    }

    func contentsOfDirectory(_ path: String) throws -> [String] {
        let prefix = path + "/"
        let names = files.keys.filter { $0.hasPrefix(prefix) }.map { $0.dropFirst(prefix.count).split(separator: "/")[0] }
        guard !names.isEmpty else { throw NotFound() }
        return Set(names.map(String.init)).sorted()
    }

    func read(_ path: String) throws -> [UInt8] {
        guard let bytes = files[path] else { throw NotFound() }
        return bytes
    }
}
