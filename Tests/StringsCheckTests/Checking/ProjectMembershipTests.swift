import Testing

@testable import StringsCheck

/// Trees shaped like a clipboard manager's: a translation platform adds `<lang>.lproj` folders to the
/// repository that nobody adds to the Xcode project, so Xcode never builds them and no user reads
/// them; their gaps and empty values are not defects anyone meets. Projects that tell nothing
/// (synchronized folders, folder references, no `.lproj` reference at all) leave every folder checked.
@Suite("Folders the Xcode project builds")
struct ProjectMembershipTests {
    static func project(_ body: String) -> String {
        "// !$*UTF8*$!\n{\n\tobjects = {\n\(body)\n\t};\n}\n"
    }

    static let referencing = project(
        """
        \t\tA1 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        \t\tA2 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = "de.lproj/Localizable.strings"; sourceTree = "<group>"; };
        """)

    static func tree(project: String) -> [String: String] {
        [
            "/p/App.xcodeproj/project.pbxproj": project,
            "/p/App/en.lproj/Localizable.strings": "\"quit\" = \"Quit\";\n\"about\" = \"About\";\n",
            "/p/App/de.lproj/Localizable.strings": "\"quit\" = \"Beenden\";\n\"about\" = \"Über\";\n",
            // Added by the translation platform, never added to the project: empty and incomplete.
            "/p/App/bn.lproj/Localizable.strings": "\"quit\" = \"\";\n",
            "/p/App/sv.lproj/Localizable.strings": "\"quit\" = \"Avsluta\";\n",
        ]
    }

    static func check(_ files: [String: String]) throws -> Report {
        try Checker(configuration: CheckConfiguration(paths: ["/p"]), fileSystem: InMemoryFileSystem(files)).run()
    }

    @Test func foldersTheProjectDoesNotReferenceAreOneNoteAndNoFindings() throws {
        let report = try Self.check(Self.tree(project: Self.referencing))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
        #expect(report.skipped?.map(\.path) == ["/p/App"])
        #expect(
            report.skipped?.first?.reason.hasPrefix("2 folders the Xcode project does not reference (bn, sv)") == true)
    }

    @Test(arguments: [
        (
            "synchronized folders",
            project(
                "\t\tB1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = \"<group>\"; };"
            )
        ),
        (
            "a synchronized folder beside .lproj references",
            project(
                """
                \t\tA1 /* en */ = {isa = PBXFileReference; name = en; path = Other/en.lproj/Other.strings; sourceTree = "<group>"; };
                \t\tB1 /* App */ = {
                \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
                \t\t\texceptions = (
                \t\t\t\tB2 /* Exceptions for "App" folder in "App" target */,
                \t\t\t);
                \t\t\tpath = App;
                \t\t\tsourceTree = "<group>";
                \t\t};
                """)
        ),
        (
            "no .lproj reference",
            project(
                "\t\tB1 /* main.swift */ = {isa = PBXFileReference; path = main.swift; sourceTree = \"<group>\"; };")
        ),
        (
            "a folder reference",
            project(
                """
                \t\tA1 /* en */ = {isa = PBXFileReference; name = en; path = Other/en.lproj/Other.strings; sourceTree = "<group>"; };
                \t\tB1 /* App */ = {isa = PBXFileReference; lastKnownFileType = folder; path = App; sourceTree = "<group>"; };
                """)
        ),
        (
            "a bundle copied whole",
            project(
                """
                \t\tA1 /* en */ = {isa = PBXFileReference; name = en; path = Other/en.lproj/Other.strings; sourceTree = "<group>"; };
                \t\tB1 /* App */ = {isa = PBXFileReference; lastKnownFileType = "wrapper.plug-in"; path = App; sourceTree = "<group>"; };
                """)
        ),
    ])
    func aProjectThatTellsNothingLeavesEveryFolderChecked(_ shape: String, _ project: String) throws {
        let report = try Self.check(Self.tree(project: project))
        #expect(Set(report.diagnostics.map(\.rule)) == [.missingKey, .emptyValue], "\(shape)")
        #expect(report.skipped == nil, "\(shape)")
    }

    /// A chat app's project syncs its feature folders (`Calls/`, `Chat/`) but lists its app folder's
    /// `.lproj` files in variant groups: a folder a translation platform adds there is never built,
    /// whatever the synchronized folders beside it build.
    @Test func aSynchronizedFolderBuildsOnlyWhatIsBelowIt() throws {
        var files = Self.tree(
            project: Self.project(
                """
                \t\tA1 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
                \t\tA2 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
                \t\tB1 /* Calls */ = {
                \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
                \t\t\tpath = Calls;
                \t\t\tsourceTree = "<group>";
                \t\t};
                """))
        files["/p/App/Calls/en.lproj/Calls.strings"] = "\"mute\" = \"Mute\";\n\"hang.up\" = \"Hang up\";\n"
        files["/p/App/Calls/fr.lproj/Calls.strings"] = "\"mute\" = \"Muet\";\n"
        let report = try Self.check(files)
        #expect(
            report.diagnostics.map(\.description) == [
                "/p/App/Calls/fr.lproj/Calls.strings:1:1: error: fr lacks \"hang.up\", which the base (en) defines [missing-key]"
            ])
        #expect(report.skipped?.map(\.path) == ["/p/App"])
    }

    /// A window switcher vendors a package whose resources its project does not list: the package
    /// (nearer than the project) builds every folder of its own.
    @Test func aVendoredPackageInsideTheProjectBuildsItsOwnFolders() throws {
        var files = Self.tree(project: Self.referencing)
        files["/p/vendor/Kit/Package.swift"] =
            "// swift-tools-version: 5.9\nlet package = Package(name: \"Kit\", defaultLocalization: \"en\")\n"
        files["/p/vendor/Kit/Sources/Kit/en.lproj/Kit.strings"] = "\"a\" = \"A\";\n\"b\" = \"B\";\n"
        files["/p/vendor/Kit/Sources/Kit/fr.lproj/Kit.strings"] = "\"a\" = \"Un\";\n"
        let report = try Self.check(files)
        #expect(
            report.diagnostics.map(\.description) == [
                "/p/vendor/Kit/Sources/Kit/fr.lproj/Kit.strings:1:1: error: fr lacks \"b\", which the base (en) defines [missing-key]"
            ])
        #expect(report.skipped?.map(\.path) == ["/p/App"])
    }

    /// A library manifest beside the app's project, its target the app's folder (a social app's
    /// `Package.swift` with `path: "App"`) and no `defaultLocalization`: SwiftPM builds no localised
    /// resource without one, so the project still decides, and its unreferenced folders stay out.
    @Test func aPackageWithoutDefaultLocalizationBuildsNoLocalisedFolder() throws {
        // Beside the project (its target the app's folder), and nearer still, in the app's folder.
        for (path, target) in [("/p/Package.swift", "App"), ("/p/App/Package.swift", ".")] {
            var files = Self.tree(project: Self.referencing)
            files[path] =
                "// swift-tools-version: 6.0\nlet package = Package(name: \"App\", targets: [.target(name: \"App\", path: \"\(target)\")])\n"
            let report = try Self.check(files)
            #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
            #expect(report.skipped?.map(\.path) == ["/p/App"])
        }
    }

    @Test func referencesAreReadInOnePassLinearInTheProject() throws {
        // 20,000 references: each byte looked at a bounded number of times (the count of references read).
        let lines = (0..<20_000).map {
            "\t\tA\($0) /* l\($0) */ = {isa = PBXFileReference; path = l\($0).lproj/T.strings; };"
        }
        let parsed = ProjectMembership.project(
            in: Array(Self.project(lines.joined(separator: "\n")).utf8), path: "/p/A.xcodeproj/project.pbxproj")
        #expect(parsed?.references.byName.count == 20_000)
        #expect(parsed?.scope == "/p")
    }
}
