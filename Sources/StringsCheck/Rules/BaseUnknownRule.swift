/// `base-unknown`: a table whose base cannot be told, so its translations cannot be compared.
/// One finding per table, naming what was looked for; the rest of the tree is still checked.
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
}
