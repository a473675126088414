import Foundation

/// What one run of the checker produced: the alerts to show (local notes first), the state now
/// stored, and everything a log or an app might want to know about why.
public struct CheckResult: Sendable, Hashable {
    /// Creates a result (the checker does; tests and previews may).
    public init(alerts: [AlertModel], state: CheckState, events: [IVersionEvent], reasons: [String],
                recovery: StateRecovery?, warnings: [String]) {
        self.alerts = alerts
        self.state = state
        self.events = events
        self.reasons = reasons
        self.recovery = recovery
        self.warnings = warnings
    }

    /// The alerts to present, in order.
    public var alerts: [AlertModel]
    /// The state after the check, as stored.
    public var state: CheckState
    /// The notifications, in order (already delivered to the delegate).
    public var events: [IVersionEvent]
    /// Why each decision was made, step by step.
    public var reasons: [String]
    /// Set when the stored state was corrupt and has been moved aside.
    public var recovery: StateRecovery?
    /// Problems worth reporting that did not stop the check (e.g. a versions-plist key that is
    /// not a version).
    public var warnings: [String]

    /// The update the update alert was worded from, for the command-line notifier, which stores it and
    /// words it again in the languages of the run that shows it.
    package var update: UpdateDetails?

    /// The remote check's failures, if it failed.
    public var failures: [CheckFailure] {
        var failures: [CheckFailure] = []
        for case let .versionCheckDidFail(found) in events { failures += found }
        return failures
    }
}
