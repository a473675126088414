import Foundation

/// Everything an app tells iVersion: which feeds to check, how often, and how to word the alerts.
///
/// Nothing is checked that is not named in ``feeds``: a configuration made in code checks no feed until
/// one is listed, while ``init(bundleInfo:)`` (an app's `Info.plist`) keeps iVersion's zero-configuration
/// default, the App Store. Every other setting has iVersion's default.
///
/// ```swift
/// var configuration = Configuration(applicationVersion: "1.1", applicationBundleID: "com.example.notes",
///                                   feeds: [.appStore, .versionsPlist(notesURL)])
/// configuration.checkPeriod = .days(1)
/// configuration.labels.remindButton = .hidden
/// ```
///
/// The configuration is `Codable` with a stable encoding (see ``init(from:)``): periods in seconds, feeds
/// as a list of one-key objects, iVersion's default for every key left out.
public struct Configuration: Sendable, Hashable {
    // MARK: The app

    /// The running app's version (CFBundleShortVersionString); every feed is compared with it.
    public var applicationVersion: Version
    /// The running app's build number (CFBundleVersion), compared with SSVC's version numbers and an
    /// appcast's `sparkle:version` when known.
    public var applicationBuildNumber: UInt64?
    /// The bundle ID: the App Store lookup's result must match it exactly, and the state is kept under it.
    public var applicationBundleID: String
    /// The app's display name, for alert texts that name it.
    public var applicationName: String

    // MARK: Where versions come from

    /// The feeds to check, each kind once (see ``Feed``); empty checks nothing remote.
    public var feeds: [Feed]
    /// The versions plist shipped with the app, for "new in this version" notes; nil for none.
    public var localVersionsPlistPath: String?
    /// Where "Download" leads; nil uses the release's own page (the App Store page of the app's ID, an
    /// appcast's enclosure, a GitHub release's page).
    public var updateURL: URL?

    // MARK: When

    /// Check when the app launches (default true).
    public var checkAtLaunch: Bool
    /// The time between remote checks (default zero: every launch, as iVersion since 1.8).
    public var checkPeriod: Duration
    /// The time before asking again after "Remind Me Later" (default one day); it runs before the check period.
    public var remindPeriod: Duration
    /// The time to wait after a release's date before announcing it (default zero): stores and mirrors take
    /// a while to serve a new version everywhere. Applies to every feed that dates its releases.
    public var announceDelay: Duration

    // MARK: What is shown

    /// How pressing an update is: ``UpdatePriority/medium`` offers no Ignore, ``UpdatePriority/high`` no
    /// Remind Me Later either.
    public var updatePriority: UpdatePriority
    /// Label overrides; the translations by default.
    public var labels: Labels
    /// Show the local notes on a first install too (default false).
    public var showOnFirstLaunch: Bool
    /// Head each version's notes with ``Labels/versionLabelFormat`` instead of appending the newest
    /// version to the title (default false).
    public var groupNotesByVersion: Bool
    /// With an App Store feed and a versions plist: announce a store version the plist has no entry for,
    /// with the App Store's notes (default false: such versions are not announced, as iVersion).
    public var useAppStoreDetailsIfNoPlistEntryFound: Bool
    /// Choose among every language the library has (default true); false restricts the choice to the
    /// languages the app itself is localised for.
    public var useAllAvailableLanguages: Bool
    /// Always show local and remote notes, ignoring versions, periods and ignored versions, to
    /// proofread them (default false).
    public var previewMode: Bool
    /// Log each decision and its reason (default: on in debug builds, off in release builds, as iVersion).
    public var verboseLogging: Bool

    /// A configuration with iVersion's defaults that checks the feeds given, and nothing else.
    /// - Parameters:
    ///   - applicationVersion: The running version.
    ///   - applicationBundleID: The bundle ID (the state is kept under it).
    ///   - applicationName: The name alerts use; by default the bundle ID's last component.
    ///   - feeds: Where new versions are read (none by default: add them to ``feeds``).
    public init(applicationVersion: Version, applicationBundleID: String, applicationName: String? = nil, feeds: [Feed] = []) {
        self.applicationVersion = applicationVersion
        self.applicationBuildNumber = nil
        self.applicationBundleID = applicationBundleID
        self.applicationName = applicationName ?? applicationBundleID.split(separator: ".").last.map(String.init) ?? applicationBundleID
        self.feeds = feeds
        self.localVersionsPlistPath = nil
        self.updateURL = nil
        self.checkAtLaunch = true
        self.checkPeriod = .zero
        self.remindPeriod = .days(1)
        self.announceDelay = .zero
        self.updatePriority = .default
        self.labels = Labels()
        self.showOnFirstLaunch = false
        self.groupNotesByVersion = false
        self.useAppStoreDetailsIfNoPlistEntryFound = false
        self.useAllAvailableLanguages = true
        self.previewMode = false
        self.verboseLogging = Self.verboseLoggingDefault
    }

    /// iVersion turns verbose logging on under DEBUG: a developer sees why no alert came while building the app.
    static var verboseLoggingDefault: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    /// Whether a remote check has anything to fetch: at least one feed.
    package var hasRemoteSource: Bool { !feeds.isEmpty }

    /// The first listed feed of a kind: the one that is read.
    package func feed(_ kind: Feed.Kind) -> Feed? { feeds.first { $0.kind == kind } }

    /// The feeds a check fetches, in the listed order: the first of each built-in kind, and every feed of the
    /// app's own.
    package var fetchedFeeds: [Feed] {
        var seen = Set<Feed.Kind>()
        return feeds.filter { $0.kind == .custom || seen.insert($0.kind).inserted }
    }

    /// The built-in kinds listed more than once, in the order of their second listing: only their first is read.
    package var repeatedFeedKinds: [Feed.Kind] {
        var seen = Set<Feed.Kind>()
        var repeated: [Feed.Kind] = []
        for feed in feeds where feed.kind != .custom && !seen.insert(feed.kind).inserted && !repeated.contains(feed.kind) {
            repeated.append(feed.kind)
        }
        return repeated
    }

    /// The App Store feed's settings, when one is listed.
    var appStoreFeed: AppStoreFeed? { feed(.appStore)?.reader as? AppStoreFeed }

    /// Whether an installation needs a rollout bucket: a feed rolls releases out in phases (the App Store's
    /// phased release, an appcast's `sparkle:phasedRolloutInterval`).
    package var rollsOutInPhases: Bool { appStoreFeed?.phasedRelease == true || feed(.appcast) != nil }

    /// Where "Download" leads: ``updateURL``, else the App Store page of the App Store feed's ID or of
    /// the one learnt from a lookup.
    /// - Parameter learnt: The App Store ID stored from an earlier lookup.
    /// - Returns: The page, or nil when none is known.
    package func resolvedUpdateURL(appStoreID learnt: Int?) -> URL? {
        if let updateURL { return updateURL }
        return (appStoreFeed?.id ?? learnt).flatMap(Self.appStorePage)
    }

    /// The App Store page of an app ID.
    static func appStorePage(id: Int) -> URL? { URL(string: "https://apps.apple.com/app/id\(id)") }
}
