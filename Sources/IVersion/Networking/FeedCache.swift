import Foundation

/// Where conditional-GET validators and bodies are kept between checks.
///
/// The checker reads an entry before a request (to send `If-None-Match` / `If-Modified-Since`) and
/// stores one after a `200` that carried validators. Keys are the URLs the caller asked for, before
/// redirects. A cache is best effort: a failed write loses nothing but a future `304`.
/// ``InMemoryFeedCache`` lasts for one process, ``DirectoryFeedCache`` across runs (the default, in the state
/// directory's `cache` folder); set ``VersionChecker/Dependencies/feedCache`` to choose.
public protocol FeedCache: Sendable {
    /// The entry stored for a URL, or nil when there is none (or it cannot be read).
    /// - Parameter url: The feed's URL as requested.
    func entry(for url: URL) async -> FeedCacheEntry?
    /// Stores (replaces) the entry for a URL.
    /// - Parameters:
    ///   - entry: Validators and body.
    ///   - url: The feed's URL as requested.
    func store(_ entry: FeedCacheEntry, for url: URL) async
}
