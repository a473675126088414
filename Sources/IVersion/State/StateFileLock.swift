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
    /// How long a store waits for the lock by default: a state update holds it for milliseconds, so a
    /// holder past this is stuck (a process stopped in a debugger, a frozen network home directory), and a
    /// launch reports that instead of hanging.
    static let defaultTimeout: Duration = .seconds(10)

    /// Runs `body` while holding the lock, blocking the calling thread until the lock is free or the
    /// operation's steps have waited `timeout` in all (callers run this on ``StateIOQueue``, never on
    /// Swift's cooperative pool).
    /// - Parameters:
    ///   - path: The lock file.
    ///   - timeout: The whole operation's wait for a holder.
    ///   - budget: The operation's budget, shared by its steps (``StateLockBudget/current``, read by the
    ///     caller before it left its task); nil for a step that is an operation of its own.
    ///   - body: What to do while holding the lock.
    /// - Throws: ``StateStoreError/lockFailed(path:message:)`` when the file cannot be opened or locked,
    ///   or another holder keeps it past the deadline; `body`'s error.
    static func withExclusiveLock<T>(
        at path: String, timeout: Duration = defaultTimeout, budget: StateLockBudget? = nil, _ body: () throws(StateStoreError) -> T
    ) throws(StateStoreError) -> T {
        let fd = openLockFile(path)
        if fd < 0 { throw .lockFailed(path: path, message: "cannot open the lock file: \(POSIX.message())") }
        defer { close(fd) }
        try lock(fd, path: path, timeout: timeout, budget: budget ?? StateLockBudget())
        // Closing the descriptor (deferred above) releases the lock.
        return try body()
    }

    /// Opens (creating it private, 0600) a lock file, refusing a symbolic link in its place: the descriptor,
    /// closed on exec, or -1 with `errno` set. The one way the package opens a file to `flock` it.
    static func openLockFile(_ path: String) -> Int32 {
        POSIX.retryingInterrupts { open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600) }
    }

    /// Tries once to take the exclusive lock on `fd`: whether it is held now (`errno` says why not).
    static func tryLocking(_ fd: Int32) -> Bool {
        POSIX.retryingInterrupts({ flock(fd, LOCK_EX | LOCK_NB) }) == 0
    }

    /// Takes the lock without blocking, retrying with growing pauses (1 ms up to 10 ms) until the budget's
    /// wait is spent: `flock` itself has no deadline, and a blocking one waits forever for a stuck holder.
    private static func lock(_ fd: Int32, path: String, timeout: Duration, budget: StateLockBudget) throws(StateStoreError) {
        let (start, deadline) = budget.startStep(timeout: timeout)
        defer { budget.endStep(startedAt: start, timeout: timeout) }
        var pause: UInt32 = 1_000
        while true {
            budget.countAttempt()
            guard !tryLocking(fd) else { return }
            guard errno == EWOULDBLOCK else {
                throw .lockFailed(path: path, message: "cannot lock the lock file: \(POSIX.message())")
            }
            guard budget.now < deadline else {
                throw .lockFailed(path: path, message: "another process has held the lock for more than \(timeout) (a check stuck or stopped?); "
                    + "the stored state is unchanged, and the lock is released when that process exits")
            }
            usleep(pause)
            pause = min(pause * 2, 10_000)
        }
    }
}
