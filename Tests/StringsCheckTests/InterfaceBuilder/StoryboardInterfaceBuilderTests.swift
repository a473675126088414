import Strings
@testable import StringsCheck
import Testing

/// iOS storyboards: view controllers, navigation and bar button items, labels, text fields, button
/// states and configurations, segmented controls, table sections, accessibility and localized
/// runtime attributes. The expected tables are written by hand from ibtool's naming.
@Suite("Interface Builder: iOS storyboards")
struct StoryboardInterfaceBuilderTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="nav-Cn-001">
            <scenes>
                <!--Navigation Controller-->
                <scene sceneID="scn-001">
                    <objects>
                        <navigationController title="Accounts" id="nav-Cn-001" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Accounts" image="person" id="tab-Bi-001"/>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="scn-002">
                    <objects>
                        <viewController title="Sign In" id="vc0-Si-001" customClass="SignInViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw0-Si-002">
                                <subviews>
                                    <label opaque="NO" text="Welcome back" textAlignment="natural" id="lbl-We-001">
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <label opaque="NO" textAlignment="natural" numberOfLines="0" id="lbl-Ml-002">
                                        <string key="text">Your password never
        leaves this device.</string>
                                    </label>
                                    <textField opaque="NO" borderStyle="roundedRect" placeholder="user@example.com" text="" id="tfd-Em-001">
                                        <accessibility key="accessibilityConfiguration" identifier="email" label="Email address" hint="The address you signed up with"/>
                                        <textInputTraits key="textInputTraits" keyboardType="emailAddress"/>
                                    </textField>
                                    <button opaque="NO" buttonType="system" lineBreakMode="middleTruncation" id="btn-Si-001">
                                        <state key="normal" title="Sign In"/>
                                        <state key="highlighted" title="Signing In…"/>
                                        <state key="disabled" image="lock"/>
                                    </button>
                                    <button opaque="NO" id="btn-Cf-002">
                                        <buttonConfiguration key="configuration" style="filled" title="Create Account"/>
                                    </button>
                                    <segmentedControl opaque="NO" segmentControlStyle="plain" selectedSegmentIndex="0" id="seg-Pl-001">
                                        <segments>
                                            <segment title="Monthly"/>
                                            <segment title="Yearly"/>
                                        </segments>
                                    </segmentedControl>
                                    <label text="$4.99" id="lbl-Pr-003">
                                        <variation key="heightClass=compact" text="$4.99/mo"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lbl-We-001" firstAttribute="top" secondItem="vw0-Si-002" secondAttribute="top" constant="20" placeholder="YES" id="cst-001"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" title="Sign In" prompt="Step 1 of 2" backButtonTitle="Back" id="nvi-Si-001">
                                <barButtonItem key="rightBarButtonItem" title="Help" id="bbi-He-001">
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="string" keyPath="identifier" value="help"/>
                                        <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Show help" localized="YES"/>
                                        <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="YES"/>
                                    </userDefinedRuntimeAttributes>
                                </barButtonItem>
                            </navigationItem>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-Si-003" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="scn-003">
                    <objects>
                        <tableViewController title="Settings" id="tvc-Se-001" sceneMemberID="viewController">
                            <tableView key="view" style="insetGrouped" dataMode="static" id="tvw-Se-002">
                                <sections>
                                    <tableViewSection headerTitle="Security" footerTitle="Applies to every database." id="sec-Se-001">
                                        <cells>
                                            <tableViewCell id="cel-Se-001">
                                                <tableViewCellContentView key="contentView" id="ccv-Se-001">
                                                    <subviews>
                                                        <switch opaque="NO" on="YES" id="swi-Se-001">
                                                            <accessibility key="accessibilityConfiguration" label="Lock on exit"/>
                                                        </switch>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                    <tableViewSection id="sec-Se-002">
                                        <string key="footerTitle">Backups are kept
        for 30 days.</string>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                            <textView key="tableFooterView" editable="NO" id="txv-Se-001">
                                <string key="text">Version 1.0</string>
                            </textView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func storyboardTable() throws {
        #expect(try IBTable.lines(Self.storyboard) == [
            #""nav-Cn-001.title" = "Accounts""#,
            #""tab-Bi-001.title" = "Accounts""#,
            #""vc0-Si-001.title" = "Sign In""#,
            #""lbl-We-001.text" = "Welcome back""#,
            "\"lbl-Ml-002.text\" = \"Your password never\nleaves this device.\"",
            // The empty text is left out, as ibtool leaves it out.
            #""tfd-Em-001.placeholder" = "user@example.com""#,
            #""tfd-Em-001.accessibilityLabel" = "Email address""#,
            #""tfd-Em-001.accessibilityHint" = "The address you signed up with""#,
            #""btn-Si-001.normalTitle" = "Sign In""#,
            #""btn-Si-001.highlightedTitle" = "Signing In…""#,
            #""btn-Cf-002.configuration.title" = "Create Account""#,
            #""seg-Pl-001.segmentTitles[0]" = "Monthly""#,
            #""seg-Pl-001.segmentTitles[1]" = "Yearly""#,
            // The size-class variation is not exported, and the constraint's placeholder="YES"
            // is a flag, not a text.
            #""lbl-Pr-003.text" = "$4.99""#,
            #""nvi-Si-001.title" = "Sign In""#,
            #""nvi-Si-001.prompt" = "Step 1 of 2""#,
            #""nvi-Si-001.backButtonTitle" = "Back""#,
            #""bbi-He-001.title" = "Help""#,
            #""bbi-He-001.ibExternalUserDefinedRuntimeAttributesLocalizableStrings[0]" = "Show help""#,
            #""tvc-Se-001.title" = "Settings""#,
            #""sec-Se-001.headerTitle" = "Security""#,
            #""sec-Se-001.footerTitle" = "Applies to every database.""#,
            #""swi-Se-001.accessibilityLabel" = "Lock on exit""#,
            "\"sec-Se-002.footerTitle\" = \"Backups are kept\nfor 30 days.\"",
            #""txv-Se-001.text" = "Version 1.0""#,
        ])
    }

    @Test func commentsNameTheUIKitClass() throws {
        let button = try #require(try IBTable.entry("btn-Si-001.normalTitle", in: Self.storyboard))
        #expect(button.comment == #"Class = "UIButton"; normalTitle = "Sign In"; ObjectID = "btn-Si-001";"#)
        let section = try #require(try IBTable.entry("sec-Se-001.headerTitle", in: Self.storyboard))
        #expect(section.comment == #"Class = "UITableViewSection"; headerTitle = "Security"; ObjectID = "sec-Se-001";"#)
        let segment = try #require(try IBTable.entry("seg-Pl-001.segmentTitles[1]", in: Self.storyboard))
        #expect(segment.comment == #"Class = "UISegmentedControl"; seg-Pl-001.segmentTitles[1] = "Yearly"; ObjectID = "seg-Pl-001";"#)
        let label = try #require(try IBTable.entry("lbl-Ml-002.text", in: Self.storyboard))
        #expect(label.comment == #"Class = "UILabel"; text = "Your password never\nleaves this device."; ObjectID = "lbl-Ml-002";"#)
    }

    @Test func locationsOfAttributesAndStringElements() throws {
        let placeholder = try #require(try IBTable.entry("tfd-Em-001.placeholder", in: Self.storyboard, file: "Main.storyboard"))
        #expect(placeholder.location == SourceLocation(file: "Main.storyboard", line: 24, column: 78))
        let hint = try #require(try IBTable.entry("tfd-Em-001.accessibilityHint", in: Self.storyboard))
        #expect(hint.location == SourceLocation(line: 25, column: 122))
        let footer = try #require(try IBTable.entry("sec-Se-002.footerTitle", in: Self.storyboard))
        #expect(footer.location == SourceLocation(line: 82, column: 33))
    }

    static let notes = """
        <document targetRuntime="iOS.CocoaTouch">
            <objects>
                <button id="sav-Db-001">
                    <state key="normal" title="Save"/>
                    <attributedString key="userComments">
                        <fragment content="Action: save the new "/>
                        <fragment content="database">
                            <attributes><font key="NSFont" size="11"/></attributes>
                        </fragment>
                    </attributedString>
                    <buttonConfiguration key="configuration" title="Save"/>
                    <label text="Inside" id="lbl-In-001"/>
                </button>
            </objects>
        </document>
        """

    @Test func localizerNotesJoinEveryCommentOfTheirObject() throws {
        let entries = try InterfaceBuilderStrings.entries(Array(Self.notes.utf8), file: nil)
        #expect(entries.map(\.comment) == [
            // Made before the note was read, then given it.
            #"Class = "UIButton"; normalTitle = "Save"; ObjectID = "sav-Db-001"; Note = "Action: save the new database";"#,
            #"Class = "UIButton"; configuration.title = "Save"; ObjectID = "sav-Db-001"; Note = "Action: save the new database";"#,
            // A subview is another object: the button's note is not its note.
            #"Class = "UILabel"; text = "Inside"; ObjectID = "lbl-In-001";"#,
        ])
    }

    @Test func watchKitClassesInComments() throws {
        let xml = #"<document targetRuntime="watchKit"><controller title="Balance" id="ZKF-gb-hhm"/></document>"#
        let entry = try #require(try IBTable.entry("ZKF-gb-hhm.title", in: xml))
        #expect(entry.comment == #"Class = "WKInterfaceController"; title = "Balance"; ObjectID = "ZKF-gb-hhm";"#)
    }
}
