import Foundation
@_spi(Engine) import IVersionCore

/// The bytes of a feed as fetched, for a decoder (``VersionsFeed``, ``AppStoreLookup``, ``SSVCResponse``).
package struct FetchedFeed: Sendable, Hashable {
    /// The feed's bytes: the response body, the cached body after a `304`, or the file's contents.
    package var bytes: [UInt8]
    /// True when the server answered `304 Not Modified` and ``bytes`` came from the cache.
    package var notModified: Bool
    /// Where the bytes came from: the final URL after redirects, or the file URL.
    package var url: URL

    /// Creates a fetched feed.
    /// - Parameters:
    ///   - bytes: The feed's bytes.
    ///   - notModified: Whether they came from the cache after a `304`.
    ///   - url: Where they came from.
    package init(bytes: [UInt8], notModified: Bool = false, url: URL) {
        self.bytes = bytes
        self.notModified = notModified
        self.url = url
    }
}
