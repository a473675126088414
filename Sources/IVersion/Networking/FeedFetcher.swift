import Foundation
@_spi(Engine) import IVersionCore

/// Fetches the bytes of a feed — the remote versions plist, the App Store lookup, an SSVC reply — from the
/// network or from disk, and reports every problem as a ``CheckFailure`` value.
///
/// - `https://` (and loopback `http://`) URLs go through the ``HTTPTransport``, one hop at a time, inside a
///   ``TransportGuard``: the URL rules for the first URL and every redirect target, redirects followed here,
///   one deadline and the size cap, whatever the transport. With a ``FeedCache``, validators from the last
///   `200` are sent back (`If-None-Match`, `If-Modified-Since`) and a `304` returns the cached body.
/// - `file://` URLs and plain paths (a URL without a scheme) are read from disk under the same size limit;
///   a redirect to `file:` is refused.
///
/// Decoding is not done here: the bytes go to ``VersionsFeed``, ``AppStoreLookup`` or ``SSVCResponse``.
///
/// ```swift
/// let fetcher = FeedFetcher(cache: InMemoryFeedCache())
/// switch await fetcher.fetch(plistURL, source: .remoteVersionsPlist) {
/// case let .success(feed): let versions = try VersionsFeed.decode(feed.bytes)
/// case let .failure(failure): delegate.versionCheckDidFail([failure])
/// }
/// ```
package struct FeedFetcher: Sendable {
    /// The network seam, inside the rules.
    package let network: TransportGuard
    /// Where validators and bodies are kept between fetches; nil for no conditional GET.
    package let cache: (any FeedCache)?

    /// What every fetch is held to: the timeout, the size cap (files too), redirects, plain HTTP.
    package var limits: TransportLimits { network.limits }

    /// Creates a fetcher.
    /// - Parameters:
    ///   - transport: The network seam (``CurlTransport`` by default).
    ///   - limits: What every fetch is held to (60 seconds, 8 MiB, 5 redirects, HTTPS by default).
    ///   - cache: Where to keep validators and bodies for conditional GET; nil for none.
    ///   - clock: What each fetch's deadline is measured on (the continuous clock by default).
    package init(
        transport: any HTTPTransport = CurlTransport(), limits: TransportLimits = TransportLimits(), cache: (any FeedCache)? = nil,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        network = TransportGuard(transport, limits: limits, clock: clock)
        self.cache = cache
    }

    /// Fetches a feed.
    ///
    /// `200` gives the body (and, with a cache, stores it with its `ETag` / `Last-Modified` when it has
    /// either); `304` gives the cached body with ``FetchedFeed/notModified`` set; any other status is a
    /// failure (`HTTP 404 from <url>`); transport and file errors are failures with a clear message.
    /// - Parameters:
    ///   - url: An http(s) URL, a `file://` URL, or a plain path.
    ///   - source: The feed, named in the failure.
    ///   - headers: Request headers the feed's server asks for (GitHub's media type, say); the validators
    ///     of a conditional request are added to them.
    /// - Returns: The feed's bytes, or why they could not be had.
    package func fetch(_ url: URL, source: CheckFailure.Source, headers: [String: String] = [:]) async -> Result<FetchedFeed, CheckFailure> {
        switch url.scheme?.lowercased() {
        case "http", "https":
            return await fetchRemote(url, source: source, headers: headers)
        case "file", nil:
            let path = url.path
            guard !path.isEmpty else { return .failure(CheckFailure(.unreadableFile, source: source, message: "empty feed path")) }
            switch FeedFileReader.read(path: path, limit: limits.maximumBodyBytes) {
            case let .success(bytes):
                return .success(FetchedFeed(bytes: bytes, url: url.scheme == nil ? URL(fileURLWithPath: path) : url))
            case let .failure(failure):
                return .failure(CheckFailure(.unreadableFile, source: source, message: failure.message))
            }
        default:
            return .failure(CheckFailure(.network, source: source, message: TransportError.unsupportedScheme(url).description))
        }
    }

    private func fetchRemote(_ url: URL, source: CheckFailure.Source, headers: [String: String]) async -> Result<FetchedFeed, CheckFailure> {
        let cached = await cache?.entry(for: url)
        let response: HTTPResponse
        do {
            response = try await network.send(url, headers: headers.merging(cached?.conditionalHeaders ?? [:]) { $1 })
        } catch {
            return .failure(CheckFailure(error.failureKind, source: source, message: error.description))
        }
        switch response.status {
        case 200:
            let etag = response.header("ETag"), lastModified = response.header("Last-Modified")
            if let cache, etag != nil || lastModified != nil {
                await cache.store(FeedCacheEntry(etag: etag, lastModified: lastModified, body: response.body), for: url)
            }
            return .success(FetchedFeed(bytes: response.body, notModified: false, url: response.url))
        case 304:
            guard let cached else {
                return .failure(CheckFailure(
                    .httpStatus, source: source,
                    message: "HTTP 304 from \(response.url.absoluteString), but no copy of the feed is cached", httpStatus: 304))
            }
            return .success(FetchedFeed(bytes: cached.body, notModified: true, url: response.url))
        default:
            return .failure(CheckFailure(.httpStatus, source: source, message: "HTTP \(response.status) from \(response.url.absoluteString)",
                                         httpStatus: response.status))
        }
    }
}
