import Foundation
import Testing
@testable import LocaleServices

@Suite("LanguageMatcher")
struct LanguageMatcherTests {
    static let full = ["en", "en-GB", "fr", "fr-CA", "pt", "pt-PT", "zh-Hans", "zh-Hant", "es", "es-419", "no", "iw", "de", "ja", "ar", "Base"]
    static let plain = ["en", "fr", "pt", "es", "zh-Hans", "zh-Hant", "nb", "he", "de"]

    private func match(_ preferences: [String], in available: [String]) -> String? {
        LanguageMatcher(available: available).bestMatch(for: PreferredLanguages(preferences).tags)?.localization
    }

    @Test("CLDR-aware choices with a rich set of localisations", arguments: [
        ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-MO", "zh-Hant"), ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"),
        ("zh_CN", "zh-Hans"), ("pt-BR", "pt"), ("pt-AO", "pt-PT"), ("pt-MZ", "pt-PT"), ("en-AU", "en-GB"),
        ("en-IN", "en-GB"), ("en-US", "en"), ("es-MX", "es-419"), ("es-AR", "es-419"), ("es-ES", "es"),
        ("nb", "no"), ("nb-NO", "no"), ("he", "iw"), ("he-IL", "iw"), ("fr-BE", "fr"), ("fr-CA", "fr-CA"),
        ("de-CH", "de"), ("English", "en"), ("French", "fr"), ("German", "de"), ("Japanese", "ja"),
    ])
    func rich(preference: String, expected: String) {
        #expect(match([preference], in: Self.full) == expected)
    }

    @Test("falls back within the language when the regional variant is absent", arguments: [
        ("en-AU", "en"), ("en-IN", "en"), ("es-MX", "es"), ("pt-AO", "pt"), ("no", "nb"), ("iw", "he"), ("zh-HK", "zh-Hant"),
    ])
    func plainSet(preference: String, expected: String) {
        #expect(match([preference], in: Self.plain) == expected)
    }

    @Test func legacyFolderNames() {
        let legacy = ["English", "French", "German", "Japanese", "zh_CN", "zh_TW"]
        #expect(match(["fr-FR"], in: legacy) == "French")
        #expect(match(["ja-JP"], in: legacy) == "Japanese")
        #expect(match(["zh-Hans"], in: legacy) == "zh_CN")
        #expect(match(["zh-HK"], in: legacy) == "zh_TW")
        #expect(match(["ko"], in: legacy) == "English")
    }

    @Test func secondPreferenceUsedWhenFirstHasNoMatch() {
        let matcher = LanguageMatcher(available: ["en", "de", "fr"])
        let result = matcher.bestMatch(for: PreferredLanguages(["ja", "fr-CH", "de"]).tags)
        #expect(result?.localization == "fr")
        #expect(result?.preferenceIndex == 1)
        #expect(result?.isFallback == false)
    }

    @Test func firstPreferenceWinsOverABetterLaterOne() {
        #expect(match(["de-AT", "fr"], in: ["fr", "de"]) == "de")
    }

    @Test func englishWhenNothingMatches() {
        let result = LanguageMatcher(available: ["de", "en-GB", "fr"]).bestMatch(for: PreferredLanguages(["ja", "ko"]).tags)
        #expect(result?.localization == "en-GB")
        #expect(result?.isFallback == true)
    }

    @Test func nilWhenNothingMatchesAndNoEnglish() {
        #expect(match(["ja"], in: ["de", "fr"]) == nil)
        #expect(match(["ja"], in: []) == nil)
        #expect(match(["ja"], in: ["Base", "!!"]) == nil)
    }

    @Test func formattingLocaleKeepsTheUsersRegion() {
        let matcher = LanguageMatcher(available: Self.full)
        func formatting(_ preference: String) -> String? {
            matcher.bestMatch(for: PreferredLanguages([preference]).tags)?.formattingLocale.identifier
        }
        #expect(formatting("en-AU") == "en-AU")
        #expect(formatting("de-CH") == "de-CH")
        #expect(formatting("zh-HK") == "zh-HK")
        #expect(formatting("zh-Hant-MO") == "zh-MO")
        #expect(formatting("fr") == "fr")
        #expect(LanguageMatcher(available: ["en", "de"]).bestMatch(for: PreferredLanguages(["ko-KR"]).tags)?
            .formattingLocale.identifier == "en")
    }

    /// The library's own localisation names, read from the folders.
    static let shipped: [String] = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Localizations").standardized
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted()
    }()

    @Test("an exact name is chosen without ICU's matcher, and ICU's matcher agrees")
    func exactNameAgreesWithICU() throws {
        #expect(Self.shipped.count > 50)
        // The same names spelt with '_' are never equal to a canonical tag, so those matches go through ICU.
        let underscored = Self.shipped.map { $0.replacingOccurrences(of: "-", with: "_") }
        for name in Self.shipped {
            let tag = try LanguageTag(parsing: name)
            guard tag.identifier == name else { continue }
            #expect(match([name], in: Self.shipped) == name)
            #expect(match([name], in: underscored) == name.replacingOccurrences(of: "-", with: "_"), "ICU chose otherwise for \(name)")
        }
        // The first preference is still the one that counts: an exact name for the second does not win.
        #expect(match(["en-AU", "de"], in: ["en", "en-GB", "de"]) == "en-GB")
    }
}
