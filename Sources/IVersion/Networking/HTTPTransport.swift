/// The one seam between the library and the network.
///
/// The checker fetches every remote feed through a transport, so an app can route the requests through its own
/// stack (a proxy, its own TLS settings, a test double): set ``VersionChecker/Dependencies/transport``.
/// ``CurlTransport`` is the default; `URLSessionTransport` (product and module `IVersionURLSession`) is the other.
///
/// A transport sends the request as given and returns whatever status the server answered; the checker handles
/// `304`, other statuses and the size limit. It should follow redirects itself (the checker does not) and give up
/// at the request's ``HTTPRequest/timeout``.
///
/// ```swift
/// let response = try await transport.send(HTTPRequest(url: feedURL, timeout: 60))
/// if response.status == 200 { … }
/// ```
public protocol HTTPTransport: Sendable {
    /// Sends a GET request and returns the server's answer, whatever its status.
    /// - Parameter request: The URL, headers and timeout.
    /// - Returns: The final response (after redirects), body included.
    /// - Throws: ``TransportError`` when no response could be had: a refused URL, a timeout, a body over the
    ///   limit, a failed connection, a redirect loop.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
