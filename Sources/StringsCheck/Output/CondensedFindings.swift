/// The default text output's shape: a person reads it to the end. Findings of one rule and
/// severity in one table (every language's file of it: `*.lproj/Localizable.strings`, or one
/// String Catalog) print in full up to ``shownPerGroup``; past that, the first ones print and one
/// `note:` line counts the rest by language. `--all` prints every finding; baselines always hold
/// every one, and JSON, SARIF and GitHub annotations have their own, wider cap (``FindingCap``).
enum CondensedFindings {
    /// Findings printed before a group is summed up.
    static let shownPerGroup = 2
    /// A group this small prints whole: a count line would save nothing.
    static let wholeGroupLimit = 3

    /// The lines of the findings, condensed, and how many findings the count lines stand for.
    static func lines(_ diagnostics: [Diagnostic]) -> (lines: [String], condensed: Int) {
        // Each finding's group, found once: its table's name is made from its file's path, and
        // the findings of one file are many.
        var tables: [String: String] = [:]
        let keys = diagnostics.map { diagnostic in
            GroupKey(diagnostic, table: tables[diagnostic.file] ?? {
                let table = GroupKey.table(of: diagnostic.file)
                tables[diagnostic.file] = table
                return table
            }())
        }
        var sizes: [GroupKey: Int] = [:]
        var languages: [GroupKey: [String: Int]] = [:]
        for (diagnostic, key) in zip(diagnostics, keys) {
            sizes[key, default: 0] += 1
            languages[key, default: [:]][diagnostic.language ?? "", default: 0] += 1
        }
        var shown: [GroupKey: Int] = [:]
        var lines: [String] = []
        var condensed = 0
        for (diagnostic, key) in zip(diagnostics, keys) {
            let size = sizes[key] ?? 0
            if size <= wholeGroupLimit { lines += diagnostic.lines; continue }
            let count = shown[key, default: 0]
            shown[key] = count + 1
            guard count < shownPerGroup else { continue }
            lines += diagnostic.lines
            if count + 1 == shownPerGroup {
                let rest = size - shownPerGroup
                condensed += rest
                lines.append("\(key.table): note: \(rest) more \(key.severity.rawValue)\(rest == 1 ? "" : "s") of [\(key.rule.rawValue)] in "
                             + (key.table.hasSuffix("*.lproj") ? "these language folders" : "this table")
                             + byLanguage(languages[key] ?? [:]) + "; --all lists every one")
            }
        }
        return (lines, condensed)
    }

    /// ` (hy-AM 451, hy 386, ckb 315 and 40 more languages)`, largest first.
    private static func byLanguage(_ counts: [String: Int]) -> String {
        let named = counts.filter { !$0.key.isEmpty }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        guard !named.isEmpty else { return "" }
        let listed = named.prefix(3).map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return " (all findings: \(listed)\(named.count > 3 ? " and \(named.count - 3) more languages" : ""))"
    }

    /// A rule, a severity and a table: every language's file of the table, written with `*.lproj`.
    private struct GroupKey: Hashable {
        var rule: Rule
        var severity: Severity
        var table: String

        init(_ diagnostic: Diagnostic, table: String) {
            rule = diagnostic.rule
            severity = diagnostic.severity
            self.table = table
        }

        /// The file's path with its `.lproj` folder written `*.lproj`.
        static func table(of file: String) -> String {
            file.split(separator: "/", omittingEmptySubsequences: false)
                .map { $0.hasSuffix(".lproj") ? "*.lproj" : String($0) }.joined(separator: "/")
        }
    }
}
