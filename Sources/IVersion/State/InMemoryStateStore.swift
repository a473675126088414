/// A ``StateStore`` that keeps states in memory: for previews, apps that must not persist, and tests.
///
/// The actor makes `update` one step, as ``StateStore`` requires. Nothing is ever corrupt, so loads carry
/// no recovery.
public actor InMemoryStateStore: StateStore {
    /// The stored states by bundle ID, for assertions in tests.
    package private(set) var states: [String: CheckState]

    /// Creates a store holding `states`, keyed by bundle ID.
    public init(_ states: [String: CheckState] = [:]) {
        self.states = states
    }

    /// The stored state, or `CheckState.fresh`.
    public func load(bundleID: String) async throws(StateStoreError) -> StateLoad {
        StateLoad(state: states[bundleID] ?? .fresh)
    }

    /// Stores `state` for `bundleID`.
    public func save(_ state: CheckState, bundleID: String) async throws(StateStoreError) {
        states[bundleID] = state
    }

    /// Applies `body` to the stored state; no other call on this actor runs in between.
    public func update<Value: Sendable>(
        bundleID: String, _ body: @escaping @Sendable (inout CheckState) -> Value
    ) async throws(StateStoreError) -> Value {
        var state = states[bundleID] ?? .fresh
        let value = body(&state)
        states[bundleID] = state
        return value
    }
}
