import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What a child process used, as the kernel counts it for that process alone: its exit status, its
/// peak resident memory, its CPU time (user and system) and the size of its standard output. CPU time
/// does not grow while the child waits for a core other processes are using, so figures taken on a
/// busy machine compare with figures taken on a quiet one.
public struct ChildUsage: Sendable {
    /// The exit status.
    public var status: Int32
    /// Peak resident memory, in megabytes (`ru_maxrss`).
    public var peakMegabytes: Double
    /// User plus system CPU time, in seconds.
    public var cpuSeconds: Double
    /// Bytes the child wrote to standard output (counted, then dropped).
    public var standardOutputBytes: Int

    /// Runs `binary` with `arguments` in `directory`, standard output counted and dropped, standard
    /// error dropped, and reports what the kernel measured for that process alone.
    ///
    /// The binary is started by a small Python process, not by the test process itself: a process
    /// started with `posix_spawn` (`vfork`) execs while it still shares its parent's memory, and
    /// Linux carries that memory's high-water mark into the child's `ru_maxrss`, so a child spawned
    /// straight from a test bundle of 500 MB reports 500 MB whatever it uses. Python's own
    /// footprint (about 15 MB) is all that reaches the figure this way.
    /// - Throws: When python3 is missing or the run could not start (`make deps` installs python3).
    public static func run(_ binary: String, _ arguments: [String], in directory: String = ".") throws -> ChildUsage {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("child-usage-\(UUID().uuidString)").path
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
            throw POSIXError(.EIO)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        // Linux reports ru_maxrss in kilobytes.
        return ChildUsage(status: code, peakMegabytes: kilobytes / 1024, cpuSeconds: cpu, standardOutputBytes: size)
    }
}
