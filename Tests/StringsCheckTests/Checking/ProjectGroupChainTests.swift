import PropertySupport
import Testing

@testable import StringsCheck

/// Projects as Xcode writes them: a root object, its main group, groups with paths and source
/// trees. A reference is resolved through its group chain, so a folder is built only when its own
/// path is referenced: a translation platform's download folder (`Localization/input/fr.lproj`)
/// is not built because the app's `Intent/fr.lproj/Intents.strings` is (a social app's tree).
@Suite("Folders the Xcode project builds, by the path of each reference")
struct ProjectGroupChainTests {
    typealias M = ProjectMembershipTests

    static func group(_ id: String, path: String? = nil, sourceTree: String = "\"<group>\"", _ children: [String])
        -> String
    {
        "\t\t\(id) = {isa = PBXGroup; children = (\(children.joined(separator: ", ")), );\(path.map { " path = \"\($0)\";" } ?? "") sourceTree = \(sourceTree); };"
    }

    static func variant(_ id: String, name: String, _ children: [String]) -> String {
        "\t\t\(id) /* \(name) */ = {isa = PBXVariantGroup; children = (\(children.joined(separator: ", ")), ); name = \(name); sourceTree = \"<group>\"; };"
    }

    static func file(
        _ id: String, path: String, type: String = "text.plist.strings", sourceTree: String = "\"<group>\""
    ) -> String {
        "\t\t\(id) = {isa = PBXFileReference; lastKnownFileType = \(type); path = \"\(path)\"; sourceTree = \(sourceTree); };"
    }

    /// A whole project: these objects, a root object whose main group is `G0`, and `rootObject`.
    static func project(_ objects: [String], knownRegions: [String] = ["en", "Base", "de", "fr"]) -> String {
        let root =
            "\t\tROOT /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (\(knownRegions.joined(separator: ", ")), ); mainGroup = G0; projectDirPath = \"\"; };"
        return
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\(objects.joined(separator: "\n"))\n\(root)\n\t};\n\trootObject = ROOT /* Project object */;\n}\n"
    }

    static let base = "\"title\" = \"Send\";\n\"body\" = \"Sent %@\";\n"
    static let partial = "\"title\" = \"Envoyer\";\n"

    static func skipped(_ report: Report) -> [String] {
        (report.skipped ?? []).map { "\($0.path): \($0.reason.prefix { $0 != ":" })" }
    }

    /// The social app's shape: an intent extension's variant group, a translation platform's download
    /// folder holding the same file names, and the converter package beside it that the project adds
    /// as a local package (a folder reference no build phase holds; its target builds `Sources/` only).
    @Test func aDownloadFolderHoldingTheSameNamesIsNotBuilt() throws {
        let objects = [
            Self.group("G0", ["G1", "G2"]),
            Self.group("G1", path: "Intent", ["V1"]),
            Self.variant("V1", name: "Intents.strings", ["F1", "F2"]),
            Self.file("F1", path: "en.lproj/Intents.strings"),
            Self.file("F2", path: "fr.lproj/Intents.strings"),
            Self.group("G2", path: "Localization", ["P1"]),
            Self.file("P1", path: "Convertor", type: "wrapper"),
            "\t\tB1 /* Intents.strings in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* Intents.strings */; };",
        ]
        let report = try M.check([
            "/p/App.xcodeproj/project.pbxproj": Self.project(objects),
            "/p/Intent/en.lproj/Intents.strings": Self.base,
            "/p/Intent/fr.lproj/Intents.strings": Self.partial,
            "/p/Localization/Convertor/Package.swift":
                "// swift-tools-version:5.2\nlet package = Package(name: \"Convertor\", targets: [.target(name: \"Convertor\")])\n",
            "/p/Localization/Convertor/input/en.lproj/Intents.strings": Self.base,
            "/p/Localization/Convertor/input/fr.lproj/Intents.strings": "\"title\" = \"\";\n",
            "/p/Localization/Convertor/input/pl.lproj/Intents.strings": Self.partial,
        ])
        #expect(
            report.diagnostics.map(\.description) == [
                "/p/Intent/fr.lproj/Intents.strings:1:1: error: fr lacks \"body\", which the base (en) defines [missing-key]"
            ])
        #expect(
            Self.skipped(report) == [
                "/p/Localization/Convertor/input: 3 folders the Xcode project does not reference (en, fr, pl)"
            ])
    }

    /// `SOURCE_ROOT` starts again at the project folder, whatever the groups above; `<group>` paths
    /// below it nest. A folder of the same name anywhere else is not the one referenced.
    @Test func aSourceRootGroupAndNestedGroupPathsPlaceTheFiles() throws {
        let objects = [
            Self.group("G0", ["G1"]),
            Self.group("G1", path: "App", ["G2"]),
            Self.group("G2", path: "Modules/Shared", sourceTree: "SOURCE_ROOT", ["G3"]),
            Self.group("G3", path: "Res", ["V1"]),
            Self.variant("V1", name: "Localizable.strings", ["F1", "F2"]),
            Self.file("F1", path: "en.lproj/Localizable.strings"),
            Self.file("F2", path: "de.lproj/Localizable.strings"),
        ]
        let report = try M.check([
            "/p/App.xcodeproj/project.pbxproj": Self.project(objects),
            "/p/Modules/Shared/Res/en.lproj/Localizable.strings": Self.base,
            "/p/Modules/Shared/Res/de.lproj/Localizable.strings": Self.partial,
            // Where the chain would lead without SOURCE_ROOT, and a folder of the same name elsewhere.
            "/p/App/Modules/Shared/Res/en.lproj/Localizable.strings": Self.base,
            "/p/App/Modules/Shared/Res/de.lproj/Localizable.strings": "\"title\" = \"\";\n",
            "/p/Res/de.lproj/Localizable.strings": "\"title\" = \"\";\n",
            "/p/Res/en.lproj/Localizable.strings": Self.base,
        ])
        #expect(
            report.diagnostics.map(\.description) == [
                "/p/Modules/Shared/Res/de.lproj/Localizable.strings:1:1: error: de lacks \"body\", which the base (en) defines [missing-key]"
            ])
        #expect(
            Self.skipped(report) == [
                "/p/App/Modules/Shared/Res: 2 folders the Xcode project does not reference (de, en)",
                "/p/Res: 2 folders the Xcode project does not reference (de, en)",
            ])
    }

    static let kitFiles = [
        Self.file("F1", path: "de.lproj/Localizable.strings"), Self.file("F2", path: "en.lproj/Localizable.strings"),
    ]

    /// What cannot be placed is matched by name, as before: a group under a source tree from someone's
    /// Xcode preferences, and a reference no group holds.
    @Test(arguments: [
        (
            "a custom source tree",
            [Self.group("G0", ["G1"]), Self.group("G1", path: "Kit", sourceTree: "MY_KIT_ROOT", ["F1", "F2"])]
                + Self.kitFiles
        ),
        ("a reference no group holds", [Self.group("G0", [])] + Self.kitFiles),
    ])
    func whatCannotBePlacedIsMatchedByName(_ shape: String, _ objects: [String]) throws {
        let report = try M.check([
            "/p/App.xcodeproj/project.pbxproj": Self.project(objects),
            "/p/Vendor/Kit/en.lproj/Localizable.strings": Self.base,
            "/p/Vendor/Kit/de.lproj/Localizable.strings": Self.partial,
            "/p/Vendor/Kit/sv.lproj/Localizable.strings": Self.partial,
        ])
        #expect(report.diagnostics.map(\.language) == ["de"], "\(shape)")
        #expect(
            Self.skipped(report) == ["/p/Vendor/Kit: 1 folder the Xcode project does not reference (sv)"], "\(shape)")
    }

    /// A folder reference a build phase copies builds everything below it; the same reference no
    /// build phase holds (how Xcode lists a local package) copies nothing.
    @Test(arguments: [true, false])
    func aFolderReferenceIsCopiedOnlyByABuildPhase(copied: Bool) throws {
        let objects =
            [
                Self.group("G0", ["F0", "R1"]),
                Self.file("F0", path: "App/en.lproj/Localizable.strings"),
                Self.file("R1", path: "Content", type: "folder"),
            ]
            + (copied
                ? ["\t\tB1 = {isa = PBXBuildFile; fileRef = R1; };"]
                : ["\t\tB1 = {isa = PBXBuildFile; fileRef = F0; };"])
        let report = try M.check([
            "/p/App.xcodeproj/project.pbxproj": Self.project(objects),
            "/p/Content/en.lproj/Help.strings": Self.base,
            "/p/Content/de.lproj/Help.strings": Self.partial,
        ])
        #expect(report.diagnostics.map(\.language) == (copied ? ["de"] : []))
        #expect(report.skipped == nil || !copied)
    }

    @Test(
        "a package's target folders: SwiftPM's own and each literal path:",
        arguments: [
            (
                "let p = Package(name: \"K\", targets: [.target(name: \"K\")])",
                ["Sources", "Source", "src", "srcs", "Tests", "Plugins"]
            ),
            (
                "targets: [.target(name: \"C\", path: \"Calendr\"), .testTarget(name: \"T\", path: \"./CalendrTests/\")], dependencies: [.package(path: \"../Kit\")]",
                ["Sources", "Source", "src", "srcs", "Tests", "Plugins", "Calendr", "CalendrTests"]
            ),
        ])
    func packageTargetFolders(_ manifest: String, _ folders: [String]) {
        #expect(ProjectMembership.packageTargetFolders(in: Array(manifest.utf8)) == folders)
    }

    @Test(
        "a package whose target path is computed, or is the package's own folder, builds every folder",
        arguments: [
            "let root = \"Lib\"\nlet p = Package(name: \"K\", targets: [.target(name: \"K\", path: root)])",
            "let p = Package(name: \"K\", targets: [.target(name: \"K\", path: \".\")])",
        ])
    func computedTargetPaths(_ manifest: String) {
        #expect(ProjectMembership.packageTargetFolders(in: Array(manifest.utf8)) == nil)
    }

    /// A chain of groups n deep, each with a path and a variant group of its own: each group is
    /// visited once and each path is one node of the tree (a path string per file would be n²).
    @Test func aDeepChainOfGroupsIsResolvedInLinearTime() throws {
        func chain(_ depth: Int) -> [UInt8] {
            var objects: [String] = []
            for level in 0..<depth {
                objects.append(Self.group("G\(level)", path: level == 0 ? nil : "d", ["G\(level + 1)", "V\(level)"]))
                objects.append(Self.variant("V\(level)", name: "L.strings", ["F\(level)"]))
                objects.append(Self.file("F\(level)", path: "de.lproj/L.strings"))
            }
            return Array(Self.project(objects).utf8)
        }
        let small = chain(1_000)
        let large = chain(10_000)
        var deepest = false
        let ratio = GrowthRatio.measure(
            small: { _ = ProjectMembership.project(in: small, path: "/p/A.xcodeproj/project.pbxproj") },
            large: {
                let project = ProjectMembership.project(in: large, path: "/p/A.xcodeproj/project.pbxproj")
                let folder = "/p" + String(repeating: "/d", count: 9_999) + "/de.lproj"
                deepest = project?.references.references(folder: folder, files: ["L.strings"]) == true
            })
        #expect(deepest)
        #expect(ratio < 30, "ten times the groups took \(ratio) times the processor time")
    }
}
