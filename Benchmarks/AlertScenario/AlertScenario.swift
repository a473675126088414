// The update both alert benchmarks compose, and Foundation's way of writing the same English texts.
import Foundation
import IVersion
@_spi(Engine) import IVersionCore

/// Notes 1.1 learns from its versions plist and the App Store that 1.2 is out.
package struct AlertScenario {
    /// The app's configuration.
    package let configuration: Configuration
    /// What the feeds said.
    package let feeds: FetchedFeeds
    /// The stored state: 1.1 launched, its notes seen.
    package let state: CheckState
    /// The moment of the check.
    package let now = Date(timeIntervalSince1970: 1_795_435_200)
    /// The running system's version.
    package let osVersion = Version("17.0")
    /// The release notes of the plist, newest first.
    package let notes: [VersionNotes]
    /// The App Store's answer.
    package let release: AppStoreRelease

    /// The scenario, every value built anew (the first-alert benchmark times building it).
    package init() {
        let version = Version("1.1")
        // iVersion's pair: the App Store says which version is out, the plist words its notes.
        configuration = Configuration(applicationVersion: version, applicationBundleID: "com.example.notes", applicationName: "Notes",
                                      feeds: [.appStore, .versionsPlist(URL(string: "https://example.com/versions.plist")!)])
        notes = [
            VersionNotes(version: Version("1.2"), lines: ["Faster sync", "Dark mode"]),
            VersionNotes(version: Version("1.1"), lines: ["Search in notes"]),
        ]
        release = AppStoreRelease(
            version: Version("1.2"), releaseNotes: "Faster sync", appID: 42, bundleID: "com.example.notes",
            storeURL: URL(string: "https://apps.apple.com/app/id42"), minimumOSVersion: Version("15.0"),
            releaseDate: Date(timeIntervalSince1970: 1_795_000_000), fileSizeBytes: 45_200_000)
        feeds = FetchedFeeds(remotePlist: .success(VersionsFeed(releases: notes)), appStore: .success(release))
        state = CheckState(lastVersion: version, viewedVersionDetails: true)
    }

    /// The engine's decision: the update to announce (it must be one).
    package func update() -> UpdateDetails {
        let decision = CheckEngine.remote(configuration, state: state, now: now, osVersion: osVersion, feeds: feeds)
        guard case let .updateAvailable(update) = decision.outcome else { fatalError("expected an update: \(decision.outcome)") }
        return update
    }

    /// The texts both sides produce, in order: title, message, buttons, release date, download size.
    package static func texts(_ alert: AlertModel) -> [String] {
        [alert.title, alert.message] + alert.buttons.map(\.label) + [alert.releaseDateText ?? "", alert.downloadSizeText ?? ""]
    }
}

/// Foundation writing the same English texts: String(format:), DateFormatter, ByteCountFormatter.
package struct FoundationAlertTexts {
    private let dateFormatter = DateFormatter()
    private let sizeFormatter = ByteCountFormatter()

    /// The formatters, set up as the alert's English texts need them, dates shown in `timeZone`.
    package init(timeZone: TimeZone? = TimeZone(identifier: "UTC")) {
        dateFormatter.locale = Locale(identifier: "en_US")
        dateFormatter.timeZone = timeZone
        dateFormatter.dateStyle = .medium
        dateFormatter.timeStyle = .none
        sizeFormatter.countStyle = .file
    }

    /// The texts, in ``AlertScenario/texts(_:)``'s order.
    package func texts(_ scenario: AlertScenario) -> [String] {
        let newer = scenario.notes.filter { $0.version > scenario.configuration.applicationVersion }
        let title = String(format: "%@ (%@)", "New version available", newer[0].version.text)
        let message = newer.map { $0.lines.joined(separator: "\n") }.joined(separator: "\n")
        let date = String(format: "Released on %@", dateFormatter.string(from: scenario.release.releaseDate!))
        let size = String(format: "Download size: %@", sizeFormatter.string(fromByteCount: scenario.release.fileSizeBytes!))
        return [title, message, "Download", "Remind Me Later", "Ignore", date, size]
    }
}
