import Foundation
import LocaleServices

/// A place new versions are read from: what to fetch, and how to read what came back.
///
/// Each built-in ``Configuration/Feed`` kind is one; a feed of the app's own is listed as
/// ``Configuration/Feed/custom(_:)``. The checker fetches the request through its transport rules (HTTPS only,
/// bounded redirects with no downgrade, size caps, deadlines), so a reader never sees a response those rules
/// refuse, and hands the bytes to ``read(_:)``. What the reader returns is one of the payloads the engine
/// understands; a list of releases (``FeedPayload/releases(_:)``) is the one a feed of one's own gives.
///
/// ```swift
/// struct JSONFeed: FeedReader {
///     let url: URL
///     var source: CheckFailure.Source { "JSON feed" }
///     func request(in context: FeedContext) -> FeedRequest? { FeedRequest(url: url) }
///     func read(_ response: FeedResponse) throws(FeedError) -> FeedPayload {
///         .releases(ReleaseFeed(releases: try decodeReleases(response.bytes)))
///     }
/// }
/// configuration.feeds = [.custom(JSONFeed(url: feedURL))]
/// ```
public protocol FeedReader: Sendable, Hashable {
    /// The feed's name in failures and the log (`"JSON feed"`): ``CheckFailure/source`` of what goes wrong with it.
    var source: CheckFailure.Source { get }

    /// What to fetch for this check.
    /// - Parameter context: The app and the user the check is for.
    /// - Returns: The URL and the headers to send; nil when there is nothing to fetch for this check (the
    ///   feed is left out, as one not listed).
    func request(in context: FeedContext) -> FeedRequest?

    /// Reads what the server sent.
    /// - Parameter response: The body and where it came from.
    /// - Returns: What the feed says.
    /// - Throws: ``FeedError`` when the body is not the feed's format; the check reports it as a
    ///   ``CheckFailure/Kind/malformedFeed`` of ``source`` (or a warning, when another feed answered).
    func read(_ response: FeedResponse) throws(FeedError) -> FeedPayload
}

/// What a feed is asked for: a URL and the headers to send with it.
public struct FeedRequest: Sendable, Hashable {
    /// Where to fetch from.
    public var url: URL
    /// Headers besides the checker's own (`User-Agent`, cache validators).
    public var headers: [String: String]

    /// A request for `url`.
    /// - Parameters:
    ///   - url: Where to fetch from.
    ///   - headers: Headers to send.
    public init(url: URL, headers: [String: String] = [:]) {
        self.url = url
        self.headers = headers
    }
}

/// A feed's answer, as ``FeedReader/read(_:)`` gets it.
public struct FeedResponse: Sendable, Hashable {
    /// The body.
    public var bytes: [UInt8]
    /// The URL the request named: the feed's name in messages.
    public var requestedURL: URL
    /// The URL the body finally came from, after redirects: what relative links resolve against.
    public var url: URL

    /// A response.
    /// - Parameters:
    ///   - bytes: The body.
    ///   - requestedURL: The URL asked for.
    ///   - url: The URL the body came from.
    public init(bytes: [UInt8], requestedURL: URL, url: URL) {
        self.bytes = bytes
        self.requestedURL = requestedURL
        self.url = url
    }
}

/// What a feed may need to know to build its request.
public struct FeedContext: Sendable, Hashable {
    /// The app's configuration: its bundle ID, version and build.
    public var configuration: Configuration
    /// The user's locale (their language and region, not the alert's).
    public var userLocale: UserLocale
    /// The language the alert is shown in.
    public var alertLanguage: LanguageTag

    /// A context.
    /// - Parameters:
    ///   - configuration: The app's configuration.
    ///   - userLocale: The user's locale.
    ///   - alertLanguage: The alert's language.
    public init(configuration: Configuration, userLocale: UserLocale, alertLanguage: LanguageTag) {
        self.configuration = configuration
        self.userLocale = userLocale
        self.alertLanguage = alertLanguage
    }
}

/// What a feed says, in one of the forms the engine combines: releases to announce, notes per version, the
/// App Store's answer, or a support policy.
public struct FeedPayload: Sendable, Hashable {
    enum Content: Sendable, Hashable {
        case storeRelease(AppStoreRelease?)
        case versionNotes(VersionsFeed)
        case releases(ReleaseFeed)
        case supportPolicy(SSVCResponse)
    }

    let content: Content

    /// Releases, each with its version, notes, date and page: announced as a GitHub releases feed or an
    /// appcast is (the newest one this installation may have, past the announce delay, not ignored).
    /// - Parameter feed: The releases.
    /// - Returns: The payload.
    public static func releases(_ feed: ReleaseFeed) -> FeedPayload { FeedPayload(content: .releases(feed)) }

    /// The App Store's answer; nil when the store does not list the app.
    @_spi(Engine) public static func storeRelease(_ release: AppStoreRelease?) -> FeedPayload {
        FeedPayload(content: .storeRelease(release))
    }

    /// The notes of every version (a versions plist).
    @_spi(Engine) public static func versionNotes(_ feed: VersionsFeed) -> FeedPayload {
        FeedPayload(content: .versionNotes(feed))
    }

    /// A support policy (an SSVC answer): which versions are still supported.
    @_spi(Engine) public static func supportPolicy(_ response: SSVCResponse) -> FeedPayload {
        FeedPayload(content: .supportPolicy(response))
    }

    /// What was skipped while reading: the check logs each as a warning.
    package var problems: [FeedProblem] {
        switch content {
        case .storeRelease: []
        case let .versionNotes(feed): feed.problems
        case let .releases(feed): feed.problems
        case let .supportPolicy(response): response.problems
        }
    }
}
