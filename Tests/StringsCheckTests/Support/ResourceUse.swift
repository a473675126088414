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

    /// Runs `binary` with `arguments` in `directory`, standard output counted and dropped, standard
    /// error dropped, and reports what the kernel measured for that process alone.
    ///
    /// The binary is started by a small Python process, not by the test process itself: a process
    /// started with `posix_spawn` (`vfork`) execs while it still shares its parent's memory, and
    /// Linux carries that memory's high-water mark into the child's `ru_maxrss`, so a child spawned
    /// straight from a test bundle of 500 MB reports 500 MB whatever it uses. Python's own
    /// footprint (about 15 MB) is all that reaches the figure this way.
    static func run(_ binary: String, _ arguments: [String], in directory: String = ".") throws -> Child {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("resource-use-\(UUID().uuidString)").path
        let output = scratch + ".out", figures = scratch + ".usage"
        defer { for path in [output, figures] { try? FileManager.default.removeItem(atPath: path) } }
        let reporter = """
            import resource, subprocess, sys
            figures, output, directory, command = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
            with open(output, "wb") as out:
                status = subprocess.run(command, cwd=directory, stdout=out, stderr=subprocess.DEVNULL).returncode
            usage = resource.getrusage(resource.RUSAGE_CHILDREN)
            with open(figures, "w") as report:
                report.write(f"{status} {usage.ru_maxrss} {usage.ru_utime + usage.ru_stime}")
            """
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = (["/usr/bin/env", "python3", "-c", reporter, figures, output, directory, binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, nil, argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let fields = ((try? String(contentsOfFile: figures, encoding: .utf8)) ?? "").split(separator: " ")
        guard fields.count == 3, let code = Int32(fields[0]), let kilobytes = Double(fields[1]), let cpu = Double(fields[2]) else {
            throw POSIXError(.EIO)  // python3 missing or the run failed to start: make deps installs python3
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        // Linux reports ru_maxrss in kilobytes.
        return Child(status: code, peakMegabytes: kilobytes / 1024, cpuSeconds: cpu, standardOutputBytes: size)
    }

    /// The `strings-check` binary built beside the test bundle.
    static var stringsCheck: String {
        Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("strings-check").path
    }
}
