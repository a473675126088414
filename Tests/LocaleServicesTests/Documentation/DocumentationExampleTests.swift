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
        try DocumentationSnippets.expectArticle("Sources/LocaleServices/LocaleServices.docc/LocaleServicesInOneExample.md",
                                                shows: ["one-example"])
    }

    /// The "Locale services in one example" article, for a French user three days after a release.
    @Test func oneExample() throws {
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let released = now.addingTimeInterval(-3 * 86_400)
        let environment = ["LANG": "fr_FR.UTF-8"]
        // article:one-example
        let preferences = PreferredLanguages.fromEnvironment(environment)   // ProcessInfo.processInfo.environment
        let match = LanguageMatcher(available: ["en", "en-GB", "fr", "zh-Hant"]).bestMatch(for: preferences.tags)
        let formatter = LocaleFormatter(locale: match?.formattingLocale ?? .english)
        let size = try formatter.byteCount(45_200_000)                   // "45.2 MB", "45,2 Mo" in French
        let age = try formatter.relativeTime(released, relativeTo: now)  // "3 days ago"
        let version = formatter.isolating("1.2.3")                       // wrapped in bidi isolates in Arabic or Hebrew
        let store = AppStoreCountry.code(for: preferences.tags[0])       // "fr", "jp", "us", "eu" for region 150
        // article:end
        #expect(match?.localization == "fr")
        #expect(size == "45,2\u{202F}Mo", "\(size)")   // a narrow no-break space, as CLDR writes French units
        #expect(age == "il y a 3 jours", "\(age)")
        #expect(version == "1.2.3", "French runs left to right: nothing to isolate")
        #expect(store == "fr")
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
