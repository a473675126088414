import Foundation
import IVersion
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One GET through URLSession: its own session and delegate, resolved exactly once — by the response, a
/// redirect, the size limit, the deadline, cancellation or an error, whichever comes first.
///
/// Why a delegate rather than `URLSession.data(for:)`: the body is counted as it streams, so a 50 MB answer
/// is cut off at the limit instead of being buffered first; a redirect is handed back as the `3xx` it is
/// (the checker checks and follows it) instead of being followed blindly; and the deadline is a timer of our
/// own, because FoundationNetworking's timeout is an idle timeout that a slow trickle of bytes never trips.
final class URLSessionExchange: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    typealias Outcome = Result<HTTPResponse, TransportError>

    private let request: URLRequest
    private let url: URL
    private let limit: Int
    private let deadline: TimeInterval

    // Guarded by `lock`: delegate callbacks, the deadline timer and cancellation race each other.
    private let lock = NSLock()
    private var outcome: Outcome?
    private var continuation: CheckedContinuation<Outcome, Never>?
    private var body: [UInt8] = []
    private var session: URLSession?
    private var task: URLSessionDataTask?
    private var timer: DispatchWorkItem?

    /// - Parameters:
    ///   - url: The URL to get.
    ///   - headers: Request headers.
    ///   - timeout: Seconds the exchange may take.
    ///   - limit: The largest body accepted, in bytes.
    init(url: URL, headers: [String: String], timeout: TimeInterval, limit: Int) {
        // FoundationNetworking truncates the request's timeout to whole seconds (0.5 s would become 0 ms), and
        // treats it as an idle timeout; our own timer (`deadline`) is the real limit, URLSession's is a backstop.
        var request = URLRequest(
            url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: min(timeout, 1e9).rounded(.up) + 1
        )
        request.httpMethod = "GET"
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        // Uncompressed only: libcurl would otherwise inflate a gzip body in memory before the size limit,
        // which counts the bytes handed to us, sees any of it (a 1 MB body can expand to 1 GiB).
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        self.request = request
        self.url = url
        self.limit = limit
        self.deadline = max(timeout, 0)
    }

    /// Runs the exchange to its end. Cancelling the calling task ends it with ``TransportError/connectionFailed(_:message:)``.
    func run() async -> Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                start(continuation)
            }
        } onCancel: {
            finish(.failure(.connectionFailed(url, message: "the request was cancelled")))
        }
    }

    private func start(_ continuation: CheckedContinuation<Outcome, Never>) {
        lock.lock()
        if let outcome { // cancelled before it started
            lock.unlock()
            continuation.resume(returning: outcome)
            return
        }
        self.continuation = continuation
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil // conditional GET is the fetcher's job, with its own cache
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.timeoutIntervalForRequest = request.timeoutInterval
        configuration.timeoutIntervalForResource = request.timeoutInterval
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        let task = session.dataTask(with: request)
        let timer = DispatchWorkItem { [weak self] in
            guard let self else { return }
            self.finish(.failure(self.timeoutError))
        }
        self.session = session
        self.task = task
        self.timer = timer
        lock.unlock()
        DispatchQueue.global().asyncAfter(deadline: .now() + deadline, execute: timer)
        task.resume()
    }

    /// Resolves the exchange once; later calls are ignored. Stops the transfer and releases the session.
    private func finish(_ result: Outcome) {
        lock.lock()
        guard outcome == nil else { lock.unlock(); return }
        outcome = result
        let continuation = self.continuation, session = self.session, task = self.task, timer = self.timer
        self.continuation = nil
        self.session = nil
        self.task = nil
        self.timer = nil
        body = []
        lock.unlock()
        timer?.cancel()
        task?.cancel()
        // The session keeps its delegate (self) alive until invalidated.
        session?.invalidateAndCancel()
        continuation?.resume(returning: result)
    }

    /// What the exchange fails with when its time is up.
    private var timeoutError: TransportError { .timedOut(url, seconds: deadline) }

    private var isFinished: Bool {
        lock.lock()
        defer { lock.unlock() }
        return outcome != nil
    }

    // MARK: URLSessionDataDelegate

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        // A server that compresses anyway is refused before a byte of the body is inflated.
        if let encoding = HTTPHeaderValue.contentCoding((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Encoding")) {
            completionHandler(.cancel)
            finish(.failure(.encodedBody(url, encoding: encoding)))
            return
        }
        // Refuse an announced oversize body before reading a byte of it.
        if response.expectedContentLength > Int64(limit) {
            completionHandler(.cancel)
            finish(.failure(.tooLarge(url, limit: limit)))
            return
        }
        completionHandler(isFinished ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        guard outcome == nil else { lock.unlock(); return }
        let over = body.count + data.count > limit
        if !over { body.append(contentsOf: data) }
        lock.unlock()
        // Counting as bytes arrive catches a body without Content-Length, a lying one, or a compressed one.
        if over { finish(.failure(.tooLarge(url, limit: limit))) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // Never let URLSession follow: the checker checks the target and counts the hops. The redirect is the
        // answer, without its body (nothing in it is used).
        completionHandler(nil)
        finish(.success(Self.response(response, body: [], url: url)))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error {
            finish(.failure(Self.transportError(error, url: url, timeoutError: timeoutError)))
            return
        }
        guard let http = task.response as? HTTPURLResponse else {
            finish(.failure(.connectionFailed(url, message: "the answer is not an HTTP response")))
            return
        }
        lock.lock()
        let received = body
        lock.unlock()
        finish(.success(Self.response(http, body: received, url: url)))
    }

    /// URLSession's response in the transport's terms.
    private static func response(_ http: HTTPURLResponse, body: [UInt8], url: URL) -> HTTPResponse {
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name).lowercased()] = String(describing: value)
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: body, url: http.url ?? url)
    }

    /// Maps URLSession's errors to transport errors with a message a person can act on.
    static func transportError(_ error: any Error, url: URL, timeoutError: TransportError) -> TransportError {
        guard let urlError = error as? URLError else {
            return .connectionFailed(url, message: String(describing: error))
        }
        let message: String
        switch urlError.code {
        case .timedOut: return timeoutError
        case .cancelled: message = "the request was cancelled"
        case .cannotConnectToHost: message = "could not connect to the server (connection refused)"
        case .cannotFindHost, .dnsLookupFailed: message = "unknown host \"\(url.host ?? "")\""
        case .networkConnectionLost: message = "the connection was lost"
        case .notConnectedToInternet: message = "no network connection"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            message = "the secure connection failed (TLS: \(urlError.localizedDescription))"
        case .badServerResponse: message = "the server's answer is not valid HTTP"
        case .httpTooManyRedirects: return .tooManyRedirects(url)
        default: message = "\(urlError.localizedDescription) (URLError \(urlError.code.rawValue))"
        }
        return .connectionFailed(url, message: message)
    }
}
