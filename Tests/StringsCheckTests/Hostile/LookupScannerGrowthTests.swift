@testable import StringsCheck
import Testing

/// The lookup scanner (``LookupScanner``) against shapes that would make a per-key or per-call
/// rescan quadratic: the work it counts (bytes examined, look-aheads included) stays within a
/// constant multiple of the text, and each project's source file is read once per run.
@Suite("Hostile input: the lookup scanner")
struct LookupScannerGrowthTests {
    static func work(_ text: String) -> (work: Int, gathered: SourceLookups.Gathered) {
        var gathered = SourceLookups.Gathered()
        LookupScanner.scan(Array(text.utf8), into: &gathered)
        return (gathered.work, gathered)
    }

    /// Lookups whose calls never close (each default-text look-ahead runs its whole window), calls
    /// nested without end, a literal never closed, a thousand lines of `- (`: the work is within 40
    /// times the text at both sizes, so ten times the text is about ten times the work.
    @Test(arguments: [
        "NSLocalizedString(\"k\", ",
        "f(g(h(\"a\" ",
        "\"unclosed ",
        "- (NSString *)m\n",
        "String(localized: \"k\", defaultValue: \"\" ",
    ])
    func theWorkIsLinearInTheText(unit: String) {
        let small = String(repeating: unit, count: 2_000), large = String(repeating: unit, count: 20_000)
        let (smallWork, _) = Self.work(small), (largeWork, gathered) = Self.work(large)
        #expect(largeWork <= 40 * large.utf8.count, "\(largeWork) steps for \(large.utf8.count) bytes")
        #expect(largeWork <= 11 * smallWork, "ten times the text took \(Double(largeWork) / Double(smallWork)) times the work")
        #expect(gathered.filesRead == 1)
    }

    /// A project nested in another (a framework beside its app) and files beside both: each source
    /// file is read once per run, however many components and tables ask for the project's facts.
    @Test func eachSourceFileIsReadOncePerRun() throws {
        var files: [String: String] = [
            "/r/App.xcodeproj/project.pbxproj": "\t\t\tdevelopmentRegion = en;\n",
            "/r/Kit/Kit.xcodeproj/project.pbxproj": "\t\t\tdevelopmentRegion = en;\n",
            "/r/Kit/Sources/Text.swift": "let t = NSLocalizedString(\"kit.title\", comment: \"\")\n",
            "/r/App/Sources/Main.swift": "let t = NSLocalizedString(\"app.title\", comment: \"\")\n",
        ]
        for component in ["App/One", "App/Two", "Kit/Three"] {
            files["/r/\(component)/en.lproj/Localizable.strings"] = "\"app.title\" = \"Title\";\n\"kit.title\" = \"Kit\";\n"
            files["/r/\(component)/de.lproj/Localizable.strings"] = "\"app.title\" = \"Titel\";\n"
        }
        let fileSystem = TreeFileSystem(files)
        _ = try Checker(configuration: CheckConfiguration(paths: ["/r"]), fileSystem: fileSystem).run()
        #expect(fileSystem.reads["/r/Kit/Sources/Text.swift"] == 1)
        #expect(fileSystem.reads["/r/App/Sources/Main.swift"] == 1)
    }
}
