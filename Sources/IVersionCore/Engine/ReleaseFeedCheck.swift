import Foundation
import LocaleServices

extension CheckEngine {
    /// The releases of one feed this app follows, by the feed's own settings: for this system (`sparkle:os`,
    /// macOS unless the feed says otherwise), with a full download (not only a delta), on a followed channel, a
    /// stable release unless betas are asked for. A release skipped for its system or its delta leaves its reason.
    static func selected(_ feed: ReleaseFeed, reasons: inout [String]) -> [PublishedRelease] {
        let selection = feed.selection
        let system = selection.operatingSystem.lowercased()
        return feed.releases.filter { release in
            let os = release.operatingSystem ?? (release.versionOrder == .sparkle ? "macos" : system)
            if os.lowercased() != system {
                reasons.append("\(release.version) is for \(os), not \(system): skipped")
                return false
            }
            if release.isDeltaOnly {
                reasons.append(
                    "\(release.version) has only a delta update (sparkle:deltaFrom), no full download: skipped")
                return false
            }
            if let channel = release.channel, !selection.channels.contains(channel) { return false }
            return !release.isPrerelease || selection.includesPrereleases
        }
    }

    /// The remote decision when release feeds (GitHub releases, a Sparkle appcast) are the source.
    ///
    /// A release counts when it is for this OS (`sparkle:os`, macOS unless configured) and has a full
    /// download (not only a delta), is newer than the running app (appcast items as Sparkle compares them,
    /// see ``isNewer(_:than:)``), on a channel the app follows, a stable release (or betas are asked for),
    /// and runs on this OS version (`minimumSystemVersion`, `maximumSystemVersion`). Each skipped release
    /// leaves its reason. Of those, the ones past their announce delay and — for checks the app runs by
    /// itself, not those the user asks for — their phased rollout can be announced; as in Sparkle, a
    /// minor update is preferred to a major upgrade (`minimumAutoupdateVersion` above the running app),
    /// and the ignored version hides what Sparkle's skipped update hides (see ``hiddenByIgnoring(_:state:configuration:)``).
    /// The chosen release's page, date, size and criticality go with it; every newer release up to it
    /// gives its notes. It is mandatory when it is critical for the running version (or SSVC says so),
    /// informational (Learn More, no download) when it says so for the running version.
    static func releaseFeedDecision(
        _ feed: ReleaseFeed, configuration: Configuration, state: CheckState, now: Date, osVersion: Version?,
        mandatory: Bool,
        userInitiated: Bool = false, language: LanguageTag? = nil, reasons: [String]
    ) -> Decision<RemoteOutcome> {
        var run = RemoteRun(
            configuration: configuration, now: now, osVersion: osVersion, userInitiated: userInitiated,
            language: language, state: state, reasons: reasons)
        let candidates = feed.releases.filter { runs($0, run: &run) }
        var held: HeldRelease?
        let announceable = candidates.filter { isDue($0, mandatory: mandatory, held: &held, run: &run) }
        let hidden: (PublishedRelease) -> Bool =
            run.preview || mandatory
            ? { _ in false } : hiddenByIgnoring(feed, state: state, configuration: configuration)
        let visible = announceable.filter { !hidden($0) }
        // Sparkle prefers an update the app can take in its stride to a major upgrade.
        guard let latest = visible.first(where: { !isMajorUpgrade($0, for: configuration) }) ?? visible.first else {
            return nothingToAnnounce(announceable, held: held, run: &run)
        }
        return announce(latest, announceable: announceable, mandatory: mandatory, run: &run)
    }

    /// A release newer than the running app (any, in preview) that runs on this OS version.
    private static func runs(_ release: PublishedRelease, run: inout RemoteRun) -> Bool {
        guard run.preview || isNewer(release, than: run.configuration) else { return false }
        guard !run.preview, let os = run.osVersion else { return true }
        if let minimum = release.minimumSystemVersion, os < minimum {
            run.reasons.append("\(release.version) needs OS \(minimum); running \(os)")
            return false
        }
        if let maximum = release.maximumSystemVersion, maximum < os {
            run.reasons.append("\(release.version) runs on OS \(maximum) at most; running \(os)")
            return false
        }
        return true
    }

    /// The first release held back by its announce delay or its phased rollout, and until when.
    struct HeldRelease {
        let version: Version
        let date: Date
        let rollingOut: Double?
    }

    /// A release past its announce delay and, for checks the app runs by itself, its phased rollout. Critical
    /// updates, like SSVC's mandatory ones, skip delays and rollouts (Sparkle's rule for rollouts).
    private static func isDue(
        _ release: PublishedRelease, mandatory: Bool, held: inout HeldRelease?, run: inout RemoteRun
    )
        -> Bool
    {
        let configuration = run.configuration
        guard !run.preview, !mandatory, !isCritical(release, for: configuration), let date = release.date else {
            return true
        }
        if let from = AnnounceDelay.announcedFrom(released: date, delay: configuration.announceDelay), run.now < from {
            run.reasons.append(
                AnnounceDelay.reason(release.version, released: date, now: run.now, delay: configuration.announceDelay))
            if held == nil { held = HeldRelease(version: release.version, date: from, rollingOut: nil) }
            return false
        }
        if let interval = release.phasedRolloutInterval,
            let rollout = PhasedRollout.sparkle(
                released: date, interval: interval, now: run.now, bucket: run.state.rolloutBucket),
            !rollout.includesThisInstallation
        {
            if run.userInitiated {
                run.reasons.append("\(release.version) is rolling out in phases; the user asked, so it is offered now")
                return true
            }
            run.reasons.append(rollout.reason(release.version))
            if held == nil {
                held = HeldRelease(
                    version: release.version, date: rollout.reachesThisInstallation, rollingOut: rollout.share)
            }
            return false
        }
        return true
    }

    /// Nothing visible to announce: the release the user ignored, else the one held back, else up to date.
    private static func nothingToAnnounce(_ announceable: [PublishedRelease], held: HeldRelease?, run: inout RemoteRun)
        -> Decision<RemoteOutcome>
    {
        let configuration = run.configuration
        if let ignored = announceable.first(where: { !isMajorUpgrade($0, for: configuration) }) ?? announceable.first {
            run.reasons.append("\(ignored.version) was ignored by the user")
            let details = details(announceable.map(\.notes), configuration, language: run.language)
            return run.decided(
                .noUpdate(.ignored(ignored.version)), [.didDetectNewVersion(ignored.version, details: details)])
        }
        if let held {
            let reason: NoUpdateReason =
                held.rollingOut.map { .rollingOut(held.version, share: $0, until: held.date) }
                ?? .announcementDelayed(held.version, until: held.date)
            return run.decided(.noUpdate(reason), [.didNotDetectNewVersion])
        }
        run.reasons.append("\(run.running) is the newest version")
        return run.decided(.noUpdate(.upToDate), [.didNotDetectNewVersion])
    }

    /// The chosen release, with its page, date, size and criticality, and the notes of every newer release up
    /// to it. Mandatory when critical for the running version (or SSVC says so); informational (Learn More, no
    /// download) when it says so for the running version.
    private static func announce(
        _ latest: PublishedRelease, announceable: [PublishedRelease], mandatory: Bool, run: inout RemoteRun
    ) -> Decision<RemoteOutcome> {
        let (configuration, running) = (run.configuration, run.running)
        if isMajorUpgrade(latest, for: configuration), let minimum = latest.minimumAutoupdateVersion {
            run.reasons.append("\(latest.version) is a major upgrade (sparkle:minimumAutoupdateVersion \(minimum))")
        }
        let releases = announceable.drop { $0 != latest }.map(\.notes)
        let informational = !mandatory && isInformational(latest, for: configuration)
        let isMandatory = mandatory || (!informational && isCritical(latest, for: configuration))
        if isMandatory, !mandatory {
            run.reasons.append("\(latest.version) is a critical update for \(running): the update is mandatory")
        }
        if informational {
            run.reasons.append("\(latest.version) is an informational update for \(running): nothing to download")
        }
        run.reasons.append("new version \(latest.version) detected")
        var update = UpdateDetails(
            latestVersion: latest.version, releases: releases, isMandatory: isMandatory,
            updateURL: informational
                ? latest.infoURL ?? latest.releaseNotesURL ?? configuration.updateURL
                : configuration.updateURL ?? latest.url,
            releaseDate: latest.date, fileSizeBytes: informational ? nil : latest.downloadSize)
        update.isInformational = informational
        update.releaseNotesURL = latest.releaseNotesURL
        update.localizedReleaseNotesURLs = latest.localizedReleaseNotesURLs
        let details = details(releases, configuration, language: run.language)
        return run.decided(.updateAvailable(update), [.didDetectNewVersion(latest.version, details: details)])
    }

    /// Whether a release is newer than the running app. An appcast item is compared as Sparkle compares
    /// it, under Sparkle's rule: its `sparkle:version` against the running build number when that is
    /// known, else its version against the running version. Other releases: by build number when the
    /// release names a numeric one and the running one is known, else by version.
    static func isNewer(_ release: PublishedRelease, than configuration: Configuration) -> Bool {
        if release.versionOrder == .sparkle {
            let (running, item) = sparkleVersions(release, configuration)
            return VersionOrder.sparkle.isOlder(running, than: item)
        }
        if let build = release.build.flatMap({ UInt64($0.trimmingCharacters(in: .whitespaces)) }),
            let running = configuration.applicationBuildNumber
        {
            return build > running
        }
        return configuration.applicationVersion < release.version
    }

    /// The running app's version as an appcast item's conditions see it (the build number, when known and
    /// the item names a build, as Sparkle compares `CFBundleVersion`), and the item's own.
    private static func sparkleVersions(_ release: PublishedRelease, _ configuration: Configuration) -> (
        running: Version, item: Version
    ) {
        if release.build != nil, let build = configuration.applicationBuildNumber, let running = Version(String(build))
        {
            return (running, release.comparedVersion)
        }
        return (configuration.applicationVersion, release.version)
    }

    /// The running version as `release`'s conditions compare it.
    private static func runningVersion(for release: PublishedRelease, _ configuration: Configuration) -> Version {
        release.versionOrder == .sparkle
            ? sparkleVersions(release, configuration).running : configuration.applicationVersion
    }

    /// Critical for the running version (`sparkle:criticalUpdate`, below its `sparkle:version` if it has one).
    static func isCritical(_ release: PublishedRelease, for configuration: Configuration) -> Bool {
        release.criticalFor?.contains(runningVersion(for: release, configuration), order: release.versionOrder) ?? false
    }

    /// Informational for the running version (`sparkle:informationalUpdate`, limited by the versions in it).
    static func isInformational(_ release: PublishedRelease, for configuration: Configuration) -> Bool {
        release.informationalFor?.contains(runningVersion(for: release, configuration), order: release.versionOrder)
            ?? false
    }

    /// A major upgrade for the running version: it is below the item's `sparkle:minimumAutoupdateVersion`.
    static func isMajorUpgrade(_ release: PublishedRelease, for configuration: Configuration) -> Bool {
        guard let minimum = release.minimumAutoupdateVersion else { return false }
        return release.versionOrder.isOlder(runningVersion(for: release, configuration), than: minimum)
    }

    /// What the one ignored version hides, read as Sparkle's skipped update from the release it names:
    /// - the ignored version and every release below it (iVersion: an ignored newest version silences the
    ///   check until a newer one is out), unless:
    /// - when it names an appcast item that is a major upgrade for the running app, every item whose
    ///   `minimumAutoupdateVersion` is at or below that item's, unless the item's
    ///   `ignoreSkippedUpgradesBelowVersion` is above the ignored version (Sparkle's skipped major
    ///   version); minor updates below it stay visible;
    /// - when it names any other appcast item, every item at or below it (Sparkle's skipped minor version).
    static func hiddenByIgnoring(_ feed: ReleaseFeed, state: CheckState, configuration: Configuration) -> (
        PublishedRelease
    ) -> Bool {
        guard let ignored = state.ignoredVersion else { return { _ in false } }
        guard let skipped = feed.releases.first(where: { $0.version == ignored }), skipped.versionOrder == .sparkle
        else {
            return { $0.version <= ignored }
        }
        let order = VersionOrder.sparkle
        if isMajorUpgrade(skipped, for: configuration), let major = skipped.minimumAutoupdateVersion {
            return { release in
                if release.version == ignored { return true }
                guard release.versionOrder == .sparkle, let minimum = release.minimumAutoupdateVersion,
                    !order.isOlder(major, than: minimum)
                else { return false }
                return release.ignoreSkippedUpgradesBelowVersion.map {
                    !order.isOlder(skipped.comparedVersion, than: $0)
                } ?? true
            }
        }
        return { release in
            release.version == ignored
                || (release.versionOrder == .sparkle
                    && !order.isOlder(skipped.comparedVersion, than: release.comparedVersion))
        }
    }
}
