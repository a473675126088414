import Foundation
@_spi(Engine) import IVersionCore
import Logging
import TestServer
import Testing

@testable import IVersion
@testable import RuntimeTestSupport

/// The checker over the file store: corrupt state is recovered, unwritable state is an error that loses
/// nothing, concurrent answers are not lost, and verbose logging says why.
@Suite("VersionChecker: stored state and logging")
struct VersionCheckerStateTests {
    typealias F = RuntimeFixtures

    @Test func corruptStateIsMovedAsideAndTheCheckCarriesOn() async throws {
        try await withFeedServer { server in
            let directory = try StateTestDirectory()
            let store = directory.store
            let file = store.path(forBundleID: F.bundleID)
            try directory.write(Data("{\"lastVersion\": \"1.0\", trunc".utf8), to: file)
            let result = try await F.checker(F.configuration(server), store: store).launch()
            let recovery = try #require(result.recovery)
            #expect(recovery.reason.contains("not valid JSON"), "\(recovery)")
            let movedTo = try #require(recovery.movedTo)
            #expect(
                directory.contents(URL(fileURLWithPath: movedTo)) == Data("{\"lastVersion\": \"1.0\", trunc".utf8),
                "the bad file is kept for a person to look at")
            // A fresh state is a first launch: 1.0 is recorded, and the remote check still runs.
            #expect(result.alerts.map(\.version) == ["1.1"])
            let reloaded = try await store.load(bundleID: F.bundleID)
            #expect(reloaded.recovery == nil)
            #expect(reloaded.state.lastVersion == Version("1.0"))
            #expect(reloaded.state.lastChecked == F.now)
        }
    }

    @Test func unwritableStateIsAnErrorAndTheOldFileSurvives() async throws {
        try await withFeedServer { server in
            let directory = try StateTestDirectory()
            // The state directory's path is taken by a file: nothing can be created below it.
            let blocked = directory.url.appendingPathComponent("not-a-directory")
            try directory.write(Data("x".utf8), to: blocked)
            let checker = F.checker(F.configuration(server), store: FileStateStore(directory: blocked))
            await #expect {
                try await checker.launch()
            } throws: { error in
                guard let failure = error as? CheckFailure, failure.kind == .stateUnwritable else { return false }
                return failure.message.hasPrefix(blocked.path)
            }
            #expect(directory.contents(blocked) == Data("x".utf8))
        }
    }

    /// An answer recorded (by another process, say) while a check is fetching is not overwritten by the
    /// check's own save: the check stores only the fields it changed.
    @Test func answerRecordedDuringACheckIsKept() async throws {
        let before = F.launchedBefore
        var after = before
        after.lastChecked = F.now
        var meanwhile = before
        meanwhile.ignoredVersion = Version("1.1")
        meanwhile.lastReminded = nil
        let merged = VersionChecker.merge(changesFrom: before, to: after, into: meanwhile)
        #expect(merged.ignoredVersion == Version("1.1"))
        #expect(merged.lastChecked == F.now)
        #expect(merged.lastVersion == Version("1.0"))
    }

    /// Every field a run changes lands, found by the state's encoding: a field added to `CheckState` is merged
    /// without being listed anywhere. The test itself fails until the new field is changed below (the mirror
    /// counts the fields), so it keeps covering all of them.
    @Test func everyFieldARunChangesLandsAndNoOtherIsTouched() throws {
        let before = CheckState(
            lastVersion: "0.9", ignoredVersion: "0.8", lastChecked: F.now, lastReminded: F.now,
            viewedVersionDetails: false, appStoreID: 1)
        var after = CheckState(
            lastVersion: "1.0", ignoredVersion: "1.1", lastChecked: F.now.addingTimeInterval(86_400.125),
            lastReminded: nil, viewedVersionDetails: true, appStoreID: 2)
        after.rolloutBucket = 0.3
        after.lastSSVCResponse = SSVCResponse(minimumSupportedVersionNumber: 7, latestVersionNumber: 9)
        let fields = Mirror(reflecting: after).children.compactMap(\.label)
        let unchanged = fields.filter { label in
            "\(Mirror(reflecting: before).descendant(label) as Any)"
                == "\(Mirror(reflecting: after).descendant(label) as Any)"
        }
        #expect(unchanged.isEmpty, "change every field of CheckState in this test: \(unchanged)")
        // Onto a state nobody else touched: the run's state, whole.
        #expect(VersionChecker.merge(changesFrom: before, to: after, into: before) == after)
        // A run that changed nothing leaves what another process stored meanwhile as it is.
        var meanwhile = before
        meanwhile.ignoredVersion = "2.0"
        meanwhile.rolloutBucket = 0.9
        #expect(VersionChecker.merge(changesFrom: before, to: before, into: meanwhile) == meanwhile)
        // A bucket drawn meanwhile by another process is kept; every other change of this run lands.
        var expected = after
        expected.rolloutBucket = 0.9
        #expect(VersionChecker.merge(changesFrom: before, to: after, into: meanwhile) == expected)
    }

    @Test func checksAndAnswersFromManyTasksAllLand() async throws {
        try await withFeedServer { server in
            let directory = try StateTestDirectory()
            let configuration = F.configuration(server)
            try await directory.store.save(F.launchedBefore, bundleID: F.bundleID)
            try await withThrowingTaskGroup(of: Void.self) { group in
                // Separate checkers and stores stand for separate processes.
                group.addTask {
                    _ = try await F.checker(configuration, store: FileStateStore(directory: directory.url))
                        .checkForNewVersion()
                }
                group.addTask {
                    _ = try await F.checker(configuration, store: FileStateStore(directory: directory.url)).respond(
                        .ignore, to: Version("1.1"))
                }
                try await group.waitForAll()
            }
            let state = try await directory.store.load(bundleID: F.bundleID).state
            #expect(state.ignoredVersion == Version("1.1"))
            #expect(state.lastChecked == F.now)
        }
    }

    @Test func verboseLoggingSaysWhyAtInfoLevel() async throws {
        try await withFeedServer { server in
            var configuration = F.configuration(server)
            configuration.verboseLogging = true
            let (logger, box) = RecordingLogHandler.logger(level: .info)
            _ = try await F.checker(
                configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore]), logger: logger
            ).launch()
            let info = box.messages(at: .info)
            #expect(info.contains("1.0 is not newer than the last launched version 1.0"), "\(info)")
            #expect(info.contains { $0.contains("1.1") }, "the remote decision is explained: \(info)")
        }
    }

    /// Verbose logging is on by default in debug builds only (as iVersion): a release build, or an app that
    /// turns it off, logs its reasons at debug level.
    @Test func quietWithVerboseLoggingOff() async throws {
        try await withFeedServer { server in
            var configuration = F.configuration(server)
            configuration.verboseLogging = false
            let (logger, box) = RecordingLogHandler.logger(level: .info)
            _ = try await F.checker(
                configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore]), logger: logger
            ).launch()
            #expect(box.messages(at: .info).isEmpty)
            #expect(box.messages(at: .warning).isEmpty)
            let (debugLogger, debugBox) = RecordingLogHandler.logger(level: .debug)
            _ = try await F.checker(
                configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore]), logger: debugLogger
            ).launch()
            #expect(!debugBox.messages(at: .debug).isEmpty, "the reasons are there for whoever turns debug on")
        }
    }

    @Test func recoveryIsLoggedAsAWarning() async throws {
        try await withFeedServer { server in
            let directory = try StateTestDirectory()
            try directory.write(Data(), to: directory.store.path(forBundleID: F.bundleID))
            let (logger, box) = RecordingLogHandler.logger(level: .info)
            _ = try await F.checker(F.configuration(server), store: directory.store, logger: logger).launch()
            #expect(box.messages(at: .warning).contains { $0.contains("starting from a fresh state") })
        }
    }
}
