import Strings
import StringsCheck
import Testing

/// Texts ibtool lists from a Mac `.xib` that AppKit never shows, in documents shaped like a media
/// player's preference and history windows (written for these tests): a box drawn without its
/// title, the data cells of a view-based table's columns, text fields whose value is bound.
/// A translation lacking them has no finding; their shown neighbours are asked as ever.
@Suite("Interface Builder texts AppKit never shows")
struct UnshownInterfaceTextsTests {
    typealias Shapes = RealProjectShapesTests

    static func document(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner" customClass="PlayerPreferences"/>
        \(objects)
            </objects>
        </document>
        """
    }

    /// The missing-key lines a German table with no entries gets against `xib`.
    static func lacked(_ xib: String) throws -> [String] {
        let report = try Shapes.check([
            "/p/Player/Base.lproj/Prefs.xib": xib,
            "/p/Player/de.lproj/Prefs.strings": "\"Unused-Key.title\" = \"x\";\n",
        ]) { $0.rules = [.missingKey] }
        return Shapes.lines(report)
    }

    static func lack(_ key: String, _ text: String) -> String {
        "/p/Player/de.lproj/Prefs.strings:1:1: warning: de lacks \"\(key)\", which the base (Base) defines; the interface shows the base's text \"\(text)\" [missing-key]"
    }

    /// `titlePosition="noTitle"`: the box draws no title. A box with the default position (and a
    /// custom box, which draws its title too) is asked as ever.
    @Test func aBoxWithNoTitlePositionShowsNoTitle() throws {
        let xib = Self.document(
            """
                    <customView id="Cv0-aa-001">
                        <subviews>
                            <box title="Box" titlePosition="noTitle" translatesAutoresizingMaskIntoConstraints="NO" id="Box-aa-001">
                                <view key="contentView" id="Cnt-aa-001"/>
                            </box>
                            <box boxType="custom" cornerRadius="6" title="Playback" translatesAutoresizingMaskIntoConstraints="NO" id="Box-aa-002">
                                <view key="contentView" id="Cnt-aa-002"/>
                            </box>
                            <box title="Subtitles" translatesAutoresizingMaskIntoConstraints="NO" id="Box-aa-003">
                                <view key="contentView" id="Cnt-aa-003"/>
                            </box>
                        </subviews>
                    </customView>
            """)
        #expect(
            try Self.lacked(xib) == [
                Self.lack("Box-aa-002.title", "Playback"), Self.lack("Box-aa-003.title", "Subtitles"),
            ])
    }

    /// A view-based outline view's columns: the header is shown, the column's data cell (and
    /// everything in it, a pop-up's menu included) is never used. A cell-based table's text data cell
    /// is the prototype each row's value replaces (an exclusion list's "Text Cell"): never drawn
    /// either; its pop-up data cell draws its menu, which stays asked for.
    @Test func aViewBasedTablesDataCellsAreNeverShown() throws {
        let xib = Self.document(
            """
                    <scrollView id="Scr-aa-001">
                        <clipView key="contentView" id="Clp-aa-001">
                            <subviews>
                                <outlineView rowHeight="22" headerView="Hdr-aa-001" viewBased="YES" indentationPerLevel="12" outlineTableColumn="Col-aa-001" id="Out-aa-001">
                                    <tableColumns>
                                        <tableColumn identifier="Filename" width="400" id="Col-aa-001">
                                            <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" alignment="left" title="File">
                                                <font key="font" metaFont="message" size="11"/>
                                            </tableHeaderCell>
                                            <textFieldCell key="dataCell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" title="Text Cell" id="Dat-aa-001">
                                                <font key="font" metaFont="system"/>
                                            </textFieldCell>
                                            <prototypeCellViews>
                                                <tableCellView identifier="Filename" id="Tcv-aa-001">
                                                    <subviews>
                                                        <textField lineBreakMode="truncatingTail" id="Txt-aa-001">
                                                            <textFieldCell key="cell" lineBreakMode="truncatingTail" sendsActionOnEndEditing="YES" title="Untitled" id="Tfc-aa-001">
                                                                <font key="font" metaFont="system"/>
                                                            </textFieldCell>
                                                        </textField>
                                                    </subviews>
                                                </tableCellView>
                                            </prototypeCellViews>
                                        </tableColumn>
                                        <tableColumn identifier="Speed" width="80" id="Col-aa-002">
                                            <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="Speed"/>
                                            <popUpButtonCell key="dataCell" type="bevel" title="Normal" bezelStyle="regularSquare" imagePosition="left" selectedItem="Itm-aa-001" id="Pop-aa-001">
                                                <menu key="menu" id="Mnu-aa-001">
                                                    <items>
                                                        <menuItem title="Normal" state="on" id="Itm-aa-001"/>
                                                        <menuItem title="Double" id="Itm-aa-002"/>
                                                    </items>
                                                </menu>
                                            </popUpButtonCell>
                                        </tableColumn>
                                    </tableColumns>
                                </outlineView>
                            </subviews>
                        </clipView>
                    </scrollView>
                    <tableView columnAutoresizingStyle="lastColumnOnly" headerView="Hdr-aa-002" id="Tbl-aa-002">
                        <tableColumns>
                            <tableColumn width="200" id="Col-aa-003">
                                <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="Key"/>
                                <textFieldCell key="dataCell" lineBreakMode="truncatingTail" selectable="YES" editable="YES" title="Shortcut" id="Dat-aa-003"/>
                            </tableColumn>
                            <tableColumn width="80" id="Col-aa-004">
                                <tableHeaderCell key="headerCell" lineBreakMode="truncatingTail" borderStyle="border" title="When"/>
                                <popUpButtonCell key="dataCell" type="bevel" title="Always" bezelStyle="regularSquare" imagePosition="left" selectedItem="Itm-aa-003" id="Pop-aa-002">
                                    <menu key="menu" id="Mnu-aa-002">
                                        <items>
                                            <menuItem title="Always" state="on" id="Itm-aa-003"/>
                                        </items>
                                    </menu>
                                </popUpButtonCell>
                            </tableColumn>
                        </tableColumns>
                    </tableView>
            """)
        #expect(
            try Self.lacked(xib)
                == [
                    Self.lack("Col-aa-001.headerCell.title", "File"),
                    Self.lack("Col-aa-002.headerCell.title", "Speed"),
                    Self.lack("Col-aa-003.headerCell.title", "Key"),
                    Self.lack("Col-aa-004.headerCell.title", "When"),
                    Self.lack("Itm-aa-003.title", "Always"),
                    Self.lack("Tfc-aa-001.title", "Untitled"),
                ].sorted())
    }

    /// A text field whose value is bound shows the bound value from the moment the nib loads; its
    /// placeholder, a button's title (a button's value binding sets its state) and an unbound
    /// label are shown.
    @Test func aTextFieldWithABoundValueNeverShowsItsOwnText() throws {
        let xib = Self.document(
            """
                    <customView id="Cv0-bb-001">
                        <subviews>
                            <textField id="Txt-bb-001">
                                <textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" sendsActionOnEndEditing="YES" title="Label" id="Tfc-bb-001">
                                    <font key="font" metaFont="system"/>
                                </textFieldCell>
                                <connections>
                                    <binding destination="Tcv-bb-001" name="value" keyPath="objectValue.name" id="Bnd-bb-001"/>
                                </connections>
                            </textField>
                            <textField id="Txt-bb-002">
                                <textFieldCell key="cell" selectable="YES" editable="YES" title="sans-serif" placeholderString="System font" id="Tfc-bb-002"/>
                                <connections>
                                    <binding destination="Ctl-bb-001" name="value" keyPath="values.subtitleFont" id="Bnd-bb-002"/>
                                </connections>
                            </textField>
                            <button id="Btn-bb-001">
                                <buttonCell key="cell" type="check" title="Resume playback" bezelStyle="regularSquare" imagePosition="left" id="Btc-bb-001"/>
                                <connections>
                                    <binding destination="Ctl-bb-001" name="value" keyPath="values.resume" id="Bnd-bb-003"/>
                                </connections>
                            </button>
                            <textField id="Txt-bb-003">
                                <textFieldCell key="cell" lineBreakMode="clipping" title="Volume:" id="Tfc-bb-003"/>
                                <connections>
                                    <binding destination="Ctl-bb-001" name="enabled" keyPath="values.audio" id="Bnd-bb-004"/>
                                </connections>
                            </textField>
                        </subviews>
                    </customView>
                    <userDefaultsController representsSharedInstance="YES" id="Ctl-bb-001"/>
            """)
        #expect(
            try Self.lacked(xib) == [
                Self.lack("Btc-bb-001.title", "Resume playback"),
                Self.lack("Tfc-bb-002.placeholderString", "System font"),
                Self.lack("Tfc-bb-003.title", "Volume:"),
            ])
    }

    /// ibtool still lists every such text, so the extracted table is unchanged.
    @Test func theUnshownTextsAreStillListed() throws {
        let xib = Self.document(
            """
                    <box title="Box" titlePosition="noTitle" id="Box-cc-001">
                        <view key="contentView" id="Cnt-cc-001"/>
                    </box>
            """)
        let entries = try InterfaceBuilderStrings.entries(Array(xib.utf8), file: nil)
        #expect(entries.map(\.key) == ["Box-cc-001.title"])
    }
}
