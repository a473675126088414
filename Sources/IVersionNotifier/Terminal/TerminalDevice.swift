import IVersion
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the process knows about the terminal on one of its standard streams.
package enum TerminalDevice {
    /// Whether `descriptor` is a terminal (not a file, a pipe or `/dev/null`).
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The terminal's width in columns: `COLUMNS` when it holds a positive number (the user's say
    /// wins), else the window size the terminal reports, else 80.
    package static func columns(of descriptor: Int32, environment: [String: String]) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        var size = winsize()
        if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
