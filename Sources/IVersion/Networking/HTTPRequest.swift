import Foundation

/// One GET request for a ``HTTPTransport`` to send.
///
/// ```swift
/// let request = HTTPRequest(url: URL(string: "https://example.com/versions.plist")!,
///                           headers: ["If-None-Match": "\"v7\""], timeout: 60)
/// ```
public struct HTTPRequest: Sendable, Hashable {
    /// Where to send it: `https://`, or `http://` to a loopback host (or with insecure HTTP allowed).
    public var url: URL
    /// Extra request headers, such as `If-None-Match` or `If-Modified-Since`. A header whose name or value
    /// holds a control character (CR, LF, NUL; tab is allowed) is never kept (`HTTPHeaderValue`), so no
    /// transport can send a line break inside a header.
    public var headers: [String: String] {
        didSet { headers = HTTPHeaderValue.safeHeaders(headers) }
    }
    /// The most time, in seconds, the whole exchange (redirects included) may take before it fails with
    /// ``TransportError/timedOut(_:seconds:)``.
    public var timeout: TimeInterval

    /// Creates a request.
    /// - Parameters:
    ///   - url: Where to send it.
    ///   - headers: Extra request headers.
    ///   - timeout: The most time, in seconds, the exchange may take (60 by default, as iVersion).
    public init(url: URL, headers: [String: String] = [:], timeout: TimeInterval = 60) {
        self.url = url
        self.headers = HTTPHeaderValue.safeHeaders(headers)
        self.timeout = timeout
    }
}
