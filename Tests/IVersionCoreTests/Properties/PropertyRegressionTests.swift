import EngineTestSupport
import Foundation
import Testing
@_spi(Engine) @testable import IVersionCore

/// Failures the property suites found, kept as plain examples with their concrete inputs.
@Suite("Property regressions: engine")
struct PropertyRegressionTests {
    /// "announced is newer", seed 0x17e2510a5 case 62: SSVC's minimum build above the running one
    /// made the update mandatory, and with no newer notes the engine announced SSVC's latest
    /// version 1.0 as a required update to an app running 1.2.
    @Test func mandatoryUpdateNeverNamesAnOlderVersion() {
        var configuration = Configuration(applicationVersion: Version("1.2"), applicationBundleID: "com.example.app")
        configuration.applicationBuildNumber = 115
        configuration.setFeed(.versionsPlist(URL(string: "https://example.com/versions.plist")!))
        configuration.setFeed(.ssvc(URL(string: "https://example.com/ssvc.json")!))
        let feed = VersionsFeed(releases: ["2.0", "01.2", "1.2-rc.1", "1.0.0"].map { VersionNotes(version: Version($0)!, lines: ["Notes"]) })
        let ssvc = SSVCResponse(minimumSupportedVersionNumber: 130, latestVersionKey: Version("1.0"))
        let feeds = FetchedFeeds(remotePlist: .success(feed), appStore: .success(nil), ssvc: .success(ssvc))
        let now = Date(timeIntervalSince1970: 1_811_909_265.7636914)
        let decision = CheckEngine.remote(configuration, state: CheckState(lastVersion: Version("1.2")), now: now, osVersion: nil, feeds: feeds)
        #expect(decision.outcome == .noUpdate(.upToDate))
        // The same SSVC answer naming a newer version is still a mandatory update to it.
        let newer = SSVCResponse(minimumSupportedVersionNumber: 130, latestVersionKey: Version("1.3"))
        let mandatory = CheckEngine.remote(configuration, state: .fresh, now: now, osVersion: nil,
                                           feeds: FetchedFeeds(remotePlist: .success(feed), ssvc: .success(newer)))
        guard case let .updateAvailable(update) = mandatory.outcome else { Issue.record("expected an update, got \(mandatory.outcome)"); return }
        #expect(update.isMandatory && update.latestVersion == Version("1.3"))
    }
}
