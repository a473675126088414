import Foundation
@_spi(Engine) import IVersionCore

/// Shared values for the engine and alert tests.
enum Fixtures {
    static let day: TimeInterval = 86_400
    static let now = Date(timeIntervalSince1970: 1_795_435_200)  // 2026-11-23T12:00:00Z

    static func v(_ text: String) -> Version { Version(text)! }

    /// A launch as the runtime runs it, without the I/O: ask the engine whether to check, then let it
    /// decide once on `feeds` (used only when the check is allowed).
    static func launch(
        _ configuration: Configuration, state: CheckState, now: Date, osVersion: Version? = nil,
        localFeed: VersionsFeed?, feeds: FetchedFeeds
    ) -> CheckDecision {
        let permission = CheckEngine.permission(configuration, state: state, now: now, request: .launch)
        return CheckEngine.decide(CheckInput(
            configuration: configuration, state: state, now: now, osVersion: osVersion, request: .launch,
            localFeed: localFeed, remote: permission.isAllowed ? .fetched(feeds) : .notChecked(permission)))
    }

    static func configuration(_ version: String, _ change: (inout Configuration) -> Void = { _ in }) -> Configuration {
        var configuration = Configuration(applicationVersion: v(version), applicationBundleID: "com.example.notes", applicationName: "Notes")
        configuration.feeds = [.versionsPlist(URL(string: "https://example.com/versions.plist")!)]
        configuration.localVersionsPlistPath = "versions.plist"
        change(&configuration)
        return configuration
    }

    /// The versions plist of the seed's example projects, extended with older versions.
    static let feed = VersionsFeed(releases: [
        VersionNotes(version: v("1.2"), lines: ["Faster sync", "Dark mode"]),
        VersionNotes(version: v("1.1"), lines: ["Search in notes"]),
        VersionNotes(version: v("1.0"), lines: ["First release"]),
    ])

    static func store(_ version: String, bundleID: String = "com.example.notes", minimumOS: String? = nil) -> AppStoreRelease {
        AppStoreRelease(
            version: v(version), releaseNotes: "Store notes for \(version)\nSecond line", appID: 123_456_789, bundleID: bundleID,
            storeURL: URL(string: "https://apps.apple.com/app/id123456789"), minimumOSVersion: minimumOS.map(v),
            releaseDate: Date(timeIntervalSince1970: 1_795_000_000), fileSizeBytes: 45_200_000)
    }
}
