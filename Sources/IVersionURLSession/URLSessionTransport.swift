import Foundation
import IVersion
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport over URLSession (FoundationNetworking on Linux), with the checks a feed fetch needs: the
/// alternative to the default ``CurlTransport``, in a module of its own so that the runtime does not load
/// FoundationNetworking (and, on Linux, libcurl with its TLS stack) at start-up.
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
package struct URLSessionTransport: HopTransport {
    /// What every request is held to.
    package let settings: TransportSettings

    /// A transport held to `settings` (see ``HopTransport``'s initialiser for one from plain values).
    package init(settings: TransportSettings) {
        self.settings = settings
    }

    package static func hop(url: URL, headers: [String: String], seconds: TimeInterval, limit: Int, timeoutError: TransportError) async -> HopOutcome {
        await URLSessionExchange(url: url, headers: headers, timeout: seconds, limit: limit, timeoutError: timeoutError).run()
    }
}
