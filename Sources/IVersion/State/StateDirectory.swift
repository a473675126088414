import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes sure the state directory exists and can be written, before a lock file or temporary file is
/// created in it, so that the error names the real problem (the directory) with the system's reason.
enum StateDirectory {
    static func prepare(_ directory: URL) throws(StateStoreError) {
        let path = directory.path
        try create(path)
        // Checked up front so a read-only directory is reported as unwritable, not as a lock failure.
        if access(path, W_OK) != 0 {
            throw .unwritable(path: path, message: "the directory is not writable: \(SystemErrno.message())")
        }
    }

    /// `mkdir -p`, private to the user (mode 0700: the state says which versions a user skipped).
    private static func create(_ path: String) throws(StateStoreError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                throw .unwritable(path: path, message: "cannot use the directory: a file is in its place")
            }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != path { try create(parent) }
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw .unwritable(path: path, message: "cannot create the directory: \(SystemErrno.message())")
        }
    }
}
