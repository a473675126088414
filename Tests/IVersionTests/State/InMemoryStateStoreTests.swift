import Foundation
import Testing
@testable import RuntimeTestSupport
@testable import IVersion

@Suite("InMemoryStateStore")
struct InMemoryStateStoreTests {
    typealias F = StateFixtures

    @Test func loadsFreshThenWhatWasSaved() async throws {
        let store = InMemoryStateStore()
        #expect(try await store.load(bundleID: F.bundleID) == StateLoad(state: .fresh))
        try await store.save(F.full, bundleID: F.bundleID)
        #expect(try await store.load(bundleID: F.bundleID) == StateLoad(state: F.full))
        #expect(try await store.load(bundleID: "other") == StateLoad(state: .fresh))
        #expect(await store.states == [F.bundleID: F.full])
    }

    @Test func startsFromTheGivenStates() async throws {
        let store = InMemoryStateStore([F.bundleID: F.full])
        #expect(try await store.load(bundleID: F.bundleID).state == F.full)
    }

    @Test func concurrentUpdatesAllLand() async throws {
        let store = InMemoryStateStore()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<50 { group.addTask { _ = try await store.update(bundleID: F.bundleID, F.counter) } }
            try await group.waitForAll()
        }
        #expect(try await store.load(bundleID: F.bundleID).state.appStoreID == 50)
    }

    @Test func usableThroughTheProtocol() async throws {
        let store: any StateStore = InMemoryStateStore()
        let updated = try await store.update(bundleID: F.bundleID) { state in
            var state = state
            state.lastVersion = Version("2.0")
            return state
        }
        #expect(updated.lastVersion == Version("2.0"))
        #expect(try await store.load(bundleID: F.bundleID).state == updated)
    }
}
