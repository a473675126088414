import Dispatch

/// Runs the store's blocking file work (`flock` may wait for another process) on a serial dispatch
/// queue, off Swift's cooperative thread pool, whose few threads must never block.
///
/// One serial queue per ``FileStateStore`` value: updates through one store queue up without each holding
/// a thread, and the number of threads that can sit in `flock` is bounded by the number of stores.
/// Cancellation is not honoured once work is queued: an update half done is worse than one finished.
struct StateIOQueue: Sendable {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func run<T: Sendable>(_ work: @escaping @Sendable () throws(StateStoreError) -> T) async throws(StateStoreError) -> T {
        let result: Result<T, StateStoreError> = await withCheckedContinuation { continuation in
            queue.async {
                continuation.resume(returning: Result { () throws(StateStoreError) -> T in try work() })
            }
        }
        return try result.get()
    }
}
