/// One rule's check: reads the context, returns its findings.
///
/// Each rule lives in its own file beside this one; ``Checker`` runs the enabled ones.
protocol RuleCheck: Sendable {
    /// The rule this check implements.
    var rule: Rule { get }
    /// The rule's findings, in any order.
    func check(_ context: CheckContext) -> [Diagnostic]
}
