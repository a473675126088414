#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IVersionSupport

/// The shape of a report at a glance: how many findings per rule and per language, and the
/// files with the most, so a project with thousands of findings knows where to start.
///
/// ```swift
/// let summary = ReportSummary(report)
/// summary.worstFiles.first?.file   // the file with the most errors
/// print(SummaryRenderer.text(summary), terminator: "")
/// ```
public struct ReportSummary: Sendable, Hashable, Codable {
    /// Errors and warnings under one heading (a rule, a language or a file).
    public struct Row: Sendable, Hashable, Codable {
        /// The rule's name, the language, or the file's path.
        public var name: String
        /// How many findings are errors.
        public var errors: Int
        /// How many findings are warnings.
        public var warnings: Int

        /// A row.
        public init(name: String, errors: Int, warnings: Int) {
            self.name = name
            self.errors = errors
            self.warnings = warnings
        }
    }

    /// Rules with findings, in the order of ``Rule``'s declaration.
    public var byRule: [Row]
    /// Languages with findings, sorted; findings about no language are under ``noLanguage``.
    public var byLanguage: [Row]
    /// Every file with findings, most errors first, then most warnings, then by path.
    public var worstFiles: [Row]
    /// All errors.
    public var errors: Int
    /// All warnings.
    public var warnings: Int

    /// The name under which findings about no one language are counted.
    public static let noLanguage = "(no language)"

    /// The summary of a report.
    public init(_ report: Report) {
        var rules: [Rule: Row] = [:]
        var languages: [String: Row] = [:]
        var files: [String: Row] = [:]
        func count(_ row: inout Row, _ severity: Severity) {
            if severity == .error { row.errors += 1 } else { row.warnings += 1 }
        }
        for diagnostic in report.diagnostics {
            count(&rules[diagnostic.rule, default: Row(name: diagnostic.rule.rawValue, errors: 0, warnings: 0)], diagnostic.severity)
            let language = diagnostic.language ?? Self.noLanguage
            count(&languages[language, default: Row(name: language, errors: 0, warnings: 0)], diagnostic.severity)
            count(&files[diagnostic.file, default: Row(name: diagnostic.file, errors: 0, warnings: 0)], diagnostic.severity)
        }
        byRule = Rule.allCases.compactMap { rules[$0] }
        byLanguage = languages.values.sorted { $0.name < $1.name }
        worstFiles = files.values.sorted {
            if $0.errors != $1.errors { return $0.errors > $1.errors }
            if $0.warnings != $1.warnings { return $0.warnings > $1.warnings }
            return $0.name < $1.name
        }
        errors = report.errorCount
        warnings = report.warningCount
    }
}

/// Prints a ``ReportSummary`` as aligned text tables (what `strings-check --summary` shows).
///
/// ```text
/// summary: 14 errors, 5 warnings in 3 files
/// by rule:
///   rule         errors  warnings
///   missing-key      12         0
///   extra-key         0         5
/// by language:
///   language  errors  warnings
///   de             4         0
///   fr            10         5
/// worst files (3 of 3, by errors, then warnings):
///   errors  warnings  file
///       10         5  App/fr.lproj/Localizable.strings
/// ```
public enum SummaryRenderer {
    /// The summary as text, names with control characters escaped, ending in a newline.
    /// - Parameters:
    ///   - summary: The summary.
    ///   - worstFiles: How many files to list (20 by default).
    /// - Returns: The text.
    public static func text(_ summary: ReportSummary, worstFiles: Int = 20) -> String {
        guard summary.errors + summary.warnings > 0 else { return "summary: no findings\n" }
        var lines = ["summary: \(count(summary.errors, "error")), \(count(summary.warnings, "warning")) in \(count(summary.worstFiles.count, "file"))"]
        lines.append("by rule:")
        lines += table(header: "rule", summary.byRule)
        lines.append("by language:")
        lines += table(header: "language", summary.byLanguage)
        let shown = Array(summary.worstFiles.prefix(max(worstFiles, 0)))
        lines.append("worst files (\(shown.count) of \(summary.worstFiles.count), by errors, then warnings):")
        lines.append("  errors  warnings  file")
        for row in shown {
            lines.append("  \(pad(row.errors, 6))  \(pad(row.warnings, 8))  \(SafeText.line(row.name, .escape))")
        }
        // Names are escaped already; the lines also go to CI logs, where a language named
        // `::error::…` must not become a command.
        return lines.map { SafeText.neutralizingWorkflowCommands($0) + "\n" }.joined()
    }

    private static func table(header: String, _ rows: [ReportSummary.Row]) -> [String] {
        // Neutralised before padding, so the columns stay aligned (a name starts its line).
        let names = rows.map { SafeText.line($0.name, .ciLog) }
        let width = max(header.count, names.map(\.count).max() ?? 0)
        var lines = ["  \(PlainText.padded(header, to: width))  errors  warnings"]
        for (row, name) in zip(rows, names) {
            lines.append("  \(PlainText.padded(name, to: width))  \(pad(row.errors, 6))  \(pad(row.warnings, 8))")
        }
        return lines
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: " ", count: max(width - text.count, 0)) + text
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
