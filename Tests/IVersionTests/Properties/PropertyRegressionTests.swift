import Foundation
import Testing
@testable import IVersion

/// Failures the property suites found, kept as plain examples with their concrete inputs.
@Suite("Property regressions: engine and state file")
struct PropertyRegressionTests {
    /// "announced is newer", seed 0x17e2510a5 case 62: SSVC's minimum build above the running one
    /// made the update mandatory, and with no newer notes the engine announced SSVC's latest
    /// version 1.0 as a required update to an app running 1.2.
    @Test func mandatoryUpdateNeverNamesAnOlderVersion() {
        var configuration = Configuration(applicationVersion: Version("1.2"), applicationBundleID: "com.example.app")
        configuration.applicationBuildNumber = 115
        configuration.remoteVersionsPlistURL = URL(string: "https://example.com/versions.plist")
        configuration.ssvcURL = URL(string: "https://example.com/ssvc.json")
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

    /// "random state round trip", seed 0x17e2510a5 case 1: the state file truncated to the
    /// millisecond, and the date read back from `.417Z` (just below .417 as a double) was written
    /// as `.416Z`: every load and save of an unchanged state moved the date back a millisecond. The file
    /// now keeps nanoseconds (so a stored instant reads back as the same `Date`); no drift either.
    @Test func stateFileDatesDoNotDrift() throws {
        let state = CheckState(lastVersion: Version("1.0"), lastChecked: Date(timeIntervalSince1970: 4_732_636_870.417886),
                               viewedVersionDetails: true, appStoreID: .max)
        let bytes = StateFileFormat.encode(state)
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""lastChecked" : "2119-12-21T21:21:10.417885780Z""#))
        var file = try StateFileFormat.decode(bytes)
        for _ in 0..<5 {
            #expect(StateFileFormat.encode(file) == bytes)
            file = try StateFileFormat.decode(StateFileFormat.encode(file))
        }
        // Whole seconds and dates before 1970 keep their exact text too. (A `Date` counts from 2001, so
        // 0.001 s before 1970 is, as a double, 0.00100004 s before it: the nanoseconds say so.)
        for (seconds, text) in [(1_795_435_200.0, "2026-11-23T12:00:00.000000000Z"), (-0.001, "1969-12-31T23:59:59.998999953Z"), (1_795_435_200.9996, "2026-11-23T12:00:00.999599934Z")] {
            let encoded = StateFileFormat.encode(CheckState(lastReminded: Date(timeIntervalSince1970: seconds)))
            #expect(String(decoding: encoded, as: UTF8.self).contains("\"\(text)\""))
            #expect(StateFileFormat.encode(try StateFileFormat.decode(encoded)) == encoded)
        }
    }
}
