#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The processor time the calling thread spends on some work: what a linear-time test measures instead
/// of the wall clock, because it does not grow while the thread waits for a core that other processes
/// (a parallel build, the other tests) are using.
///
/// Only for synchronous work: an `async` function may resume on another thread, whose time this misses.
public enum CPUTime {
    /// Seconds of processor time the calling thread has used so far (user and system).
    public static var now: Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Seconds of processor time `work` took on the calling thread.
    /// - Parameter work: Synchronous work to measure.
    /// - Returns: The work's result and its processor time in seconds.
    public static func measure<T>(_ work: () throws -> T) rethrows -> (result: T, seconds: Double) {
        let start = now
        let result = try work()
        return (result, now - start)
    }
}
