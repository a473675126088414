import Foundation
import IVersionSupport

/// Reads a feed from disk (`file://` URLs and plain paths) under the same size limit as the network,
/// through the shared bounded reader: a FIFO, device or directory is refused at once (never read,
/// never waited on), and errors name the system's reason.
enum FeedFileReader {
    /// The file's bytes, or a message saying why not.
    /// - Parameters:
    ///   - path: The file's path.
    ///   - limit: The largest file accepted, in bytes.
    /// - Returns: The bytes, or a failure message (`no such file: …`, `… is a directory, not a feed file`,
    ///   `…: permission denied`, too large).
    static func read(path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
        switch BoundedFileReader.read(path, limit: limit) {
        case let .bytes(bytes): .success(bytes)
        case .missing: .failure(ReadFailure(message: "no such file: \(path)"))
        case let .notRegular(kind): .failure(ReadFailure(message: "\(path) is \(kind), not a feed file"))
        case .tooLarge: .failure(ReadFailure(message: "\(path): the file is larger than the limit of \(limit) bytes"))
        case let .failed(reason): .failure(ReadFailure(message: "\(path): \(reason)"))
        }
    }

    /// Why a file could not be read, as a message for ``CheckFailure``.
    struct ReadFailure: Error, Sendable, Hashable {
        var message: String
    }
}
