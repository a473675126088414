import StringsCheck
import Testing

/// Interface Builder texts ibtool extracts that no translator is asked for, in a storyboard and
/// a catalog shaped like a map editor's (written for these tests): texts marked "do not
/// translate", and the titles of UIKit containers no user sees.
@Suite("Interface Builder texts not asked of translators")
struct InterfaceBuilderTextsNotAskedForTests {
    typealias Shapes = RealProjectShapesTests

    /// A map editor's storyboard: labels the code fills in, marked for localizers "Placeholder -
    /// Do not translate"; a navigation and a split view controller with titles; a tab bar
    /// controller whose title shows when it is pushed.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <splitViewController title="MainSplit" id="Spl-aa-001" sceneMemberID="viewController"/>
                        <navigationController title="FeatureNav" id="Nav-aa-001" sceneMemberID="viewController"/>
                        <tabBarController title="Tags" id="Tab-aa-001" sceneMemberID="viewController"/>
                        <viewController title="Heading" id="Vc0-aa-001" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <label text="Sample Street 12" id="Lbl-aa-001">
                                        <attributedString key="userComments">
                                            <fragment content="Placeholder - Do not translate"/>
                                        </attributedString>
                                    </label>
                                    <label text="Face the object" id="Lbl-aa-002"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A text marked "do not translate" and a container title no user sees are asked of no
    /// language; the others are, as warnings (the interface shows the storyboard's text).
    @Test func interfaceBuilderTextsNoTranslatorIsAskedFor() throws {
        let report = try Shapes.check([
            "/p/Map/Base.lproj/Heading.storyboard": Self.storyboard,
            "/p/Map/de.lproj/Heading.strings":
                "\"Vc0-aa-001.title\" = \"Richtung\";\n\"Tab-aa-001.title\" = \"Schlagwörter\";\n",
        ])
        #expect(
            Shapes.lines(report) == [
                "/p/Map/de.lproj/Heading.strings:1:1: warning: de lacks \"Lbl-aa-002.text\", which the base (Base) defines; the interface shows the base's text \"Face the object\" [missing-key]"
            ])
    }

    /// The same storyboard's catalog (`mul.lproj`), where ibtool's comment carries the note.
    @Test func aCatalogKeyWhoseNoteSaysDoNotTranslateIsNotAskedFor() throws {
        let catalog = CatalogCheck.catalog(
            """
                "Lbl-aa-001.text" : {
                  "comment" : "Class = \\"UILabel\\"; text = \\"Sample Street 12\\"; ObjectID = \\"Lbl-aa-001\\"; Note = \\"Placeholder - Do not translate\\";",
                  "extractionState" : "extracted_with_value",
                  "localizations" : {
                    "en" : \(CatalogCheck.unit("Sample Street 12", "new")),
                    "es" : \(CatalogCheck.unit("Sample Street 12"))
                  }
                },
                "Nav-aa-001.title" : {
                  "comment" : "Class = \\"UINavigationController\\"; title = \\"FeatureNav\\"; ObjectID = \\"Nav-aa-001\\";",
                  "extractionState" : "extracted_with_value",
                  "localizations" : {
                    "en" : \(CatalogCheck.unit("FeatureNav", "new"))
                  }
                },
                "Lbl-aa-002.text" : {
                  "comment" : "Class = \\"UILabel\\"; text = \\"Face the object\\"; ObjectID = \\"Lbl-aa-002\\";",
                  "extractionState" : "extracted_with_value",
                  "localizations" : {
                    "en" : \(CatalogCheck.unit("Face the object", "new")),
                    "es" : \(CatalogCheck.unit("Mira al objeto")),
                    "eu" : \(CatalogCheck.unit("Begiratu objektuari"))
                  }
                }
            """)
        let report = try CatalogCheck.run(["/p/Map/mul.lproj/Heading.xcstrings": catalog])
        #expect(report.diagnostics.map(\.description) == [])
    }

    /// A display utility's Mac storyboard kept in step by BartyCrouch: boxes and a label whose
    /// text is its marker `#bc-ignore!` (the code sets the real text), a link button whose
    /// Localizer Hint is the marker, and the other two markers it knows. BartyCrouch writes none
    /// of them into any language's table, so none is missing; a plain title still is, and a text
    /// that merely mentions a hash sign is asked as ever.
    @Test func bartyCrouchsIgnoreMarkerAsksNoLanguage() throws {
        let storyboard = UnshownInterfaceTextsTests.document(
            """
                <box boxType="custom" cornerRadius="6" title="#bc-ignore!" id="Box-bc-001"/>
                <textField id="Txt-bc-001"><textFieldCell key="cell" title="#bc-ignore!" id="Cel-bc-001"/></textField>
                <button id="Btn-bc-001">
                    <buttonCell key="cell" type="bevel" title="https://display.example" id="Cel-bc-002">
                        <attributedString key="userComments"><fragment content="#bc-ignore!"/></attributedString>
                    </buttonCell>
                </button>
                <textField id="Txt-bc-002"><textFieldCell key="cell" title="Version #i!" id="Cel-bc-003"/></textField>
                <textField id="Txt-bc-003"><textFieldCell key="cell" title="#bartycrouch-ignore! 1.0" id="Cel-bc-004"/></textField>
                <textField id="Txt-bc-004"><textFieldCell key="cell" title="Brightness" id="Cel-bc-005"/></textField>
                <textField id="Txt-bc-005"><textFieldCell key="cell" title="Display #1" id="Cel-bc-006"/></textField>
            """)
        #expect(
            try UnshownInterfaceTextsTests.lacked(storyboard) == [
                UnshownInterfaceTextsTests.lack("Cel-bc-005.title", "Brightness"),
                UnshownInterfaceTextsTests.lack("Cel-bc-006.title", "Display #1"),
            ])
    }

    /// The same marker in a catalog: ibtool's comment quotes the text, so a text that is the
    /// marker is found there even when the object has a Localizer Hint of its own.
    @Test func aCatalogCommentQuotingTheMarkerIsNotAskedFor() throws {
        let catalog = CatalogCheck.catalog(
            """
                "Cel-bc-001.title" : {
                  "comment" : "Class = \\"NSTextFieldCell\\"; title = \\"#bc-ignore!\\"; ObjectID = \\"Cel-bc-001\\"; Note = \\"Set by the code\\";",
                  "extractionState" : "extracted_with_value",
                  "localizations" : {
                    "en" : \(CatalogCheck.unit("#bc-ignore!", "new"))
                  }
                },
                "Cel-bc-005.title" : {
                  "comment" : "Class = \\"NSTextFieldCell\\"; title = \\"Brightness\\"; ObjectID = \\"Cel-bc-005\\";",
                  "extractionState" : "extracted_with_value",
                  "localizations" : {
                    "en" : \(CatalogCheck.unit("Brightness", "new")),
                    "de" : \(CatalogCheck.unit("Helligkeit"))
                  }
                }
            """)
        let report = try CatalogCheck.run(["/p/Display/mul.lproj/Main.xcstrings": catalog])
        #expect(report.diagnostics.map(\.description) == [])
    }
}
