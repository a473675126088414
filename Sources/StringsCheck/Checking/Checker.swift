import Dispatch
import Strings

/// Checks translations: finds the `<lang>.lproj` folders and String Catalogs below the
/// configured paths, reads them all, runs the enabled rules and reports.
///
/// ```swift
/// let checker = Checker(configuration: CheckConfiguration(paths: ["Localizations"]))
/// let report = try checker.run()
/// print(report.diagnostics.map(\.description).joined(separator: "\n"))
/// ```
///
/// The checker touches the outside world only through its ``FileSystem``.
public struct Checker: Sendable {
    /// Every rule's check, in ``Rule`` order.
    static let checks: [any RuleCheck] = [
        SyntaxRule(), MissingKeyRule(), ExtraKeyRule(), DuplicateKeyRule(), FormatMismatchRule(), EmptyValueRule(),
        UntranslatedRule(), PluralCategoriesRule(), EncodingRule(), UnusedKeyRule(), UndefinedKeyRule(),
        PunctuationSpacingRule(), TitleCaseRule(),
    ]

    public let configuration: CheckConfiguration
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
    ///   files are findings, not errors.
    /// - Throws: ``CheckError`` when there is nothing to check or the base language cannot be told.
    public func run() throws(CheckError) -> Report {
        let found = try LocalizationScanner(fileSystem: fileSystem).scan(configuration.paths)
        guard !found.folders.isEmpty || !found.catalogs.isEmpty else { throw .nothingFound(paths: configuration.paths) }
        if let sources = configuration.sourcesDirectory, fileSystem.isDirectory(sources) != true {
            throw .sourcesNotFound(sources)
        }
        let resolver = BaseLanguageResolver(fileSystem: fileSystem, hints: found.regionHints)
        let loader = TableLoader(fileSystem: fileSystem)

        var groups: [LocalizationGroup] = []
        var problems: [LoadProblem] = []
        let allFolders = found.folders.flatMap(\.lprojs)
        var loaded = loader.load(folders: allFolders).makeIterator()
        for (directory, lprojs) in found.folders {
            var tables: [String: [String: LocalizedTable]] = [:]
            var folders: [String: String] = [:]
            for lproj in lprojs {
                let result = loaded.next()!
                let language = Path.stem(of: Path.name(of: lproj))
                tables[language] = result.tables
                folders[language] = lproj
                problems += result.problems
            }
            let base = try resolver.base(explicit: configuration.base, languages: tables.keys.sorted(), path: directory)
            groups.append(LocalizationGroup(path: directory, isCatalog: false, base: base,
                                            baseRulesLanguage: resolver.baseRulesLanguage, tables: tables, folders: folders))
        }
        for catalog in found.catalogs {
            let result = loader.loadCatalog(catalog, base: configuration.base)
            problems += result.problems
            if let group = result.group { groups.append(group) }
        }

        let usages = configuration.sourcesDirectory.map { SourceKeyScanner(fileSystem: fileSystem).scan(directory: $0) }
        let context = CheckContext(groups: groups, problems: problems, allowList: configuration.allowList, usages: usages)
        let checks = Self.checks.filter { configuration.rules.contains($0.rule) }
        var diagnostics = Self.run(checks, on: context)
        if configuration.strict {
            for index in diagnostics.indices { diagnostics[index].severity = .error }
        }
        return Report(
            diagnostics: diagnostics,
            coverage: Self.coverage(of: context),
            localizations: groups.map { LocalizationSet(path: $0.path, base: $0.base, languages: $0.languages) })
    }

    /// Runs the checks side by side: they only read the context.
    private static func run(_ checks: [any RuleCheck], on context: CheckContext) -> [Diagnostic] {
        var results = [[Diagnostic]](repeating: [], count: checks.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let output = ResultSlots(buffer)
            DispatchQueue.concurrentPerform(iterations: checks.count) { index in
                output.buffer[index] = checks[index].check(context)
            }
        }
        return results.flatMap { $0 }
    }

    /// Base keys each language defines as the same kind, over all its tables and sets.
    static func coverage(of context: CheckContext) -> [LanguageCoverage] {
        var counts: [String: (present: Int, total: Int)] = [:]
        for pair in context.pairs {
            var count = counts[pair.language] ?? (0, 0)
            if let base = pair.base {
                count.total += base.entries.count
                if let translated = pair.translation?.entries {
                    for (key, entry) in base.entries where translated[key]?.content.isPlural == entry.content.isPlural {
                        count.present += 1
                    }
                }
            }
            counts[pair.language] = count
        }
        return counts.keys.sorted().map { LanguageCoverage(language: $0, present: counts[$0]!.present, total: counts[$0]!.total) }
    }
}

private struct ResultSlots: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<[Diagnostic]>
    init(_ buffer: UnsafeMutableBufferPointer<[Diagnostic]>) { self.buffer = buffer }
}
