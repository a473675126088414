import Dispatch
import Strings

/// Checks translations: finds the components (directories of `<lang>.lproj` folders) and String
/// Catalogs below the configured paths, chooses a base for every table, compares each language's
/// table with it, and reports.
///
/// ```swift
/// let checker = Checker(configuration: CheckConfiguration(paths: ["Localizations"]))
/// let report = try checker.run()
/// print(report.diagnostics.map(\.description).joined(separator: "\n"))
/// ```
///
/// The work is split into units (one table in one language, one String Catalog), checked side by
/// side; a unit's tables are dropped once its rules have run, so memory follows the largest few
/// tables, not the tree. The checker touches the outside world only through its ``FileSystem``.
public struct Checker: Sendable {
    /// Every rule's check, in ``Rule`` order.
    static let checks: [any RuleCheck] = [
        SyntaxRule(), MissingKeyRule(), ExtraKeyRule(), DuplicateKeyRule(), FormatMismatchRule(), FormatConsistencyRule(), EmptyValueRule(),
        UntranslatedRule(), PluralCategoriesRule(), PluralNumberRule(), EncodingRule(), UnusedKeyRule(), UndefinedKeyRule(), BaseUnknownRule(),
        PunctuationSpacingRule(), TitleCaseRule(), CatalogStateRule(), TableNameCaseRule(),
        ShadowedBaseRule(),
        MigrationLossRule(),
    ]

    /// What this checker checks and how.
    public let configuration: CheckConfiguration
    /// Where it reads files and directories.
    public let fileSystem: any FileSystem

    /// - Parameters:
    ///   - configuration: What to check and how.
    ///   - fileSystem: Where files come from; the disk by default.
    public init(configuration: CheckConfiguration, fileSystem: any FileSystem = LocalFileSystem()) {
        self.configuration = configuration
        self.fileSystem = fileSystem
    }

    /// Runs the check.
    /// - Returns: The findings, sorted, and the coverage of each language. Broken translation
    ///   files and tables without a base are findings, not errors.
    /// - Throws: ``CheckError`` when there is nothing to check, a path or the sources directory does
    ///   not exist, or `--base` names a language found nowhere.
    public func run() throws(CheckError) -> Report {
        let found = try LocalizationScanner(fileSystem: fileSystem, excludes: configuration.excludes.map(PathGlob.init)).scan(configuration.paths)
        // A tree whose only content could not be walked is a report of why, not "nothing found".
        guard !found.components.isEmpty || !found.catalogs.isEmpty || !found.xliffs.isEmpty || !found.problems.isEmpty else {
            throw .nothingFound(paths: configuration.paths)
        }
        if let sources = configuration.sourcesDirectory, fileSystem.isDirectory(sources) != true {
            throw .sourcesNotFound(sources)
        }
        let loader = TableLoader(fileSystem: fileSystem)
        let catalogs = Self.parallelMap(found.catalogs) { loader.loadCatalog($0) }
        try checkExplicitBase(found: found, catalogs: catalogs.compactMap(\.catalog))

        let regions = DevelopmentRegions(fileSystem: fileSystem, hintPaths: found.regionHints + found.projectSpecs)
        var plan = WorkPlan(configuration: configuration, fileSystem: fileSystem, regions: regions)
        plan.infoPlists = found.infoPlists
        plan.declaringFiles = found.declaringFiles
        plan.projects = found.regionHints.filter { Path.name(of: $0) == "project.pbxproj" }
        plan.projectSpecs = found.projectSpecs
        plan.add(problems: found.problems)
        plan.add(catalogs: catalogs)
        plan.add(components: found.components)
        let xliffs = XLIFFExports.partition(found.xliffs, roots: configuration.paths,
                                            tables: found.components.map(\.path) + found.catalogs)
        plan.add(xliffs: Self.parallelMap(xliffs.checked) { loader.loadXLIFF($0) })

        let checks = Self.checks.filter { configuration.rules.contains($0.rule) }
        let listsEveryKey = configuration.listsEveryKey
        let stubs = checks.contains { $0.rule == .extraKey } && !listsEveryKey
        let untranslated = checks.contains { $0.rule == .untranslated }, titleCase = checks.contains { $0.rule == .titleCase }
        var results = Self.parallelMap(plan.takeUnits()) { unit in
            var context = unit.context(loader: loader, allowList: configuration.allowList)
            context.listsEveryKey = listsEveryKey
            return (diagnostics: Self.run(checks, on: context), coverage: Self.coverage(of: context),
                    stubs: stubs ? StubBase.evidence(in: context) : [],
                    compared: untranslated || titleCase ? context.comparedBaseFiles : [])
        }
        var whole = CheckContext(allowList: configuration.allowList)
        if let sources = configuration.sourcesDirectory {
            (whole.usages, whole.problems) = SourceKeyScanner(fileSystem: fileSystem).scan(directory: sources)
        }
        whole.baseTables = plan.baseTables
        whole.unknownBases = plan.unknownBases
        whole.spellingConflicts = plan.spellingConflicts
        whole.shadowedBases = plan.shadowedBases
        var counts: [String: (present: Int, total: Int)] = [:]
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(results.reduce(0) { $0 + $1.diagnostics.count })
        var stubEvidence: [StubBase.Evidence] = []
        var compared: [String: [String]] = [:]
        // Each unit's findings are moved out and its array freed, so they are never held twice.
        for index in results.indices {
            diagnostics += results[index].diagnostics
            results[index].diagnostics = []
            stubEvidence += results[index].stubs
            for (file, language) in results[index].compared { compared[file, default: []].append(language) }
            for (language, present, total) in results[index].coverage {
                counts[language, default: (0, 0)].present += present
                counts[language, default: (0, 0)].total += total
            }
        }
        results = []
        diagnostics += Self.run(checks, on: whole)
        diagnostics += StubBase.diagnostics(stubEvidence)
        if untranslated { diagnostics = UntranslatedRule.keepingOwnWords(consume diagnostics, compared: compared) }
        if titleCase { diagnostics = TitleCaseRule.keepingNames(consume diagnostics, compared: compared) }
        if configuration.strict {
            for index in diagnostics.indices { diagnostics[index].severity = .error }
        }
        var report = Report(
            diagnostics: consume diagnostics,
            coverage: counts.keys.sorted().map { LanguageCoverage(language: $0, present: counts[$0]!.present, total: counts[$0]!.total) },
            localizations: plan.localizationSets)
        // A table left uncompared is said, as a finding when base-unknown runs and as a note when not.
        let uncompared = configuration.rules.contains(.baseUnknown) ? [] : plan.unknownBases.map(BaseUnknownRule.note)
        let skipped = found.skipped + plan.skipped + xliffs.skipped + uncompared
        report.skipped = skipped.isEmpty ? nil : skipped
        return report
    }

    /// `--base` must name a language that some folder or catalog has; per table it then falls
    /// back to the other rules where that language lacks the table.
    private func checkExplicitBase(found: LocalizationScanner.Found, catalogs: [LoadedCatalog]) throws(CheckError) {
        guard let explicit = configuration.base else { return }
        let folders = found.components.flatMap(\.folders)
        let canonical = LocalizationFolder.canonicalLanguage(explicit)
        guard !folders.contains(where: { $0.holds(explicit, canonical: canonical) }),
              !catalogs.contains(where: { $0.tables[explicit] != nil }) else { return }
        let languages = Set(folders.map(\.language)).union(catalogs.flatMap(\.tables.keys)).sorted()
        throw .baseNotFound(base: explicit, path: configuration.paths.joined(separator: ", "), languages: languages)
    }

    /// Runs the checks on one context, in rule order.
    private static func run(_ checks: [any RuleCheck], on context: CheckContext) -> [Diagnostic] {
        checks.flatMap { $0.check(context) }
    }

    /// Base keys each language of a context defines as the same kind, out of those it is asked
    /// for. In a String Catalog, as Xcode's percentage counts: units in state `translated`, of the
    /// keys that are neither stale nor marked "Don't translate"; either kind is a translation there.
    /// In a `.strings` file, only entries Apple's loader keeps (a file it rejects counts nothing).
    /// A `Base.lproj` copy compared with the base is no language, and has no coverage.
    static func coverage(of context: CheckContext) -> [(language: String, present: Int, total: Int)] {
        var coverage: [(language: String, present: Int, total: Int)] = context.pairs.filter { $0.language != "Base" }.map { pair in
            let present = pair.catalog == nil
                ? pair.common.count { $0.base.isPlural == $0.translation.isPlural && $0.translation.loadedByApple }
                : pair.common.count { pair.isTranslated($0.base.key) }
            return (pair.language, present, pair.asked)
        }
        if let lacked = context.lackedTables { coverage.append((lacked.language, 0, lacked.asked)) }
        return coverage
    }

    /// `transform` over `items` on every core, keeping their order.
    static func parallelMap<Item: Sendable, Result: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Result) -> [Result] {
        // Written in place: an array of optionals unwrapped afterwards held every result twice.
        Array(unsafeUninitializedCapacity: items.count) { buffer, initialized in
            let output = ResultSlots(buffer)
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                (output.buffer.baseAddress! + index).initialize(to: transform(items[index]))
            }
            initialized = items.count
        }
    }
}

/// Lets parallel iterations each write their own slot of one buffer.
struct ResultSlots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
    init(_ buffer: UnsafeMutableBufferPointer<Element>) { self.buffer = buffer }
}
