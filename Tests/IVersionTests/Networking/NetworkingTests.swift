import Foundation
import RuntimeTestSupport
import Testing

@testable import IVersion

/// The parent of every Networking suite, so `swift test --filter Networking` runs them all.
@Suite("Networking")
enum NetworkingTests {}

/// Seconds taken by `body`, with its result.
func timed<T>(_ body: () async throws -> T) async rethrows -> (T, seconds: Double) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try await body()
    let elapsed = start.duration(to: clock.now)
    return (result, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
}

/// Sends a request and returns the transport error, or nil when a response came back.
func transportError(_ transport: some HTTPTransport, _ request: HTTPRequest) async -> TransportError? {
    do {
        _ = try await transport.send(request)
        return nil
    } catch {
        return error
    }
}

/// Fetches `url` through `transport` inside the checker's rules and returns the error, or nil when a response
/// came back.
func guardedError(
    _ transport: some HTTPTransport, _ url: URL, headers: [String: String] = [:],
    limits: TransportLimits = TransportLimits(), clock: any Clock<Duration> = ManualClock()
) async -> TransportError? {
    do {
        _ = try await TransportGuard(transport, limits: limits, clock: clock).send(url, headers: headers)
        return nil
    } catch {
        return error
    }
}

/// A transport that answers from a closure and records the requests: for fetcher cases a real server
/// cannot easily produce (a 304 with nothing cached, a transport that ignores the size limit, a redirect to
/// `file:`), with no socket.
final class StubTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var sent: [HTTPRequest] = []
    private let answer: @Sendable (HTTPRequest) -> Result<HTTPResponse, TransportError>

    init(_ answer: @escaping @Sendable (HTTPRequest) -> Result<HTTPResponse, TransportError>) {
        self.answer = answer
    }

    var requests: [HTTPRequest] {
        lock.lock()
        defer { lock.unlock() }
        return sent
    }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        record(request)
        return try answer(request).get()
    }

    private func record(_ request: HTTPRequest) {
        lock.lock()
        sent.append(request)
        lock.unlock()
    }
}
