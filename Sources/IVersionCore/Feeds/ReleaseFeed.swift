import Foundation

/// One release as a release feed publishes it (GitHub releases; each carries its own download page,
/// date and size, unlike the versions plist, which only holds notes).
public struct PublishedRelease: Sendable, Hashable, Codable {
    /// The release's version (a tag's `v` removed).
    public var version: Version
    /// Its notes as lines for the text model, the Markdown kept alongside for rich presentations.
    public var notes: VersionNotes
    /// When it was published, when the feed says.
    public var date: Date?
    /// Where to get it: the release's page.
    public var url: URL?
    /// The size of the download, when the feed gives one.
    public var downloadSize: Int64?
    /// A pre-release (a beta): announced only to apps that opt into betas.
    public var isPrerelease: Bool
    /// The build this release is (an appcast's `sparkle:version`), compared with the running build number
    /// when both are numbers.
    public var build: String?
    /// The lowest OS version it runs on (`sparkle:minimumSystemVersion`).
    public var minimumSystemVersion: Version?
    /// A critical update (`sparkle:criticalUpdate`): announced as mandatory.
    public var isCritical: Bool = false
    /// An informational update (`sparkle:informationalUpdate`): notes to read, nothing to download.
    public var isInformational: Bool = false
    /// Seconds between the groups of a phased rollout (`sparkle:phasedRolloutInterval`); nil for none.
    public var phasedRolloutInterval: TimeInterval?
    /// The channel it is published on (`sparkle:channel`); nil for the default channel.
    public var channel: String?
    /// A page with the release notes (`sparkle:releaseNotesLink`), per language when the feed has variants.
    public var releaseNotesURL: URL?
    /// Release-notes pages per language (`sparkle:releaseNotesLink xml:lang="de"`), by language tag.
    public var localizedReleaseNotesURLs: [String: URL] = [:]

    /// Creates a release.
    /// - Parameters:
    ///   - version: The version.
    ///   - notes: The notes.
    ///   - date: When it was published.
    ///   - url: Its page.
    ///   - downloadSize: The download's size in bytes.
    ///   - isPrerelease: Whether it is a pre-release.
    ///   - build: The build (`sparkle:version`).
    ///   - minimumSystemVersion: The lowest OS version it runs on.
    public init(version: Version, notes: VersionNotes, date: Date? = nil, url: URL? = nil, downloadSize: Int64? = nil,
                isPrerelease: Bool = false, build: String? = nil, minimumSystemVersion: Version? = nil) {
        self.build = build
        self.minimumSystemVersion = minimumSystemVersion
        self.version = version
        self.notes = notes
        self.date = date
        self.url = url
        self.downloadSize = downloadSize
        self.isPrerelease = isPrerelease
    }
}

/// A feed of releases, newest first, with the entries that were skipped.
public struct ReleaseFeed: Sendable, Hashable {
    /// The releases, newest first, one per version.
    public var releases: [PublishedRelease]
    /// What was skipped while reading (a tag that is no version, say), in feed order.
    public var problems: [FeedProblem]

    /// A feed of these releases, sorted newest first; a repeated version keeps its first entry.
    /// - Parameters:
    ///   - releases: The releases in any order.
    ///   - problems: What was skipped.
    public init(releases: [PublishedRelease], problems: [FeedProblem] = []) {
        var seen = Set<Version>()
        let unique = releases.filter { seen.insert($0.version).inserted }
        self.releases = unique.sorted { $1.version < $0.version }
        self.problems = problems
    }
}
