import Foundation
import IVersion
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport over URLSession (FoundationNetworking on Linux), with the checks a feed fetch needs: the
/// alternative to the default ``CurlTransport``, in a module of its own so that the runtime does not load
/// FoundationNetworking (and, on Linux, libcurl with its TLS stack) at start-up.
///
/// - HTTPS only, except for loopback hosts or when `allowsInsecureHTTP` is set; checked before any
///   connection, for the requested URL and for every redirect target. HTTPS → HTTP redirects are refused.
/// - Redirects are followed here, not by URLSession, at most `maximumRedirects` of them.
/// - The body is counted while it streams and the transfer is cut once it passes `maximumResponseBytes`
///   (an announced `Content-Length` over the limit is refused before reading).
/// - ``HTTPRequest/timeout`` is a hard deadline for the whole exchange, redirects included.
///
/// An app adds the product and sets it as the checker's transport:
/// ```swift
/// // Package.swift: .product(name: "IVersionURLSession", package: "iversion")
/// import IVersion
/// import IVersionURLSession
///
/// var dependencies = VersionChecker.Dependencies.system
/// dependencies.transport = URLSessionTransport()
/// let checker = VersionChecker(configuration: configuration, dependencies: dependencies)
/// ```
public struct URLSessionTransport: HopTransport {
    /// What every request is held to.
    package let settings: TransportSettings

    /// A transport held to `settings`.
    package init(settings: TransportSettings) {
        self.settings = settings
    }

    /// Creates a transport.
    /// - Parameters:
    ///   - maximumResponseBytes: The largest body accepted, in bytes (8 MiB by default); negative counts as zero.
    ///   - allowsInsecureHTTP: Allow `http://` to any host, not only loopback. HTTPS → HTTP redirects stay refused.
    ///   - maximumRedirects: The most redirects followed (5 by default); negative counts as zero.
    public init(maximumResponseBytes: Int = 8 << 20, allowsInsecureHTTP: Bool = false, maximumRedirects: Int = 5) {
        self.init(settings: TransportSettings(maximumResponseBytes: maximumResponseBytes, allowsInsecureHTTP: allowsInsecureHTTP,
                                              maximumRedirects: maximumRedirects))
    }

    /// Sends a GET request through URLSession, following redirects, within the request's timeout.
    /// - Parameter request: The URL, headers and timeout.
    /// - Returns: The final response, whatever its status.
    /// - Throws: ``TransportError``; a refused URL is reported before any connection is made.
    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        try await sendFollowingRedirects(request)
    }

    package static func hop(url: URL, headers: [String: String], seconds: TimeInterval, limit: Int, timeoutError: TransportError) async -> HopOutcome {
        await URLSessionExchange(url: url, headers: headers, timeout: seconds, limit: limit, timeoutError: timeoutError).run()
    }
}
