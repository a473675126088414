import Foundation
import Testing

@testable import EngineTestSupport
@_spi(Engine) @testable import IVersionCore

/// Every listed feed counts (issue 38, change 5): a check with several feeds considers the releases all of them
/// offer. Of the versions plist or the App Store and a release feed (a Sparkle appcast, GitHub releases), the
/// newer release is announced, with that feed's notes, link and date; a feed that could not be had while another
/// answered is a warning.
@Suite("Every listed feed counts")
struct EveryListedFeedTests {
    typealias F = Fixtures

    static let appcastURL = URL(string: "https://example.com/appcast.xml")!

    /// A release feed offering `version`, with its own notes and download page.
    static func released(_ version: String) -> ReleaseFeed {
        ReleaseFeed(releases: [
            PublishedRelease(
                version: F.v(version), notes: VersionNotes(version: F.v(version), lines: ["From the appcast"]),
                url: URL(string: "https://example.com/download/\(version)"))
        ])
    }

    static func check(_ configuration: Configuration, _ feeds: FetchedFeeds) -> Decision<RemoteOutcome> {
        CheckEngine.remote(
            configuration, state: CheckState(lastVersion: F.v("1.1")), now: F.now, osVersion: nil, feeds: feeds)
    }

    static func update(_ decision: Decision<RemoteOutcome>) -> UpdateDetails? {
        if case let .updateAvailable(update) = decision.outcome { update } else { nil }
    }

    /// The plist and an appcast: 1.3 from the appcast beats the plist's 1.2, and the other way round.
    @Test(arguments: [("1.3", "1.3", "From the appcast"), ("1.1.5", "1.2", "Faster sync")])
    func theNewerOfAPlistAndAnAppcastIsAnnounced(appcast: String, announced: String, firstLine: String) {
        let configuration = F.configuration("1.1") {
            $0.removeFeeds(.appStore)
            $0.setFeed(.appcast(Self.appcastURL))
        }
        let decision = Self.check(
            configuration, FetchedFeeds(remotePlist: .success(F.feed), appcast: .success(Self.released(appcast))))
        let update = Self.update(decision)
        #expect(update?.latestVersion == F.v(announced))
        #expect(update?.releases.first?.lines.first == firstLine)
        #expect(decision.events.compactMap(\.detectedVersion) == [F.v(announced)])
    }

    /// The App Store and GitHub releases: the release's own download page comes with the newer release.
    @Test func aNewerGitHubReleaseThanTheStoreComesWithItsOwnPage() {
        let configuration = F.configuration("1.1") { $0.removeFeeds(.versionsPlist) }
        let decision = Self.check(
            configuration,
            FetchedFeeds(appStore: .success(F.store("1.2")), gitHubReleases: .success(Self.released("2.0"))))
        #expect(Self.update(decision)?.latestVersion == F.v("2.0"))
        #expect(Self.update(decision)?.updateURL == URL(string: "https://example.com/download/2.0"))
        let older = Self.check(
            configuration,
            FetchedFeeds(appStore: .success(F.store("1.2")), gitHubReleases: .success(Self.released("1.1.5"))))
        #expect(Self.update(older)?.latestVersion == F.v("1.2"))
        #expect(Self.update(older)?.updateURL == URL(string: "https://apps.apple.com/app/id123456789"))
    }

    /// Up to date by the plist, but the appcast has a newer release the user ignored: that is what is reported.
    @Test func aHeldBackReleaseIsReportedOverUpToDate() {
        let configuration = F.configuration("1.2") {
            $0.removeFeeds(.appStore)
            $0.setFeed(.appcast(Self.appcastURL))
        }
        let state = CheckState(lastVersion: F.v("1.2"), ignoredVersion: F.v("1.3"))
        let decision = CheckEngine.remote(
            configuration, state: state, now: F.now, osVersion: nil,
            feeds: FetchedFeeds(remotePlist: .success(F.feed), appcast: .success(Self.released("1.3"))))
        #expect(decision.outcome == .noUpdate(.ignored(F.v("1.3"))))
    }

    /// Either feed down while the other answered: a warning, and the other's release.
    @Test func aFeedThatIsDownWhileAnotherAnsweredIsAWarning() {
        let configuration = F.configuration("1.1") {
            $0.removeFeeds(.appStore)
            $0.setFeed(.appcast(Self.appcastURL))
        }
        let plistDown = CheckFailure(.httpStatus, source: .remoteVersionsPlist, message: "HTTP 503", httpStatus: 503)
        let fromAppcast = Self.check(
            configuration, FetchedFeeds(remotePlist: .failure(plistDown), appcast: .success(Self.released("1.3"))))
        #expect(Self.update(fromAppcast)?.latestVersion == F.v("1.3"))
        #expect(fromAppcast.warnings == [.sourceUnavailable(plistDown)])
        let appcastDown = CheckFailure(.network, source: .appcast, message: "connection refused")
        let fromPlist = Self.check(
            configuration, FetchedFeeds(remotePlist: .success(F.feed), appcast: .failure(appcastDown)))
        #expect(Self.update(fromPlist)?.latestVersion == F.v("1.2"))
        #expect(fromPlist.warnings == [.sourceUnavailable(appcastDown)])
        // Both down: the check failed, with both failures.
        let neither = Self.check(
            configuration, FetchedFeeds(remotePlist: .failure(plistDown), appcast: .failure(appcastDown)))
        #expect(neither.outcome == .failed([plistDown, appcastDown]))
    }

    /// SSVC beside a release feed (an appcast): SSVC's minimum supported build makes the appcast's release
    /// mandatory, which an ignored version does not hide; with the running build supported it is an ordinary
    /// update; SSVC answering while the appcast is down is a warning, and SSVC's own latest version is announced.
    @Test func ssvcBesideAnAppcastMakesItsReleaseMandatory() {
        let configuration = F.configuration("1.1") {
            $0.feeds = [.ssvc(URL(string: "https://example.com/ssvc")!), .appcast(Self.appcastURL)]
            $0.applicationBuildNumber = 110
        }
        let ignored = CheckState(lastVersion: F.v("1.1"), ignoredVersion: F.v("1.3"))
        func check(minimum: UInt64, _ appcast: Result<ReleaseFeed, CheckFailure>) -> Decision<RemoteOutcome> {
            let ssvc = SSVCResponse(minimumSupportedVersionNumber: minimum, latestVersionKey: F.v("1.2"))
            return CheckEngine.remote(
                configuration, state: ignored, now: F.now, osVersion: nil,
                feeds: FetchedFeeds(ssvc: .success(ssvc), appcast: appcast))
        }
        let required = Self.update(check(minimum: 120, .success(Self.released("1.3"))))
        #expect(required?.latestVersion == F.v("1.3") && required?.isMandatory == true)
        #expect(required?.updateURL == URL(string: "https://example.com/download/1.3"))
        #expect(check(minimum: 100, .success(Self.released("1.3"))).outcome == .noUpdate(.ignored(F.v("1.3"))))
        let down = CheckFailure(.network, source: .appcast, message: "connection refused")
        let fromSSVC = check(minimum: 100, .failure(down))
        #expect(fromSSVC.warnings == [.sourceUnavailable(down)])
        #expect(Self.update(fromSSVC)?.latestVersion == F.v("1.2"), "\(fromSSVC.outcome)")
    }

    /// A store that names another app says the configuration is wrong: the check fails even though the plist answered.
    @Test func aStoreAboutAnotherAppStillFailsTheCheck() {
        let decision = Self.check(
            F.configuration("1.1"),
            FetchedFeeds(remotePlist: .success(F.feed), appStore: .success(F.store("1.2", bundleID: "com.other"))))
        guard case let .failed(failures) = decision.outcome else {
            Issue.record("\(decision.outcome)")
            return
        }
        #expect(failures.map(\.kind) == [.bundleIDMismatch])
    }
}
