/// The one seam for stored state. One state per app bundle ID.
///
/// The checker reads and writes ``CheckState`` only through this protocol, so tests use
/// ``InMemoryStateStore`` and apps use ``FileStateStore`` (or their own, e.g. over `UserDefaults`).
///
/// ```swift
/// let store = FileStateStore(directory: FileStateStore.defaultDirectory(environment: ProcessInfo.processInfo.environment))
/// let launched = try await store.update(bundleID: "com.example.Notes") { state in
///     var state = state
///     state.lastVersion = "1.2"
///     return state
/// }
/// ```
package protocol StateStore: Sendable {
    /// Reads the state of one app.
    /// - Parameter bundleID: The app's bundle ID.
    /// - Returns: The state (fresh when nothing is stored) and, when a stored file was unusable, the recovery.
    /// - Throws: ``StateStoreError`` only when the store itself fails; a bad file is a recovery, not an error.
    func load(bundleID: String) async throws(StateStoreError) -> StateLoad

    /// Replaces the state of one app, atomically: a reader sees the old state or the new one, never a mix.
    /// - Parameters:
    ///   - state: The state to store.
    ///   - bundleID: The app's bundle ID.
    /// - Throws: ``StateStoreError`` when the state cannot be written.
    func save(_ state: CheckState, bundleID: String) async throws(StateStoreError)

    /// Read-modify-write as one step: `body` gets the current state to change in place and returns a
    /// value (the engine's decision, say), which `update` hands back once the new state is stored. Two
    /// processes updating at once must both land (no lost update).
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
