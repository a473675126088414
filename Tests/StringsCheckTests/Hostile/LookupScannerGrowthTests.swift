import Testing

@testable import StringsCheck

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
        // Static accessors, each open until its brace closes; a literal's interpolations, and a
        // multi-line literal's, whose names are counted.
        "static func a(_ p: Int) -> String {\n L10n.tr(\"T\", \"k\", p)\n}\n",
        "static let b = NSLocalizedString(\"k\", comment: \"\")\n",
        "\"\\(L10n.a(1)) \\(L10n.b)\" ",
        "\"\"\"\n\\(L10n.a(1))\n\"\"\"\n",
        "static var c: String {{{{ ",
        // Calls given a name, a built value or a labelled one, never closed, and Objective-C sends:
        // each first argument is looked at once.
        "f(key, ",
        "g(label: item.key ",
        "[o m:key ",
        "func h(_ k: String) { NSLocalizedString(k, ",
        // Outlet declarations and text setters (``OutletTextSetters``): markers on one line, each
        // declaration and receiver looked at once.
        "IBOutlet ",
        "@IBOutlet weak var label: UILabel!\nlabel.text = \"\"\n",
        "@IBOutlet var l: L!; l.setTitle(l.title = l.text == ",
    ])
    func theWorkIsLinearInTheText(unit: String) {
        let small = String(repeating: unit, count: 2_000)
        let large = String(repeating: unit, count: 20_000)
        let (smallWork, _) = Self.work(small)
        let (largeWork, gathered) = Self.work(large)
        #expect(largeWork <= 40 * large.utf8.count, "\(largeWork) steps for \(large.utf8.count) bytes")
        #expect(
            largeWork <= 11 * smallWork,
            "ten times the text took \(Double(largeWork) / Double(smallWork)) times the work")
        #expect(gathered.filesRead == 1)
    }

    /// A wrapper reaching Apple's lookup through 20,000 functions each calling the next: the accessor
    /// at its end still passes its key to a lookup (the walk over the calls is a loop, each function
    /// visited once, not a recursion as deep as the chain).
    @Test func aLongChainOfWrappersIsFollowedToTheLookup() {
        var text = "enum L10n {\n  static func unusedTitle() -> String { f0(\"chain.key\") }\n}\n"
        for index in 0..<20_000 { text += "func f\(index)(_ key: String) -> String { f\(index + 1)(key) }\n" }
        text += "func f20000(_ key: String) -> String { NSLocalizedString(key, comment: \"\") }\n"
        let (work, gathered) = Self.work(text)
        #expect(work <= 40 * text.utf8.count)
        #expect(gathered.facts().neverLookedUp == ["chain.key"])
        // Fed a literal at its head, the chain can be given no made key; fed a built one, it can.
        #expect(!gathered.facts().buildsKeys)
        let (_, built) = Self.work(text + "let title = f0(item.key)\n")
        #expect(built.facts().buildsKeys)
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
            files["/r/\(component)/en.lproj/Localizable.strings"] =
                "\"app.title\" = \"Title\";\n\"kit.title\" = \"Kit\";\n"
            files["/r/\(component)/de.lproj/Localizable.strings"] = "\"app.title\" = \"Titel\";\n"
        }
        let fileSystem = TreeFileSystem(files)
        _ = try Checker(configuration: CheckConfiguration(paths: ["/r"]), fileSystem: fileSystem).run()
        #expect(fileSystem.reads["/r/Kit/Sources/Text.swift"] == 1)
        #expect(fileSystem.reads["/r/App/Sources/Main.swift"] == 1)
    }
}
