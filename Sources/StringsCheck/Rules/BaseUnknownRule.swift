/// `base-unknown` (off by default): a table whose base cannot be told, so its translations cannot be
/// compared. One finding per table, naming what was looked for; the rest of the tree is still
/// checked. With the rule off, each such table is a `not checked:` note (``note(_:)``).
struct BaseUnknownRule: RuleCheck {
    let rule = Rule.baseUnknown

    func check(_ context: CheckContext) -> [Diagnostic] {
        context.unknownBases.map { unknown in
            Diagnostic(
                rule: rule, at: unknown.location,
                "cannot tell the base of table \"\(unknown.table)\" in \(unknown.component) (it is in \(unknown.languages.joined(separator: ", "))): looked for \(unknown.lookedFor); pass --base, or add the base language's file",
                key: nil)
        }
    }

    /// The note a table whose base cannot be told gets when the rule does not run.
    static func note(_ unknown: UnknownBase) -> SkippedLocalization {
        SkippedLocalization(
            path: unknown.component, language: "",
            reason:
                "table \"\(unknown.table)\" (in \(unknown.languages.joined(separator: ", "))) is not compared: its base cannot be told (looked for \(unknown.lookedFor)); pass --base, or --enable base-unknown to make it a finding"
        )
    }
}
