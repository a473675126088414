import IVersionSupport
import Strings

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
        var text = ""
        writeText(report, summary: summary, condensed: condensed) { text += $0 }
        return text
    }

    /// The text output, written line by line (each piece ends in a newline), so a report of many
    /// findings is never one string. Every line is safe for a terminal and for a GitHub Actions
    /// log (the package's text-safety type, under its CI-log policy).
    /// - Parameters:
    ///   - report: The report.
    ///   - summary: Whether to print the coverage table and the counts.
    ///   - condensed: Whether to sum up large groups of findings (see ``text(_:summary:condensed:)``).
    ///   - output: Receives the text in order.
    public static func writeText(_ report: Report, summary: Bool = true, condensed: Bool = false, to output: (String) -> Void) {
        // Keys, values and paths come from the checked files: a control character among them
        // must not reach the terminal (it is shown as \u{…}), nor a workflow command the log.
        func line(_ text: String) { output(SafeText.line(text, .ciLog) + "\n") }
        var condensedCount = 0
        if condensed {
            let (lines, count) = CondensedFindings.lines(report.diagnostics)
            lines.forEach(line)
            condensedCount = count
        } else {
            for diagnostic in report.diagnostics { diagnostic.lines.forEach(line) }
        }
        guard summary else { return }
        if !report.diagnostics.isEmpty { output("\n") }
        let bases = Set(report.localizations.map(\.base)).sorted().joined(separator: ", ")
        line("coverage (keys present / keys in the base, \(bases)):")
        let width = report.coverage.map { SafeText.line($0.language, .escape).count }.max() ?? 0
        for row in report.coverage {
            let name = PlainText.padded(SafeText.line(row.language, .escape), to: width)
            line("  \(name)  \(row.present)/\(row.total)  \(PlainText.printf("%.1f", row.percent))%")
        }
        for skipped in report.skipped ?? [] {
            line("not checked: \(skipped.path), \(skipped.reason)")
        }
        let languages = Set(report.localizations.flatMap(\.languages)).count
        line("\(count(report.errorCount, "error")), \(count(report.warningCount, "warning")) in \(count(languages, "language"))"
             + (condensedCount > 0 ? " (\(count(condensedCount, "finding")) counted in note: lines; --all lists every one)" : ""))
    }

    /// The report as JSON (`diagnostics`, `coverage`, `localizations`, `errorCount`,
    /// `warningCount`), keys sorted, for scripts.
    public static func json(_ report: Report) -> String {
        var text = ""
        writeJSON(report) { text += $0 }
        return text
    }

    /// The JSON output written piece by piece (a finding at a time), in the layout of Foundation's
    /// pretty-printing encoder with sorted keys: what ``json(_:)`` returns, never held whole.
    /// - Parameters:
    ///   - report: The report.
    ///   - output: Receives the text in order.
    public static func writeJSON(_ report: Report, to output: (String) -> Void) {
        output("{\n")
        writeArray("coverage", report.coverage, to: output) { row in
            [("language", JSONText.quoted(row.language)), ("percent", JSONText.number(row.percent)),
             ("present", String(row.present)), ("total", String(row.total))]
        }
        writeArray("diagnostics", report.diagnostics, to: output) { diagnostic in
            var members: [(String, String)] = [("column", String(diagnostic.column)), ("file", JSONText.quoted(diagnostic.file))]
            if let key = diagnostic.key { members.append(("key", JSONText.quoted(key))) }
            if let language = diagnostic.language { members.append(("language", JSONText.quoted(language))) }
            members.append(("line", String(diagnostic.line)))
            members.append(("message", JSONText.quoted(diagnostic.message)))
            if let related = diagnostic.related {
                var location = [("column", String(related.column))]
                if let file = related.file { location.append(("file", JSONText.quoted(file))) }
                location.append(("line", String(related.line)))
                members.append(("related", prettyObject(location, indent: 6)))
            }
            members.append(("rule", JSONText.quoted(diagnostic.rule.rawValue)))
            members.append(("severity", JSONText.quoted(diagnostic.severity.rawValue)))
            return members
        }
        output("  \"errorCount\" : \(report.errorCount),\n")
        writeArray("localizations", report.localizations, to: output) { set in
            let languages = set.languages.isEmpty ? "[\n\n      ]"
                : "[\n" + set.languages.map { "        " + JSONText.quoted($0) }.joined(separator: ",\n") + "\n      ]"
            return [("base", JSONText.quoted(set.base)), ("languages", languages), ("path", JSONText.quoted(set.path))]
        }
        if let skipped = report.skipped {
            writeArray("skipped", skipped, to: output) { skipped in
                [("language", JSONText.quoted(skipped.language)), ("path", JSONText.quoted(skipped.path)),
                 ("reason", JSONText.quoted(skipped.reason))]
            }
        }
        output("  \"warningCount\" : \(report.warningCount)\n}\n")
    }

    /// `  "name" : [ {…}, {…} ],` with each element an object at the second level.
    private static func writeArray<Element>(
        _ name: String, _ elements: [Element], to output: (String) -> Void, members: (Element) -> [(String, String)]
    ) {
        guard !elements.isEmpty else {
            output("  \(JSONText.quoted(name)) : [\n\n  ],\n")
            return
        }
        output("  \(JSONText.quoted(name)) : [\n")
        for (index, element) in elements.enumerated() {
            output("    " + prettyObject(members(element), indent: 4) + (index == elements.count - 1 ? "\n" : ",\n"))
        }
        output("  ],\n")
    }

    /// `{ "a" : 1, … }` over several lines, its members `indent + 2` spaces in, its closing brace `indent`.
    private static func prettyObject(_ members: [(String, String)], indent: Int) -> String {
        let inner = String(repeating: " ", count: indent + 2)
        return "{\n" + members.map { inner + JSONText.quoted($0.0) + " : " + $0.1 }.joined(separator: ",\n")
            + "\n" + String(repeating: " ", count: indent) + "}"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
