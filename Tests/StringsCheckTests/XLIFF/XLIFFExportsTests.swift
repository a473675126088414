import Strings
import StringsCheck
import Testing

/// Projects that commit Xcode's exports beside their own tables (a `xliff/` folder a translation
/// platform syncs, shaped after a map editor's 40 exports of its String Catalogs): the export is a
/// copy, so its gaps are the tables' gaps, reported once on the tables; an export named as a path,
/// or a repository of exports alone, is checked.
@Suite("XLIFF exports beside their tables")
struct XLIFFExportsTests {
    static let export = XLIFF.document(
        XLIFF.file("App/en.lproj/Localizable.strings",
                   XLIFF.unit("greeting", "Hello", "Hallo"),
                   XLIFF.unit("files.count", "%@ files", "%d Dateien")))

    static let project: [String: String] = [
        "/p/App/en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n\"files.count\" = \"%@ files\";\n",
        "/p/App/de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n\"files.count\" = \"%@ Dateien\";\n",
        "/p/xliff/de.xliff": export,
        "/p/xliff/fr.xliff": export,
    ]

    func run(_ files: [String: String], paths: [String]) throws -> Report {
        try Checker(configuration: CheckConfiguration(paths: paths), fileSystem: InMemoryFileSystem(files)).run()
    }

    @Test func exportsBesideTheirTablesAreOneNoteNotTheirFindingsAgain() throws {
        let report = try run(Self.project, paths: ["/p"])
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
        #expect(report.skipped?.map(\.path) == ["/p/xliff"])
        #expect(report.skipped?.first?.reason.hasPrefix("2 XLIFF exports of the tables checked here") == true)
    }

    @Test func anExportNamedAsAPathIsChecked() throws {
        let report = try run(Self.project, paths: ["/p", "/p/xliff/de.xliff"])
        #expect(report.diagnostics.map(\.rule) == [.formatMismatch])
        #expect(report.diagnostics.first?.location.file == "/p/xliff/de.xliff")
        #expect(report.skipped?.first?.reason.hasPrefix("1 XLIFF export ") == true)
    }

    @Test func aRepositoryOfExportsAloneIsChecked() throws {
        let report = try run(["/l10n/de/App.xliff": Self.export], paths: ["/l10n"])
        #expect(report.diagnostics.map(\.rule) == [.formatMismatch])
        #expect(report.skipped == nil)
    }
}
