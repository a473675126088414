import IVersionSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on `<bundleID>.lock`, held across read → change → write so that two processes
/// (or two stores in one process: `flock` locks belong to the open file, not the process) never lose
/// each other's update.
///
/// The lock file is never deleted: removing it while another process waits on it would let a third
/// process lock a new file of the same name, and two writers would run at once. `flock` is released by
/// the kernel when the descriptor closes, including when the process dies, so a crash never leaves the
/// state locked.
enum StateFileLock {
    /// The lock file is opened with `O_NOFOLLOW`: a symbolic link in its place (dangling or not) is refused
    /// (`too many levels of symbolic links`) instead of creating or truncating whatever it points to;
    /// it is created private (0600).
    ///
    /// Runs `body` while holding the lock, blocking the calling thread until the lock is free (callers run
    /// this on ``StateIOQueue``, never on Swift's cooperative pool).
    static func withExclusiveLock<T>(at path: String, _ body: () throws(StateStoreError) -> T) throws(StateStoreError) -> T {
        let fd = POSIX.retryingInterrupts { open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600) }
        if fd < 0 { throw .lockFailed(path: path, message: "cannot open the lock file: \(POSIX.message())") }
        defer { close(fd) }
        if POSIX.retryingInterrupts({ flock(fd, LOCK_EX) }) != 0 {
            throw .lockFailed(path: path, message: "cannot lock the lock file: \(POSIX.message())")
        }
        // Closing the descriptor (deferred above) releases the lock.
        return try body()
    }
}
