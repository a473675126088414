import StringsCheck
import Testing

/// The checker over an in-memory file system: discovery, base choice and input errors.
@Suite("Checker")
struct CheckerTests {
    static func check(_ files: [String: String], base: String? = nil, paths: [String] = ["/l"]) throws(CheckError) -> Report {
        try Checker(configuration: CheckConfiguration(paths: paths, base: base, rules: Set(Rule.allCases)), fileSystem: InMemoryFileSystem(files)).run()
    }

    @Test func findsFoldersAtAnyDepthAndGroupsThemByDirectory() throws {
        let report = try Self.check([
            "/l/App/en.lproj/A.strings": "\"a\" = \"A\";",
            "/l/App/de.lproj/A.strings": "\"a\" = \"Ä\";",
            "/l/Widget/Base.lproj/W.strings": "\"w\" = \"W\";",
            "/l/Widget/ja.lproj/W.strings": "",
        ])
        #expect(report.localizations == [
            LocalizationSet(path: "/l/App", base: "en", languages: ["de", "en"]),
            LocalizationSet(path: "/l/Widget", base: "Base", languages: ["Base", "ja"]),
        ])
        #expect(report.diagnostics.map(\.description) == [
            "/l/Widget/ja.lproj/W.strings:1:1: error: ja lacks \"w\", which the base (Base) defines [missing-key]",
        ])
    }

    @Test func theDevelopmentRegionDecidesWithoutBaseOrEnglish() throws {
        let report = try Self.check([
            "/l/Info.plist": "<plist><dict><key>CFBundleDevelopmentRegion</key><string>de</string></dict></plist>",
            "/l/de.lproj/A.strings": "\"a\" = \"Ä\";",
            "/l/fr.lproj/A.strings": "\"a\" = \"À\";",
        ])
        #expect(report.localizations.map(\.base) == ["de"])
    }

    @Test func anExplicitBaseWins() throws {
        let report = try Self.check(["/l/en.lproj/A.strings": "\"a\" = \"A\";", "/l/de.lproj/A.strings": "\"a\" = \"A\";\"b\" = \"B\";"], base: "de")
        #expect(report.diagnostics.map(\.rule) == [.missingKey, .untranslated])
    }

    @Test func inputErrorsAreThrownNotReported() {
        #expect(throws: CheckError.pathNotFound("/nowhere")) { try Self.check([:], paths: ["/nowhere"]) }
        #expect(throws: CheckError.nothingFound(paths: ["/l"])) { try Self.check(["/l/readme.txt": "hi"]) }
        #expect(throws: CheckError.baseNotFound(base: "xx", path: "/l", languages: ["de", "en"])) {
            try Self.check(["/l/en.lproj/A.strings": "", "/l/de.lproj/A.strings": ""], base: "xx")
        }
        #expect(throws: CheckError.baseNotFound(base: "Base", path: "/l", languages: ["de", "en"])) {
            try Self.check(["/l/en.lproj/A.strings": "", "/l/de.lproj/A.strings": ""], base: "Base")
        }
    }

    @Test func aTableWithoutABaseIsOneFindingAndTheRestIsChecked() throws {
        let report = try Self.check([
            "/l/fr.lproj/A.strings": "\"a\" = \"A\";", "/l/de.lproj/A.strings": "\"a\" = ;",
            "/l/en.lproj/B.strings": "\"b\" = \"B\";", "/l/de.lproj/B.strings": "",
        ])
        #expect(report.diagnostics.map(\.description) == [
            "/l/de.lproj/A.strings:1:1: warning: cannot tell the base of table \"A\" in /l (it is in de, fr): looked for Base.lproj/A.strings, .xib or .storyboard, A.xcstrings, en.lproj/A.strings; pass --base, or add the base language's file [base-unknown]",
            "/l/de.lproj/A.strings:1:7: error: expected a value after '=' for key \"a\" at 1:7, found ';'; Apple's loader rejects this whole file over it [syntax]",
            "/l/de.lproj/B.strings:1:1: error: de lacks \"b\", which the base (en) defines [missing-key]",
            "/l/fr.lproj/B.strings:1:1: warning: fr has no B table: it lacks \"b\", which the base (en) defines, and shows the base's text [missing-key]",
        ])
        #expect(report.exitCode == 1)
    }

    @Test func anUnreadableFileIsReportedOnceNotAsEveryKeyMissing() throws {
        let brokenPlist = "<?xml version=\"1.0\"?>\n<plist><dict><key>a</key>"
        let report = try Self.check(["/l/en.lproj/A.strings": "\"a\" = \"A\";\"b\" = \"B\";", "/l/de.lproj/A.strings": brokenPlist])
        #expect(report.diagnostics.map(\.rule) == [.syntax])
    }

    /// Apple rejects the whole file over its damaged entry: the syntax error says so, in the
    /// file's language, and the key the entry lost is not reported missing beside it.
    @Test func aDamagedEntryThatRejectsTheFileIsItsOneFinding() throws {
        let report = try Self.check(["/l/en.lproj/A.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";",
                                     "/l/de.lproj/A.strings": "\"a\" = ;\n\"b\" = \"Be\";\n\"c\" = \"Ce\";"])
        #expect(report.diagnostics.map(\.rule) == [.syntax])
        #expect(report.diagnostics.map(\.language) == ["de"])
    }

    @Test func regionalVariantsOfTheBaseMayRepeatIt() throws {
        let report = try Self.check(["/l/en.lproj/A.strings": "\"a\" = \"Colour\";", "/l/en-GB.lproj/A.strings": "\"a\" = \"Colour\";"])
        #expect(report.diagnostics.isEmpty)
    }

    @Test func aFullWidthPercentIsAMismatchWithAHint() throws {
        let report = try Self.check(["/l/en.lproj/A.strings": "\"size\" = \"Size: %@\";",
                                     "/l/ja.lproj/A.strings": "\"size\" = \"サイズ：％@\";"])
        #expect(report.diagnostics.map(\.message) == [
            "\"size\" in ja takes no arguments, but the base (en) takes 1: %@ (object); '％' (U+FF05, full-width) is not a format specifier and never substitutes: write '%'",
        ])
    }

    /// `%0 cores` reads to printf as `%c` with flags; apps that write it replace `%0` themselves.
    @Test func numberedPlaceholdersAreComparedAsPlaceholders() throws {
        let report = try Self.check([
            "/l/en.lproj/A.strings": "\"cores\" = \"%0 cores\";\n\"used\" = \"%0 of %1 used\";\n\"gpu\" = \"GPU usage is %0\";",
            "/l/ar.lproj/A.strings": "\"cores\" = \"%0 أنوية\";\n\"used\" = \"%1 من %0\";\n\"gpu\" = \"استخدام المعالج\";",
        ])
        #expect(report.diagnostics.map(\.message) == [
            "\"gpu\" in ar has the placeholders none, but the base (en) has %0",
        ])
    }
}
