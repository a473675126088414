import Foundation
import Testing
@testable import EngineTestSupport
@_spi(Engine) @testable import IVersionCore

/// `sparkle:phasedRolloutInterval` feeds a date (the release date plus up to six intervals): hostile values
/// are bounded where the appcast is read, with a warning, so no decision carries a date no output can write
/// (issue 37: `Double.greatestFiniteMagnitude` made `check --json` fail for most installations).
@Suite("Phased rollout interval bounds")
struct RolloutIntervalBoundTests {
    typealias F = Fixtures
    static let year: TimeInterval = 365 * 86_400

    /// The interval's text, and what is read: a number of seconds, or nil for no rollout.
    @Test("hostile intervals are clamped to a year or ignored, each with a warning", arguments: [
        ("1.7976931348623157e308", year), ("1e308", year), ("inf", year), ("+Infinity", year), ("1e309", year),
        ("-86400", nil), ("-inf", nil), ("nan", nil), ("NaN", nil), ("0", nil), ("-0", nil), ("soon", nil),
    ] as [(String, TimeInterval?)])
    func hostileInterval(text: String, expected: TimeInterval?) throws {
        let feed = try SparkleAppcast.decode(Self.appcast(interval: text), baseURL: nil)
        #expect(feed.releases.first?.phasedRolloutInterval == expected)
        #expect(feed.problems.contains { $0.message.contains("sparkle:phasedRolloutInterval") }, "\(feed.problems)")
        // Every installation's decision carries a date an output can write: finite, within six intervals.
        for bucket in stride(from: 0.0, to: 1.0, by: 0.1) {
            var state = CheckState(lastVersion: "1.0")
            state.rolloutBucket = bucket
            let decision = CheckEngine.decide(CheckInput(
                configuration: Self.configuration, state: state, now: F.now, osVersion: F.v("14.0"), request: .launch,
                remote: .fetched(FetchedFeeds(appcast: .success(feed)))))
            guard case let .noUpdate(.rollingOut(_, _, until)) = decision.remote else { continue }
            #expect(until.timeIntervalSince1970.isFinite && until <= F.now.addingTimeInterval(6 * Self.year), "\(until.timeIntervalSince1970)")
            #expect(throws: Never.self) { try JSONEncoder().encode(["until": until]) }
        }
    }

    @Test("an ordinary interval is read as written, without a warning", arguments: ["86400", " 259200 ", "0.5", "31536000"])
    func ordinaryInterval(text: String) throws {
        let feed = try SparkleAppcast.decode(Self.appcast(interval: text), baseURL: nil)
        #expect(feed.releases.first?.phasedRolloutInterval == TimeInterval(text.trimmingCharacters(in: .whitespaces)))
        #expect(feed.problems.isEmpty, "\(feed.problems)")
    }

    /// A release built by hand (not read from an appcast) is held to the same bound by the engine.
    @Test func theEngineBoundsAHandBuiltRelease() throws {
        var feed = try SparkleAppcast.decode(Self.appcast(interval: "86400"), baseURL: nil)
        feed.releases[0].phasedRolloutInterval = .greatestFiniteMagnitude
        var state = CheckState(lastVersion: "1.0")
        state.rolloutBucket = 0.99
        let decision = CheckEngine.decide(CheckInput(
            configuration: Self.configuration, state: state, now: F.now, osVersion: F.v("14.0"), request: .launch,
            remote: .fetched(FetchedFeeds(appcast: .success(feed)))))
        guard case let .noUpdate(.rollingOut(_, _, until)) = decision.remote else {
            Issue.record("expected a rollout, got \(decision.remote)")
            return
        }
        #expect(until.timeIntervalSince1970.isFinite && until <= F.now.addingTimeInterval(6 * Self.year))
    }

    static var configuration: Configuration {
        var configuration = Configuration(applicationVersion: F.v("1.0"), applicationBundleID: "com.example.notes")
        configuration.removeFeeds(.appStore)
        configuration.setFeed(.appcast(URL(string: "https://example.com/appcast.xml")!))
        return configuration
    }

    static func appcast(interval: String) -> [UInt8] {
        AppcastFixtures.appcast(AppcastFixtures.item("2.0", "<sparkle:phasedRolloutInterval>\(interval)</sparkle:phasedRolloutInterval>"))
    }
}
