import Foundation
@_spi(Engine) import IVersionCore

/// What one run of the checker came to: the outcome as a value and as a sentence in the alerts'
/// language, the alerts to show (local notes first), the state now stored, the events in order, and
/// what is worth logging.
///
/// A "Check for Updates…" menu:
/// ```swift
/// let result = try await checker.checkForNewVersion()
/// if case .updateAvailable = result.outcome, let alert = result.alerts.last {
///     present(alert)
/// } else {
///     showMessage(result.summary)   // "You have the newest version (1.2)." in the alert's language
/// }
/// ```
public struct CheckResult: Sendable, Hashable {
    /// Creates a result (the checker does; tests and previews may, with `@_spi(Engine) import IVersion`).
    @_spi(Engine) public init(outcome: CheckOutcome, summary: String, alerts: [AlertModel], localOutcome: LocalOutcome?, state: CheckState,
                events: [IVersionEvent], warnings: [CheckWarning], recovery: StateRecovery?, steps: [String]) {
        self.outcome = outcome
        self.summary = summary
        self.alerts = alerts
        self.localOutcome = localOutcome
        self.state = state
        self.events = events
        self.warnings = warnings
        self.recovery = recovery
        self.steps = steps
    }

    /// What the remote check came to: up to date, an update, an ignored version, deferred, not checked, failed.
    public var outcome: CheckOutcome
    /// ``outcome`` as one sentence in the alerts' language (`AlertComposer.summary(_:)`).
    public var summary: String
    /// The alerts to present, in order: "new in this version" first, then the update.
    public var alerts: [AlertModel]
    /// What the "new in this version" step decided, and why when it shows nothing; nil when it was not asked.
    @_spi(Engine) public var localOutcome: LocalOutcome?
    /// The state after the check, as stored.
    public var state: CheckState
    /// The events, in order (already handed to the delegate and logged).
    public var events: [IVersionEvent]
    /// Problems worth reporting that did not stop the check (a versions-plist key that is not a
    /// version, a damaged translation), already logged as warnings.
    public var warnings: [CheckWarning]
    /// Set when the stored state was corrupt and has been moved aside.
    public var recovery: StateRecovery?
    /// Why, step by step, as English sentences: what verbose logging writes.
    public var steps: [String]

    /// The update the update alert was worded from, when the check found one to announce: kept by an app
    /// that shows it later (the update notifier stores it and words it again in the languages of the run
    /// that shows it, with ``VersionChecker/updateAlert(_:)``).
    public var update: UpdateDetails?

    /// The remote check's failures, if it failed (`CheckOutcome.failed`'s).
    public var failures: [CheckFailure] {
        if case let .failed(failures) = outcome { failures } else { [] }
    }
}
