import Foundation
import LocaleServices
import PropertySupport
import Testing
@testable import EngineTestSupport
@testable import IVersion
@_spi(Engine) import IVersionCore

/// The stored state survives any sequence of launches and answers: through `Codable` JSON and
/// through the state file format `FileStateStore` writes.
@Suite("Property: CheckState round trips")
struct StatePropertyTests {
    typealias G = EngineGenerators

    /// One step of a user's life with the app: a launch (maybe after an upgrade) and, when an
    /// alert comes up, an answer with one of its buttons.
    struct Step: CustomStringConvertible {
        var engineCase: EngineCase
        var answer: Int
        var description: String { "step(answer \(answer), \(engineCase))" }
    }

    static func steps(_ g: inout SplitMix64) -> [Step] {
        let base = G.engineCase(&g)
        var now = base.now
        var configuration = base.configuration
        return g.array(1...8) { g in
            // Time mostly moves on, sometimes back (a changed clock); the app is sometimes upgraded.
            now = now.addingTimeInterval(g.chance(0.9) ? Double.random(in: 0...5 * G.day, using: &g) : -Double.random(in: 0...G.day, using: &g))
            if g.chance(0.3) { configuration.applicationVersion = G.version(&g) }
            var step = G.engineCase(&g)
            step.configuration = configuration
            step.now = now
            step.feeds = G.feeds(&g, for: configuration)
            return Step(engineCase: step, answer: g.int(0...3))
        }
    }

    /// Runs the steps from a fresh state, checking the round trips after every decision.
    static func run(_ steps: [Step]) throws -> String? {
        var state = CheckState.fresh
        for (index, step) in steps.enumerated() {
            let c = step.engineCase
            let launch = Fixtures.launch(c.configuration, state: state, now: c.now, osVersion: c.osVersion, localFeed: c.localFeed, feeds: c.feeds)
            state = launch.state
            if let why = try roundTrip(state) { return "after launch \(index): \(why)" }
            if launch.localNotes != nil, step.answer == 0 {
                state = CheckEngine.respond(.ok, to: c.configuration.applicationVersion, state: state, configuration: c.configuration, now: c.now).state
            }
            if let update = launch.update {
                let response = [UserResponse.download, .ignore, .remind, .ok][step.answer]
                if response != .ok {
                    state = CheckEngine.respond(response, to: update.latestVersion, state: state, configuration: c.configuration, now: c.now).state
                }
            }
            if let why = try roundTrip(state) { return "after answering \(index): \(why)" }
        }
        return nil
    }

    /// Nil when `state` survives both encodings, else what changed.
    static func roundTrip(_ state: CheckState) throws -> String? {
        let json = try JSONDecoder().decode(CheckState.self, from: JSONEncoder().encode(state))
        if json != state { return "JSONEncoder/JSONDecoder changed \(G.describe(state)) into \(G.describe(json))" }

        // The state file keeps dates to the millisecond (StateFileFormat's documented precision),
        // so dates are compared to within a millisecond and every other field exactly.
        let bytes = StateFileFormat.encode(state)
        let file = try StateFileFormat.decode(bytes)
        var expected = state
        expected.lastChecked = file.lastChecked
        expected.lastReminded = file.lastReminded
        expected.lastSSVCResponse?.latestVersionAvailableSince = file.lastSSVCResponse?.latestVersionAvailableSince
        if file != expected { return "the state file changed \(G.describe(state)) into \(G.describe(file))" }
        for (name, before, after) in [
            ("lastChecked", state.lastChecked, file.lastChecked), ("lastReminded", state.lastReminded, file.lastReminded),
            ("SSVC's latestVersionAvailableSince", state.lastSSVCResponse?.latestVersionAvailableSince,
             file.lastSSVCResponse?.latestVersionAvailableSince),
        ] {
            if (before == nil) != (after == nil) { return "the state file lost or invented \(name)" }
            if let before, let after, abs(before.timeIntervalSince(after)) >= 0.001 {
                return "the state file moved \(name) from \(before.timeIntervalSince1970) to \(after.timeIntervalSince1970)"
            }
        }
        // Once written, a state reads back to the very same file: loading and saving it again and
        // again (every launch does) must not drift the dates.
        let again = StateFileFormat.encode(file)
        if again != bytes {
            return "writing the read state again changed the file:\n\(String(decoding: bytes, as: UTF8.self))\nto\n\(String(decoding: again, as: UTF8.self))"
        }
        return nil
    }

    @Test("after any sequence of launches and answers the state round-trips through JSON and the state file")
    func sequences() {
        Property.expectHolds(Property.check("state round trip", cases: 400, generate: { Self.steps(&$0) },
                                                       shrink: Shrink.removingElements, describe: { $0.description }) { steps in
            try Self.run(steps)
        })
    }

    @Test("random states round-trip, including dates far from now and odd fractions")
    func randomStates() {
        Property.expectHolds(Property.check("random state round trip", cases: 1000, generate: { g -> CheckState in
            let now = G.epoch.addingTimeInterval(Double.random(in: -3e9...3e9, using: &g))
            var state = G.state(&g, now: now)
            if g.chance(0.3) { state.appStoreID = g.pick([0, 1, Int.max, Int.min, -1]) }
            return state
        }, describe: { G.describe($0) }) { state in
            try Self.roundTrip(state)
        })
    }
}
