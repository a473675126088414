import StringsCheck
import Testing

/// Document-type names in an Info.plist shaped like a Mac media player's (written for these tests):
/// Finder shows the description of the type a file has, so a document type whose every extension
/// and content type the plist declares itself has a name no user sees.
@Suite("Info.plist document-type names Finder never shows")
struct DocumentTypeNamesTests {
    typealias Shapes = RealProjectShapesTests

    static func documentType(
        _ name: String, extensions: [String] = [], contentTypes: [String] = [], documentClass: String? = nil
    ) -> String {
        let strings = { (list: [String]) in list.map { "<string>\($0)</string>" }.joined() }
        return "<dict><key>CFBundleTypeName</key><string>\(name)</string>"
            + (extensions.isEmpty ? "" : "<key>CFBundleTypeExtensions</key><array>\(strings(extensions))</array>")
            + (contentTypes.isEmpty ? "" : "<key>LSItemContentTypes</key><array>\(strings(contentTypes))</array>")
            + (documentClass.map { "<key>NSDocumentClass</key><string>\($0)</string>" } ?? "")
            + "<key>CFBundleTypeRole</key><string>Viewer</string></dict>\n"
    }

    static func declaration(_ identifier: String, description: String?, extensions: [String]) -> String {
        "<dict><key>UTTypeIdentifier</key><string>\(identifier)</string>"
            + (description.map { "<key>UTTypeDescription</key><string>\($0)</string>" } ?? "")
            + "<key>UTTypeTagSpecification</key><dict><key>public.filename-extension</key><array>"
            + extensions.map { "<string>\($0)</string>" }.joined() + "</array></dict></dict>\n"
    }

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        <key>CFBundleName</key><string>Reel</string>
        <key>CFBundleDocumentTypes</key>
        <array>
        \(documentType("QuickTime movie", extensions: ["MOV", "qt"]))\
        \(documentType("FLAC audio", extensions: ["flac"], contentTypes: ["org.example.flac", ""]))\
        \(documentType("Reel playlist", contentTypes: ["org.example.reel.playlist"], documentClass: "PlaylistDocument"))\
        \(documentType("Audio file", extensions: ["flac", "opus"]))\
        \(documentType("Subtitle file", extensions: ["srt"]))\
        \(documentType("Matroska video", extensions: ["mkv"]))\
        \(documentType("Any file", extensions: ["*"]))\
        </array>
        <key>UTImportedTypeDeclarations</key>
        <array>
        \(declaration("com.example.quicktime", description: "QuickTime Movie", extensions: ["mov", "qt"]))\
        \(declaration("ORG.example.FLAC", description: "FLAC Audio", extensions: ["flac"]))\
        \(declaration("org.example.subrip", description: nil, extensions: ["srt"]))\
        \(declaration("org.example.matroska", description: "Matroska video", extensions: ["mkv"]))\
        </array>
        <key>UTExportedTypeDeclarations</key>
        <array>
        \(declaration("org.example.reel.playlist", description: "Reel Playlist", extensions: ["reelplaylist"]))\
        </array>
        </dict>
        </plist>
        """

    /// German translates every type description and no document-type name. Asked for still: the
    /// playlist's name (its `NSDocumentClass` makes it a document AppKit may name), a name one of
    /// whose extensions no declaration describes (`opus`, `*`), a name whose declaration has no
    /// description, and a name that is also a description. Not asked for: the QuickTime and FLAC
    /// names, whose every extension and content type (case aside, an empty one ignored) the plist
    /// declares with a description.
    @Test func onlyNamesFinderMayShowAreAskedFor() throws {
        let report = try Shapes.check([
            "/p/Reel/Info.plist": Self.infoPlist,
            "/p/Reel/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Reel\";\n",
            "/p/Reel/de.lproj/InfoPlist.strings": """
            "QuickTime Movie" = "QuickTime-Film";
            "FLAC Audio" = "FLAC-Audio";
            "Reel Playlist" = "Reel-Wiedergabeliste";

            """,
        ])
        let missing = report.diagnostics.filter { $0.rule == .missingKey }.compactMap(\.key).sorted()
        #expect(missing == ["Any file", "Audio file", "Matroska video", "Reel playlist", "Subtitle file"])
    }

    /// A name never shown may still be translated: a language's text for it is no finding, even
    /// one left empty.
    @Test func aTranslatedUnshownNameIsNoFinding() throws {
        let report = try Shapes.check([
            "/p/Reel/Info.plist": Self.infoPlist,
            "/p/Reel/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Reel\";\n",
            "/p/Reel/fr.lproj/InfoPlist.strings": "\"QuickTime movie\" = \"\";\n\"FLAC audio\" = \"Audio FLAC\";\n",
        ])
        let aboutUnshown = report.diagnostics.filter { ["QuickTime movie", "FLAC audio"].contains($0.key) }
        #expect(aboutUnshown.map(\.description) == [])
    }
}
