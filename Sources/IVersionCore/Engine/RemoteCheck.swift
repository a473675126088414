import Foundation
import LocaleServices

/// What the feeds of one remote check brought back, in the listed order: each feed's payload, or why it could
/// not be had. A feed that was not fetched is not in the list.
@_spi(Engine) public struct FetchedFeeds: Sendable, Hashable {
    /// Each fetched feed's payload or failure.
    public var results: [Result<FeedPayload, CheckFailure>]

    /// The results of the fetched feeds.
    /// - Parameter results: Each feed's payload or failure, in the listed order.
    public init(_ results: [Result<FeedPayload, CheckFailure>]) { self.results = results }

    /// The results of the built-in feeds; leave out what was not fetched.
    public init(
        remotePlist: Result<VersionsFeed, CheckFailure>? = nil,
        appStore: Result<AppStoreRelease?, CheckFailure>? = nil,
        ssvc: Result<SSVCResponse, CheckFailure>? = nil,
        gitHubReleases: Result<ReleaseFeed, CheckFailure>? = nil,
        appcast: Result<ReleaseFeed, CheckFailure>? = nil
    ) {
        let results: [Result<FeedPayload, CheckFailure>?] = [
            appStore?.map(FeedPayload.storeRelease), ssvc?.map(FeedPayload.supportPolicy),
            remotePlist?.map(FeedPayload.versionNotes), gitHubReleases?.map(FeedPayload.releases),
            appcast?.map(FeedPayload.releases),
        ]
        self.init(results.compactMap { $0 })
    }

    /// The feeds that could not be had.
    var failures: [CheckFailure] {
        results.compactMap { if case let .failure(failure) = $0 { failure } else { nil } }
    }

    /// What the feeds that answered say.
    var payloads: [FeedPayload.Content] {
        results.compactMap { if case let .success(payload) = $0 { payload.content } else { nil } }
    }

    /// The App Store's answer: nil when no store feed answered, `.some(nil)` when the store does not list the app.
    var storeAnswer: AppStoreRelease?? {
        for case let .storeRelease(release) in payloads { return .some(release) }
        return nil
    }

    /// The first support policy that answered.
    var supportPolicy: SSVCResponse? {
        for case let .supportPolicy(response) in payloads { return response }
        return nil
    }

    /// The first versions plist that answered.
    var versionNotes: VersionsFeed? {
        for case let .versionNotes(feed) in payloads { return feed }
        return nil
    }

    /// Whether a versions plist was fetched, whether or not it answered.
    var fetchedVersionNotes: Bool {
        versionNotes != nil || failures.contains { $0.source == .remoteVersionsPlist }
    }

    /// Every release feed that answered.
    var releaseFeeds: [ReleaseFeed] {
        payloads.compactMap { if case let .releases(feed) = $0 { feed } else { nil } }
    }
}

extension CheckEngine {
    /// The remote step of ``decide(_:)`` (iVersion's `checkForNewVersion` and what follows the download).
    ///
    /// - `lastChecked` is set on every attempt, failed ones included; an App Store ID learnt from
    ///   `trackId` is kept.
    /// - The App Store result counts only when its `bundleId` matches exactly (an `appStoreID` given
    ///   or not, as iVersion) and its `minimumOsVersion` is not above the running OS.
    /// - With a remote plist, every plist entry up to the App Store's version is announced, as
    ///   iVersion keeps them: a store version the plist leaves out is not announced itself (apps
    ///   hold back minor releases that way), but the newest entry below it still is. With
    ///   `useAppStoreDetailsIfNoPlistEntryFound`, a store version without an entry is announced
    ///   with the store's notes. Plist entries newer than the App Store's version are not announced.
    ///   Without an App Store result the plist alone decides.
    /// - An ignored version is not announced again; SSVC's minimum supported version above the
    ///   running build makes the update mandatory (and then it is announced even if ignored).
    /// - `previewMode` announces every note regardless of versions and ignores.
    /// - A phased rollout holds a release back from checks the app runs by itself, never from one the user
    ///   asked for (`userInitiated`: iVersion's `checkForNewVersion`), as in Sparkle.
    /// The event's `details` are worded in `language` (the alert's) when the notes have translations.
    package static func remote(
        _ configuration: Configuration, state: CheckState, now: Date, osVersion: Version?, feeds: FetchedFeeds,
        userInitiated: Bool = false, language: LanguageTag? = nil
    ) -> Decision<RemoteOutcome> {
        var run = RemoteRun(
            configuration: configuration, now: now, osVersion: osVersion, userInitiated: userInitiated,
            language: language, state: state)
        run.state.lastChecked = now
        var failures = feeds.failures
        let store = storeRelease(feeds, failures: &failures, run: &run)
        let ssvc = supportPolicy(feeds, run: &run)
        let plist = feeds.versionNotes
        let published = releaseFeed(feeds, run: &run)
        let answered = store != nil || plist != nil || published != nil || ssvc != nil
        guard let unavailable = goOn(despite: failures, answered: answered, run: &run) else {
            run.reasons.append("check failed: \(failures.map(\.description).joined(separator: "; "))")
            return run.decided(.failed(failures), [.versionCheckDidFail(failures)])
        }
        let listed = StoreAndPlist(store: store, plist: plist, ssvc: ssvc, mandatory: isMandatory(ssvc, run: &run))
        var decision: Decision<RemoteOutcome>
        if let published {
            let released = releaseFeedDecision(
                published, configuration: configuration, state: run.state, now: now, osVersion: osVersion,
                mandatory: listed.mandatory, userInitiated: userInitiated, language: language, reasons: [])
            if store != nil || plist != nil {
                decision = newer(storeAndPlistDecision(listed, run: run), released)
            } else {
                decision = released
                decision.reasons = run.reasons + released.reasons
            }
        } else {
            decision = storeAndPlistDecision(listed, run: run)
        }
        decision.warnings = unavailable.map(CheckWarning.sourceUnavailable)
        return decision
    }

    /// The App Store's answer, when it is about this app. As iVersion: an app the store does not list is a failure,
    /// unless it was looked up by bundle ID and has a remote plist to go on (not on the store yet, or never meant for
    /// it); the bundle ID is compared whether the lookup was by ID or by bundle ID, so that an App Store ID naming
    /// another app does not announce that app's versions. An App Store ID learnt from `trackId` is kept.
    private static func storeRelease(_ feeds: FetchedFeeds, failures: inout [CheckFailure], run: inout RemoteRun)
        -> AppStoreRelease?
    {
        let configuration = run.configuration
        switch feeds.storeAnswer {
        case .none:
            return nil
        case .some(nil):
            if !feeds.fetchedVersionNotes || configuration.appStoreFeed?.id != nil {
                failures.append(
                    CheckFailure(
                        .appNotFound, source: .appStoreLookup,
                        message: "the application could not be found on the App Store"))
            } else {
                run.reasons.append("the App Store does not list the app; using the remote plist alone")
            }
            return nil
        case let .some(release?):
            guard release.bundleID == configuration.applicationBundleID else {
                let named = release.bundleID.map { "\"\($0)\"" } ?? "(missing)"
                failures.append(
                    CheckFailure(
                        .bundleIDMismatch, source: .appStoreLookup,
                        message:
                            "bundle ID \(named) does not match the expected \"\(configuration.applicationBundleID)\""))
                return nil
            }
            if run.state.appStoreID == nil, configuration.appStoreFeed?.id == nil, let id = release.appID {
                run.state.appStoreID = id
                run.reasons.append("learnt App Store ID \(id)")
            }
            return release
        }
    }

    /// SSVC's answer, stored as the last one read; its problems are this reading's warnings (the checker logs
    /// them), not part of the stored answer.
    private static func supportPolicy(_ feeds: FetchedFeeds, run: inout RemoteRun) -> SSVCResponse? {
        guard let ssvc = feeds.supportPolicy else { return nil }
        run.state.lastSSVCResponse = ssvc
        run.state.lastSSVCResponse?.problems = []
        return ssvc
    }

    /// The release feeds (GitHub releases, appcasts, feeds of the app's own), each read with its own settings
    /// (channels, system, betas), then as one.
    private static func releaseFeed(_ feeds: FetchedFeeds, run: inout RemoteRun) -> ReleaseFeed? {
        let releaseFeeds = feeds.releaseFeeds
        guard !releaseFeeds.isEmpty else { return nil }
        return ReleaseFeed(releases: releaseFeeds.flatMap { selected($0, reasons: &run.reasons) })
    }

    /// The failures to carry on despite, as warnings, or nil when the check has failed. Every listed feed counts:
    /// one that could not be had while another answered is a warning; only when none answered has the check
    /// failed. A store that answered about another app, or does not know the app looked up by its ID, says the
    /// configuration is wrong: that fails the check whatever else answered, as in iVersion.
    private static func goOn(despite failures: [CheckFailure], answered: Bool, run: inout RemoteRun) -> [CheckFailure]?
    {
        guard !failures.isEmpty else { return [] }
        let misconfigured = failures.contains { $0.kind == .bundleIDMismatch || $0.kind == .appNotFound }
        guard !misconfigured, answered else { return nil }
        run.reasons.append(
            "going on with the feeds that answered; \(failures.map(\.description).joined(separator: "; "))")
        return failures
    }

    /// Whether SSVC's minimum supported version is above the running build: the update is then mandatory.
    private static func isMandatory(_ ssvc: SSVCResponse?, run: inout RemoteRun) -> Bool {
        guard let build = run.configuration.applicationBuildNumber,
            ssvc?.isUpdateRequired(runningBuildNumber: build) == true
        else { return false }
        run.reasons.append("SSVC: the running build is below the minimum supported version")
        return true
    }

    /// Of two feeds' decisions on the same check, the one about the newer release: an update beats no update,
    /// and of two updates the newer version is announced, with its own notes, link and date. A release held back
    /// (ignored, delayed, rolling out, for a newer system) is reported over "up to date". Both reasons are kept.
    static func newer(_ listed: Decision<RemoteOutcome>, _ released: Decision<RemoteOutcome>) -> Decision<RemoteOutcome>
    {
        func rank(_ decision: Decision<RemoteOutcome>) -> (Int, Version?) {
            switch decision.outcome {
            case let .updateAvailable(update): (2, update.latestVersion)
            case .noUpdate(.upToDate): (0, nil)
            case .noUpdate: (1, decision.events.compactMap(\.detectedVersion).first)
            case .failed: (-1, nil)
            }
        }
        let (listedRank, releasedRank) = (rank(listed), rank(released))
        let releasedWins: Bool
        if listedRank.0 != releasedRank.0 {
            releasedWins = releasedRank.0 > listedRank.0
        } else if releasedRank.0 > 0, let version = releasedRank.1 {
            // Two updates, or two held-back releases: the newer one.
            releasedWins = listedRank.1.map { version > $0 } ?? true
        } else {
            releasedWins = false
        }
        var chosen = releasedWins ? released : listed
        chosen.reasons = listed.reasons + released.reasons
        return chosen
    }
}
