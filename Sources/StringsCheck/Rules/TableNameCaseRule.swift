/// `table-name-case`: one table whose files are named in spellings that differ only in case.
/// Xcode builds on a case-insensitive volume, where they are one table; on a device the file
/// system tells them apart and `Bundle` finds only the spelling asked for, so the languages
/// using the other spelling fall back to the development language there. One warning per table,
/// naming every spelling and who uses it; the table is checked as one.
struct TableNameCaseRule: RuleCheck {
    let rule = Rule.tableNameCase

    func check(_ context: CheckContext) -> [Diagnostic] {
        context.spellingConflicts.map { conflict in
            let spellings = conflict.spellings.keys.sorted().map { spelling in
                "\"\(spelling)\" (\(Self.languages(conflict.spellings[spelling] ?? [])))"
            }
            return Diagnostic(
                rule: rule, at: conflict.location,
                "table \"\(conflict.table)\" in \(conflict.component) is named \(spellings.joined(separator: " and ")): one table on a Mac's case-insensitive volume, two on a device, where Bundle finds only the spelling it is asked for; rename the files to one spelling")
        }
    }

    /// `de, fr, it and 25 more`.
    private static func languages(_ languages: [String]) -> String {
        let sorted = languages.sorted()
        guard sorted.count > 4 else { return sorted.joined(separator: ", ") }
        return sorted.prefix(3).joined(separator: ", ") + " and \(sorted.count - 3) more"
    }
}
