import EngineTestSupport
import Foundation
import LocaleServices
import Synchronization
import Testing
@testable import IVersion
@testable import RuntimeTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 37 (round 2's leftover): the lock's timeout is a budget for a whole check or answer, not for each
/// of its locked steps. Behind a stuck holder a check's load and update each waited the whole 10 s.
/// Nothing here reads the wall clock: the budget's clock is stepped by hand, and lock tries are counted.
@Suite("FileStateStore: one lock budget per operation")
struct StateLockBudgetTests {
    typealias F = StateFixtures

    /// A clock that moves one second on every reading: a step waiting ten seconds tries the lock ten times.
    final class SteppingClock: Sendable {
        private let instant = Mutex(ContinuousClock.now)
        func now() -> ContinuousClock.Instant {
            instant.withLock { now in
                defer { now = now.advanced(by: .seconds(1)) }
                return now
            }
        }

        /// Time passing between two steps (a check's fetches).
        func advance(by duration: Duration) {
            instant.withLock { $0 = $0.advanced(by: duration) }
        }
    }

    /// Another open file holding the lock: flock excludes it even within one process. Closed on exec, so that
    /// a process another test starts meanwhile does not inherit it and hold the lock for its whole life.
    static func holdLock(_ store: FileStateStore) throws -> Int32 {
        let holder = open(store.lockPath(forBundleID: F.bundleID).path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(holder >= 0 && flock(holder, LOCK_EX) == 0)
        return holder
    }

    @Test("behind a stuck holder, the second locked step of an operation finds the budget spent and tries once")
    func stepsShareOneDeadline() async throws {
        let directory = try StateTestDirectory()
        let store = FileStateStore(directory: directory.url)   // the default 10 s
        let holder = try Self.holdLock(store)
        defer { close(holder) }
        let budget = StateLockBudget(now: SteppingClock().now)
        let (loaded, saved) = await StateLockBudget.$current.withValue(budget) { () async -> (StateLoad?, Result<Void, StateStoreError>) in
            // A missing file is read under the lock (to move a damaged one aside); then the write.
            let loaded = try? await store.load(bundleID: F.bundleID)
            do throws(StateStoreError) { try await store.save(F.full, bundleID: F.bundleID); return (loaded, .success(())) } catch { return (loaded, .failure(error)) }
        }
        #expect(loaded == StateLoad(state: .fresh))
        guard case .failure(.lockFailed) = saved else { Issue.record("\(saved)"); return }
        #expect(budget.steps == 2)
        // Ten tries for the first step's ten seconds, one for the second: per-step deadlines made it twenty.
        #expect(budget.attempts <= 12, "\(budget.attempts) lock attempts")
    }

    @Test("only waiting spends the budget: a step after a long pause (the fetches) still waits what is left")
    func timeBetweenStepsIsNotSpent() async throws {
        let directory = try StateTestDirectory()
        let store = FileStateStore(directory: directory.url)
        let clock = SteppingClock()
        let budget = StateLockBudget(now: clock.now)
        try await StateLockBudget.$current.withValue(budget) {
            try await store.save(F.full, bundleID: F.bundleID)   // free: taken at the first try
        }
        clock.advance(by: .seconds(1_000))
        let holder = try Self.holdLock(store)
        defer { close(holder) }
        let updated = await StateLockBudget.$current.withValue(budget) { () async -> Result<CheckState, StateStoreError> in
            do throws(StateStoreError) { return .success(try await store.update(bundleID: F.bundleID, F.counter)) } catch { return .failure(error) }
        }
        guard case .failure(.lockFailed) = updated else { Issue.record("\(updated)"); return }
        #expect(budget.steps == 2)
        // One try for the save; the update waited the nine seconds the save left (a deadline fixed by the
        // first step would have long passed, and the update would have given up at its first try).
        #expect(budget.attempts >= 8, "\(budget.attempts) lock attempts")
    }

    @Test("a step outside any operation keeps its own timeout, and a free lock is taken at the first try")
    func ownBudget() async throws {
        let directory = try StateTestDirectory()
        let budget = StateLockBudget(now: SteppingClock().now)
        try await StateLockBudget.$current.withValue(budget) {
            try await directory.store.save(F.full, bundleID: F.bundleID)
            _ = try await directory.store.update(bundleID: F.bundleID, F.counter)
        }
        #expect(budget.steps == 2 && budget.attempts == 2)
    }

    /// Records the budget each call of the checker runs under.
    actor BudgetRecordingStore: StateStore {
        private var state = CheckState.fresh
        // Kept, not just identified: a freed budget's address may be the next one's.
        private(set) var budgets: [StateLockBudget?] = []

        func load(bundleID: String) async throws(StateStoreError) -> StateLoad {
            budgets.append(StateLockBudget.current)
            return StateLoad(state: state)
        }

        func update<Value: Sendable>(bundleID: String, _ body: @escaping @Sendable (inout CheckState) -> Value) async throws(StateStoreError) -> Value {
            budgets.append(StateLockBudget.current)
            return body(&state)
        }
    }

    @Test("a check's load and update share one budget, and an answer's theirs: a new one per operation")
    func checkerSharesABudgetPerOperation() async throws {
        let store = BudgetRecordingStore()
        var configuration = Configuration(applicationVersion: "1.0", applicationBundleID: F.bundleID)
        configuration.removeFeeds(.appStore)
        let checker = VersionChecker.testing(configuration: configuration, store: store, preferences: [.english], now: { Date(timeIntervalSince1970: 1_750_000_000) })
        _ = try await checker.checkForNewVersion()
        try await checker.respond(.ignore, to: "1.1")
        let budgets = await store.budgets
        #expect(budgets.count == 4, "\(budgets)")
        #expect(budgets.allSatisfy { $0 != nil }, "\(budgets)")
        #expect(budgets[0] === budgets[1] && budgets[2] === budgets[3] && budgets[1] !== budgets[2])
    }
}
