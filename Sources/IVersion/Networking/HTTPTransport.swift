/// The one seam between the library and the network: one request, one hop.
///
/// The checker fetches every remote feed through a transport, so an app can route the requests through its own
/// stack (a proxy, its own TLS settings, a test double): set ``VersionChecker/Dependencies/transport``.
/// ``CurlTransport`` is the default; `URLSessionTransport` (product and module `IVersionURLSession`) is the other.
///
/// The rules live around the transport, not in it, so no transport can lose them: before a request reaches
/// ``send(_:)`` the checker has refused any URL that is not `https://` (plain `http://` only to a loopback
/// host), and it follows redirects itself, checking each target (no `file:` or other schemes, no
/// `https://` → `http://`), with at most ``TransportLimits/maximumRedirects`` of them, no loop, one deadline
/// for the whole chain, and the body size cap on every answer. The limits are ``TransportLimits``.
///
/// A transport **must**:
/// - send exactly one GET to ``HTTPRequest/url`` with ``HTTPRequest/headers``;
/// - return what came back, whatever the status: a `404`, a `304`, and a `3xx` redirect with its `Location`
///   header, unfollowed;
/// - set ``HTTPResponse/url`` to the URL that answered (the request's URL);
/// - give up at ``HTTPRequest/timeout`` and when its task is cancelled (the checker stops waiting at the
///   deadline anyway, but a transport that keeps going keeps its connection open).
///
/// It **should** stop reading a body once it passes ``HTTPRequest/maximumBodyBytes`` and throw
/// ``TransportError/tooLarge(_:limit:)``, and not inflate compressed bodies it cannot bound: a larger body is
/// refused by the checker anyway, but only the transport can keep it out of memory.
///
/// It **must not** follow redirects itself (a URLSession's default, for one): the checker could then check
/// only the final URL, after the transport had already sent the request, and its headers, to a host the
/// rules would have refused. A transport that does so anyway has its final URL checked, and a refused one
/// fails the fetch.
///
/// ```swift
/// struct AppTransport: HTTPTransport {
///     let network = CurlTransport()
///     func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
///         var request = request
///         request.headers["User-Agent"] = "NotesApp/1.0"
///         return try await network.send(request)
///     }
/// }
/// ```
public protocol HTTPTransport: Sendable {
    /// Sends one GET request, follows no redirect, and returns the server's answer, whatever its status.
    /// - Parameter request: The URL, headers, the seconds left and the body size cap.
    /// - Returns: The response to this one request: a `3xx` with its `Location`, a `200` with its body, ….
    /// - Throws: ``TransportError`` when no response could be had: a timeout, a body over the limit, a
    ///   refused encoding, a failed connection.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
