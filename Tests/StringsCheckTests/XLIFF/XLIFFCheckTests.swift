import StringsCheck
import Testing

/// XLIFF as Xcode exports it and CAT tools send it back: each `<file original>` a table, its sources the
/// base and its targets the translation, checked with the rules and output of `.lproj` tables.
@Suite("XLIFF as Xcode exports it")
struct XLIFFCheckTests {
    typealias C = CatalogCheck

    /// A German export of an app's `Localizable.strings` and `MainMenu.xib`, after a translator's pass.
    static let german = XLIFF.document(
        XLIFF.file("App/en.lproj/Localizable.strings",
                   XLIFF.unit("greeting", "Hello, %@!", "Hallo, %@!", note: "Shown on launch"),
                   XLIFF.unit("files.count", "%@ files", "%d Dateien"),
                   XLIFF.unit("empty.state", "Nothing here", ""),
                   XLIFF.unit("settings", "Settings", "Settings"),
                   XLIFF.unit("review", "Remove", "Entfernen", state: "needs-review-l10n"),
                   XLIFF.unit("cart.empty", "Your cart is empty", "", state: "new"),
                   XLIFF.unit("never.exported", "Later", nil)),
        XLIFF.file("App/Base.lproj/MainMenu.xib",
                   XLIFF.unit("0B8-LJ-tVE.title", "Stop", "Stopp", state: nil, note: #"Class = "NSMenuItem"; title = "Stop"; ObjectID = "0B8-LJ-tVE";"#),
                   XLIFF.unit("4sb-4s-VLi.title", "Quit %@", nil, state: nil)))

    @Test func eachFileIsATableCheckedWithTheRulesOfLprojTables() throws {
        let report = try C.run(["/p/Export/de.xliff": Self.german])
        #expect(report.localizations == [LocalizationSet(path: "/p/Export/de.xliff", base: "en", languages: ["de", "en"])])
        // Each finding where the translator fixes it: the <target>, or the trans-unit that lacks one.
        #expect(report.diagnostics.map(\.description) == [
            #"/p/Export/de.xliff:15:9: error: "files.count" in de takes 1: %d (integer), but the base (en) takes 1: %@ (object) [format-mismatch]"#,
            #"/p/Export/de.xliff:20:9: error: "empty.state" in de is empty, but the base's (en) is not [empty-value]"#,
            #"/p/Export/de.xliff:25:9: warning: "settings" in de is the same as in the base (en): "Settings"; translate it, or allow it with --allow [untranslated]"#,
            #"/p/Export/de.xliff:30:9: warning: "review" in de is marked needs_review in the catalog, so Xcode does not count it as translated; review it and mark it translated [catalog-state]"#,
            // An empty target in state "new" is not a translation yet, as an empty `new` catalog unit is not.
            #"/p/Export/de.xliff:33:7: error: de lacks "cart.empty", which the base (en) defines [missing-key]"#,
            #"/p/Export/de.xliff:38:7: error: de lacks "never.exported", which the base (en) defines [missing-key]"#,
            // A xib's text: the interface shows its own, as a missing key of an Interface Builder table does.
            #"/p/Export/de.xliff:54:7: warning: de lacks "4sb-4s-VLi.title", which the base (en) defines; the interface shows the base's text "Quit %@" [missing-key]"#,
        ])
        #expect(report.diagnostics.allSatisfy { $0.language == "de" })
    }
}

/// The `.stringsdict` plural groups and String Catalog variations Xcode writes into XLIFF, put back
/// together into plurals and checked against the target language's categories.
@Suite("XLIFF plurals")
struct XLIFFPluralTests {
    typealias C = CatalogCheck

    /// A Russian export of a `.stringsdict` as Xcode 10 wrote it: the format key its own unit, no states.
    static let russian = XLIFF.document(XLIFF.file("App/Base.lproj/Localizable.stringsdict", target: "ru",
        XLIFF.unit("/%d change(s) remaining:dict/NSStringLocalizedFormatKey:dict/:string", "%#@changes@", "%#@changes@", state: nil),
        XLIFF.unit("/%d change(s) remaining:dict/changes:dict/one:dict/:string", "One change remaining", "Осталось %d изменение", state: nil),
        XLIFF.unit("/%d change(s) remaining:dict/changes:dict/other:dict/:string", "%d changes remaining", "Осталось %@ изменений", state: nil)))

    @Test func aStringsdictGroupIsOnePluralCheckedForTheTargetLanguage() throws {
        let lines = try C.lines(["/p/ru.xliff": Self.russian])
        #expect(lines == [
            #"/p/ru.xliff:20:9: error: plural "%d change(s) remaining" in ru: the "other" form of "changes" takes 1: %@ (object), but the base (en) takes 1: %d (integer) [format-mismatch]"#,
            #"/p/ru.xliff:20:9: warning: plural "%d change(s) remaining" (changes) in ru lacks "few", "many", which ru uses for numbers (it uses "one", "few", "many", "other" for them): those numbers are shown the "other" text [plural-categories]"#,
        ])
    }

    /// Xcode 15 leaves the format key's unit out when it is only `%#@var@`; a String Catalog's plural
    /// comes as `key|==|plural.<category>`, a substitution's as `key|==|substitutions.<var>.plural.<category>`.
    static let polish = XLIFF.document(
        XLIFF.file("App/en.lproj/Localizable.stringsdict", target: "pl",
            XLIFF.unit("/files:dict/count:dict/one:dict/:string", "%d file", "%d plik"),
            XLIFF.unit("/files:dict/count:dict/few:dict/:string", "%d files", "%d pliki"),
            XLIFF.unit("/files:dict/count:dict/many:dict/:string", "%d files", "%d plików"),
            XLIFF.unit("/files:dict/count:dict/other:dict/:string", "%d files", "%d pliku")),
        XLIFF.file("App/Localizable.xcstrings", target: "pl",
            XLIFF.unit("%lld photos|==|plural.one", "%lld photo", "%lld zdjęcie"),
            XLIFF.unit("%lld photos|==|plural.other", "%lld photos", "%lld zdjęcia", state: "needs-review-l10n"),
            XLIFF.unit("%lld songs in %@", "%#@songs@ in %@", "%#@songs@ w %@"),
            XLIFF.unit("%lld songs in %@|==|substitutions.songs.plural.one", "%arg song", "%arg utwór"),
            XLIFF.unit("%lld songs in %@|==|substitutions.songs.plural.few", "%arg songs", "%arg utwory"),
            XLIFF.unit("%lld songs in %@|==|substitutions.songs.plural.many", "%arg songs", "%arg utworów"),
            XLIFF.unit("%lld songs in %@|==|substitutions.songs.plural.other", "%arg songs", "%arg utworu")))

    /// Xcode writes a unit for each of the target language's categories, the English `other` as the
    /// source of `few` and `many`: the sources are not judged by English's categories.
    @Test func xcode15PluralsAndCatalogVariationsComeBackTogether() throws {
        let report = try C.run(["/p/pl.xliff": Self.polish])
        #expect(report.diagnostics.map(\.description) == [
            #"/p/pl.xliff:42:9: warning: plural "%lld photos" (value) in pl lacks "few", "many", which pl uses for whole numbers (it uses "one", "few", "many" for them): those numbers are shown the "other" text [plural-categories]"#,
            #"/p/pl.xliff:42:9: warning: "%lld photos" in pl is marked needs_review in the catalog, so Xcode does not count it as translated; review it and mark it translated [catalog-state]"#,
        ])
        // Two tables (the stringsdict and the catalog), each with one language beside the base.
        #expect(report.coverage == [LanguageCoverage(language: "pl", present: 2, total: 3)])
    }

    /// A translation whose forms take another type than the base's: the substitution's `%arg` is the same
    /// number on both sides, so only the written specifiers differ.
    @Test func aSubstitutionFormThatChangesAnArgumentIsAMismatch() throws {
        let document = XLIFF.document(XLIFF.file("App/Localizable.xcstrings", target: "de",
            XLIFF.unit("%lld songs in %@", "%#@songs@ in %@", "%#@songs@ in %d"),
            XLIFF.unit("%lld songs in %@|==|substitutions.songs.plural.one", "%arg song", "%arg Lied"),
            XLIFF.unit("%lld songs in %@|==|substitutions.songs.plural.other", "%arg songs", "%arg Lieder")))
        let lines = try C.lines(["/p/de.xliff": document], rules: [.formatMismatch])
        #expect(lines.count == 1)
        #expect(lines.first?.contains(#""%lld songs in %@" in de"#) == true)
    }
}

/// Where XLIFF is found: `.xliff` and `.xlf` files anywhere, and the XLIFF of each `.xcloc` bundle (its
/// `Source Contents` are the development language's copies, not a project to check).
@Suite("XLIFF discovery and bad input")
struct XLIFFDiscoveryTests {
    typealias C = CatalogCheck

    static let oneUnit = XLIFF.document(XLIFF.file("App/en.lproj/Localizable.strings", XLIFF.unit("quit", "Quit", "Quit")))

    @Test func anXclocBundleIsReadThroughItsLocalizedContents() throws {
        let report = try C.run([
            "/p/Export/de.xcloc/contents.json": #"{ "developmentRegion" : "en", "project" : "App.xcodeproj", "targetLocale" : "de", "version" : "1.0" }"#,
            "/p/Export/de.xcloc/Localized Contents/de.xliff": Self.oneUnit,
            "/p/Export/de.xcloc/Source Contents/App/en.lproj/Localizable.strings": "\"quit\" = \"Quit\";\n\"broken\" = \"x\"\n",
            "/p/Export/fr.xlf": XLIFF.document(XLIFF.file("App/en.lproj/Localizable.strings", target: "fr", XLIFF.unit("quit", "Quit", "Quitter"))),
        ])
        #expect(report.localizations.map(\.path) == ["/p/Export/de.xcloc/Localized Contents/de.xliff", "/p/Export/fr.xlf"])
        #expect(report.diagnostics.map(\.description) == [
            #"/p/Export/de.xcloc/Localized Contents/de.xliff:10:9: warning: "quit" in de is the same as in the base (en): "Quit"; translate it, or allow it with --allow [untranslated]"#,
        ])
    }

    @Test(arguments: [
        (#"<xliff version="1.2"><file original="a.strings" source-language="en"><body><trans-unit id="k"><source>x</source></body></file></xliff>"#,
         "/p/de.xliff:1:113: error: closing tag </body> does not match <trans-unit> opened at 1:76 [syntax]"),
        ("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>",
         "/p/de.xliff:2:1: error: not an XLIFF document: the root element is <plist>, not <xliff> [syntax]"),
        (#"<xliff version="2.0" srcLang="en"><file id="f"><unit id="u"><segment><source>x</source></segment></unit></file></xliff>"#,
         "/p/de.xliff:1:1: error: XLIFF 2.0 is not read: strings-check reads XLIFF 1.2, as Xcode exports it [syntax]"),
        (#"<xliff version="1.2"><file original="a.strings"><body/></file></xliff>"#,
         "/p/de.xliff:1:22: error: <file> needs original and source-language attributes, as Xcode writes them [syntax]"),
        (#"<xliff version="1.2"><file original="a.strings" source-language="en" target-language="de"><body><trans-unit><source>x</source></trans-unit></body></file></xliff>"#,
         "/p/de.xliff:1:97: error: a <trans-unit> without an id: it was skipped [syntax]"),
    ])
    func badInputIsOneErrorWithItsPosition(text: String, expected: String) throws {
        #expect(try C.lines(["/p/de.xliff": text]) == [expected])
    }

    @Test func aRepeatedIdIsADuplicateAndUnitsNotToTranslateAreNotAskedFor() throws {
        let document = XLIFF.document(XLIFF.file("App/en.lproj/Localizable.strings",
            XLIFF.unit("ok", "OK", "OK"),
            XLIFF.unit("ok", "OK", "Okay"),
            "      <trans-unit id=\"brand\" translate=\"no\" xml:space=\"preserve\">\n        <source>Acme</source>\n      </trans-unit>",
            // A CAT tool's suggestion is not the translation.
            "      <trans-unit id=\"save\">\n        <source>Save</source>\n        <target>Sichern</target>\n        <alt-trans><source>Save</source><target>Save</target></alt-trans>\n      </trans-unit>"))
        let lines = try C.lines(["/p/de.xliff": document])
        #expect(lines == [
            #"/p/de.xliff:13:7: warning: trans-unit "ok" appears again in this <file>; this one replaces the one at 8:7 [duplicate-key]"#,
        ])
    }
}


extension XLIFFCheckTests {
    /// An export's `InfoPlist.strings` left untranslated on purpose (the bundle name, the copyright), as
    /// the Blu-ray player's translators are told to: optional there, as in an `.lproj` InfoPlist table;
    /// an untranslated usage description is a warning, since the built app shows the plist's text.
    @Test func anInfoPlistTablesNamesAreOptionalAsInLprojTables() throws {
        let document = XLIFF.document(XLIFF.file("App/en.lproj/InfoPlist.strings",
            XLIFF.unit("CFBundleName", "Blu-ray Player", nil, note: "Bundle name"),
            XLIFF.unit("NSHumanReadableCopyright", "Copyright © 2016 Example Ltd.", nil, note: "Copyright (human-readable)"),
            XLIFF.unit("NSCameraUsageDescription", "Scan a disc's cover", nil)))
        #expect(try C.lines(["/p/de.xliff": document]) == [
            #"/p/de.xliff:16:7: warning: de lacks "NSCameraUsageDescription", which the base (en) defines; the system shows the Info.plist's own text instead [missing-key]"#,
        ])
    }
}
