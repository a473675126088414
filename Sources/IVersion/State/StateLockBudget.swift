import Synchronization

/// One wait for every locked step of one operation: a check loads the state (which may lock it, to move
/// a damaged file aside) and then updates it (which locks it), and an answer does the same. Behind a
/// stuck holder each step waiting the store's whole timeout made a check wait twice as long as the
/// timeout says; with a budget the steps together wait at most the timeout. Only waiting is counted:
/// the time between two steps (a check's fetches) is not, so a slow feed never leaves the update
/// without the wait a holder of a moment needs.
///
/// The budget travels as a task-local value, as the operation's steps go through the ``StateStore``
/// seam, which has no place for it: ``FileStateStore`` reads it before it hops to its I/O queue.
///
/// ```swift
/// try await StateLockBudget.sharing { () async throws(CheckFailure) in
///     let loaded = try await loadState()
///     try await store.update(bundleID: id) { … }
/// }
/// ```
package final class StateLockBudget: Sendable {
    /// The budget of the operation the current task runs; nil outside one, where each step is its own.
    @TaskLocal package static var current: StateLockBudget?

    private struct Spent {
        /// The wait left to the operation's later steps; nil before its first step.
        var remaining: Duration?
        var steps = 0
        var attempts = 0
    }

    private let clock: @Sendable () -> ContinuousClock.Instant
    private let spent = Mutex(Spent())

    /// Creates a budget of the store's timeout, spent by its steps' waits.
    /// - Parameter now: The monotonic clock (the continuous clock; a test may step it by hand).
    package init(now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        clock = now
    }

    /// The current time on the budget's clock.
    var now: ContinuousClock.Instant { clock() }

    /// How many locked steps have drawn on the budget.
    package var steps: Int { spent.withLock { $0.steps } }

    /// How many times those steps tried the lock.
    package var attempts: Int { spent.withLock { $0.attempts } }

    /// Starts a locked step.
    /// - Parameter timeout: The store's lock timeout: the whole operation's wait.
    /// - Returns: When the step began, and when it stops waiting: the wait left to the operation after it.
    func startStep(timeout: Duration) -> (start: ContinuousClock.Instant, deadline: ContinuousClock.Instant) {
        let start = clock()
        let remaining = spent.withLock { spent in
            spent.steps += 1
            return spent.remaining ?? timeout
        }
        return (start, start.advanced(by: remaining))
    }

    /// Ends a locked step (the lock taken, or given up): what it waited is spent for the later steps.
    /// - Parameters:
    ///   - start: When the step began, as ``startStep(timeout:)`` gave it.
    ///   - timeout: The store's lock timeout, as given to ``startStep(timeout:)``.
    func endStep(startedAt start: ContinuousClock.Instant, timeout: Duration) {
        let waited = start.duration(to: clock())
        spent.withLock { spent in
            spent.remaining = max(.zero, (spent.remaining ?? timeout) - waited)
        }
    }

    /// Counts one try of the lock.
    func countAttempt() {
        spent.withLock { $0.attempts += 1 }
    }

    /// Runs `operation` with every locked step in it sharing one budget: the caller's, when it already
    /// runs inside one, else a new one.
    /// - Parameters:
    ///   - isolation: The caller's actor, which `operation` stays on.
    ///   - operation: The operation's steps.
    /// - Returns: What `operation` returned.
    /// - Throws: What `operation` threw.
    package static func sharing<T, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation, _ operation: () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        if current != nil { return try await operation() }
        let result: Result<T, Failure> = await $current.withValue(StateLockBudget()) {
            do throws(Failure) { return .success(try await operation()) } catch { return .failure(error) }
        }
        return try result.get()
    }
}
