import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real transport: URLSession (FoundationNetworking on Linux), with the checks a feed fetch needs.
///
/// - HTTPS only, except for loopback hosts or when ``allowsInsecureHTTP`` is set; checked before any
///   connection, for the requested URL and for every redirect target. HTTPS → HTTP redirects are refused.
/// - Redirects are followed here, not by URLSession, at most ``maximumRedirects`` of them.
/// - The body is counted while it streams and the transfer is cut once it passes ``maximumResponseBytes``
///   (an announced `Content-Length` over the limit is refused before reading).
/// - ``HTTPRequest/timeout`` is a hard deadline for the whole exchange, redirects included.
///
/// ```swift
/// let transport = URLSessionTransport()
/// let response = try await transport.send(HTTPRequest(url: URL(string: "https://example.com/versions.plist")!))
/// ```
package struct URLSessionTransport: HTTPTransport {
    /// The largest body accepted, in bytes (8 MiB by default).
    package let maximumResponseBytes: Int
    /// Whether plain `http://` is allowed to hosts that are not loopback (false by default).
    package let allowsInsecureHTTP: Bool
    /// The most redirects followed for one request (5 by default); one more fails with
    /// ``TransportError/tooManyRedirects(_:)``.
    package let maximumRedirects: Int

    /// Creates a transport.
    /// - Parameters:
    ///   - maximumResponseBytes: The largest body accepted, in bytes; negative counts as zero.
    ///   - allowsInsecureHTTP: Allow `http://` to any host, not only loopback. HTTPS → HTTP redirects stay refused.
    ///   - maximumRedirects: The most redirects followed; negative counts as zero.
    package init(maximumResponseBytes: Int = 8 << 20, allowsInsecureHTTP: Bool = false, maximumRedirects: Int = 5) {
        self.maximumResponseBytes = max(0, maximumResponseBytes)
        self.allowsInsecureHTTP = allowsInsecureHTTP
        self.maximumRedirects = max(0, maximumRedirects)
    }

    /// Sends a GET request, following redirects, within the request's timeout.
    /// - Parameter request: The URL, headers and timeout.
    /// - Returns: The final response, whatever its status.
    /// - Throws: ``TransportError``; a refused URL is reported before any connection is made.
    package func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let policy = TransportPolicy(allowsInsecureHTTP: allowsInsecureHTTP)
        try policy.check(request.url)
        let timeout = request.timeout.isFinite ? max(0, request.timeout) : 60
        let timeoutError = TransportError.timedOut(request.url, seconds: request.timeout)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int64(min(timeout, 1e9) * 1000)))
        var current = request.url
        var headers = request.headers
        var redirects = 0
        // One pass per hop: at most maximumRedirects + 1 passes.
        while true {
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero else { throw timeoutError }
            let seconds = Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18
            let exchange = URLSessionExchange(
                url: current, headers: headers, timeout: seconds, limit: maximumResponseBytes, timeoutError: timeoutError
            )
            switch await exchange.run() {
            case let .response(response):
                return response
            case let .failure(error):
                throw error
            case let .redirect(target):
                redirects += 1
                guard redirects <= maximumRedirects else { throw .tooManyRedirects(request.url) }
                try policy.checkRedirect(from: current, to: target)
                if !Self.sameOrigin(current, target) { headers = Self.droppingCredentials(headers) }
                current = target
            }
        }
    }

    /// Same scheme, host and port.
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        a.scheme?.lowercased() == b.scheme?.lowercased() && a.host?.lowercased() == b.host?.lowercased() && a.port == b.port
    }

    /// Request headers without the ones that must not follow a redirect to another origin.
    static func droppingCredentials(_ headers: [String: String]) -> [String: String] {
        let private_: Set<String> = ["authorization", "proxy-authorization", "cookie"]
        return headers.filter { !private_.contains($0.key.lowercased()) }
    }
}
