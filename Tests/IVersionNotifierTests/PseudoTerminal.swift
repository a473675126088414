import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program with its standard error on a pseudo-terminal (so `isatty(2)` is true, as in a
/// person's shell) and its standard output on a pipe, and collects both.
struct PseudoTerminalRun: Sendable {
    /// What the program wrote on the terminal, with the terminal's CR LF line ends made LF.
    var terminal: String
    /// What it wrote on standard output.
    var output: String
    var status: Int32
    /// From start to exit.
    var seconds: Double

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Blocking: call it off the cooperative pool (``offThePool``).
    static func run(_ program: URL, _ arguments: [String], environment: [String: String], columns: UInt16 = 80,
                    standardErrorIsTerminal: Bool = true) throws -> PseudoTerminalRun {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw Failure(description: "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        defer { close(master) }
        // Close-on-exec, so no other test's child inherits the terminal and keeps it open.
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)

        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        let errorPipe = Pipe()
        let terminalHandle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.standardInput = terminalHandle
        process.standardOutput = output
        process.standardError = standardErrorIsTerminal ? terminalHandle : errorPipe
        let start = Date()
        try process.run()
        try terminalHandle.close() // the child holds its own copies

        let collected = Collected()
        let terminalSide = master
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(terminalSide, &buffer, buffer.count)
                if count <= 0 { break } // EIO once no process has the terminal open
                collected.append(buffer[0..<count])
            }
        }
        reader.start()
        let standardOutput = output.fileHandleForReading.readDataToEndOfFile()
        let standardError = standardErrorIsTerminal ? Data() : errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        // The terminal's last bytes may still be in flight.
        let deadline = Date().addingTimeInterval(2)
        while !reader.isFinished, Date() < deadline { usleep(10_000) }
        let terminalText = standardErrorIsTerminal ? collected.text : String(decoding: standardError, as: UTF8.self)
        return PseudoTerminalRun(terminal: terminalText.replacingOccurrences(of: "\r\n", with: "\n"),
                                 output: String(decoding: standardOutput, as: UTF8.self),
                                 status: process.terminationStatus, seconds: seconds)
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []
        func append(_ chunk: ArraySlice<UInt8>) { lock.lock(); bytes += chunk; lock.unlock() }
        var text: String { lock.lock(); defer { lock.unlock() }; return String(decoding: bytes, as: UTF8.self) }
    }
}
