import Foundation
import PropertySupport
import TestServer
import Testing

/// Examples/ is a package that uses this one as an adopter's does: by the README's install line, through a
/// path dependency whose folder is named as the repository's URL names it. It is built with `swift build`
/// (from SwiftPM's cache, offline) and its four programs run against the loopback feed server: the quick
/// start, an app with its own transport and languages, an app with a feed and a transport of its own, and a
/// command-line tool with the notifier.
@Suite("Examples package", .serialized)
struct ExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The README's install line: the package's URL, and the `package:` its product line names.
    static func installLine() throws -> (url: URL, product: String) {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let url = try #require(
            readme.firstMatch(of: /\.package\(url: "([^"]+)", from: "1\.0\.0"\)/),
            "the README's install line names 1.0.0")
        let product = try #require(readme.firstMatch(of: /\.product\(name: "IVersion", package: "[^"]+"\)/))
        return (try #require(URL(string: String(url.1))), String(product.0))
    }

    @Test func theInstallLineNamesTheIdentityUsersGet() throws {
        let (url, product) = try Self.installLine()
        // SwiftPM's identity of a URL dependency: its last path component, lower-cased, without `.git`.
        let identity = url.deletingPathExtension().lastPathComponent.lowercased()
        #expect(product == #".product(name: "IVersion", package: "\#(identity)")"#)
        #expect(
            Self.checkoutName.lowercased() == identity, "the examples are built from a folder named as the URL names it"
        )
        let manifest = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/Package.swift"), encoding: .utf8)
        #expect(manifest.contains(product), "Examples/Package.swift uses the README's product line")
        #expect(manifest.contains(#".package(path: "..")"#))
    }

    @Test func aCheckoutNamedOtherwiseIsAnotherPackage() throws {
        // The snag adopters met: under another folder name (or URL) the product line names no package.
        let work = Self.root.appendingPathComponent(".build/examples")
        let elsewhere = work.appendingPathComponent("iversion-swift")
        try? FileManager.default.removeItem(at: elsewhere)
        try Self.mirror(Self.root, to: elsewhere)
        let scratch = work.appendingPathComponent("scratch-elsewhere")
        defer { for folder in [elsewhere, scratch] { try? FileManager.default.removeItem(at: folder) } }
        let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
        let describe = try Self.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                swift, "package", "--package-path", elsewhere.appendingPathComponent("Examples").path,
                "--scratch-path", scratch.path, "describe",
            ],
            ProcessInfo.processInfo.environment)
        #expect(describe.status != 0)
        #expect(describe.error.contains("unknown package 'iversion'"), "\(describe.error)")
        #expect(describe.error.contains("valid packages are: 'iversion-swift'"), "\(describe.error)")
    }

    /// The lines of a program between `// NAME:begin` and `// NAME:end`.
    static func programLines(_ path: String, _ name: String) throws -> [String] {
        let lines = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8).components(
            separatedBy: "\n")
        let begin = try #require(lines.firstIndex(of: "// \(name):begin"), "\(path) marks its \(name) lines")
        let end = try #require(lines.firstIndex(of: "// \(name):end"))
        return Array(lines[(begin + 1)..<end])
    }

    /// The README's first Swift block after the heading, without `import` lines and blank lines.
    static func readmeLines(after heading: String) throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(
            readme.components(separatedBy: "\n").firstIndex { $0.hasPrefix(heading) }, "the README has \(heading)")
        let block = try #require(
            DocumentationBlock.blocks(inMarkdown: readme, file: "README.md").first { $0.line > start + 1 })
        return block.lines.filter { !$0.hasPrefix("import ") && !$0.isEmpty }
    }

    @Test func theProgramsRunTheReadmesCode() throws {
        let quickStart = try Self.readmeLines(after: "## Quick start")
        #expect(quickStart == (try Self.programLines("Examples/Sources/QuickStart/main.swift", "quick-start")))
        #expect(quickStart.count <= 5, "a complete adoption in at most five lines")
        #expect(
            try Self.readmeLines(after: "### Command-line tools")
                == Self.programLines("Examples/Sources/Tool/main.swift", "notifier"))
    }

    @Test func theQuickStartShowsTheUpdateInTheUsersLanguageAndStoresItsState() async throws {
        let programs = try await Self.built.value
        let state = try TemporaryDirectory()
        try await withFeedServer { server in
            let run = try await Self.run(
                programs.appendingPathComponent("quick-start"), [server.url("/versions.plist").absoluteString],
                Self.environment(state: state.url, language: "de_DE.UTF-8"))
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output == "updateAvailable: Neue Version verfügbar (1.1)\n")
        }
        #expect(
            FileManager.default.fileExists(
                atPath: state.url.appendingPathComponent("iversion/com.example.notes.json").path),
            "state in $XDG_STATE_HOME/iversion, as the README says")
    }

    @Test func theAppWordsTheAlertInItsOwnLanguage() async throws {
        let programs = try await Self.built.value
        let state = try TemporaryDirectory()
        try await withFeedServer { server in
            // The system says German; the app's own setting says Canadian French, and wins.
            let run = try await Self.run(
                programs.appendingPathComponent("notes-app"), [server.url("/versions.plist").absoluteString],
                Self.environment(state: state.url, language: "de_DE.UTF-8"))
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output.contains("fr-CA: Nouvelle version disponible (1.1)\n"), "\(run.output)")
            #expect(run.output.contains("Télécharger"), "\(run.output)")
            // Every request went through the app's own transport.
            #expect(run.output.contains("GET /versions.plist 200"), "\(run.output)")
            let requests = try await server.requests()
            #expect(!requests.isEmpty && requests.allSatisfy { $0.userAgent == "NotesApp/1.0" }, "\(requests)")
        }
    }

    /// Done-when of issue 38: a feed of the app's own (a JSON document from its own server) in one file, through the
    /// public API only, announced as a release feed; and the same program's transport, which checks nothing, cannot
    /// lose the rules: the feed server redirects to plain HTTP on another host and to a file; a transport that
    /// checks nothing is never asked for either, and one that follows redirects itself has the file refused.
    @Test func anAppsOwnFeedAndTransportKeepTheRules() async throws {
        let programs = try await Self.built.value
        let state = try TemporaryDirectory()
        let secret = state.url.appendingPathComponent("releases.json")
        try Data(#"{"releases": [{"version": "9.9", "notes": ["from the disk"]}]}"#.utf8).write(to: secret)
        try await withFeedServer { server in
            let program = programs.appendingPathComponent("own-feed")
            let environment = Self.environment(state: state.url, language: "en_US.UTF-8")
            let feeds = [
                server.url("/releases.json"), server.url("/external"), server.redirect(to: secret.absoluteString),
            ]
            let run = try await Self.run(program, feeds.map(\.absoluteString), environment)
            #expect(run.status == 0, "\(run.error)")
            #expect(
                run.output == """
                    /releases.json
                      transport: GET \(feeds[0].absoluteString)
                      alert: New version available (1.2)
                      Folders.
                      Faster search.
                      Notes sync in the background.
                      download: https://example.com/notes/1.2
                    /external
                      transport: GET \(feeds[1].absoluteString)
                      refused: releases JSON: http://example.com/versions.plist: insecure http:// URL (only loopback hosts may use plain HTTP); use https://
                    /redirect-to
                      transport: GET \(feeds[2].absoluteString)
                      refused: releases JSON: \(secret.absoluteString): unsupported URL scheme "file"; use https://

                    """, "\(run.output)")
            // The server was asked for the document as the reader built its request.
            let asked = try await server.requests().first { $0.path == "/releases.json" }
            #expect(asked?.accept == "application/json", "\(String(describing: asked))")

            let following = try await Self.run(program, ["--follow-redirects", feeds[2].absoluteString], environment)
            #expect(following.status == 0, "\(following.error)")
            #expect(
                following.output == """
                    /redirect-to
                      transport: GET \(feeds[2].absoluteString)
                      transport: GET \(secret.absoluteString)
                      refused: releases JSON: \(secret.absoluteString): unsupported URL scheme "file"; use https://

                    """, "\(following.output)")
        }
    }

    @Test func theToolShowsTheNoticeOnTheNextRun() async throws {
        let programs = try await Self.built.value
        let state = try TemporaryDirectory()
        let tool = programs.appendingPathComponent("tool")
        let notice = state.url.appendingPathComponent("iversion/com.example.tool.notice.json")
        try await withFeedServer { server in
            let environment = Self.environment(state: state.url, language: "de_DE.UTF-8")
            let feed = server.url("/versions.plist").absoluteString
            let first = try await Self.runOnATerminal(tool, [feed], environment)
            #expect(first.status == 0 && first.output == "done\n", "nothing is known yet: \(first.output)")
            // The background check the first run started stores the notice (at most 60 s: the machine may be busy).
            let deadline = Date().addingTimeInterval(60)
            while !FileManager.default.fileExists(atPath: notice.path), Date() < deadline {
                try await Task.sleep(for: .milliseconds(100))
            }
            let second = try await Self.runOnATerminal(tool, [feed], environment)
            #expect(second.status == 0)
            #expect(second.output.contains("Neue Version verfügbar (1.1)"), "\(second.output)")
            #expect(second.output.contains("Herunterladen: https://example.com/tool"), "\(second.output)")
            #expect(second.output.hasSuffix("done\n"), "\(second.output)")
        }
    }

    // MARK: Building

    /// The folder the examples' dependency is found in: the name `git clone` gives the repository.
    static let checkoutName = "iVersion"

    /// The examples' programs, built once per test run.
    static let built = Task { () async throws -> URL in try await offThePool { try build() } }

    /// Mirrors the repository into `.build/examples/iVersion` (hard links, so a rebuild sees unchanged files
    /// as unchanged), adds the documents' Swift blocks to its `DocSnippets` target, and builds `Examples/` there, with a scratch directory kept between runs: the first
    /// build compiles the library again (minutes), later ones only what changed.
    static func build() throws -> URL {
        let work = root.appendingPathComponent(".build/examples")
        let checkout = work.appendingPathComponent(checkoutName)
        try? FileManager.default.removeItem(at: checkout)
        try mirror(root, to: checkout)
        try DocumentationSnippetTests.writeCodeBlocks(into: checkout)
        let scratch = work.appendingPathComponent("scratch")
        // SwiftPM plans a build again when the root package changes, not when a path dependency gains a
        // source file: without its plan (a second to write again; what is compiled is kept) it looks anew.
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent("debug.yaml"))
        let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
        let build = try run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                swift, "build", "--package-path", checkout.appendingPathComponent("Examples").path, "--scratch-path",
                scratch.path,
            ],
            ProcessInfo.processInfo.environment)
        guard build.status == 0 else {
            throw Failure(
                description: "swift build of Examples/ failed (\(build.status)):\n\(build.output)\n\(build.error)")
        }
        return scratch.appendingPathComponent("debug")
    }

    /// Names never mirrored: build products, version control, resolved versions.
    static let notMirrored: Set<String> = [".build", ".git", ".swiftpm", "Package.resolved"]

    static func mirror(_ source: URL, to destination: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try files.contentsOfDirectory(atPath: source.path).sorted()
        where !notMirrored.contains(name) && !name.hasPrefix(".build") {
            let from = source.appendingPathComponent(name)
            let to = destination.appendingPathComponent(name)
            let type = try files.attributesOfItem(atPath: from.path)[.type] as? FileAttributeType
            switch type {
            case .typeDirectory?: try mirror(from, to: to)
            case .typeSymbolicLink?: try files.copyItem(at: from, to: to)
            default:
                do { try files.linkItem(at: from, to: to) } catch { try files.copyItem(at: from, to: to) }
            }
        }
    }

    // MARK: Running

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The programs' environment: a scratch state directory, the given language, none of the notifier's
    /// opt-outs.
    static func environment(state: URL, language: String) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for variable in ["CI", "NO_UPDATE_NOTIFIER", "IVERSION_DISABLE", "LC_ALL", "LANGUAGE", "LC_MESSAGES"] {
            environment.removeValue(forKey: variable)
        }
        environment["XDG_STATE_HOME"] = state.path
        environment["LANG"] = language
        return environment
    }

    static func run(_ program: URL, _ arguments: [String], _ environment: [String: String]) async throws
        -> (status: Int32, output: String, error: String)
    {
        try await offThePool { try run(program, arguments, environment) }
    }

    /// Blocking: runs a program (in `directory`, or this process's) and collects its output.
    static func run(_ program: URL, _ arguments: [String], _ environment: [String: String], in directory: URL? = nil)
        throws
        -> (status: Int32, output: String, error: String)
    {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Standard error is read on another thread, so neither pipe can fill up and stall the program.
        let errorData = LockedData()
        let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { Thread.sleep(forTimeInterval: 0.01) }
        return (
            process.terminationStatus, String(decoding: out, as: UTF8.self),
            String(decoding: errorData.get(), as: UTF8.self)
        )
    }

    /// Runs a program with standard output and standard error on a pseudo-terminal, as in a person's shell
    /// (util-linux's `script`); the output is both, with the terminal's CR LF made LF.
    static func runOnATerminal(_ program: URL, _ arguments: [String], _ environment: [String: String]) async throws
        -> (status: Int32, output: String)
    {
        let command = ([program.path] + arguments).map(shellQuoted).joined(separator: " ")
        let run = try await run(
            URL(fileURLWithPath: "/usr/bin/env"), ["script", "--quiet", "--return", "--command", command, "/dev/null"],
            environment)
        return (run.status, run.output.replacingOccurrences(of: "\r\n", with: "\n"))
    }

    static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}

/// Bytes handed from a reader thread to the test.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?
    func set(_ value: Data) {
        lock.lock()
        data = value
        lock.unlock()
    }
    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return data != nil
    }
    func get() -> Data {
        lock.lock()
        defer { lock.unlock() }
        return data ?? Data()
    }
}

/// A directory removed when the value is released.
final class TemporaryDirectory: Sendable {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-examples-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
}
