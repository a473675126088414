import Foundation

extension CheckEngine {
    /// The remote decision when a release feed (GitHub releases) is the source: every release newer than
    /// the running version (betas only when `includesPrereleases`) that is past its announce delay is
    /// announced, the newest one's page, date and download size with it. A newer release still inside its
    /// delay is held back, and an older one that is past it is announced meanwhile.
    static func releaseFeedDecision(
        _ feed: ReleaseFeed, configuration: Configuration, state: CheckState, now: Date, mandatory: Bool, reasons: [String]
    ) -> Decision<RemoteOutcome> {
        var reasons = reasons
        let preview = configuration.previewMode
        let running = configuration.applicationVersion
        func decided(_ outcome: RemoteOutcome, _ events: [IVersionEvent]) -> Decision<RemoteOutcome> {
            Decision(outcome: outcome, state: state, events: events, reasons: reasons)
        }
        let newer = feed.releases.filter { release in
            (preview || running < release.version) && (configuration.includesPrereleases || !release.isPrerelease)
        }
        var heldUntil: (version: Version, date: Date)?
        let announceable = newer.filter { release in
            guard !preview, !mandatory, let date = release.date,
                  let from = AnnounceDelay.announcedFrom(released: date, delayDays: configuration.announceDelay), now < from else { return true }
            reasons.append(AnnounceDelay.reason(release.version, released: date, now: now, delayDays: configuration.announceDelay))
            if heldUntil == nil { heldUntil = (release.version, from) }
            return false
        }
        guard let latest = announceable.first else {
            if let heldUntil {
                return decided(.noUpdate(.announcementDelayed(heldUntil.version, until: heldUntil.date)), [.didNotDetectNewVersion])
            }
            reasons.append("\(running) is the newest version")
            return decided(.noUpdate(.upToDate), [.didNotDetectNewVersion])
        }
        let releases = announceable.map(\.notes)
        reasons.append("new version \(latest.version) detected")
        let events: [IVersionEvent] = [.didDetectNewVersion(latest.version, details: plainText(releases))]
        if !preview, !mandatory, state.ignoredVersion == latest.version {
            reasons.append("\(latest.version) was ignored by the user")
            return decided(.noUpdate(.ignored(latest.version)), events)
        }
        let update = UpdateDetails(
            latestVersion: latest.version, releases: releases, isMandatory: mandatory,
            updateURL: configuration.updateURL ?? latest.url, releaseDate: latest.date, fileSizeBytes: latest.downloadSize)
        return decided(.updateAvailable(update), events)
    }
}
