import Foundation

/// Reads a feed from disk (`file://` URLs and plain paths) under the same size limit as the network.
enum FeedFileReader {
    /// The file's bytes, or a message saying why not.
    /// - Parameters:
    ///   - path: The file's path.
    ///   - limit: The largest file accepted, in bytes.
    /// - Returns: The bytes, or a failure message (`no such file: …`, `… is a directory`, too large).
    static func read(path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(ReadFailure(message: "no such file: \(path)"))
        }
        if isDirectory.boolValue { return .failure(ReadFailure(message: "\(path) is a directory, not a feed file")) }
        // The size from the file system is a first check; the bounded read below is the real one (the file
        // may grow, or be a device or a pipe whose size says nothing).
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber, size.int64Value > Int64(limit) {
            return .failure(ReadFailure(message: "\(path): the file is larger than the limit of \(limit) bytes"))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(ReadFailure(message: "\(path): the file cannot be read (permission denied?)"))
        }
        defer { try? handle.close() }
        var bytes: [UInt8] = []
        do {
            // Read in chunks, never more than one chunk past the limit.
            while bytes.count <= limit {
                guard let chunk = try handle.read(upToCount: min(1 << 20, limit - bytes.count + 1)), !chunk.isEmpty else { break }
                bytes.append(contentsOf: chunk)
            }
        } catch {
            return .failure(ReadFailure(message: "\(path): \(error.localizedDescription)"))
        }
        guard bytes.count <= limit else {
            return .failure(ReadFailure(message: "\(path): the file is larger than the limit of \(limit) bytes"))
        }
        return .success(bytes)
    }

    /// Why a file could not be read, as a message for ``CheckFailure``.
    struct ReadFailure: Error, Sendable, Hashable {
        var message: String
    }
}
