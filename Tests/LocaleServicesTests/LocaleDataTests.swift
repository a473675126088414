import CICU
import Foundation
import Testing
@testable import LocaleServices

/// The medium date and the download size read a locale's numbering system and preferred calendar from
/// CLDR's data through libicuuc, instead of asking libicui18n's NumberingSystem and Calendar (which a
/// first alert would otherwise page in for these two lookups alone). The answers must be ICU's own.
@Suite("Numbering systems and preferred calendars from CLDR's data")
struct LocaleDataTests {
    /// Every locale Foundation knows, and identifiers whose keywords or gaps exercise the rules.
    static let identifiers: [String] = Locale.availableIdentifiers.sorted() + [
        // The `numbers` keyword: a system's name, the four aliases and their fallbacks, nonsense.
        "ar@numbers=native", "ar_EG@numbers=latn", "ar_MA@numbers=default", "zh@numbers=traditional",
        "zh_TW@numbers=finance", "ja@numbers=traditional", "ja@numbers=finance", "ta@numbers=native",
        "ta@numbers=traditional", "en@numbers=native", "en@numbers=roman", "he@numbers=traditional",
        "en@numbers=nonsense", "en@numbers=ARAB", "fa@numbers=latn", "th@numbers=thai", "hi@numbers=native",
        // The `rg` keyword: a valid region override, an invalid one, and a subdivision.
        "th_TH@rg=uszzzz", "en_US@rg=thzzzz", "en@rg=sazzzz", "fa_IR@rg=gbzzzz", "de@rg=abc", "en@rg=usca",
        "en@rg=IRZZZZ",
        // No region: the likely subtags decide; or nothing can.
        "und", "", "root", "xx", "qaa", "en_001", "es_419", "zh_Hant", "sr_ME", "ps", "uz_Arab", "ckb", "mr",
        "ne", "my", "dz", "sat", "mni", "ja_JP@calendar=japanese", "th@calendar=gregorian",
    ]

    @Test("the numbering system is the one ICU's NumberingSystem chooses")
    func numberingSystems() {
        var compared = 0
        for identifier in Self.identifiers {
            let ours = try? ICUCall.string("ivicu_numbering_system") { ivicu_numbering_system(identifier, $0, $1, $2) }
            let icu = try? ICUCall.string("unumsys_open") { ivicu_numbering_system_reference(identifier, $0, $1, $2) }
            #expect(ours == icu, "\(identifier)")
            compared += 1
        }
        #expect(compared > 500)
    }

    @Test("the preferred calendar is the first one ICU's Calendar names")
    func calendars() {
        for identifier in Self.identifiers {
            let ours = try? ICUCall.string("ivicu_preferred_calendar") { ivicu_preferred_calendar(identifier, $0, $1, $2) }
            let icu = try? ICUCall.string("ucal_getKeywordValuesForLocale") { ivicu_preferred_calendar_reference(identifier, $0, $1, $2) }
            #expect(ours == icu, "\(identifier)")
        }
    }

    @Test("known answers: regions, overrides and the world's default", arguments: [
        ("de", "latn", "gregorian"), ("ar_EG", "arab", "gregorian"), ("ar_SA", "arab", "islamic-umalqura"),
        ("fa", "arabext", "persian"), ("th_TH", "latn", "buddhist"), ("en_US@rg=thzzzz", "latn", "buddhist"),
        ("th_TH@rg=uszzzz", "latn", "gregorian"), ("ar@numbers=latn", "latn", "gregorian"), ("und", "latn", "gregorian"),
    ])
    func knownAnswers(identifier: String, system: String, calendar: String) throws {
        #expect(try ICUCall.string("ivicu_numbering_system") { ivicu_numbering_system(identifier, $0, $1, $2) } == system)
        #expect(try ICUCall.string("ivicu_preferred_calendar") { ivicu_preferred_calendar(identifier, $0, $1, $2) } == calendar)
    }

    @Test("a numbering system CLDR does not define is refused, as ICU refuses it")
    func unknownSystem() {
        #expect(throws: LocaleError.self) {
            try ICUCall.string("ivicu_numbering_system") { ivicu_numbering_system("en@numbers=nonsense", $0, $1, $2) }
        }
    }
}
