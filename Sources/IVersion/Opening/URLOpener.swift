import Foundation

/// The seam through which the runtime opens an update's URL when the user chooses Download.
///
/// ``SystemURLOpener`` hands the URL to the desktop (`xdg-open` on Linux, `open` on macOS); apps with their
/// own browser, and platforms with another way to open a page, plug in another:
/// ```swift
/// struct BrowserOpener: URLOpener {
///     func open(_ url: URL) async throws(URLOpenError) { await browser.show(url) }
/// }
/// var dependencies = VersionChecker.Dependencies.system
/// dependencies.urlOpener = BrowserOpener()
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

    /// Creates an opener that finds the command on the process's `PATH`.
    public init() {
        self.init(environment: ProcessInfo.processInfo.environment)
    }

    /// Creates an opener that finds the command on `environment`'s `PATH` and runs it with that environment.
    package init(environment: [String: String]) {
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
