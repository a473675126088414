import PropertySupport
@testable import StringsCheck
import Strings
import Testing

/// The third hostile round against strings-check's project readers (issue 37): intent definitions,
/// `project.pbxproj` build settings and the `Info.plist` base. Each shape (``ProjectShapes``) runs
/// at two sizes; what is held is the class: output within a constant multiple of the file, a file
/// read once per run, processor time growing with the input (``GrowthRatio``: about 10 for ten
/// times the input when linear, 100 when quadratic).
@Suite("Hostile input, third round: project readers")
struct ProjectReaderGrowthTests {
    static let file = "Base.lproj/Intents.intentdefinition"

    /// The size of the `Intents.strings` the entries make (`"key" = "value";` and a line break each):
    /// what the reader hands on, in the file's own unit.
    static func stringsBytes(_ entries: [IntentDefinitionStrings.Entry]) -> Int {
        entries.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count + 8 }
    }

    // MARK: intent definitions

    /// k prompts naming a parameter of an enum of k values (40 and 320): Xcode keys each prompt once
    /// per value, so the keys were k² (334 KB gave 490,700 keys and 589 MB). What the reader gives is
    /// held to twice the file plus 1 MiB; a file that would give more is refused, by name.
    @Test(arguments: [40, 320])
    func enumExpansionIsHeldToAMultipleOfTheFile(k: Int) {
        let bytes = ProjectShapes.enumProduct(k)
        do {
            let entries = try IntentDefinitionStrings.entries(bytes, file: Self.file).entries
            #expect(Self.stringsBytes(entries) <= 2 * bytes.count + (1 << 20), "\(entries.count) keys from \(bytes.count) bytes")
        } catch {
            #expect(error.kind == .tooLarge)
            #expect(error.location.file == Self.file && error.location.line > 1)
            #expect(error.message.contains("${colour}"), "\(error.message)")
        }
    }

    /// A file of ordinary size is expanded whole: every prompt once per value, the value's name in place.
    @Test func anOrdinaryEnumIsExpandedInFull() throws {
        let entries = try IntentDefinitionStrings.entries(ProjectShapes.enumProduct(10), file: Self.file).entries
        let keys = Set(entries.map(\.key))
        #expect(entries.count == 10 + 1 + 100)  // the values' names, the title, each prompt per value
        #expect(keys.contains("Ask3-Val7") && !keys.contains("Ask3"))
        #expect(entries.first { $0.key == "Ask3-Val7" }?.value == "Paint it Colour 7, take 3?")
    }

    /// 6,000 texts beside their IDs in one dictionary (940 KB took 11 s): each ID's text is found
    /// through an index of the dictionary made once.
    @Test func textsBesideTheirIDsAreFoundInOnePass() throws {
        let small = ProjectShapes.textsBesideIDs(600), large = ProjectShapes.textsBesideIDs(6_000)
        var count = 0
        let ratio = try GrowthRatio.measure(
            small: { _ = try IntentDefinitionStrings.entries(small, file: Self.file) },
            large: { count = try IntentDefinitionStrings.entries(large, file: Self.file).entries.count })
        #expect(count == 6_000 + 1)
        #expect(ratio < 30, "ten times the texts took \(ratio) times the processor time")
    }

    /// 3,000 parameters of an enum type, each named by its own prompt (1.3 MB took 55 s): a prompt's
    /// `${name}` placeholders are read from its text and looked up, not every parameter searched for.
    @Test func manyEnumParametersAreLookedUpByName() throws {
        let small = ProjectShapes.manyEnumParameters(300), large = ProjectShapes.manyEnumParameters(3_000)
        var entries: [IntentDefinitionStrings.Entry] = []
        let ratio = try GrowthRatio.measure(
            small: { _ = try IntentDefinitionStrings.entries(small, file: Self.file) },
            large: { entries = try IntentDefinitionStrings.entries(large, file: Self.file).entries })
        #expect(entries.filter { $0.key.hasPrefix("Ask") }.count == 3_000)
        #expect(entries.first { $0.key == "Ask2999-Fast1" }?.value == "Which Fast mode?")
        #expect(ratio < 30, "ten times the parameters took \(ratio) times the processor time")
    }

    /// A prompt naming two enum parameters is written per value of the first name in order, as before.
    @Test func aPromptNamingTwoEnumParametersUsesTheFirstName() throws {
        let bytes = ProjectShapes.intentDefinition(
            enums: [(name: "A", values: [("One", "A1")]), (name: "B", values: [("Two", "B1")])],
            parameters: [(name: "beta", enumType: "B", prompts: [("${beta} or ${alpha}, ${unknown}", "P1")]),
                         (name: "alpha", enumType: "A", prompts: [])])
        let entries = try IntentDefinitionStrings.entries(bytes, file: Self.file).entries
        #expect(entries.first { $0.key.hasPrefix("P1") }.map { [$0.key, $0.value] } == ["P1-A1", "${beta} or One, ${unknown}"])
    }

    // MARK: project.pbxproj and Info.plist

    /// 8 and 64 components beside one project and one shared `Info.plist` (a 2.3 MB project beside 60
    /// components took 19 s and 964 MB): each file is read at most twice per run (once for the
    /// development region, once for the `InfoPlist` base), whatever the number of components.
    @Test(arguments: [8, 64])
    func eachProjectAndInfoPlistIsReadOncePerRun(components: Int) throws {
        let fileSystem = TreeFileSystem(ProjectShapes.projectBesideComponents(components))
        let report = try Checker(configuration: CheckConfiguration(paths: ["/r"]), fileSystem: fileSystem).run()
        #expect(fileSystem.reads["/r/App.xcodeproj/project.pbxproj"] <= 2)
        #expect(fileSystem.reads["/r/Shared/Info.plist"] <= 2)
        // Each component's German table still lacks the usage description the build settings give.
        let missing = report.diagnostics.filter { $0.rule == .missingKey && $0.message.contains("NSCameraUsageDescription") }
        #expect(missing.count == components)
    }

    /// 200 and 2,000 bundles, each with its own project and `Info.plist` (5,000 took 17 s): each
    /// component finds its plist by its directory and its project by its ancestors.
    @Test func manyBundlesFindTheirInfoPlistByDirectory() throws {
        func planning(_ count: Int) -> () -> Void {
            let fileSystem = TreeFileSystem(ProjectShapes.bundles(count))
            let found = try! LocalizationScanner(fileSystem: fileSystem).scan(["/r"])
            #expect(found.components.count == count)
            return {
                var plan = WorkPlan(configuration: CheckConfiguration(paths: ["/r"]), fileSystem: fileSystem, regions: DevelopmentRegions(hints: []))
                plan.infoPlists = found.infoPlists
                plan.projects = found.regionHints.filter { Path.name(of: $0) == "project.pbxproj" }
                plan.add(components: found.components)
                #expect(plan.baseTables.count == count)
                #expect(plan.baseTables.allSatisfy { $0.table.entries["NSCameraUsageDescription"] != nil })
            }
        }
        let ratio = GrowthRatio.measure(small: planning(200), large: planning(2_000))
        #expect(ratio < 30, "ten times the bundles took \(ratio) times the processor time")
    }
}
