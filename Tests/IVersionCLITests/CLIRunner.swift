import Foundation

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
            while process.isRunning {
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
            process.waitUntilExit()
            defer {
                try? FileManager.default.removeItem(at: outputFile)
                try? FileManager.default.removeItem(at: errorFile)
            }
            let read = { (file: URL) in String(decoding: FileManager.default.contents(atPath: file.path) ?? Data(), as: UTF8.self) }
            return Run(status: process.terminationStatus, output: read(outputFile), error: read(errorFile))
        }
    }

    /// - Parameter prefix: A command that runs `iversion` for us, such as `setpriv --reuid=65534 …` to
    ///   drop root's privileges for a permission test; empty to run it directly.
    static func start(_ arguments: [String], environment: [String: String] = [:], prefix: [String] = []) throws -> Running {
        let process = Process()
        if let launcher = prefix.first {
            process.executableURL = URL(fileURLWithPath: launcher)
            process.arguments = Array(prefix.dropFirst()) + [try executable().path] + arguments
        } else {
            process.executableURL = try executable()
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

    static func run(_ arguments: [String], environment: [String: String] = [:], prefix: [String] = []) throws -> Run {
        try start(arguments, environment: environment, prefix: prefix).finish()
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
