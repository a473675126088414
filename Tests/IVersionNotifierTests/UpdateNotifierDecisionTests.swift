import Foundation
import Testing
@testable import RuntimeTestSupport
@testable import IVersion
@testable import IVersionNotifier
import LocaleServices

/// The notifier's decisions with a recording terminal and a scratch state directory, no processes.
@Suite("UpdateNotifier decisions")
struct UpdateNotifierDecisionTests {
    @Test("who stays silent", arguments: [
        ([:], false, true, nil),
        (["CI": "1"], false, true, NotifierSilence.optedOut(variable: "CI")),
        (["CI": "false"], false, true, nil),
        (["CI": "0"], false, true, nil),
        (["CI": ""], false, true, nil),
        (["NO_UPDATE_NOTIFIER": ""], false, true, .optedOut(variable: "NO_UPDATE_NOTIFIER")),
        (["IVERSION_DISABLE": "0"], false, true, .optedOut(variable: "IVERSION_DISABLE")),
        ([:], true, true, .machineReadableOutput),
        ([:], false, false, .notATerminal),
        (["CI": "true"], true, false, .optedOut(variable: "CI")),
    ] as [([String: String], Bool, Bool, NotifierSilence?)])
    func silence(environment: [String: String], json: Bool, terminal: Bool, expected: NotifierSilence?) {
        #expect(NotifierSilence.decide(environment: environment, machineReadableOutput: json, standardErrorIsTerminal: terminal)
            == expected)
    }

    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String] = []
        func write(_ text: String) { lock.lock(); texts.append(text); lock.unlock() }
        var written: [String] { lock.lock(); defer { lock.unlock() }; return texts }
    }

    /// A notifier with no remote source (so no background check is ever due) writing to `recorder`.
    static func notifier(_ directory: URL, version: Version = "1.0", recorder: Recorder, terminal: Bool = true,
                         environment: [String: String] = [:]) -> UpdateNotifier {
        var configuration = Configuration(applicationVersion: version, applicationBundleID: "com.example.tool")
        configuration.checksAppStore = false
        return UpdateNotifier(
            configuration: configuration, stateDirectory: directory, preferences: nil, appStrings: nil, style: nil,
            environment: environment, arguments: [], now: { Date(timeIntervalSince1970: 1_800_000_000) },
            terminal: .init(isTerminal: terminal, columns: 80, write: recorder.write))
    }

    static func store(_ directory: URL, kind: AlertModel.Kind = .updateAvailable, version: Version = "1.1") throws {
        try NoticeStore(directory: directory, bundleID: "com.example.tool").save(AlertModel(
            kind: kind, title: "Update \(version)", message: "Notes", buttons: [.init(role: .download, label: "Download", isPreferred: true)],
            locale: try LanguageTag(parsing: "en"), version: version))
    }

    @Test func anUpdateIsShownOnceAndRecordedAsAReminder() async throws {
        let directory = try StateTestDirectory()
        try Self.store(directory.url)
        let recorder = Recorder()
        let first = await Self.notifier(directory.url, recorder: recorder).notify()
        #expect(first.printed)
        #expect(first.notice?.version == "1.1")
        #expect(first.backgroundCheck == .notDue(.nothingToCheck))
        #expect(recorder.written.count == 1)
        #expect(recorder.written[0].contains("Update 1.1"))
        let stored = try await directory.store.load(bundleID: "com.example.tool").state
        #expect(stored.lastReminded == Date(timeIntervalSince1970: 1_800_000_000))

        let second = await Self.notifier(directory.url, recorder: recorder).notify()
        #expect(!second.printed && second.notice == nil)
        #expect(recorder.written.count == 1)
    }

    @Test func aRequiredUpdateIsShownOnEveryRun() async throws {
        let directory = try StateTestDirectory()
        try Self.store(directory.url, kind: .updateRequired)
        let recorder = Recorder()
        for _ in 0..<3 { await Self.notifier(directory.url, recorder: recorder).notify() }
        #expect(recorder.written.count == 3)
    }

    @Test func aNoticeAboutTheRunningOrAnOlderVersionIsDropped() async throws {
        let directory = try StateTestDirectory()
        try Self.store(directory.url, version: "1.1")
        let recorder = Recorder()
        let outcome = await Self.notifier(directory.url, version: "1.1", recorder: recorder).notify()
        #expect(outcome.notice == nil && recorder.written.isEmpty)
        #expect(NoticeStore(directory: directory.url, bundleID: "com.example.tool").load() == nil, "removed")
    }

    @Test func anIgnoredVersionIsNotShown() async throws {
        let directory = try StateTestDirectory()
        try await directory.store.save(CheckState(ignoredVersion: "1.1"), bundleID: "com.example.tool")
        try Self.store(directory.url)
        let recorder = Recorder()
        #expect(await Self.notifier(directory.url, recorder: recorder).notify().notice == nil)
        #expect(recorder.written.isEmpty)
    }

    @Test func withoutATerminalTheNoticeIsKept() async throws {
        let directory = try StateTestDirectory()
        try Self.store(directory.url)
        let recorder = Recorder()
        let outcome = await Self.notifier(directory.url, recorder: recorder, terminal: false).notify()
        #expect(outcome.silence == .notATerminal && !outcome.printed && outcome.notice != nil)
        #expect(recorder.written.isEmpty)
        #expect(NoticeStore(directory: directory.url, bundleID: "com.example.tool").load() != nil)
    }

    @Test func aDamagedNoticeIsNoNotice() async throws {
        let directory = try StateTestDirectory()
        let notices = NoticeStore(directory: directory.url, bundleID: "com.example.tool")
        try Data("{\"kind\": 12".utf8).write(to: notices.noticeFile)
        let recorder = Recorder()
        #expect(await Self.notifier(directory.url, recorder: recorder).notify().notice == nil)
        #expect(recorder.written.isEmpty)
    }

    @Test func aRunningCheckHoldsTheLockAndAnotherRunDoesNotStartASecond() throws {
        let directory = try StateTestDirectory()
        let notices = NoticeStore(directory: directory.url, bundleID: "com.example.tool")
        let held = try #require(notices.tryLock())
        #expect(notices.tryLock() == nil, "a second check would find the lock taken")
        close(held)
        let again = try #require(notices.tryLock(), "released when the holder closes it (or exits)")
        close(again)
    }
}
