import StringsCheck
import Testing

/// Menu titles ibtool lists that AppKit never shows, in a storyboard shaped like a Mac updater's
/// main menu (written for these tests): the menu bar shows each top-level item's submenu title,
/// not the item's own; a nested submenu shows under its item's title, never its own.
@Suite("Menu titles AppKit never shows")
struct MenuTitlesNeverShownTests {
    typealias Shapes = RealProjectShapesTests

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <application id="App-aa-001" sceneMemberID="viewController">
                            <menu key="mainMenu" title="Main Menu" systemMenu="main" id="Mnu-aa-000">
                                <items>
                                    <menuItem title="Updater" id="Itm-aa-001">
                                        <menu key="submenu" title="Updater" systemMenu="apple" id="Mnu-aa-001">
                                            <items>
                                                <menuItem title="Quit Updater" keyEquivalent="q" id="Itm-aa-002"/>
                                            </items>
                                        </menu>
                                    </menuItem>
                                    <menuItem title="Display" id="Itm-aa-003">
                                        <menu key="submenu" title="Display" id="Mnu-aa-003">
                                            <items>
                                                <menuItem title="Order" id="Itm-aa-004">
                                                    <menu key="submenu" title="Order" id="Mnu-aa-004"/>
                                                </menuItem>
                                                <menuItem title="Show Hidden" id="Itm-aa-005"/>
                                            </items>
                                        </menu>
                                    </menuItem>
                                </items>
                            </menu>
                        </application>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    /// A translation leaving the unseen titles out, or empty, has no finding; the shown ones
    /// (the Display menu's bar title, its items) are asked as ever.
    @Test func menuTitlesAppKitNeverShowsAreAskedOfNoLanguage() throws {
        let report = try Shapes.check([
            "/p/Mac/Base.lproj/Main.storyboard": Self.storyboard,
            "/p/Mac/de.lproj/Main.strings": """
                "Itm-aa-002.title" = "Updater beenden";
                "Mnu-aa-003.title" = "Darstellung";
                "Itm-aa-004.title" = "Reihenfolge";
                "Mnu-aa-004.title" = "";

                """,
        ])
        #expect(Shapes.lines(report) == [
            "/p/Mac/de.lproj/Main.strings:1:1: warning: de lacks \"Itm-aa-005.title\", which the base (Base) defines; the interface shows the base's text \"Show Hidden\" [missing-key]",
        ])
    }

    /// A `MainMenu.xib`, where the main menu is a top-level `<menu systemMenu="main">`: its
    /// top-level submenu's title is the bar's text, asked as ever; the item's is not.
    @Test func aXibsMainMenuBarTitlesAreItsSubmenus() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <menu title="Main Menu" systemMenu="main" id="Mnu-bb-000">
                        <items>
                            <menuItem title="Extensions" id="Itm-bb-001">
                                <menu key="submenu" title="Extensions" id="Mnu-bb-001"/>
                            </menuItem>
                        </items>
                    </menu>
                </objects>
            </document>
            """
        let report = try Shapes.check([
            "/p/Player/Base.lproj/MainMenu.xib": xib,
            "/p/Player/it.lproj/MainMenu.strings": "\"Itm-bb-001.title\" = \"Estensioni\";\n",
        ])
        #expect(Shapes.lines(report) == [
            "/p/Player/it.lproj/MainMenu.strings:1:1: warning: it lacks \"Mnu-bb-001.title\", which the base (Base) defines; the interface shows the base's text \"Extensions\" [missing-key]",
        ])
    }
}
