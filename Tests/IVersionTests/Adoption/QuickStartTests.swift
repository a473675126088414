import Foundation
import Testing
@testable import RuntimeTestSupport
import TestServer

/// The README's quick start is real code: the lines in the README are the `quick-start` program's,
/// and that program, run against the loopback server, shows the update alert in the user's language
/// and keeps its state where the README says.
@Suite("README quick start")
struct QuickStartTests {
    static let root = TestPrograms.root

    /// The lines between `// quick-start:begin` and `// quick-start:end` in the program.
    static func programLines() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("Tests/QuickStart/main.swift"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex(of: "// quick-start:begin"))
        let end = try #require(lines.firstIndex(of: "// quick-start:end"))
        return Array(lines[(begin + 1)..<end])
    }

    /// The README's first Swift block after the "Quick start" heading, without `import IVersion` and
    /// blank lines.
    static func readmeLines() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let heading = try #require(lines.firstIndex { $0.hasPrefix("## Quick start") }, "the README has a Quick start section")
        let open = try #require(lines[heading...].firstIndex(of: "```swift"))
        let close = try #require(lines[(open + 1)...].firstIndex(of: "```"))
        return lines[(open + 1)..<close].filter { $0 != "import IVersion" && !$0.isEmpty }
    }

    @Test func theReadmeShowsExactlyTheProgramsCodeInFiveLinesTurningNothingOff() throws {
        let readme = try Self.readmeLines()
        #expect(readme == (try Self.programLines()))
        #expect(readme.count <= 5, "a complete adoption in at most five lines")
        // Nothing is checked that the quick start does not name, so it has nothing to turn off.
        #expect(!readme.contains { $0.contains("= false") || $0.contains("checksAppStore") }, "\(readme)")
    }

    @Test func theQuickStartShowsTheUpdateInTheUsersLanguageAndStoresItsState() async throws {
        let program = try #require(TestPrograms.helperURL("quick-start"), "quick-start is built with the tests")
        let state = try StateTestDirectory()
        try await withFeedServer { server in
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_STATE_HOME"] = state.url.path
            environment["LANG"] = "de_DE.UTF-8"
            environment.removeValue(forKey: "LC_ALL")
            let arguments = [server.url("/versions.plist").absoluteString]
            let run = try await offThePool { [environment] in try Self.run(program, arguments, environment) }
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output == "updateAvailable: Neue Version verfügbar (1.1)\n", "\(run.output)")
        }
        let stateFile = state.url.appendingPathComponent("iversion/com.example.notes.json")
        #expect(FileManager.default.fileExists(atPath: stateFile.path), "state in $XDG_STATE_HOME/iversion")
    }

    static func run(_ program: URL, _ arguments: [String], _ environment: [String: String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
