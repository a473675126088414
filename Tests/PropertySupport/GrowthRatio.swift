/// How a parser's time grows with its input, measured as a ratio so the assertion holds on any
/// machine: parse `n` entries and `10 × n` entries, best of a few runs each, and compare. The time is the
/// thread's processor time (``CPUTime``), not the wall clock, so a busy machine (both cores taken by
/// other processes) does not stretch one run more than the other.
public enum GrowthRatio {
    /// The time for the large input divided by the time for the small one (about 10 when linear,
    /// about 100 when quadratic).
    /// - Parameters:
    ///   - small: Work on the small input (run once first to warm up, then timed `runs` times).
    ///   - large: Work on the input ten times larger.
    ///   - runs: How many timed runs of the small input; the fastest counts.
    ///   - largeRuns: How many timed runs of the large input (2 by default: noise from other tests running
    ///     at the same time only makes a ratio larger, and one quiet run is enough to show linear growth).
    /// - Returns: `time(large) / time(small)`.
    public static func measure(runs: Int = 3, largeRuns: Int = 2, small: () throws -> Void, large: () throws -> Void) rethrows -> Double {
        try small()
        func best(_ work: () throws -> Void, runs: Int) rethrows -> Double {
            var fastest = Double.infinity
            for _ in 0..<runs {
                let start = CPUTime.now
                try work()
                fastest = min(fastest, CPUTime.now - start)
            }
            return fastest
        }
        let smallTime = try best(small, runs: runs)
        return try best(large, runs: largeRuns) / max(smallTime, 1e-6)
    }
}
