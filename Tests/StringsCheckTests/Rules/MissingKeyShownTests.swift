import StringsCheck
import Testing

/// A missing key is an error only where the user sees the raw key. Trees shaped like real apps
/// (written for these tests): a Mac app whose keys are its English text, a String Catalog half
/// translated into one language, an intent definition in `Base.lproj` beside the development
/// language's own `Intents.strings`, and an `InfoPlist` catalog.
@Suite("What a missing key shows")
struct MissingKeyShownTests {
    static func lines(_ files: [String: String]) throws -> [String] {
        try RealProjectShapesTests.lines(RealProjectShapesTests.check(files))
    }

    /// `NSLocalizedString(@"Refresh", …)`: the key is the English text, so a language lacking it
    /// shows "Refresh", not an identifier: untranslated (a warning). An identifier key stays an error.
    @Test func aKeyThatIsItsTextShowsTheTextUntranslated() throws {
        #expect(try Self.lines([
            "/p/Resources/Localization/en.lproj/Localizable.strings": """
                /* toolbar */
                "Reload list" = "Reload list";
                "Could not read the list" = "Could not read the list";
                "toolbar.help" = "Help";

                """,
            "/p/Resources/Localization/de.lproj/Localizable.strings": "/* toolbar */\n\"Reload list\" = \"Liste neu laden\";\n",
            "/p/Resources/Localization/en-GB.lproj/Localizable.strings": "\"Reload list\" = \"Reload list\";\n",
        ]) == [
            "/p/Resources/Localization/de.lproj/Localizable.strings:1:1: warning: de lacks \"Could not read the list\", which the base (en) defines; the key is the base's text, so the user sees it untranslated [missing-key]",
            "/p/Resources/Localization/de.lproj/Localizable.strings:1:1: error: de lacks \"toolbar.help\", which the base (en) defines [missing-key]",
            "/p/Resources/Localization/en-GB.lproj/Localizable.strings:1:1: error: en-GB lacks \"toolbar.help\", which the base (en) defines [missing-key]",
        ])
    }

    /// A catalog whose German and Basque columns are half filled: the source text keys show in English; a
    /// `keyword_` identifier shows as itself.
    @Test func aCatalogKeyThatIsItsSourceTextShowsTheText() throws {
        let unit = { (value: String) in "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }" }
        let catalog = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "Open folder" : { "localizations" : { "en" : \(unit("Open folder")), "eu" : \(unit("Karpeta ireki")) } },
              "Share link" : { "localizations" : { "en" : \(unit("Share link")), "de" : \(unit("Link teilen")) } },
              "keyword_week" : { "localizations" : { "en" : \(unit("week")), "de" : \(unit("Woche")) } }
            } }
            """
        #expect(try Self.lines(["/p/App/Resources/Localizable.xcstrings": catalog]) == [
            "/p/App/Resources/Localizable.xcstrings:2:3: warning: de lacks \"Open folder\", which the base (en) defines; the key is the base's text, so the user sees it untranslated [missing-key]",
            "/p/App/Resources/Localizable.xcstrings:3:3: warning: eu lacks \"Share link\", which the base (en) defines; the key is the base's text, so the user sees it untranslated [missing-key]",
            "/p/App/Resources/Localizable.xcstrings:4:3: error: eu lacks \"keyword_week\", which the base (en) defines [missing-key]",
        ])
    }

    /// `InfoPlist.strings` overrides the `Info.plist`'s values; a key it lacks shows the plist's own text.
    @Test func anInfoPlistKeyMissingShowsThePlistsText() throws {
        let unit = { (value: String) in "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }" }
        let catalog = """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "CFBundleDisplayName" : { "localizations" : { "de" : \(unit("Dateien")), "eu" : \(unit("Fitxategiak")) } },
              "NSCameraUsageDescription" : { "localizations" : { "en" : \(unit("Scan documents to upload them")), "de" : \(unit("Dokumente scannen")) } }
            } }
            """
        #expect(try Self.lines(["/p/App/Resources/InfoPlist.xcstrings": catalog]) == [
            "/p/App/Resources/InfoPlist.xcstrings:3:3: warning: eu lacks \"NSCameraUsageDescription\", which the base (en) defines; the system shows the Info.plist's own text instead [missing-key]",
        ])
    }

    /// An intent definition in `Base.lproj` (written in the development language, `en`) beside an
    /// `en.lproj/Intents.strings` that holds a few of its texts: English users see the definition's
    /// English for the rest, so neither `en` nor `en-GB` lacks anything; German does.
    @Test func theDevelopmentLanguageLacksNothingAnIntentDefinitionShows() throws {
        #expect(try Self.lines([
            "/p/App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ objects = { P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de, \"en-GB\"); }; }; }\n",
            "/p/Intents/Base.lproj/Intents.intentdefinition": RealProjectShapesTests.intents,
            "/p/Intents/en.lproj/Intents.strings": "\"Tit001\" = \"Send Post\";\n",
            "/p/Intents/en-GB.lproj/Intents.strings": "\"Tit001\" = \"Send Post\";\n\"Pub001\" = \"Public\";\n",
            "/p/Intents/de.lproj/Intents.strings": "\"Tit001\" = \"Beitrag senden\";\n\"Ask001-Pub001\" = \"Als ‘Öffentlich’ posten?\";\n\"Cnt001\" = \"Es gibt ${count} Optionen.\";\n",
        ]) == [
            "/p/Intents/de.lproj/Intents.strings:1:1: warning: de lacks \"Pub001\", which the base (Base) defines; the interface shows the base's text \"Public\" [missing-key]",
        ])
    }

    /// A `Base.lproj` copy that French (with no copy of its own) reads: a key that is its text
    /// shows English to a French user (a warning), an identifier shows itself (an error).
    @Test func aBaseCopyIsReadByOtherLanguagesSoItsGapsStillShow() throws {
        #expect(try Self.lines([
            "/p/App/en.lproj/Localizable.strings": "\"Refresh\" = \"Refresh\";\n\"Help\" = \"Help\";\n\"menu.quit\" = \"Quit\";\n",
            "/p/App/Base.lproj/Localizable.strings": "\"Refresh\" = \"Refresh\";\n",
            "/p/App/de.lproj/Localizable.strings": "\"Refresh\" = \"Aktualisieren\";\n\"Help\" = \"Hilfe\";\n\"menu.quit\" = \"Beenden\";\n",
            "/p/App/fr.lproj/Main.strings": "\"title\" = \"Titre\";\n",
            "/p/App/en.lproj/Main.strings": "\"title\" = \"Title\";\n",
            "/p/App/de.lproj/Main.strings": "\"title\" = \"Titel\";\n",
        ]) == [
            "/p/App/Base.lproj/Localizable.strings:1:1: warning: Base lacks \"Help\", which the base (en) defines; the key is the base's text, so the user sees it untranslated [missing-key]",
            "/p/App/Base.lproj/Localizable.strings:1:1: error: Base lacks \"menu.quit\", which the base (en) defines [missing-key]",
        ])
    }
}
