import Foundation
import StringsCheck
import Testing

/// Trees shaped like the real apps strings-check was tried on (written for these tests): a
/// storyboard with percent signs, an `infoPlist`/`InfoPlist` pair, damaged `.strings` files, an
/// app whose `InfoPlist` base is its `Info.plist` and build settings, an intent definition, a
/// stub base, a vendored framework, translatewiki's `qqq`. One test per behaviour, exact findings.
@Suite("Real project shapes")
struct RealProjectShapesTests {
    static func check(_ files: [String: String], configure: (inout CheckConfiguration) -> Void = { _ in }) throws -> Report {
        var configuration = CheckConfiguration(paths: ["/p"], rules: Set(Rule.allCases))
        configure(&configuration)
        return try Checker(configuration: configuration, fileSystem: InMemoryFileSystem(files)).run()
    }

    static func lines(_ report: Report) -> [String] { report.diagnostics.map(\.description) }

    // MARK: Interface Builder text is literal

    static let percentStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1">
                            <view key="view" id="v1">
                                <subviews>
                                    <label text="% of screen" id="Lbl-aa-001"/>
                                    <label text="50%, 75% and 100%" id="Lbl-aa-002"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func percentSignsInAStoryboardAreText() throws {
        let report = try Self.check([
            "/p/App/Base.lproj/Main.storyboard": Self.percentStoryboard,
            "/p/App/de.lproj/Main.strings": "\"Lbl-aa-001.text\" = \"% des Bildschirms\";\n\"Lbl-aa-002.text\" = \"50 %, 75 % und 100 %\";\n",
        ])
        #expect(Self.lines(report) == [])
        #expect(report.coverage == [LanguageCoverage(language: "de", present: 2, total: 2)])
    }

    /// A `.strings` base made from a xib (keys `OBJECTID.property`) is text too, unless written as
    /// a format a program fills in (`%@ items`), which is still compared.
    @Test func ibtoolKeyedStringsAreTextUnlessWrittenAsAFormat() throws {
        let report = try Self.check([
            "/p/App/en.lproj/MainMenu.strings": "\"Zoo-m1-pct.title\" = \"% of screen\";\n\"Cnt-0a-itm.title\" = \"%@ items\";\n\"29.title\" = \"Fill 50% of it\";\n",
            "/p/App/fr.lproj/MainMenu.strings": "\"Zoo-m1-pct.title\" = \"% de l’écran\";\n\"Cnt-0a-itm.title\" = \"%d éléments\";\n\"29.title\" = \"Remplir 50 % de\";\n",
        ])
        #expect(Self.lines(report) == [
            "/p/App/fr.lproj/MainMenu.strings:2:1: error: \"Cnt-0a-itm.title\" in fr takes 1: %d (integer), but the base (en) takes 1: %@ (object) [format-mismatch]",
        ])
    }

    // MARK: Case-insensitive table names

    @Test func tableNamesDifferingOnlyInCaseAreOneTableReportedOnce() throws {
        let report = try Self.check([
            "/p/App/Base.lproj/infoPlist.strings": "\"NSCameraUsageDescription\" = \"Used to take photos\";\n",
            "/p/App/de.lproj/infoPlist.strings": "\"NSCameraUsageDescription\" = \"Zum Fotografieren\";\n",
            "/p/App/fr.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Pour prendre des photos\";\n",
            "/p/App/it.lproj/InfoPlist.strings": "\"NSCameraUsage\" = \"Per le foto\";\n",
        ])
        #expect(Self.lines(report) == [
            "/p/App/fr.lproj/InfoPlist.strings:1:1: warning: table \"infoPlist\" in /p/App is named \"InfoPlist\" (fr, it) and \"infoPlist\" (Base, de): one table on a Mac's case-insensitive volume, two on a device, where Bundle finds only the spelling it is asked for; rename the files to one spelling [table-name-case]",
            "/p/App/it.lproj/InfoPlist.strings:1:1: warning: it lacks \"NSCameraUsageDescription\", which the base (Base) defines; the system shows the Info.plist's own text instead [missing-key]",
            "/p/App/it.lproj/InfoPlist.strings:1:1: warning: it defines \"NSCameraUsage\", which the base (Base) does not [extra-key]",
        ])
    }

    // MARK: Apple's loader on damaged files

    @Test func damagedFilesSayWhatApplesLoaderKeeps() throws {
        let report = try Self.check([
            "/p/App/en.lproj/Localizable.strings": "\"open\" = \"Open\";\n\"save\" = \"Save\";\n\"quit\" = \"Quit\";\n",
            // A forgotten ';': Apple rejects the whole file.
            "/p/App/de.lproj/Localizable.strings": "\"open\" = \"Öffnen\";\n\"save\" = \"Sichern\"\n\"quit\" = \"Beenden\";\n",
            // A merge marker left behind: Apple stops reading there.
            "/p/App/fr.lproj/Localizable.strings": "\"open\" = \"Ouvrir\";\n<<<<<<< HEAD\n\"save\" = \"Enregistrer\";\n\"quit\" = \"Quitter\";\n",
            "/p/App/it.lproj/Localizable.strings": "\"open\" = \"Apri\";\n\"save\" = \"Salva\";\n\"quit\" = \"Esci\";\n",
        ])
        // The file Apple rejects gets its syntax error and nothing else: not the key its damaged entry swallowed.
        #expect(Self.lines(report) == [
            "/p/App/de.lproj/Localizable.strings:3:1: error: expected ';' after the value of key \"save\" at 3:1, found '\"'; Apple's loader rejects this whole file over it (none of its 2 entries load) [syntax]",
            "/p/App/fr.lproj/Localizable.strings:2:1: error: expected a key (a quoted string or a word of letters, digits and _$/:.-) at 2:1, found '<'; Apple's loader stops reading the file here, keeping the 1 entry before it and dropping the 2 after it [syntax]",
        ])
        // Coverage counts what Apple loads: nothing of de, "open" of fr.
        #expect(report.coverage == [
            LanguageCoverage(language: "de", present: 0, total: 3),
            LanguageCoverage(language: "fr", present: 1, total: 3),
            LanguageCoverage(language: "it", present: 3, total: 3),
        ])
    }

    // MARK: Bases from Info.plist and the project's build settings

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleDisplayName</key>
            <string>Tally</string>
            <key>CFBundleIdentifier</key>
            <string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            <key>NSCameraUsageDescription</key>
            <string>Tally scans receipts with the camera.</string>
            <key>UIApplicationShortcutItems</key>
            <array>
                <dict>
                    <key>UIApplicationShortcutItemTitle</key>
                    <string>New Receipt</string>
                </dict>
            </array>
        </dict>
        </plist>
        """

    static let project = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tA1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tINFOPLIST_FILE = App/Info.plist;
        \t\t\t\tINFOPLIST_KEY_NSHumanReadableCopyright = "© Tally";
        \t\t\t\tINFOPLIST_KEY_NSMicrophoneUsageDescription = "Tally records voice notes.";
        \t\t\t};
        \t\t};
        \t\tB2 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tINFOPLIST_FILE = Widget/Info.plist;
        \t\t\t\tINFOPLIST_KEY_NSLocationUsageDescription = "Only the widget asks.";
        \t\t\t};
        \t\t};
        \t};
        }
        """

    @Test func anInfoPlistTableHasItsBaseInTheInfoPlistAndBuildSettings() throws {
        let report = try Self.check([
            "/p/Tally.xcodeproj/project.pbxproj": Self.project,
            "/p/App/Info.plist": Self.infoPlist,
            "/p/App/Resources/de.lproj/InfoPlist.strings": """
                "CFBundleDisplayName" = "Zählung";
                "NSCameraUsageDescription" = "Tally liest Belege mit der Kamera.";
                "NSMicrophoneUsageDescription" = "Tally nimmt Sprachnotizen auf.";
                "New Receipt" = "Neuer Beleg";
                "NSHumanReadableCopyright" = "© Tally";

                """,
            "/p/App/Resources/fr.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Tally lit les reçus avec l’appareil photo.\";\n\"NSLocationUsageDescription\" = \"Seul le widget demande.\";\n",
            "/p/App/Resources/fr.lproj/Localizable.strings": "\"x\" = \"y\";\n",
            "/p/App/Resources/en.lproj/Localizable.strings": "\"x\" = \"z\";\n",
            "/p/App/Resources/de.lproj/Localizable.strings": "\"x\" = \"w\";\n",
        ])
        #expect(Self.lines(report) == [
            "/p/App/Resources/fr.lproj/InfoPlist.strings:1:1: warning: fr lacks \"NSMicrophoneUsageDescription\", which the base (en) defines; the system shows the Info.plist's own text instead [missing-key]",
            "/p/App/Resources/fr.lproj/InfoPlist.strings:1:1: warning: fr lacks \"New Receipt\", which the base (en) defines; the key is the base's text, so the user sees it untranslated [missing-key]",
            "/p/App/Resources/fr.lproj/InfoPlist.strings:2:1: warning: fr defines \"NSLocationUsageDescription\", which the base (en) does not [extra-key]",
        ])
    }

    /// An `InfoPlist.strings` base file (a Mac app's `en.lproj`): its Info.plist keys (copyright,
    /// Spotlight keywords) may stay untranslated or be left out; a document type's name may not (left
    /// out, the system shows the Info.plist's English name: a warning).
    @Test func infoPlistKeysInABaseFileAreOptionalTextIsNot() throws {
        let report = try Self.check([
            "/p/mac/en.lproj/InfoPlist.strings": "NSHumanReadableCopyright = \"© The Project\";\nMDItemKeywords = \"torrent,magnet\";\n\"Torrent Document\" = \"Torrent Document\";\n",
            "/p/mac/da.lproj/InfoPlist.strings": "NSHumanReadableCopyright = \"© The Project\";\n",
            "/p/mac/de.lproj/InfoPlist.strings": "\"Torrent Document\" = \"Torrent-Dokument\";\n",
        ])
        #expect(Self.lines(report) == [
            "/p/mac/da.lproj/InfoPlist.strings:1:1: warning: da lacks \"Torrent Document\", which the base (en) defines; the key is the base's text, so the user sees it untranslated [missing-key]",
        ])
        #expect(report.coverage == [LanguageCoverage(language: "da", present: 1, total: 2), LanguageCoverage(language: "de", present: 1, total: 1)])
    }

    // MARK: Intent definitions

    static let intents = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>INEnums</key>
            <array>
                <dict>
                    <key>INEnumName</key>
                    <string>Visibility</string>
                    <key>INEnumValues</key>
                    <array>
                        <dict>
                            <key>INEnumValueDisplayName</key>
                            <string>unknown</string>
                            <key>INEnumValueDisplayNameID</key>
                            <string>Unk001</string>
                            <key>INEnumValueName</key>
                            <string>unknown</string>
                        </dict>
                        <dict>
                            <key>INEnumValueDisplayName</key>
                            <string>Public</string>
                            <key>INEnumValueDisplayNameID</key>
                            <string>Pub001</string>
                            <key>INEnumValueName</key>
                            <string>public</string>
                        </dict>
                    </array>
                </dict>
            </array>
            <key>INIntents</key>
            <array>
                <dict>
                    <key>INIntentTitle</key>
                    <string>Send Post</string>
                    <key>INIntentTitleID</key>
                    <string>Tit001</string>
                    <key>INIntentParameters</key>
                    <array>
                        <dict>
                            <key>INIntentParameterName</key>
                            <string>visibility</string>
                            <key>INIntentParameterEnumType</key>
                            <string>Visibility</string>
                            <key>INIntentParameterPromptDialogs</key>
                            <array>
                                <dict>
                                    <key>INIntentParameterPromptDialogFormatString</key>
                                    <string>Post as ‘${visibility}’?</string>
                                    <key>INIntentParameterPromptDialogFormatStringID</key>
                                    <string>Ask001</string>
                                </dict>
                                <dict>
                                    <key>INIntentParameterPromptDialogFormatString</key>
                                    <string>There are ${count} options.</string>
                                    <key>INIntentParameterPromptDialogFormatStringID</key>
                                    <string>Cnt001</string>
                                </dict>
                            </array>
                        </dict>
                    </array>
                </dict>
            </array>
        </dict>
        </plist>
        """

    @Test func anIntentDefinitionIsTheBaseOfItsTable() throws {
        let report = try Self.check([
            "/p/Intent/Base.lproj/Intents.intentdefinition": Self.intents,
            "/p/Intent/de.lproj/Intents.strings": """
                "Tit001" = "Beitrag senden";
                "Pub001" = "Öffentlich";
                "Ask001-Pub001" = "Als ‘Öffentlich’ posten?";
                "Cnt001" = "Es gibt ${count} Optionen.";

                """,
            "/p/Intent/de.lproj/Intents.stringsdict": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>There are ${count} options.</key>
                <dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
                <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>ld</string>
                <key>one</key><string>Es gibt eine Option.</string><key>other</key><string>Es gibt %ld Optionen.</string></dict></dict>
                </dict></plist>
                """,
            "/p/Intent/fr.lproj/Intents.strings": "\"Tit001\" = \"Envoyer\";\n\"Old999\" = \"Ancien\";\n",
        ])
        #expect(Self.lines(report) == [
            "/p/Intent/fr.lproj/Intents.strings:1:1: warning: fr lacks \"Ask001-Pub001\", which the base (Base) defines; the interface shows the base's text \"Post as ‘Public’?\" [missing-key]",
            "/p/Intent/fr.lproj/Intents.strings:1:1: warning: fr lacks \"Cnt001\", which the base (Base) defines; the interface shows the base's text \"There are ${count} options.\" [missing-key]",
            "/p/Intent/fr.lproj/Intents.strings:1:1: warning: fr lacks \"Pub001\", which the base (Base) defines; the interface shows the base's text \"Public\" [missing-key]",
            "/p/Intent/fr.lproj/Intents.strings:2:1: warning: fr defines \"Old999\", which the base (Base) does not [extra-key]",
        ])
    }

    // MARK: Quiet by default, complete on request

    static let appWithoutAWidgetTable: [String: String] = [
        "/p/App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n",
        "/p/App/en.lproj/Widget.strings": "\"w1\" = \"One\";\n\"w2\" = \"Two\";\n",
        "/p/App/de.lproj/Localizable.strings": "\"a\" = \"Ä\";\n\"b\" = \"Bä\";\n\"c\" = \"Zeh\";\n",
    ]

    @Test func aTableALanguageLacksIsOneFinding() throws {
        #expect(Self.lines(try Self.check(Self.appWithoutAWidgetTable)) == [
            "/p/App/de.lproj/Widget.strings:1:1: warning: de has no Widget table: it lacks all 2 keys the base (en) defines, and shows the base's text; --all lists them [missing-key]",
        ])
        #expect(Self.lines(try Self.check(Self.appWithoutAWidgetTable) { $0.listsEveryKey = true }) == [
            "/p/App/de.lproj/Widget.strings:1:1: warning: de lacks \"w1\", which the base (en) defines (de has no Widget table) [missing-key]",
            "/p/App/de.lproj/Widget.strings:1:1: warning: de lacks \"w2\", which the base (en) defines (de has no Widget table) [missing-key]",
        ])
    }

    /// `fr.lproj` holds no table at all (only a note): one finding for the language at its folder,
    /// not one per table; `--all` lists every key of every table. Coverage stays 0 of every key.
    @Test func aLanguageWithNoneOfTheTablesIsOneFinding() throws {
        var files = Self.appWithoutAWidgetTable
        files["/p/App/fr.lproj/README.txt"] = "to do\n"
        let report = try Self.check(files)
        #expect(Self.lines(report) == [
            "/p/App/de.lproj/Widget.strings:1:1: warning: de has no Widget table: it lacks all 2 keys the base (en) defines, and shows the base's text; --all lists them [missing-key]",
            "/p/App/fr.lproj:1:1: warning: fr has none of the component's tables that the base (en) defines, and shows the base's text throughout; --all lists each table and key [missing-key]",
        ])
        #expect(report.coverage.first { $0.language == "fr" }.map { [$0.present, $0.total] } == [0, 5])
        let every = try Self.check(files) { $0.listsEveryKey = true }
        #expect(every.diagnostics.filter { $0.language == "fr" }.map { "\($0.file) \($0.key ?? "")" } == [
            "/p/App/fr.lproj/Localizable.strings a", "/p/App/fr.lproj/Localizable.strings b", "/p/App/fr.lproj/Localizable.strings c",
            "/p/App/fr.lproj/Widget.strings w1", "/p/App/fr.lproj/Widget.strings w2",
        ])
        #expect(every.coverage == report.coverage)

        // The finding carries no count: a table or a key more in the base leaves its fingerprint
        // (and so a baseline entry for it) as it was.
        files["/p/App/en.lproj/Settings.strings"] = "\"s\" = \"S\";\n"
        files["/p/App/en.lproj/Widget.strings"]! += "\"w3\" = \"Three\";\n"
        let grown = try Self.check(files)
        let before = try #require(report.diagnostics.first { $0.language == "fr" })
        let after = try #require(grown.diagnostics.first { $0.language == "fr" })
        #expect(grown.diagnostics.count { $0.language == "fr" } == 1)
        #expect(FindingFingerprint(after).hash == FindingFingerprint(before).hash)
        #expect(grown.coverage.first { $0.language == "fr" }.map { [$0.present, $0.total] } == [0, 7])

        // Many such languages are counted in the text output as folders, not as a table.
        for language in ["it", "ja", "ko"] { files["/p/App/\(language).lproj/README.txt"] = "to do\n" }
        let text = ReportRenderer.text(try Self.check(files), summary: false, condensed: true)
        #expect(text.contains("/p/App/*.lproj: note: 2 more warnings of [missing-key] in these language folders (all findings: fr 1, it 1, ja 1 and 1 more languages); --all lists every one"))
    }

    /// Without a table of its own, a language whose only missing text is Interface Builder's is a
    /// warning, as each table's finding would be; text without letters asks for nothing.
    @Test func aLanguageWithNoneOfTheInterfaceTablesIsOneWarning() throws {
        let numbers = Self.percentStoryboard.replacingOccurrences(of: "% of screen", with: "125").replacingOccurrences(of: "50%, 75% and 100%", with: "0")
        var files = [
            "/p/App/Base.lproj/Main.storyboard": Self.percentStoryboard, "/p/App/Base.lproj/Numbers.storyboard": numbers,
            "/p/App/fr.lproj/README.txt": "to do\n",
        ]
        #expect(Self.lines(try Self.check(files)) == [
            "/p/App/fr.lproj:1:1: warning: fr has none of the component's tables that the base (Base) defines, and shows the base's text throughout; --all lists each table and key [missing-key]",
        ])
        files["/p/App/Base.lproj/Main.storyboard"] = numbers
        #expect(Self.lines(try Self.check(files)).isEmpty)
    }

    /// The base holds two leftovers; the app's text is `NSLocalizedString(_:value:comment:)` in
    /// code, and every language translates a dozen keys the base lacks.
    static func stubBaseApp() -> [String: String] {
        let keys = (1...12).map { "settings.row.\($0)" }
        let translated = keys.map { "\"\($0)\" = \"Zeile\";\n" }.joined()
        return [
            "/p/App/en.lproj/Localizable.strings": "\"ok\" = \"OK\";\n\"cancel\" = \"Cancel\";\n",
            "/p/App/de.lproj/Localizable.strings": "\"ok\" = \"OK\";\n\"cancel\" = \"Abbrechen\";\n" + translated,
            "/p/App/fr.lproj/Localizable.strings": "\"ok\" = \"OK\";\n\"cancel\" = \"Annuler\";\n" + translated,
        ]
    }

    @Test func aStubBaseIsOneFinding() throws {
        #expect(Self.lines(try Self.check(Self.stubBaseApp())) == [
            "/p/App/en.lproj/Localizable.strings:1:1: warning: the base (en) of table \"Localizable\" defines 2 keys, while 2 languages (de, fr) define up to 12 keys it lacks: a stub base whose text lives in code (NSLocalizedString's value:, String(localized:defaultValue:)); add the keys to the base to have them checked; --all lists them [extra-key]",
        ])
        #expect(try Self.check(Self.stubBaseApp()) { $0.listsEveryKey = true }.diagnostics.count { $0.rule == .extraKey } == 24)
    }

    /// A vendored copy of another project's sources (a prebuilt `.framework` is left out without asking:
    /// PrebuiltFrameworkTests).
    @Test func excludedFoldersAreNotSearched() throws {
        let files = [
            "/p/App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "/p/App/de.lproj/Localizable.strings": "\"a\" = \"Ä\";\n",
            "/p/App/Vendor/Sparkle/Resources/en.lproj/Sparkle.strings": "\"u\" = \"Update\";\n",
            "/p/App/Vendor/Sparkle/Resources/de.lproj/Sparkle.strings": "\"v\" = \"Aktualisieren\";\n",
        ]
        #expect(try Self.check(files).diagnostics.count == 2)
        for glob in ["Sparkle", "App/Vendor", "**/Vendor/*", "Spark*"] {
            let report = try Self.check(files) { $0.excludes = [glob] }
            #expect(Self.lines(report) == [], "\(glob)")
            #expect(report.localizations.map(\.path) == ["/p/App"], "\(glob)")
        }
        // A glob with a '/' matches from the checked path, not from any folder.
        #expect(try Self.check(files) { $0.excludes = ["Vendor/Sparkle"] }.diagnostics.count == 2)
    }

    @Test func translatewikisMessageDocumentationIsNotALanguage() throws {
        let report = try Self.check([
            "/p/Support/en.lproj/Localizable.strings": "\"loading\" = \"Loading %@…\";\n",
            "/p/Support/de.lproj/Localizable.strings": "\"loading\" = \"Lade %@…\";\n",
            "/p/Support/qqq.lproj/Localizable.strings": "\"loading\" = \"Shown while a book loads. %@ is its title.\";\n",
        ])
        #expect(Self.lines(report) == [])
        #expect(report.coverage.map(\.language) == ["de"])
        #expect(report.skipped == [SkippedLocalization(path: "/p/Support/qqq.lproj", language: "qqq",
                                                       reason: "translatewiki's message documentation (notes for translators, not a translation)")])
        #expect(ReportRenderer.text(report).contains("not checked: /p/Support/qqq.lproj, translatewiki's message documentation"))
    }

    @Test func theTextOutputCountsLargeGroups() throws {
        let keys = (1...6).map { "k\($0)" }
        let base = keys.map { "\"\($0)\" = \"Same text\";\n" }.joined()
        let report = try Self.check([
            "/p/App/en.lproj/Localizable.strings": base,
            "/p/App/de.lproj/Localizable.strings": base,
            "/p/App/fr.lproj/Localizable.strings": base,
        ])
        #expect(report.diagnostics.count == 12)
        let text = ReportRenderer.text(report, summary: false, condensed: true)
        #expect(text == """
            /p/App/de.lproj/Localizable.strings:1:1: warning: "k1" in de is the same as in the base (en): "Same text"; translate it, or allow it with --allow [untranslated]
            /p/App/en.lproj/Localizable.strings:1:1: note: the base's definition is here
            /p/App/de.lproj/Localizable.strings:2:1: warning: "k2" in de is the same as in the base (en): "Same text"; translate it, or allow it with --allow [untranslated]
            /p/App/en.lproj/Localizable.strings:2:1: note: the base's definition is here
            /p/App/*.lproj/Localizable.strings: note: 10 more warnings of [untranslated] in this table (all findings: de 6, fr 6); --all lists every one

            """)
        #expect(ReportRenderer.text(report, summary: false).split(separator: "\n").count == 24)
    }
}
