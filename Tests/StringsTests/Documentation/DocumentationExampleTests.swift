import Foundation
import LocaleServices
import Testing
import PropertySupport
import Strings

/// The code of the Strings catalog's "Getting started" article, run; and a check that the article shows
/// exactly this code (each example sits between `// article:` markers below).
@Suite("Strings documentation examples")
struct StringsDocumentationExampleTests {
    @Test("the article shows the examples exactly as they run here")
    func articleMatches() throws {
        try DocumentationSnippets.expectArticle("Sources/Strings/Strings.docc/GettingStarted.md", shows: ["parse", "plurals", "catalog", "lookup"])
    }

    @Test func parseAndFormat() throws {
        // article:parse
        let bytes = Array(#""greeting" = "Hallo %@!"; /* Shown after sign-in */ "files" = "%d Dateien";"#.utf8)
        let file = try StringsFileParser.parse(bytes, file: "de.lproj/Localizable.strings")
        let greeting = file.entries[0]
        // greeting.key == "greeting", greeting.location == 1:1, greeting.comment == nil

        let text = SafeFormatter.format(greeting.value, ["Ada"])
        // text.string == "Hallo Ada!", text.diagnostics == []

        let wrong = SafeFormatter.format(file.table["files"]!, ["many"])
        // wrong.string == "many Dateien": the text is shown as it is, and the mismatch is named:
        // wrong.diagnostics == [.typeMismatch(position: 1, specifier: "%d", argument: .object)]
        // article:end
        #expect(greeting.key == "greeting" && greeting.location.line == 1 && greeting.location.column == 1)
        #expect(file.entries[1].comment == "Shown after sign-in")
        #expect(text.string == "Hallo Ada!" && text.diagnostics.isEmpty)
        #expect(wrong.string == "many Dateien")
        #expect(wrong.diagnostics == [.typeMismatch(position: 1, specifier: "%d", argument: .object)])
    }

    @Test func plurals() throws {
        let stringsdict = Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>files</key><dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@files@</string>
              <key>files</key><dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>d</string>
                <key>one</key><string>%d файл</string>
                <key>few</key><string>%d файла</string>
                <key>many</key><string>%d файлов</string>
                <key>other</key><string>%d файла</string>
              </dict>
            </dict></dict></plist>
            """.utf8)
        // article:plurals
        let plurals = try StringsdictDecoder.decode(stringsdict, file: "ru.lproj/Localizable.stringsdict")
        let rules = try PluralRules(locale: LanguageTag(parsing: "ru"))
        let files = plurals["files"]!
        let one = files.format([21], rules: rules).string    // "21 файл"
        let few = files.format([3], rules: rules).string     // "3 файла"
        let many = files.format([5], rules: rules).string    // "5 файлов"
        // article:end
        #expect(one == "21 файл" && few == "3 файла" && many == "5 файлов")
    }

    @Test func catalog() throws {
        let catalogBytes = Array(#"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Download": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Herunterladen"}}}},
              "Later": {}
            }}
            """#.utf8)
        // article:catalog
        let catalog = try StringCatalogDecoder.decode(catalogBytes, tableName: "Localizable")
        let german = catalog.tables["de"]?.strings["Download"]      // "Herunterladen"
        let english = catalog.tables["en"]?.strings["Later"]        // "Later": the key is the source text
        // article:end
        #expect(catalog.sourceLanguage == "en" && german == "Herunterladen" && english == "Later")
    }

    @Test func lookup() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strings-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let appResources = root.appendingPathComponent("App"), libraryResources = root.appendingPathComponent("Library")
        for (directory, language, table, text) in [
            (appResources, "en", "Localizable", #""title" = "Notes";"#),
            (appResources, "fr", "Localizable", #""title" = "Notes (fr)";"#),
            (libraryResources, "en", "iVersion", #""download" = "Download"; "title" = "Library title";"#),
            (libraryResources, "fr", "iVersion", #""download" = "Télécharger";"#),
        ] {
            let folder = directory.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(table).strings"))
        }
        // article:lookup
        let lookup = StringsLookup(
            app: .init(bundle: StringsBundle(directory: appResources), tables: ["Localizable"]),
            library: .init(bundle: StringsBundle(directory: libraryResources), tables: ["iVersion"]),
            preferences: PreferredLanguages(["fr-CA", "en"]).tags)
        let download = lookup.string("download")    // "Télécharger", from the library's fr.lproj/iVersion
        let title = lookup.string("title")          // "Notes (fr)": the app's own table wins
        // article:end
        #expect(download?.value == "Télécharger" && download?.origin.description == "library fr.lproj/iVersion")
        #expect(title?.value == "Notes (fr)" && title?.origin.provider == .app)
        #expect(lookup.language.identifier == "fr")
    }
}
