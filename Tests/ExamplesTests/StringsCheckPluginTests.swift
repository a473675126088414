import Foundation
import Testing
import TestServer

/// The two SwiftPM plugins as an adopter meets them: a small package that depends on this one by path, with
/// a target adopting the build-tool plugin and its translations in en.lproj and de.lproj. Every build uses
/// one scratch directory, kept between runs: the first compiles strings-check and its dependencies
/// (minutes), later ones only what changed.
@Suite("strings-check plugins", .serialized)
struct StringsCheckPluginTests {
    static let work = ExamplesTests.root.appendingPathComponent(".build/plugin-example")
    static let checkout = work.appendingPathComponent(ExamplesTests.checkoutName)
    static let adopter = work.appendingPathComponent("Adopter")
    static let scratch = work.appendingPathComponent("scratch")
    static let german = "Sources/Feature/Resources/de.lproj/Localizable.strings"

    /// The manifest lines StringsCheck.docc's "Plugins" article gives. Tools version 5.9, as many adopters'
    /// manifests still are: SwiftPM runs a build command of such a package only for a declared output (from
    /// 6.0 it runs one without outputs too), so the check's stamp is what makes it run at all.
    static let manifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
        name: "Adopter",
        defaultLocalization: "en",
        platforms: [.macOS(.v13)],
        dependencies: [.package(path: "../\(ExamplesTests.checkoutName)")],
        targets: [
            .target(
                name: "Feature",
                resources: [.process("Resources")],
                plugins: [.plugin(name: "StringsCheckBuildToolPlugin", package: "iversion")]
            ),
        ]
    )

    """
    static let english = "/* The list's title */\n\"title\" = \"New version\";\n\"count\" = \"%d new files\";\n\"app\" = \"Notes\";\n"
    /// German that takes an object where English passes a number: what `String(format:)` crashes on.
    static let brokenGerman = "/* The list's title */\n\"title\" = \"Neue Version\";\n\"count\" = \"%@ neue Dateien\";\n\"app\" = \"Notes\";\n"
    static let fixedGerman = "/* The list's title */\n\"title\" = \"Neue Version\";\n\"count\" = \"%d neue Dateien\";\n\"app\" = \"Notes\";\n"
    /// The app's name stays as in English: the package's allow file says so to both plugins (without it,
    /// an untranslated warning, which fails `--strict`).
    static let allowFile = "# Words that stay as in English\nNotes\n"
    /// Where the broken German's finding is: its entry, on line 3.
    static let findingPosition = ":3:1: error: "

    /// The repository mirrored beside the adopter (hard links, so unchanged files stay unchanged for the
    /// build), once per test run.
    static let mirrored = Task { () async throws in
        try await offThePool {
            try? FileManager.default.removeItem(at: checkout)
            try ExamplesTests.mirror(ExamplesTests.root, to: checkout)
            // SwiftPM plans a build again when the root package changes, not when a dependency's plugin does:
            // without its plan (what is compiled is kept) it asks the plugins afresh.
            try? FileManager.default.removeItem(at: scratch.appendingPathComponent("debug.yaml"))
        }
    }

    /// Writes the adopter afresh with this German file.
    static func writeAdopter(german: String) async throws {
        try await mirrored.value
        let files: [(String, String)] = [
            ("Package.swift", manifest),
            ("Sources/Feature/Feature.swift", "import Foundation\n\n/// The feature's translations, checked as it builds.\npublic let featureBundle = Bundle.module\n"),
            ("Sources/Feature/Resources/en.lproj/Localizable.strings", english),
            (Self.german, german),
            ("strings-check.allow", allowFile),
        ]
        for (path, text) in files {
            let url = adopter.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Written only when different: an unchanged file keeps its time, as in an adopter's checkout.
            if (try? String(contentsOf: url, encoding: .utf8)) != text {
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        }
    }

    static func swift(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
        let swift = ProcessInfo.processInfo.environment["SWIFT"] ?? "swift"
        return try await offThePool {
            try ExamplesTests.run(URL(fileURLWithPath: "/usr/bin/env"), [swift] + arguments, ProcessInfo.processInfo.environment,
                                  in: adopter)
        }
    }

    static func build() async throws -> (status: Int32, log: String) {
        let run = try await swift(["build", "--package-path", adopter.path, "--scratch-path", scratch.path])
        return (run.status, run.output + run.error)
    }

    /// The stamp the check writes when it passes: the build command's declared output.
    static func stamp() throws -> URL? {
        let plugins = scratch.appendingPathComponent("plugins")
        let found = FileManager.default.enumerator(at: plugins, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent == "StringsCheckPassed.swift" && $0.path.contains("/Feature/") }
        return found?.first
    }

    static func modified(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }

    /// The article's target is the one built here, line for line.
    @Test func thePluginsArticleShowsTheTestedManifestLines() throws {
        let article = try String(contentsOf: ExamplesTests.root.appendingPathComponent("Sources/StringsCheck/StringsCheck.docc/Plugins.md"),
                                 encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(article.firstIndex { $0.hasSuffix(".target(") }, "the article shows a target")
        let end = try #require(article[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == ")," })
        let shown = article[start...end].map { $0.trimmingCharacters(in: .whitespaces) }
        let built = Self.manifestLines()
        #expect(shown.count == 5)
        for line in shown { #expect(built.contains(line), "the article's \(line) is not in the tested manifest") }
    }

    static func manifestLines() -> [String] {
        manifest.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func theBuildShowsTheFindingAtItsLineFailsAndChecksOnlyWhatChanged() async throws {
        try await Self.writeAdopter(german: Self.brokenGerman)
        let broken = try await Self.build()
        #expect(broken.status != 0, "\(broken.log)")
        let file = Self.adopter.appendingPathComponent(Self.german).resolvingSymlinksInPath().path
        let finding = try #require(broken.log.split(separator: "\n").first { $0.hasPrefix(file + Self.findingPosition) }, "\(broken.log)")
        #expect(finding.hasSuffix("[format-mismatch]"), "\(finding)")

        try await Self.writeAdopter(german: Self.fixedGerman)
        let fixed = try await Self.build()
        #expect(fixed.status == 0, "\(fixed.log)")
        #expect(fixed.log.contains("Checking the translations of Feature"), "\(fixed.log)")
        #expect(!fixed.log.contains(": error: ") && !fixed.log.contains("[untranslated]"), "\(fixed.log)")
        let stamp = try #require(try Self.stamp(), "the passing check wrote its stamp")
        let stamped = try Self.modified(stamp)

        let again = try await Self.build()
        #expect(again.status == 0, "\(again.log)")
        #expect(!again.log.contains("Checking the translations of Feature"), "nothing changed, nothing checked: \(again.log)")
        #expect(try Self.modified(stamp) == stamped)
    }

    @Test func theCommandPluginChecksEveryTargetAndPrintsJSON() async throws {
        try await Self.writeAdopter(german: Self.brokenGerman)
        let run = try await Self.checkLocalizations(["--format", "json"])
        #expect(run.status == 1, "\(run.error)")
        #expect(run.error.contains("error: check-localizations: strings-check found errors"), "\(run.error)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output)")
        #expect(report["errorCount"] as? Int == 1)
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        // Relative to where `swift package` ran (the adopter), as the command's own paths are.
        #expect(diagnostics.first?["file"] as? String == Self.german)
        #expect(diagnostics.first?["rule"] as? String == "format-mismatch")
        #expect(diagnostics.first?["line"] as? Int == 3)

        try await Self.writeAdopter(german: Self.fixedGerman)
        let fixed = try await Self.checkLocalizations(["--target", "Feature", "--strict", "--summary", "--format", "json"])
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.error)")
        let clean = try #require(try JSONSerialization.jsonObject(with: Data(fixed.output.utf8)) as? [String: Any], "\(fixed.output)")
        #expect(clean["errorCount"] as? Int == 0 && clean["warningCount"] as? Int == 0)
        // strings-check's notes (here --summary's, which JSON sends to standard error) reach standard error.
        #expect(fixed.error.contains("[StringsCheckCommandPlugin] summary: no findings"), "\(fixed.error)")

        // A usage or input error ends `swift package` with 1 too; the error line says which.
        let missing = try await Self.checkLocalizations(["--baseline", "no-such-baseline.json"])
        #expect(missing.status == 1)
        #expect(missing.output.isEmpty, "\(missing.output)")
        #expect(missing.error.contains("\nerror: --baseline no-such-baseline.json: no such file"), "\(missing.error)")
        #expect(missing.error.contains("error: check-localizations: strings-check stopped on a usage or input error: exit status 2"))
    }

    static func checkLocalizations(_ arguments: [String]) async throws -> (status: Int32, output: String, error: String) {
        try await swift(["package", "--package-path", adopter.path, "--scratch-path", scratch.path, "check-localizations"] + arguments)
    }
}
