import Foundation

/// What iVersion remembers between launches (iVersion kept it in `NSUserDefaults`).
public struct CheckState: Sendable, Hashable, Codable {
    /// The version that last launched and whose notes were dealt with; nil before the first launch.
    public var lastVersion: Version?
    /// The version the user chose to ignore; it is not announced again.
    public var ignoredVersion: Version?
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
    public var lastSSVCResponse: SSVCResponse?

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
