import Foundation

/// One deadline for a whole fetch, every hop included: each hop gets the time left, and the fetch ends at the
/// deadline whether or not the transport honours ``HTTPRequest/timeout`` or cancellation.
///
/// The time is read from the checker's clock (``VersionChecker/Dependencies/clock``), so a test decides when
/// a deadline passes instead of a busy machine's scheduler.
struct HopDeadline: Sendable {
    /// The time left until the deadline (negative past it).
    private let remaining: @Sendable () -> Duration
    /// Returns at the deadline, or throws when the waiting task is cancelled.
    private let sleepUntilEnd: @Sendable () async throws -> Void
    /// What a fetch past its deadline fails with: the requested URL and the whole timeout.
    let timeoutError: TransportError

    /// A deadline `seconds` from now on `clock`.
    init(clock: any Clock<Duration>, seconds: TimeInterval, timeoutError: TransportError) {
        (remaining, sleepUntilEnd) = Self.measure(seconds, on: clock)
        self.timeoutError = timeoutError
    }

    /// The time left until `seconds` from now on `clock`, and a wait until then.
    private static func measure<C: Clock<Duration>>(_ seconds: TimeInterval, on clock: C)
        -> (@Sendable () -> Duration, @Sendable () async throws -> Void)
    {
        let end = clock.now.advanced(by: .milliseconds(Int64(min(max(seconds, 0), 1e9) * 1000)))
        return ({ clock.now.duration(to: end) }, { try await clock.sleep(until: end, tolerance: nil) })
    }

    /// Runs one hop within the time left.
    /// - Parameters:
    ///   - url: The hop's URL, named when the calling task is cancelled.
    ///   - hop: Sends the hop, given the seconds left.
    /// - Returns: The hop's response.
    /// - Throws: ``timeoutError`` at the deadline (also for a transport's own timeout, which knows only its
    ///   hop); ``TransportError/connectionFailed(_:message:)`` when the calling task is cancelled; or what
    ///   the hop threw.
    func run(_ url: URL, _ hop: @escaping @Sendable (TimeInterval) async throws(TransportError) -> HTTPResponse)
        async throws(TransportError) -> HTTPResponse
    {
        let remaining = self.remaining()
        guard remaining > .zero else { throw timeoutError }
        let seconds = Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18
        let race = HopRace()
        let timeoutError = self.timeoutError
        let sleepUntilEnd = self.sleepUntilEnd
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>) in
                race.wait(continuation)
                // Unstructured, so that a transport that never returns cannot hold the fetch past its deadline:
                // whichever task finishes first resolves the hop and cancels the other.
                race.own(
                    Task {
                        do throws(TransportError) { race.finish(.success(try await hop(seconds))) } catch {
                            race.finish(.failure(error))
                        }
                    })
                race.own(
                    Task {
                        try? await sleepUntilEnd()
                        if !Task.isCancelled { race.finish(.failure(timeoutError)) }
                    })
            }
        } onCancel: {
            race.finish(.failure(.connectionFailed(url, message: "the request was cancelled")))
        }
        switch outcome {
        case let .success(response): return response
        case .failure(.timedOut): throw timeoutError
        case let .failure(error): throw error
        }
    }
}

/// A hop's outcome, settled once by whichever comes first: the transport, the deadline or cancellation.
private final class HopRace: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>?
    private var outcome: Result<HTTPResponse, TransportError>?
    private var tasks: [Task<Void, Never>] = []

    /// Keeps the waiting caller, or resumes it at once when the outcome is already known.
    func wait(_ continuation: CheckedContinuation<Result<HTTPResponse, TransportError>, Never>) {
        lock.lock()
        if let outcome {
            lock.unlock()
            continuation.resume(returning: outcome)
            return
        }
        self.continuation = continuation
        lock.unlock()
    }

    /// A task to cancel once the outcome is known (at once, when it already is).
    func own(_ task: Task<Void, Never>) {
        lock.lock()
        if outcome != nil {
            lock.unlock()
            task.cancel()
            return
        }
        tasks.append(task)
        lock.unlock()
    }

    /// Settles the outcome unless it is settled; the caller resumes and the other tasks are cancelled.
    func finish(_ result: Result<HTTPResponse, TransportError>) {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return
        }
        outcome = result
        let continuation = self.continuation
        let tasks = self.tasks
        self.continuation = nil
        self.tasks = []
        lock.unlock()
        for task in tasks { task.cancel() }
        continuation?.resume(returning: result)
    }
}
