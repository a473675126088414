/// A feed as last fetched, with the validators a server gave for it (`ETag`, `Last-Modified`).
///
/// Sent back as `If-None-Match` / `If-Modified-Since`; on `304 Not Modified` the body is used as is.
public struct FeedCacheEntry: Sendable, Hashable, Codable {
    /// The `ETag` header of the cached response, verbatim (quotes and `W/` included); a value holding a
    /// control character (CR, LF, NUL) is never kept (`HTTPHeaderValue`), as it would be sent back.
    public var etag: String? {
        didSet { etag = HTTPHeaderValue.checked(etag) }
    }
    /// The `Last-Modified` header of the cached response, verbatim; never one holding a control character.
    public var lastModified: String? {
        didSet { lastModified = HTTPHeaderValue.checked(lastModified) }
    }
    /// The cached body.
    public var body: [UInt8]

    /// Creates an entry.
    /// - Parameters:
    ///   - etag: The `ETag` header, if any.
    ///   - lastModified: The `Last-Modified` header, if any.
    ///   - body: The body.
    public init(etag: String? = nil, lastModified: String? = nil, body: [UInt8]) {
        self.etag = HTTPHeaderValue.checked(etag)
        self.lastModified = HTTPHeaderValue.checked(lastModified)
        self.body = body
    }

    /// Reads an entry as ``FeedCacheEntry/init(etag:lastModified:body:)`` makes one: validators holding a
    /// control character (written by an older version, or by hand) are dropped.
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(etag: try container.decodeIfPresent(String.self, forKey: .etag),
                  lastModified: try container.decodeIfPresent(String.self, forKey: .lastModified),
                  body: try container.decode([UInt8].self, forKey: .body))
    }

    private enum CodingKeys: String, CodingKey { case etag, lastModified, body }

    /// The conditional-GET headers for this entry: `If-None-Match` and/or `If-Modified-Since`.
    package var conditionalHeaders: [String: String] {
        var headers: [String: String] = [:]
        if let etag { headers["If-None-Match"] = etag }
        if let lastModified { headers["If-Modified-Since"] = lastModified }
        return headers
    }
}
