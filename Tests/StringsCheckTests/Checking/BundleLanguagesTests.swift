@testable import StringsCheck
import Testing

/// Trees shaped like a messenger's: a vendored passcode screen ships as a `.bundle` the app copies,
/// with more languages than the app is localised in. Without `CFBundleAllowMixedLocalizations`, a
/// bundle inside the app shows the language the app runs in, so its Hebrew folder in an app without
/// Hebrew is never read: a Hebrew user sees the app and the bundle in the development language.
@Suite("Languages of a bundle the app copies")
struct BundleLanguagesTests {
    typealias M = ProjectMembershipTests

    static let copiedBundle = "\t\tA3 /* Passcode.bundle */ = {isa = PBXFileReference; lastKnownFileType = \"wrapper.plug-in\"; path = Passcode.bundle; sourceTree = \"<group>\"; };"
    static let synchronizedVendor = "\t\tA3 /* Vendor */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Vendor; sourceTree = \"<group>\"; };"

    static func project(knownRegions: [String], bundle: String = copiedBundle) -> String {
        M.project("""
            \t\tA1 /* en */ = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
            \t\tA2 /* de */ = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
            \(bundle)
            \t\tP1 = {isa = PBXProject; developmentRegion = en; knownRegions = (\n\(knownRegions.map { "\t\t\t\t\($0),\n" }.joined())\t\t\t);};
            """)
    }

    static func tree(knownRegions: [String], infoPlist: String? = nil) -> [String: String] {
        var files = [
            "/p/App.xcodeproj/project.pbxproj": project(knownRegions: knownRegions),
            "/p/App/en.lproj/Localizable.strings": "\"quit\" = \"Quit\";\n",
            "/p/App/de.lproj/Localizable.strings": "\"quit\" = \"Beenden\";\n",
            "/p/Vendor/Passcode.bundle/en.lproj/Passcode.strings": "\"after.hour\" = \"After 1 hour\";\n\"reset\" = \"Erase all data\";\n",
            "/p/Vendor/Passcode.bundle/de.lproj/Passcode.strings": "\"after.hour\" = \"Nach 1 Stunde\";\n",
            "/p/Vendor/Passcode.bundle/he.lproj/Passcode.strings": "\"after.hour\" = \"אחרי שעה\";\n",
            "/p/Vendor/Passcode.bundle/pt.lproj/Passcode.strings": "\"after.hour\" = \"Depois de 1 hora\";\n",
        ]
        if let infoPlist { files["/p/App/Info.plist"] = infoPlist }
        return files
    }

    static func missing(_ report: Report) -> [String] {
        report.diagnostics.filter { $0.rule == .missingKey }.compactMap(\.language).sorted()
    }

    @Test("a bundle's folders in languages the app lacks are one note and no findings; a parent of the app's language is kept")
    func languagesTheAppLacksAreLeftOut() throws {
        let report = try M.check(Self.tree(knownRegions: ["en", "de", "\"pt-BR\"", "Base"]))
        #expect(Self.missing(report) == ["de", "pt"], "\(report.diagnostics.map(\.description))")
        #expect(report.skipped?.map(\.reason) == [
            "1 folder in languages the app is not localised in (he): a bundle inside the app shows the app's language, so no user reads them",
        ])
    }

    @Test("a bundle inside a folder the project synchronizes is the app's too")
    func bundleInASynchronizedFolder() throws {
        var files = Self.tree(knownRegions: ["en", "de", "Base"])
        files["/p/App.xcodeproj/project.pbxproj"] = Self.project(knownRegions: ["en", "de", "Base"], bundle: Self.synchronizedVendor)
        let report = try M.check(files)
        #expect(Self.missing(report) == ["de"], "\(report.diagnostics.map(\.description))")
    }

    @Test("an app that allows mixed localizations shows every language of the bundle", arguments: [
        "<plist><dict><key>CFBundleAllowMixedLocalizations</key><true/></dict></plist>",
        "<plist><dict><key>CFBundleAllowMixedLocalizations</key><string>$(ALLOW_MIXED)</string></dict></plist>",
    ])
    func mixedLocalizationsKeepEveryLanguage(infoPlist: String) throws {
        let report = try M.check(Self.tree(knownRegions: ["en", "de", "Base"], infoPlist: infoPlist))
        #expect(Self.missing(report) == ["de", "he", "pt"], "\(report.diagnostics.map(\.description))")
    }

    @Test("a plist that says false, and a project listing one language (vendored code's), decide as they say")
    func falseAndSingleLanguageProjects() throws {
        let explicitNo = try M.check(Self.tree(knownRegions: ["en", "de"], infoPlist: "<plist><dict><key>CFBundleAllowMixedLocalizations</key><false/></dict></plist>"))
        #expect(Self.missing(explicitNo) == ["de"])
        let vendored = try M.check(Self.tree(knownRegions: ["en", "Base"]))
        #expect(Self.missing(vendored) == ["de", "he", "pt"])
    }
}
