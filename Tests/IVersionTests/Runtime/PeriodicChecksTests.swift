import Foundation
import RuntimeTestSupport
import TestServer
import Testing

@testable import IVersion

/// Checks while the app runs, on SSVC's schedules or the check period.
@Suite("Periodic checks")
struct PeriodicChecksTests {
    typealias F = RuntimeFixtures

    @Test(
        "the schedules' intervals",
        arguments: [
            (CheckSchedule.hourly, 0.0, Duration.seconds(3_600)), (.daily, 0, .seconds(86_400)),
            (.weekly, 0, .seconds(604_800)),
            (.monthly, 0, .seconds(2_592_000)), (.checkPeriod, 0.5, .seconds(43_200)),
            (.checkPeriod, 0, .seconds(86_400)),
            (.every(.milliseconds(10)), 0, .seconds(1)),
        ])
    func intervals(schedule: CheckSchedule, checkPeriod: Double, expected: Duration) {
        var configuration = Configuration(applicationVersion: "1.0", applicationBundleID: F.bundleID)
        configuration.checkPeriod = .days(checkPeriod)
        #expect(schedule.interval(for: configuration) == expected)
    }

    @Test("one check now and one per interval, each fetching while the check period allows; stopping ends them")
    func checksRepeatedly() async throws {
        try await withFeedServer { server in
            let clock = ManualClock()
            let checker = F.checker(
                F.configuration(server), store: InMemoryStateStore([F.bundleID: F.launchedBefore]), clock: clock)
            var checks = checker.periodicChecks(.every(.seconds(3_600))).makeAsyncIterator()
            var versions = [try await checks.next()?.get().alerts.first?.version]
            await clock.waitForSleepers()
            clock.advance(by: .seconds(3_599))
            #expect(try await server.requests().count == 1, "not before the hour is over")
            clock.advance(by: .seconds(1))
            versions.append(try await checks.next()?.get().alerts.first?.version)
            #expect(versions == ["1.1", "1.1"])
            #expect(try await server.requests().map(\.path) == ["/versions.plist", "/versions.plist"])
        }
    }

    @Test("inside the check period a periodic check fetches nothing")
    func respectsTheCheckPeriod() async throws {
        try await withFeedServer { server in
            var configuration = F.configuration(server)
            configuration.checkPeriod = .days(1)
            var state = F.launchedBefore
            state.lastChecked = F.now.addingTimeInterval(-60)
            let checker = F.checker(configuration, store: InMemoryStateStore([F.bundleID: state]))
            var first: Result<CheckResult, CheckFailure>?
            // `.checkPeriod` checks at once and lets the period hold the fetch back (`.hourly` would wait
            // for the hour since the last check to pass, as SSVC schedules).
            for await result in checker.periodicChecks(.checkPeriod) {
                first = result
                break
            }
            let check = try #require(first).get()
            let requests = try await server.requests()
            #expect(check.alerts.isEmpty)
            #expect(requests.isEmpty)
        }
    }
}
