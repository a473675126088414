import Foundation
import Testing
@testable import RuntimeTestSupport
import TestServer
@testable import IVersion
@testable import IVersionNotifier
import LocaleServices
@_spi(Engine) import IVersionCore

/// The README's command-line tool (`notifier-tool`), run as a person runs it: standard error on a
/// pseudo-terminal, a real versions plist on the loopback server, the state in a scratch
/// `$XDG_STATE_HOME`.
@Suite("UpdateNotifier end to end", .serialized)
struct UpdateNotifierTests {
    static let root = TestPrograms.root

    /// Every variable that opts out or says "continuous integration" (these tests may run on a CI service).
    static let optOutVariables: [String] = NotifierSilence.optOutVariables + ContinuousIntegration.genericVariables
        + ContinuousIntegration.services.flatMap { service -> [String] in
            switch service.condition {
            case let .set(variable), let .equals(variable, _): [variable]
            case let .allSet(variables), let .anySet(variables): variables
            }
        }

    /// The tool's environment: German, a scratch state directory, none of the opt-outs.
    static func environment(state: URL, language: String = "de_DE.UTF-8") -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for variable in optOutVariables + ["LC_ALL", "LANGUAGE", "LC_MESSAGES", "COLUMNS"] {
            environment.removeValue(forKey: variable)
        }
        environment["XDG_STATE_HOME"] = state.path
        environment["LANG"] = language
        return environment
    }

    static func tool() throws -> URL {
        try #require(TestPrograms.helperURL("notifier-tool"), "notifier-tool is built with the tests")
    }

    static func noticeFile(_ state: URL) -> URL {
        state.appendingPathComponent("iversion/com.example.tool.notice.json")
    }

    /// Waits (at most 30 s: the machine may be loaded) for the background check to store its notice.
    static func waitForNotice(_ state: URL) async throws {
        let deadline = Date().addingTimeInterval(30)
        while !FileManager.default.fileExists(atPath: noticeFile(state).path), Date() < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        try #require(FileManager.default.fileExists(atPath: noticeFile(state).path), "the background check stored a notice")
    }

    static func run(_ arguments: [String], _ environment: [String: String], columns: UInt16 = 80,
                    output: Bool = true, terminal: Bool = true) async throws -> PseudoTerminalRun {
        let tool = try tool()
        return try await offThePool {
            try PseudoTerminalRun.run(tool, arguments, environment: environment, columns: columns,
                                      standardOutputIsTerminal: output, standardErrorIsTerminal: terminal)
        }
    }

    /// The lines of `path` (from the repository root), trimmed.
    static func lines(_ path: String) throws -> [String] {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8).components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Whether `lines` holds `snippet` as one run of lines.
    static func shows(_ lines: [String], _ snippet: [String]) -> Bool {
        lines.indices.contains { index in
            index + snippet.count <= lines.count && Array(lines[index..<(index + snippet.count)]) == snippet
        }
    }

    @Test func theDocumentationShowsTheToolsCodeAndProduct() throws {
        let program = try Self.lines("Tests/NotifierTool/main.swift")
        let begin = try #require(program.firstIndex(of: "// notifier:begin"))
        let end = try #require(program.firstIndex(of: "// notifier:end"))
        let snippet = Array(program[(begin + 1)..<end])
        let article = try Self.lines("Sources/IVersionNotifier/IVersionNotifier.docc/IVersionNotifier.md")
        #expect(Self.shows(article, snippet), "the IVersionNotifier article shows the tool's code as it runs")
        // The README keeps a section on the notifier while its front page has room for one.
        let readme = try Self.lines("README.md")
        if readme.contains(where: { $0.hasPrefix("### Command-line tools") }) {
            #expect(Self.shows(readme, snippet), "the README shows the tool's code as it runs")
        }
        // The install line names the product the manifest declares.
        let product = #".product(name: "IVersionNotifier", package: "iversion")"#
        #expect(article.contains(product))
        #expect(try Self.lines("Package.swift").contains(#".library(name: "IVersionNotifier", targets: ["IVersionNotifier"]),"#))
    }

    @Test func theToolNeverWaitsAndTheNextRunShowsTheNoticeOnceInItsOwnLanguage() async throws {
        let state = try StateTestDirectory()
        try await withFeedServer { server in
            // Checked by a run in French, shown by a run in German: the notice speaks German.
            let environment = Self.environment(state: state.url)
            let french = Self.environment(state: state.url, language: "fr_FR.UTF-8")
            // The server holds the plist until the test releases it; the first run must not wait for it.
            let feed = server.url("/held/versions.plist").absoluteString
            let first = try await Self.run([feed], french)
            #expect(first.status == 0)
            #expect(first.output == "done\n")
            #expect(first.terminal.isEmpty, "nothing is known yet: \(first.terminal)")
            #expect(!FileManager.default.fileExists(atPath: Self.noticeFile(state.url).path),
                    "the tool ended before the server answered (\(first.seconds) s)")
            _ = try await CurlTransport().send(HTTPRequest(url: server.url("/held/release"), timeout: 5))
            try await Self.waitForNotice(state.url)
            #expect(try await server.requests().map(\.path).filter { $0 != "/held/release" } == ["/held/versions.plist"])

            let second = try await Self.run([feed], environment)
            #expect(second.status == 0)
            #expect(second.output == "done\n", "the notice is on standard error only")
            #expect(second.terminal.contains("┌"), "a box: \(second.terminal)")
            #expect(second.terminal.contains("Neue Version verfügbar (1.1)"), "\(second.terminal)")
            #expect(second.terminal.contains("NEW: Added new snoodlebar feature"))
            #expect(second.terminal.contains("│ Herunterladen: https://example.com/tool"), "the localised Download and the URL")
            #expect(!FileManager.default.fileExists(atPath: Self.noticeFile(state.url).path), "shown once, then consumed")

            let third = try await Self.run([feed], environment)
            #expect(third.terminal.isEmpty, "the remind period runs: \(third.terminal)")
            try await Task.sleep(for: .milliseconds(300))
            #expect(try await server.requests().filter { $0.path == "/held/versions.plist" }.count == 1, "no new check while the remind period runs")
        }
    }

    /// Stores the update the background check would, without a check.
    static func storeNotice(_ state: URL, version: Version = "1.1") throws {
        let update = UpdateDetails(latestVersion: version, releases: [VersionNotes(version: version, lines: ["Faster sync"])],
                                   updateURL: URL(string: "https://example.com/tool"))
        try NoticeStore(directory: state.appendingPathComponent("iversion"), bundleID: "com.example.tool").save(update)
    }

    @Test("opting out shows nothing and checks nothing", arguments: [
        (["CI": "true"], []), (["NO_UPDATE_NOTIFIER": "1"], []), (["NO_UPDATE_NOTIFIER": ""], []), (["IVERSION_DISABLE": "yes"], []),
        (["JENKINS_URL": "https://ci.example.com/", "BUILD_ID": "7"], []), (["TEAMCITY_VERSION": "2024.03"], []),
        (["TF_BUILD": "True"], []), ([:], ["--no-update-notifier"]),
    ] as [([String: String], [String])])
    func optOut(variables: [String: String], flags: [String]) async throws {
        let state = try StateTestDirectory()
        try Self.storeNotice(state.url)
        try await withFeedServer { server in
            let environment = Self.environment(state: state.url).merging(variables) { $1 }
            let run = try await Self.run([server.url("/versions.plist").absoluteString] + flags, environment)
            #expect(run.status == 0)
            #expect(run.output == "done\n")
            #expect(run.terminal.isEmpty, "\(variables) \(flags): \(run.terminal)")
            try await Task.sleep(for: .milliseconds(500))
            #expect(try await server.requests().isEmpty, "nothing is checked with \(variables) \(flags)")
        }
        #expect(FileManager.default.fileExists(atPath: Self.noticeFile(state.url).path), "the notice is left alone")
    }

    @Test func ciFalseIsNotAnOptOut() async throws {
        let state = try StateTestDirectory()
        try Self.storeNotice(state.url)
        var environment = Self.environment(state: state.url, language: "en_US.UTF-8")
        environment["CI"] = "false"
        let run = try await Self.run(["http://127.0.0.1:9/versions.plist"], environment)
        #expect(run.terminal.contains("New version available (1.1)"), "\(run.terminal)")
        #expect(run.terminal.contains("Download: https://example.com/tool"))
    }

    @Test func jsonOutputAndPipesOnEitherStreamKeepTheNoticeForAnInteractiveRun() async throws {
        let state = try StateTestDirectory()
        try Self.storeNotice(state.url)
        let environment = Self.environment(state: state.url, language: "en_US.UTF-8")
        let feed = "http://127.0.0.1:9/versions.plist" // nothing listens: a background check fails quietly

        let json = try await Self.run([feed, "--json"], environment)
        #expect(json.terminal.isEmpty, "\(json.terminal)")
        #expect(json.output == "{\"result\": \"done\"}\n")
        let piped = try await Self.run([feed], environment, terminal: false)
        #expect(piped.terminal.isEmpty, "standard error is a pipe: \(piped.terminal)")
        // `tool | less`: the notice would not reach standard output, but the terminal it shares with the
        // pager; it waits.
        let paged = try await Self.run([feed], environment, output: false)
        #expect(paged.terminal.isEmpty, "standard output is a pipe: \(paged.terminal)")
        #expect(paged.output == "done\n")
        #expect(FileManager.default.fileExists(atPath: Self.noticeFile(state.url).path), "kept for later")

        let interactive = try await Self.run([feed], environment)
        #expect(interactive.terminal.contains("New version available (1.1)"), "\(interactive.terminal)")
    }

    @Test func aNarrowTerminalGetsOneLine() async throws {
        let state = try StateTestDirectory()
        try Self.storeNotice(state.url)
        let run = try await Self.run(["http://127.0.0.1:9/versions.plist"], Self.environment(state: state.url), columns: 30)
        #expect(run.terminal == "Neue Version verfügbar (1.1) · Herunterladen: https://example.com/tool\n")
    }

    @Test func anArabicNoticeIsRightAlignedAndIsolated() async throws {
        let state = try StateTestDirectory()
        try await withFeedServer { server in
            let environment = Self.environment(state: state.url, language: "ar_EG.UTF-8")
            let feed = server.url("/versions.plist").absoluteString
            _ = try await Self.run([feed], environment)
            try await Self.waitForNotice(state.url)
            let run = try await Self.run([feed], environment)
            let lines = run.terminal.split(separator: "\n").map(String.init)
            let title = try #require(lines.first { $0.contains("\u{2067}") }, "\(run.terminal)")
            #expect(title.hasPrefix("│ "), "the frame stays left to right")
            #expect(title.hasSuffix("\u{2069} │"), "right-aligned: the text ends at the frame: \(title.debugDescription)")
        }
    }
}
