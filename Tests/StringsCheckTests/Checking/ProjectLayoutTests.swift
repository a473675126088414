import StringsCheck
import Testing

/// Trees shaped like real apps' localisation folders (written for these tests, after the layouts
/// seen in open-source iOS and macOS apps): each asserts the exact findings and the exit code.
@Suite("Project layouts")
struct ProjectLayoutTests {
    /// Checks with `extra-key` on too (off by default): a key reported extra is how a wrong base shows.
    static func check(_ files: [String: String], bytes: [String: [UInt8]] = [:], base: String? = nil) throws -> Report {
        var fileSystem = InMemoryFileSystem(files)
        for (path, content) in bytes { fileSystem.files[path] = content }
        let configuration = CheckConfiguration(paths: ["/p"], base: base, rules: Rule.defaultRules.union([.extraKey]))
        return try Checker(configuration: configuration, fileSystem: fileSystem).run()
    }

    static func utf16(_ text: String) -> [UInt8] {
        [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    @Test func anAppAndTwoExtensionsOneWithoutEnglish() throws {
        let report = try Self.check([
            "/p/App/en.lproj/Localizable.strings": "\"open\" = \"Open\";\n\"close\" = \"Close\";\n",
            "/p/App/de.lproj/Localizable.strings": "\"open\" = \"Öffnen\";\n",
            "/p/Share/en.lproj/Share.strings": "\"send\" = \"Send\";\n",
            "/p/Share/de.lproj/Share.strings": "\"send\" = \"Senden\";\n",
            // The widget was localised by a contractor: German and French only.
            "/p/Widget/de.lproj/Widget.strings": "\"title\" = \"Neu\";\n\"title\" = \"Neu!\";\n",
            "/p/Widget/fr.lproj/Widget.strings": "\"title\" = \"Nouveau\";\n",
        ])
        #expect(
            report.diagnostics.map(\.description) == [
                "/p/App/de.lproj/Localizable.strings:1:1: error: de lacks \"close\", which the base (en) defines [missing-key]",
                "/p/Widget/de.lproj/Widget.strings:2:1: warning: key \"title\" is defined again; this definition replaces the one at 1:1 [duplicate-key]",
            ])
        // The widget's table is not compared, and says so: a note, as `base-unknown` is off by default.
        #expect(
            report.skipped?.map(\.reason) == [
                "table \"Widget\" (in de, fr) is not compared: its base cannot be told (looked for Base.lproj/Widget.strings, .xib or .storyboard, Widget.xcstrings, en.lproj/Widget.strings); pass --base, or --enable base-unknown to make it a finding"
            ])
        #expect(report.exitCode == 1)
        #expect(report.localizations.map(\.path) == ["/p/App", "/p/Share", "/p/Widget"])
    }

    /// `Base.lproj` holding only a storyboard's strings beside `en.lproj` holding the code's tables:
    /// each table has its own base, so no key of one table is "extra" against another's.
    @Test func baseAndEnglishEachBaseTheirOwnTables() throws {
        let report = try Self.check([
            "/p/App/Base.lproj/Main.strings": "\"abc-12-def.title\" = \"Settings\";\n",
            "/p/App/en.lproj/Localizable.strings": "\"open\" = \"Open\";\n",
            "/p/App/en.lproj/Core.strings": "\"core.ok\" = \"Fine\";\n",
            "/p/App/fr.lproj/Main.strings": "\"abc-12-def.title\" = \"Réglages\";\n",
            "/p/App/fr.lproj/Localizable.strings": "\"open\" = \"Ouvrir\";\n",
            "/p/App/fr.lproj/Core.strings": "\"core.ok\" = \"Bien\";\n\"core.old\" = \"Ancien\";\n",
        ])
        #expect(
            report.diagnostics.map(\.description) == [
                "/p/App/fr.lproj/Core.strings:2:1: warning: fr defines \"core.old\", which the base (en) does not [extra-key]"
            ])
        #expect(report.coverage == [LanguageCoverage(language: "fr", present: 3, total: 3)])
    }

    @Test func aStringCatalogIsTheBaseOfFoldersInApplesOtherSpellings() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "greeting" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello %@" } } } },
                "farewell" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Bye" } } } }
              },
              "version" : "1.0"
            }
            """
        let report = try Self.check([
            "/p/App/Localizable.xcstrings": catalog,
            "/p/App/de_CH.lproj/Localizable.strings": "\"greeting\" = \"Grüezi %@\";\n\"farewell\" = \"Tschüss\";\n",
            "/p/App/de-DE.lproj/Localizable.strings": "\"greeting\" = \"Hallo %@\";\n\"farewell\" = \"Tschüss\";\n",
            "/p/App/bg_BG.lproj/Localizable.strings": "\"greeting\" = \"Здравей %d\";\n\"farewell\" = \"Чао\";\n",
            "/p/App/zh_TW.lproj/Localizable.strings": "\"greeting\" = \"你好 %@\";\n",
        ])
        #expect(
            report.diagnostics.map(\.description) == [
                "/p/App/bg_BG.lproj/Localizable.strings:1:1: error: \"greeting\" in bg-BG takes 1: %d (integer), but the base (en) takes 1: %@ (object) [format-mismatch]",
                "/p/App/zh_TW.lproj/Localizable.strings:1:1: error: zh-TW lacks \"farewell\", which the base (en) defines [missing-key]",
            ])
        #expect(report.coverage.map(\.language) == ["bg-BG", "de-CH", "de-DE", "zh-TW"])
        #expect(report.localizations.first { $0.path == "/p/App" }?.languages == ["bg-BG", "de-CH", "de-DE", "zh-TW"])
    }

    @Test func aCatalogThatIsAlsoABaseIsOneSetOfKeysForTheSources() throws {
        let catalog =
            #"{"sourceLanguage":"en","strings":{"hello":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Hello"}}}}},"version":"1.0"}"#
        var configuration = CheckConfiguration(paths: ["/p"])
        configuration.sourcesDirectory = "/p/Sources"
        let files = InMemoryFileSystem([
            "/p/App/Localizable.xcstrings": catalog,
            "/p/App/de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";\n",
            "/p/Sources/App.swift": "let x = 1\n",
        ])
        let report = try Checker(configuration: configuration, fileSystem: files).run()
        #expect(report.diagnostics.map(\.rule) == [.unusedKey])
    }

    @Test func theXcodeProjectsDevelopmentRegionIsTheBase() throws {
        let project = "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tdevelopmentRegion = de;\n\t};\n}\n"
        let report = try Self.check([
            "/p/App.xcodeproj/project.pbxproj": project,
            "/p/App/Resources/de.lproj/Localizable.strings": "\"save\" = \"Sichern\";\n\"quit\" = \"Beenden\";\n",
            "/p/App/Resources/en.lproj/Localizable.strings": "\"save\" = \"Save\";\n",
        ])
        #expect(
            report.diagnostics.map(\.description) == [
                "/p/App/Resources/en.lproj/Localizable.strings:1:1: error: en lacks \"quit\", which the base (de) defines [missing-key]"
            ])
        #expect(report.localizations.map(\.base) == ["de"])
    }

    @Test func aLegacyEnglishFolderIsEnglish() throws {
        let report = try Self.check([
            "/p/English.lproj/Localizable.strings": "\"save\" = \"Save\";\n\"quit\" = \"Quit\";\n",
            "/p/French.lproj/Localizable.strings": "\"save\" = \"Enregistrer\";\n",
        ])
        #expect(
            report.diagnostics.map(\.description) == [
                "/p/French.lproj/Localizable.strings:1:1: error: fr lacks \"quit\", which the base (en) defines [missing-key]"
            ])
        #expect(report.localizations.map(\.languages) == [["en", "fr"]])
    }

    @Test func utf16FilesWithABOMAreReadLikeUTF8Ones() throws {
        let report = try Self.check(
            ["/p/en.lproj/Localizable.strings": "\"files\" = \"%d files in %@\";\n\"ok\" = \"Fine\";\n"],
            bytes: [
                "/p/fr.lproj/Localizable.strings": Self.utf16(
                    "/* UTF-16 from Xcode */\n\"files\" = \"%@ fichiers\";\n\"ok\" = \"Bien\";\n")
            ])
        #expect(
            report.diagnostics.map(\.description) == [
                "/p/fr.lproj/Localizable.strings:2:1: error: \"files\" in fr takes 1: %@ (object), but the base (en) takes 1: %d (integer), 2: %@ (object) [format-mismatch]"
            ])
    }

    /// A translation tool wrote a mark before text that already had one (`FF FE FF FE`, as a chat
    /// app's 26 files do): Xcode's copy step drops the second mark, so the app loads every entry and
    /// only the real defect beside it is a finding. The same in UTF-8 and big-endian UTF-16.
    @Test func aSecondByteOrderMarkIsDroppedByTheBuild() throws {
        let base = "\"files\" = \"%d files in %@\";\n\"ok\" = \"Fine\";\n"
        let french = "/* Weblate */\n\"files\" = \"%@ fichiers\";\n\"ok\" = \"Bien\";\n"
        let bigEndian: [UInt8] = [0xFE, 0xFF] + french.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let doubledFiles: [[UInt8]] = [
            [0xFF, 0xFE] + Self.utf16(french), [0xFE, 0xFF] + bigEndian,
            [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array(french.utf8),
        ]
        for doubled in doubledFiles {
            let report = try Self.check(
                ["/p/en.lproj/Localizable.strings": base], bytes: ["/p/fr.lproj/Localizable.strings": doubled])
            #expect(
                report.diagnostics.map(\.description) == [
                    "/p/fr.lproj/Localizable.strings:2:1: error: \"files\" in fr takes 1: %@ (object), but the base (en) takes 1: %d (integer), 2: %@ (object) [format-mismatch]"
                ])
            #expect(report.coverage == [LanguageCoverage(language: "fr", present: 2, total: 2)])
        }
    }

    /// The case that used to lose a language: a NUL inside one value made the whole Japanese file
    /// unreadable, reported as 0% covered, and hid the full-width ％@ beside it.
    @Test func aNULInAJapaneseValueBesideAFullWidthPercent() throws {
        let report = try Self.check(
            [
                "/p/en.lproj/Localizable.strings":
                    "\"title\" = \"New version\";\n\"size\" = \"Size: %@\";\n\"later\" = \"Later\";\n"
            ],
            bytes: [
                "/p/ja.lproj/Localizable.strings": Self.utf16(
                    "\"title\" = \"新しいバージョン\u{0}\";\n\"size\" = \"サイズ：％@\";\n\"later\" = \"後で\";\n")
            ])
        #expect(
            report.diagnostics.map(\.description) == [
                "/p/ja.lproj/Localizable.strings:1:20: error: control character U+0000 inside a string; Apple keeps it, but many UIs end the text there: remove it, or write \\U0000 if it is meant [encoding]",
                "/p/ja.lproj/Localizable.strings:2:1: error: \"size\" in ja takes no arguments, but the base (en) takes 1: %@ (object); '％' (U+FF05, full-width) is not a format specifier and never substitutes: write '%' [format-mismatch]",
            ])
        #expect(report.coverage == [LanguageCoverage(language: "ja", present: 3, total: 3)])
        #expect(report.exitCode == 1)
    }

    @Test func aLinkLoopIsWalkedOnce() throws {
        // In memory there are no links; the disk test in the CLI suite covers them. Here: the same
        // folder given twice is one component.
        let files = ["/p/en.lproj/A.strings": "\"a\" = \"A\";\n", "/p/de.lproj/A.strings": "\"a\" = \"Ä\";\n"]
        let report = try Checker(
            configuration: CheckConfiguration(paths: ["/p", "/p/"]), fileSystem: InMemoryFileSystem(files)
        ).run()
        #expect(report.localizations.count == 1)
    }

    /// `Base.lproj` with a storyboard and two `.xib` files, `en.lproj` with three tables: every
    /// table is checked against its own base, the Interface Builder ones as ibtool would list them.
    @Test func interfaceBuilderFilesAreTheBaseOfTheirTables() throws {
        let menu = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <menu title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                        <items>
                            <menuItem title="About Tally" id="5kV-Vb-QxS"/>
                            <menuItem isSeparatorItem="YES" id="VOq-y0-SEH"/>
                            <menuItem title="Quit Tally" keyEquivalent="q" id="4sb-4s-VLi"/>
                        </items>
                    </menu>
                </objects>
            </document>
            """
        let preferences = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects>
                    <tableColumn identifier="name" width="120" id="Col-12-abc">
                        <tableHeaderCell key="headerCell" title="Name"/>
                    </tableColumn>
                    <textField id="Fld-34-xyz">
                        <textFieldCell key="cell" placeholderString="Your name" id="Cel-56-pqr"/>
                    </textField>
                    <textField id="Num-00-zzz">
                        <textFieldCell key="cell" title="125" id="Num-11-zzz"/>
                    </textField>
                </objects>
            </document>
            """
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1">
                                <view key="view" id="v1">
                                    <subviews>
                                        <button id="Btn-aa-001"><state key="normal" title="Download"/></button>
                                        <segmentedControl id="Seg-bb-002">
                                            <segments><segment title="Daily"/><segment title="Weekly"/></segments>
                                        </segmentedControl>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let report = try Self.check([
            "/p/App/Base.lproj/MainMenu.xib": menu,
            "/p/App/Base.lproj/Preferences.xib": preferences,
            "/p/App/Base.lproj/Main.storyboard": storyboard,
            "/p/App/en.lproj/Localizable.strings": "\"open\" = \"Open\";\n",
            "/p/App/en.lproj/Core.strings": "\"core.ok\" = \"Fine\";\n",
            "/p/App/en.lproj/Errors.strings": "\"error.disk\" = \"The disk is full.\";\n",
            "/p/App/fr.lproj/MainMenu.strings":
                "\"AYu-sK-qS6.title\" = \"Menu principal\";\n\"5kV-Vb-QxS.title\" = \"À propos de Tally\";\n\"4sb-4s-VLi.title\" = \"Quitter Tally\";\n\"Old-00-gone.title\" = \"Ancien\";\n",
            "/p/App/fr.lproj/Preferences.strings": "\"Col-12-abc.headerCell.title\" = \"Nom\";\n",
            "/p/App/fr.lproj/Main.strings":
                "\"Btn-aa-001.normalTitle\" = \"Télécharger\";\n\"Seg-bb-002.segmentTitles[0]\" = \"Quotidien\";\n\"Seg-bb-002.segmentTitles[1]\" = \"%@ Hebdo\";\n",
            "/p/App/fr.lproj/Localizable.strings": "\"open\" = \"Ouvrir\";\n",
            "/p/App/fr.lproj/Core.strings": "\"core.ok\" = \"Bien\";\n",
            "/p/App/fr.lproj/Errors.strings": "\"error.disk\" = \"Le disque est plein.\";\n",
        ])
        // Interface Builder shows "%@ Hebdo" as written: its text is never a format, so no format rule applies.
        #expect(
            report.diagnostics.map(\.description) == [
                "/p/App/fr.lproj/MainMenu.strings:4:1: warning: fr defines \"Old-00-gone.title\", which the base (Base) does not [extra-key]",
                // The placeholder shows in English; "125" has no letters and needs no translation.
                "/p/App/fr.lproj/Preferences.strings:1:1: warning: fr lacks \"Cel-56-pqr.placeholderString\", which the base (Base) defines; the interface shows the base's text \"Your name\" [missing-key]",
            ])
        #expect(report.exitCode == 0)
        #expect(report.localizations.map(\.base) == ["Base"])
    }
}
