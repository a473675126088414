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
            "/p/Map/de.lproj/Heading.strings": "\"Vc0-aa-001.title\" = \"Richtung\";\n\"Tab-aa-001.title\" = \"Schlagwörter\";\n",
        ])
        #expect(Shapes.lines(report) == [
            "/p/Map/de.lproj/Heading.strings:1:1: warning: de lacks \"Lbl-aa-002.text\", which the base (Base) defines; the interface shows the base's text \"Face the object\" [missing-key]",
        ])
    }

    /// The same storyboard's catalog (`mul.lproj`), where ibtool's comment carries the note.
    @Test func aCatalogKeyWhoseNoteSaysDoNotTranslateIsNotAskedFor() throws {
        let catalog = CatalogCheck.catalog("""
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
}
