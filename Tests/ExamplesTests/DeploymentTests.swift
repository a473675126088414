import Foundation
import IVersionLocalizations
import Strings
import Testing
import TestServer

/// What a deployment does: the programs are copied out of the build, the build folder goes away, and the
/// copies run from a folder of their own. The library carries its translations and the command its demo data
/// (compiled in), so nothing beside the binary is needed, in any shipped language: before, each program
/// trapped at start-up ("could not load resource bundle") once SwiftPM's resource folder was out of reach.
extension ExamplesTests {
    /// The products taken out of the examples' build: the quick start and the notifier tool (built on the
    /// library), and the package's two commands, built as a dependency's products in the same scratch folder.
    static let deployedPrograms = ["quick-start", "tool", "iversion", "strings-check"]

    /// `iVersionUpdateAvailableTitleFormat` of each shipped language, read from Localizations/ (the translators'
    /// files, not what was compiled in), cut at its `%@`: the pieces a title in that language holds.
    static func titlePieces() throws -> [(language: String, pieces: [String])] {
        let source = StringsBundle(directory: root.appendingPathComponent("Localizations"))
        #expect(LibraryLocalizations.languages == source.languages)
        return try LibraryLocalizations.languages.map { language in
            let table = try #require(try source.table("iVersion", language: language))
            let format = try #require(table.strings["iVersionUpdateAvailableTitleFormat"], "\(language)")
            return (language, format.components(separatedBy: "%@").filter { !$0.isEmpty })
        }
    }

    /// Builds the two commands in the examples' scratch folder and copies the four programs into `folder`.
    static func deploy(into folder: URL) throws {
        let checkout = root.appendingPathComponent(".build/examples").appendingPathComponent(checkoutName)
        let scratch = root.appendingPathComponent(".build/examples/scratch")
        let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
        for product in ["iversion", "strings-check"] {
            let build = try run(URL(fileURLWithPath: "/usr/bin/env"),
                                [swift, "build", "--package-path", checkout.appendingPathComponent("Examples").path,
                                 "--scratch-path", scratch.path, "--product", product],
                                ProcessInfo.processInfo.environment)
            guard build.status == 0 else { throw Failure(description: "swift build --product \(product) failed:\n\(build.output)\n\(build.error)") }
        }
        for program in deployedPrograms {
            try FileManager.default.copyItem(at: scratch.appendingPathComponent("debug/\(program)"), to: folder.appendingPathComponent(program))
        }
    }

    /// Runs `body` with the examples' scratch folder moved away (as a deployment leaves the build behind), then
    /// puts it back for the other tests and the next run.
    static func withoutTheBuild<T>(_ body: () async throws -> T) async throws -> T {
        let scratch = root.appendingPathComponent(".build/examples/scratch")
        let away = root.appendingPathComponent(".build/examples/scratch-moved-away")
        try? FileManager.default.removeItem(at: away)
        try FileManager.default.moveItem(at: scratch, to: away)
        defer { try? FileManager.default.moveItem(at: away, to: scratch) }
        return try await body()
    }

    @Test func theProgramsRunFromAFolderOfTheirOwnInEveryLanguage() async throws {
        _ = try await Self.built.value
        let deployed = try TemporaryDirectory()
        try await offThePool { try Self.deploy(into: deployed.url) }
        let languages = try Self.titlePieces()
        #expect(languages.count >= 70)
        let state = try TemporaryDirectory()

        try await Self.withoutTheBuild {
            // The programs are the copies, run from their own folder, with the build folder gone.
            #expect(!FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(".build/examples/scratch").path))
            let program = { (name: String) in deployed.url.appendingPathComponent(name) }
            try await withFeedServer { server in
                let feed = server.url("/versions.plist").absoluteString
                for (language, pieces) in languages {
                    var environment = Self.environment(state: state.url.appendingPathComponent(language), language: "")
                    environment.removeValue(forKey: "LANG")
                    environment["LANGUAGE"] = language
                    let quickStart = try await Self.run(program("quick-start"), [feed], environment)
                    #expect(quickStart.status == 0, "quick-start, \(language): \(quickStart.error)")
                    #expect(quickStart.output.hasPrefix("updateAvailable: ") && pieces.allSatisfy(quickStart.output.contains)
                            && quickStart.output.contains("1.1"), "quick-start, \(language): \(quickStart.output)")

                    let demo = try await Self.run(program("iversion"), ["demo", "--locale", language], environment)
                    #expect(demo.status == 0, "iversion demo, \(language): \(demo.error)")
                    #expect(pieces.allSatisfy(demo.output.contains) && demo.output.contains("1.2"), "iversion demo, \(language): \(demo.output)")
                }

                // The notifier's tool: its background check (the same binary, started again) stores the notice.
                let environment = Self.environment(state: state.url.appendingPathComponent("tool"), language: "de_DE.UTF-8")
                let first = try await Self.runOnATerminal(program("tool"), [feed], environment)
                #expect(first.status == 0 && first.output == "done\n", "\(first.output)")
                let notice = state.url.appendingPathComponent("tool/iversion/com.example.tool.notice.json")
                let deadline = Date().addingTimeInterval(60)
                while !FileManager.default.fileExists(atPath: notice.path), Date() < deadline { try await Task.sleep(for: .milliseconds(100)) }
                let second = try await Self.runOnATerminal(program("tool"), [feed], environment)
                #expect(second.status == 0 && second.output.contains("Neue Version verfügbar (1.1)"), "\(second.output)")
            }

            // strings-check, on a folder with one finding (it has no data of its own to carry).
            let strings = try TemporaryDirectory()
            for (language, text) in [("en", #""Files" = "%@ files";"#), ("de", #""Files" = "%d Dateien";"#)] {
                let folder = strings.url.appendingPathComponent("\(language).lproj")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
            }
            let check = try await Self.run(program("strings-check"), ["--strict", strings.url.path], ProcessInfo.processInfo.environment)
            #expect(check.status == 1, "\(check.output)\(check.error)")
            #expect(check.output.contains("de.lproj/Localizable.strings:1:"), "\(check.output)")
        }
    }
}
