import Foundation
import Testing
@testable import Strings
import LocaleServices

@Suite("StringsBundle")
struct StringsBundleTests {
    static let files = [
        "en.lproj/App.strings": "\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";",
        "en.lproj/App.stringsdict": StringsdictTests.plist(StringsdictTests.entry("n", forms: ["one": "%d x", "other": "%d xs"]))
            .withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) },
        "fr.lproj/App.strings": "\"hello\" = \"Bonjour\";",
        "de.lproj/App.strings": "\"hello\" = \"Hallo\";",
        "ja.lproj/App.strings": "\"hello\" = \"こんにちは\"",
        "Base.lproj/App.strings": "\"base\" = \"Base value\";",
        "notes.txt": "not a table",
    ]

    @Test func languagesComeFromTheFolders() throws {
        let fixture = try BundleFixture(Self.files)
        defer { fixture.remove() }
        #expect(StringsBundle(directory: fixture.directory).languages == ["Base", "de", "en", "fr", "ja"])
    }

    @Test func tablesAreReadLazilyAndOnce() throws {
        let fixture = try BundleFixture(Self.files)
        defer { fixture.remove() }
        let source = CountingFileSource()
        let bundle = StringsBundle(directory: fixture.directory, source: source)
        #expect(source.reads.isEmpty)
        #expect(try bundle.table("App", language: "fr")?.strings["hello"] == "Bonjour")
        #expect(source.reads == ["fr.lproj/App.strings"])
        _ = try bundle.table("App", language: "fr")
        #expect(source.reads == ["fr.lproj/App.strings"])
        let english = try #require(try bundle.table("App", language: "en"))
        #expect(english.plurals["n"] != nil)
        #expect(english.keys == ["bye", "hello", "n"])
        #expect(source.reads == ["fr.lproj/App.strings", "en.lproj/App.strings", "en.lproj/App.stringsdict"])
    }

    @Test("a key lookup reads the .strings file only; the .stringsdict waits for a plural")
    func pluralsAreReadWhenAskedFor() throws {
        let fixture = try BundleFixture(Self.files)
        defer { fixture.remove() }
        let source = CountingFileSource()
        let lookup = StringsLookup(app: .init(bundle: StringsBundle(directory: fixture.directory, source: source), tables: ["App"]),
                                   library: nil, preferences: [.english])
        #expect(lookup.string("hello")?.value == "Hello")
        #expect(source.reads == ["en.lproj/App.strings"])
        #expect(lookup.plural("n") != nil)
        #expect(source.reads == ["en.lproj/App.strings", "en.lproj/App.strings", "en.lproj/App.stringsdict"])
        // Once the whole table is read, keys come from it: nothing is read again.
        #expect(lookup.string("bye")?.value == "Bye")
        #expect(source.reads.count == 3)
    }

    @Test func absentTablesAreNil() throws {
        let fixture = try BundleFixture(Self.files)
        defer { fixture.remove() }
        let bundle = StringsBundle(directory: fixture.directory)
        #expect(try bundle.table("Other", language: "fr") == nil)
        #expect(try bundle.table("App", language: "ko") == nil)
        #expect(StringsBundle(directory: fixture.directory.appendingPathComponent("missing")).languages.isEmpty)
    }

    @Test func aDamagedEntryCostsThatEntryNotTheLanguage() throws {
        // A NUL inside one value and a forgotten ';' on another: Apple shows the language, so do we.
        let fixture = try BundleFixture(["ja.lproj/App.strings": "\"a\" = \"x\u{0}y\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n"])
        defer { fixture.remove() }
        let table = try #require(try StringsBundle(directory: fixture.directory).table("App", language: "ja"))
        #expect(table.strings == ["a": "x\u{0}y", "c": "C"])
        #expect(table.problems.map(\.kind) == [.encoding, .syntax])
        #expect(table.problems.map(\.location.line) == [1, 3])
        let lookup = StringsLookup(app: .init(bundle: StringsBundle(directory: fixture.directory), tables: ["App"]), library: nil,
                                   preferences: [try LanguageTag(parsing: "ja")])
        #expect(lookup.tableErrors().count == 2)
    }

    @Test func unreadableTableThrowsWithPositionAndIsNotReread() throws {
        // A compiled table cut short: a broken property list has no entries to keep.
        let fixture = try BundleFixture(["fr.lproj/App.strings": "<?xml version=\"1.0\"?>\n<plist><dict><key>a</key>"])
        defer { fixture.remove() }
        let source = CountingFileSource()
        let bundle = StringsBundle(directory: fixture.directory, source: source)
        for _ in 0..<2 {
            do {
                _ = try bundle.table("App", language: "fr")
                Issue.record("expected an error")
            } catch {
                #expect(error.location.line == 2)
                #expect(error.location.file?.hasSuffix("fr.lproj/App.strings") == true)
            }
        }
        #expect(source.reads.count == 1)
    }

    @Test func catalogsAddLanguagesAndTables() throws {
        let fixture = try BundleFixture(["Localizable.xcstrings": StringCatalogTests.catalog, "it.lproj/Other.strings": "\"a\" = \"b\";"])
        defer { fixture.remove() }
        let bundle = StringsBundle(directory: fixture.directory)
        #expect(bundle.languages == ["de", "en", "fr", "it", "pl"])
        #expect(try bundle.table("Localizable", language: "de")?.strings["Download"] == "Laden")
        #expect(try bundle.table("Other", language: "it")?.strings["a"] == "b")
    }

    @Test func oversizedFileIsRefusedBeforeReading() throws {
        let fixture = try BundleFixture(["en.lproj/App.strings": String(repeating: "\"k\" = \"v\";\n", count: 1000)])
        defer { fixture.remove() }
        let bundle = StringsBundle(directory: fixture.directory, source: DiskFileSource(maximumFileSize: 100))
        #expect { try bundle.table("App", language: "en") } throws: { ($0 as? StringsError)?.kind == .limit }
    }

    @Test("a bundle made from a path reads as one made from the folder's URL, files named by the same paths")
    func pathAndURLAgree() throws {
        let fixture = try BundleFixture(Self.files.merging(["Localizable.xcstrings": StringCatalogTests.catalog,
                                                            "it.lproj/Bad.strings": "\"a\" = \"x\"\n\"b\" = \"y\";"]) { $1 })
        defer { fixture.remove() }
        let byURL = StringsBundle(directory: fixture.directory)
        for path in [fixture.directory.path, fixture.directory.path + "/"] {
            let byPath = StringsBundle(directoryPath: path)
            #expect(byPath.languages == byURL.languages)
            #expect(byPath.directory.standardizedFileURL.path == fixture.directory.standardizedFileURL.path)
            for language in byURL.languages {
                for name in ["App", "Localizable", "Bad"] {
                    #expect(try byPath.table(name, language: language) == byURL.table(name, language: language))
                }
            }
            let problem = try #require(try byPath.table("Bad", language: "it")?.problems.first)
            #expect(problem.location.file == fixture.directory.path + "/it.lproj/Bad.strings")
            #expect(problem.location.file == (try byURL.table("Bad", language: "it"))?.problems.first?.location.file)
        }
        // The path's own size limit, and a folder that is not there.
        #expect { try StringsBundle(directoryPath: fixture.directory.path, source: DiskFileSource(maximumFileSize: 10)).table("App", language: "en") }
            throws: { ($0 as? StringsError)?.kind == .limit }
        let missing = StringsBundle(directoryPath: fixture.directory.path + "/nothing-here")
        #expect(missing.languages.isEmpty)
        #expect(try missing.table("App", language: "en") == nil)
    }

    @Test("more languages than the standard sort handles by insertion still come out sorted")
    func manyLanguagesSorted() throws {
        // Past 64 names the standard library's sort merges runs; ours sorts by insertion up to 256.
        let names = (0..<300).map { "x\(String($0 * 7919 % 300, radix: 36))" }
        let fixture = try BundleFixture(Dictionary(uniqueKeysWithValues: names.map { ("\($0).lproj/App.strings", "\"a\" = \"b\";") }))
        defer { fixture.remove() }
        #expect(StringsBundle(directory: fixture.directory).languages == names.sorted())
        #expect(StringsBundle(directoryPath: fixture.directory.path).languages == Array(names.sorted()))
    }
}
