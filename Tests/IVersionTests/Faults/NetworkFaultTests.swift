import EngineTestSupport
import Foundation
import TestServer
import Testing
@testable import IVersion
@testable import RuntimeTestSupport

/// Faults injected on the wire: a connection reset mid-body, a server that trickles a byte a second, a
/// TLS handshake that fails, a name that does not resolve. Each is a failed check with a clear message;
/// the last good state survives (only `lastChecked` moves, as in iVersion) and the next launch works.
@Suite("Fault injection: network")
struct NetworkFaultTests {
    typealias F = RuntimeFixtures

    struct Fault: Sendable, CustomTestStringConvertible {
        var name: String
        /// The feed URL, given the server.
        var url: @Sendable (FeedServer) -> URL
        /// The kind of failure, as words its message must contain (one of them).
        var kind: [String]
        /// The fetch timeout; a fault that is not a timeout must fail well within it.
        var timeout: TimeInterval = 10
        var testDescription: String { name }
    }

    static let faults: [Fault] = [
        // A connection failure, never a decoding failure of the 100 bytes that came.
        Fault(
            name: "connection reset mid-body", url: { $0.url("/reset") },
            kind: ["the connection was lost", "connection reset"]),
        Fault(name: "a byte a second", url: { $0.url("/trickle") }, kind: ["no response within 2 seconds"], timeout: 2),
        // The loopback server speaks plain HTTP, so the TLS handshake fails: a connection failure, at once.
        Fault(
            name: "TLS failure", url: { URL(string: "https://127.0.0.1:\($0.port)/versions.plist")! },
            kind: ["SSL", "TLS"]),
        // `.invalid` never resolves (RFC 6761): a connection failure naming the host, at once.
        Fault(
            name: "DNS failure", url: { _ in URL(string: "https://updates.nonexistent.invalid/versions.plist")! },
            kind: ["unknown host \"updates.nonexistent.invalid\"", "resolve"]),
    ]

    @Test(arguments: faults)
    func faultIsAFailedCheckAndTheNextLaunchWorks(_ fault: Fault) async throws {
        try await withFeedServer { server in
            let directory = try StateTestDirectory()
            let store = directory.store
            let good = CheckState(
                lastVersion: Version("1.0"), ignoredVersion: Version("0.9"), viewedVersionDetails: true)
            try await store.save(good, bundleID: F.bundleID)

            var configuration = F.configuration(server)
            configuration.setFeed(.versionsPlist(fault.url(server)))
            let limits = TransportLimits(timeout: fault.timeout)
            let failed = try await F.checker(configuration, store: store, limits: limits).launch()
            #expect(failed.alerts.isEmpty)
            let failure = try #require(failed.failures.first, "\(fault.name) must fail the check")
            #expect(fault.kind.contains { failure.description.contains($0) }, "\(fault.name): \(failure)")
            #expect(
                !failure.description.contains("malformed") && !failure.description.contains("property list"),
                "\(failure)")
            // Not a timeout where the fault is another one: the kind above says so, without a wall clock
            // (a resolver with no network can take 5 s to give up on a name, more on a loaded machine).

            var expected = good
            expected.lastChecked = F.now
            #expect(try await store.load(bundleID: F.bundleID) == StateLoad(state: expected))

            let next = try await F.checker(F.configuration(server), store: store, limits: limits).checkForNewVersion()
            #expect(next.failures.isEmpty)
            #expect(next.alerts.map(\.version) == ["1.1"])
        }
    }

    /// A reset is never mistaken for a complete (if short) body.
    @Test func resetBodyIsNeverDecoded() async throws {
        try await withFeedServer { server in
            let result = await FeedFetcher(limits: TransportLimits(timeout: 5), clock: ManualClock()).fetch(
                server.url("/reset"), source: .remoteVersionsPlist)
            guard case let .failure(failure) = result else {
                Issue.record("a reset mid-body was taken as a feed: \(result)")
                return
            }
            #expect(!failure.message.contains("malformed"), "the transport must fail, not the decoder: \(failure)")
        }
    }
}
