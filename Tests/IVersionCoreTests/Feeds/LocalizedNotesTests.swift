import Foundation
import LocaleServices
import Testing
@_spi(Engine) @testable import IVersionCore

/// Release notes per language in a versions plist, chosen with the CLDR matcher for the alert's language.
@Suite("Localised release notes")
struct LocalizedNotesTests {
    static let plist = Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>1.2</key>
          <dict>
            <key>default</key><array><string>Faster sync</string><string>Dark mode</string></array>
            <key>de</key><array><string>Schnellerer Abgleich</string><string>Dunkler Modus</string></array>
            <key>pt</key><string>Sincronização mais rápida\nModo escuro</string>
            <key>zh-Hant</key><array><string>更快的同步</string></array>
            <key>not a language!</key><string>x</string>
          </dict>
          <key>1.1</key><string>Search in notes</string>
          <key>1.0</key><dict><key>fr</key><string>Première version</string></dict>
          <key>0.9</key><dict/>
        </dict></plist>
        """.utf8)

    @Test("a dictionary of languages is read; the default is `default`, else English, else the first")
    func decode() throws {
        let feed = try VersionsFeed.decode(Self.plist)
        let notes = try #require(feed.notes(for: "1.2"))
        #expect(notes.lines == ["Faster sync", "Dark mode"])
        #expect(notes.translations == ["de": ["Schnellerer Abgleich", "Dunkler Modus"], "pt": ["Sincronização mais rápida", "Modo escuro"],
                                       "zh-Hant": ["更快的同步"]])
        #expect(feed.notes(for: "1.0")?.lines == ["Première version"])
        #expect(feed.notes(for: "0.9") == nil)
        #expect(feed.problems.map(\.message) == [
            #"notes for "1.2" name "not a language!", which is not a language"#,
            #"notes for "0.9" have no language with notes"#,
        ])
    }

    @Test("the CLDR matcher chooses: pt-BR finds pt, zh-HK finds zh-Hant, Japanese gets the default", arguments: [
        ("de-AT", ["Schnellerer Abgleich", "Dunkler Modus"]), ("pt-BR", ["Sincronização mais rápida", "Modo escuro"]),
        ("zh-HK", ["更快的同步"]), ("ja", ["Faster sync", "Dark mode"]), ("en-GB", ["Faster sync", "Dark mode"]),
    ])
    func choose(language: String, expected: [String]) throws {
        let notes = try #require(try VersionsFeed.decode(Self.plist).notes(for: "1.2"))
        #expect(notes.lines(for: try LanguageTag(parsing: language)) == expected)
    }

    @Test("the alert shows the notes in its own language")
    func alert() throws {
        let feed = try VersionsFeed.decode(Self.plist)
        let configuration = Configuration(applicationVersion: "1.1", applicationBundleID: "com.example.notes")
        let composer = AlertComposer(configuration: configuration, preferences: [try LanguageTag(parsing: "de-CH")])
        let alert = composer.updateAlert(UpdateDetails(latestVersion: "1.2", releases: feed.releases(newerThan: "1.1", upTo: nil)))
        #expect(alert.sections.first?.lines == ["Schnellerer Abgleich", "Dunkler Modus"])
        #expect(alert.message.hasPrefix("Schnellerer Abgleich\nDunkler Modus"))
    }

    @Test("written back, per-language notes survive; notes JSON without translations still decodes")
    func roundTrip() throws {
        let feed = try VersionsFeed.decode(Self.plist)
        let again = try VersionsFeed.decode(feed.encoded())
        #expect(again.releases == feed.releases)
        let old = try JSONDecoder().decode(VersionNotes.self, from: Data(#"{"version": "1.0", "lines": ["a"]}"#.utf8))
        #expect(old.lines == ["a"] && old.translations.isEmpty)
    }

    @Test("a German, a Brazilian Portuguese and an Arabic user against notes in en, de, pt-PT and ar", arguments: [
        ("de-DE", ["Neue Suche"]), ("pt-BR", ["Nova pesquisa"]), ("ar-EG", ["بحث جديد"]), ("fr-FR", ["New search"]),
    ])
    func fourLanguages(user: String, expected: [String]) throws {
        let plist = Array("""
            <plist version="1.0"><dict><key>2.0</key><dict>
              <key>en</key><string>New search</string><key>de</key><string>Neue Suche</string>
              <key>pt-PT</key><string>Nova pesquisa</string><key>ar</key><string>بحث جديد</string>
            </dict></dict></plist>
            """.utf8)
        let notes = try #require(try VersionsFeed.decode(plist).notes(for: "2.0"))
        #expect(notes.lines(for: try LanguageTag(parsing: user)) == expected)
        let composer = AlertComposer(configuration: Configuration(applicationVersion: "1.0", applicationBundleID: "com.example.notes"),
                                     preferences: [try LanguageTag(parsing: user)])
        #expect(composer.updateAlert(UpdateDetails(latestVersion: "2.0", releases: [notes])).sections.first?.lines == expected)
    }
}
