#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IVersionSupport

/// Turns a ``Report`` into what the CLI prints: compiler-style lines and a coverage table for
/// people and problem matchers, or JSON for scripts.
public enum ReportRenderer {
    /// The text output: one `path:line:col: severity: message [rule]` line per finding (plus a
    /// `note:` line at its related position), the coverage of each language, and the counts.
    ///
    /// ```text
    /// Localizations/fr.lproj/iVersion.strings:1:1: error: fr lacks "iVersionOKButton", which the base (en) defines [missing-key]
    /// Localizations/en.lproj/iVersion.strings:12:1: note: the base's definition is here
    ///
    /// coverage (keys present / base keys):
    ///   fr  12/13  92.3%
    /// 1 error, 0 warnings
    /// ```
    ///
    /// Condensed, the output stays short enough to read to the end: in each table, a rule's
    /// findings past the first two are one `note:` line that counts them by language.
    /// - Parameters:
    ///   - report: The report.
    ///   - summary: Whether to print the coverage table and the counts.
    ///   - condensed: Whether to sum up large groups of findings (the CLI's default; `--all` prints every one).
    /// - Returns: The text, ending in a newline.
    public static func text(_ report: Report, summary: Bool = true, condensed: Bool = false) -> String {
        // Keys, values and paths come from the checked files: a control character among them
        // must not reach the terminal (PrintableText shows it as \u{…}).
        let (findingLines, condensedCount) = condensed ? CondensedFindings.lines(report.diagnostics) : (report.diagnostics.flatMap(\.lines), 0)
        var lines = findingLines.map(PrintableText.escaped)
        if summary {
            if !lines.isEmpty { lines.append("") }
            let bases = Set(report.localizations.map(\.base)).sorted().map(PrintableText.escaped).joined(separator: ", ")
            lines.append("coverage (keys present / keys in the base, \(bases)):")
            let width = report.coverage.map { PrintableText.escaped($0.language).count }.max() ?? 0
            for row in report.coverage {
                let name = PlainText.padded(PrintableText.escaped(row.language), to: width)
                lines.append("  \(name)  \(row.present)/\(row.total)  \(PlainText.printf("%.1f", row.percent))%")
            }
            for skipped in report.skipped ?? [] {
                lines.append(PrintableText.escaped("not checked: \(skipped.path), \(skipped.reason)"))
            }
            let languages = Set(report.localizations.flatMap(\.languages)).count
            lines.append("\(count(report.errorCount, "error")), \(count(report.warningCount, "warning")) in \(count(languages, "language"))"
                         + (condensedCount > 0 ? " (\(count(condensedCount, "finding")) counted in note: lines; --all lists every one)" : ""))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The report as JSON (`diagnostics`, `coverage`, `localizations`, `errorCount`,
    /// `warningCount`), keys sorted, for scripts.
    public static func json(_ report: Report) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain values cannot fail.
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
