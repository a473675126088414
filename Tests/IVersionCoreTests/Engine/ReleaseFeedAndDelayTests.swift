import Foundation
import Testing
@testable import EngineTestSupport
@_spi(Engine) @testable import IVersionCore
@testable import IVersionCore

/// A GitHub releases feed as the remote source, and the announce delay on every dated feed.
@Suite("Engine: release feeds and the announce delay")
struct ReleaseFeedAndDelayTests {
    typealias F = Fixtures
    static let hour: TimeInterval = 3_600

    static func release(_ version: String, daysAgo: Double?, prerelease: Bool = false) -> PublishedRelease {
        PublishedRelease(
            version: F.v(version), notes: VersionNotes(version: F.v(version), lines: ["Notes of \(version)"]),
            date: daysAgo.map { F.now.addingTimeInterval(-$0 * F.day) },
            url: URL(string: "https://github.com/example/notes/releases/tag/v\(version)"),
            downloadSize: 5_000_000, isPrerelease: prerelease)
    }

    static func configuration(_ running: String, _ change: (inout Configuration) -> Void = { _ in }) -> Configuration {
        var configuration = Configuration(applicationVersion: F.v(running), applicationBundleID: "com.example.notes")
        configuration.removeFeeds(.appStore)
        configuration.setFeed(.gitHubReleases(GitHubReleases.url(repository: "example/notes")!))
        change(&configuration)
        return configuration
    }

    static func remote(_ configuration: Configuration, _ feeds: FetchedFeeds, state: CheckState = CheckState(lastVersion: Version("1.0"))) -> Decision<RemoteOutcome> {
        CheckEngine.remote(configuration, state: state, now: F.now, osVersion: nil, feeds: feeds)
    }

    static let feed = ReleaseFeed(releases: [
        release("1.3", daysAgo: 1, prerelease: true), release("1.2", daysAgo: 10), release("1.1", daysAgo: 40), release("1.0", daysAgo: 90),
    ])

    @Test("every newer stable release is announced, the newest one's page, date and size with it")
    func announces() throws {
        let decision = Self.remote(Self.configuration("1.0"), FetchedFeeds(gitHubReleases: .success(Self.feed)))
        guard case let .updateAvailable(update) = decision.outcome else { Issue.record("\(decision.outcome)"); return }
        #expect(update.latestVersion == "1.2")
        #expect(update.releases.map(\.version) == ["1.2", "1.1"])
        #expect(update.updateURL == URL(string: "https://github.com/example/notes/releases/tag/v1.2"))
        #expect(update.releaseDate == F.now.addingTimeInterval(-10 * F.day))
        #expect(update.fileSizeBytes == 5_000_000)
    }

    @Test("pre-releases only when asked for; the app's own update URL wins")
    func prereleases() throws {
        let configuration = Self.configuration("1.2") {
            $0.setFeed(.gitHubReleases(GitHubReleases.url(repository: "example/notes")!, includesPrereleases: true))
            $0.updateURL = URL(string: "https://example.com/get")
        }
        let decision = Self.remote(
            configuration, FetchedFeeds(gitHubReleases: .success(Self.feed.selected(as: .gitHubReleases, in: configuration))))
        guard case let .updateAvailable(update) = decision.outcome else { Issue.record("\(decision.outcome)"); return }
        #expect(update.latestVersion == "1.3" && update.updateURL == URL(string: "https://example.com/get"))
        let stable = Self.remote(Self.configuration("1.2"), FetchedFeeds(gitHubReleases: .success(Self.feed)))
        #expect(stable.outcome == .noUpdate(.upToDate))
    }

    @Test("a release inside its delay is held back, and an older one past it is announced meanwhile")
    func delayHoldsTheNewest() throws {
        let feed = ReleaseFeed(releases: [Self.release("1.2", daysAgo: 0.25), Self.release("1.1", daysAgo: 5)])
        let decision = Self.remote(Self.configuration("1.0") { $0.announceDelay = .days(1) }, FetchedFeeds(gitHubReleases: .success(feed)))
        guard case let .updateAvailable(update) = decision.outcome else { Issue.record("\(decision.outcome)"); return }
        #expect(update.latestVersion == "1.1" && update.releases.map(\.version) == ["1.1"])
        #expect(decision.reasons.contains("1.2 released 6 hours ago; announcing after 1 day"))

        let onlyNew = Self.remote(Self.configuration("1.1") { $0.announceDelay = .days(1) }, FetchedFeeds(gitHubReleases: .success(feed)))
        #expect(onlyNew.outcome == .noUpdate(.announcementDelayed("1.2", until: F.now.addingTimeInterval(0.75 * F.day))))
        // Once the delay has passed, it is announced.
        let later = CheckEngine.remote(Self.configuration("1.1") { $0.announceDelay = .days(1) }, state: CheckState(lastVersion: Version("1.1")),
                                       now: F.now.addingTimeInterval(F.day), osVersion: nil, feeds: FetchedFeeds(gitHubReleases: .success(feed)))
        guard case .updateAvailable = later.outcome else { Issue.record("\(later.outcome)"); return }
    }

    @Test("a mandatory update skips the delay; an ignored release is not announced")
    func mandatoryAndIgnored() throws {
        let feed = ReleaseFeed(releases: [Self.release("1.2", daysAgo: 0.1)])
        let ssvc = SSVCResponse(minimumSupportedVersionNumber: 200)
        let mandatory = Self.remote(Self.configuration("1.0") { $0.announceDelay = .days(1); $0.applicationBuildNumber = 100 },
                                    FetchedFeeds(ssvc: .success(ssvc), gitHubReleases: .success(feed)))
        guard case let .updateAvailable(update) = mandatory.outcome else { Issue.record("\(mandatory.outcome)"); return }
        #expect(update.isMandatory)
        var state = CheckState(lastVersion: Version("1.0"))
        state.ignoredVersion = "1.2"
        let ignored = Self.remote(Self.configuration("1.0"), FetchedFeeds(gitHubReleases: .success(feed)), state: state)
        #expect(ignored.outcome == .noUpdate(.ignored("1.2")))
    }

    @Test("the App Store's release date counts too: released 6 hours ago with a 1-day delay is not announced yet")
    func appStoreDelay() throws {
        var configuration = F.configuration("1.1") { $0.announceDelay = .days(1); $0.useAppStoreDetailsIfNoPlistEntryFound = true }
        configuration.removeFeeds(.versionsPlist)
        var store = F.store("1.2")
        store.releaseDate = F.now.addingTimeInterval(-6 * Self.hour)
        let held = CheckEngine.remote(configuration, state: CheckState(lastVersion: Version("1.1")), now: F.now, osVersion: nil,
                                      feeds: FetchedFeeds(appStore: .success(store)))
        #expect(held.outcome == .noUpdate(.announcementDelayed("1.2", until: F.now.addingTimeInterval(18 * Self.hour))))
        #expect(held.reasons.last == "1.2 released 6 hours ago; announcing after 1 day")
        configuration.announceDelay = .zero
        let now = CheckEngine.remote(configuration, state: CheckState(lastVersion: Version("1.1")), now: F.now, osVersion: nil,
                                     feeds: FetchedFeeds(appStore: .success(store)))
        guard case .updateAvailable = now.outcome else { Issue.record("\(now.outcome)"); return }
    }

    @Test("SSVC's updateAvailableSince in the future delays the announcement until then, whatever the delay")
    func ssvcFutureDate() throws {
        var configuration = F.configuration("1.1")
        configuration.removeFeeds(.versionsPlist)
        configuration.removeFeeds(.appStore)
        configuration.setFeed(.ssvc(URL(string: "https://example.com/ssvc")!))
        let since = F.now.addingTimeInterval(2 * Self.hour)
        let ssvc = SSVCResponse(latestVersionAvailableSince: since, latestVersionKey: "1.2")
        let held = CheckEngine.remote(configuration, state: CheckState(lastVersion: Version("1.1")), now: F.now, osVersion: nil,
                                      feeds: FetchedFeeds(ssvc: .success(ssvc)))
        #expect(held.outcome == .noUpdate(.announcementDelayed("1.2", until: since)))
        #expect(held.reasons.last == "1.2 is available from \(since.ISO8601Format()); not announced before then")
    }

    @Test("durations in the reasons", arguments: [
        (0.0, "0 minutes"), (45 * 60.0, "45 minutes"), (6 * 3_600.0, "6 hours"), (86_400.0, "1 day"), (1.5 * 86_400, "1.5 days"), (3 * 86_400.0, "3 days"),
        // Past what an integer holds (issue 28: `--announce-delay 1e20` trapped here), and not finite.
        (1e20 * 86_400, "1e+20 days"), (.infinity, "inf days"),
    ] as [(Double, String)])
    func durations(seconds: Double, text: String) {
        #expect(AnnounceDelay.duration(seconds) == text)
    }

    /// (hours since the release, delay in days) → announced; the boundary itself announces.
    @Test("the announce delay at its boundaries", arguments: [
        (0.0, 0.0, true), (0.0, 1.0, false), (23.99, 1.0, false), (24.0, 1.0, true), (24.01, 1.0, true), (-1.0, 0.0, false),
        (11.99, 0.5, false), (12.0, 0.5, true),
    ] as [(Double, Double, Bool)])
    func delayBoundaries(hoursSince: Double, delay: Double, announced: Bool) {
        let release = PublishedRelease(version: "1.2", notes: VersionNotes(version: "1.2", lines: ["x"]),
                                       date: F.now.addingTimeInterval(-hoursSince * Self.hour))
        let decision = Self.remote(Self.configuration("1.0") { $0.announceDelay = .days(delay) }, FetchedFeeds(gitHubReleases: .success(ReleaseFeed(releases: [release]))))
        if case .updateAvailable = decision.outcome { #expect(announced) } else { #expect(!announced, "\(decision.outcome)") }
    }

    /// (days since the release, bucket) → told, on Apple's 7-day schedule; a bucket equal to the day's
    /// share is not yet told.
    @Test("the App Store phased release at its boundaries", arguments: [
        (0.0, 0.0, true), (0.0, 0.0099, true), (0.0, 0.01, false), (0.999, 0.015, false), (1.0, 0.015, true), (1.0, 0.02, false),
        (2.0, 0.049, true), (4.5, 0.199, true), (4.5, 0.2, false), (5.99, 0.99, false), (6.0, 0.99, true), (30.0, 0.999, true),
    ] as [(Double, Double, Bool)])
    func appStoreRolloutBoundaries(daysSince: Double, bucket: Double, told: Bool) {
        var configuration = F.configuration("1.1") { $0.useAppStoreDetailsIfNoPlistEntryFound = true; $0.setFeed(.appStore(phasedRelease: true)) }
        configuration.removeFeeds(.versionsPlist)
        var store = F.store("1.2")
        store.releaseDate = F.now.addingTimeInterval(-daysSince * F.day)
        var state = CheckState(lastVersion: "1.1")
        state.rolloutBucket = bucket
        let decision = CheckEngine.remote(configuration, state: state, now: F.now, osVersion: nil, feeds: FetchedFeeds(appStore: .success(store)))
        if case .updateAvailable = decision.outcome { #expect(told) } else { #expect(!told, "\(decision.outcome)") }
    }

    /// (intervals since the release, bucket) → told, in Sparkle's seven groups.
    @Test("the appcast phased rollout at its boundaries", arguments: [
        (0.0, 0.0, true), (0.0, 0.142, true), (0.0, 0.143, false), (1.0, 0.285, true), (1.0, 0.286, false), (5.99, 0.85, true),
        (5.99, 0.86, false), (6.0, 0.999, true),
    ] as [(Double, Double, Bool)])
    func sparkleRolloutBoundaries(intervalsSince: Double, bucket: Double, told: Bool) {
        var release = PublishedRelease(version: "1.2", notes: VersionNotes(version: "1.2", lines: ["x"]),
                                       date: F.now.addingTimeInterval(-intervalsSince * 3_600))
        release.phasedRolloutInterval = 3_600
        var configuration = Self.configuration("1.0")
        configuration.removeFeeds(.gitHubReleases)
        configuration.setFeed(.appcast(URL(string: "https://example.com/appcast.xml")!))
        var state = CheckState(lastVersion: "1.0")
        state.rolloutBucket = bucket
        let decision = CheckEngine.remote(configuration, state: state, now: F.now, osVersion: nil,
                                          feeds: FetchedFeeds(appcast: .success(ReleaseFeed(releases: [release]))))
        if case .updateAvailable = decision.outcome { #expect(told) } else { #expect(!told, "\(decision.outcome)") }
    }
}
