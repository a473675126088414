import Foundation
import Testing

@testable import StringsCheck

/// Interface Builder texts the code replaces before anyone reads them (trees written for these
/// tests, shaped like a password manager's pricing screen and a media player's preferences): a
/// label or text field that is an outlet, whose declaring file sets its text. The document's text
/// is a placeholder, so no language lacking it is a finding; an outlet the code leaves alone, or
/// sets only from another file, stays asked for.
@Suite("Interface Builder texts the code sets")
struct TextsTheCodeSetsTests {
    typealias Shapes = RealProjectShapesTests

    static let project = ("/p/Vault.xcodeproj/project.pbxproj", "\t\t\tdevelopmentRegion = en;\n")

    /// A pricing screen: a footer and a price the cell fills, a heading it leaves as designed, and a
    /// button whose title the code sets.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="Vc0-pp-001" customClass="PlanCell" sceneMemberID="viewController">
                            <view key="view" id="v1">
                                <subviews>
                                    <label text="{Footer text}" id="Lbl-pp-001"/>
                                    <label text="{Price}" id="Lbl-pp-002"/>
                                    <label text="Choose your plan" id="Lbl-pp-003"/>
                                    <button id="Btn-pp-001">
                                        <state key="normal" title="{Buy}"/>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <outlet property="footerLabel" destination="Lbl-pp-001" id="Out-pp-001"/>
                                <outlet property="priceLabel" destination="Lbl-pp-002" id="Out-pp-002"/>
                                <outlet property="headingLabel" destination="Lbl-pp-003" id="Out-pp-003"/>
                                <outlet property="buyButton" destination="Btn-pp-001" id="Out-pp-004"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static let cell = """
        final class PlanCell: UICollectionViewCell {
            @IBOutlet private weak var footerLabel: UILabel!
            @IBOutlet weak var priceLabel: UILabel?
            @IBOutlet weak var headingLabel: UILabel!
            @IBOutlet weak var buyButton: UIButton!

            func fill(with plan: Plan) {
                footerLabel.text = plan.subtitle
                self.priceLabel?.text = plan.price
                buyButton.setTitle(plan.buyTitle, for: .normal)
                if headingLabel.text == "" { headingLabel.textColor = .red }
            }
        }
        """

    static func lacked(_ sources: [String: String]) throws -> [String] {
        let files = [
            Self.project.0: Self.project.1,
            "/p/Vault/Base.lproj/Plans.storyboard": Self.storyboard,
            "/p/Vault/de.lproj/Plans.strings": "\"Unused-Key.text\" = \"x\";\n",
        ].merging(sources) { own, _ in own }
        let report = try Shapes.check(files) { $0.rules = [.missingKey] }
        return Shapes.lines(report).map {
            $0.replacingOccurrences(of: "/p/Vault/de.lproj/Plans.strings:1:1: warning: ", with: "")
        }
    }

    static func lack(_ key: String, _ text: String) -> String {
        "de lacks \"\(key)\", which the base (Base) defines; the interface shows the base's text \"\(text)\" [missing-key]"
    }

    /// The cell sets the footer, the price (through `self.…?`) and the button's title: only the
    /// heading, which it compares and colours but never sets, is asked for.
    @Test func anOutletWhoseTextTheCodeSetsIsNotAskedFor() throws {
        #expect(
            try Self.lacked(["/p/Vault/PlanCell.swift": Self.cell]) == [
                Self.lack("Lbl-pp-003.text", "Choose your plan")
            ])
    }

    /// With no source, or a source that sets a same-named property of a class that declares no
    /// such outlet, every text is asked for.
    @Test func anAssignmentOutsideTheOutletsFileChangesNothing() throws {
        let all = [
            Self.lack("Btn-pp-001.normalTitle", "{Buy}"), Self.lack("Lbl-pp-001.text", "{Footer text}"),
            Self.lack("Lbl-pp-002.text", "{Price}"), Self.lack("Lbl-pp-003.text", "Choose your plan"),
        ]
        #expect(try Self.lacked([:]) == all)
        #expect(
            try Self.lacked(["/p/Vault/Other.swift": "func f(footerLabel: UILabel) { footerLabel.text = \"x\" }\n"])
                == all)
    }

    /// An Objective-C controller of a Mac window: the text field is the outlet, its cell holds the
    /// text, and the controller sets it through an instance variable and a send.
    @Test func anObjectiveCTextFieldSetThroughItsCellsOutletIsNotAskedFor() throws {
        let xib = UnshownInterfaceTextsTests.document(
            """
                <customObject id="Ctl-st-001" customClass="StatusWindow">
                    <connections>
                        <outlet property="statusField" destination="Txt-st-001" id="Out-st-001"/>
                        <outlet property="versionField" destination="Txt-st-002" id="Out-st-002"/>
                    </connections>
                </customObject>
                <textField id="Txt-st-001"><textFieldCell key="cell" title="Label" id="Cel-st-001"/></textField>
                <textField id="Txt-st-002"><textFieldCell key="cell" title="Version 0.0" id="Cel-st-002"/></textField>
                <textField id="Txt-st-003"><textFieldCell key="cell" title="Status:" id="Cel-st-003"/></textField>
            """)
        let source = """
            @interface StatusWindow ()
            @property (weak) IBOutlet NSTextField *statusField;
            @property (weak) IBOutlet NSTextField *versionField;
            @end
            @implementation StatusWindow
            - (void)awakeFromNib {
                _statusField.stringValue = self.status;
                [self.versionField setStringValue:self.version];
            }
            @end
            """
        let report = try Shapes.check([
            "/p/Player.xcodeproj/project.pbxproj": "\t\t\tdevelopmentRegion = en;\n",
            "/p/Player/Base.lproj/Status.xib": xib,
            "/p/Player/de.lproj/Status.strings": "\"Unused-Key.title\" = \"x\";\n",
            "/p/Player/StatusWindow.m": source,
        ]) { $0.rules = [.missingKey] }
        #expect(
            Shapes.lines(report) == [
                "/p/Player/de.lproj/Status.strings:1:1: warning: de lacks \"Cel-st-003.title\", which the base (Base) defines; the interface shows the base's text \"Status:\" [missing-key]"
            ])
    }

    /// The source scan alone: declared and set in one file; a comparison, a longer member, a
    /// declaration without a setter and a setter without a declaration are not.
    @Test func theNamesAFileDeclaresAndSets() {
        var work = 0
        let text = """
            @IBOutlet weak var a: UILabel!
            @IBOutlet var b: UILabel!
            @IBOutlet weak var c: NSButton!
            @IBOutlet weak var d: UILabel!
            a.text = "x"
            if b.text == "y" { b.textColor = .red }
            c.title="z"
            e.text = "w"
            """
        #expect(OutletTextSetters.names(in: Array(text.utf8), work: &work) == ["a", "c"])
        #expect(OutletTextSetters.names(in: Array("a.text = \"x\"\n".utf8), work: &work) == [])
    }
}
