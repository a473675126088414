import Foundation
import IVersion
import Testing
import TestServer

/// Issue 30 seen from the command line: what an iVersion user would notice.
@Suite("iversion: behaviour as iVersion's")
struct FidelityCommandTests {
    typealias State = CheckCommandTests.StateDirectory
    static let bundleID = CheckCommandTests.bundleID

    /// Feed files written for one test, removed afterwards.
    final class FeedFiles {
        let directory: URL
        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-cli-feeds-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: directory) }

        func write(_ name: String, _ text: String) throws -> String {
            let file = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            return file.path
        }

        func lookup(version: String, bundleID: String) throws -> String {
            try write("lookup-\(bundleID).json", """
            {"resultCount": 1, "results": [{"version": "\(version)", "bundleId": "\(bundleID)", "trackId": 42,
              "trackViewUrl": "https://apps.apple.com/app/id42", "releaseNotes": "Store notes"}]}
            """)
        }

        /// A versions plist listing 1.1 and 1.2, not 1.3.
        func plist() throws -> String {
            try write("versions.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>1.1</key><string>Search in notes</string>
            <key>1.2</key><string>Faster sync</string>
            </dict></plist>
            """)
        }
    }

    private func check(_ state: State, version: String = "1.1", _ extra: [String], environment: [String: String] = [:]) throws -> CLI.Run {
        try CLI.run(["check", "--bundle-id", Self.bundleID, "--app-version", version, "--state-dir", state.path, "--force"] + extra,
                    environment: environment)
    }

    @Test("item 1: the store at 1.3, the plist listing up to 1.2: 1.2 is announced")
    func plistUpToTheStoresVersion() throws {
        let files = try FeedFiles()
        let state = try State()
        let run = try check(state, ["--lookup", try files.lookup(version: "1.3", bundleID: Self.bundleID),
                                    "--remote-plist", try files.plist(), "--locale", "en", "--verbose"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("New version available (1.2)") && run.output.contains("Faster sync"), "\(run.output)")
        #expect(!run.output.contains("Search in notes"), "the running version's notes are not announced: \(run.output)")
        #expect(run.error.contains("no entry for 1.3"), "\(run.error)")
    }

    @Test("item 3: --app-id still requires the lookup's bundle ID to match")
    func appIDStillMatchesTheBundleID() throws {
        let files = try FeedFiles()
        let state = try State()
        let other = try check(state, ["--app-id", "42", "--lookup", try files.lookup(version: "1.3", bundleID: "com.other.app"), "--locale", "en"])
        #expect(other.status == 1)
        #expect(other.error.contains("bundle ID \"com.other.app\" does not match the expected \"\(Self.bundleID)\""), "\(other.error)")
        #expect(!other.output.contains("New version available"))
        let same = try check(state, ["--app-id", "42", "--lookup", try files.lookup(version: "1.3", bundleID: Self.bundleID), "--locale", "en"])
        #expect(same.status == 0, "\(same.error)")
        #expect(same.output.contains("New version available (1.3)"), "\(same.output)")
        let help = try CLI.run(["check", "--help"])
        #expect(help.output.contains("must still match --bundle-id"), "\(help.output)")
        #expect(!help.output.contains("skips the bundle ID match"))
    }

    @Test("item 5: iversion locale takes the store country from the locale, not the language list")
    func localeCommandCountry() throws {
        let run = try CLI.run(["locale"], environment: ["LANGUAGE": "fr", "LANG": "de_DE.UTF-8"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("Matched localisation: fr"), "\(run.output)")
        #expect(run.output.contains("App Store country:    de"), "\(run.output)")
        #expect(run.output.contains("SSVC locale:          fr/DE"), "\(run.output)")
        let yoruba = try CLI.run(["locale"], environment: ["LANG": "yo_NG.UTF-8"])
        #expect(yoruba.output.contains("App Store country:    ng") && yoruba.output.contains("SSVC locale:          yo/NG"), "\(yoruba.output)")
        // No region anywhere: the first language's likely one; --locale stands for the whole locale.
        #expect(try CLI.run(["locale"], environment: ["LANGUAGE": "ja"]).output.contains("App Store country:    jp"))
        #expect(try CLI.run(["locale", "--locale", "fr-CA"], environment: ["LANG": "de_DE.UTF-8"]).output.contains("App Store country:    ca"))
    }

    @Test("item 5: the SSVC request carries the user's language and country")
    func ssvcRequest() async throws {
        try await withFeedServer { server in
            let state = try State()
            let run = try check(state, ["--ssvc", server.url("/ssvc").absoluteString, "--no-app-store"],
                                environment: ["LANGUAGE": "fr", "LANG": "de_DE.UTF-8"])
            #expect(run.status == 0, "\(run.error)")
            let queries = try await server.requests().map(\.query)
            #expect(queries == ["SSVCLatestVersionKey=1.1&SSVCLanguage=fr&SSVCCountry=DE&SSVCClientProtocolVersion=1"])
        }
    }
}
