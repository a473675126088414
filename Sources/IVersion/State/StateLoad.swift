/// What loading found: the state, and if the stored file was corrupt or unreadable, where it was moved
/// aside and why.
///
/// Loading never fails for a bad file, so the result carries the recovery as a value the app may log
/// rather than as an error it must handle.
public struct StateLoad: Sendable, Hashable {
    /// The stored state, or `CheckState.fresh` when there was none or it could not be used.
    public var state: CheckState
    /// Set when a stored file existed but could not be used; nil for a good or a missing file.
    public var recovery: StateRecovery?

    /// Creates a load result.
    public init(state: CheckState, recovery: StateRecovery? = nil) {
        self.state = state
        self.recovery = recovery
    }
}
