import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// CPU time and memory as the kernel counts them, for the tests that prove a path linear: unlike
/// wall-clock time, a thread's CPU time does not grow because other processes share the machine.
enum ResourceUse {
    /// The CPU time the calling thread spends in `work`, in seconds.
    static func threadCPUSeconds(_ work: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = now()
        try work()
        return now() - start
    }

    /// What a child process used: its exit status, its peak resident memory and its CPU time.
    struct Child {
        var status: Int32
        var peakMegabytes: Double
        var cpuSeconds: Double
        var standardOutputBytes: Int
    }

    /// Runs `binary` with `arguments` in `directory` (through `sh -c 'cd … && exec …'`, the same
    /// process once it execs), standard output counted and dropped, standard error dropped, and
    /// reports what the kernel measured (`wait4`).
    static func run(_ binary: String, _ arguments: [String], in directory: String) throws -> Child {
        try run("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", directory, binary] + arguments)
    }

    /// Runs `binary` with `arguments`, standard output counted and dropped, standard error
    /// dropped, and reports what the kernel measured (`wait4`).
    static func run(_ binary: String, _ arguments: [String]) throws -> Child {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("resource-use-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, binary, &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1, errno == EINTR {}
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        // Linux reports ru_maxrss in kilobytes.
        return Child(status: (status >> 8) & 0xFF, peakMegabytes: Double(usage.ru_maxrss) / 1024, cpuSeconds: cpu, standardOutputBytes: size)
    }

    /// The `strings-check` binary built beside the test bundle.
    static var stringsCheck: String {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("strings-check").path
    }
}
