import Foundation
import LocaleServices

/// One remote check as it goes: what it decides on, and the state and reasons it builds up.
struct RemoteRun {
    let configuration: Configuration
    let now: Date
    let osVersion: Version?
    let userInitiated: Bool
    let language: LanguageTag?
    var state: CheckState
    var reasons: [String] = []

    var running: Version { configuration.applicationVersion }
    var preview: Bool { configuration.previewMode }

    func decided(_ outcome: RemoteOutcome, _ events: [IVersionEvent]) -> Decision<RemoteOutcome> {
        Decision(outcome: outcome, state: state, events: events, reasons: reasons)
    }
}

/// What the App Store, a versions plist and SSVC said: iVersion's inputs.
struct StoreAndPlist {
    let store: AppStoreRelease?
    let plist: VersionsFeed?
    let ssvc: SSVCResponse?
    let mandatory: Bool
}

extension CheckEngine {
    /// The App Store's and the versions plist's decision (iVersion's), SSVC's policy on top, in stages: the
    /// store's OS minimum, the newest version that may be announced, what holds it back, the notes, the answer.
    static func storeAndPlistDecision(_ listed: StoreAndPlist, run: RemoteRun) -> Decision<RemoteOutcome> {
        var run = run
        if let refused = requiresNewerSystem(listed, run: &run) { return refused }
        let latest = newestListed(listed, run: run)
        if let latest, let held = heldBack(latest, listed, run: &run) { return held }
        switch notesToAnnounce(upTo: latest, listed, run: &run) {
        case let .failure(noEntry): return noEntry.decision
        case let .success(releases): return announce(releases, newestListed: latest, listed, run: &run)
        }
    }

    /// iVersion reports a store version the running OS cannot run through versionCheckDidFail (its "OS version not
    /// supported" error).
    private static func requiresNewerSystem(_ listed: StoreAndPlist, run: inout RemoteRun) -> Decision<RemoteOutcome>? {
        guard let store = listed.store, let minimum = store.minimumOSVersion, let os = run.osVersion, os < minimum,
            !run.preview
        else { return nil }
        let why = "App Store version \(store.version) needs OS \(minimum); running \(os)"
        run.reasons.append(why)
        return run.decided(
            .noUpdate(.requiresNewerOS(minimum: minimum)),
            [.versionCheckDidFail([CheckFailure(.osTooOld, source: .appStoreLookup, message: why)])])
    }

    /// The newest version the store or SSVC says is out. SSVC's latest version caps what is announced, like the App
    /// Store's. Its build number, when it sends one and the running build is known, takes precedence over its key
    /// (as SSVC documents): a build that is not newer means nothing newer is out, whatever the key says.
    private static func newestListed(_ listed: StoreAndPlist, run: RemoteRun) -> Version? {
        let build = run.configuration.applicationBuildNumber
        let ssvcLatest = listed.ssvc.flatMap { response -> Version? in
            let buildsCompared = (response.latestVersionNumber ?? 0) > 0 && build != nil
            if buildsCompared, !run.preview,
                !response.isUpdateAvailable(runningVersion: run.running, runningBuildNumber: build)
            {
                return run.running
            }
            return response.latestVersionKey
        }
        return [listed.store?.version, ssvcLatest].compactMap { $0 }.max()
    }

    /// Released too recently to announce (the store's date, or SSVC's, plus the announce delay), or not yet this
    /// installation's turn in the App Store's phased release. Mandatory updates and previews are never held.
    private static func heldBack(_ latest: Version, _ listed: StoreAndPlist, run: inout RemoteRun) -> Decision<
        RemoteOutcome
    >? {
        guard !run.preview, !listed.mandatory, run.running < latest else { return nil }
        let (store, ssvc, now, delay) = (listed.store, listed.ssvc, run.now, run.configuration.announceDelay)
        let released =
            store?.version == latest
            ? store?.releaseDate : ssvc?.latestVersionKey == latest ? ssvc?.latestVersionAvailableSince : nil
        if let released, let from = AnnounceDelay.announcedFrom(released: released, delay: delay), now < from {
            run.reasons.append(AnnounceDelay.reason(latest, released: released, now: now, delay: delay))
            return run.decided(.noUpdate(.announcementDelayed(latest, until: from)), [.didNotDetectNewVersion])
        }
        if run.configuration.appStoreFeed?.phasedRelease == true, store?.version == latest,
            let released = store?.releaseDate,
            let rollout = PhasedRollout.appStore(released: released, now: now, bucket: run.state.rolloutBucket),
            !rollout.includesThisInstallation
        {
            run.reasons.append(rollout.reason(latest))
            return run.decided(
                .noUpdate(.rollingOut(latest, share: rollout.share, until: rollout.reachesThisInstallation)),
                [.didNotDetectNewVersion])
        }
        return nil
    }

    /// A store version the plist leaves out, with no entry below it to announce instead.
    struct NoPlistEntry: Error { let decision: Decision<RemoteOutcome> }

    /// The notes of every version to announce, newest first. With a plist, its entries up to the store's version
    /// (iVersion keeps them: a store version the plist leaves out is not announced itself, the newest entry below
    /// it still is), or the store's notes with `useAppStoreDetailsIfNoPlistEntryFound` or a mandatory update;
    /// without a store, the plist alone decides.
    private static func notesToAnnounce(upTo latest: Version?, _ listed: StoreAndPlist, run: inout RemoteRun)
        -> Result<[VersionNotes], NoPlistEntry>
    {
        let lower: Version? = run.preview ? nil : run.running
        guard let latest else { return .success(listed.plist?.releases(newerThan: lower, upTo: nil) ?? []) }
        var releases: [VersionNotes]
        if let plist = listed.plist, plist.notes(for: latest) != nil {
            releases = plist.releases(newerThan: lower, upTo: latest)
        } else if let plist = listed.plist, !run.configuration.useAppStoreDetailsIfNoPlistEntryFound, !listed.mandatory
        {
            releases = plist.releases(newerThan: lower, upTo: latest)
            run.reasons.append("the remote plist has no entry for \(latest): \(latest) itself is not announced")
            if releases.isEmpty {
                return .failure(
                    NoPlistEntry(decision: run.decided(.noUpdate(.noPlistEntry(latest)), [.didNotDetectNewVersion])))
            }
        } else {
            if listed.plist != nil { run.reasons.append("no plist entry for \(latest); using the App Store's notes") }
            releases = storeNotes(listed.store, version: latest)
        }
        if !run.preview { releases = releases.filter { $0.version > run.running } }
        return .success(releases)
    }

    /// The newest of the notes is announced, with the store's page, date and size when it is the store's version.
    /// A mandatory update with no notes still names the store's version, but only when it is newer: SSVC saying
    /// the build is too old must not announce an older (or the same) version. An ignored version is not announced
    /// again unless the update is mandatory.
    private static func announce(
        _ releases: [VersionNotes], newestListed: Version?, _ listed: StoreAndPlist, run: inout RemoteRun
    ) -> Decision<RemoteOutcome> {
        let mandatoryLatest = newestListed.flatMap { run.preview || run.running < $0 ? $0 : nil }
        guard let latest = releases.first?.version ?? (listed.mandatory ? mandatoryLatest : nil) else {
            run.reasons.append("\(run.running) is the newest version")
            return run.decided(.noUpdate(.upToDate), [.didNotDetectNewVersion])
        }
        let details = self.details(releases, run.configuration, language: run.language)
        let events: [IVersionEvent] = [.didDetectNewVersion(latest, details: details)]
        run.reasons.append("new version \(latest) detected")
        if !run.preview, !listed.mandatory, run.state.ignoredVersion == latest {
            run.reasons.append("\(latest) was ignored by the user")
            return run.decided(.noUpdate(.ignored(latest)), events)
        }
        let (store, ssvc) = (listed.store, listed.ssvc)
        let usesStoreDetails = store?.version == latest
        let update = UpdateDetails(
            latestVersion: latest, releases: releases, isMandatory: listed.mandatory,
            updateURL: run.configuration.resolvedUpdateURL(appStoreID: run.state.appStoreID) ?? store?.storeURL,
            releaseDate: usesStoreDetails
                ? store?.releaseDate : (ssvc?.latestVersionKey == latest ? ssvc?.latestVersionAvailableSince : nil),
            fileSizeBytes: usesStoreDetails ? store?.fileSizeBytes : nil)
        return run.decided(.updateAvailable(update), events)
    }

    private static func storeNotes(_ store: AppStoreRelease?, version: Version) -> [VersionNotes] {
        let lines =
            store?.version == version
            ? (store?.releaseNotes ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            : []
        return [VersionNotes(version: version, lines: lines)]
    }
}
