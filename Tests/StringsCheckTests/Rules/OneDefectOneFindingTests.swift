import Testing
@testable import StringsCheck

/// One defect, one finding: an empty translation is `empty-value`'s alone (Apple shows the empty
/// text; the arguments it drops add nothing), and an `other` form that drops the base's number is
/// `format-mismatch`'s, not also `plural-number`'s. Files shaped like a messaging app's tables.
@Suite("One defect, one finding")
struct OneDefectOneFindingTests {
    typealias C = CatalogCheck

    @Test func anEmptyTranslationOfAFormatIsOnlyEmpty() throws {
        let lines = try C.lines([
            "/p/en.lproj/Vector.strings": "\"room_upload_progress\" = \"%@%% uploaded\";\n\"device_kind_phone\" = \"Phone\";\n",
            "/p/ru.lproj/Vector.strings": "\"room_upload_progress\" = \"\";\n\"device_kind_phone\" = \"Телефон\";\n",
        ], rules: [.emptyValue, .formatMismatch])
        #expect(lines == [
            "/p/ru.lproj/Vector.strings:1:1: error: \"room_upload_progress\" in ru is empty, but the base's (en) is not [empty-value]",
        ])
    }

    @Test func anEmptyOtherFormIsOnlyEmpty() throws {
        let base = C.stringsdict([("files_shared", [("one", "%d file shared"), ("other", "%d files shared")])])
        let ukrainian = C.stringsdict([("files_shared", [("one", "%d файл"), ("few", "%d файли"), ("many", "%d файлів"), ("other", "")])])
        let lines = try C.lines([
            "/p/en.lproj/Localizable.stringsdict": base, "/p/uk.lproj/Localizable.stringsdict": ukrainian,
        ], rules: [.emptyValue, .formatMismatch, .pluralNumber])
        #expect(lines == [
            "/p/uk.lproj/Localizable.stringsdict:4:1: error: the \"other\" form of \"count\" in plural \"files_shared\" in uk is empty, but the base's (en) is not [empty-value]",
        ])
    }

    @Test func anOtherFormWithoutTheBasesNumberIsOnlyAFormatMismatch() throws {
        // Shaped like a catalog whose Arabic forms hold a description instead of the text: `one`
        // and `other` drop the number, the forms still in English write it.
        let base = C.stringsdict([("pasting_tags", [("one", "Pasting %ld tag"), ("other", "Pasting %ld tags")])], valueType: "ld")
        let arabic = C.stringsdict([("pasting_tags", [
            ("zero", "Pasting %ld tags"), ("one", "نسخ الوسوم"), ("two", "Pasting %ld tags"), ("few", "Pasting %ld tags"),
            ("many", "Pasting %ld tags"), ("other", "نسخ الوسوم"),
        ])], valueType: "ld")
        let lines = try C.lines([
            "/p/en.lproj/Localizable.stringsdict": base, "/p/ar.lproj/Localizable.stringsdict": arabic,
        ], rules: [.formatMismatch, .pluralNumber])
        // Arabic `one` is 1 alone, so it may spell the number; `other` is format-mismatch's.
        #expect(lines == [
            "/p/ar.lproj/Localizable.stringsdict:4:1: error: plural \"pasting_tags\" in ar: the \"other\" form of \"count\" takes no arguments, but the base (en) takes 1: %d (integer) [format-mismatch]",
        ])
    }

    @Test func aPercentSignBeforeALetterSaysWhichConversionItReads() throws {
        let lines = try C.lines([
            "/p/en.lproj/Vector.strings": "\"key_backup_progress\" = \"%@%% Complete\";\n",
            "/p/de.lproj/Vector.strings": "\"key_backup_progress\" = \"%@%\u{A0}% abgeschlossen\";\n",
        ], rules: [.formatMismatch])
        #expect(lines == [
            "/p/de.lproj/Vector.strings:1:1: error: \"key_backup_progress\" in de takes 1: %@ (object), 2: %f (floating point), but the base (en) takes 1: %@ (object); '% a' at character 5 reads as the conversion %a (a space after '%' is a flag), which takes an argument: write %% for a percent sign [format-mismatch]",
        ])
    }

    /// `formatSpecifier` `.1f` types its variable's number as a double, as Foundation reads it:
    /// a translation that writes the number itself (`%1$.0f`) takes what the base's variable does.
    @Test func aSubstitutionsFormatSpecifierTypesItsNumber() throws {
        let catalog = C.catalog("""
            "%.1f meters, %ld nodes" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@meters@, %#@nodes@" },
                  "substitutions" : {
                    "meters" : { "argNum" : 1, "formatSpecifier" : ".1f", "variations" : \(C.plural([("one", "%arg meter"), ("other", "%arg meters")])) },
                    "nodes" : { "argNum" : 2, "formatSpecifier" : "ld", "variations" : \(C.plural([("one", "%arg node"), ("other", "%arg nodes")])) }
                  }
                },
                "et" : {
                  "stringUnit" : { "state" : "translated", "value" : "%1$.0f meetrit, %#@nodes@ punkti" },
                  "substitutions" : {
                    "nodes" : { "argNum" : 2, "formatSpecifier" : "ld", "variations" : \(C.plural([("one", "%arg"), ("other", "%arg")])) }
                  }
                },
                "fi" : {
                  "stringUnit" : { "state" : "translated", "value" : "%1$ld metriä, %#@nodes@" },
                  "substitutions" : {
                    "nodes" : { "argNum" : 2, "formatSpecifier" : "ld", "variations" : \(C.plural([("one", "%arg piste"), ("other", "%arg pistettä")])) }
                  }
                }
              }
            }
        """)
        let lines = try C.lines(["/p/Localizable.xcstrings": catalog], rules: [.formatMismatch])
        #expect(lines == [
            "/p/Localizable.xcstrings:4:5: error: plural \"%.1f meters, %ld nodes\" in fi: the format key takes 1: %d (integer), 2: %d (integer), but the base (en) takes 1: %f (floating point), 2: %d (integer) [format-mismatch]",
        ])
    }
}
