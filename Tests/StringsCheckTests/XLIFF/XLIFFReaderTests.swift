import LocaleServices
import PropertySupport
import Strings
import Testing
@testable import StringsCheck

/// The XLIFF reader on damaged and large input: a clear error at a position inside the file, never a
/// crash; work and what it holds linear in the file.
@Suite("XLIFF reader: bad and large input")
struct XLIFFReaderTests {
    static let sample = Array(XLIFFCheckTests.german.utf8)

    /// Prefixes of a real-shaped export (every third byte, so every tag and text is cut somewhere): read
    /// whole, or one error whose line and column are in the file.
    @Test func everyTruncationIsReadOrOneErrorInsideTheFile() {
        let lines = Self.sample.count { $0 == 0x0A } + 1
        for end in stride(from: 0, to: Self.sample.count, by: 3) {
            do throws(StringsError) {
                let document = try XLIFFDocument.read(Array(Self.sample[..<end]), file: "de.xliff")
                #expect(document.files.count <= 2)
            } catch {
                #expect(error.location.file == "de.xliff")
                #expect((1...lines).contains(error.location.line) && error.location.column >= 1, "\(error) at \(end)")
            }
        }
    }

    /// A document of `n` units, each with a source, a target, a note and a CAT tool's suggestion.
    static func document(units n: Int) -> [UInt8] {
        let units = (0..<n).map { index in
            XLIFF.unit("key.\(index)", "Value %@ \(index)", "Wert %@ \(index)", note: "Note \(index)")
                + "\n      <trans-unit id=\"/p.\(index):dict/n:dict/other:dict/:string\"><source>%d items</source><target>%d Elemente</target>"
                + "<alt-trans><target>%d Sachen</target></alt-trans></trans-unit>"
        }.joined(separator: "\n")
        return Array(XLIFF.document(XLIFF.file("App/en.lproj/Localizable.strings", units)).utf8)
    }

    @Test func readingGrowsLinearlyAndHoldsNoMoreTextThanTheFile() throws {
        let small = Self.document(units: 150), large = Self.document(units: 1_500)
        let document = try XLIFFDocument.read(large, file: "de.xliff")
        let held = document.files.flatMap(\.units).reduce(0) { $0 + $1.id.utf8.count + $1.source.utf8.count + ($1.target?.utf8.count ?? 0) }
        #expect(held < large.count)
        let catalogs = XLIFFTables.catalogs(document, path: "de.xliff")
        #expect(catalogs.count == 1 && catalogs[0].tables["de"]?.entries.count == 3_000)
        let ratio = try GrowthRatio.measure(
            small: { _ = XLIFFTables.catalogs(try XLIFFDocument.read(small, file: "de.xliff"), path: "de.xliff") },
            large: { _ = XLIFFTables.catalogs(try XLIFFDocument.read(large, file: "de.xliff"), path: "de.xliff") })
        #expect(ratio < 30, "CPU time ratio for 10× the units: \(ratio)")
    }
}

extension XLIFFReaderTests {
    /// Xcode 15 leaves out the format key's unit when it is only `%#@var@`: the plural's format is that,
    /// even where the `.strings` beside it (one table) has a plain value of the same key.
    @Test func aStringsdictGroupWithoutItsFormatKeyIsFormattedByItsVariable() throws {
        let document = XLIFF.document(
            XLIFF.file("App/en.lproj/Localizable.strings", XLIFF.unit("files", "%d files", "%d Dateien")),
            XLIFF.file("App/en.lproj/Localizable.stringsdict",
                       XLIFF.unit("/files:dict/count:dict/one:dict/:string", "%d file", "%d Datei"),
                       XLIFF.unit("/files:dict/count:dict/other:dict/:string", "%d files", "%d Dateien")))
        let catalogs = XLIFFTables.catalogs(try XLIFFDocument.read(Array(document.utf8), file: "de.xliff"), path: "de.xliff")
        #expect(catalogs.map(\.tables["de"]?.name) == ["Localizable"])
        let plural = try #require(catalogs.first?.tables["de"]?.entries["files"]?.plural)
        #expect(plural.formatKey == "%#@count@")
        #expect(plural.variables["count"]?.forms == [.one: "%d Datei", .other: "%d Dateien"])
        #expect(plural.variables["count"]?.valueType == "d")
    }
}
