import Foundation

extension CheckEngine {
    /// The remote decision when release feeds (GitHub releases, a Sparkle appcast) are the source.
    ///
    /// A release counts when it is newer than the running app (its build compared with the running build
    /// number when both are numbers, else the versions), on a channel the app follows, a stable release
    /// (or betas are asked for), and runs on this OS. Of those, every one past its announce delay and
    /// its phased rollout is announced, the newest one's page, date and download size with it; a critical
    /// one makes the update mandatory (and mandatory updates skip delays and rollouts). A newer release
    /// still held back leaves an older one to be announced meanwhile.
    static func releaseFeedDecision(
        _ feed: ReleaseFeed, configuration: Configuration, state: CheckState, now: Date, osVersion: Version?, mandatory: Bool,
        reasons: [String]
    ) -> Decision<RemoteOutcome> {
        var reasons = reasons
        let preview = configuration.previewMode
        let running = configuration.applicationVersion
        func decided(_ outcome: RemoteOutcome, _ events: [IVersionEvent]) -> Decision<RemoteOutcome> {
            Decision(outcome: outcome, state: state, events: events, reasons: reasons)
        }
        let candidates = feed.releases.filter { release in
            guard preview || isNewer(release, than: configuration) else { return false }
            if let channel = release.channel, !configuration.updateChannels.contains(channel) { return false }
            if release.isPrerelease, !configuration.includesPrereleases { return false }
            if let minimum = release.minimumSystemVersion, let os = osVersion, os < minimum, !preview {
                reasons.append("\(release.version) needs OS \(minimum); running \(os)")
                return false
            }
            return true
        }
        let isMandatory = mandatory || candidates.contains(where: \.isCritical)
        if candidates.contains(where: \.isCritical), !mandatory { reasons.append("a critical update is out: the update is mandatory") }
        var heldUntil: (version: Version, date: Date, rollingOut: Double?)?
        let announceable = candidates.filter { release in
            guard !preview, !isMandatory, let date = release.date else { return true }
            if let from = AnnounceDelay.announcedFrom(released: date, delayDays: configuration.announceDelay), now < from {
                reasons.append(AnnounceDelay.reason(release.version, released: date, now: now, delayDays: configuration.announceDelay))
                if heldUntil == nil { heldUntil = (release.version, from, nil) }
                return false
            }
            if let interval = release.phasedRolloutInterval,
               let rollout = PhasedRollout.sparkle(released: date, interval: interval, now: now, bucket: state.rolloutBucket),
               !rollout.includesThisInstallation {
                reasons.append(rollout.reason(release.version))
                if heldUntil == nil { heldUntil = (release.version, date, rollout.share) }
                return false
            }
            return true
        }
        guard let latest = announceable.first else {
            if let heldUntil {
                let reason: NoUpdateReason = heldUntil.rollingOut.map { .rollingOut(heldUntil.version, share: $0) }
                    ?? .announcementDelayed(heldUntil.version, until: heldUntil.date)
                return decided(.noUpdate(reason), [.didNotDetectNewVersion])
            }
            reasons.append("\(running) is the newest version")
            return decided(.noUpdate(.upToDate), [.didNotDetectNewVersion])
        }
        let releases = announceable.map(\.notes)
        reasons.append("new version \(latest.version) detected")
        let events: [IVersionEvent] = [.didDetectNewVersion(latest.version, details: details(releases, configuration))]
        if !preview, !isMandatory, state.ignoredVersion == latest.version {
            reasons.append("\(latest.version) was ignored by the user")
            return decided(.noUpdate(.ignored(latest.version)), events)
        }
        let update = UpdateDetails(
            latestVersion: latest.version, releases: releases, isMandatory: isMandatory,
            updateURL: configuration.updateURL ?? latest.url, releaseDate: latest.date, fileSizeBytes: latest.downloadSize)
        return decided(.updateAvailable(update), events)
    }

    /// Whether a release is newer than the running app: by build number when the release names a numeric
    /// build and the running one is known (as Sparkle compares `sparkle:version`), else by version.
    static func isNewer(_ release: PublishedRelease, than configuration: Configuration) -> Bool {
        if let build = release.build.flatMap({ UInt64($0.trimmingCharacters(in: .whitespaces)) }),
           let running = configuration.applicationBuildNumber {
            return build > running
        }
        return configuration.applicationVersion < release.version
    }
}
