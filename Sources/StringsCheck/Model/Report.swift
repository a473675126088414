/// What a check found: the diagnostics in file order and how complete each language is.
///
/// ```swift
/// let report = try Checker(configuration: .init(paths: ["Localizations"])).run()
/// report.diagnostics.forEach { print($0) }
/// exit(report.exitCode)
/// ```
public struct Report: Sendable, Hashable, Codable {
    /// Every finding, sorted by file, line and column.
    public var diagnostics: [Diagnostic]
    /// One row per language (base languages excluded), sorted by language.
    public var coverage: [LanguageCoverage]
    /// Each set of localisations found and the base language chosen for it.
    public var localizations: [LocalizationSet]
    /// `.lproj` folders found but not checked: pseudo-languages such as translatewiki's `qqq`
    /// (nil when there are none, and then absent from the JSON).
    public var skipped: [SkippedLocalization]?
    /// The number of diagnostics that are errors.
    public var errorCount: Int
    /// The number of diagnostics that are warnings.
    public var warningCount: Int

    /// A report; the diagnostics are sorted and counted.
    /// - Parameters:
    ///   - diagnostics: Every finding, in any order.
    ///   - coverage: One row per translated language.
    ///   - localizations: The localisation sets found and their bases.
    public init(diagnostics: consuming [Diagnostic], coverage: [LanguageCoverage], localizations: [LocalizationSet]) {
        var findings = diagnostics
        // Positions are sorted, then the findings put in place by following the permutation's
        // cycles: sorting the findings themselves copied each (and retained its five strings) at
        // every step of the merge, and a sorted copy held every finding twice.
        let order = findings.withUnsafeBufferPointer { findings in
            // Compared where they lie: handing two findings to the comparison copied both (a retain
            // and a release of each of their strings) at every step, most of the sort's time.
            guard let first = findings.baseAddress else { return [Int]() }
            return findings.indices.sorted { Diagnostic.precedes(first + $0, first + $1) }
        }
        var placed = [Bool](repeating: false, count: order.count)
        for start in order.indices where !placed[start] {
            let first = findings[start]
            var index = start
            while true {
                placed[index] = true
                let next = order[index]
                if next == start {
                    findings[index] = first
                    break
                }
                findings[index] = findings[next]
                index = next
            }
        }
        self.errorCount = findings.count { $0.severity == .error }
        self.warningCount = findings.count - errorCount
        self.diagnostics = findings
        self.coverage = coverage
        self.localizations = localizations
    }

    /// 1 when any diagnostic is an error, else 0 (usage errors, 2, never reach a report).
    public var exitCode: Int32 { errorCount > 0 ? 1 : 0 }
}

/// How many of the base's keys one language defines.
public struct LanguageCoverage: Sendable, Hashable, Codable {
    /// The localisation's name on disk (`fr`, `zh-Hant`).
    public var language: String
    /// Base keys the language defines, as the same kind (plain string or plural).
    public var present: Int
    /// Base keys in the tables the language is compared with.
    public var total: Int
    /// `present / total` in percent, 100 when there is nothing to translate.
    public var percent: Double

    /// A row; ``percent`` is computed, rounded down to one decimal so 99.99% never shows as 100%.
    public init(language: String, present: Int, total: Int) {
        self.language = language
        self.present = present
        self.total = total
        self.percent = total == 0 ? 100 : (Double(present) * 1000 / Double(total)).rounded(.down) / 10
    }
}

/// A directory of `.lproj` folders (or one String Catalog) and its base language.
public struct LocalizationSet: Sendable, Hashable, Codable {
    /// The directory holding the `.lproj` folders, or the `.xcstrings` file.
    public var path: String
    /// The base language the others are compared with.
    public var base: String
    /// Every language found, base included, sorted.
    public var languages: [String]

    /// A localisation set at `path` compared with `base`.
    public init(path: String, base: String, languages: [String]) {
        self.path = path
        self.base = base
        self.languages = languages
    }
}

/// A localisation found but not checked, and why: a pseudo-language such as translatewiki's
/// message documentation (`qqq.lproj`), which holds notes for translators, not translations.
public struct SkippedLocalization: Sendable, Hashable, Codable {
    /// The folder.
    public var path: String
    /// Its name without `.lproj`.
    public var language: String
    /// Why it is not checked.
    public var reason: String

    /// A folder left out, and why.
    public init(path: String, language: String, reason: String) {
        self.path = path
        self.language = language
        self.reason = reason
    }
}
