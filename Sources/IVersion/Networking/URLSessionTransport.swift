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
        let limit = maximumResponseBytes
        return try await RedirectLoop.send(
            request, policy: TransportPolicy(allowsInsecureHTTP: allowsInsecureHTTP), maximumRedirects: maximumRedirects
        ) { url, headers, seconds, timeoutError in
            await URLSessionExchange(url: url, headers: headers, timeout: seconds, limit: limit, timeoutError: timeoutError).run()
        }
    }
}
