import Foundation
import IVersionSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes sure the state directory exists and can be written, before a lock file or temporary file is
/// created in it, so that the error names the real problem (the directory) with the system's reason.
package enum StateDirectory {
    package static func prepare(_ directory: URL) throws(StateStoreError) {
        let path = directory.path
        try create(path)
        // Checked up front so a read-only directory is reported as unwritable, not as a lock failure.
        if access(path, W_OK) != 0 {
            throw .unwritable(path: path, message: "the directory is not writable: \(POSIX.message())")
        }
    }

    /// `mkdir -p`, private to the user (mode 0700, for every directory it creates: the state says which
    /// versions a user skipped). An existing directory is left as it is.
    private static func create(_ path: String) throws(StateStoreError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .unwritable(path: path, message: "cannot use the directory: a file is in its place")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            // Another process may have created it meanwhile; that is success.
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return }
            throw .unwritable(path: path, message: "cannot create the directory: \(systemReason(of: error))")
        }
    }

    /// The system's text behind a Foundation file error (its underlying POSIX error), else its description.
    private static func systemReason(of error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return POSIX.message(Int32(underlying.code))
        }
        return nsError.localizedDescription
    }
}
