import Foundation

/// A reader measured at `n` and `8n` (and, for a command, at size 0: the start-up every run pays,
/// taken off both before they are compared).
struct ScalingMeasurement: Sendable {
    /// The size both runs were built from (after doubling the case's unit while runs were too short).
    var n: Int
    var empty: ScalingSample?
    var small: ScalingSample
    var large: ScalingSample

    /// The slowest linear reader gives about 8; a quadratic one about 64.
    static let largestGrowth = 12.0
    /// Below this much CPU at `n` (start-up taken off, and at least half the start-up), timer and scheduler
    /// noise outweighs the work.
    static let shortestTimedRun = 0.06
    /// The largest size the harness tries before it gives up doubling.
    static let largestSize = 1 << 22

    /// The growth of CPU time from `n` to `8n`, start-up taken off.
    var cpuGrowth: Double {
        let base = empty?.cpuSeconds ?? 0
        return (large.cpuSeconds - base) / max(small.cpuSeconds - base, 1e-6)
    }

    /// The growth of peak memory from `n` to `8n`, over what an empty run takes (at least 4 MB at `n`, so
    /// allocator noise on a small run does not read as growth).
    var memoryGrowth: Double? {
        guard let emptyPeak = empty?.peakMegabytes, let smallPeak = small.peakMegabytes, let largePeak = large.peakMegabytes else { return nil }
        return (largePeak - emptyPeak) / max(smallPeak - emptyPeak, 4)
    }

    /// The growth of output from `n` to `8n` (at least 4 KiB at `n`).
    var outputGrowth: Double {
        let base = empty?.outputBytes ?? 0
        return Double(large.outputBytes - base) / Double(max(small.outputBytes - base, 4096))
    }

    /// Measures `scalingCase`: the empty run once (commands), `n` best of three, `8n` best of two (noise
    /// from other work only ever adds time, so the fastest run is the truest).
    static func measure(_ scalingCase: ScalingCase) throws -> ScalingMeasurement {
        let empty = scalingCase.runner == .command ? try best(of: 2) { try scalingCase.sample(0) } : nil
        var n = scalingCase.unit
        var small = try best(of: 3) { try scalingCase.sample(n) }
        // Start-up is taken off both runs, so the work at `n` must stand well clear of it.
        let base = empty?.cpuSeconds ?? 0
        while small.cpuSeconds - base < max(shortestTimedRun, base / 2), n < largestSize {
            n *= 2
            small = try best(of: 3) { try scalingCase.sample(n) }
        }
        let large = try best(of: 2) { try scalingCase.sample(8 * n) }
        return ScalingMeasurement(n: n, empty: empty, small: small, large: large)
    }

    /// Measures `scalingCase`, and once more when a growth passes ``largestGrowth``: other work on the
    /// machine only ever inflates a ratio now and then (a cache flushed during the large run), while a path
    /// that really grows faster than its input fails both times. The calmer of the two is kept.
    static func measureSettled(_ scalingCase: ScalingCase) throws -> ScalingMeasurement {
        let first = try measure(scalingCase)
        guard first.worstGrowth > largestGrowth else { return first }
        let second = try measure(scalingCase)
        return second.worstGrowth < first.worstGrowth ? second : first
    }

    /// The largest of the CPU, memory and output growths.
    var worstGrowth: Double { max(cpuGrowth, memoryGrowth ?? 0, outputGrowth) }

    private static func best(of runs: Int, _ run: () throws -> ScalingSample) throws -> ScalingSample {
        var fastest = try run()
        for _ in 1..<runs {
            let sample = try run()
            if sample.cpuSeconds < fastest.cpuSeconds { fastest = sample }
        }
        return fastest
    }

    /// One line for the log and for docs/ROBUSTNESS.md.
    func row(_ scalingCase: ScalingCase) -> String {
        func megabytes(_ bytes: Int) -> String { String(format: "%.2f MB", Double(bytes) / 1_000_000) }
        var cells = [
            scalingCase.reader, scalingCase.shape, "\(n)",
            "\(megabytes(small.inputBytes)) → \(megabytes(large.inputBytes))",
            String(format: "%.3f s → %.3f s (×%.1f)", small.cpuSeconds, large.cpuSeconds, cpuGrowth),
            "\(megabytes(small.outputBytes)) → \(megabytes(large.outputBytes))",
        ]
        if let smallPeak = small.peakMegabytes, let largePeak = large.peakMegabytes {
            cells.append(String(format: "%.0f MB → %.0f MB", smallPeak, largePeak))
        } else {
            cells.append("in process")
        }
        return "| " + cells.joined(separator: " | ") + " |"
    }
}
