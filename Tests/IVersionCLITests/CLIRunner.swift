import Foundation

/// The directory ``CLI/copyForOtherUsers`` made, removed at exit (a C exit handler can reach only globals).
nonisolated(unsafe) private var copyForOtherUsersDirectory: String?

/// Runs the built `iversion` binary as a user would, in a clean environment.
enum CLI {
    struct Run {
        let status: Int32
        let output: String
        let error: String
    }

    /// A started process whose output goes to temporary files (pipes could fill up while two run at once).
    final class Running {
        private let process: Process
        private let outputFile: URL
        private let errorFile: URL

        fileprivate init(process: Process, outputFile: URL, errorFile: URL) {
            self.process = process
            self.outputFile = outputFile
            self.errorFile = errorFile
        }

        /// Waits for the exit, sampling the process's peak resident memory (`VmHWM`, itself a high-water
        /// mark, so the last sample before the exit holds the peak) every millisecond.
        /// - Returns: The run and the peak in kilobytes.
        func finishMeasuringPeakMemory() -> (run: Run, peakKilobytes: Int) {
            var peak = 0
            while !process.hasExited {
                if let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
                   let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                   let kilobytes = Int(line.filter(\.isNumber)) {
                    peak = max(peak, kilobytes)
                }
                usleep(1000)
            }
            return (finish(), peak)
        }

        /// Waits for the exit and collects the output.
        func finish() -> Run {
            let status = process.waitForExitStatus()
            defer {
                try? FileManager.default.removeItem(at: outputFile)
                try? FileManager.default.removeItem(at: errorFile)
            }
            let read = { (file: URL) in String(decoding: FileManager.default.contents(atPath: file.path) ?? Data(), as: UTF8.self) }
            return Run(status: status, output: read(outputFile), error: read(errorFile))
        }
    }

    /// - Parameter prefix: A command that runs `iversion` for us, such as `setpriv --reuid=65534 …` to
    ///   drop root's privileges for a permission test; empty to run it directly.
    ///   - cpuSeconds: When given, the processor time the run may use (`prlimit --cpu`): past it the kernel
    ///     stops the process (SIGXCPU), so a test of "fast" holds on a machine busy with other work, where a
    ///     wall-clock limit would not.
    ///   - binary: The binary to run; the built one by default.
    static func start(_ arguments: [String], environment: [String: String] = [:], prefix: [String] = [],
                      cpuSeconds: Int? = nil, binary: URL? = nil) throws -> Running {
        let process = Process()
        // Without prlimit (util-linux) the run is not limited; the test still checks what it printed.
        let limit = cpuSeconds.flatMap { seconds in
            FileManager.default.isExecutableFile(atPath: "/usr/bin/prlimit") ? ["/usr/bin/prlimit", "--cpu=\(seconds)", "--"] : nil
        } ?? []
        let program = try binary ?? executable()
        if let launcher = (limit + prefix).first {
            process.executableURL = URL(fileURLWithPath: launcher)
            process.arguments = Array((limit + prefix).dropFirst()) + [program.path] + arguments
        } else {
            process.executableURL = program
            process.arguments = arguments
        }
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { new, _ in new }
        let temporary = FileManager.default.temporaryDirectory
        let outputFile = temporary.appendingPathComponent("iversion-cli-\(UUID().uuidString).out")
        let errorFile = temporary.appendingPathComponent("iversion-cli-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        return Running(process: process, outputFile: outputFile, errorFile: errorFile)
    }

    static func run(_ arguments: [String], environment: [String: String] = [:], prefix: [String] = [],
                    cpuSeconds: Int? = nil, binary: URL? = nil) throws -> Run {
        try start(arguments, environment: environment, prefix: prefix, cpuSeconds: cpuSeconds, binary: binary).finish()
    }

    /// The built binary and the resource bundles it loads, copied once into a new directory under `/tmp`
    /// that every user can enter, for runs as another user (`nobody`): the build directory may lie under a
    /// directory only its owner can enter (root's home is 0700), and then `nobody` cannot start it there.
    /// Nil when `/tmp` is not a directory everyone can enter.
    static let copyForOtherUsers: URL? = {
        guard let built = try? executable(), everyoneCanEnter("/tmp") else { return nil }
        let directory = URL(fileURLWithPath: "/tmp/iversion-cli-\(UUID().uuidString)", isDirectory: true)
        let files = FileManager.default
        do {
            try files.createDirectory(at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
            let buildDirectory = built.deletingLastPathComponent()
            // The binary's own bundles (the tests' bundles are not needed).
            let bundles = try files.contentsOfDirectory(atPath: buildDirectory.path)
                .filter { $0.hasSuffix(".resources") && !$0.hasSuffix("Tests.resources") }
            for name in bundles + [built.lastPathComponent] {
                try files.copyItem(at: buildDirectory.appendingPathComponent(name), to: directory.appendingPathComponent(name))
            }
            chmod(directory.path, 0o755)
            // Removed when the test process exits, so runs do not pile copies up in /tmp.
            copyForOtherUsersDirectory = directory.path
            atexit { if let path = copyForOtherUsersDirectory { try? FileManager.default.removeItem(atPath: path) } }
            return directory.appendingPathComponent(built.lastPathComponent)
        } catch {
            return nil
        }
    }()

    /// Whether every directory from `/` down to `path` may be entered by users other than its owner.
    static func everyoneCanEnter(_ path: String) -> Bool {
        var current = URL(fileURLWithPath: path).standardizedFileURL
        while true {
            var info = stat()
            guard stat(current.path, &info) == 0, info.st_mode & 0o001 != 0 else { return false }
            if current.path == "/" { return true }
            current.deleteLastPathComponent()
        }
    }

    /// Beside the test binary: SwiftPM builds every executable of the package with the tests.
    private static func executable() throws -> URL {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("iversion"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("iversion"),
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: candidates[0].path])
        }
        return found
    }
}

extension Process {
    /// Waits for the process to exit, asking the kernel (`waitid` with `WNOWAIT`, which leaves the reaping to
    /// Foundation), and returns its status as `terminationStatus` would. Foundation on Linux notices an exit
    /// only when a socket it handed the child is closed, and a process another test starts at that moment may
    /// inherit that socket (swift-corelibs-foundation#4795): `waitUntilExit` then waits for that other process
    /// as well, and with every thread of a two-core machine's pool waiting so, a whole test run hung.
    func waitForExitStatus() -> Int32 {
        var info = siginfo_t()
        while waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOWAIT) != 0 {
            if errno == EINTR { continue }
            waitUntilExit() // reaped already, so Foundation knows
            return terminationStatus
        }
        // The exit code, or the signal's number for a process a signal ended (as `terminationStatus`).
        return info._sifields._sigchld.si_status
    }

    /// Whether the process has exited, asked of the kernel without waiting (see ``waitForExitStatus()``).
    var hasExited: Bool {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(processIdentifier), &info, WEXITED | WNOWAIT | WNOHANG) == 0 else { return !isRunning }
        return info._sifields._sigchld.si_pid != 0
    }
}
