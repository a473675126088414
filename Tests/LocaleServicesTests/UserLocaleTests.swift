import Testing
@testable import LocaleServices

/// The user's locale as iVersion (`NSLocale`) and SSVC read it: the region of the locale, not of the
/// language list; the first language as the language.
@Suite("UserLocale")
struct UserLocaleTests {
    private func user(_ environment: [String: String]) -> UserLocale {
        UserLocale(environment: environment, preferences: PreferredLanguages.fromEnvironment(environment).tags)
    }

    @Test("the region of LC_ALL, else LC_MESSAGES, else LANG; else the first language's likely region", arguments: [
        (["LANGUAGE": "fr", "LANG": "de_DE.UTF-8"], "fr", "DE", "de"),
        (["LANG": "yo_NG.UTF-8"], "yo", "NG", "ng"),
        (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "en_GB.UTF-8"], "en", "GB", "gb"),
        (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "en_GB.UTF-8", "LC_ALL": "pt_BR.UTF-8"], "pt", "BR", "br"),
        (["LC_ALL": "", "LANG": "es_MX.UTF-8"], "es", "MX", "mx"),
        (["LANGUAGE": "ja"], "ja", "JP", "jp"),
        (["LANG": "fr.UTF-8"], "fr", "FR", "fr"),
        (["LANG": "C.UTF-8"], "en", "US", "us"),
        (["LANG": "en_150.UTF-8"], "en", "150", "eu"),
        (["LANG": "en_GI.UTF-8"], "en", "GI", "gb"),
        ([:], "en", "US", "us"),
    ])
    func locale(environment: [String: String], language: String, region: String, store: String) {
        let user = user(environment)
        #expect(user.language == language)
        #expect(user.region == region)
        #expect(user.appStoreCountry() == store)
    }

    @Test func anOverrideWins() {
        let user = user(["LANG": "de_DE.UTF-8"])
        #expect(user.appStoreCountry(override: "GB") == "gb")
        #expect(user.appStoreCountry(override: " ") == "de")
    }
}
