import StringsCheck
import Testing

/// Xcode's *Migrate to String Catalog*, checked while the `.lproj` tables are still beside the catalog:
/// every translation and plural form they hold must be in it, or it is lost with them.
@Suite("migration-loss: .lproj tables beside the String Catalog that replaces them")
struct MigrationLossTests {
    typealias C = CatalogCheck

    /// The legacy app: English and German `.strings`, and a Polish plural of four forms.
    static let legacy: [String: String] = [
        "/p/App/en.lproj/Localizable.strings": "\"welcome\" = \"Welcome\";\n\"delete\" = \"Delete\";\n",
        "/p/App/de.lproj/Localizable.strings": "\"welcome\" = \"Willkommen\";\n\"delete\" = \"Löschen\";\n",
        "/p/App/pl.lproj/Localizable.strings": "\"welcome\" = \"Witamy\";\n\"delete\" = \"Usuń\";\n",
        "/p/App/en.lproj/Localizable.stringsdict": C.stringsdict([(key: "files", forms: [("one", "%d file"), ("other", "%d files")])]),
        "/p/App/pl.lproj/Localizable.stringsdict": C.stringsdict([(key: "files", forms: [
            ("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")])]),
    ]

    /// What a lossy migration left: German lacks "delete", Polish lost `many` and `few`.
    static let lossyCatalog = C.catalog("""
        "delete" : {
          "localizations" : {
            "en" : \(C.unit("Delete")),
            "pl" : \(C.unit("Usuń"))
          }
        },
        "files" : {
          "localizations" : {
            "en" : { "variations" : \(C.plural([("one", "%d file"), ("other", "%d files")])) },
            "pl" : { "variations" : \(C.plural([("one", "%d plik"), ("other", "%d pliku")])) }
          }
        },
        "welcome" : {
          "localizations" : {
            "de" : \(C.unit("Willkommen")),
            "en" : \(C.unit("Welcome")),
            "pl" : \(C.unit("Witamy"))
          }
        }
    """)

    @Test func everyTranslationAndPluralFormTheCatalogLacksIsAnError() throws {
        var files = Self.legacy
        files["/p/App/Localizable.xcstrings"] = Self.lossyCatalog
        let lines = try C.lines(files, rules: [.migrationLoss])
        #expect(lines == [
            "/p/App/de.lproj/Localizable.strings:2:1: error: \"delete\" in de: this translation is not carried over to Localizable.xcstrings, which has no de value for the key [migration-loss]",
            "/p/App/pl.lproj/Localizable.stringsdict:4:1: error: \"files\" in pl: the few, many forms of %#@count@ are not carried over to Localizable.xcstrings [migration-loss]",
        ])
    }

    @Test func aLanguageTheCatalogLacksIsOneFinding() throws {
        var files = Self.legacy
        files["/p/App/fr.lproj/Localizable.strings"] = "\"welcome\" = \"Bienvenue\";\n\"delete\" = \"Supprimer\";\n"
        files["/p/App/Localizable.xcstrings"] = Self.lossyCatalog
        let lines = try C.lines(files, rules: [.migrationLoss]).filter { $0.contains("/fr.lproj/") }
        #expect(lines == [
            "/p/App/fr.lproj/Localizable.strings:1:1: error: Localizable.xcstrings has no fr at all: the 2 translations of this Localizable table are not carried over, and lost with the .lproj files [migration-loss]",
        ])
    }

    @Test func aCompleteMigrationIsClean() throws {
        var files = Self.legacy
        files["/p/App/Localizable.xcstrings"] = C.catalog("""
            "delete" : { "localizations" : { "de" : \(C.unit("Löschen")), "en" : \(C.unit("Delete")), "pl" : \(C.unit("Usuń")) } },
            "files" : { "localizations" : {
              "en" : { "variations" : \(C.plural([("one", "%d file"), ("other", "%d files")])) },
              "pl" : { "variations" : \(C.plural([("one", "%d plik"), ("few", "%d pliki"), ("many", "%d plików"), ("other", "%d pliku")])) }
            } },
            "welcome" : { "localizations" : { "de" : \(C.unit("Willkommen")), "en" : \(C.unit("Welcome")), "pl" : \(C.unit("Witamy")) } }
        """)
        #expect(try C.lines(files, rules: [.migrationLoss]) == [])
    }

    @Test func withoutACatalogThereIsNothingToCompare() throws {
        #expect(try C.lines(Self.legacy, rules: [.migrationLoss]) == [])
    }
}

extension MigrationLossTests {
    /// A catalog of its source language alone, translated in `.lproj` folders (a translation platform's
    /// layout): the base of those tables, not a migration, so nothing is "lost".
    @Test func aSourceOnlyCatalogBesideLprojTranslationsIsABaseNotAMigration() throws {
        let lines = try C.lines([
            "/p/App/Localizable.xcstrings": C.catalog(#""welcome" : { "localizations" : { "en" : \#(C.unit("Welcome")) } }"#),
            "/p/App/de.lproj/Localizable.strings": "\"welcome\" = \"Willkommen\";\n",
        ])
        #expect(lines == [])
    }
}
