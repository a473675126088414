import Strings

/// A rule's findings grouped by the base entry they point to (their related position and key):
/// one group holds that key's finding in every language, for the run-wide decisions that judge a
/// key by how many languages write it one way (``UntranslatedRule``, ``TitleCaseRule``).
enum FindingsByBaseEntry {
    /// The indices in `diagnostics` of `rule`'s findings, grouped by base entry; findings without
    /// a related file are in no group. One pass.
    static func groups(of rule: Rule, in diagnostics: [Diagnostic]) -> [(file: String, indices: [Int])] {
        struct Entry: Hashable { let file: String, line: Int, column: Int, key: String? }
        var groups: [Entry: [Int]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.rule == rule {
            guard let related = diagnostic.related, let file = related.file else { continue }
            groups[Entry(file: file, line: related.line, column: related.column, key: diagnostic.key), default: []].append(index)
        }
        return groups.map { ($0.key.file, $0.value) }
    }

    /// `diagnostics` without those at `dropped`, in their order.
    static func removing(_ dropped: Set<Int>, from diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !dropped.isEmpty else { return diagnostics }
        return diagnostics.indices.filter { !dropped.contains($0) }.map { diagnostics[$0] }
    }
}
