/// Which keys of a rule editor's formatting table (see ``RuleEditorFormatting``) a translation
/// splits: its own keys (those the base lacks) that narrow a base key's choice lists, and the base
/// keys it lacks whose every row such keys translate.
///
/// Made once per table pair. Each key is parsed once, and a base key finds the keys that may split
/// it by looking up its rows: a key that splits it has, as the first choice of each of its lists,
/// one of the base key's rows. So n base keys and n translation-only keys cost about n parses and
/// lookups, not n × n comparisons (a table of a few thousand rows made millions).
struct RuleEditorSplits {
    /// The translation's own keys that split some base key: translations of it, not extra keys.
    private(set) var splitting: Set<String> = []
    /// The base keys the translation lacks whose every row some split translates: not missing.
    private(set) var covered: Set<String> = []

    /// Beyond this many rows a base key's splits are taken to cover it, rather than counted.
    static let maximumRows = 4096

    /// - Parameters:
    ///   - baseKeys: Every key of the base table.
    ///   - ownKeys: The translation's keys the base lacks.
    ///   - isLacked: Whether the translation lacks a base key (only those can be covered).
    init(baseKeys: some Sequence<String>, ownKeys: some Sequence<String>, isLacked: (String) -> Bool) {
        var own: [ChoiceKey] = []
        var byFirstRow: [Row: [Int]] = [:]
        var bySkeleton: [String: [Int]] = [:]
        for key in ownKeys {
            let parsed = ChoiceKey(key)
            let firstChoices = parsed.lists.compactMap(\.first)
            guard !parsed.lists.isEmpty, firstChoices.count == parsed.lists.count else { continue }
            byFirstRow[Row(skeleton: parsed.skeleton, choices: firstChoices), default: []].append(own.count)
            bySkeleton[parsed.skeleton, default: []].append(own.count)
            own.append(parsed)
        }
        guard !own.isEmpty else { return }
        for key in baseKeys {
            let base = ChoiceKey(key)
            // Most base keys share no skeleton with any key of the translation's own.
            guard !base.lists.isEmpty, let sameSkeleton = bySkeleton[base.skeleton] else { continue }
            // A key too wide to count its rows is compared with every key of its skeleton.
            let rows = Self.rows(of: base.lists)
            let candidates = rows.map { all in
                Set(all.flatMap { byFirstRow[Row(skeleton: base.skeleton, choices: $0)] ?? [] }).sorted()
            } ?? sameSkeleton
            let choices = base.lists.map(Set.init)
            let splits = candidates.map { own[$0] }.filter { $0.narrows(choices) }
            guard !splits.isEmpty else { continue }
            splitting.formUnion(splits.map(\.key))
            guard isLacked(key) else { continue }
            let isCovered = rows?.allSatisfy { row in
                splits.contains { split in zip(split.choices, row).allSatisfy { $0.contains($1) } }
            } ?? true
            if isCovered { covered.insert(key) }
        }
    }

    /// Each row of a key with these lists (one choice from each), or nil past ``maximumRows``.
    private static func rows(of lists: [[Substring]]) -> [[Substring]]? {
        var rows: [[Substring]] = [[]]
        for list in lists {
            rows = rows.flatMap { row in list.map { row + [$0] } }
            if rows.count > maximumRows { return nil }
        }
        return rows
    }

    /// One row of a key: its skeleton and a choice from each list.
    private struct Row: Hashable {
        let skeleton: String
        let choices: [Substring]
    }

    /// A key parsed once: the text outside its choice lists, and the lists.
    private struct ChoiceKey {
        let key: String
        let skeleton: String
        let lists: [[Substring]]
        let choices: [Set<Substring>]

        init(_ key: String) {
            let parsed = RuleEditorFormatting.split(key)
            (self.key, skeleton, lists) = (key, parsed.skeleton, parsed.lists)
            choices = parsed.lists.map(Set.init)
        }

        /// Whether this key narrows a key of the same skeleton with these lists: each of its lists
        /// a non-empty subset of the other's.
        func narrows(_ wider: [Set<Substring>]) -> Bool {
            choices.count == wider.count && zip(choices, wider).allSatisfy { !$0.isEmpty && $0.isSubset(of: $1) }
        }
    }
}
