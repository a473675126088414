import EngineTestSupport
import Foundation
import TestServer
import Testing
@testable import IVersion
@testable import RuntimeTestSupport

/// Issue 14: a failure names its feed once, then the URL, then what went wrong.
@Suite("Failure messages")
struct FailureMessageTests {
    typealias F = RuntimeFixtures

    @Test(
        "a malformed App Store lookup reads 'App Store lookup: <url>: …', not 'App Store lookup: App Store lookup: …'")
    func lookupNamedOnce() async throws {
        try await withFeedServer { server in
            let directory = try StateTestDirectory()
            var configuration = F.configuration(server)
            configuration.setFeed(.appStore)
            configuration.setFeed(.appStore(lookupURL: server.url("/malformed")))
            let result = try await F.checker(configuration, store: directory.store).checkForNewVersion()
            // The plist answered, so the lookup's failure is a warning of the check, not its failure.
            let failure = try #require(
                result.warnings.compactMap { warning -> CheckFailure? in
                    if case let .sourceUnavailable(failure) = warning { failure } else { nil }
                }.first { $0.source == .appStoreLookup })
            #expect(
                failure.description.hasPrefix("App Store lookup: \(server.url("/malformed").absoluteString): "),
                "\(failure)")
            #expect(!failure.description.contains("App Store lookup: App Store lookup"))
            #expect(failure.kind == .malformedFeed)
        }
    }
}
