import Foundation

/// A ``FeedCache`` that lives as long as the object: one checker in one process.
public actor InMemoryFeedCache: FeedCache {
    private var entries: [URL: FeedCacheEntry] = [:]

    /// Creates an empty cache.
    public init() {}

    /// The entry stored for a URL, or nil.
    /// - Parameter url: The feed's URL as requested.
    public func entry(for url: URL) -> FeedCacheEntry? {
        entries[url]
    }

    /// Stores (replaces) the entry for a URL.
    /// - Parameters:
    ///   - entry: Validators and body.
    ///   - url: The feed's URL as requested.
    public func store(_ entry: FeedCacheEntry, for url: URL) {
        entries[url] = entry
    }
}
