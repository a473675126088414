import Foundation
@_spi(Engine) import IVersionCore
import LocaleServices
import Logging
import RuntimeTestSupport
import Synchronization
import TestServer

@testable import IVersion

/// Shared pieces of the checker tests: a configuration for the loopback server's feeds, a fixed clock,
/// a delegate and a log handler that record what they are told.
enum RuntimeFixtures {
    static let bundleID = "com.example.test"
    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    /// Version 1.0 of the test app, checking the server's remote plist only (no App Store).
    static func configuration(_ server: FeedServer, plist path: String = "/versions.plist") -> Configuration {
        Configuration(
            applicationVersion: Version("1.0"), applicationBundleID: bundleID, applicationName: "Test",
            feeds: [.versionsPlist(server.url(path))])
    }

    /// A state in which 1.0 has been launched before, so no local notes are due.
    static let launchedBefore = CheckState(lastVersion: Version("1.0"), viewedVersionDetails: true)

    /// A state in which 0.9 ran last, so 1.0's notes are due.
    static let upgradedFrom09 = CheckState(lastVersion: Version("0.9"), viewedVersionDetails: true)

    /// A temporary local versions plist holding 1.0's notes ("Hello"); the caller removes it.
    static func localPlist() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-local-\(UUID()).plist")
        try Data(VersionsFeed(releases: [VersionNotes(version: Version("1.0"), lines: ["Hello"])]).encoded()).write(
            to: url)
        return url
    }

    static func checker(
        _ configuration: Configuration, store: any StateStore, transport: any HTTPTransport = CurlTransport(),
        limits: TransportLimits = TransportLimits(), cache: (any FeedCache)? = nil,
        delegate: any IVersionDelegate = DefaultDelegate(), logger: Logger = Logger(label: "test"),
        clock: any Clock<Duration> = ManualClock()
    ) -> VersionChecker {
        VersionChecker.testing(
            configuration: configuration, store: store, transport: transport, limits: limits, cache: cache,
            preferences: [.english],
            delegate: delegate, now: { now }, clock: clock, logger: logger)
    }
}

/// Records the delegate's events and questions, in order, named as iVersion's delegate methods.
final class RecordingDelegate: IVersionDelegate {
    private let recorded = Mutex<[String]>([])
    private let allowsCheck: Bool

    init(allowsCheck: Bool = true) {
        self.allowsCheck = allowsCheck
    }

    var calls: [String] { recorded.withLock { $0 } }

    private func note(_ call: String) { recorded.withLock { $0.append(call) } }

    func shouldCheckForNewVersion() -> Bool {
        note("shouldCheckForNewVersion")
        return allowsCheck
    }
    func handle(_ event: IVersionEvent) { note(Self.call(event)) }

    /// The iVersion delegate method an event stands for, with its version.
    static func call(_ event: IVersionEvent) -> String {
        switch event {
        case .didNotDetectNewVersion: "didNotDetectNewVersion"
        case .versionCheckDidFail: "versionCheckDidFail"
        case let .didDetectNewVersion(version, _): "didDetectNewVersion \(version)"
        case let .userDidIgnoreUpdate(version): "userDidIgnoreUpdate \(version)"
        case let .userDidRequestReminderForUpdate(version): "userDidRequestReminderForUpdate \(version)"
        case let .userDidAttemptToDownloadUpdate(version): "userDidAttemptToDownloadUpdate \(version)"
        }
    }
}

/// A swift-log handler that keeps every message with its level.
struct RecordingLogHandler: LogHandler {
    final class Box: Sendable {
        let entries = Mutex<[(level: Logger.Level, message: String)]>([])
        func messages(at level: Logger.Level) -> [String] {
            entries.withLock { $0.filter { $0.level == level }.map(\.message) }
        }
    }

    let box: Box
    var logLevel: Logger.Level
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        box.entries.withLock { $0.append((event.level, event.message.description)) }
    }

    /// A logger at `level` whose messages land in the returned box.
    static func logger(level: Logger.Level) -> (Logger, Box) {
        let box = Box()
        let logger = Logger(label: "test") { _ in RecordingLogHandler(box: box, logLevel: level) }
        return (logger, box)
    }
}
