import Foundation

/// What the App Store lookup says about the app's current release.
///
/// Only ``version`` is required; everything else is read when present and valid and is nil otherwise,
/// so that one odd field (a date in a new format, say) never hides an update.
@_spi(Engine) public struct AppStoreRelease: Sendable, Hashable, Codable {
    /// The version on sale (`version`).
    public var version: Version
    /// The "What's New" text (`releaseNotes`).
    public var releaseNotes: String?
    /// The app's numeric App Store ID (`trackId`).
    public var appID: Int?
    /// The bundle identifier (`bundleId`); the engine skips a result for another app.
    public var bundleID: String?
    /// The App Store page (`trackViewUrl`), to open for a download.
    public var storeURL: URL?
    /// The lowest OS version the release runs on (`minimumOsVersion`).
    public var minimumOSVersion: Version?
    /// When this version went on sale (`currentVersionReleaseDate`, ISO 8601).
    public var releaseDate: Date?
    /// The download size (`fileSizeBytes`; Apple sends a string of digits, a number is accepted too).
    public var fileSizeBytes: Int64?

    /// Creates a release description.
    /// - Parameters:
    ///   - version: The version on sale.
    ///   - releaseNotes: The "What's New" text.
    ///   - appID: The numeric App Store ID.
    ///   - bundleID: The bundle identifier.
    ///   - storeURL: The App Store page.
    ///   - minimumOSVersion: The lowest OS version supported.
    ///   - releaseDate: When the version went on sale.
    ///   - fileSizeBytes: The download size.
    public init(
        version: Version, releaseNotes: String? = nil, appID: Int? = nil, bundleID: String? = nil, storeURL: URL? = nil,
        minimumOSVersion: Version? = nil, releaseDate: Date? = nil, fileSizeBytes: Int64? = nil
    ) {
        self.version = version
        self.releaseNotes = releaseNotes
        self.appID = appID
        self.bundleID = bundleID
        self.storeURL = storeURL
        self.minimumOSVersion = minimumOSVersion
        self.releaseDate = releaseDate
        self.fileSizeBytes = fileSizeBytes
    }
}
