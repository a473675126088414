import Foundation

/// What one run of the checker produced: the alerts to show (local notes first), the state now
/// stored, and everything a log or an app might want to know about why.
public struct CheckResult: Sendable, Hashable {
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

    /// The remote check's failures, if it failed.
    public var failures: [CheckFailure] {
        var failures: [CheckFailure] = []
        for case let .versionCheckDidFail(found) in events { failures += found }
        return failures
    }
}

/// Why the checker could not run at all (as opposed to a failed check, which is an outcome).
public enum CheckerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The stored state could not be written.
    case state(StateStoreError)
    /// The alert does not name a version this checker can act on.
    case invalidAlertVersion(String)
    /// The answer does not fit the alert (Ignore on a mandatory update, OK on an update alert).
    case responseNotOffered(UserResponse, AlertModel.Kind)

    public var description: String {
        switch self {
        case let .state(error): "cannot store the state: \(error)"
        case let .invalidAlertVersion(text): "\"\(text)\" is not a version"
        case let .responseNotOffered(response, kind): "\"\(response.rawValue)\" is not an answer to a \(kind.rawValue) alert"
        }
    }
}
