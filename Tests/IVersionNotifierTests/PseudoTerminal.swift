import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program as in a person's shell: standard output and standard error each on a pseudo-terminal
/// of its own (so `isatty` is true for both, and what each wrote stays apart), or either on a pipe
/// (`tool | less`, `tool 2> log`), and collects both.
struct PseudoTerminalRun: Sendable {
    /// What the program wrote on standard error, with a terminal's CR LF line ends made LF.
    var terminal: String
    /// What it wrote on standard output, likewise.
    var output: String
    var status: Int32
    /// From start to exit.
    var seconds: Double

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Blocking: call it off the cooperative pool (``offThePool``).
    static func run(_ program: URL, _ arguments: [String], environment: [String: String], columns: UInt16 = 80,
                    standardOutputIsTerminal: Bool = true, standardErrorIsTerminal: Bool = true) throws -> PseudoTerminalRun {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment
        let output = try Stream(terminal: standardOutputIsTerminal, columns: columns)
        let error = try Stream(terminal: standardErrorIsTerminal, columns: columns)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output.childEnd
        process.standardError = error.childEnd
        let start = Date()
        try process.run()
        output.started()
        error.started()
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        return PseudoTerminalRun(terminal: error.finish(), output: output.finish(), status: process.terminationStatus, seconds: seconds)
    }

    /// One standard stream of the child: a pseudo-terminal or a pipe, read on a thread of its own until
    /// no process has it open.
    private final class Stream: @unchecked Sendable {
        let childEnd: FileHandle
        private let readEnd: Int32
        private let isTerminal: Bool
        private let lock = NSLock()
        private var bytes: [UInt8] = []
        private var reader: Thread?

        init(terminal: Bool, columns: UInt16) throws {
            var parent: Int32 = -1
            var child: Int32 = -1
            if terminal {
                var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
                guard openpty(&parent, &child, nil, nil, &size) == 0 else {
                    throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
                }
            } else {
                var ends: [Int32] = [-1, -1]
                guard pipe(&ends) == 0 else { throw Failure(description: "no pipe: \(String(cString: strerror(errno)))") }
                (parent, child) = (ends[0], ends[1])
            }
            // Close-on-exec, so no other test's child inherits them and keeps them open.
            _ = fcntl(parent, F_SETFD, FD_CLOEXEC)
            _ = fcntl(child, F_SETFD, FD_CLOEXEC)
            readEnd = parent
            isTerminal = terminal
            childEnd = FileHandle(fileDescriptor: child, closeOnDealloc: true)
        }

        /// Closes this side's copy of the child's end (the child holds its own) and starts reading.
        func started() {
            try? childEnd.close()
            let descriptor = readEnd
            let thread = Thread { [self] in
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = read(descriptor, &buffer, buffer.count)
                    if count <= 0 { break } // EOF, or EIO once no process has the terminal open
                    lock.lock(); bytes += buffer[0..<count]; lock.unlock()
                }
            }
            reader = thread
            thread.start()
        }

        /// What was written, once the last bytes are in (at most two seconds after the exit).
        func finish() -> String {
            let deadline = Date().addingTimeInterval(2)
            while reader?.isFinished == false, Date() < deadline { usleep(10_000) }
            lock.lock()
            let text = String(decoding: bytes, as: UTF8.self)
            lock.unlock()
            close(readEnd)
            return isTerminal ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
        }
    }
}
