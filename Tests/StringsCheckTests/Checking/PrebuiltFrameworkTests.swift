import Strings
import StringsCheck
import Testing

/// A macOS app that commits an update framework's build (`Frameworks/Sparkle.framework`, with its
/// helper app inside), shaped after a mouse utility's tree: the framework's tables are its vendor's,
/// in languages the app itself does not have, and a framework reads the languages of the app that
/// embeds it. The app's own tables are checked; the framework is one note, and checked when named.
@Suite("Prebuilt frameworks in the tree")
struct PrebuiltFrameworkTests {
    static let framework = "/p/Frameworks/Sparkle.framework/Versions/B/Resources"

    static let project: [String: String] = [
        "/p/App/en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n\"files.count\" = \"%@ files\";\n",
        "/p/App/de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n\"files.count\" = \"%d Dateien\";\n",
        // The vendor's base, a language the app lacks missing a key, and a helper app's copy of the table.
        "\(framework)/en.lproj/Sparkle.strings": "\"Update\" = \"Update\";\n\"Later\" = \"Remind Me Later\";\n",
        "\(framework)/uk.lproj/Sparkle.strings": "\"Update\" = \"Оновити %У\";\n",
        "\(framework)/Autoupdate.app/Contents/Resources/en.lproj/Sparkle.strings": "\"Cancel\" = \"Cancel Update\";\n",
        "\(framework)/Autoupdate.app/Contents/Resources/pl.lproj/Sparkle.strings": "",
        "/p/Vendor/Kit.xcframework/macos-arm64/Kit.framework/Resources/en.lproj/Kit.strings": "\"a\" = \"A\";\n",
        "/p/Vendor/Kit.xcframework/macos-arm64/Kit.framework/Resources/fr.lproj/Kit.strings": "",
        // A framework of code alone localises nothing: no note.
        "/p/Vendor/Codec.framework/Versions/A/Headers/Codec.h": "int decode(void);\n",
    ]

    func run(_ paths: [String]) throws -> Report {
        try Checker(configuration: CheckConfiguration(paths: paths), fileSystem: InMemoryFileSystem(Self.project)).run()
    }

    @Test func theAppsTablesAreCheckedAndEachLocalisedFrameworkIsOneNote() throws {
        let report = try run(["/p"])
        #expect(report.diagnostics.map(\.rule) == [.formatMismatch])
        #expect(report.diagnostics.first?.location.file == "/p/App/de.lproj/Localizable.strings")
        #expect(report.skipped?.map(\.path) == ["/p/Frameworks/Sparkle.framework", "/p/Vendor/Kit.xcframework"])
        #expect(report.skipped?.allSatisfy { $0.reason.hasPrefix("a prebuilt framework") } == true)
    }

    @Test func aFrameworkNamedAsAPathIsChecked() throws {
        let report = try run(["/p/Frameworks/Sparkle.framework"])
        #expect(report.skipped == nil)
        #expect(Set(report.diagnostics.map(\.location.file)).contains("\(Self.framework)/uk.lproj/Sparkle.strings"))
        #expect(report.diagnostics.contains { $0.rule == .missingKey && $0.language == "uk" })
    }
}
