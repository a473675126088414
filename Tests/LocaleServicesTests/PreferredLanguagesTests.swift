import Testing
import PropertySupport
@testable import LocaleServices

@Suite("PreferredLanguages")
struct PreferredLanguagesTests {
    private func tags(_ environment: [String: String]) -> [String] {
        PreferredLanguages.fromEnvironment(environment).tags.map(\.identifier)
    }

    /// Issue 28's audit: duplicates were found by comparing each tag with every one kept, quadratic in a
    /// `LANGUAGE` of thousands of distinct entries (an environment variable may hold 128 KiB).
    @Test func aLongLanguageListKeepsItsOrderInLinearTime() {
        let list = (0..<20_000).map { "en-x-n\($0)" }
        let (tags, seconds) = CPUTime.measure { PreferredLanguages(list + ["fr", "en-x-n5", "fr"]).tags }
        #expect(tags.count == 20_001)
        #expect(tags.first?.identifier == "en-x-n0" && tags.last?.identifier == "fr")
        #expect(seconds < 10, "\(seconds) s of CPU")
        // A short list, below the switch to a set, drops repeats the same way.
        #expect(PreferredLanguages(["de", "fr", "de", "en", "fr"]).tags.map(\.identifier) == ["de", "fr", "en"])
    }

    @Test func languageListComesFirstThenLocale() {
        #expect(tags(["LANGUAGE": "fr_CA:fr:en", "LANG": "de_DE.UTF-8"]) == ["fr-CA", "fr", "en", "de-DE"])
    }

    @Test func lcAllOverridesLcMessagesOverridesLang() {
        #expect(tags(["LC_ALL": "it_IT.UTF-8", "LC_MESSAGES": "es_ES", "LANG": "de_DE"]) == ["it-IT"])
        #expect(tags(["LC_MESSAGES": "es_ES", "LANG": "de_DE"]) == ["es-ES"])
        #expect(tags(["LANG": "de_DE"]) == ["de-DE"])
        #expect(tags(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "pt_BR.UTF-8"]) == ["pt-BR"])
    }

    @Test func posixDecorationsAreStripped() {
        #expect(tags(["LANG": "fr_CA.UTF-8@euro"]) == ["fr-CA"])
        #expect(tags(["LANG": "sr_RS.UTF-8@latin"]) == ["sr-Latn-RS"])
    }

    @Test("C and POSIX mean English", arguments: ["C", "POSIX", "C.UTF-8"])
    func portableDefault(value: String) {
        #expect(tags(["LANG": value]) == ["en"])
    }

    @Test func languageIsIgnoredWhenLocaleIsExplicitlyC() {
        #expect(tags(["LANGUAGE": "fr", "LC_ALL": "C"]) == ["en"])
    }

    @Test func languageIsHonouredWhenNoLocaleIsSet() {
        #expect(tags(["LANGUAGE": "ja"]) == ["ja"])
    }

    @Test func emptyEnvironmentMeansEnglish() {
        #expect(tags([:]) == ["en"])
    }

    @Test func invalidEntriesAreReportedAndSkipped() {
        let preferences = PreferredLanguages.fromEnvironment(["LANGUAGE": "!!:fr::de", "LANG": "%%%"])
        #expect(preferences.tags.map(\.identifier) == ["fr", "de"])
        #expect(preferences.rejected.count == 2)
    }

    @Test func duplicatesCollapse() {
        #expect(tags(["LANGUAGE": "fr:fr_FR:fr", "LANG": "fr.UTF-8"]) == ["fr", "fr-FR"])
    }

    @Test func explicitListIsCanonicalised() {
        let preferences = PreferredLanguages(["English", "zh_TW", "iw"])
        #expect(preferences.tags.map(\.identifier) == ["en", "zh-TW", "he"])
        #expect(preferences.rejected.isEmpty)
    }

    @Test func explicitListOfGarbageFallsBackToEnglish() {
        let preferences = PreferredLanguages(["", "???"])
        #expect(preferences.tags == [.english])
        #expect(preferences.rejected.count == 2)
    }
}
