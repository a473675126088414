import Foundation
import LocaleServices
import Testing
@testable import Strings

@Suite("StringsLookup")
struct StringsLookupTests {
    /// The library: many languages. The app: English and French only, overriding one key.
    static let library = [
        "en.lproj/Lib.strings": "\"title\" = \"New version\";\n\"button\" = \"Download\";\n\"only-en\" = \"English only\";",
        "fr.lproj/Lib.strings": "\"title\" = \"Nouvelle version\";\n\"button\" = \"Télécharger\";",
        "de.lproj/Lib.strings": "\"title\" = \"Neue Version\";\n\"button\" = \"Laden\";",
        "zh-Hant.lproj/Lib.strings": "\"title\" = \"新版本\";",
        "pt-PT.lproj/Lib.strings": "\"title\" = \"Nova versão (PT)\";",
        "pt.lproj/Lib.strings": "\"title\" = \"Nova versão\";",
    ]
    static let app = [
        "en.lproj/Localizable.strings": "\"button\" = \"Get it\";",
        "French.lproj/Localizable.strings": "\"button\" = \"Obtenir\";",
        "Base.lproj/Localizable.strings": "\"appOnly\" = \"From Base\";",
    ]

    struct Setup {
        let app: BundleFixture
        let library: BundleFixture
        let appSource = CountingFileSource()
        let librarySource = CountingFileSource()

        init() throws {
            app = try BundleFixture(StringsLookupTests.app)
            library = try BundleFixture(StringsLookupTests.library)
        }

        func lookup(_ preferences: [String], useAll: Bool = true, withApp: Bool = true) -> StringsLookup {
            StringsLookup(
                app: withApp ? .init(bundle: StringsBundle(directory: app.directory, source: appSource), tables: ["Localizable"]) : nil,
                library: .init(bundle: StringsBundle(directory: library.directory, source: librarySource), tables: ["Lib"]),
                defaults: ["title": "Default title", "builtin": "Built in"],
                preferences: PreferredLanguages(preferences).tags,
                useAllAvailableLanguages: useAll)
        }

        func remove() { app.remove(); library.remove() }
    }

    @Test func appOverridesLibraryInTheChosenLanguage() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let french = setup.lookup(["fr-CA"])
        #expect(french.match?.localization == "French")
        #expect(french.string("button")?.value == "Obtenir")
        #expect(french.string("button")?.origin.provider == .app)
        #expect(french.string("title")?.value == "Nouvelle version")
        #expect(french.string("title")?.origin == .init(provider: .library, language: "fr", table: "Lib"))
    }

    @Test func fallsBackToBaseLanguageThenDefaults() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let german = setup.lookup(["de"])
        #expect(german.string("title")?.value == "Neue Version")
        #expect(german.string("button")?.value == "Laden")        // library German beats app English
        #expect(german.string("only-en")?.value == "English only") // library base language
        #expect(german.string("appOnly")?.value == "From Base")    // app's Base.lproj
        #expect(german.string("builtin")?.value == "Built in")
        #expect(german.string("builtin")?.origin.provider == .builtInDefault)
        #expect(german.string("nowhere") == nil)
    }

    @Test func resolvingReadsOnlyTheChain() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let german = setup.lookup(["de"])
        #expect(german.string("title")?.value == "Neue Version")
        // The app has no German, so only the library's German file was needed.
        #expect(setup.appSource.reads.isEmpty)
        #expect(setup.librarySource.reads == ["de.lproj/Lib.strings"])
        _ = german.string("only-en")
        #expect(setup.librarySource.reads == ["de.lproj/Lib.strings", "en.lproj/Lib.strings"])
        #expect(!setup.librarySource.reads.contains { $0.hasPrefix("fr.") || $0.hasPrefix("zh") || $0.hasPrefix("pt") })
    }

    @Test("CLDR-aware language choice", arguments: [
        ("zh-TW", "新版本"), ("zh-HK", "新版本"), ("pt-BR", "Nova versão"), ("pt-AO", "Nova versão (PT)"), ("ko", "New version"),
    ])
    func choice(preference: String, title: String) throws {
        let setup = try Setup()
        defer { setup.remove() }
        #expect(setup.lookup([preference]).string("title")?.value == title)
    }

    @Test func useAllAvailableLanguagesFalseRestrictsToTheAppsLanguages() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let restricted = setup.lookup(["de", "fr"], useAll: false)
        #expect(restricted.match?.localization == "French")
        #expect(restricted.string("title")?.value == "Nouvelle version")
        let onlyGerman = setup.lookup(["de"], useAll: false)
        #expect(onlyGerman.match?.localization == "en")
        #expect(onlyGerman.string("title")?.value == "New version")
        #expect(setup.lookup(["de"], useAll: true).string("title")?.value == "Neue Version")
    }

    @Test func appWithoutLocalisationsSpeaksItsBaseLanguageWhenRestricted() throws {
        let setup = try Setup()
        defer { setup.remove() }
        let lookup = setup.lookup(["de"], useAll: false, withApp: false)
        #expect(lookup.string("title")?.value == "New version")
        #expect(setup.lookup(["de"], useAll: true, withApp: false).string("title")?.value == "Neue Version")
    }

    @Test func malformedTranslationFallsThroughAndIsReported() throws {
        let library = try BundleFixture([
            "en.lproj/Lib.strings": "\"title\" = \"New version\";",
            "fr.lproj/Lib.strings": "\"title\" = \"Nouvelle version",
        ])
        defer { library.remove() }
        let lookup = StringsLookup(app: nil, library: .init(bundle: StringsBundle(directory: library.directory), tables: ["Lib"]),
                                   preferences: PreferredLanguages(["fr"]).tags)
        #expect(lookup.string("title")?.value == "New version")
        #expect(lookup.tableErrors().count == 1)
    }

    @Test("errors of the tables read so far: only what the text came from, and nothing read to find them")
    func errorsOfTablesReadReadNothingMore() throws {
        let library = try BundleFixture([
            "en.lproj/Lib.strings": "\"title\" = \"New version\";\n\"ok\" = \"OK\"\n\"x\" = \"X\";",
            "fr.lproj/Lib.strings": "\"title\" = \"Nouvelle version\";\n\"broken\" = ;\n",
        ])
        defer { library.remove() }
        let lookup = StringsLookup(app: nil, library: .init(bundle: StringsBundle(directory: library.directory), tables: ["Lib"]),
                                   preferences: PreferredLanguages(["fr"]).tags)
        #expect(lookup.errorsOfTablesRead().isEmpty)
        #expect(lookup.string("title")?.value == "Nouvelle version")
        // French was read for the title; English, damaged too, was not needed and is not read.
        #expect(lookup.errorsOfTablesRead().map(\.location.line) == [2])
        #expect(lookup.errorsOfTablesRead().allSatisfy { $0.location.file?.contains("fr.lproj") == true })
        // A key French lacks falls through to English, which is then read and reported.
        #expect(lookup.string("x")?.value == "X")
        #expect(lookup.errorsOfTablesRead().count == 2)
        #expect(lookup.tableErrors().count == 2)
    }

    @Test func chainIsDescribed() throws {
        let setup = try Setup()
        defer { setup.remove() }
        #expect(setup.lookup(["fr"]).chainDescription == [
            "app French.lproj/Localizable", "library fr.lproj/Lib", "app en.lproj/Localizable", "app Base.lproj/Localizable",
            "library en.lproj/Lib", "builtInDefault",
        ])
    }
}
