import Foundation
import IVersion
import LocaleServices
import Testing
import TestServer

/// `iversion check` and `iversion respond` as separate processes sharing a state directory.
@Suite("iversion check and respond")
struct CheckCommandTests {
    static let bundleID = "com.example.test"

    /// A state directory of its own, removed afterwards.
    final class StateDirectory {
        let path: String
        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-cli-state-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        var stateFile: String { path + "/\(CheckCommandTests.bundleID).json" }

        /// The stored state as JSON keys and values.
        func state() throws -> [String: Any] {
            let data = try #require(FileManager.default.contents(atPath: stateFile))
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }

        func contents() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        }
    }

    static func check(_ server: FeedServer, _ state: StateDirectory, version: String = "1.0", _ extra: [String] = []) throws -> CLI.Run {
        try CLI.run(["check", "--bundle-id", bundleID, "--app-version", version, "--remote-plist", server.url("/versions.plist").absoluteString,
                     "--no-app-store", "--state-dir", state.path, "--locale", "en"] + extra)
    }

    static func respond(_ answer: String, _ state: StateDirectory, _ extra: [String] = []) throws -> CLI.Run {
        try CLI.run(["respond", answer, "--bundle-id", bundleID, "--app-version", "1.0", "--state-dir", state.path] + extra)
    }

    @Test("--github reads a GitHub releases feed; --announce-delay holds back what is too recent")
    func gitHubReleases() async throws {
        try await withFeedServer { server in
            let state = try StateDirectory()
            let arguments = ["check", "--bundle-id", Self.bundleID, "--app-version", "1.0", "--github", server.url("/github/releases").absoluteString,
                             "--no-app-store", "--state-dir", state.path, "--locale", "en", "--force"]
            let run = try CLI.run(arguments)
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output.contains("New version available (1.2)") && run.output.contains("Faster sync"), "\(run.output)")
            // 1.2 came out on 2025-03-01 and 1.1 a month earlier: a delay of 100,000 days holds both back.
            let held = try CLI.run(arguments + ["--announce-delay", "100000", "--verbose"])
            #expect(held.status == 0)
            #expect(!held.output.contains("New version available"), "\(held.output)")
            // The reason gives the delay as applied: a duration holds at most a century.
            #expect(held.error.contains("1.2 released ") && held.error.contains("announcing after 36500 days"), "\(held.error)")
            // A number past what an integer holds is a delay like any other, not a trap (issue 28).
            let huge = try CLI.run(arguments + ["--announce-delay", "1e20", "--verbose"])
            #expect(huge.status == 0, "\(huge.error)")
            #expect(!huge.output.contains("New version available"), "\(huge.output)")
            #expect(huge.error.contains("announcing after 36500 days"), "\(huge.error)")
            let invalid = try CLI.run(arguments + ["--announce-delay", "-1"])
            #expect(invalid.status == 2 && invalid.error.contains("--announce-delay"))
        }
    }

    @Test("--appcast reads a Sparkle appcast (a file here); --channel follows a channel")
    func appcast() throws {
        let state = try StateDirectory()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("appcast-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("""
            <rss version="2.0" xmlns:sparkle="http://www.andymatuschak.org/xml-namespaces/sparkle"><channel>
            <item><sparkle:channel>beta</sparkle:channel><enclosure url="https://example.com/b.zip" sparkle:version="300" sparkle:shortVersionString="3.0b1"/></item>
            <item><description><![CDATA[<ul><li>Faster sync</li></ul>]]></description>
            <enclosure url="https://example.com/n.zip" sparkle:version="200" sparkle:shortVersionString="2.0" length="1000"/></item>
            </channel></rss>
            """.utf8).write(to: file)
        let arguments = ["check", "--bundle-id", Self.bundleID, "--app-version", "1.0", "--build-number", "100", "--appcast", file.path,
                         "--no-app-store", "--state-dir", state.path, "--locale", "en", "--force"]
        let run = try CLI.run(arguments)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("New version available (2.0)") && run.output.contains("Faster sync"), "\(run.output)")
        let beta = try CLI.run(arguments + ["--channel", "beta"])
        #expect(beta.output.contains("New version available (3.0b1)"), "\(beta.output)")
    }

    @Test("--app-version with a commit after a hyphen is a version; --appcast-os reads another system's items")
    func hyphenatedAppVersionAndAppcastOS() throws {
        let state = try StateDirectory()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("appcast-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data("""
            <rss version="2.0" xmlns:sparkle="http://www.andymatuschak.org/xml-namespaces/sparkle"><channel>
            <item><enclosure url="https://example.com/n.msi" sparkle:os="windows" sparkle:version="1.6"/></item>
            <item><enclosure url="https://example.com/n.zip" sparkle:version="1.5.5"/></item>
            </channel></rss>
            """.utf8).write(to: file)
        let arguments = ["check", "--bundle-id", Self.bundleID, "--app-version", "1.5.5-335d3e2", "--appcast", file.path,
                         "--no-app-store", "--state-dir", state.path, "--locale", "en", "--force"]
        // Sparkle's comparator ignores "-335d3e2": 1.5.5 is this very version, and 1.6 is for Windows.
        let mac = try CLI.run(arguments)
        #expect(mac.status == 0 && mac.output == "You have the newest version (1.5.5-335d3e2).\n", "\(mac.output)\(mac.error)")
        let windows = try CLI.run(arguments + ["--appcast-os", "windows"])
        #expect(windows.output.contains("New version available (1.6)"), "\(windows.output)\(windows.error)")
        let bad = try CLI.run(arguments + ["--appcast-os", "mac os"])
        #expect(bad.status == 2 && bad.error.contains("--appcast-os"), "\(bad.error)")
    }

    @Test func alertThenIgnoreThenRelaunchShowsNothing() async throws {
        try await withFeedServer { server in
            let state = try StateDirectory()
            let first = try Self.check(server, state)
            #expect(first.status == 0, "\(first.error)")
            #expect(first.output.contains("New version available (1.1)"))
            #expect(first.output.contains("NEW: Added new snoodlebar feature"))
            #expect(first.output.contains("Ignore"))
            #expect(first.error.isEmpty, "without --verbose the reasons stay off standard error: \(first.error)")

            let ignore = try Self.respond("ignore", state, ["--version", "1.1"])
            #expect(ignore.status == 0, "\(ignore.error)")
            #expect(try state.state()["ignoredVersion"] as? String == "1.1")

            let relaunch = try Self.check(server, state)
            #expect(relaunch.status == 0, "\(relaunch.error)")
            #expect(relaunch.output == "You chose to ignore version 1.1.\n")
        }
    }

    @Test func remindHoldsTheNextCheckBack() async throws {
        try await withFeedServer { server in
            let state = try StateDirectory()
            _ = try Self.check(server, state)
            #expect(try Self.respond("remind", state, ["--version", "1.1"]).status == 0)
            let next = try Self.check(server, state, ["--verbose"])
            #expect(next.output.hasPrefix("No update will be shown before "), "\(next.output)")
            #expect(next.error.contains("no remote check: the user asked to be reminded later"), "\(next.error)")
            #expect(try await server.requests().count == 1)
            let forced = try Self.check(server, state, ["--force"])
            #expect(forced.output.contains("New version available (1.1)"), "--force ignores the periods")
        }
    }

    @Test func secondProcessGetsA304FromTheCacheBesideTheState() async throws {
        try await withFeedServer { server in
            let state = try StateDirectory()
            _ = try Self.check(server, state)
            let second = try Self.check(server, state)
            #expect(second.output.contains("New version available (1.1)"))
            #expect(try await server.requests().map(\.ifNoneMatch) == [nil, "\"versions-v1\""])
        }
    }

    @Test func corruptStateIsReportedAndRecovered() async throws {
        try await withFeedServer { server in
            let state = try StateDirectory()
            try Data("not json at all".utf8).write(to: URL(fileURLWithPath: state.stateFile))
            let run = try Self.check(server, state)
            #expect(run.status == 0)
            #expect(run.error.contains("warning: \(state.stateFile): warning: the file is not valid JSON"), "\(run.error)")
            #expect(run.error.contains("starting from a fresh state"))
            #expect(run.output.contains("New version available (1.1)"))
            #expect(state.contents().contains { $0.hasPrefix("\(Self.bundleID).json.corrupt-") }, "\(state.contents())")
            #expect(try state.state()["lastVersion"] as? String == "1.0", "a good file was written after recovery")
        }
    }

    /// `check` stores only what it changed, under the lock; `respond` does a locked read-modify-write.
    /// Run side by side, neither loses the other's update.
    @Test(arguments: 0..<4)
    func checkAndRespondAtOnceKeepBothUpdates(round: Int) async throws {
        try await withFeedServer { server in
            let state = try StateDirectory()
            #expect(try Self.respond("ok", state).status == 0)  // 1.0 launched before
            let check = try CLI.start(["check", "--bundle-id", Self.bundleID, "--app-version", "1.0",
                                       "--remote-plist", server.url("/versions.plist").absoluteString,
                                       "--no-app-store", "--state-dir", state.path, "--locale", "en"])
            let ignore = try CLI.start(["respond", "ignore", "--version", "1.1", "--bundle-id", Self.bundleID,
                                        "--app-version", "1.0", "--state-dir", state.path])
            let (checked, ignored) = (check.finish(), ignore.finish())
            #expect(checked.status == 0, "\(checked.error)")
            #expect(ignored.status == 0, "\(ignored.error)")
            let stored = try state.state()
            #expect(stored["ignoredVersion"] as? String == "1.1")
            #expect(stored["lastChecked"] != nil)
            #expect(stored["lastVersion"] as? String == "1.0")
        }
    }

    @Test func jsonPrintsTheModel() async throws {
        try await withFeedServer { server in
            let state = try StateDirectory()
            let run = try Self.check(server, state, ["--json", "--locale", "fr"])
            #expect(run.status == 0)
            struct Output: Decodable { let alerts: [AlertModel]; let failures: [CheckFailure] }
            let output = try JSONDecoder().decode(Output.self, from: Data(run.output.utf8))
            #expect(output.alerts.map(\.locale.identifier) == ["fr"])
            #expect(output.alerts.first?.version == "1.1")
            #expect(output.failures.isEmpty)
        }
    }

    @Test func failedCheckExitsWithOne() async throws {
        try await withFeedServer { server in
            let state = try StateDirectory()
            let run = try CLI.run(["check", "--bundle-id", Self.bundleID, "--app-version", "1.0", "--no-app-store",
                                   "--remote-plist", server.url("/missing").absoluteString, "--state-dir", state.path])
            #expect(run.status == 1)
            #expect(run.error.contains("error: remote versions plist: HTTP 404"), "\(run.error)")
            #expect(try state.state()["lastChecked"] != nil, "a failed attempt counts as a check, as iVersion")
        }
    }

    @Test func plainHTTPElsewhereIsRefused() throws {
        let state = try StateDirectory()
        let run = try CLI.run(["check", "--bundle-id", Self.bundleID, "--app-version", "1.0", "--no-app-store",
                               "--remote-plist", "http://updates.example.com/versions.plist", "--state-dir", state.path])
        #expect(run.status == 1)
        #expect(run.error.contains("https"), "\(run.error)")
    }

    @Test func lookupFromAFileFeedsTheAppStoreSide() throws {
        let state = try StateDirectory()
        let lookup = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Resources/Demo/lookup.json").standardizedFileURL
        let run = try CLI.run(["check", "--bundle-id", "com.example.notes", "--app-version", "1.0", "--lookup", lookup.path,
                               "--state-dir", state.path, "--locale", "en"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("(1.2)"), "\(run.output)")
    }

    @Test(arguments: [
        (["respond", "maybe", "--bundle-id", "a.b", "--app-version", "1.0"], "answer must be one of: download, ignore, remind, ok"),
        (["respond", "ignore", "--bundle-id", "a.b", "--app-version", "1.0"], "--version is required for ignore"),
        (["check", "--bundle-id", "a.b", "--app-version", "soon"], "--app-version: \"soon\" is not a version"),
        (["check", "--app-version", "1.0"], "Missing expected argument '--bundle-id <bundle-id>'"),
        (["check", "--bundle-id", "a.b", "--app-version", "1.0", "--country", "France"], "--country: \"France\" is not a two-letter country code"),
    ])
    func usageErrorsExitWith2(arguments: [String], message: String) throws {
        let run = try CLI.run(arguments)
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
    }

    @Test func unwritableStateDirectoryIsAnError() throws {
        let state = try StateDirectory()
        let blocked = state.path + "/file"
        _ = FileManager.default.createFile(atPath: blocked, contents: Data("x".utf8))
        let run = try CLI.run(["respond", "remind", "--version", "1.1", "--bundle-id", Self.bundleID, "--app-version", "1.0",
                               "--state-dir", blocked])
        #expect(run.status == 1)
        #expect(run.error.contains("cannot store the state"), "\(run.error)")
    }

    @Test func respondDownloadOpensThePageOnlyWithOpen() throws {
        let state = try StateDirectory()
        // A stand-in for the desktop's handler: it writes down what it was asked to open.
        let script = state.path + "/xdg-open", record = state.path + "/opened.txt"
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" >> \"$RECORD\"\n".write(toFile: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let environment = ["PATH": state.path + ":/usr/bin:/bin", "RECORD": record]
        let page = "https://example.com/notes/download"

        // No page known (no --url, no learnt App Store ID): nothing to download from, so nothing is recorded.
        let unknown = try Self.respond("download", state, ["--version", "1.1"])
        #expect(unknown.status == 1 && unknown.error.contains("no URL to open for 1.1"), "\(unknown.error)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: state.path).filter { $0.hasSuffix(".json") }) ?? [] == [])

        let quiet = try Self.respond("download", state, ["--version", "1.1", "--url", page])
        #expect(quiet.status == 0, "\(quiet.error)")
        #expect(!FileManager.default.fileExists(atPath: record), "without --open nothing is opened")

        let run = try CLI.run(["respond", "download", "--version", "1.1", "--url", page, "--open", "--bundle-id", Self.bundleID,
                               "--app-version", "1.0", "--state-dir", state.path], environment: environment)
        #expect(run.status == 0, "\(run.error)")
        #expect(try String(contentsOfFile: record, encoding: .utf8) == page + "\n")

        let refused = try CLI.run(["respond", "ignore", "--version", "1.1", "--open", "--bundle-id", Self.bundleID,
                                   "--app-version", "1.0", "--state-dir", state.path], environment: environment)
        #expect(refused.status == 2 && refused.error.contains("--open goes with download only"), "\(refused.error)")

        let noHandler = try CLI.run(["respond", "download", "--version", "1.1", "--url", page, "--open", "--bundle-id", Self.bundleID,
                                     "--app-version", "1.0", "--state-dir", state.path], environment: ["PATH": "/nonexistent"])
        #expect(noHandler.status == 1)
        #expect(noHandler.error.contains("no xdg-open on PATH"), "\(noHandler.error)")
    }

    @Test func helpListsEveryOption() throws {
        let run = try CLI.run(["check", "--help"])
        for option in ["--remote-plist", "--local-plist", "--bundle-id", "--app-id", "--app-version", "--country", "--locale",
                       "--state-dir", "--preview", "--json", "--lookup", "--force", "Exit status: 0", "2 usage error"] {
            #expect(run.output.contains(option), "\(option)")
        }
    }

    @Test("both commands' help states the exit statuses they share: 0, 1, 2 for usage")
    func helpStatesExitStatuses() throws {
        let help = try CLI.run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("Exit status: 0 success, 1 a failure while running"), "\(help.output)")
        #expect(help.output.contains("2 usage error"), "\(help.output)")
        let unknown = try CLI.run(["check", "--no-such-option"])
        #expect(unknown.status == 2)
        #expect(unknown.error.hasPrefix("Error: "), "\(unknown.error)")
        #expect(unknown.error.contains("Usage:"), "\(unknown.error)")
    }

    @Test func stateGoesToXDGStateHomeByDefault() async throws {
        try await withFeedServer { server in
            let home = try StateDirectory()
            let run = try CLI.run(["check", "--bundle-id", Self.bundleID, "--app-version", "1.0", "--no-app-store",
                                   "--remote-plist", server.url("/versions.plist").absoluteString],
                                  environment: ["XDG_STATE_HOME": home.path, "HOME": "/nonexistent"])
            #expect(run.status == 0, "\(run.error)")
            #expect(FileManager.default.fileExists(atPath: home.path + "/iversion/\(Self.bundleID).json"))
        }
    }

    @Test func previewShowsTheUpdateEvenWhenIgnored() async throws {
        try await withFeedServer { server in
            let state = try StateDirectory()
            _ = try Self.check(server, state)
            _ = try Self.respond("ignore", state, ["--version", "1.1"])
            #expect(try Self.check(server, state).output == "You chose to ignore version 1.1.\n")
            let preview = try Self.check(server, state, ["--preview"])
            #expect(preview.output.contains("New version available (1.1)"), "\(preview.output)")
        }
    }
}
