import Foundation

/// Everything one launch decided: the local notes, whether a remote check ran, and what it found.
public struct LaunchDecision: Sendable, Hashable {
    public var local: Decision<LocalOutcome>
    public var permission: CheckPermission
    /// Nil when the check was not allowed (then nothing was fetched).
    public var remote: Decision<RemoteOutcome>?
    /// The state to store after the launch.
    public var state: CheckState
    /// Every notification, local first.
    public var events: [IVersionEvent]
    /// Why, step by step.
    public var reasons: [String]
}

extension CheckEngine {
    /// iVersion's launch sequence (`checkAtLaunch`): the local notes, then — when the periods allow
    /// — the remote check on the feeds the caller fetched. Call ``permission(_:state:now:delegate:)``
    /// first to know whether fetching is needed at all; `feeds` is ignored when it is not allowed.
    public static func launch(
        _ configuration: Configuration, state: CheckState, now: Date, osVersion: Version?,
        localFeed: VersionsFeed?, feeds: FetchedFeeds, delegate: some IVersionDelegate = DefaultDelegate()
    ) -> LaunchDecision {
        let local = self.local(configuration, state: state, localFeed: localFeed, delegate: delegate)
        let permission = self.permission(configuration, state: local.state, now: now, delegate: delegate)
        var reasons = local.reasons
        guard permission.isAllowed else {
            reasons.append("no remote check: \(permission)")
            return LaunchDecision(local: local, permission: permission, remote: nil, state: local.state, events: local.events, reasons: reasons)
        }
        let remote = self.remote(configuration, state: local.state, now: now, osVersion: osVersion, feeds: feeds, delegate: delegate)
        reasons += remote.reasons
        return LaunchDecision(local: local, permission: permission, remote: remote, state: remote.state,
                              events: local.events + remote.events, reasons: reasons)
    }
}
