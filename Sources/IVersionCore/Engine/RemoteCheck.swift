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
        var state = state
        state.lastChecked = now
        var reasons: [String] = []
        var failures = feeds.failures
        let running = configuration.applicationVersion
        let preview = configuration.previewMode

        func decided(_ outcome: RemoteOutcome, _ events: [IVersionEvent]) -> Decision<RemoteOutcome> {
            Decision(outcome: outcome, state: state, events: events, reasons: reasons)
        }
        func failed() -> Decision<RemoteOutcome> {
            reasons.append("check failed: \(failures.map(\.description).joined(separator: "; "))")
            return decided(.failed(failures), [.versionCheckDidFail(failures)])
        }

        // 1. The App Store.
        var store: AppStoreRelease?
        switch feeds.storeAnswer {
        case .none: break
        case .some(nil):
            // As iVersion: an app the store does not list is a failure, unless it was looked up by bundle ID
            // and has a remote plist to go on (not on the store yet, or never meant for it).
            if !feeds.fetchedVersionNotes || configuration.appStoreFeed?.id != nil {
                failures.append(
                    CheckFailure(
                        .appNotFound, source: .appStoreLookup,
                        message: "the application could not be found on the App Store"))
            } else {
                reasons.append("the App Store does not list the app; using the remote plist alone")
            }
        case let .some(release?):
            // iVersion compares the bundle ID whether the lookup was by ID or by bundle ID: an App Store ID
            // that names another app must not announce that app's versions.
            if release.bundleID != configuration.applicationBundleID {
                failures.append(
                    CheckFailure(
                        .bundleIDMismatch, source: .appStoreLookup,
                        message:
                            "bundle ID \(release.bundleID.map { "\"\($0)\"" } ?? "(missing)") does not match the expected \"\(configuration.applicationBundleID)\""
                    ))
            } else {
                if state.appStoreID == nil, configuration.appStoreFeed?.id == nil, let id = release.appID {
                    state.appStoreID = id
                    reasons.append("learnt App Store ID \(id)")
                }
                store = release
            }
        }

        // 2. SSVC.
        let ssvc = feeds.supportPolicy
        if let ssvc {
            // Its problems are this reading's warnings (the checker logs them), not part of the stored answer.
            state.lastSSVCResponse = ssvc
            state.lastSSVCResponse?.problems = []
        }

        // 3. The remote plist.
        let plist = feeds.versionNotes

        // 4. Release feeds (GitHub releases, appcasts, feeds of the app's own), each read with its own settings
        // (channels, system, betas), then as one.
        let releaseFeeds = feeds.releaseFeeds
        let published =
            releaseFeeds.isEmpty
            ? nil : ReleaseFeed(releases: releaseFeeds.flatMap { Self.selected($0, reasons: &reasons) })
        // Every listed feed counts: one that could not be had while another answered is a warning, and the check
        // goes on with those that answered; only when none answered has the check failed. A store that answered
        // about another app, or does not know the app looked up by its ID, says the configuration is wrong: that
        // fails the check whatever else answered, as in iVersion.
        var unavailable: [CheckFailure] = []
        if !failures.isEmpty {
            let misconfigured = failures.contains { $0.kind == .bundleIDMismatch || $0.kind == .appNotFound }
            guard !misconfigured, store != nil || plist != nil || published != nil || ssvc != nil else {
                return failed()
            }
            reasons.append(
                "going on with the feeds that answered; \(failures.map(\.description).joined(separator: "; "))")
            (unavailable, failures) = (failures, [])
        }
        func withWarnings(_ decision: Decision<RemoteOutcome>) -> Decision<RemoteOutcome> {
            var decision = decision
            decision.warnings = unavailable.map(CheckWarning.sourceUnavailable)
            return decision
        }

        let mandatory =
            configuration.applicationBuildNumber.map { ssvc?.isUpdateRequired(runningBuildNumber: $0) ?? false }
            ?? false
        if mandatory { reasons.append("SSVC: the running build is below the minimum supported version") }

        /// The App Store's and the versions plist's decision (iVersion's), SSVC's policy on top.
        func storeAndPlistDecision() -> Decision<RemoteOutcome> {
            if let minimum = store?.minimumOSVersion, let os = osVersion, os < minimum, !preview {
                let why = "App Store version \(store!.version) needs OS \(minimum); running \(os)"
                reasons.append(why)
                // iVersion reports this through versionCheckDidFail (its "OS version not supported" error).
                return decided(
                    .noUpdate(.requiresNewerOS(minimum: minimum)),
                    [.versionCheckDidFail([CheckFailure(.osTooOld, source: .appStoreLookup, message: why)])])
            }

            // 4. The newest version that may be announced, and its notes.
            // SSVC's latest version caps what is announced, like the App Store's. Its build number, when it
            // sends one and the running build is known, takes precedence over its key (as SSVC documents):
            // a build that is not newer means nothing newer is out, whatever the key says.
            let ssvcLatest = ssvc.flatMap { response -> Version? in
                let buildsCompared =
                    (response.latestVersionNumber ?? 0) > 0 && configuration.applicationBuildNumber != nil
                if buildsCompared, !preview,
                    !response.isUpdateAvailable(
                        runningVersion: running, runningBuildNumber: configuration.applicationBuildNumber)
                {
                    return running
                }
                return response.latestVersionKey
            }
            let storeLatest = [store?.version, ssvcLatest].compactMap { $0 }.max()
            // Released too recently to announce: the store's date, or SSVC's, plus the announce delay.
            if let storeLatest, !preview, !mandatory, running < storeLatest {
                let released =
                    store?.version == storeLatest
                    ? store?.releaseDate
                    : ssvc?.latestVersionKey == storeLatest ? ssvc?.latestVersionAvailableSince : nil
                if let released,
                    let from = AnnounceDelay.announcedFrom(released: released, delay: configuration.announceDelay),
                    now < from
                {
                    reasons.append(
                        AnnounceDelay.reason(
                            storeLatest, released: released, now: now, delay: configuration.announceDelay))
                    return decided(.noUpdate(.announcementDelayed(storeLatest, until: from)), [.didNotDetectNewVersion])
                }
                if configuration.appStoreFeed?.phasedRelease == true, store?.version == storeLatest,
                    let released = store?.releaseDate,
                    let rollout = PhasedRollout.appStore(released: released, now: now, bucket: state.rolloutBucket),
                    !rollout.includesThisInstallation
                {
                    reasons.append(rollout.reason(storeLatest))
                    return decided(
                        .noUpdate(
                            .rollingOut(storeLatest, share: rollout.share, until: rollout.reachesThisInstallation)),
                        [.didNotDetectNewVersion])
                }
            }
            var releases: [VersionNotes]
            if let storeLatest {
                let lower: Version? = preview ? nil : running
                if let plist {
                    if plist.notes(for: storeLatest) != nil {
                        releases = plist.releases(newerThan: lower, upTo: storeLatest)
                    } else if configuration.useAppStoreDetailsIfNoPlistEntryFound || mandatory {
                        releases = storeNotes(store, version: storeLatest)
                        reasons.append("no plist entry for \(storeLatest); using the App Store's notes")
                    } else {
                        // iVersion keeps the plist's entries up to the store's version: the newest of them is
                        // announced, the store's own version (left out of the plist) is not.
                        releases = plist.releases(newerThan: lower, upTo: storeLatest)
                        reasons.append(
                            "the remote plist has no entry for \(storeLatest): \(storeLatest) itself is not announced")
                        if releases.isEmpty {
                            return decided(.noUpdate(.noPlistEntry(storeLatest)), [.didNotDetectNewVersion])
                        }
                    }
                } else {
                    releases = storeNotes(store, version: storeLatest)
                }
                if !preview { releases = releases.filter { $0.version > running } }
            } else if let plist {
                releases = plist.releases(newerThan: preview ? nil : running, upTo: nil)
            } else {
                releases = []
            }

            // A mandatory update with no notes still names the store's version, but only when it is
            // newer: SSVC saying the build is too old must not announce an older (or the same) version.
            let mandatoryLatest = storeLatest.flatMap { preview || running < $0 ? $0 : nil }
            guard let latest = releases.first?.version ?? (mandatory ? mandatoryLatest : nil) else {
                reasons.append("\(running) is the newest version")
                return decided(.noUpdate(.upToDate), [.didNotDetectNewVersion])
            }
            let details = self.details(releases, configuration, language: language)
            let events: [IVersionEvent] = [.didDetectNewVersion(latest, details: details)]
            reasons.append("new version \(latest) detected")

            if !preview, !mandatory, state.ignoredVersion == latest {
                reasons.append("\(latest) was ignored by the user")
                return decided(.noUpdate(.ignored(latest)), events)
            }
            let usesStoreDetails = store?.version == latest
            let update = UpdateDetails(
                latestVersion: latest, releases: releases, isMandatory: mandatory,
                updateURL: configuration.resolvedUpdateURL(appStoreID: state.appStoreID) ?? store?.storeURL,
                releaseDate: usesStoreDetails
                    ? store?.releaseDate : (ssvc?.latestVersionKey == latest ? ssvc?.latestVersionAvailableSince : nil),
                fileSizeBytes: usesStoreDetails ? store?.fileSizeBytes : nil)
            return decided(.updateAvailable(update), events)
        }

        if let published {
            let releaseFeed = releaseFeedDecision(
                published, configuration: configuration, state: state, now: now, osVersion: osVersion,
                mandatory: mandatory, userInitiated: userInitiated, language: language, reasons: [])
            guard store != nil || plist != nil else {
                return withWarnings(
                    Decision(
                        outcome: releaseFeed.outcome, state: releaseFeed.state, events: releaseFeed.events,
                        reasons: reasons + releaseFeed.reasons))
            }
            let listed = storeAndPlistDecision()
            return withWarnings(Self.newer(listed, releaseFeed))
        }
        return withWarnings(storeAndPlistDecision())

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

    private static func storeNotes(_ store: AppStoreRelease?, version: Version) -> [VersionNotes] {
        let lines =
            store?.version == version
            ? (store?.releaseNotes ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            : []
        return [VersionNotes(version: version, lines: lines)]
    }
}
