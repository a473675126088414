import Foundation

/// What one check came to, as a value a "Check for Updates…" menu can switch over.
///
/// ```swift
/// let result = try await checker.checkForNewVersion()
/// switch result.outcome {
/// case .updateAvailable: present(result.alerts.last!)
/// case .upToDate, .ignored, .deferred, .notChecked, .failed: showMessage(result.summary)
/// }
/// ```
/// The remote step decides it; the "new in this version" notes, which can be shown whatever the
/// outcome, are in the result's alerts and its `localOutcome`.
public enum CheckOutcome: Sendable, Hashable, Codable {
    /// The running version is the newest one that may be announced.
    case upToDate
    /// A newer version is out: `version` is the one announced; `isMandatory` when it must be installed.
    /// Also the outcome when the delegate declined to show the alert (`shouldDisplayNewVersion`), so
    /// that the app can show its own.
    case updateAvailable(version: Version, isMandatory: Bool)
    /// The newest version is the one the user chose to ignore (Ignore): it is not announced again.
    case ignored(version: Version)
    /// Nothing is announced before `until`, for `reason`.
    case deferred(until: Date, reason: Deferral)
    /// No remote check was made, for `reason`.
    case notChecked(reason: NotCheckedReason)
    /// The check failed: nothing is known about newer versions.
    case failed(failures: [CheckFailure])

    /// Why an announcement waits.
    public enum Deferral: Sendable, Hashable, Codable {
        /// The user asked to be reminded later and the remind period runs until then.
        case remindPeriod
        /// The last check is more recent than the check period.
        case checkPeriod
        /// The version was released too recently (`announceDelay`, or SSVC's `updateAvailableSince`).
        case announceDelay(version: Version)
        /// The version is rolling out in phases and reaches this installation then; `share` of
        /// installations (0…1) are told today.
        case rollout(version: Version, share: Double)
    }

    /// Why no remote check was made.
    public enum NotCheckedReason: String, Sendable, Hashable, Codable, CaseIterable {
        /// `checkAtLaunch` is off: launching and becoming active check nothing.
        case checkAtLaunchOff
        /// No feed is configured.
        case nothingToCheck
        /// The delegate declined (`shouldCheckForNewVersion`).
        case declinedByDelegate
        /// Only the "new in this version" notes were asked for (`checkIfNewVersion`).
        case notRequested
    }
}

extension CheckDecision {
    /// What this check came to: the remote outcome when the remote step ran, else why it did not.
    ///
    /// A version the App Store has but the remote plist leaves out is not announced, so it counts as up to
    /// date; a version that needs a newer operating system is a failure of kind
    /// ``CheckFailure/Kind/osTooOld``, as iVersion reports it (``IVersionEvent/versionCheckDidFail(_:)``).
    public var outcome: CheckOutcome {
        guard let remote else { return permission.outcome }
        return switch remote {
        case let .updateAvailable(update): .updateAvailable(version: update.latestVersion, isMandatory: update.isMandatory)
        case let .failed(failures): .failed(failures: failures)
        case .noUpdate(.upToDate), .noUpdate(.noPlistEntry): .upToDate
        case let .noUpdate(.ignored(version)): .ignored(version: version)
        case let .noUpdate(.declinedByDelegate(version)): .updateAvailable(version: version, isMandatory: false)
        case let .noUpdate(.announcementDelayed(version, until)): .deferred(until: until, reason: .announceDelay(version: version))
        case let .noUpdate(.rollingOut(version, share, until)): .deferred(until: until, reason: .rollout(version: version, share: share))
        case .noUpdate(.requiresNewerOS): .failed(failures: events.flatMap { event -> [CheckFailure] in
            if case let .versionCheckDidFail(failures) = event { failures } else { [] }
        })
        }
    }
}

extension CheckPermission {
    /// Why no check was made, as a ``CheckOutcome``: deferred until a period ends, or not checked. An
    /// allowed check that was not made counts as not requested.
    public var outcome: CheckOutcome {
        switch self {
        case let .remindPeriodNotElapsed(until): .deferred(until: until, reason: .remindPeriod)
        case let .checkPeriodNotElapsed(until): .deferred(until: until, reason: .checkPeriod)
        case .declinedByDelegate: .notChecked(reason: .declinedByDelegate)
        case .nothingToCheck: .notChecked(reason: .nothingToCheck)
        case .notRequested, .allowed: .notChecked(reason: .notRequested)
        }
    }
}
