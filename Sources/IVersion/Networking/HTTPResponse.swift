import Foundation

/// What a server answered: status, headers and the whole body.
///
/// Every status is a response, not an error: a 404 or a 304 reaches the caller, who decides what it means.
public struct HTTPResponse: Sendable, Hashable {
    /// The HTTP status code (200, 304, 404, …).
    public var status: Int
    /// The response headers, keys lower-cased (`etag`, `last-modified`, `content-type`). A header whose
    /// name or value holds a control character (a bare CR or LF, NUL; tab is allowed) is never kept,
    /// whichever transport received it (`HTTPHeaderValue`): such a value must not be stored or sent back.
    public var headers: [String: String] {
        didSet { headers = Self.safeHeaders(headers) }
    }
    /// The body. The checker refuses one longer than ``HTTPRequest/maximumBodyBytes``, whichever transport
    /// read it.
    public var body: [UInt8]
    /// The URL that answered: the request's URL. A transport that followed redirects against the protocol's
    /// rules reports the last one here, and the checker holds it to the same rules as a redirect target.
    public var url: URL

    /// Creates a response; header names are lower-cased here so lookups never depend on a server's case.
    /// - Parameters:
    ///   - status: The HTTP status code.
    ///   - headers: The response headers, any case.
    ///   - body: The body.
    ///   - url: The URL that answered.
    public init(status: Int, headers: [String: String] = [:], body: [UInt8] = [], url: URL) {
        self.status = status
        self.headers = Self.safeHeaders(headers)
        self.body = body
        self.url = url
    }

    /// `headers` lower-cased, without those holding a control character.
    private static func safeHeaders(_ headers: [String: String]) -> [String: String] {
        var lowered: [String: String] = [:]
        for (name, value) in HTTPHeaderValue.safeHeaders(headers) { lowered[name.lowercased()] = value }
        return lowered
    }

    /// The value of a header, whatever the case of `name`.
    /// - Parameter name: A header name such as `ETag`.
    /// - Returns: Its value, or nil when the server did not send it.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
