import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import IVersion
import IVersionURLSession

/// The loopback test server (`feed_server.py` beside this file), one process per test.
///
/// ```swift
/// try await withFeedServer { server in
///     let result = await FeedFetcher().fetch(server.url("/versions.plist"), source: .remoteVersionsPlist)
/// }
/// ```
public final class FeedServer: @unchecked Sendable {
    /// The port the server listens on, on 127.0.0.1.
    public let port: Int
    private let process: Process

    private init(port: Int, process: Process) {
        self.port = port
        self.process = process
    }

    /// `http://127.0.0.1:<port><path>`.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// `/redirect-to`, answering with a redirect to `target`, whatever its scheme or host.
    public func redirect(to target: String) -> URL {
        var components = URLComponents(url: url("/redirect-to"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "location", value: target)]
        return components.url!
    }

    /// Starts the script (blocking the calling thread) and reads the port from its first line of output (waiting at most 30 s: generous, as many tests start servers at once on a loaded machine).
    public static func startBlocking() throws -> FeedServer {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("feed_server.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // It exits when this process does; the lifetime is only a backstop, far longer than a test on a
        // busy machine can wait for a thread (120 s was: tests that waited longer found no server).
        process.arguments = ["python3", script.path, "--port", "0", "--lifetime", "600"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()

        // The read blocks, so it runs on its own thread; the wait on it is bounded.
        let line = LineBox()
        let done = DispatchSemaphore(value: 0)
        let handle = output.fileHandleForReading
        Thread.detachNewThread {
            var bytes: [UInt8] = []
            while bytes.count < 64, !bytes.contains(UInt8(ascii: "\n")) { // bounded: one short line
                let chunk = handle.availableData
                if chunk.isEmpty { break } // EOF: the script died
                bytes.append(contentsOf: chunk)
            }
            line.set(String(decoding: bytes, as: UTF8.self))
            done.signal()
        }
        guard done.wait(timeout: .now() + 30) == .success,
              let port = Int(line.get().trimmingCharacters(in: .whitespacesAndNewlines)), port > 0 else {
            stop(process)
            throw StartError(output: line.get())
        }
        return FeedServer(port: port, process: process)
    }

    /// Starts the script on a thread of its own, so that the blocking wait for the port never holds one of
    /// the few threads Swift concurrency runs tests on.
    public static func start() async throws -> FeedServer {
        try await offThePool { try startBlocking() }
    }

    /// Ends the server: SIGTERM, then SIGKILL if it has not exited within 2 s. Waits on a thread of its own.
    public func stop() async {
        let process = self.process
        await offThePool { Self.stop(process) }
    }

    private static func stop(_ process: Process) {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = Date().addingTimeInterval(2)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// The requests the server saw, from its `/requests` route.
    public func requests() async throws -> [LoggedRequest] {
        // A busy machine can take seconds to schedule the server; the log is no test of speed.
        let response = try await URLSessionTransport().send(HTTPRequest(url: url("/requests"), timeout: 60))
        return try JSONDecoder().decode([LoggedRequest].self, from: Data(response.body))
    }

    /// One line of the server's request log.
    public struct LoggedRequest: Decodable, Equatable, Sendable {
        public var path: String
        public var query: String?
        public var ifNoneMatch: String?
        public var ifModifiedSince: String?
        public var acceptEncoding: String?
        public var accept: String?
        public var userAgent: String?
        public var gitHubAPIVersion: String?
        /// An `X-Injected` request header: one a server smuggled into a validator (issue 37).
        public var injected: String?

        enum CodingKeys: String, CodingKey {
            case path, query
            case ifNoneMatch = "if-none-match"
            case ifModifiedSince = "if-modified-since"
            case acceptEncoding = "accept-encoding"
            case accept
            case userAgent = "user-agent"
            case gitHubAPIVersion = "x-github-api-version"
            case injected = "x-injected"
        }
    }

    public struct StartError: Error, CustomStringConvertible {
        public var output: String
        public var description: String { "feed_server.py did not print a port (is python3 on PATH?); output: \(output.debugDescription)" }
    }

    private final class LineBox: @unchecked Sendable {
        private let lock = NSLock()
        private var value = ""
        func set(_ text: String) { lock.lock(); value = text; lock.unlock() }
        func get() -> String { lock.lock(); defer { lock.unlock() }; return value }
    }
}

/// Runs `body` with a fresh server, and stops the server afterwards whatever happens.
public func withFeedServer<T>(_ body: (FeedServer) async throws -> T) async throws -> T {
    let server = try await FeedServer.start()
    do {
        let result = try await body(server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}

/// Runs blocking work on a new thread and awaits it.
public func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread { continuation.resume(with: Result { try work() }) }
    }
}

/// Runs blocking work that cannot fail on a new thread and awaits it.
public func offThePool(_ work: @escaping @Sendable () -> Void) async {
    await withCheckedContinuation { continuation in
        Thread.detachNewThread {
            work()
            continuation.resume()
        }
    }
}
