import Testing

@testable import StringsCheck

/// Trees shaped like a messenger's: a vendored passcode screen ships as a `.bundle` the app copies,
/// with more languages than the app is localised in. Without `CFBundleAllowMixedLocalizations`, a
/// bundle inside the app shows the language the app runs in, so its Hebrew folder in an app without
/// Hebrew is never read: a Hebrew user sees the app and the bundle in the development language.
@Suite("Languages of a bundle the app copies")
struct BundleLanguagesTests {
    typealias M = ProjectMembershipTests

    static let copiedBundle =
        "\t\tA3 /* Passcode.bundle */ = {isa = PBXFileReference; lastKnownFileType = \"wrapper.plug-in\"; path = Passcode.bundle; sourceTree = \"<group>\"; };"
    static let synchronizedVendor =
        "\t\tA3 /* Vendor */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Vendor; sourceTree = \"<group>\"; };"

    static func project(knownRegions: [String], bundle: String = copiedBundle) -> String {
        M.project(
            """
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
            "/p/Vendor/Passcode.bundle/en.lproj/Passcode.strings":
                "\"after.hour\" = \"After 1 hour\";\n\"reset\" = \"Erase all data\";\n",
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

    @Test(
        "a bundle's folders in languages the app lacks are one note and no findings; a parent of the app's language is kept"
    )
    func languagesTheAppLacksAreLeftOut() throws {
        let report = try M.check(Self.tree(knownRegions: ["en", "de", "\"pt-BR\"", "Base"]))
        #expect(Self.missing(report) == ["de", "pt"], "\(report.diagnostics.map(\.description))")
        #expect(
            report.skipped?.map(\.reason) == [
                "1 folder no language of the app picks (he): a bundle inside the app reads the folder of the app's language, so no user reads them"
            ])
    }

    @Test("a bundle inside a folder the project synchronizes is the app's too")
    func bundleInASynchronizedFolder() throws {
        var files = Self.tree(knownRegions: ["en", "de", "Base"])
        files["/p/App.xcodeproj/project.pbxproj"] = Self.project(
            knownRegions: ["en", "de", "Base"], bundle: Self.synchronizedVendor)
        let report = try M.check(files)
        #expect(Self.missing(report) == ["de"], "\(report.diagnostics.map(\.description))")
    }

    @Test(
        "an app that allows mixed localizations shows every language of the bundle",
        arguments: [
            "<plist><dict><key>CFBundleAllowMixedLocalizations</key><true/></dict></plist>",
            "<plist><dict><key>CFBundleAllowMixedLocalizations</key><string>$(ALLOW_MIXED)</string></dict></plist>",
        ])
    func mixedLocalizationsKeepEveryLanguage(infoPlist: String) throws {
        let report = try M.check(Self.tree(knownRegions: ["en", "de", "Base"], infoPlist: infoPlist))
        #expect(Self.missing(report) == ["de", "he", "pt"], "\(report.diagnostics.map(\.description))")
    }

    @Test("a plist that says false, and a project listing one language (vendored code's), decide as they say")
    func falseAndSingleLanguageProjects() throws {
        let explicitNo = try M.check(
            Self.tree(
                knownRegions: ["en", "de"],
                infoPlist: "<plist><dict><key>CFBundleAllowMixedLocalizations</key><false/></dict></plist>"))
        #expect(Self.missing(explicitNo) == ["de"])
        let vendored = try M.check(Self.tree(knownRegions: ["en", "Base"]))
        #expect(Self.missing(vendored) == ["de", "he", "pt"])
    }

    /// XcodeGen's spec builds every file of its sources but what they exclude: a translation
    /// platform's pseudo-language and its languages the app does not ship yet (a reader app's).
    @Test("an XcodeGen spec's excluded folders are one note and no findings")
    func excludedByAGeneratedProjectsSpec() throws {
        let spec = """
            name: Reader
            options:
              developmentLanguage: en
            targets:
              Reader:
                sources:
                  - path: Support
                    excludes:
                      - "**/qqq.lproj"
                      - '**/igl.lproj'
                      - "zimTests/**"
                  - path: Reader/Splash.storyboard
            """
        let report = try M.check([
            "/p/project.yml": spec,
            "/p/Support/en.lproj/Localizable.strings": "\"quit\" = \"Quit\";\n\"about\" = \"About\";\n",
            "/p/Support/de.lproj/Localizable.strings": "\"quit\" = \"Beenden\";\n",
            "/p/Support/igl.lproj/Localizable.strings": "\"quit\" = \"\";\n",
            "/p/Support/qqq.lproj/Localizable.strings": "\"quit\" = \"A button\";\n",
        ])
        #expect(Self.missing(report) == ["de"], "\(report.diagnostics.map(\.description))")
        #expect(report.diagnostics.allSatisfy { $0.language == "de" }, "\(report.diagnostics.map(\.description))")
        #expect(
            report.skipped?.contains { $0.reason.hasPrefix("1 folder the Xcode project does not reference (igl)") }
                == true, "\(report.skipped ?? [])")
        #expect(
            ProjectMembership.specExcludes(in: Array(spec.utf8)).map(\.pattern) == [
                "Support/**/qqq.lproj", "Support/**/igl.lproj", "Support/zimTests/**",
            ])
    }

    // MARK: which folder a bundle other than the main bundle reads

    @Test(
        "the folder a non-main bundle reads for each app language",
        arguments: [
            (["en", "pt-BR"], ["en", "pt"], ["en", "pt"]),  // the parent of pt-BR
            (["en", "pt-BR"], ["en", "pt-PT", "pt-BR"], ["en", "pt-BR"]),  // the exact match; pt-PT is never read
            (["en", "ku"], ["en", "ku", "ku-TR"], ["en", "ku"]),
            (["en", "zh-Hant-HK"], ["en", "zh", "zh-Hant"], ["en", "zh-Hant"]),  // the nearest parent
            (["en", "es-419"], ["en", "es-ES", "es-MX"], ["en", "es-ES", "es-MX"]),  // a variant, which one unknowable: both
            (["en", "de"], ["en", "he"], ["en"]),
        ])
    func pickedFolders(app: [String], bundle: [String], read: [String]) {
        let folders = bundle.map { LocalizationFolder(path: "/b/\($0).lproj") }
        let picked = ProjectMembership.picked(by: Set(app), among: folders)
        #expect(folders.filter { picked.contains($0.path) }.map(\.name) == read)
    }

    @Test("a bundle with pt-PT and pt-BR in an app localised in pt-BR: pt-PT is one note")
    func aSiblingRegionIsLeftOut() throws {
        var files = Self.tree(knownRegions: ["en", "de", "\"pt-BR\"", "Base"])
        files["/p/Vendor/Passcode.bundle/pt.lproj/Passcode.strings"] = nil
        files["/p/Vendor/Passcode.bundle/pt-PT.lproj/Passcode.strings"] = "\"after.hour\" = \"Depois de 1 hora\";\n"
        files["/p/Vendor/Passcode.bundle/pt-BR.lproj/Passcode.strings"] = "\"after.hour\" = \"Depois de 1 hora\";\n"
        let report = try M.check(files)
        #expect(Self.missing(report) == ["de", "pt-BR"], "\(report.diagnostics.map(\.description))")
        #expect(
            report.skipped?.map(\.reason.description).first?.hasPrefix(
                "2 folders no language of the app picks (he, pt-PT)") == true, "\(report.skipped ?? [])")
    }

    /// A social app's shape: a Swift package's resource bundle (`Bundle.module`) beside the app's
    /// project, with `ku` and `ku-TR`, `hy` and `hy-AM`; the app is localised in `ku` and `hy`, so the
    /// package reads `ku.lproj` and `hy.lproj`, never the regional folders.
    static func packageTree(knownRegions: [String], infoPlist: String? = nil, project: Bool = true) -> [String: String]
    {
        let resources = "/p/SDK/Sources/Localization/Resources"
        var files = [
            "/p/SDK/Package.swift":
                "// swift-tools-version:5.9\nlet package = Package(name: \"SDK\", defaultLocalization: \"en\")\n",
            "\(resources)/en.lproj/Localizable.strings": "\"boost\" = \"Boost\";\n\"reply\" = \"Reply\";\n",
            "\(resources)/ku.lproj/Localizable.strings": "\"boost\" = \"Bilind bike\";\n\"reply\" = \"Bersiv\";\n",
            "\(resources)/ku-TR.lproj/Localizable.strings": "\"boost\" = \"Bilind bike\";\n",
            "\(resources)/hy.lproj/Localizable.strings": "\"boost\" = \"Տարածել\";\n",
            "\(resources)/hy-AM.lproj/Localizable.strings": "\"boost\" = \"Տարածել\";\n",
        ]
        if project { files["/p/App.xcodeproj/project.pbxproj"] = Self.project(knownRegions: knownRegions) }
        if let infoPlist { files["/p/App/Info.plist"] = infoPlist }
        return files
    }

    @Test("a package's resources in an app: the regional folders the app's languages never pick are one note")
    func packageResourcesReadTheAppsLanguage() throws {
        let report = try M.check(Self.packageTree(knownRegions: ["en", "ku", "hy", "Base"]))
        #expect(Self.missing(report) == ["hy"], "\(report.diagnostics.map(\.description))")
        #expect(
            report.skipped?.contains { $0.reason.hasPrefix("2 folders no language of the app picks (hy-AM, ku-TR)") }
                == true, "\(report.skipped ?? [])")
    }

    @Test(
        "a package with no project around it, one that allows mixed localizations, or lists one language: every folder is read"
    )
    func packageResourcesWithoutAnAppSayingOtherwise() throws {
        let plist = "<plist><dict><key>CFBundleAllowMixedLocalizations</key><true/></dict></plist>"
        for files in [
            Self.packageTree(knownRegions: [], project: false),
            Self.packageTree(knownRegions: ["en", "ku", "hy"], infoPlist: plist),
            Self.packageTree(knownRegions: ["en", "Base"]),
        ] {
            #expect(Self.missing(try M.check(files)) == ["hy", "hy-AM", "ku-TR"])
        }
    }
}
