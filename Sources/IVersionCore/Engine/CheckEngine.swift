import Foundation
import IVersionSupport
import LocaleServices
import Strings

/// iVersion's decisions as pure functions: configuration, stored state, the current date and the
/// fetched feeds go in; an outcome, the state to store and the notifications come out. Nothing
/// here touches the network, the disk or the clock, and nothing here asks the app's delegate:
/// `VersionChecker` (in the `IVersion` module) does the asking and the I/O around one call.
///
/// A check is two steps, a question and a decision:
/// ```swift
/// let permission = CheckEngine.permission(configuration, state: stored, now: now, request: .launch)
/// let remote: RemoteInput = permission.isAllowed ? .fetched(try await fetchFeeds()) : .notChecked(permission)
/// let decision = CheckEngine.decide(CheckInput(configuration: configuration, state: stored, now: now,
///                                              localFeed: notes, remote: remote))
/// store(decision.state)
/// ```
/// An answer is one call: ``respond(_:to:state:configuration:now:)``.
@_spi(Engine) public enum CheckEngine {
    // MARK: The check

    /// Whether the remote step of `request` may run now, asked before fetching anything.
    ///
    /// Not within `remindPeriod` of a reminder, else not within `checkPeriod` of the
    /// last check; `previewMode` and a forced request ignore both. A launch into a newer version
    /// clears the reminder first (as iVersion's local step does), and stored dates far in the
    /// future count as now (see ``resettingFutureDates(_:now:)``). The delegate's
    /// `shouldCheckForNewVersion` is the caller's to ask when this says ``CheckPermission/allowed``
    /// for a request that is not forced.
    public static func permission(
        _ configuration: Configuration, state: CheckState, now: Date, request: CheckRequest
    ) -> CheckPermission {
        switch request.remote {
        case .skip:
            return .notRequested
        case .forced:
            return configuration.hasRemoteSource ? .allowed : .nothingToCheck
        case .ifAllowed:
            var state = resettingFutureDates(state, now: now).state
            if request.showsLocalNotes, clearsReminder(configuration, state: state) { state.lastReminded = nil }
            return periodPermission(configuration, state: state, now: now)
        }
    }

    /// The decision of one check: the local notes (when asked), then the remote outcome on the feeds
    /// the caller fetched. The runtime calls this once per check.
    public static func decide(_ input: CheckInput) -> CheckDecision {
        let configuration = input.configuration
        var (state, warnings) = resettingFutureDates(input.state, now: input.now)
        var reasons: [String] = []
        var events: [IVersionEvent] = []
        var local: LocalOutcome?
        if input.request.showsLocalNotes {
            let decided = self.local(configuration, state: state, localFeed: input.localFeed)
            local = decided.outcome
            state = decided.state
            reasons += decided.reasons
            events += decided.events
        }
        switch input.remote {
        case let .notChecked(permission):
            reasons.append(
                permission == .notRequested
                    ? "no remote check: only the local notes were asked for"
                    : "no remote check: \(permission)")
            return CheckDecision(
                local: local, permission: permission, remote: nil, state: state, events: events,
                reasons: reasons, warnings: warnings)
        case let .fetched(feeds):
            let decided = remote(
                configuration, state: state, now: input.now, osVersion: input.osVersion, feeds: feeds,
                userInitiated: input.request.remote == .forced, language: input.language)
            reasons += decided.reasons
            events += decided.events
            return CheckDecision(
                local: local, permission: .allowed, remote: decided.outcome, state: decided.state,
                events: events, reasons: reasons, warnings: warnings + decided.warnings)
        }
    }

    // MARK: Local notes

    /// The "new in this version" step of ``decide(_:)`` (iVersion's `checkIfNewVersion`).
    ///
    /// After an upgrade, the notes of every version newer than the last launched one (up to the
    /// running one) are shown, newest first, and the reminder is cleared. A first install shows
    /// the running version's notes only when `showOnFirstLaunch` is on; otherwise it is recorded
    /// silently. `previewMode` always shows every note. The state records the running version once
    /// the notes are seen (``respond(_:to:state:configuration:now:)`` with `.ok`), so an alert the
    /// user never dismissed comes back at the next launch, as in iVersion.
    package static func local(
        _ configuration: Configuration, state: CheckState, localFeed: VersionsFeed?
    ) -> Decision<LocalOutcome> {
        let running = configuration.applicationVersion
        var state = state
        var reasons: [String] = []
        func finish(_ reason: NothingToShowReason, record: Bool) -> Decision<LocalOutcome> {
            if record {
                state.lastVersion = running
                state.viewedVersionDetails = true
            }
            return Decision(outcome: .nothingToShow(reason), state: state, events: [], reasons: reasons)
        }

        let releases: [VersionNotes]
        if configuration.previewMode {
            reasons.append("preview mode: showing every local note")
            releases = localFeed?.releases ?? []
        } else if let last = state.lastVersion {
            guard running > last else {
                reasons.append("\(running) is not newer than the last launched version \(last)")
                return finish(.notUpgraded, record: false)
            }
            reasons.append("upgraded from \(last) to \(running)")
            releases = localFeed?.releases(newerThan: last, upTo: running) ?? []
        } else if configuration.showOnFirstLaunch {
            reasons.append("first launch of \(running), showOnFirstLaunch is on")
            releases = localFeed?.notes(for: running).map { [$0] } ?? []
        } else {
            reasons.append("first launch of \(running): recorded without showing notes")
            return finish(.firstLaunch, record: true)
        }
        // Reaching here means the user is in a new version (or previewing): iVersion clears the
        // reminder so that the update check is not held back by a reminder about this version.
        state.lastReminded = nil
        guard localFeed != nil else {
            reasons.append("no local versions plist")
            return finish(.noLocalFeed, record: true)
        }
        guard !releases.isEmpty else {
            reasons.append("the local versions plist has no notes for this version")
            return finish(.noNotes, record: true)
        }
        state.viewedVersionDetails = false
        reasons.append("showing notes of \(releases.map(\.version.text).concatenated(separator: ", "))")
        return Decision(
            outcome: .show(LocalNotes(version: running, releases: releases)), state: state, events: [], reasons: reasons
        )
    }

    // MARK: Whether to check

    /// Whether the local step leaves the reminder cleared: iVersion clears it whenever the user is in a
    /// new version (or previewing), so a reminder about an older version does not hold the check back.
    static func clearsReminder(_ configuration: Configuration, state: CheckState) -> Bool {
        if configuration.previewMode { return true }
        if let last = state.lastVersion { return configuration.applicationVersion > last }
        return configuration.showOnFirstLaunch
    }

    /// The remind and check periods (iVersion's `shouldCheckForNewVersion` without the delegate).
    static func periodPermission(_ configuration: Configuration, state: CheckState, now: Date) -> CheckPermission {
        guard configuration.hasRemoteSource else {
            return .nothingToCheck
        }
        if !configuration.previewMode {
            if let reminded = state.lastReminded {
                let until = reminded.addingTimeInterval(configuration.remindPeriod.periodSeconds)
                if now < until { return .remindPeriodNotElapsed(until: until) }
            } else if let checked = state.lastChecked, configuration.checkPeriod.periodSeconds > 0 {
                // A period of 0 is iVersion's "check every time": no stored instant, however it was
                // rounded, holds a check back.
                let until = checked.addingTimeInterval(configuration.checkPeriod.periodSeconds)
                if now < until { return .checkPeriodNotElapsed(until: until) }
            }
        }
        return .allowed
    }

    // MARK: User responses

    /// The state change and notifications for the user's answer to an alert, exactly as iVersion:
    /// OK records the running version's notes as seen; Download clears the reminder; Ignore
    /// records the version as ignored and clears the reminder; Remind records the time.
    /// - Parameters:
    ///   - response: the button pressed.
    ///   - version: the version the alert was about (the running one for "new in this version").
    ///   - state: the stored state the answer changes.
    ///   - configuration: the app's configuration.
    ///   - now: the time of the answer (a reminder counts from it).
    /// - Returns: the decision: the new state to store, the notifications to send, and why.
    public static func respond(
        _ response: UserResponse, to version: Version, state: CheckState, configuration: Configuration, now: Date
    ) -> Decision<UserResponse> {
        var state = state
        var events: [IVersionEvent] = []
        var reasons: [String] = []
        switch response {
        case .ok:
            state.lastVersion = configuration.applicationVersion
            state.viewedVersionDetails = true
            reasons.append("notes of \(configuration.applicationVersion) seen")
        case .download:
            state.lastReminded = nil
            events.append(.userDidAttemptToDownloadUpdate(version))
            reasons.append("download of \(version) requested")
        case .ignore:
            state.ignoredVersion = version
            state.lastReminded = nil
            events.append(.userDidIgnoreUpdate(version))
            reasons.append("\(version) will not be announced again")
        case .remind:
            state.lastReminded = now
            events.append(.userDidRequestReminderForUpdate(version))
            reasons.append("reminder in \(AnnounceDelay.duration(configuration.remindPeriod.periodSeconds))")
        }
        return Decision(outcome: response, state: state, events: events, reasons: reasons)
    }

    /// Notes as plain text, newest version first, one line per note.
    /// - Parameters:
    ///   - releases: The notes, newest first.
    ///   - language: The language to give them in, when they have translations (an appcast's
    ///     `xml:lang` descriptions); nil for their own lines.
    public static func plainText(_ releases: [VersionNotes], language: LanguageTag? = nil) -> String {
        releases.map { lines($0, language).concatenated(separator: "\n") }.concatenated(separator: "\n")
    }

    private static func lines(_ release: VersionNotes, _ language: LanguageTag?) -> [String] {
        language.map(release.lines(for:)) ?? release.lines
    }

    /// iVersion's `details`, the text the delegate's hooks and the runtime's `versionDetails()` hand
    /// over: the notes as ``plainText(_:language:)``, or, when `groupNotesByVersion` is on, each version's notes
    /// headed by its label (`Version 1.2`, from `labels.versionLabelFormat`, else English) and a blank line,
    /// versions apart by a blank line, as iVersion wrote them.
    /// - Parameters:
    ///   - releases: The notes, newest first.
    ///   - configuration: The grouping and the heading's format.
    ///   - language: The alert's language: the notes are given in it when they have translations.
    /// - Returns: The text.
    public static func details(_ releases: [VersionNotes], _ configuration: Configuration, language: LanguageTag? = nil)
        -> String
    {
        guard configuration.groupNotesByVersion else { return plainText(releases, language: language) }
        let format = configuration.labels.versionLabelFormat ?? StringKey.versionLabelFormat.builtInEnglish
        var text = releases.map { release in
            SafeFormatter.format(format, [.string(release.version.text)]).string + "\n\n"
                + lines(release, language).concatenated(separator: "\n")
        }.concatenated(separator: "\n\n")
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
