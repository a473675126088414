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

    /// What Xcode writes for `"\\(posts) posts from \\(people) people"` and for device variations.
    static let varied = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "n posts from n people" : {
          "extractionState" : "manual",
          "localizations" : {
            "de" : {
              "stringUnit" : { "state" : "needs_review", "value" : "%#@posts@ von %#@people@" },
              "substitutions" : {
                "people" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Person" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Personen" } } } } },
                "posts" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Beitrag" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Beiträge" } } } } }
              }
            }
          }
        },
        "platform" : {
          "extractionState" : "stale",
          "localizations" : {
            "en" : { "variations" : { "device" : {
              "ipad" : { "stringUnit" : { "state" : "translated", "value" : "iPad" } },
              "iphone" : { "stringUnit" : { "state" : "new", "value" : "iPhone" } } } } }
          },
          "shouldTranslate" : false
        }
      },
      "version" : "1.0"
    }
    """

    @Test func substitutionsDevicesAndMetadata() throws {
        let decoded = try StringCatalogDecoder.decode(Array(Self.varied.utf8), tableName: "Localizable")
        let german = try #require(decoded.tables["de"]?.plurals["n posts from n people"])
        #expect(german.formatKey == "%1$#@posts@ von %2$#@people@")
        #expect(german.variables["people"]?.forms[.other] == "%lld Personen")
        #expect(german.signature.description == "1: %d (integer), 2: %d (integer)")
        let rules = try PluralRules.rules(for: LanguageTag(parsing: "de"))
        #expect(german.format([1, 3], rules: rules).string == "1 Beitrag von 3 Personen")
        #expect(decoded.tables["en"]?.strings["platform"] == "iPhone")
        #expect(decoded.keys["n posts from n people"] == .init(extractionState: "manual", shouldTranslate: true, states: ["de": .needsReview]))
        #expect(decoded.keys["platform"] == .init(extractionState: "stale", shouldTranslate: false, states: ["en": .new]))
    }

    @Test func aFormatSpecifierThatIsNoConversionIsNotCopiedIntoForms() throws {
        let long = String(repeating: "x", count: 10_000)
        let json = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"formatSpecifier":"\#(long)","variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg %arg %arg"}}}}}}}}}}}"#
        let plural = try #require(StringCatalogDecoder.decode(Array(json.utf8), tableName: "L").tables["en"]?.plurals["k"])
        #expect(plural.variables["n"]?.forms[.other] == "%@ %@ %@")
        #expect(plural.variables["n"]?.valueType == nil)
    }

    @Test("bad catalogs", arguments: ["", "[]", "{\"strings\": 3}", "{\"strings\": {\"k\": 1}}",
                                       "{\"strings\": {\"k\": {\"localizations\": {\"de\": {\"variations\": {\"plural\": {\"lots\": {}}}}}}}}"])
    func bad(json: String) {
        #expect(throws: StringsError.self) { try StringCatalogDecoder.decode(Array(json.utf8), tableName: "T") }
    }
}
