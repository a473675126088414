import Foundation
import IVersionSupport

/// Reads a state file through the shared bounded reader, so that "missing" (start fresh), "unreadable"
/// (move aside) and "too large" are told apart by `errno` rather than by parsing Foundation's error text.
package enum StateFileReader {
    package enum Outcome {
        case missing
        case bytes(Data)
        /// The file exists but cannot be used; the text says why.
        case unreadable(String)
    }

    package static func read(_ path: String, limit: Int = StateFileFormat.maximumBytes) -> Outcome {
        switch BoundedFileReader.read(path, limit: limit) {
        case .missing: .missing
        case let .bytes(bytes): .bytes(Data(bytes))
        case let .notRegular(kind): .unreadable("the path is \(kind), not a regular file")
        case let .tooLarge(size): .unreadable("the file is \(size) bytes, larger than a state file can be (\(limit))")
        case let .failed(reason): .unreadable("the file could not be read: \(reason)")
        }
    }
}
