import Foundation

/// One GET request for a ``HTTPTransport`` to send: one hop, already checked against the rules.
///
/// ```swift
/// let request = HTTPRequest(url: URL(string: "https://example.com/versions.plist")!,
///                           headers: ["If-None-Match": "\"v7\""], timeout: 60)
/// ```
public struct HTTPRequest: Sendable, Hashable {
    /// Where to send it. The checker only hands a transport URLs that passed its rules: `https://`, or
    /// `http://` to a loopback host (or with ``TransportLimits/allowsInsecureHTTP``).
    public var url: URL
    /// Extra request headers, such as `If-None-Match` or `If-Modified-Since`. A header whose name or value
    /// holds a control character (CR, LF, NUL; tab is allowed) is never kept (`HTTPHeaderValue`), so no
    /// transport can send a line break inside a header.
    public var headers: [String: String] {
        didSet { headers = HTTPHeaderValue.safeHeaders(headers) }
    }
    /// The most time, in seconds, this request may take: what is left of the whole fetch's deadline. The
    /// transport gives up then with ``TransportError/timedOut(_:seconds:)``.
    public var timeout: TimeInterval
    /// The largest body the checker accepts, in bytes: a transport should stop reading past it and throw
    /// ``TransportError/tooLarge(_:limit:)``. A larger body it returns is refused all the same.
    public var maximumBodyBytes: Int

    /// Creates a request.
    /// - Parameters:
    ///   - url: Where to send it.
    ///   - headers: Extra request headers.
    ///   - timeout: The most time, in seconds, the request may take (60 by default, as iVersion).
    ///   - maximumBodyBytes: The largest body accepted, in bytes (8 MiB by default); negative counts as zero.
    public init(url: URL, headers: [String: String] = [:], timeout: TimeInterval = 60, maximumBodyBytes: Int = 8 << 20)
    {
        self.url = url
        self.headers = HTTPHeaderValue.safeHeaders(headers)
        self.timeout = timeout
        self.maximumBodyBytes = max(0, maximumBodyBytes)
    }
}
