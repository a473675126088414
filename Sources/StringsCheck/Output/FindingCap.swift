/// The bound on the findings the machine formats (JSON, SARIF, GitHub annotations) list, so their
/// size stays a small multiple of the input however many findings one file gives.
///
/// A source file under `--sources` gives one `undefined-key` finding per lookup of an unknown key:
/// `String(localized:"k")` is 21 bytes and its SARIF result about 330, so one 29 MB file made a
/// 440 MB SARIF log and a million workflow commands. Past the caps, findings are summed up:
///
/// - in each file, a rule's findings of one severity past the first ``perFile`` are one finding at
///   the first of them, `K more errors of [rule] in this file, not listed`;
/// - past ``total`` findings in all, the rest are one finding per rule and severity, at the first
///   of them, counting them and their files.
///
/// The report's ``Report/errorCount`` and ``Report/warningCount`` still count every finding, so the
/// exit status and the counts do not change. `--all` lists every finding; the text output has its
/// own, tighter grouping (`CondensedFindings`).
///
/// ```swift
/// let listed = FindingCap.capped(report)   // what --format sarif writes
/// ```
public enum FindingCap {
    /// Findings of one rule and severity in one file listed in full.
    public static let perFile = 100
    /// Findings listed in all (GitHub code scanning keeps 25,000 results of a run, and shows 5,000).
    public static let total = 10_000

    /// The report with findings past the caps summed up (see ``FindingCap``).
    /// - Parameters:
    ///   - report: A report, its findings sorted as ``Report`` keeps them.
    ///   - perFile: Findings of one rule and severity listed per file.
    ///   - total: Findings listed in all.
    /// - Returns: The report to render; its counts are the original report's.
    public static func capped(_ report: Report, perFile: Int = perFile, total: Int = total) -> Report {
        let perFileCapped = cappedPerFile(report.diagnostics, limit: perFile)
        guard perFileCapped.count != report.diagnostics.count || perFileCapped.count > total else { return report }
        var capped = Report(diagnostics: cappedInAll(perFileCapped, limit: total),
                            coverage: report.coverage, localizations: report.localizations)
        capped.skipped = report.skipped
        capped.errorCount = report.errorCount
        capped.warningCount = report.warningCount
        return capped
    }

    /// A finding as listed, and how many findings it stands for (more than 1 for a summary).
    private typealias Listed = (diagnostic: Diagnostic, count: Int)

    private struct Group: Hashable {
        var rule: Rule
        var severity: Severity
        var file: String
    }

    private static func cappedPerFile(_ diagnostics: [Diagnostic], limit: Int) -> [Listed] {
        var sizes: [Group: Int] = [:]
        for diagnostic in diagnostics { sizes[Group(rule: diagnostic.rule, severity: diagnostic.severity, file: diagnostic.file), default: 0] += 1 }
        var seen: [Group: Int] = [:]
        var listed: [Listed] = []
        for diagnostic in diagnostics {
            let group = Group(rule: diagnostic.rule, severity: diagnostic.severity, file: diagnostic.file)
            let size = sizes[group] ?? 0
            let index = seen[group, default: 0]
            seen[group] = index + 1
            // One more finding listed costs no more than the line that would count it.
            if size <= limit + 1 || index < limit {
                listed.append((diagnostic, 1))
            } else if index == limit {
                let rest = size - limit
                listed.append((summary(of: diagnostic, "\(rest) more \(plural(diagnostic.severity, rest)) of [\(diagnostic.rule.rawValue)] in this file, not listed: the output lists \(limit) per rule and file; --all lists every one"), rest))
            }
        }
        return listed
    }

    private static func cappedInAll(_ listed: [Listed], limit: Int) -> [Diagnostic] {
        guard listed.count > limit else { return listed.map(\.diagnostic) }
        struct Rest {
            var first: Diagnostic
            var count: Int
            var files: Int
            var lastFile: String
        }
        var rests: [Group: Rest] = [:]
        var order: [Group] = []
        for (diagnostic, count) in listed[limit...] {
            let group = Group(rule: diagnostic.rule, severity: diagnostic.severity, file: "")
            if var rest = rests[group] {
                rest.count += count
                // Findings come sorted by file: a rule's files follow one another.
                if rest.lastFile != diagnostic.file { rest.files += 1 }
                rest.lastFile = diagnostic.file
                rests[group] = rest
            } else {
                rests[group] = Rest(first: diagnostic, count: count, files: 1, lastFile: diagnostic.file)
                order.append(group)
            }
        }
        return listed[..<limit].map(\.diagnostic) + order.compactMap { group in
            rests[group].map { rest in
                summary(of: rest.first, "\(rest.count) more \(plural(group.severity, rest.count)) of [\(group.rule.rawValue)] in \(rest.files) file\(rest.files == 1 ? "" : "s") from here on, not listed: the output lists \(limit) findings; --all lists every one")
            }
        }
    }

    /// A finding that stands for others: at the first of them, with their rule and severity.
    private static func summary(of first: Diagnostic, _ message: String) -> Diagnostic {
        Diagnostic(rule: first.rule, severity: first.severity, at: first.location, message)
    }

    private static func plural(_ severity: Severity, _ count: Int) -> String {
        severity.rawValue + (count == 1 ? "" : "s")
    }
}
