import IVersionSupport
import Foundation
import LocaleServices

/// Notes to show in a "new in this version" alert.
@_spi(Engine) public struct LocalNotes: Sendable, Hashable, Codable {
    /// The running version.
    public var version: Version
    /// Notes of each version since the last launched one, newest first.
    public var releases: [VersionNotes]

    /// Notes to show for `version`: tools such as `iversion gallery` build them without a check.
    public init(version: Version, releases: [VersionNotes]) {
        self.version = version
        self.releases = releases
    }
}

/// What the local ("new in this version") check decided.
@_spi(Engine) public enum LocalOutcome: Sendable, Hashable {
    /// Show these notes; answer with ``UserResponse/ok`` once seen.
    case show(LocalNotes)
    /// Nothing to show, and why.
    case nothingToShow(NothingToShowReason)
}

/// Why no "new in this version" alert is shown.
@_spi(Engine) public enum NothingToShowReason: String, Sendable, Hashable, Codable {
    /// A first install, and `showOnFirstLaunch` is off: the version is recorded silently.
    case firstLaunch
    /// The version has launched before (or is older than the last one).
    case notUpgraded
    /// The local plist has no notes for the new version(s).
    case noNotes
    /// No local versions plist is configured.
    case noLocalFeed
    /// The delegate declined (`shouldDisplayCurrentVersionDetails`).
    case declinedByDelegate
}

/// Whether a remote check may run now.
@_spi(Engine) public enum CheckPermission: Sendable, Hashable {
    /// The check may run.
    case allowed
    /// The user asked to be reminded later and the remind period has not passed.
    case remindPeriodNotElapsed(until: Date)
    /// The last check is more recent than the check period.
    case checkPeriodNotElapsed(until: Date)
    /// The delegate declined (`shouldCheckForNewVersion`).
    case declinedByDelegate
    /// Neither a remote plist, an App Store lookup nor an SSVC server is configured.
    case nothingToCheck
    /// The request asked for the local notes only.
    case notRequested

    /// Whether the check may run.
    public var isAllowed: Bool { self == .allowed }
}

extension CheckPermission: CustomStringConvertible {
    /// Why a check may or may not run, as verbose logging says it.
    public var description: String {
        switch self {
        case .allowed: "the check may run"
        case let .remindPeriodNotElapsed(until): "the user asked to be reminded later; the remind period runs until \(ISO8601Timestamp.string(from: until))"
        case let .checkPeriodNotElapsed(until): "checked recently; the check period runs until \(ISO8601Timestamp.string(from: until))"
        case .declinedByDelegate: "the delegate declined (shouldCheckForNewVersion)"
        case .nothingToCheck: "no remote versions plist, App Store lookup or SSVC server is configured"
        case .notRequested: "only the local notes were asked for"
        }
    }
}

/// What a remote check found: the update an alert is worded from. An app that shows it later (the update
/// notifier stores it and shows it on the next run) keeps this, not the alert, and words it again in the
/// languages of the run that shows it (`VersionChecker.updateAlert(_:)`).
public struct UpdateDetails: Sendable, Hashable, Codable {
    /// The version being announced (the newest one that may be announced).
    public var latestVersion: Version
    /// Notes of every version newer than the running one, newest first.
    public var releases: [VersionNotes]
    /// The update must be installed (SSVC's minimum supported version is above the running one).
    public var isMandatory: Bool
    /// Where Download leads.
    public var updateURL: URL?
    /// When the version was released, when known.
    public var releaseDate: Date?
    /// The download size in bytes, when known.
    public var fileSizeBytes: Int64?
    /// An informational update (an appcast's `sparkle:informationalUpdate` for this app version): nothing
    /// to download; the alert's primary action is Learn More, which opens ``updateURL`` (the item's page,
    /// else its release notes). Never mandatory.
    public var isInformational: Bool = false
    /// The newest release's notes page (`sparkle:releaseNotesLink`), for rich UIs and for fetching notes
    /// the feed did not include.
    public var releaseNotesURL: URL?
    /// Its variants per language (`xml:lang`), by language tag; ``releaseNotesURL(for:)`` chooses.
    public var localizedReleaseNotesURLs: [String: URL] = [:]

    /// The release notes page for a language: the variant the CLDR matcher finds best for it (`de-AT`
    /// finds `de`), else ``releaseNotesURL``.
    /// - Parameter language: The alert's language.
    /// - Returns: The page, when the feed links one.
    public func releaseNotesURL(for language: LanguageTag) -> URL? {
        guard !localizedReleaseNotesURLs.isEmpty,
              let match = LanguageMatcher(available: localizedReleaseNotesURLs.keys.sorted()).bestMatch(for: [language], fallingBackToEnglish: false),
              !match.isFallback else { return releaseNotesURL }
        return localizedReleaseNotesURLs[match.localization] ?? releaseNotesURL
    }

    /// Creates the details of an update (the engine makes these; apps and previews may too).
    public init(
        latestVersion: Version, releases: [VersionNotes], isMandatory: Bool = false, updateURL: URL? = nil,
        releaseDate: Date? = nil, fileSizeBytes: Int64? = nil
    ) {
        self.latestVersion = latestVersion
        self.releases = releases
        self.isMandatory = isMandatory
        self.updateURL = updateURL
        self.releaseDate = releaseDate
        self.fileSizeBytes = fileSizeBytes
    }
}

/// What the remote check decided.
@_spi(Engine) public enum RemoteOutcome: Sendable, Hashable {
    /// Announce this update.
    case updateAvailable(UpdateDetails)
    /// Nothing to announce, and why.
    case noUpdate(NoUpdateReason)
    /// The check failed; `lastChecked` is still recorded.
    case failed([CheckFailure])
}

/// Why a remote check announces nothing.
@_spi(Engine) public enum NoUpdateReason: Sendable, Hashable {
    /// The running version is the newest.
    case upToDate
    /// The user ignored this version.
    case ignored(Version)
    /// The App Store has a newer version the remote plist has no entry for, no entry between the
    /// running version and it either (and `useAppStoreDetailsIfNoPlistEntryFound` is off).
    case noPlistEntry(Version)
    /// The newer version needs a newer operating system than the running one.
    case requiresNewerOS(minimum: Version)
    /// The delegate declined (`shouldDisplayNewVersion`).
    case declinedByDelegate(Version)
    /// The version was released too recently (`announceDelay`, or SSVC's `updateAvailableSince` still in
    /// the future); it is announced from `until` on.
    case announcementDelayed(Version, until: Date)
    /// The version is rolling out in phases and has not reached this installation yet: `share` of
    /// installations (0…1) are told today, this one from `until` on.
    case rollingOut(Version, share: Double, until: Date)
}

/// The user's answer to an alert.
public enum UserResponse: String, Sendable, Hashable, Codable, CaseIterable {
    /// Download the update: clears the reminder, and the runtime opens the update URL.
    case download
    /// Never announce this version again.
    case ignore
    /// Ask again after `remindPeriod`.
    case remind
    /// The "new in this version" notes were seen.
    case ok
}

/// A decision: the outcome, the state to store, the notifications, and why (for verbose logs).
///
/// `Outcome` is not required to be `Hashable` here but in the conformance below: a requirement on the
/// type's own parameter is checked at run time whenever a fresh process first builds the type, and that
/// check scans every protocol conformance the process has (a tenth of a millisecond, once per type).
@_spi(Engine) public struct Decision<Outcome: Sendable>: Sendable {
    /// What was decided.
    public var outcome: Outcome
    /// The state to store.
    public var state: CheckState
    /// The notifications for the delegate, in order.
    public var events: [IVersionEvent]
    /// One sentence per step, saying why the engine decided as it did.
    public var reasons: [String]
    /// What the user is not told but the app should know: a feed that failed while another answered.
    public var warnings: [CheckWarning] = []
}

extension Decision: Equatable where Outcome: Equatable {}
extension Decision: Hashable where Outcome: Hashable {}
