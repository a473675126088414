/// A feed as last fetched, with the validators a server gave for it (`ETag`, `Last-Modified`).
///
/// Sent back as `If-None-Match` / `If-Modified-Since`; on `304 Not Modified` the body is used as is.
public struct FeedCacheEntry: Sendable, Hashable, Codable {
    /// The `ETag` header of the cached response, verbatim (quotes and `W/` included).
    public var etag: String?
    /// The `Last-Modified` header of the cached response, verbatim.
    public var lastModified: String?
    /// The cached body.
    public var body: [UInt8]

    /// Creates an entry.
    /// - Parameters:
    ///   - etag: The `ETag` header, if any.
    ///   - lastModified: The `Last-Modified` header, if any.
    ///   - body: The body.
    public init(etag: String? = nil, lastModified: String? = nil, body: [UInt8]) {
        self.etag = etag
        self.lastModified = lastModified
        self.body = body
    }

    /// The conditional-GET headers for this entry: `If-None-Match` and/or `If-Modified-Since`.
    package var conditionalHeaders: [String: String] {
        var headers: [String: String] = [:]
        if let etag { headers["If-None-Match"] = etag }
        if let lastModified { headers["If-Modified-Since"] = lastModified }
        return headers
    }
}
