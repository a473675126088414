import Foundation

/// Everything an app tells iVersion: where to look for versions, how often, and how to word
/// the alerts. Every property of the original iVersion library is here with the same default.
///
/// ```swift
/// var configuration = Configuration(applicationVersion: Version("1.1"), applicationBundleID: "com.example.app")
/// configuration.remoteVersionsPlistURL = URL(string: "https://example.com/versions.plist")
/// configuration.groupNotesByVersion = true
/// ```
public struct Configuration: Sendable, Hashable, Codable {
    /// The App Store's numeric ID of the app (`trackId`). Learnt from the lookup when nil.
    public var appStoreID: Int?
    /// The remote versions plist with release notes for every version; nil to use the App Store only.
    public var remoteVersionsPlistURL: URL?
    /// The versions plist shipped with the app, for "new in this version" notes; nil for none.
    public var localVersionsPlistPath: String?
    /// The running app's version (CFBundleShortVersionString); every feed is compared with it.
    public var applicationVersion: Version
    /// The running app's build number, compared with SSVC's version numbers when known.
    public var applicationBuildNumber: UInt64?
    /// The bundle ID used for the App Store lookup; the result's `bundleId` must match it exactly.
    public var applicationBundleID: String
    /// The app's display name, for alert texts that name it.
    public var applicationName: String
    /// The App Store country (`us`, `fr`); nil follows the user's locale (see `AppStoreCountry`).
    public var appStoreCountry: String?
    /// Show the local notes on a first install too (default false).
    public var showOnFirstLaunch: Bool
    /// Head each version's notes with `versionLabelFormat` instead of appending the newest version
    /// to the title (default false).
    public var groupNotesByVersion: Bool
    /// Days between remote checks (default 0: every launch).
    public var checkPeriod: Double
    /// Days before asking again after "Remind Me Later" (default 1).
    public var remindPeriod: Double
    /// Label overrides; nil uses the localised strings. An ignore or remind label of `""` hides that button.
    public var labels: Labels
    /// Choose among every language the library has (default true); false restricts the choice
    /// to the languages the app itself is localised for.
    public var useAllAvailableLanguages: Bool
    /// Check when the app launches (default true).
    public var checkAtLaunch: Bool
    /// Log each decision and its reason (default: on in debug builds, off in release builds, as iVersion).
    public var verboseLogging: Bool
    /// Always show local and remote notes, ignoring versions, periods and ignored versions, to
    /// proofread them (default false).
    public var previewMode: Bool
    /// Announce an App Store version that the remote plist has no entry for, with the App Store's
    /// notes (default false: such versions are not announced).
    public var useAppStoreDetailsIfNoPlistEntryFound: Bool
    /// Where "Download" leads; nil uses the App Store page of `appStoreID`.
    public var updateURL: URL?
    /// How pressing the update is: `.medium` hides "Ignore", `.high` also hides "Remind Me Later".
    public var updatePriority: UpdatePriority
    /// An SSVC version-checking server whose minimum supported version makes updates mandatory.
    public var ssvcURL: URL?
    /// Look the app up on the App Store (default true); false for apps distributed elsewhere,
    /// which rely on the remote plist and `updateURL`.
    public var checksAppStore: Bool
    /// Fetch the App Store lookup from here instead of `itunes.apple.com` (a mirror, a static file
    /// written by `iversion feed`, a test server); nil builds the lookup URL from country and IDs.
    public var appStoreLookupURL: URL?
    /// A GitHub releases feed to read instead of (or beside) a versions plist: for apps and command-line
    /// tools published on GitHub. `GitHubReleases.url(repository: "owner/name")` gives the API's URL.
    public var gitHubReleasesURL: URL?
    /// A Sparkle appcast to read (apps distributed outside the Mac App Store publish one).
    public var appcastURL: URL?
    /// The appcast channels (`sparkle:channel`) this app follows besides the default one (none by default).
    public var updateChannels: [String]
    /// The operating system an appcast is read for, as `sparkle:os` names it (`macos`, `windows`, `linux`);
    /// nil means macOS, as in Sparkle. Items for another system are skipped, with the reason.
    public var appcastOperatingSystem: String?
    /// Whether pre-releases (betas) of a release feed are announced too (false by default).
    public var includesPrereleases: Bool
    /// Days to wait after a release's date before announcing it (0 by default): stores and mirrors take
    /// a while to serve a new version everywhere. Applies to every feed that dates its releases.
    public var announceDelay: Double
    /// Whether App Store releases roll out as Apple's 7-day phased release does (false by default): on
    /// days 1 to 7 after the release date 1, 2, 5, 10, 20, 50 and 100% of installations are told, each by
    /// its stored rollout bucket. Mandatory updates are announced to everyone at once.
    public var appStorePhasedRelease: Bool

    /// Whether a remote check has anything to fetch: a remote plist, the App Store, an SSVC server or a
    /// release feed.
    public var hasRemoteSource: Bool {
        remoteVersionsPlistURL != nil || checksAppStore || ssvcURL != nil || gitHubReleasesURL != nil || appcastURL != nil
    }

    /// A configuration with iVersion's defaults.
    public init(applicationVersion: Version, applicationBundleID: String, applicationName: String? = nil) {
        self.appStoreID = nil
        self.remoteVersionsPlistURL = nil
        self.localVersionsPlistPath = nil
        self.applicationVersion = applicationVersion
        self.applicationBuildNumber = nil
        self.applicationBundleID = applicationBundleID
        self.applicationName = applicationName ?? applicationBundleID.split(separator: ".").last.map(String.init) ?? applicationBundleID
        self.appStoreCountry = nil
        self.showOnFirstLaunch = false
        self.groupNotesByVersion = false
        self.checkPeriod = 0
        self.remindPeriod = 1
        self.labels = Labels()
        self.useAllAvailableLanguages = true
        self.checkAtLaunch = true
        // iVersion turns it on under DEBUG: a developer sees why no alert came while building the app.
        #if DEBUG
        self.verboseLogging = true
        #else
        self.verboseLogging = false
        #endif
        self.previewMode = false
        self.useAppStoreDetailsIfNoPlistEntryFound = false
        self.updateURL = nil
        self.updatePriority = .default
        self.ssvcURL = nil
        self.checksAppStore = true
        self.appStoreLookupURL = nil
        self.gitHubReleasesURL = nil
        self.appcastURL = nil
        self.updateChannels = []
        self.appcastOperatingSystem = nil
        self.includesPrereleases = false
        self.announceDelay = 0
        self.appStorePhasedRelease = false
    }

    /// The seven texts iVersion lets an app set directly; nil means "use the translations".
    public struct Labels: Sendable, Hashable, Codable {
        /// The "new in this version" title (`iVersionInThisVersionTitle`).
        public var inThisVersionTitle: String?
        /// The update title; ` (1.2)` is added when notes are not grouped (`iVersionUpdateAvailableTitle`).
        public var updateAvailableTitle: String?
        /// The heading of each version's notes when grouped, with `%@` for the version (`iVersionVersionLabelFormat`).
        public var versionLabelFormat: String?
        /// The OK button (`iVersionOKButton`).
        public var okButtonLabel: String?
        /// The Ignore button (`iVersionIgnoreButton`); `""` hides the button.
        public var ignoreButtonLabel: String?
        /// The Download button (`iVersionDownloadButton`).
        public var downloadButtonLabel: String?
        /// The Remind Me Later button (`iVersionRemindButton`); `""` hides the button.
        public var remindButtonLabel: String?

        /// No overrides: every text comes from the translations.
        public init() {}
    }

    /// Where "Download" leads: `updateURL`, else the App Store page of the app ID.
    public func resolvedUpdateURL(appStoreID learnt: Int?) -> URL? {
        if let updateURL { return updateURL }
        guard let id = appStoreID ?? learnt else { return nil }
        return URL(string: "https://apps.apple.com/app/id\(id)")
    }
}

/// How strongly an update is pushed (iVersion's `updatePriority`).
public enum UpdatePriority: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Every button (iVersion's default).
    case `default`
    /// Every button, as the default.
    case low
    /// No "Ignore": the user may only postpone.
    case medium
    /// Download only, as for a required update.
    case high

    /// Ordered from `default` to `high`.
    public static func < (lhs: UpdatePriority, rhs: UpdatePriority) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Medium and high priority updates offer no "Ignore".
    public var allowsIgnore: Bool { self < .medium }
    /// High priority updates offer no "Remind Me Later" either.
    public var allowsRemind: Bool { self < .high }
}
