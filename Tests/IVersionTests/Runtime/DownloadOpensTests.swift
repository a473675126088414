import Foundation
import LocaleServices
import Synchronization
import TestServer
import Testing
@testable import IVersion
@testable import RuntimeTestSupport

/// Download opens the update's URL: through the injected opener after the delegate agrees, and on
/// Linux through `xdg-open` found on `PATH`.
@Suite("Download opens the update")
struct DownloadOpensTests {
    typealias F = RuntimeFixtures
    static let page = URL(string: "https://example.com/notes/download")!

    static func configuration(_ server: FeedServer) -> Configuration {
        var configuration = F.configuration(server)
        configuration.updateURL = page
        return configuration
    }

    @Test func downloadOpensTheURLOnceTheDelegateAgrees() async throws {
        try await withFeedServer { server in
            let opener = RecordingOpener()
            let delegate = OpeningDelegate(opens: true)
            let checker = VersionChecker.testing(configuration: Self.configuration(server), store: InMemoryStateStore([F.bundleID: F.launchedBefore]),
                                         preferences: [.english], delegate: delegate, opener: opener, now: { F.now })
            let alert = try #require(try await checker.launch().alerts.first)
            #expect(opener.opened.isEmpty)
            try await checker.respond(.download, to: alert)
            #expect(opener.opened == [Self.page])
            #expect(delegate.calls == ["userDidAttemptToDownloadUpdate 1.1", "shouldOpenAppStore"])
            // Other answers open nothing.
            try await checker.respond(.remind, to: alert)
            #expect(opener.opened == [Self.page])
        }
    }

    @Test func aDelegateThatOpensTheURLItselfIsLeftToIt() async throws {
        try await withFeedServer { server in
            let opener = RecordingOpener()
            let store = InMemoryStateStore([F.bundleID: F.launchedBefore])
            let checker = VersionChecker.testing(configuration: Self.configuration(server), store: store, preferences: [.english],
                                         delegate: OpeningDelegate(opens: false), opener: opener, now: { F.now })
            let alert = try #require(try await checker.launch().alerts.first)
            try await checker.respond(.download, to: alert)
            #expect(opener.opened.isEmpty)
        }
    }

    @Test func aFailedOpenIsReportedAfterTheAnswerIsStored() async throws {
        try await withFeedServer { server in
            let store = InMemoryStateStore([F.bundleID: F.launchedBefore])
            let checker = VersionChecker.testing(configuration: Self.configuration(server), store: store, preferences: [.english],
                                         opener: SystemURLOpener(environment: ["PATH": "/nonexistent"]), now: { F.now })
            let alert = try #require(try await checker.launch().alerts.first)
            try await checker.respond(.remind, to: alert)
            await #expect(throws: CheckFailure(.cannotOpenURL, source: .urlOpener,
                                               message: "cannot open \(Self.page.absoluteString): no xdg-open on PATH")) {
                try await checker.respond(.download, to: alert)
            }
            #expect(await store.states[F.bundleID]?.lastReminded == nil, "Download cleared the reminder before the open failed")
        }
    }

    #if os(Linux)
    @Test func xdgOpenOnPathGetsTheURL() async throws {
        let directory = try StateTestDirectory()
        let record = directory.url.appendingPathComponent("opened.txt")
        let script = directory.url.appendingPathComponent("xdg-open")
        try Self.writeScript("#!/bin/sh\nprintf '%s\\n' \"$@\" >> \"$RECORD\"\n", to: script)
        let opener = SystemURLOpener(environment: ["PATH": directory.url.path, "RECORD": record.path])
        try await Self.settled { try await opener.open(Self.page) }
        #expect(try String(contentsOf: record, encoding: .utf8) == Self.page.absoluteString + "\n")

        // A feed may carry any URL: only the web's schemes are handed to the desktop.
        let local = URL(string: "file:///etc/passwd")!
        await #expect(throws: URLOpenError(url: local, reason: "only https and http URLs are opened")) {
            try await opener.open(local)
        }
        #expect(try String(contentsOf: record, encoding: .utf8) == Self.page.absoluteString + "\n")

        // A handler that fails is an error, not silence.
        try Self.writeScript("#!/bin/sh\nexit 3\n", to: script)
        await #expect(throws: URLOpenError(url: Self.page, reason: "xdg-open exited with status 3")) {
            try await Self.settled { try await opener.open(Self.page) }
        }
    }

    /// Writes an executable script through a close-on-exec descriptor: other tests start processes at
    /// the same time, and a child that inherited a write descriptor would make the script "busy".
    static func writeScript(_ text: String, to url: URL) throws {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        #expect(fd >= 0)
        let bytes = Array(text.utf8)
        #expect(write(fd, bytes, bytes.count) == bytes.count)
        close(fd)
        #expect(chmod(url.path, 0o755) == 0)
    }

    /// Runs `open`, retrying a few times while the script is still held open by a process another test
    /// is starting (Linux refuses to run a file open for writing: ETXTBSY).
    static func settled(_ open: () async throws -> Void) async throws {
        for attempt in 1...5 {
            do {
                return try await open()
            } catch let error as URLOpenError where error.reason.hasPrefix("cannot run") && attempt < 5 {
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
    }
    #endif
}

/// Keeps the URLs it was asked to open.
final class RecordingOpener: URLOpener {
    private let recorded = Mutex<[URL]>([])
    var opened: [URL] { recorded.withLock { $0 } }
    func open(_ url: URL) async throws(URLOpenError) { recorded.withLock { $0.append(url) } }
}

/// Answers `shouldOpenAppStore` as told and records the download notifications.
final class OpeningDelegate: IVersionDelegate {
    private let recorded = Mutex<[String]>([])
    private let opens: Bool
    init(opens: Bool) { self.opens = opens }
    var calls: [String] { recorded.withLock { $0 } }
    func handle(_ event: IVersionEvent) {
        if case let .userDidAttemptToDownloadUpdate(version) = event { recorded.withLock { $0.append("userDidAttemptToDownloadUpdate \(version)") } }
    }
    func shouldOpenAppStore() -> Bool { recorded.withLock { $0.append("shouldOpenAppStore") }; return opens }
}
