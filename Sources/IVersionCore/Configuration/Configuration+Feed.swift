import Foundation
import LocaleServices

extension Configuration {
    /// A place new versions are read from. A configuration lists the feeds it checks in
    /// ``Configuration/feeds``; nothing else is fetched.
    ///
    /// ```swift
    /// configuration.feeds = [.appStore(country: "fr"), .versionsPlist(notesURL)]   // iVersion's pair
    /// configuration.feeds = [.gitHubReleases("owner/tool")]                        // a tool on GitHub
    /// configuration.feeds = [.appcast(appcastURL, channels: ["beta"], operatingSystem: "linux")]
    /// ```
    ///
    /// List each kind once: the feeds are fetched at the same time and combined by what they say (the App
    /// Store says which version is out, a versions plist words its notes, SSVC says which versions are still
    /// supported, release feeds and feeds of the app's own list releases), so their order does not matter.
    /// When a built-in kind is listed twice, the first is read and the check warns about the others.
    public enum Feed: Sendable, Hashable {
        /// The App Store lookup (`itunes.apple.com/{country}/lookup`), as iVersion checks by default.
        /// - Parameters:
        ///   - id: The app's App Store ID (`trackId`): the lookup asks by ID (the result's bundle ID must
        ///     still match) and Download opens its page; nil looks the app up by bundle ID and learns the ID.
        ///   - country: The storefront; nil follows the user's locale, as iVersion.
        ///   - lookupURL: Fetch the lookup from here instead (a mirror, a file written by `iversion feed`,
        ///     a test server); nil builds the URL from the country and the IDs.
        ///   - phasedRelease: Releases roll out as Apple's 7-day phased release does: on days 1 to 7 after
        ///     the release date 1, 2, 5, 10, 20, 50 and 100% of installations are told, each by its stored
        ///     rollout bucket. Mandatory updates reach everyone at once.
        case appStore(id: Int? = nil, country: AppStoreCountry? = nil, lookupURL: URL? = nil, phasedRelease: Bool = false)
        /// iVersion's remote versions plist: the release notes of every version, keyed by version. Beside
        /// the App Store it words the notes and decides which store versions are announced.
        case versionsPlist(URL)
        /// A GitHub releases feed (the releases API's URL, or another serving the same answer): each
        /// release's tag is its version. ``gitHubReleases(_:includesPrereleases:)-swift.type.method``
        /// builds it from `"owner/name"`.
        /// - Parameters:
        ///   - includesPrereleases: Announce pre-releases (betas) too.
        case gitHubReleases(URL, includesPrereleases: Bool = false)
        /// A Sparkle appcast.
        /// - Parameters:
        ///   - channels: The `sparkle:channel`s followed besides the default one.
        ///   - operatingSystem: The system items are read for, as `sparkle:os` names it (`macos`,
        ///     `windows`, `linux`); items for another are skipped, with the reason. Sparkle's default is `macos`.
        case appcast(URL, channels: [String] = [], operatingSystem: String = "macos")
        /// An SSVC version-checking server (SSVC's `SSVCCallbackURL`), whose minimum supported version
        /// makes an update mandatory.
        case ssvc(URL)
        /// A feed of the app's own: what it fetches and how it reads the answer (see ``FeedReader``). It is
        /// fetched under the same transport rules as the others; a configuration that holds one cannot be
        /// written as JSON.
        case custom(any FeedReader)

        /// The App Store lookup with every default: by bundle ID, in the user's storefront.
        public static var appStore: Feed { .appStore() }

        /// The releases of a GitHub repository, from GitHub's API.
        /// - Parameters:
        ///   - repository: `"owner/name"`.
        ///   - includesPrereleases: Announce pre-releases (betas) too.
        /// - Returns: The feed of `https://api.github.com/repos/owner/name/releases`.
        public static func gitHubReleases(_ repository: GitHubRepository, includesPrereleases: Bool = false) -> Feed {
            .gitHubReleases(repository.releasesURL, includesPrereleases: includesPrereleases)
        }

        /// The kind of feed, without its settings.
        public var kind: Kind {
            switch self {
            case .appStore: .appStore
            case .versionsPlist: .versionsPlist
            case .gitHubReleases: .gitHubReleases
            case .appcast: .appcast
            case .ssvc: .ssvc
            case .custom: .custom
            }
        }

        /// What fetches and reads the feed: one reader per kind, holding the feed's settings.
        package var reader: any FeedReader {
            switch self {
            case let .appStore(id, country, lookupURL, phasedRelease):
                AppStoreFeed(id: id, country: country, lookupURL: lookupURL, phasedRelease: phasedRelease)
            case let .versionsPlist(url): VersionsPlistFeed(url: url)
            case let .gitHubReleases(url, includesPrereleases):
                GitHubReleasesFeed(url: url, includesPrereleases: includesPrereleases)
            case let .appcast(url, channels, operatingSystem):
                AppcastFeed(url: url, channels: channels, operatingSystem: operatingSystem)
            case let .ssvc(url): SSVCFeed(url: url)
            case let .custom(reader): reader
            }
        }

        /// Feeds are equal when their readers are: the same kind with the same settings.
        public static func == (lhs: Feed, rhs: Feed) -> Bool { AnyHashable(lhs.reader) == AnyHashable(rhs.reader) }

        /// Hashes the feed's kind and settings.
        /// - Parameter hasher: The hasher.
        public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(reader)) }

        /// The kinds of feed, named as in the configuration's encoding.
        public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
            /// ``Feed/appStore(id:country:lookupURL:phasedRelease:)``.
            case appStore
            /// ``Feed/versionsPlist(_:)``.
            case versionsPlist
            /// ``Feed/gitHubReleases(_:includesPrereleases:)-swift.enum.case``.
            case gitHubReleases
            /// ``Feed/appcast(_:channels:operatingSystem:)``.
            case appcast
            /// ``Feed/ssvc(_:)``.
            case ssvc
            /// ``Feed/custom(_:)``: not written in a configuration file.
            case custom
        }
    }
}

/// A GitHub repository, `owner/name`, whose releases a ``Configuration/Feed/gitHubReleases(_:includesPrereleases:)-swift.type.method``
/// feed reads.
public struct GitHubRepository: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The owner (a user or an organisation).
    public let owner: String
    /// The repository's name.
    public let name: String

    /// A repository from `owner/name`.
    /// - Parameter fullName: The owner and the name, separated by `/`: letters, digits, `-`, `_` and `.`.
    /// - Returns: Nil for any other text.
    public init?(_ fullName: String) {
        guard let url = GitHubReleases.url(repository: fullName) else { return nil }
        let parts = fullName.split(separator: "/")
        owner = String(parts[0])
        name = String(parts[1])
        releasesURL = url
    }

    /// A repository written in the app's source (`"owner/name"`).
    ///
    /// A literal that is not `owner/name` is a mistake in the source, found on the first run: it stops the
    /// program with a message naming it. Use ``init(_:)`` for text that comes from outside.
    /// - Parameter value: `owner/name`.
    public init(stringLiteral value: String) {
        guard let repository = GitHubRepository(value) else {
            preconditionFailure("GitHubRepository: \"\(value)\" is not owner/name")
        }
        self = repository
    }

    /// `owner/name`.
    public var description: String { "\(owner)/\(name)" }

    /// GitHub's API for the repository's releases (`https://api.github.com/repos/owner/name/releases`).
    public let releasesURL: URL
}
