import Foundation
@_spi(Engine) import IVersionCore
import IVersionSupport
import Logging
import Strings

/// iVersion's advanced properties and methods: the state an app reads and changes when it draws its own
/// alert (or carries users over from iVersion), the notes text, whether a check is due, the store page and
/// the return to the foreground.
extension VersionChecker {
    // MARK: State

    /// The stored state: iVersion's `ignoredVersion`, `lastChecked`, `lastReminded` and the rest
    /// (`CheckState/hasViewedNotes(running:)` is its `viewedVersionDetails`). ``updateState(_:)`` changes it.
    /// - Throws: `CheckFailure` of kind `CheckFailure/Kind/stateUnwritable` when the store fails.
    public func state() async throws(CheckFailure) -> CheckState {
        do {
            return try await store.load(bundleID: configuration.applicationBundleID).state
        } catch {
            throw Self.stateFailure(error)
        }
    }

    /// Changes the stored state in one locked, atomic read-modify-write, as the checker's own writes are:
    /// for apps that draw their own alerts, or carry users over from iVersion. `body` gets the state as
    /// stored and changes it in place; two changes at once (two tasks, or two processes sharing the
    /// state directory) both land.
    ///
    /// ```swift
    /// let running = configuration.applicationVersion   // the configuration the checker was made with
    /// try await checker.updateState { $0.ignore(version) }                   // the user chose Ignore
    /// try await checker.updateState { $0.clearIgnoredVersion() }             // announce every version again
    /// try await checker.updateState { $0.lastReminded = Date() }             // "remind me later"
    /// try await checker.updateState { $0.recordNotesViewed(running: running) } // the app showed the notes
    /// try await checker.updateState { $0.adopt(CheckState(iVersionDefaults: defaults)) }
    /// ```
    /// - Parameter body: A quick, pure change; it runs while the state is locked.
    /// - Returns: The state as stored.
    /// - Throws: `CheckFailure` of kind `CheckFailure/Kind/stateUnwritable` when the state cannot be
    ///   locked or written; nothing is stored then.
    @discardableResult
    public func updateState(_ body: @escaping @Sendable (inout CheckState) -> Void) async throws(CheckFailure) -> CheckState {
        let changed: CheckState
        do {
            changed = try await store.update(bundleID: configuration.applicationBundleID) { (state: inout CheckState) -> CheckState in
                body(&state)
                return state
            }
        } catch {
            throw Self.stateFailure(error)
        }
        warnOfUnstorableDates(in: changed)
        return changed
    }

    // MARK: Notes, periods, the store page

    /// The local release notes iVersion would show (its `versionDetails`), in the alerts' language: the running version's notes
    /// when they have been seen, else those of every version since the last one launched (all of them in
    /// `previewMode`), headed by version when `groupNotesByVersion` is on; nil when there are none.
    public func versionDetails() async -> String? {
        var warnings: [CheckWarning] = []
        let feed = await loadLocalFeed(&warnings)
        warnings.forEach { logger.log(safe: .info, "\($0)") }
        guard let feed else { return nil }
        let state = (try? await store.load(bundleID: configuration.applicationBundleID).state) ?? .fresh
        let running = configuration.applicationVersion
        let releases: [VersionNotes]
        if configuration.previewMode {
            releases = feed.releases
        } else if state.hasViewedNotes(running: running) {
            releases = feed.notes(for: running).map { [$0] } ?? []
        } else {
            releases = feed.releases(newerThan: state.lastVersion, upTo: running)
        }
        return releases.isEmpty ? nil : CheckEngine.details(releases, detailsConfiguration, language: composer.lookup.language)
    }

    /// Whether a remote check is due (iVersion's `shouldCheckForNewVersion`): not within `remindPeriod`
    /// of a reminder, else not within `checkPeriod` of the last check (`previewMode` ignores both), and
    /// the delegate's ``IVersionDelegate/shouldCheckForNewVersion()`` agrees.
    /// - Throws: `CheckFailure` when the store fails.
    public func shouldCheckForNewVersion() async throws(CheckFailure) -> Bool {
        let permission = try await remotePermission()
        guard permission.isAllowed else {
            log("no check due: \(permission)")
            return false
        }
        return await delegate.shouldCheckForNewVersion()
    }

    /// What holds a remote check back now, before the delegate is asked: the remind period after a reminder,
    /// the check period after a check (`previewMode` ignores both), or nothing to check. A tool that checks
    /// in another process (the update notifier) asks this before starting one.
    /// - Returns: nil when a check is due; else the outcome a check made now would come to without fetching.
    /// - Throws: `CheckFailure` when the store fails.
    public func remoteCheckHeldBack() async throws(CheckFailure) -> CheckOutcome? {
        let permission = try await remotePermission()
        return permission.isAllowed ? nil : permission.outcome
    }

    /// Whether the periods let a remote check run now.
    private func remotePermission() async throws(CheckFailure) -> CheckPermission {
        CheckEngine.permission(configuration, state: try await state(), now: now(), request: .remoteOnly)
    }

    /// Words an update found earlier in this checker's languages, as a check would show it: for an update
    /// stored by one run and shown by a later one (the notifier's notice, in the languages of the run that
    /// shows it).
    /// - Parameter update: The update, from a ``CheckResult/update``.
    /// - Returns: The update alert.
    public nonisolated func updateAlert(_ update: UpdateDetails) -> AlertModel {
        composer.updateAlert(update)
    }

    /// Opens the app's page (iVersion's `openAppPageInAppStore`): `updateURL`, else the App Store page of
    /// the configured or learnt App Store ID. For apps with their own Download button: it records no
    /// answer and tells the delegate nothing.
    /// - Returns: False when no page is known (no `updateURL` and no App Store ID yet).
    /// - Throws: `CheckFailure` of kind `CheckFailure/Kind/cannotOpenURL` when the page cannot be
    ///   opened, or `CheckFailure/Kind/stateUnwritable` when the store fails.
    @discardableResult
    public func openAppPageInAppStore() async throws(CheckFailure) -> Bool {
        guard let url = configuration.resolvedUpdateURL(appStoreID: try await state().appStoreID) else {
            log("no App Store ID is known and no updateURL is set: the App Store page cannot be opened")
            return false
        }
        do {
            try await opener.open(url)
        } catch {
            throw CheckFailure(.cannotOpenURL, source: .urlOpener, message: error.description)
        }
        log("opened \(url.absoluteString)")
        return true
    }

    // MARK: The foreground

    /// What iVersion does when the app becomes active again: the remote check only, when the remind and
    /// check periods (and the delegate) allow it; the "new in this version" notes are not decided again,
    /// so an alert still on screen is not produced twice. With `checkAtLaunch` off it does nothing.
    /// - Returns: The alerts to show and why.
    /// - Throws: `CheckFailure` when the state cannot be stored.
    public func becameActive() async throws(CheckFailure) -> CheckResult {
        guard configuration.checkAtLaunch else { return await nothingChecked("checkAtLaunch is off: nothing is checked on becoming active") }
        return try await checkForNewVersionIfDue()
    }

    /// A remote check when one is due: when the remind and check periods (and the delegate) allow it, as
    /// ``becameActive()`` and ``periodicChecks(_:)`` check; the "new in this version" notes are not decided.
    /// ``checkForNewVersion()`` checks whatever the periods say.
    /// - Returns: The alerts to show and why.
    /// - Throws: `CheckFailure` when the state cannot be stored.
    public func checkForNewVersionIfDue() async throws(CheckFailure) -> CheckResult {
        try await check(.remoteOnly)
    }

    /// Dates an app sets are its own to choose, but the state file keeps years 0 to 9999 only (a date beyond
    /// is stored as the nearest end of them, a NaN one not at all): said here, where the date came in.
    private func warnOfUnstorableDates(in state: CheckState) {
        for (name, date) in [("lastChecked", state.lastChecked), ("lastReminded", state.lastReminded)] {
            guard let date, !ISO8601Timestamp.writableSeconds.contains(date.timeIntervalSince1970) else { continue }
            let stored = ISO8601Timestamp.clamped(date).map { "stored as \(ISO8601Timestamp.string(from: $0))" } ?? "not stored"
            logger.warning("\(name) \(date.timeIntervalSince1970) s after 1970 is outside the years 0 to 9999 a state file keeps; \(stored)")
        }
    }
}
