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
    @_spi(Engine) public var build: String?
    /// The lowest OS version it runs on (`sparkle:minimumSystemVersion`).
    public var minimumSystemVersion: Version?
    /// The app versions for which it is a critical update (`sparkle:criticalUpdate`, bounded by its
    /// `sparkle:version`): announced to them as mandatory. Nil when it is not critical.
    @_spi(Engine) public var criticalFor: AppVersionScope?
    /// The app versions for which it is an informational update (`sparkle:informationalUpdate`, limited by
    /// the `sparkle:version` and `sparkle:belowVersion` inside it): notes to read and a page to open,
    /// nothing to download. Nil when it is an ordinary update.
    @_spi(Engine) public var informationalFor: AppVersionScope?
    /// How versions of this release are ordered: ``VersionOrder/sparkle`` for appcast items, whose
    /// `sparkle:version` (``build``) is what is compared.
    @_spi(Engine) public var versionOrder: VersionOrder = .semantic
    /// The page about the release (an appcast item's `<link>`): what Learn More opens.
    @_spi(Engine) public var infoURL: URL?
    /// The highest OS version it runs on (`sparkle:maximumSystemVersion`).
    @_spi(Engine) public var maximumSystemVersion: Version?
    /// The operating system it is for (an appcast enclosure's `sparkle:os`); nil means macOS, as in Sparkle.
    @_spi(Engine) public var operatingSystem: String?
    /// Its only enclosure is a delta (`sparkle:deltaFrom`): nothing a user could install from scratch, so
    /// it is never offered.
    @_spi(Engine) public var isDeltaOnly: Bool = false
    /// `sparkle:minimumAutoupdateVersion`: apps older than this see the release as a major upgrade.
    @_spi(Engine) public var minimumAutoupdateVersion: Version?
    /// `sparkle:ignoreSkippedUpgradesBelowVersion`: a major upgrade the user skipped below this version
    /// does not hide this one.
    @_spi(Engine) public var ignoreSkippedUpgradesBelowVersion: Version?

    /// A critical update for every app version (announced as mandatory), or none.
    public var isCritical: Bool {
        get { criticalFor != nil }
        set { criticalFor = newValue ? .all : nil }
    }

    /// An informational update for every app version, or none (``informationalFor`` as a flag).
    @_spi(Engine) public var isInformational: Bool {
        get { informationalFor != nil }
        set { informationalFor = newValue ? .all : nil }
    }

    /// The version compared with other releases and with the app: the build for appcast items when it
    /// is one (Sparkle compares `sparkle:version`), else ``version``.
    @_spi(Engine) public var comparedVersion: Version {
        versionOrder == .sparkle ? build.flatMap(Version.init) ?? version : version
    }
    /// Seconds between the groups of a phased rollout (`sparkle:phasedRolloutInterval`); nil for none. The
    /// appcast reader keeps it above zero and at most a year; the engine reads a longer one as a year.
    @_spi(Engine) public var phasedRolloutInterval: TimeInterval?
    /// The channel it is published on (`sparkle:channel`); nil for the default channel.
    public var channel: String?
    /// A page with the release notes (`sparkle:releaseNotesLink`), per language when the feed has variants.
    @_spi(Engine) public var releaseNotesURL: URL?
    /// Release-notes pages per language (`sparkle:releaseNotesLink xml:lang="de"`), by language tag.
    @_spi(Engine) public var localizedReleaseNotesURLs: [String: URL] = [:]

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

/// Which app versions an appcast condition applies to (critical and informational updates).
@_spi(Engine) public enum AppVersionScope: Sendable, Hashable, Codable {
    /// Every app version.
    case all
    /// App versions below this one (`sparkle:criticalUpdate sparkle:version="2.0"`).
    case below(Version)
    /// Exactly these app versions, and those below any of `below` (`sparkle:informationalUpdate`'s
    /// `sparkle:version` and `sparkle:belowVersion`).
    case listed(versions: [Version], below: [Version])

    /// Whether the app version `running` is in the scope, ordered by `order`.
    public func contains(_ running: Version, order: VersionOrder) -> Bool {
        switch self {
        case .all: true
        case let .below(bound): order.isOlder(running, than: bound)
        case let .listed(versions, below):
            versions.contains { order.isSame(running, as: $0) } || below.contains { order.isOlder(running, than: $0) }
        }
    }
}

/// A feed of releases, newest first, with the entries that were skipped.
public struct ReleaseFeed: Sendable, Hashable {
    /// The releases, newest first, one per version.
    public var releases: [PublishedRelease]
    /// What was skipped while reading (a tag that is no version, say), in feed order.
    public var problems: [FeedProblem]
    /// Which of the releases this app follows: the feed's own settings (channels, system, betas).
    @_spi(Engine) public var selection = ReleaseSelection()

    /// A feed of these releases, sorted newest first; a repeated version keeps its first entry.
    ///
    /// Appcast items are ordered among themselves by their builds under Sparkle's rule, as Sparkle picks
    /// the best item; any other pair by ``Version``'s order.
    /// - Parameters:
    ///   - releases: The releases in any order.
    ///   - problems: What was skipped.
    public init(releases: [PublishedRelease], problems: [FeedProblem] = []) {
        var seen = Set<Version>()
        let unique = releases.filter { seen.insert($0.version).inserted }
        // Sparkle's keys are read once, not at every comparison; feed order breaks ties, so that of two
        // items Sparkle holds equal the first one comes first.
        let keys = unique.map { $0.versionOrder == .sparkle ? SparkleComparator.key($0.comparedVersion.text) : nil }
        func isOlder(_ lhs: Int, than rhs: Int) -> Bool {
            if let left = keys[lhs], let right = keys[rhs] { return SparkleComparator.compare(left, right) < 0 }
            return unique[lhs].version < unique[rhs].version
        }
        self.releases = unique.indices.sorted { left, right in
            if isOlder(right, than: left) { return true }
            if isOlder(left, than: right) { return false }
            return left < right
        }.map { unique[$0] }
        self.problems = problems
    }
}

/// Which of a release feed's releases an app follows: the feed's settings, applied before the releases of
/// several feeds are combined.
@_spi(Engine) public struct ReleaseSelection: Sendable, Hashable {
    /// The `sparkle:channel`s followed besides the default one.
    public var channels: [String]
    /// The system releases are read for, as `sparkle:os` names it; a release for another is skipped.
    public var operatingSystem: String
    /// Whether pre-releases (betas) are announced.
    public var includesPrereleases: Bool

    /// A selection: the default channel, macOS (Sparkle's default), no betas unless asked.
    /// - Parameters:
    ///   - channels: The channels followed besides the default one.
    ///   - operatingSystem: The system.
    ///   - includesPrereleases: Whether betas are announced.
    public init(channels: [String] = [], operatingSystem: String = "macos", includesPrereleases: Bool = false) {
        self.channels = channels
        self.operatingSystem = operatingSystem
        self.includesPrereleases = includesPrereleases
    }
}
