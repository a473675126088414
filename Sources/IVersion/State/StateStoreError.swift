import Foundation
import IVersionSupport
/// Why stored state could not be written or locked.
///
/// Only writes and locks fail: a missing, corrupt or unreadable state file is not an error but a
/// ``StateRecovery`` in the ``StateLoad``, because the checker can always carry on from a fresh state,
/// whereas a state it cannot save would silently repeat alerts and is worth telling the app about.
package enum StateStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The state could not be written: the directory is missing and cannot be created, is read-only,
    /// the disk is full, or the target path is taken by something that is not a file.
    /// - Parameters:
    ///   - path: The file or directory that could not be written.
    ///   - message: What failed and the system's reason (`cannot create the directory: Not a directory`).
    case unwritable(path: String, message: String)
    /// The lock file that serialises updates (`<bundleID>.lock`) could not be opened or locked.
    /// - Parameters:
    ///   - path: The lock file.
    ///   - message: What failed and the system's reason.
    case lockFailed(path: String, message: String)

    /// The path the error is about.
    package var path: String {
        switch self {
        case let .unwritable(path, _), let .lockFailed(path, _): path
        }
    }

    /// Compiler style, path first: `/home/me/.local/state/iversion/com.example.json: error: cannot save the state: No space left on device`.
    package var description: String {
        switch self {
        case let .unwritable(path, message): "\(path): error: cannot save the state: \(message)"
        case let .lockFailed(path, message): "\(path): error: cannot lock the state: \(message)"
        }
    }
}

extension StateStoreError {
    /// The atomic writer's failure in the state store's words (`cannot replace the file: Is a directory`).
    init(_ failure: AtomicFileWriter.Failure) {
        let action = switch failure.step {
        case .createTemporary: "cannot create a temporary file"
        case .write: "cannot write the new state"
        case .flush: "cannot flush the new state to disk"
        case .replace: "cannot replace the file"
        case .symbolicLink: "refusing to replace a symbolic link"
        }
        self = .unwritable(path: failure.path, message: "\(action): \(failure.reason)")
    }
}

extension AtomicFileWriter {
    /// Writes a file of the state directory (state, notice), failing in the state store's terms.
    package static func writeState(_ data: Data, to file: URL) throws(StateStoreError) {
        do {
            try write(data, to: file)
        } catch {
            throw StateStoreError(error)
        }
    }
}
