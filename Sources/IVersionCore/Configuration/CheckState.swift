import Foundation

/// What iVersion remembers between launches (iVersion kept it in `NSUserDefaults`).
public struct CheckState: Sendable, Hashable, Codable {
    /// The version that last launched and whose notes were dealt with; nil before the first launch.
    /// Set by ``recordNotesViewed(running:)`` and cleared by ``forgetLastVersion()``: a setter taking an
    /// optional would clear it on a version string that does not parse.
    public package(set) var lastVersion: Version?
    /// The version the user chose to ignore; it is not announced again. Set by ``ignore(_:)`` and cleared
    /// by ``clearIgnoredVersion()`` only, for the same reason.
    public package(set) var ignoredVersion: Version?
    /// When the last remote check was attempted (successful or not).
    public var lastChecked: Date?
    /// When the user last asked to be reminded later.
    public var lastReminded: Date?
    /// Whether the "new in this version" notes of `lastVersion` have been seen.
    public var viewedVersionDetails: Bool
    /// The App Store ID learnt from a lookup's `trackId`, kept for the download link.
    public var appStoreID: Int?
    /// This installation's place in phased rollouts, in `0..<1`, drawn once at random and kept: a release
    /// rolling out to 5% of installations is announced where this is below 0.05.
    public var rolloutBucket: Double?
    /// The SSVC server's last answer, kept as SSVC keeps it.
    @_spi(Engine) public var lastSSVCResponse: SSVCResponse?

    /// Creates a state; every field defaults to "never happened".
    public init(lastVersion: Version? = nil, ignoredVersion: Version? = nil, lastChecked: Date? = nil,
                lastReminded: Date? = nil, viewedVersionDetails: Bool = false, appStoreID: Int? = nil) {
        self.lastVersion = lastVersion
        self.ignoredVersion = ignoredVersion
        self.lastChecked = lastChecked
        self.lastReminded = lastReminded
        self.viewedVersionDetails = viewedVersionDetails
        self.appStoreID = appStoreID
    }

    /// The state of an app that has never run.
    public static let fresh = CheckState()
}

/// The changes an app makes in `VersionChecker.updateState(_:)`, for apps that draw their own alerts.
/// Each names what it does, so a version that fails to parse cannot clear a stored one.
extension CheckState {
    /// Stops announcing `version` (what answering Ignore does; iVersion's `ignoredVersion` setter).
    /// - Parameter version: The version not to announce again.
    public mutating func ignore(_ version: Version) {
        ignoredVersion = version
    }

    /// Announces every version again (iVersion's `ignoredVersion = nil`).
    public mutating func clearIgnoredVersion() {
        ignoredVersion = nil
    }

    /// Records the running version's "new in this version" notes as seen, what answering OK does, for
    /// apps that show the notes themselves (iVersion's `viewedVersionDetails = YES`).
    /// - Parameter running: The running version, `Configuration.applicationVersion`.
    public mutating func recordNotesViewed(running: Version) {
        lastVersion = running
        viewedVersionDetails = true
    }

    /// Forgets the last version launched, so its notes count as unseen (iVersion's `viewedVersionDetails = NO`).
    public mutating func forgetLastVersion() {
        lastVersion = nil
        viewedVersionDetails = false
    }

    /// Whether the running version's notes have been seen (iVersion's `viewedVersionDetails` getter): they
    /// were, and the last version recorded is the running one.
    /// - Parameter running: The running version, `Configuration.applicationVersion`.
    public func hasViewedNotes(running: Version) -> Bool {
        viewedVersionDetails && lastVersion == running
    }
}
