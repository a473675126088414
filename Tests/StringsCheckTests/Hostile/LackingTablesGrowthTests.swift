import PropertySupport
@testable import StringsCheck
import Strings
import Testing

/// n tables in `en.lproj` beside n languages that each hold one of them (issue 37): every language
/// lacks n − 1 tables, and a finding (and a unit of work) per table and language made n² of them
/// (800 gave 641,600 units). A language lacking more than a few tables is one finding, and one unit
/// for what it lacks; `--all` still lists every table.
@Suite("Hostile input, third round: languages lacking most tables")
struct LackingTablesGrowthTests {
    /// `en.lproj` with `tables` tables of two keys each; language `l<i>` holds table i only.
    static func oneTableEach(_ tables: Int) -> [String: String] {
        var files: [String: String] = [:]
        for index in 0..<tables {
            let name = Self.table(index)
            files["/p/App/en.lproj/\(name).strings"] = "\"\(name).a\" = \"A\";\n\"\(name).b\" = \"B\";\n"
            files["/p/App/l\(index).lproj/\(name).strings"] = "\"\(name).a\" = \"Ä\";\n\"\(name).b\" = \"Bä\";\n"
        }
        return files
    }

    static func table(_ index: Int) -> String { "T" + String(String(index + 10_000).dropFirst()) }

    static func check(_ files: [String: String], configure: (inout CheckConfiguration) -> Void = { _ in }) throws -> Report {
        var configuration = CheckConfiguration(paths: ["/p"])
        configure(&configuration)
        return try Checker(configuration: configuration, fileSystem: InMemoryFileSystem(files)).run()
    }

    /// The units the checker would run for the tree.
    static func units(_ files: [String: String]) throws -> Int {
        let fileSystem = InMemoryFileSystem(files)
        let found = try LocalizationScanner(fileSystem: fileSystem, excludes: []).scan(["/p"])
        var plan = WorkPlan(configuration: CheckConfiguration(paths: ["/p"]), fileSystem: fileSystem,
                            regions: DevelopmentRegions(fileSystem: fileSystem, hintPaths: found.regionHints))
        plan.add(components: found.components)
        return plan.units.count
    }

    /// 50 and 400 tables and languages: the findings and the units grow with the input (at most
    /// a few per language and table), not with tables × languages (2,450 and 159,600 findings before).
    @Test func findingsAndUnitsGrowLinearly() throws {
        let small = 50, large = 400
        let findings = try [small, large].map { try Self.check(Self.oneTableEach($0)).diagnostics.count }
        let units = try [small, large].map { try Self.units(Self.oneTableEach($0)) }
        #expect(findings == [small, large], "findings: \(findings)")
        #expect(units[0] <= 3 * small && units[1] <= 3 * large, "units: \(units)")
        #expect(units[1] <= 10 * units[0], "units: \(units)")
    }

    /// The processor time grows with the input too: 40 and 400 tables and languages (400 took
    /// seconds before, as 160,000 pairs of table and language were planned and compared).
    @Test func theCheckTakesLinearTime() throws {
        let small = Self.oneTableEach(40), large = Self.oneTableEach(400)
        var count = 0
        let ratio = try GrowthRatio.measure(
            small: { _ = try Self.check(small) },
            large: { count = try Self.check(large).diagnostics.count })
        #expect(count == 400)
        #expect(ratio < 30, "ten times the tables and languages took \(ratio) times the processor time")
    }

    /// A folder of the base's own language (`en-GB`) lacking tables reads the base itself and is
    /// not counted as lacking them; one holding a table is compared in it.
    @Test func aVariantOfTheBaseLacksNothing() throws {
        var files = Self.oneTableEach(6)
        files["/p/App/en-GB.lproj/T0001.strings"] = "\"T0001.a\" = \"A\";\n"
        let report = try Self.check(files)
        #expect(report.diagnostics.filter { $0.language == "en-GB" }.map(\.description) == [
            "/p/App/en-GB.lproj/T0001.strings:1:1: error: en-GB lacks \"T0001.b\", which the base (en) defines [missing-key]",
        ])
        #expect(report.diagnostics.count { $0.rule == .missingKey } == 7)
    }

    /// The grouped finding: at the language's folder, how many tables it lacks of how many, the
    /// first few by name; coverage still counts every key it lacks.
    @Test func aLanguageLackingMostTablesIsOneFinding() throws {
        let report = try Self.check(Self.oneTableEach(6))
        #expect(report.diagnostics.filter { $0.language == "l2" }.map(\.description) == [
            "/p/App/l2.lproj:1:1: warning: l2 lacks 5 of the 6 tables the base (en) defines: T0000, T0001, T0003 and 2 more, "
                + "and shows the base's text there; --all lists each table and key [missing-key]",
        ])
        #expect(report.coverage.first { $0.language == "l2" }.map { [$0.present, $0.total] } == [2, 12])
    }

    /// A language lacking three tables or fewer keeps a finding per table.
    @Test func aLanguageLackingAFewTablesHasOneFindingEach() throws {
        let report = try Self.check(Self.oneTableEach(4))
        #expect(report.diagnostics.filter { $0.language == "l0" }.map(\.description) == [
            "/p/App/l0.lproj/T0001.strings:1:1: warning: l0 has no T0001 table: it lacks all 2 keys the base (en) defines, and shows the base's text; --all lists them [missing-key]",
            "/p/App/l0.lproj/T0002.strings:1:1: warning: l0 has no T0002 table: it lacks all 2 keys the base (en) defines, and shows the base's text; --all lists them [missing-key]",
            "/p/App/l0.lproj/T0003.strings:1:1: warning: l0 has no T0003 table: it lacks all 2 keys the base (en) defines, and shows the base's text; --all lists them [missing-key]",
        ])
    }

    /// `--all` lists every key of every table each language lacks, as before.
    @Test func everyTableIsListedWithAll() throws {
        let report = try Self.check(Self.oneTableEach(6)) { $0.listsEveryKey = true }
        let lacking = report.diagnostics.filter { $0.language == "l2" && $0.rule == .missingKey }
        #expect(lacking.map { "\(Path.name(of: $0.file)) \($0.key ?? "")" } == [0, 1, 3, 4, 5].flatMap { index in
            ["\(Self.table(index)).strings \(Self.table(index)).a", "\(Self.table(index)).strings \(Self.table(index)).b"]
        })
        #expect(report.diagnostics.count { $0.rule == .missingKey } == 6 * 5 * 2)
    }
}
