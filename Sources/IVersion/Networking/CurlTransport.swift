import CCurl
import Foundation

/// The default transport: one GET through libcurl's easy interface, driven directly so that nothing is
/// decoded behind the size cap.
///
/// Why not URLSession: FoundationNetworking on Linux always turns on libcurl's content decoding, whatever
/// the request asks, so a hostile server that answers `Content-Encoding: gzip` had its body inflated in
/// memory before the transport could refuse it (326 MB for a 260 KB bomb). Here decoding is off
/// (`CURLOPT_HTTP_CONTENT_DECODING 0`), `identity` is asked for, an encoded answer is refused at its
/// headers, and ``HTTPRequest/maximumBodyBytes`` counts the bytes as they arrive, so an oversized body never
/// sits in memory. Redirects are returned, not followed (`CURLOPT_FOLLOWLOCATION 0`): the checker follows
/// them under its rules (see ``HTTPTransport``), and sets the limits (``TransportLimits``).
///
/// It is what ``VersionChecker/Dependencies/system`` uses; an app's own transport can hand its requests to it:
/// ```swift
/// let response = try await CurlTransport().send(HTTPRequest(url: feedURL, timeout: 60))
/// ```
public struct CurlTransport: HTTPTransport {
    /// Creates the transport. It holds nothing: libcurl is loaded on the first request.
    public init() {}

    /// Sends one GET with libcurl, within the request's timeout and body size cap; redirects are returned.
    /// - Parameter request: The URL, headers, timeout and body size cap.
    /// - Returns: The response, whatever its status (a `3xx` with its `Location`).
    /// - Throws: ``TransportError``: a timeout, a body over the cap, an encoded body, a failed connection.
    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        try await CurlExchange(url: request.url, headers: request.headers, timeout: request.timeout, limit: request.maximumBodyBytes).run().get()
    }
}

/// One GET through one libcurl easy handle, performed on a thread of its own (a blocking call must not
/// hold a thread of Swift's cooperative pool), resumed through a continuation.
final class CurlExchange: @unchecked Sendable {
    typealias Outcome = Result<HTTPResponse, TransportError>

    private let url: URL
    private let headers: [String: String]
    private let timeout: TimeInterval
    private let limit: Int

    // Written by libcurl's callbacks on the transfer thread only; read there after the transfer ends.
    private var status = 0
    private var responseHeaders: [String: String] = [:]
    private var body: [UInt8] = []
    /// Why a callback stopped the transfer, when one did.
    private var stop: TransportError?
    /// Cancellation and the one resumption of the caller, from either thread.
    private let cancelled = Resumption()

    init(url: URL, headers: [String: String], timeout: TimeInterval, limit: Int) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.limit = limit
    }

    /// Runs the exchange to its end. Cancelling the calling task ends it at once with
    /// ``TransportError/connectionFailed(_:message:)``; the transfer thread stops at libcurl's next
    /// progress call (within about a second) and its result is dropped.
    func run() async -> Outcome {
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
                guard cancelled.store(continuation) else {
                    continuation.resume(returning: .failure(.connectionFailed(url, message: "the request was cancelled")))
                    return
                }
                let thread = Thread { [self] in cancelled.resume(with: perform()) }
                thread.name = "iversion.curl"
                thread.start()
            }
        } onCancel: {
            cancelled.cancel(with: .failure(.connectionFailed(url, message: "the request was cancelled")))
        }
    }

    /// The blocking transfer.
    private func perform() -> Outcome {
        // libcurl is opened here, on the first request, not at start-up (see CCurl.h).
        guard ccurl_load() == 1 else {
            return .failure(.connectionFailed(url, message: "libcurl could not be loaded: \(String(cString: ccurl_load_error()))"))
        }
        guard let handle = ccurl_easy_init() else {
            return .failure(.connectionFailed(url, message: "libcurl could not create a transfer"))
        }
        defer { ccurl_easy_cleanup(handle) }
        var requestHeaders: UnsafeMutablePointer<curl_slist>?
        defer { ccurl_slist_free_all(requestHeaders) }
        // Asked for explicitly and never decoded: the cap must count the bytes the server sends.
        var lines = headers.filter { $0.key.lowercased() != "accept-encoding" }.map { "\($0.key): \($0.value)" }
        lines.append("Accept-Encoding: identity")
        if !headers.keys.contains(where: { $0.lowercased() == "user-agent" }) { lines.append("User-Agent: iVersion") }
        for line in lines { requestHeaders = ccurl_slist_append(requestHeaders, line) }
        var errorText = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
        let context = Unmanaged.passUnretained(self).toOpaque()
        let milliseconds = Int(min(max(timeout, 0.001), 1e7) * 1000)
        let code: CURLcode = errorText.withUnsafeMutableBufferPointer { buffer in
            let options: [CURLcode] = [
                ccurl_setopt_string(handle, CURLOPT_URL, url.absoluteString),
                ccurl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https"),
                ccurl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0),
                ccurl_setopt_long(handle, CURLOPT_HTTP_CONTENT_DECODING, 0),
                ccurl_setopt_long(handle, CURLOPT_NOSIGNAL, 1),
                ccurl_setopt_long(handle, CURLOPT_TIMEOUT_MS, milliseconds),
                ccurl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, milliseconds),
                ccurl_setopt_offset(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limit)),
                ccurl_setopt_headers(handle, requestHeaders),
                ccurl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, buffer.baseAddress),
                ccurl_setopt_data_callback(handle, CURLOPT_HEADERFUNCTION, curlHeaderCallback),
                ccurl_setopt_pointer(handle, CURLOPT_HEADERDATA, context),
                ccurl_setopt_data_callback(handle, CURLOPT_WRITEFUNCTION, curlWriteCallback),
                ccurl_setopt_pointer(handle, CURLOPT_WRITEDATA, context),
                ccurl_setopt_progress_callback(handle, curlProgressCallback),
                ccurl_setopt_pointer(handle, CURLOPT_XFERINFODATA, context),
            ]
            if let failed = options.first(where: { $0 != CURLE_OK }) { return failed }
            return ccurl_easy_perform(handle)
        }
        if let stop { return .failure(stop) }
        guard code == CURLE_OK else {
            return .failure(error(code, detail: String(decoding: errorText.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        }
        return .success(HTTPResponse(status: status, headers: responseHeaders, body: body, url: url))
    }

    /// One header line. A status line starts a new response (after `100 Continue`); the blank line ends
    /// the headers, where an encoded body or an announced oversize body stops the transfer.
    fileprivate func header(_ line: String) -> Bool {
        let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("HTTP/") {
            let parts = text.split(separator: " ")
            status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            responseHeaders = [:]
            return true
        }
        if text.isEmpty { return headersEnded() }
        if let colon = text.firstIndex(of: ":") {
            let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            // Appended in place: `old + ", " + value` copied everything before it, quadratic in a header
            // repeated many times.
            if responseHeaders[name] != nil { responseHeaders[name, default: ""] += ", " + value } else { responseHeaders[name] = value }
        }
        return true
    }

    private func headersEnded() -> Bool {
        if (100..<200).contains(status) { return true } // an interim response; the real one follows
        if let encoding = HTTPHeaderValue.contentCoding(responseHeaders["content-encoding"]) {
            stop = .encodedBody(url, encoding: encoding)
            return false
        }
        if let length = responseHeaders["content-length"].flatMap({ Int($0) }), length > limit {
            stop = .tooLarge(url, limit: limit)
            return false
        }
        return true
    }

    /// Body bytes, counted as they arrive: a body without Content-Length, or a lying one, stops at the cap.
    fileprivate func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard body.count + bytes.count <= limit else {
            stop = .tooLarge(url, limit: limit)
            body = []
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    fileprivate var isCancelled: Bool { cancelled.isSet }

    /// libcurl's result in the transport's words.
    private func error(_ code: CURLcode, detail: String) -> TransportError {
        let message: String
        switch code {
        case CURLE_OPERATION_TIMEDOUT: return .timedOut(url, seconds: timeout)
        case CURLE_ABORTED_BY_CALLBACK: message = "the request was cancelled"
        case CURLE_FILESIZE_EXCEEDED: return .tooLarge(url, limit: limit)
        case CURLE_COULDNT_CONNECT: message = "could not connect to the server (connection refused)"
        case CURLE_COULDNT_RESOLVE_HOST: message = "unknown host \"\(url.host ?? "")\""
        case CURLE_GOT_NOTHING: message = "the server closed the connection without answering"
        case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE: message = "the connection was lost"
        case CURLE_WEIRD_SERVER_REPLY: message = "the server's answer is not valid HTTP"
        // libcurl's only word for a header line over its 100 KB limit; a status line came first, so the
        // headers are what overflowed, not the process's memory.
        case CURLE_OUT_OF_MEMORY where status != 0:
            message = "a response header is too large (libcurl accepts header lines up to 100 KB); the answer is refused"
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
             CURLE_SSL_CACERT_BADFILE, CURLE_SSL_ISSUER_ERROR:
            message = "the secure connection failed (TLS: \(detail.isEmpty ? String(cString: ccurl_easy_strerror(code)) : detail))"
        default:
            let reason = detail.isEmpty ? String(cString: ccurl_easy_strerror(code)) : detail
            message = "\(reason) (libcurl error \(code.rawValue))"
        }
        return .connectionFailed(url, message: message)
    }
}

/// The caller's continuation, resumed exactly once: by the transfer's end or by cancellation, whichever
/// comes first; and the flag the progress callback reads to stop the transfer.
private final class Resumption: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<CurlExchange.Outcome, Never>?
    private var done = false
    private var cancelledFlag = false

    /// Keeps the continuation; false when cancellation came first (the caller resumes it itself).
    func store(_ continuation: CheckedContinuation<CurlExchange.Outcome, Never>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if cancelledFlag { done = true; return false }
        self.continuation = continuation
        return true
    }

    /// The transfer ended: resumes the caller unless cancellation already did.
    func resume(with outcome: CurlExchange.Outcome) {
        lock.lock()
        let continuation = done ? nil : self.continuation
        done = true
        self.continuation = nil
        lock.unlock()
        continuation?.resume(returning: outcome)
    }

    /// Cancelled: the transfer is asked to stop, and the caller is resumed at once.
    func cancel(with outcome: CurlExchange.Outcome) {
        lock.lock()
        cancelledFlag = true
        let continuation = done ? nil : self.continuation
        if continuation != nil { done = true }
        self.continuation = nil
        lock.unlock()
        continuation?.resume(returning: outcome)
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelledFlag
    }
}

// libcurl's callbacks: C function pointers, so no captures; the exchange comes back through `context`.
// Returning a count other than the one given (or nonzero from the progress callback) stops the transfer.

private func curlHeaderCallback(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let data, let context else { return 0 }
    let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
    let line = String(decoding: UnsafeRawBufferPointer(start: data, count: size * count), as: UTF8.self)
    return exchange.header(line) ? size * count : 0
}

private func curlWriteCallback(_ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let data, let context else { return 0 }
    let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
    return exchange.write(UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
}

private func curlProgressCallback(
    _ context: UnsafeMutableRawPointer?, _ downloadTotal: curl_off_t, _ downloaded: curl_off_t, _ uploadTotal: curl_off_t, _ uploaded: curl_off_t
) -> Int32 {
    guard let context else { return 0 }
    return Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue().isCancelled ? 1 : 0
}
