/// The one seam for stored state. One state per app bundle ID.
///
/// The checker reads and writes `CheckState` only through this protocol. ``FileStateStore`` is the default
/// (JSON files in the XDG state directory); ``InMemoryStateStore`` keeps nothing past the process; a platform
/// without XDG, or an app with its own storage (`UserDefaults`, a database), supplies its own and sets
/// ``VersionChecker/Dependencies/stateStore``:
///
/// ```swift
/// actor DefaultsStateStore: StateStore {
///     func load(bundleID: String) async throws(StateStoreError) -> StateLoad {
///         StateLoad(state: stored(bundleID) ?? .fresh)
///     }
///     func update<Value: Sendable>(
///         bundleID: String, _ body: @escaping @Sendable (inout CheckState) -> Value
///     ) async throws(StateStoreError) -> Value {
///         var state = stored(bundleID) ?? .fresh
///         let value = body(&state)
///         try write(state, bundleID)
///         return value
///     }
/// }
/// ```
public protocol StateStore: Sendable {
    /// Reads the state of one app.
    /// - Parameter bundleID: The app's bundle ID.
    /// - Returns: The state (fresh when nothing is stored) and, when a stored file was unusable, the recovery.
    /// - Throws: ``StateStoreError`` only when the store itself fails; a bad file is a recovery, not an error.
    func load(bundleID: String) async throws(StateStoreError) -> StateLoad

    /// Read-modify-write as one step: `body` gets the current state to change in place and returns a
    /// value (the engine's decision, say), which `update` hands back once the new state is stored. Two
    /// updates at once (two tasks, or two processes sharing the storage) must both land (no lost update), and
    /// a reader sees the old state or the new one, never a mix.
    /// - Parameters:
    ///   - bundleID: The app's bundle ID.
    ///   - body: A quick, pure change; it runs while the state is locked.
    /// - Returns: What `body` returned, after the state was stored.
    /// - Throws: ``StateStoreError`` when the state cannot be locked or written; nothing is stored then.
    func update<Value: Sendable>(
        bundleID: String, _ body: @escaping @Sendable (inout CheckState) -> Value
    ) async throws(StateStoreError) -> Value
}

extension StateStore {
    /// Replaces the state of one app: an ``update(bundleID:_:)`` that sets it.
    /// - Parameters:
    ///   - state: The state to store.
    ///   - bundleID: The app's bundle ID.
    /// - Throws: ``StateStoreError`` when the state cannot be written.
    public func save(_ state: CheckState, bundleID: String) async throws(StateStoreError) {
        try await update(bundleID: bundleID) { (stored: inout CheckState) in stored = state }
    }

    /// Read-modify-write as one step, for changes that need nothing back: `body` returns the new state.
    /// - Parameters:
    ///   - bundleID: The app's bundle ID.
    ///   - body: A quick, pure change from the current state to the new one.
    /// - Returns: The state as stored.
    /// - Throws: ``StateStoreError`` when the state cannot be locked or written.
    @discardableResult
    package func update(
        bundleID: String, _ body: @escaping @Sendable (CheckState) -> CheckState
    ) async throws(StateStoreError) -> CheckState {
        try await update(bundleID: bundleID) { (state: inout CheckState) -> CheckState in
            state = body(state)
            return state
        }
    }
}
