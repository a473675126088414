import Foundation
import LocaleServices
import PropertySupport
import Testing

/// The code of the LocaleServices catalog's "Getting started" article, run; and a check that the
/// article shows exactly this code.
@Suite("LocaleServices documentation examples")
struct LocaleServicesDocumentationExampleTests {
    @Test("the article shows the examples exactly as they run here")
    func articleMatches() throws {
        try DocumentationSnippets.expectArticle("Sources/LocaleServices/LocaleServices.docc/GettingStarted.md",
                                                shows: ["tags", "matching", "formatting"])
    }

    @Test func tags() throws {
        // article:tags
        let preferences = PreferredLanguages.fromEnvironment(["LANGUAGE": "pt_BR:fr", "LANG": "de_DE.UTF-8"])
        let tags = preferences.tags.map(\.identifier)          // ["pt-BR", "fr", "de-DE"]
        let legacy = try LanguageTag(parsing: "English")       // an old .lproj name: "en"
        let invalid = PreferredLanguages(["fr", "not a language!"]).rejected.count   // 1, and "fr" is kept
        // article:end
        #expect(tags == ["pt-BR", "fr", "de-DE"])
        #expect(legacy.identifier == "en")
        #expect(invalid == 1)
    }

    @Test func matching() throws {
        // article:matching
        let matcher = LanguageMatcher(available: ["Base", "en", "fr", "pt-PT", "zh-Hant"])
        let chinese = matcher.bestMatch(for: PreferredLanguages(["zh-HK"]).tags)?.localization      // "zh-Hant"
        let portuguese = matcher.bestMatch(for: PreferredLanguages(["pt-BR"]).tags)?.localization   // "pt-PT"
        let fallback = matcher.bestMatch(for: PreferredLanguages(["ja"]).tags)                      // "en", isFallback == true
        // article:end
        #expect(chinese == "zh-Hant" && portuguese == "pt-PT")
        #expect(fallback?.localization == "en" && fallback?.isFallback == true)
    }

    @Test func formatting() throws {
        // article:formatting
        let arabic = LocaleFormatter(locale: try LanguageTag(parsing: "ar-EG"), timeZone: "UTC")
        let count = try arabic.integer(1234)                       // "١٬٢٣٤", Arabic-Indic digits
        let direction = arabic.direction                           // .rightToLeft
        let version = arabic.isolating("2.1")                      // "\u{2066}2.1\u{2069}": stays left to right
        let category = try arabic.pluralRules.category(for: 3)     // .few
        let german = LocaleFormatter(locale: try LanguageTag(parsing: "de"), timeZone: "UTC")
        let items = try german.list(["Notizen", "Fotos", "Dateien"])  // "Notizen, Fotos und Dateien"
        // article:end
        #expect(count == "١٬٢٣٤")
        #expect(direction == .rightToLeft)
        #expect(version == "\u{2066}2.1\u{2069}")
        #expect(category == .few)
        #expect(items == "Notizen, Fotos und Dateien")
    }
}
