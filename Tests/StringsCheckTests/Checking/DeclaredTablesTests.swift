import StringsCheck
import Testing

/// Tables whose keys are declared outside every `.lproj` (written for these tests, shaped like real
/// apps): a media player's `Settings.bundle` with child panes and a `StringsTable` of its own, an
/// in-app settings bundle, a VPN client's intent definition kept in another folder of its
/// target than its `Intents.strings`, one beside its folders, and a package's resource bundle
/// holding `InfoPlist.strings`. One test per behaviour, exact findings.
@Suite("Tables declared outside .lproj")
struct DeclaredTablesTests {
    static func lines(_ files: [String: String]) throws -> [String] {
        try RealProjectShapesTests.lines(RealProjectShapesTests.check(files))
    }

    static func pane(table: String?, _ specifiers: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>PreferenceSpecifiers</key>
        \t<array>
        \(specifiers)
        \t</array>
        \(table.map { "\t<key>StringsTable</key>\n\t<string>\($0)</string>" } ?? "")
        </dict>
        </plist>
        """
    }

    static let root = pane(table: "Root", """
        \t\t<dict>
        \t\t\t<key>Type</key>
        \t\t\t<string>PSGroupSpecifier</string>
        \t\t\t<key>Title</key>
        \t\t\t<string>Playback</string>
        \t\t\t<key>FooterText</key>
        \t\t\t<string>Applies to every video</string>
        \t\t</dict>
        \t\t<dict>
        \t\t\t<key>Type</key>
        \t\t\t<string>PSMultiValueSpecifier</string>
        \t\t\t<key>Title</key>
        \t\t\t<string>Subtitle size</string>
        \t\t\t<key>Key</key>
        \t\t\t<string>subtitle-size</string>
        \t\t\t<key>DefaultValue</key>
        \t\t\t<string>12</string>
        \t\t\t<key>Titles</key>
        \t\t\t<array>
        \t\t\t\t<string>Small</string>
        \t\t\t\t<string>Large</string>
        \t\t\t\t<string>12</string>
        \t\t\t</array>
        \t\t\t<key>Values</key>
        \t\t\t<array>
        \t\t\t\t<string>small-value</string>
        \t\t\t\t<string>large-value</string>
        \t\t\t\t<string>12</string>
        \t\t\t</array>
        \t\t</dict>
        \t\t<dict>
        \t\t\t<key>Type</key>
        \t\t\t<string>PSChildPaneSpecifier</string>
        \t\t\t<key>Title</key>
        \t\t\t<string>Advanced</string>
        \t\t\t<key>File</key>
        \t\t\t<string>Advanced</string>
        \t\t</dict>
        \t\t<dict>
        \t\t\t<key>Type</key>
        \t\t\t<string>PSChildPaneSpecifier</string>
        \t\t\t<key>Title</key>
        \t\t\t<string>About</string>
        \t\t\t<key>File</key>
        \t\t\t<string>About.plist</string>
        \t\t</dict>
        """)

    static let advanced = pane(table: nil, """
        \t\t<dict>
        \t\t\t<key>Type</key>
        \t\t\t<string>PSToggleSwitchSpecifier</string>
        \t\t\t<key>Title</key>
        \t\t\t<string>Hardware decoding</string>
        \t\t\t<key>Key</key>
        \t\t\t<string>hw-decoding</string>
        \t\t\t<key>DefaultValue</key>
        \t\t\t<true/>
        \t\t</dict>
        """)

    static let about = pane(table: "Credits.strings", """
        \t\t<dict>
        \t\t\t<key>Type</key>
        \t\t\t<string>PSGroupSpecifier</string>
        \t\t\t<key>Title</key>
        \t\t\t<string>Thanks</string>
        \t\t</dict>
        """)

    static let settingsBundle: [String: String] = [
        "/p/App/Settings.bundle/Root.plist": root,
        "/p/App/Settings.bundle/Advanced.plist": advanced,
        "/p/App/Settings.bundle/About.plist": about,
        // The development language's file says what is translated; "About" is shown as the pane writes it.
        "/p/App/Settings.bundle/en.lproj/Root.strings": """
            "Playback" = "Playback";
            "Applies to every video" = "Applies to every video";
            "Subtitle size" = "Subtitle size";
            "Small" = "Small";
            "Large" = "Large";
            "Advanced" = "Advanced";

            """,
        "/p/App/Settings.bundle/de.lproj/Root.strings": """
            "Playback" = "Wiedergabe";
            "Applies to every video" = "Gilt für jedes Video";
            "Subtitle size" = "Untertitelgröße";
            "Small" = "Klein";
            "Large" = "Groß";
            "Advanced" = "Erweitert";
            "About" = "Über";

            """,
        "/p/App/Settings.bundle/de.lproj/Advanced.strings": "\"Hardware decoding\" = \"Hardwaredekodierung\";\n",
        "/p/App/Settings.bundle/de.lproj/Credits.strings": "\"Thanks\" = \"Danke\";\n",
        "/p/App/Settings.bundle/fr.lproj/Root.strings": """
            "Playback" = "Lecture";
            "Subtitle size" = "Taille des sous-titres";
            "Small" = "Petite";
            "Large" = "Grande";
            "Old switch" = "Ancien interrupteur";

            """,
        "/p/App/Settings.bundle/fr.lproj/Advanced.strings": "\"Hardware decoding\" = \"Décodage matériel\";\n",
    ]

    /// The titles a pane shows are its table's keys: none of them is "extra" in German; what French
    /// lacks of the development language's file is missing (a warning: the Settings app shows the
    /// English title), and so is the `Credits` table the `About` pane names through `StringsTable`.
    /// A title the development language's file leaves out (`About`) or without letters (`12`) is
    /// not asked for; a key no pane shows is still extra.
    @Test func aSettingsBundleDeclaresItsPanesTitles() throws {
        #expect(try Self.lines(Self.settingsBundle) == [
            "/p/App/Settings.bundle/fr.lproj/Credits.strings:1:1: warning: fr has no Credits table: it lacks \"Thanks\", which the base (en) defines, and shows the base's text [missing-key]",
            "/p/App/Settings.bundle/fr.lproj/Root.strings:1:1: warning: fr lacks \"Advanced\", which the base (en) defines; the interface shows the base's text \"Advanced\" [missing-key]",
            "/p/App/Settings.bundle/fr.lproj/Root.strings:1:1: warning: fr lacks \"Applies to every video\", which the base (en) defines; the interface shows the base's text \"Applies to every video\" [missing-key]",
            "/p/App/Settings.bundle/fr.lproj/Root.strings:5:1: warning: fr defines \"Old switch\", which the base (en) does not [extra-key]",
        ])
    }

    /// A child pane without `StringsTable` is the table of its own name, whose base is the pane
    /// itself when the development language has no file of it (not "base unknown").
    @Test func aChildPaneWithoutAStringsTableIsTheTableOfItsName() throws {
        var files = Self.settingsBundle
        files["/p/App/Settings.bundle/fr.lproj/Advanced.strings"] = "\"Hardware\" = \"Matériel\";\n"
        let lines = try Self.lines(files).filter { $0.contains("Advanced.strings") }
        #expect(lines == [
            "/p/App/Settings.bundle/fr.lproj/Advanced.strings:1:1: warning: fr lacks \"Hardware decoding\", which the base (en) defines; the interface shows the base's text \"Hardware decoding\" [missing-key]",
            "/p/App/Settings.bundle/fr.lproj/Advanced.strings:1:1: warning: fr defines \"Hardware\", which the base (en) does not [extra-key]",
        ])
    }

    /// A bundle InAppSettingsKit reads (`InAppSettings.bundle`, an in-app `Root.inApp.plist`) is read
    /// alike; with no development-language file, the pane is the whole base and each title is asked for.
    @Test func anInAppSettingsBundleIsReadAlike() throws {
        let lines = try Self.lines([
            "/p/App/InAppSettings.bundle/Root.inApp.plist": Self.pane(table: nil, """
                \t\t<dict><key>Type</key><string>PSGroupSpecifier</string><key>Title</key><string>SIP account</string></dict>
                """),
            "/p/App/InAppSettings.bundle/de.lproj/Root.strings": "\"SIP account\" = \"SIP-Konto\";\n",
            "/p/App/InAppSettings.bundle/fr.lproj/Root.strings": "/* Not translated yet. */\n",
        ])
        #expect(lines == [
            "/p/App/InAppSettings.bundle/fr.lproj/Root.strings:1:1: warning: fr lacks \"SIP account\", which the base (en) defines; the interface shows the base's text \"SIP account\" [missing-key]",
        ])
    }

    /// A pane that is no property list is one error at its file, line and column, and the bundle's
    /// tables are still compared as they were before panes were read (without the pane's titles).
    @Test func aMalformedPaneIsOneClearError() throws {
        var files = Self.settingsBundle
        files["/p/App/Settings.bundle/Root.plist"] = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>PreferenceSpecifiers</key>\n<array>\n<dict><key>Title</key><string>Playback</dict>\n"
        let lines = try Self.lines(files)
        #expect(lines.filter { $0.hasPrefix("/p/App/Settings.bundle/Root.plist:6:") && $0.contains("error") }.count == 1)
    }

    /// A pane whose top level is no settings schema is one error naming what it lacks.
    @Test func aPaneWithoutSpecifiersIsOneError() throws {
        var files = Self.settingsBundle
        files["/p/App/Settings.bundle/Root.plist"] = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array/>\n</plist>\n"
        let lines = try Self.lines(files).filter { $0.hasPrefix("/p/App/Settings.bundle/Root.plist") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("PreferenceSpecifiers") == true)
    }

    /// A built app's pane is a binary property list (`plutil -convert binary1`), read by the same reader.
    @Test func aBinaryPaneIsReadAlike() throws {
        var fileSystem = InMemoryFileSystem([
            "/p/App/Settings.bundle/de.lproj/Root.strings": "\"Autoplay\" = \"Automatisch abspielen\";\n",
            "/p/App/Settings.bundle/fr.lproj/Root.strings": "/* Not translated yet. */\n",
        ])
        fileSystem.files["/p/App/Settings.bundle/Root.plist"] = Self.binaryRoot
        let report = try Checker(configuration: CheckConfiguration(paths: ["/p"]), fileSystem: fileSystem).run()
        #expect(RealProjectShapesTests.lines(report) == [
            "/p/App/Settings.bundle/fr.lproj/Root.strings:1:1: warning: fr lacks \"Autoplay\", which the base (en) defines; the interface shows the base's text \"Autoplay\" [missing-key]",
        ])
    }

    /// `{StringsTable: Root, PreferenceSpecifiers: [{Type: PSToggleSwitchSpecifier, Title: Autoplay, Key: autoplay, DefaultValue: true}]}`.
    static let binaryRoot: [UInt8] = [
        0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xD2, 0x01, 0x02, 0x03, 0x0D, 0x5F, 0x10, 0x14,
        0x50, 0x72, 0x65, 0x66, 0x65, 0x72, 0x65, 0x6E, 0x63, 0x65, 0x53, 0x70, 0x65, 0x63, 0x69, 0x66,
        0x69, 0x65, 0x72, 0x73, 0x5C, 0x53, 0x74, 0x72, 0x69, 0x6E, 0x67, 0x73, 0x54, 0x61, 0x62, 0x6C,
        0x65, 0xA1, 0x04, 0xD4, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0A, 0x0B, 0x0C, 0x5C, 0x44, 0x65, 0x66,
        0x61, 0x75, 0x6C, 0x74, 0x56, 0x61, 0x6C, 0x75, 0x65, 0x53, 0x4B, 0x65, 0x79, 0x55, 0x54, 0x69,
        0x74, 0x6C, 0x65, 0x54, 0x54, 0x79, 0x70, 0x65, 0x09, 0x58, 0x61, 0x75, 0x74, 0x6F, 0x70, 0x6C,
        0x61, 0x79, 0x58, 0x41, 0x75, 0x74, 0x6F, 0x70, 0x6C, 0x61, 0x79, 0x5F, 0x10, 0x17, 0x50, 0x53,
        0x54, 0x6F, 0x67, 0x67, 0x6C, 0x65, 0x53, 0x77, 0x69, 0x74, 0x63, 0x68, 0x53, 0x70, 0x65, 0x63,
        0x69, 0x66, 0x69, 0x65, 0x72, 0x54, 0x52, 0x6F, 0x6F, 0x74, 0x08, 0x0D, 0x24, 0x31, 0x33, 0x3C,
        0x49, 0x4D, 0x53, 0x58, 0x59, 0x62, 0x6B, 0x85, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x0E, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x8A,
    ]

    // MARK: Intent definitions outside any .lproj

    /// ProtonVPN's shape: the definition in the intents extension's folder, the tables in the app's
    /// resources, one Xcode project around both. Its IDs are no "extra" keys in German (though the
    /// English file lacks some); what French lacks of the English file is missing, as for any key
    /// of that file.
    @Test func anIntentDefinitionElsewhereInItsProjectIsTheBaseOfItsTable() throws {
        let lines = try Self.lines([
            "/p/ios/iOS.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ objects = { }; }\n",
            "/p/ios/Siri Shortcut Handler/Intents.intentdefinition": RealProjectShapesTests.intents,
            "/p/ios/App/Resources/en.lproj/Intents.strings": "\"Tit001\" = \"Send Post\";\n\"Pub001\" = \"Public\";\n",
            "/p/ios/App/Resources/de.lproj/Intents.strings": """
                "Tit001" = "Beitrag senden";
                "Pub001" = "Öffentlich";
                "Ask001-Pub001" = "Als ‘Öffentlich’ posten?";
                "Cnt001" = "Es gibt ${count} Optionen.";

                """,
            "/p/ios/App/Resources/fr.lproj/Intents.strings": """
                "Tit001" = "Envoyer";
                "Ask001-Pub001" = "Publier en ‘Public’\u{202F}?";
                "Cnt001" = "Il y a ${count} options.";

                """,
        ])
        #expect(lines == [
            "/p/ios/App/Resources/fr.lproj/Intents.strings:1:1: error: fr lacks \"Pub001\", which the base (en) defines [missing-key]",
        ])
    }

    /// SmartYard's earlier shape: the definition beside the folders, no development-language file.
    @Test func anIntentDefinitionBesideTheFoldersIsTheirBase() throws {
        let lines = try Self.lines([
            "/p/Intents.intentdefinition": RealProjectShapesTests.intents,
            "/p/ru.lproj/Intents.strings": "\"Tit001\" = \"Отправить\";\n\"Pub001\" = \"Публично\";\n\"Ask001-Pub001\" = \"Опубликовать как ‘Публично’?\";\n\"Cnt001\" = \"Есть ${count} вариантов.\";\n",
            "/p/kk.lproj/Intents.strings": "\"Tit001\" = \"Жіберу\";\n\"Gone01\" = \"Ескі\";\n",
        ])
        #expect(lines == [
            "/p/kk.lproj/Intents.strings:1:1: warning: kk lacks \"Ask001-Pub001\", which the base (en) defines; the interface shows the base's text \"Post as ‘Public’?\" [missing-key]",
            "/p/kk.lproj/Intents.strings:1:1: warning: kk lacks \"Cnt001\", which the base (en) defines; the interface shows the base's text \"There are ${count} options.\" [missing-key]",
            "/p/kk.lproj/Intents.strings:1:1: warning: kk lacks \"Pub001\", which the base (en) defines; the interface shows the base's text \"Public\" [missing-key]",
            "/p/kk.lproj/Intents.strings:2:1: warning: kk defines \"Gone01\", which the base (en) does not [extra-key]",
        ])
    }

    // MARK: A package's resource bundle

    /// ProtonVPN's `Strings` package: `InfoPlist.strings` in twelve languages but not in the
    /// default localization's folder. The resource bundle's Info.plist is the one SwiftPM writes,
    /// with no text a person reads: nothing to compare, so no `base-unknown`.
    @Test func infoPlistStringsInAPackagesResourcesHaveNothingToCompare() throws {
        let lines = try Self.lines([
            "/p/Strings/Package.swift": "let package = Package(\n    name: \"Strings\",\n    defaultLocalization: \"en\",\n    targets: [.target(name: \"Strings\")]\n)\n",
            "/p/Strings/Sources/Strings/Resources/en.lproj/Localizable.strings": "\"ok\" = \"OK\";\n",
            "/p/Strings/Sources/Strings/Resources/de.lproj/Localizable.strings": "\"ok\" = \"OK\";\n",
            "/p/Strings/Sources/Strings/Resources/de.lproj/InfoPlist.strings": "\"CFBundleName\" = \"vpncore\";\n",
            "/p/Strings/Sources/Strings/Resources/fr.lproj/Localizable.strings": "\"ok\" = \"OK\";\n",
            "/p/Strings/Sources/Strings/Resources/fr.lproj/InfoPlist.strings": "\"CFBundleName\" = \"vpncore\"\n",
        ])
        // The files are still read: a damaged one is still reported.
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("/p/Strings/Sources/Strings/Resources/fr.lproj/InfoPlist.strings:2:1: error: expected ';'") == true)
        #expect(lines.first?.contains("[syntax]") == true)
    }

    /// An app target's `InfoPlist` table with no base anywhere is still reported.
    @Test func anAppsInfoPlistTableWithoutABaseIsStillReported() throws {
        let lines = try Self.lines([
            "/p/App/App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ objects = { }; }\n",
            "/p/App/Package.swift": "let package = Package(name: \"Tools\", defaultLocalization: \"en\")\n",
            "/p/App/Sources/de.lproj/InfoPlist.strings": "\"CFBundleName\" = \"App\";\n",
            "/p/App/Sources/fr.lproj/InfoPlist.strings": "\"CFBundleName\" = \"App\";\n",
        ])
        #expect(lines.contains { $0.contains("[base-unknown]") })
    }
}
