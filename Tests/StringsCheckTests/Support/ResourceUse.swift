import Foundation
import PropertySupport

/// CPU time and memory as the kernel counts them, for the tests that prove a path linear: unlike
/// wall-clock time, a thread's CPU time does not grow because other processes share the machine.
enum ResourceUse {
    /// The CPU time the calling thread spends in `work`, in seconds (``CPUTime``).
    static func threadCPUSeconds(_ work: () throws -> Void) rethrows -> Double {
        try CPUTime.measure(work).seconds
    }

    /// What a child process used (``ChildUsage``, shared with the scaling harness).
    typealias Child = ChildUsage

    /// Runs `binary` as ``ChildUsage/run(_:_:in:)`` does.
    static func run(_ binary: String, _ arguments: [String], in directory: String = ".") throws -> Child {
        try ChildUsage.run(binary, arguments, in: directory)
    }

    /// The `strings-check` binary built beside the test bundle.
    static var stringsCheck: String {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("strings-check").path
    }
}
