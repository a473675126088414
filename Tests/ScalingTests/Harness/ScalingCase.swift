import Testing

/// One reader of outside input, fed one hostile shape at a size `n`: what the scaling harness runs at
/// `n` and `8n` to show that the reader's work, memory and output grow no faster than its input.
///
/// A reader is anything that takes bytes the package does not control — a feed from a server, a file
/// in a project under check, a folder an option names — and turns them into values, findings or a page.
/// Every source file that reads such input names the case that holds it (``sources``); the
/// completeness test fails for a reader file no case names.
struct ScalingCase: Sendable, CustomTestStringConvertible {
    /// How the reader runs: inside the test process (a pure decoder, timed by the thread's CPU time) or
    /// as one of the package's commands (timed by the child's CPU time, with its peak memory).
    enum Runner: Sendable {
        case inProcess
        case command
    }

    /// The reader, as the docs name it ("Sparkle appcast", "strings-check: .stringsdict").
    var reader: String
    /// The shape of the input at size `n` ("n items, each with notes").
    var shape: String
    /// The package's source files (from the package root) whose reading this case holds.
    var sources: [String]
    var runner: Runner
    /// The starting size; the harness doubles it while the run is too short to time.
    var unit: Int
    /// Output may be at most this many bytes per input byte (plus what an empty input gives, plus 64 KiB), at
    /// every size: no output multiplies its input.
    var outputPerInputByte: Double = 16
    /// Builds the input at size `n` (not timed) and runs the reader on it.
    var sample: @Sendable (Int) throws -> ScalingSample

    var testDescription: String { "\(reader): \(shape)" }
}

/// What one run of a reader took and gave.
struct ScalingSample: Sendable {
    /// Bytes of input the run read.
    var inputBytes: Int
    /// Bytes (or, for a decoder, characters of decoded text) the run produced.
    var outputBytes: Int
    /// CPU seconds: the test thread's for a decoder, the child's for a command.
    var cpuSeconds: Double
    /// The child's peak resident memory in megabytes; nil for a decoder.
    var peakMegabytes: Double?
    /// The child's exit status; nil for a decoder. A reader that gives up at `8n` (a cap, an error) was not
    /// measured doing the same work, so both sizes must end the same way.
    var status: Int32? = nil
}
