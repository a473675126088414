import Foundation
import PropertySupport
@_spi(Engine) import IVersionCore

/// One random remote check: everything `CheckEngine.remote` and `launch` take.
struct EngineCase: CustomStringConvertible {
    var configuration: Configuration
    var state: CheckState
    var now: Date
    var osVersion: Version?
    var localFeed: VersionsFeed?
    var feeds: FetchedFeeds

    var description: String {
        let c = configuration
        return """
        configuration(app \(c.applicationVersion) build \(c.applicationBuildNumber.map(String.init) ?? "nil"), \
        preview \(c.previewMode), priority \(c.updatePriority), useStoreDetails \(c.useAppStoreDetailsIfNoPlistEntryFound), \
        feeds \(c.feeds), updateURL \(c.updateURL?.absoluteString ?? "nil"), checkPeriod \(c.checkPeriod), \
        remindPeriod \(c.remindPeriod), remindLabel \(c.labels.remindButton)) \
        state(\(EngineGenerators.describe(state))) now \(now.timeIntervalSince1970) os \(osVersion?.text ?? "nil") \
        feeds \(feeds.results.map { EngineGenerators.describe($0) }) localFeed \(localFeed.map { $0.releases.map(\.version.text).description } ?? "nil")
        """
    }
}

enum EngineGenerators {
    static let bundleID = "com.example.app"
    static let epoch = Date(timeIntervalSince1970: 1_795_435_200)  // 2026-11-23T12:00:00Z
    static let day: TimeInterval = 86_400

    /// Versions around the running ones, with equal values written differently (`1.1`, `1.1.0`,
    /// `v1.1`) and pre-releases, so that ties, ignores and "newer than" all come up often.
    static let pool = ["0.9", "1.0", "1.0.0", "1.1", "1.1.0", "v1.1", "1.2b1", "1.2-rc.1", "1.2", "01.2", "1.2.1", "1.3",
                       "1.10", "2.0b2", "2.0", "2.0.1"].map { Version($0)! }

    static func version(_ g: inout SplitMix64) -> Version { g.pick(pool) }

    static func date(_ g: inout SplitMix64, around now: Date) -> Date {
        // Mostly within a fortnight either side, in whole and fractional days and odd milliseconds.
        let offset = g.chance(0.5) ? Double(g.int(-14...14)) * day : Double.random(in: -20 * day...20 * day, using: &g)
        return now.addingTimeInterval(offset)
    }

    static func configuration(_ g: inout SplitMix64, preview: Double = 0.1) -> Configuration {
        var c = Configuration(applicationVersion: version(&g), applicationBundleID: bundleID, applicationName: "App")
        c.applicationBuildNumber = g.optional(0.3) { $0.int(100...130).asUInt64 }
        let appStoreID = g.optional(0.7) { $0.int(1...999_999_999) }
        let plist = g.chance(0.8)
        let store = g.chance(0.7)
        let ssvc = g.chance(0.4)
        // Without the App Store feed, its ID still names the Download page (iVersion's appStoreID).
        if store { c.feeds.append(.appStore(id: appStoreID)) } else if let appStoreID { c.updateURL = URL(string: "https://apps.apple.com/app/id\(appStoreID)") }
        if plist { c.feeds.append(.versionsPlist(URL(string: "https://example.com/versions.plist")!)) }
        if ssvc { c.feeds.append(.ssvc(URL(string: "https://example.com/ssvc.json")!)) }
        c.previewMode = g.chance(preview)
        c.updatePriority = g.pick(UpdatePriority.allCases)
        c.useAppStoreDetailsIfNoPlistEntryFound = g.chance(0.3)
        c.showOnFirstLaunch = g.chance(0.5)
        c.groupNotesByVersion = g.chance(0.5)
        c.checkPeriod = .days(g.pick([0, 0.5, 1, 7, Double(g.int(0...30))]))
        c.remindPeriod = .days(g.pick([0, 1, 1, 3, Double.random(in: 0...10, using: &g)]))
        c.labels.remindButton = g.pick([.standard, .standard, .standard, .hidden, .custom(""), "Later"])
        c.updateURL = g.chance(0.2) ? URL(string: "https://example.com/download") : nil
        return c
    }

    static func state(_ g: inout SplitMix64, now: Date) -> CheckState {
        var state = CheckState(lastVersion: g.optional(0.3) { version(&$0) }, ignoredVersion: g.optional(0.4) { version(&$0) },
                               lastChecked: g.optional(0.4) { date(&$0, around: now) }, lastReminded: g.optional(0.6) { date(&$0, around: now) },
                               viewedVersionDetails: g.chance(0.5), appStoreID: g.optional(0.7) { $0.int(1...999_999_999) })
        state.rolloutBucket = g.optional(0.5) { Double.random(in: 0..<1, using: &$0) }
        state.lastSSVCResponse = g.optional(0.6) { g in
            SSVCResponse(minimumSupportedVersionNumber: g.optional(0.5) { UInt64($0.int(0...500)) },
                         latestVersionAvailableSince: g.optional(0.5) { date(&$0, around: now) },
                         latestVersionKey: g.optional(0.5) { version(&$0) }, latestVersionNumber: g.optional(0.5) { UInt64($0.int(0...500)) })
        }
        return state
    }

    static func feed(_ g: inout SplitMix64) -> VersionsFeed {
        // Distinct values: a decoded feed never holds one version twice (see VersionsFeed.decode).
        var seen: [Version] = []
        for candidate in g.array(0...6, { version(&$0) }) where !seen.contains(candidate) { seen.append(candidate) }
        return VersionsFeed(releases: seen.map { VersionNotes(version: $0, lines: ["Notes for \($0.text)"]) })
    }

    static func failure(_ source: CheckFailure.Source) -> CheckFailure { CheckFailure(.httpStatus, source: source, message: "HTTP 500", httpStatus: 500) }

    static func release(_ g: inout SplitMix64) -> AppStoreRelease {
        AppStoreRelease(
            version: version(&g), releaseNotes: g.optional(0.3) { _ in "Store notes\nline two" }, appID: g.optional(0.2) { $0.int(1...999) },
            bundleID: g.pick([bundleID, bundleID, bundleID, "com.example.App", nil]),
            storeURL: URL(string: "https://apps.apple.com/app/id1"), minimumOSVersion: g.optional(0.6) { $0.pick(["16.0", "17.0", "18.0"]).version },
            releaseDate: g.optional(0.3) { date(&$0, around: epoch) }, fileSizeBytes: g.optional(0.3) { Int64($0.int(0...1 << 30)) })
    }

    static func ssvc(_ g: inout SplitMix64) -> SSVCResponse {
        SSVCResponse(minimumSupportedVersionNumber: g.optional(0.3) { $0.int(0...130).asUInt64 },
                     latestVersionAvailableSince: g.optional(0.5) { date(&$0, around: epoch) },
                     latestVersionKey: g.optional(0.3) { version(&$0) }, latestVersionNumber: g.optional(0.4) { $0.int(0...130).asUInt64 })
    }

    /// Feeds consistent with the configuration: only what it would fetch, each sometimes failing.
    static func feeds(_ g: inout SplitMix64, for c: Configuration) -> FetchedFeeds {
        var remotePlist: Result<VersionsFeed, CheckFailure>?
        var appStore: Result<AppStoreRelease?, CheckFailure>?
        var support: Result<SSVCResponse, CheckFailure>?
        if c.feed(.versionsPlist) != nil { remotePlist = g.chance(0.1) ? .failure(failure(.remoteVersionsPlist)) : .success(feed(&g)) }
        if c.feed(.appStore) != nil {
            appStore = g.chance(0.1) ? .failure(failure(.appStoreLookup)) : .success(g.chance(0.15) ? nil : release(&g))
        }
        if c.feed(.ssvc) != nil { support = g.chance(0.1) ? .failure(failure(.ssvc)) : .success(ssvc(&g)) }
        return FetchedFeeds(remotePlist: remotePlist, appStore: appStore, ssvc: support)
    }

    static func engineCase(_ g: inout SplitMix64, preview: Double = 0.1) -> EngineCase {
        let now = epoch.addingTimeInterval(Double.random(in: -400 * day...400 * day, using: &g))
        let configuration = configuration(&g, preview: preview)
        return EngineCase(configuration: configuration, state: state(&g, now: now), now: now,
                          osVersion: g.optional(0.2) { $0.pick(["16.0", "17.0", "17.4", "18.0"]).version },
                          localFeed: g.optional(0.3) { feed(&$0) }, feeds: feeds(&g, for: configuration))
    }

    // MARK: Descriptions for failure reports

    static func describe(_ state: CheckState) -> String {
        "lastVersion \(state.lastVersion?.text ?? "nil"), ignored \(state.ignoredVersion?.text ?? "nil"), " +
            "lastChecked \(state.lastChecked.map { "\($0.timeIntervalSince1970)" } ?? "nil"), " +
            "lastReminded \(state.lastReminded.map { "\($0.timeIntervalSince1970)" } ?? "nil"), " +
            "viewed \(state.viewedVersionDetails), appStoreID \(state.appStoreID.map(String.init) ?? "nil")"
    }

    static func describe<T>(_ result: Result<T, CheckFailure>?) -> String {
        switch result {
        case nil: "nil"
        case let .failure(failure)?: "failure(\(failure))"
        case let .success(value)?:
            switch value {
            case let feed as VersionsFeed: "success(\(feed.releases.map(\.version.text)))"
            case let release as AppStoreRelease?:
                release.map { "success(\($0.version) bundle \($0.bundleID ?? "nil") minOS \($0.minimumOSVersion?.text ?? "nil"))" } ?? "success(nil)"
            case let ssvc as SSVCResponse:
                "success(min \(ssvc.minimumSupportedVersionNumber.map(String.init) ?? "nil") key \(ssvc.latestVersionKey?.text ?? "nil") number \(ssvc.latestVersionNumber.map(String.init) ?? "nil"))"
            default: "success(\(value))"
            }
        }
    }
}

private extension Int {
    var asUInt64: UInt64 { UInt64(self) }
}

private extension String {
    var version: Version { Version(self)! }
}
