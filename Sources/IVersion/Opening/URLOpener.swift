import Foundation

/// The seam through which the runtime opens an update's URL when the user chooses Download.
///
/// ``SystemURLOpener`` hands the URL to the desktop (`xdg-open` on Linux, `open` on macOS); tests and
/// apps with their own browser plug in another:
/// ```swift
/// struct BrowserOpener: URLOpener {
///     func open(_ url: URL) async throws(URLOpenError) { await browser.show(url) }
/// }
/// let checker = VersionChecker(configuration: configuration, opener: BrowserOpener())
/// ```
public protocol URLOpener: Sendable {
    /// Opens `url`, returning once it has been handed over.
    /// - Throws: ``URLOpenError`` when it could not be opened.
    func open(_ url: URL) async throws(URLOpenError)
}

/// Why a URL could not be opened.
public struct URLOpenError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The URL that was to be opened.
    public var url: URL
    /// What went wrong: `no xdg-open on PATH`, `xdg-open exited with status 4`.
    public var reason: String

    /// Creates an error.
    public init(url: URL, reason: String) {
        self.url = url
        self.reason = reason
    }

    /// `cannot open https://…: no xdg-open on PATH`.
    public var description: String { "cannot open \(url.absoluteString): \(reason)" }
}

/// Opens URLs with the desktop's handler: `xdg-open` on Linux (found on `PATH`), `open` on macOS.
///
/// Only `https` and `http` URLs are opened: the URL may come from a feed, and a `file:` or custom
/// scheme URL from a hostile feed must not start a local program.
public struct SystemURLOpener: URLOpener {
    /// The command that opens a URL (`xdg-open` or `open`).
    public let command: String
    private let environment: [String: String]

    /// Creates an opener.
    /// - Parameter environment: Where `PATH` is read from; the process's own by default.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        #if os(macOS)
        command = "open"
        #else
        command = "xdg-open"
        #endif
        self.environment = environment
    }

    /// Runs the command with `url` and waits for it to hand the URL over.
    public func open(_ url: URL) async throws(URLOpenError) {
        guard let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http" else {
            throw URLOpenError(url: url, reason: "only https and http URLs are opened")
        }
        guard let executable = ExecutableSearch.find(command, path: environment["PATH"]) else {
            throw URLOpenError(url: url, reason: "no \(command) on PATH")
        }
        let status: Int32
        do {
            status = try await ChildProcess.run(executable, arguments: [url.absoluteString], environment: environment)
        } catch {
            throw URLOpenError(url: url, reason: "cannot run \(executable): \(error.localizedDescription)")
        }
        guard status == 0 else {
            throw URLOpenError(url: url, reason: "\(command) exited with status \(status)")
        }
    }
}

/// Finding a program on `PATH`, as a shell would.
enum ExecutableSearch {
    static func find(_ name: String, path: String?) -> String? {
        for directory in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// Running a child process without blocking a thread of Swift's cooperative pool.
enum ChildProcess {
    /// Starts `executable` with `arguments`, its output discarded, and returns its exit status.
    static func run(_ executable: String, arguments: [String], environment: [String: String]) async throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
    }
}
