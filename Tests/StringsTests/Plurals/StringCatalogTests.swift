import Testing
import LocaleServices
@testable import Strings

@Suite("StringCatalog")
struct StringCatalogTests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "version" : "1.0",
      "strings" : {
        "Download" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Laden" } },
            "fr" : { "stringUnit" : { "state" : "new", "value" : "" } }
          }
        },
        "files" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld file" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld files" } } } } },
            "pl" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld plik" } },
              "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld pliki" } },
              "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld plików" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld pliku" } } } } }
          }
        }
      }
    }
    """

    @Test func tablesPerLanguage() throws {
        let decoded = try StringCatalogDecoder.decode(Array(Self.catalog.utf8), tableName: "Localizable")
        #expect(decoded.sourceLanguage == "en")
        #expect(decoded.tables["de"]?.strings == ["Download": "Laden"])
        #expect(decoded.tables["en"]?.strings["Download"] == "Download")  // the key is the source text
        #expect(decoded.tables["fr"]?.strings["Download"] == nil)        // "new" and empty: not shipped
        let polish = try #require(decoded.tables["pl"]?.plurals["files"])
        let rules = try PluralRules.rules(for: LanguageTag(parsing: "pl"))
        #expect(polish.format([3], rules: rules).string == "3 pliki")
        #expect(polish.format([5], rules: rules).string == "5 plików")
    }

    @Test("bad catalogs", arguments: ["", "[]", "{\"strings\": 3}", "{\"strings\": {\"k\": 1}}",
                                       "{\"strings\": {\"k\": {\"localizations\": {\"de\": {\"variations\": {\"plural\": {\"lots\": {}}}}}}}}"])
    func bad(json: String) {
        #expect(throws: StringsError.self) { try StringCatalogDecoder.decode(Array(json.utf8), tableName: "T") }
    }
}
