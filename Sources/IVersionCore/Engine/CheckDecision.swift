import Foundation

/// Everything one check decided: the local notes, the remote outcome, the state to store, the
/// notifications and why.
@_spi(Engine) public struct CheckDecision: Sendable, Hashable {
    /// The "new in this version" outcome; nil when the request did not ask for local notes.
    public var local: LocalOutcome?
    /// Whether the remote check ran, and if not, why.
    public var permission: CheckPermission
    /// The remote outcome; nil when no remote check ran (``permission`` says why).
    public var remote: RemoteOutcome?
    /// The state to store.
    public var state: CheckState
    /// Every notification, local first.
    public var events: [IVersionEvent]
    /// Why, one English sentence per step, for verbose logging; the typed reasons are ``local``,
    /// ``permission`` and ``remote``, and ``outcome`` sums them up.
    public var reasons: [String]
    /// Problems in the inputs that did not stop the check (a stored date far in the future).
    public var warnings: [CheckWarning]

    /// The notes to show, when the local outcome is to show them.
    public var localNotes: LocalNotes? {
        if case let .show(notes)? = local { notes } else { nil }
    }

    /// The update to announce, when the remote outcome is to announce one.
    public var update: UpdateDetails? {
        if case let .updateAvailable(update)? = remote { update } else { nil }
    }

    /// The same decision with the local notes withheld because the app's delegate declined them
    /// (`shouldDisplayCurrentVersionDetails`). The state is unchanged: the notes were not seen, so
    /// they come back at the next launch.
    public func withholdingLocalNotes() -> CheckDecision {
        guard localNotes != nil else { return self }
        var decision = self
        decision.local = .nothingToShow(.declinedByDelegate)
        decision.reasons.append("the delegate declined to show the notes")
        return decision
    }

    /// The same decision with the update withheld because the app's delegate declined it
    /// (`shouldDisplayNewVersion`). The check still counts and `didDetectNewVersion` still fires.
    public func withholdingUpdate() -> CheckDecision {
        guard let update else { return self }
        var decision = self
        decision.remote = .noUpdate(.declinedByDelegate(update.latestVersion))
        decision.reasons.append("the delegate declined to show \(update.latestVersion)")
        return decision
    }
}
