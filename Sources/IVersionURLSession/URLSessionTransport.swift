import Foundation
import IVersion
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport over URLSession (FoundationNetworking on Linux): one GET per request, the alternative to the
/// default ``CurlTransport``, in a module of its own so that the runtime does not load FoundationNetworking
/// (and, on Linux, libcurl with its TLS stack) at start-up.
///
/// What is its own: the body is counted while it streams and the transfer is cut once it passes
/// ``HTTPRequest/maximumBodyBytes`` (an announced `Content-Length` over it is refused before reading);
/// ``HTTPRequest/timeout`` is a timer of its own, since FoundationNetworking's is an idle timeout a trickle
/// never trips; a redirect is returned as the `3xx` it is, never followed by URLSession. The rules (HTTPS,
/// redirects, one deadline, the size cap) are the checker's, around any transport (see ``HTTPTransport``).
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
public struct URLSessionTransport: HTTPTransport {
    /// Creates the transport. Each request has a session of its own, so it holds nothing.
    public init() {}

    /// Sends one GET through URLSession, within the request's timeout and body size cap; redirects are returned.
    /// - Parameter request: The URL, headers, timeout and body size cap.
    /// - Returns: The response, whatever its status (a `3xx` with its `Location`).
    /// - Throws: ``TransportError``: a timeout, a body over the cap, an encoded body, a failed connection.
    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        try await URLSessionExchange(url: request.url, headers: request.headers, timeout: request.timeout, limit: request.maximumBodyBytes).run().get()
    }
}
