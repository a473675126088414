import Strings
@testable import StringsCheck
import Testing

/// macOS documents (`.xib`): the keys and values ibtool lists for menus, buttons, text fields,
/// table headers, segmented cells, boxes, tabs, toolbars, tool tips and binding placeholders. The fixtures are shaped
/// like the MainMenu and preference windows of real apps; the expected tables are written by hand.
@Suite("Interface Builder: macOS documents")
struct MacInterfaceBuilderTests {
    static let mainMenu = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                <menu title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                    <items>
                        <menuItem title="Tally" id="1Xt-HY-uBw">
                            <modifierMask key="keyEquivalentModifierMask"/>
                            <menu key="submenu" title="Tally" systemMenu="apple" id="uQy-DD-JDr">
                                <items>
                                    <menuItem title="About Tally" id="5kV-Vb-QxS">
                                        <modifierMask key="keyEquivalentModifierMask"/>
                                    </menuItem>
                                    <menuItem isSeparatorItem="YES" id="VOq-y0-SEH"/>
                                    <menuItem title="Quit Tally" keyEquivalent="q" id="4sb-4s-VLi">
                                        <connections>
                                            <action selector="terminate:" target="-1" id="Te7-pn-YzF"/>
                                        </connections>
                                    </menuItem>
                                </items>
                            </menu>
                        </menuItem>
                        <menuItem title="Edit" id="5QF-Oa-p0T">
                            <menu key="submenu" title="Edit" id="W48-6f-4Dl">
                                <items>
                                    <menuItem title="Paste &amp; Match Style" keyEquivalent="V" id="WeT-3V-zwk"/>
                                    <menuItem title="Find…" toolTip="Search the document" id="Xz5-n4-O0W"/>
                                    <menuItem title="" id="emp-ty-001"/>
                                </items>
                            </menu>
                        </menuItem>
                    </items>
                </menu>
            </objects>
        </document>
        """

    @Test func mainMenuListsMenusAndItemsButNotSeparators() throws {
        #expect(try IBTable.lines(Self.mainMenu) == [
            #""AYu-sK-qS6.title" = "Main Menu""#,
            #""1Xt-HY-uBw.title" = "Tally""#,
            #""uQy-DD-JDr.title" = "Tally""#,
            #""5kV-Vb-QxS.title" = "About Tally""#,
            #""4sb-4s-VLi.title" = "Quit Tally""#,
            #""5QF-Oa-p0T.title" = "Edit""#,
            #""W48-6f-4Dl.title" = "Edit""#,
            #""WeT-3V-zwk.title" = "Paste & Match Style""#,
            #""Xz5-n4-O0W.title" = "Find…""#,
            // A menu item's tool tip has the shadow name, like a view's.
            #""Xz5-n4-O0W.ibShadowedToolTip" = "Search the document""#,
        ])
    }

    @Test func entriesPointAtTheirAttributeAndCarryIbtoolsComment() throws {
        let quit = try #require(try IBTable.entry("4sb-4s-VLi.title", in: Self.mainMenu, file: "MainMenu.xib"))
        #expect(quit.location == SourceLocation(file: "MainMenu.xib", line: 15, column: 39))
        #expect(quit.comment == #"Class = "NSMenuItem"; title = "Quit Tally"; ObjectID = "4sb-4s-VLi";"#)
        let menu = try #require(try IBTable.entry("uQy-DD-JDr.title", in: Self.mainMenu))
        #expect(menu.location == SourceLocation(line: 9, column: 41))
        #expect(menu.comment == #"Class = "NSMenu"; title = "Tally"; ObjectID = "uQy-DD-JDr";"#)
    }

    static let preferences = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects>
                <window title="Preferences" allowsToolTipsWhenApplicationIsInactive="NO" id="F0z-JX-Cv5">
                    <view key="contentView" id="se5-gp-TjO">
                        <subviews>
                            <button toolTip="Checks once a day" translatesAutoresizingMaskIntoConstraints="NO" id="d5a-4n-6k8">
                                <buttonCell key="cell" type="check" title="Check for updates" alternateTitle="Checking…" bezelStyle="regularSquare" id="55O-ik-ql6">
                                    <font key="font" metaFont="system"/>
                                </buttonCell>
                            </button>
                            <textField verticalHuggingPriority="750" id="Smc-bL-Dvq">
                                <textFieldCell key="cell" scrollable="YES" title="Label" placeholderString="http://proxy:8080" id="Pyy-u4-P2n">
                                    <font key="font" metaFont="system"/>
                                </textFieldCell>
                            </textField>
                            <secureTextField id="Q4f-lA-01a">
                                <secureTextFieldCell key="cell" placeholderString="Password" id="Q4f-lA-02b">
                                    <allowedInputSourceLocales>
                                        <string>NSAllRomanInputSourcesLocaleIdentifier</string>
                                    </allowedInputSourceLocales>
                                </secureTextFieldCell>
                            </secureTextField>
                            <searchField id="sF1-aa-001">
                                <searchFieldCell key="cell" placeholderString="Filter" id="sF1-aa-002"/>
                            </searchField>
                            <popUpButton id="pop-Up-001">
                                <popUpButtonCell key="cell" type="push" title="Daily" selectedItem="day-It-001" id="pop-Up-002">
                                    <menu key="menu" id="pop-Mn-003">
                                        <items>
                                            <menuItem title="Daily" state="on" id="day-It-001"/>
                                            <menuItem title="Weekly" id="wek-It-002"/>
                                        </items>
                                    </menu>
                                </popUpButtonCell>
                            </popUpButton>
                            <textField id="mul-Ti-001">
                                <textFieldCell key="cell" id="mul-Ti-002">
                                    <string key="title">First line
        Second line</string>
                                    <string key="keyEquivalent">x</string>
                                </textFieldCell>
                            </textField>
                            <box title="Updates" id="box-Up-001">
                                <view key="contentView" id="box-Vw-002"/>
                            </box>
                        </subviews>
                    </view>
                    <toolbar key="toolbar" implicitIdentifier="09D" id="tlb-Ar-001">
                        <allowedToolbarItems>
                            <toolbarItem implicitItemIdentifier="5D28" label="Current location" paletteLabel="Location" toolTip="Retrieves current location" id="j5s-07-X5S"/>
                        </allowedToolbarItems>
                        <defaultToolbarItems>
                            <toolbarItem reference="j5s-07-X5S"/>
                        </defaultToolbarItems>
                    </toolbar>
                </window>
                <tabView id="tab-Vw-001">
                    <tabViewItems>
                        <tabViewItem label="General" identifier="1" id="tab-It-001"/>
                        <tabViewItem label="Advanced" identifier="2" id="tab-It-002"/>
                    </tabViewItems>
                </tabView>
            </objects>
        </document>
        """

    @Test func windowButtonsTextFieldsBoxesTabsAndToolbar() throws {
        #expect(try IBTable.lines(Self.preferences) == [
            #""F0z-JX-Cv5.title" = "Preferences""#,
            #""d5a-4n-6k8.ibShadowedToolTip" = "Checks once a day""#,
            #""55O-ik-ql6.title" = "Check for updates""#,
            #""55O-ik-ql6.alternateTitle" = "Checking…""#,
            #""Pyy-u4-P2n.title" = "Label""#,
            #""Pyy-u4-P2n.placeholderString" = "http://proxy:8080""#,
            #""Q4f-lA-02b.placeholderString" = "Password""#,
            #""sF1-aa-002.placeholderString" = "Filter""#,
            // The pop-up cell's own title is the selected item's; only the items are listed.
            #""day-It-001.title" = "Daily""#,
            #""wek-It-002.title" = "Weekly""#,
            "\"mul-Ti-002.title\" = \"First line\nSecond line\"",
            #""box-Up-001.title" = "Updates""#,
            #""j5s-07-X5S.label" = "Current location""#,
            #""j5s-07-X5S.paletteLabel" = "Location""#,
            #""j5s-07-X5S.toolTip" = "Retrieves current location""#,
            #""tab-It-001.label" = "General""#,
            #""tab-It-002.label" = "Advanced""#,
        ])
    }

    @Test func multiLineTitlePointsAtItsStringElement() throws {
        let entry = try #require(try IBTable.entry("mul-Ti-002.title", in: Self.preferences))
        #expect(entry.location == SourceLocation(line: 39, column: 29))
        #expect(entry.comment == #"Class = "NSTextFieldCell"; title = "First line\nSecond line"; ObjectID = "mul-Ti-002";"#)
    }

    static let table = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects>
                <tableView id="tbl-Vw-001">
                    <tableColumns>
                        <tableColumn identifier="name" width="116" headerToolTip="Where it came from" id="1xI-G4-Fsc">
                            <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" title="Source">
                                <color key="textColor" name="headerTextColor" catalog="System"/>
                            </tableHeaderCell>
                            <textFieldCell key="dataCell" title="Text Cell" id="HJk-g1-sOy"/>
                        </tableColumn>
                        <tableColumn identifier="size" id="2xI-G4-Fsc">
                            <tableHeaderCell key="headerCell" title=""/>
                        </tableColumn>
                    </tableColumns>
                </tableView>
                <segmentedControl id="seg-Ct-001">
                    <segmentedCell key="cell" borderStyle="border" style="rounded" trackingMode="selectOne" id="iuN-rN-jT7">
                        <font key="font" metaFont="system"/>
                        <segments>
                            <segment label="Off"/>
                            <segment image="NSListViewTemplate" width="32" toolTip="As a list"/>
                            <segment label="Custom…" selected="YES" tag="1"/>
                        </segments>
                    </segmentedCell>
                </segmentedControl>
                <textField id="dat-Tf-001">
                    <connections>
                        <binding destination="-2" name="value" keyPath="lastUsedDate" id="GdW-pg-IqD">
                            <dictionary key="options">
                                <string key="NSNullPlaceholder">Never</string>
                                <string key="NSValueTransformerName">DateText</string>
                            </dictionary>
                        </binding>
                    </connections>
                </textField>
            </objects>
        </document>
        """

    @Test func tableHeadersSegmentLabelsAndBindingPlaceholders() throws {
        #expect(try IBTable.lines(Self.table) == [
            // The header cell has no id: it is named under its column, by its key.
            #""1xI-G4-Fsc.headerToolTip" = "Where it came from""#,
            #""1xI-G4-Fsc.headerCell.title" = "Source""#,
            #""HJk-g1-sOy.title" = "Text Cell""#,
            // Segments count from 0 whether or not they have a label.
            #""iuN-rN-jT7.ibShadowedLabels[0]" = "Off""#,
            #""iuN-rN-jT7.ibShadowedToolTips[1]" = "As a list""#,
            #""iuN-rN-jT7.ibShadowedLabels[2]" = "Custom…""#,
            // A binding's placeholder is named on the binding, without the options' path.
            #""GdW-pg-IqD.ibShadowedIsNilPlaceholder" = "Never""#,
        ])
        let header = try #require(try IBTable.entry("1xI-G4-Fsc.headerCell.title", in: Self.table))
        #expect(header.comment == #"Class = "NSTableColumn"; headerCell.title = "Source"; ObjectID = "1xI-G4-Fsc";"#)
        let segment = try #require(try IBTable.entry("iuN-rN-jT7.ibShadowedLabels[2]", in: Self.table))
        #expect(segment.comment == #"Class = "NSSegmentedCell"; iuN-rN-jT7.ibShadowedLabels[2] = "Custom…"; ObjectID = "iuN-rN-jT7";"#)
        #expect(segment.location == SourceLocation(line: 23, column: 30))
        let binding = try #require(try IBTable.entry("GdW-pg-IqD.ibShadowedIsNilPlaceholder", in: Self.table))
        #expect(binding.comment == #"Class = "CocoaBindingsConnection"; ibShadowedIsNilPlaceholder = "Never"; ObjectID = "GdW-pg-IqD";"#)
    }
}
