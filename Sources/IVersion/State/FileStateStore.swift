import IVersionSupport
import Foundation

/// JSON, one file per bundle ID (`<bundleID>.json`, the ID sanitised for a file name), in a directory:
/// `$XDG_STATE_HOME/iversion`, else `~/.local/state/iversion`, or an app-given directory.
///
/// Crash-safe: every write goes to a temporary file that is flushed and renamed over the old one, so a
/// crash or power cut leaves the old state or the new one. Safe across processes: `save` and `update`
/// hold an exclusive `flock` on `<bundleID>.lock`, so two processes updating at once both land. A
/// corrupt or unreadable file is moved aside and reported in ``StateLoad/recovery``; it never stops the
/// checker.
///
/// ```swift
/// let store = FileStateStore(directory: FileStateStore.defaultDirectory)
/// let loaded = try await store.load(bundleID: "com.example.Notes")
/// if let recovery = loaded.recovery { logger.warning("\(recovery)") }
/// ```
///
/// Blocking file work runs on a serial dispatch queue owned by the store value, not on Swift's
/// cooperative thread pool.
public struct FileStateStore: StateStore {
    /// The directory holding the state files.
    public let directory: URL
    /// How long a save or update waits for another holder of the lock before failing with
    /// ``StateStoreError/lockFailed(path:message:)`` (10 seconds by default): for one operation as a whole
    /// when its steps share a ``StateLockBudget`` (a check's load and update do).
    package let lockTimeout: Duration
    private let io: StateIOQueue

    /// Creates a store over `directory`; nothing is touched until the first load or save, and the
    /// directory is created (mode 0700) by the first save.
    /// - Parameter directory: Usually ``defaultDirectory``; apps may choose their own (a platform without XDG
    ///   directories, say: its application-support folder).
    public init(directory: URL) {
        self.init(directory: directory, lockTimeout: StateFileLock.defaultTimeout)
    }

    /// Creates a store over `directory` that waits `lockTimeout` for another holder of the lock.
    package init(directory: URL, lockTimeout: Duration) {
        self.directory = directory.standardizedFileURL
        self.lockTimeout = lockTimeout
        io = StateIOQueue(label: "iversion.state-store")
    }

    /// Where state lives when the app does not say: `$XDG_STATE_HOME/iversion` (the XDG Base Directory
    /// place for state that should survive restarts but is not worth backing up), else
    /// `$HOME/.local/state/iversion`; read from the process environment.
    public static var defaultDirectory: URL {
        defaultDirectory(environment: ProcessInfo.processInfo.environment)
    }

    /// ``defaultDirectory`` as `environment` has it.
    /// - Parameter environment: The environment `XDG_STATE_HOME` and `HOME` are read from.
    /// - Returns: The directory; it may not exist yet.
    package static func defaultDirectory(environment: [String: String]) -> URL {
        // The XDG spec says a relative XDG_STATE_HOME is invalid and must be ignored.
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state, isDirectory: true).appendingPathComponent("iversion", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/state/iversion", isDirectory: true)
    }

    /// The file holding the state of `bundleID`: `<directory>/<sanitised ID>.json`. Letters, digits,
    /// `.`, `-` and `_` are kept; other bytes become `%XX`, so distinct IDs never share a file.
    /// - Parameter bundleID: The app's bundle ID.
    /// - Returns: The file's URL; the file may not exist.
    package func path(forBundleID bundleID: String) -> URL {
        directory.appendingPathComponent(StateFileName.base(forBundleID: bundleID) + ".json", isDirectory: false)
    }

    /// The lock file that serialises writers of `bundleID`'s state: `<directory>/<sanitised ID>.lock`.
    /// It is created on first use and never removed (see the type's documentation).
    /// - Parameter bundleID: The app's bundle ID.
    /// - Returns: The lock file's URL.
    package func lockPath(forBundleID bundleID: String) -> URL {
        directory.appendingPathComponent(StateFileName.base(forBundleID: bundleID) + ".lock", isDirectory: false)
    }

    /// Reads the state without taking the lock (renames make a read see a whole file). A missing file
    /// gives `CheckState.fresh`; a corrupt or unreadable one is moved aside (under the lock, so a
    /// concurrent good save is never the one moved) and reported in the result.
    /// - Parameter bundleID: The app's bundle ID.
    /// - Returns: The state, and the recovery when the file was unusable.
    /// - Throws: Never in practice; the signature follows ``StateStore``.
    public func load(bundleID: String) async throws(StateStoreError) -> StateLoad {
        let file = path(forBundleID: bundleID)
        let lock = lockPath(forBundleID: bundleID)
        let timeout = lockTimeout
        // Read here, in the caller's task: the I/O queue's thread has no task-local values.
        let budget = StateLockBudget.current
        return try await io.run { () throws(StateStoreError) -> StateLoad in
            if case let .good(state) = Self.read(file) { return StateLoad(state: state) }
            do {
                return try StateFileLock.withExclusiveLock(at: lock.path, timeout: timeout, budget: budget) { Self.readRecovering(file) }
            } catch {
                // No lock means no writer can be saving either (they take it too); move aside anyway.
                return Self.readRecovering(file)
            }
        }
    }

    /// Replaces the state atomically (temporary file, `fsync`, `rename`) while holding the lock.
    /// - Parameters:
    ///   - state: The state to store.
    ///   - bundleID: The app's bundle ID.
    /// - Throws: ``StateStoreError/unwritable(path:message:)`` when the directory cannot be created or
    ///   written or the disk is full (the old file is then untouched); ``StateStoreError/lockFailed(path:message:)``.
    public func save(_ state: CheckState, bundleID: String) async throws(StateStoreError) {
        let file = path(forBundleID: bundleID)
        let lock = lockPath(forBundleID: bundleID)
        let directory = directory
        let timeout = lockTimeout
        let budget = StateLockBudget.current
        try await io.run { () throws(StateStoreError) in
            try StateDirectory.prepare(directory)
            try StateFileLock.withExclusiveLock(at: lock.path, timeout: timeout, budget: budget) { () throws(StateStoreError) in
                try Self.write(state, to: file)
            }
        }
    }

    /// Reads, applies `body` and writes, holding the lock throughout, so concurrent updates from any
    /// number of tasks or processes all land. A corrupt file is moved aside and `body` gets a fresh state.
    /// - Parameters:
    ///   - bundleID: The app's bundle ID.
    ///   - body: A quick, pure change; other writers wait while it runs.
    /// - Returns: What `body` returned, once the state is written.
    /// - Throws: ``StateStoreError`` as ``save(_:bundleID:)``; the stored file is then unchanged.
    public func update<Value: Sendable>(
        bundleID: String, _ body: @escaping @Sendable (inout CheckState) -> Value
    ) async throws(StateStoreError) -> Value {
        let file = path(forBundleID: bundleID)
        let lock = lockPath(forBundleID: bundleID)
        let directory = directory
        let timeout = lockTimeout
        let budget = StateLockBudget.current
        return try await io.run { () throws(StateStoreError) -> Value in
            try StateDirectory.prepare(directory)
            return try StateFileLock.withExclusiveLock(at: lock.path, timeout: timeout, budget: budget) { () throws(StateStoreError) -> Value in
                var state = Self.readRecovering(file).state
                let value = body(&state)
                try Self.write(state, to: file)
                return value
            }
        }
    }

    // MARK: - Reading and writing, on the I/O queue

    private enum Read {
        case missing
        case good(CheckState)
        case unusable(reason: String)
    }

    private static func read(_ file: URL) -> Read {
        switch StateFileReader.read(file.path) {
        case .missing:
            return .missing
        case let .unreadable(reason):
            return .unusable(reason: reason)
        case let .bytes(data):
            do {
                return .good(try StateFileFormat.decode(data))
            } catch {
                return .unusable(reason: error.description)
            }
        }
    }

    /// Reads, moving an unusable file aside; callers hold the lock.
    private static func readRecovering(_ file: URL) -> StateLoad {
        switch read(file) {
        case .missing: StateLoad(state: .fresh)
        case let .good(state): StateLoad(state: state)
        case let .unusable(reason): StateLoad(state: .fresh, recovery: CorruptStateQuarantine.moveAside(file, reason: reason))
        }
    }

    /// Writes under the lock; crashed writers' temporary files are swept first, as nobody else can be
    /// writing this state now.
    private static func write(_ state: CheckState, to file: URL) throws(StateStoreError) {
        let data: Data
        do {
            data = try StateFileFormat.encodeWithinLimit(state)
        } catch {
            throw .unwritable(path: file.path, message: error.description)
        }
        AtomicFileWriter.removeStaleTemporaries(of: file)
        try AtomicFileWriter.writeState(data, to: file)
    }
}
