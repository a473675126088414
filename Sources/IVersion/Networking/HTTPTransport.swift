/// The one seam between the library and the network.
///
/// The checker fetches every remote feed through a transport, so tests can answer from memory and apps can
/// route requests through their own stack. ``CurlTransport`` is the default; `URLSessionTransport` (module
/// IVersionURLSession) is the other.
///
/// ```swift
/// let response = try await transport.send(HTTPRequest(url: feedURL, timeout: 60))
/// if response.status == 200 { … }
/// ```
package protocol HTTPTransport: Sendable {
    /// Sends a GET request and returns the server's answer, whatever its status.
    /// - Parameter request: The URL, headers and timeout.
    /// - Returns: The final response (after redirects), body included.
    /// - Throws: ``TransportError`` when no response could be had: a refused URL, a timeout, a body over the
    ///   limit, a failed connection, a redirect loop.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
