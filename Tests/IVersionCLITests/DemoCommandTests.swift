import Foundation
import IVersion
import Testing

/// Runs the built `iversion` binary as a user would.
@Suite("iversion command")
struct DemoCommandTests {
    struct Run { let status: Int32; let output: String; let error: String }

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let binary = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("iversion")
        let candidates = [binary, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("iversion")]
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: binary.path])
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment.merging(["PATH": "/usr/bin:/bin"]) { new, _ in new }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self), error: String(decoding: error, as: UTF8.self))
    }

    @Test func demoShowsBothAlertsInGerman() throws {
        let run = try Self.run(["demo", "--locale", "de"])
        #expect(run.status == 0)
        #expect(run.output.contains("Neue Version verfügbar (1.2)"))
        #expect(run.output.contains("Neu in dieser Version"))
        #expect(run.output.contains("Downloadgröße: 45,2 MB"))
    }

    @Test func demoFollowsTheEnvironment() throws {
        let run = try Self.run(["demo"], environment: ["LANGUAGE": "ja", "LANG": "C.UTF-8"])
        #expect(run.status == 0)
        #expect(run.output.contains("New version available (1.2)"))  // LANG=C means English, as gettext
        let japanese = try Self.run(["demo"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.output.contains("新しいバージョンがあります (1.2)"))
    }

    @Test func demoJSONIsTheModel() throws {
        let run = try Self.run(["demo", "--json", "--locale", "ru"])
        #expect(run.status == 0)
        let alerts = try JSONDecoder().decode([AlertModel].self, from: Data(run.output.utf8))
        #expect(alerts.map(\.kind) == [.updateAvailable, .newInThisVersion])
        #expect(alerts.first?.locale == "ru")
    }

    @Test func invalidLocaleIsAUsageError() throws {
        let run = try Self.run(["demo", "--locale", "!!!"])
        #expect(run.status != 0)
        #expect(run.error.contains("invalid locale identifier \"!!!\""))
    }

    @Test func localeCommandPrintsTheContext() throws {
        let run = try Self.run(["locale", "--locale", "fr-CA"])
        #expect(run.status == 0)
        #expect(run.output.contains("Matched localisation: fr-CA"))
        #expect(run.output.contains("App Store country:    ca"))
    }
}
