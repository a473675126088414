import StringsCheck
import Testing

/// Plural categories judged per variable and per kind of number, in stringsdicts and catalogs.
@Suite("Plurals judged per variable and number type")
struct PluralJudgementTests {
    typealias C = CatalogCheck

    static let czechCatalog = C.catalog("""
        "files %lld" : {
          "localizations" : {
            "cs" : { "variations" : \(C.plural([("one", "%lld soubor"), ("few", "%lld soubory"), ("other", "%lld souborů")])) },
            "en" : { "variations" : \(C.plural([("one", "%lld file"), ("other", "%lld files")])) }
          }
        },
        "distance %.1f" : {
          "localizations" : {
            "cs" : { "variations" : \(C.plural([("one", "%.1f kilometr"), ("few", "%.1f kilometry"), ("other", "%.1f kilometrů")])) },
            "en" : { "variations" : \(C.plural([("one", "%.1f kilometer"), ("other", "%.1f kilometers")])) }
          }
        }
    """)

    @Test func czechManyIsForFractionsSoWholeNumbersDoNotNeedIt() throws {
        #expect(try C.lines(["/p/Localizable.xcstrings": Self.czechCatalog], rules: [.pluralCategories]) == [
            "/p/Localizable.xcstrings:10:5: warning: plural \"distance %.1f\" (value) in cs lacks \"many\", which cs uses for numbers (it uses \"one\", \"few\", \"many\", \"other\" for them): those numbers are shown the \"other\" text [plural-categories]",
        ])
    }

    /// French, Spanish, Italian, Portuguese and Catalan `many` is for whole millions: they get `other`
    /// when it is missing, which judged by hand on real apps was right every time.
    @Test("many from a million is not asked for", arguments: ["fr", "es", "it", "pt", "ca"])
    func manyForMillionsIsNotAskedFor(_ language: String) throws {
        let files = [
            "/p/en.lproj/Localizable.stringsdict": C.stringsdict([("files", [("one", "%d file"), ("other", "%d files")])]),
            "/p/\(language).lproj/Localizable.stringsdict": C.stringsdict([("files", [("one", "%d x"), ("other", "%d y")])]),
        ]
        let report = try C.run(files)
        #expect(report.diagnostics.map(\.description) == [])
        #expect(report.exitCode == 0)
    }

    /// A real Mastodon client's shape: `names` has only an empty `other` and takes the first
    /// argument; `count_mutual` shows the number.
    static func mutuals(names: String, _ forms: [(String, String)]) -> String {
        let body = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        <key>followed</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@names@%#@count_mutual@</string>
        <key>names</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>ld</string><key>other</key><string>\(names)</string></dict>
        <key>count_mutual</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>ld</string>\(body)</dict></dict>
        </dict>
        </plist>

        """
    }

    @Test func aVariableTheBaseGivesOnlyOtherNeedsOnlyOtherAndMayBeEmpty() throws {
        let lines = try C.lines([
            "/p/Base.lproj/Localizable.stringsdict": Self.mutuals(names: "", [("zero", "Followed by %1$@"), ("one", "Followed by %1$@, and another mutual"), ("other", "Followed by %1$@, and %ld mutuals")]),
            "/p/ru.lproj/Localizable.stringsdict": Self.mutuals(names: "", [("one", "Подписаны %1$@ и ещё %ld"), ("other", "")]),
            "/p/de.lproj/Localizable.stringsdict": Self.mutuals(names: "", [("one", "Gefolgt von %1$@ und einem weiteren"), ("other", "Gefolgt von %1$@ und %ld weiteren")]),
        ], rules: [.pluralCategories, .emptyValue, .formatMismatch])
        // `names`: empty in the base, only `other`: nothing asked of ru or de. `count_mutual`: ru
        // lacks "few" and "many", and its "other" is empty where the base's is not: one finding,
        // empty-value's (the arguments the empty form drops add nothing to it).
        #expect(lines == [
            "/p/ru.lproj/Localizable.stringsdict:4:1: error: the \"other\" form of \"count_mutual\" in plural \"followed\" in ru is empty, but the base's (Base) is not [empty-value]",
            "/p/ru.lproj/Localizable.stringsdict:4:1: warning: plural \"followed\" (count_mutual) in ru lacks \"few\", \"many\", which ru uses for whole numbers (it uses \"one\", \"few\", \"many\" for them): those numbers are shown the \"other\" text [plural-categories]",
        ])
    }

    @Test func anEntryWithoutOtherIsOneErrorAndTheRestOfTheFileIsChecked() throws {
        let base = C.stringsdict([("files", [("one", "%d file"), ("other", "%d files")]), ("photos", [("one", "%d photo"), ("other", "%d photos")])])
        let lines = try C.lines([
            "/p/en.lproj/Localizable.stringsdict": base,
            "/p/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n\"done\" = \"Done\";\n",
            "/p/de.lproj/Localizable.stringsdict": C.stringsdict([("files", [("one", "%d Datei")]), ("photos", [("one", "%d Foto"), ("other", "%@ Fotos")])]),
            "/p/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
        ])
        #expect(lines == [
            "/p/de.lproj/Localizable.strings:1:1: error: de lacks \"done\", which the base (en) defines [missing-key]",
            "/p/de.lproj/Localizable.stringsdict:4:1: error: plural \"files\" (count) in de lacks \"other\", which de uses for whole numbers (it uses \"one\", \"other\" for them): Foundation has no text for those numbers (it falls back only to \"other\") [plural-categories]",
            "/p/de.lproj/Localizable.stringsdict:5:1: error: plural \"photos\" in de: the \"other\" form of \"count\" takes 1: %@ (object), but the base (en) takes 1: %d (integer) [format-mismatch]",
        ])
    }
}
