import Foundation
import LocaleServices
import Logging
import RuntimeTestSupport
import Synchronization
import Testing
@testable import EngineTestSupport
@testable import IVersion

/// Every log line the runtime writes goes through one text-safety function, whatever handler the logger has
/// (issue 37: `--verbose` sent feed text to swift-log's stream handler raw: C1 CSI, U+202E, ESC).
@Suite("Safe logging")
struct SafeLoggingTests {
    typealias F = RuntimeFixtures

    /// An appcast whose texts hold terminal sequences and a bidi override where they reach the reasons and
    /// warnings: an enclosure's `sparkle:os` (a reason: "is for …, not macos"), an item's title and
    /// `sparkle:minimumSystemVersion` (a warning: "is not a version").
    static let hostileAppcast = AppcastFixtures.appcast(
        AppcastFixtures.item(
            "2.2",
            enclosure:
                "<enclosure url=\"https://example.com/a.zip\" sparkle:os=\"win\u{9B}2J\u{202E}exe.txt\" length=\"1\"/>"),
        """
        <item><title>T\u{9B}31m\u{202E}itle</title><sparkle:version>2.1</sparkle:version>
        <sparkle:minimumSystemVersion>x\u{9B}2J\u{202E}</sparkle:minimumSystemVersion>
        <enclosure url="https://example.com/b.zip" length="1"/></item>
        """,
        AppcastFixtures.item("2.0"))

    @Test("verbose reasons and warnings carrying feed text reach the handler escaped")
    func verboseCheckLogsAreSafe() async throws {
        let appcast = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-appcast-\(UUID()).xml")
        defer { try? FileManager.default.removeItem(at: appcast) }
        try Data(Self.hostileAppcast).write(to: appcast)
        var configuration = Configuration(applicationVersion: Version("1.9"), applicationBundleID: F.bundleID)
        configuration.removeFeeds(.appStore)
        configuration.setFeed(.appcast(appcast))
        configuration.verboseLogging = true
        let (logger, box) = RecordingLogHandler.logger(level: .trace)
        let checker = VersionChecker.testing(
            configuration: configuration, store: InMemoryStateStore([F.bundleID: F.launchedBefore]),
            preferences: [.english], now: { Fixtures.now }, logger: logger)
        _ = try await checker.checkForNewVersion()
        let lines = box.entries.withLock { $0 }
        // The feed's text did reach the log (escaped), in a reason and in a warning, both at info level (a library
        // logs what recurs on every check no louder).
        #expect(lines.contains { $0.level == .info && $0.message.contains("win\\u{9b}2J\\u{202e}exe.txt") }, "\(lines)")
        #expect(
            lines.filter { $0.level == .info && $0.message.contains("\\u{202e}") }.count >= 2,
            "a reason and a warning: \(lines)")
        #expect(!lines.contains { $0.level >= .warning }, "\(lines)")
        for line in lines { #expect(Self.isSafe(line.message), "\(line.message.debugDescription)") }
    }

    @Test(
        "log(safe:) escapes every unsafe character, whatever the level",
        arguments: [
            "\u{1B}[2J", "\u{9B}31m", "\u{202E}txt.exe", "one\ntwo", "one\rtwo", "bell\u{7}", "\u{2066}isolate",
            "del\u{7F}",
        ])
    func safeLogEscapes(text: String) {
        let (logger, box) = RecordingLogHandler.logger(level: .trace)
        for level in Logger.Level.allCases { logger.log(safe: level, "feed says \(text)") }
        let lines = box.entries.withLock { $0 }
        #expect(lines.count == Logger.Level.allCases.count)
        for line in lines {
            #expect(
                Self.isSafe(line.message) && line.message.hasPrefix("feed says "), "\(line.message.debugDescription)")
        }
    }

    /// No C0 or C1 control, DEL, line break or bidi embedding, override or isolate.
    static func isSafe(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: false
            default: true
            }
        }
    }
}
