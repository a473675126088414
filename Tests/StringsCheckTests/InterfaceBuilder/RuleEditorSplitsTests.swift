import PropertySupport
@testable import StringsCheck
import Testing

/// Which keys a translation of a predicate editor's formatting strings splits, worked out once per
/// table pair (``RuleEditorSplits``), against the definition applied key by key.
@Suite("Rule editor splits")
struct RuleEditorSplitsTests {
    /// One case: the base's keys, the translation's own keys and the base keys it lacks, and the
    /// answer expected.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let base: [String]
        let own: [String]
        let splitting: Set<String>
        let covered: Set<String>
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "one choice per key covers the list",
             base: ["%[All,Any]@ of the following"], own: ["%[All]@ of the following", "%[Any]@ of the following"],
             splitting: ["%[All]@ of the following", "%[Any]@ of the following"], covered: ["%[All,Any]@ of the following"]),
        Case(name: "a choice no key has leaves the base key lacked",
             base: ["%[All,Any,None]@ match"], own: ["%[All]@ match", "%[Any]@ match"],
             splitting: ["%[All]@ match", "%[Any]@ match"], covered: []),
        Case(name: "a choice the base lacks is no split",
             base: ["%[All,Any]@ match"], own: ["%[All,Some]@ match", "%[Any]@ match"],
             splitting: ["%[Any]@ match"], covered: []),
        Case(name: "other text outside the lists is no split",
             base: ["%[All,Any]@ match"], own: ["%[All,Any]@ matches"], splitting: [], covered: []),
        Case(name: "two lists: every row must be in some key",
             base: ["%[Title,Author]@ %[is,contains]@ %@"],
             own: ["%[Title]@ %[is,contains]@ %@", "%[Author]@ %[is]@ %@", "%[Author]@ %[contains]@ %@"],
             splitting: ["%[Title]@ %[is,contains]@ %@", "%[Author]@ %[is]@ %@", "%[Author]@ %[contains]@ %@"],
             covered: ["%[Title,Author]@ %[is,contains]@ %@"]),
        Case(name: "a split's other choices need not come first",
             base: ["%[a,b,c]@"], own: ["%[c,a]@", "%[b]@"], splitting: ["%[c,a]@", "%[b]@"], covered: ["%[a,b,c]@"]),
        Case(name: "one key splits two base keys of the same skeleton",
             base: ["%[a,b]@ x", "%[a,c]@ x"], own: ["%[a]@ x", "%[b]@ x"], splitting: ["%[a]@ x", "%[b]@ x"], covered: ["%[a,b]@ x"]),
        Case(name: "numbered lists are their own skeleton",
             base: ["%1$[a,b]@ x"], own: ["%[a]@ x", "%1$[a]@ x", "%1$[b]@ x"], splitting: ["%1$[a]@ x", "%1$[b]@ x"], covered: ["%1$[a,b]@ x"]),
        Case(name: "a key without lists splits nothing",
             base: ["Plain", "%[a]@"], own: ["Plain text", "%@"], splitting: [], covered: []),
        Case(name: "an empty choice is a choice",
             base: ["%[,a]@ y"], own: ["%[]@ y", "%[a]@ y"], splitting: ["%[]@ y", "%[a]@ y"], covered: ["%[,a]@ y"]),
        Case(name: "past 4096 rows any split covers the key",
             base: [String(repeating: "%[a,b]@ ", count: 13)],
             own: ["%[a]@ " + String(repeating: "%[a,b]@ ", count: 12)],
             splitting: ["%[a]@ " + String(repeating: "%[a,b]@ ", count: 12)], covered: [String(repeating: "%[a,b]@ ", count: 13)]),
    ]

    @Test(arguments: cases)
    func splitsAndCoverage(_ row: Case) {
        let splits = RuleEditorSplits(baseKeys: row.base, ownKeys: row.own) { _ in true }
        #expect(splits.splitting == row.splitting)
        #expect(splits.covered == row.covered)
        #expect(Self.definition(base: row.base, own: row.own) == (row.splitting, row.covered))
    }

    /// A base key the translation defines is never covered (it is not lacked), though its splits still split it.
    @Test func onlyLackedKeysAreCovered() {
        let splits = RuleEditorSplits(baseKeys: ["%[a,b]@", "%[c,d]@"], ownKeys: ["%[a]@", "%[b]@", "%[c]@", "%[d]@"]) { $0 == "%[c,d]@" }
        #expect(splits.splitting == ["%[a]@", "%[b]@", "%[c]@", "%[d]@"])
        #expect(splits.covered == ["%[c,d]@"])
    }

    /// A table shaped like a real editor's, and larger: rows of a few templates sharing their skeletons,
    /// translations splitting some lists one choice a key, others several, some wrongly. The index
    /// gives what the definition gives key by key.
    @Test(arguments: [1, 2, 3, 4])
    func matchesTheDefinitionOnAGeneratedTable(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let skeletons = [("%[]@ of the following are true", 1), ("%[]@ %[]@ %@", 2), ("%1$[]@ %2$[]@ %3$@", 2), ("%[]@ %[]@ %[]@ days ago", 3)]
        let universe = ["Title", "Author", "is", "is not", "contains", "begins with", "All", "Any", "None", "", "Date", "1", "2"]
        func choices(_ count: Int) -> [String] { (0..<count).map { _ in universe[Int.random(in: 0..<universe.count, using: &random)] } }
        func key(_ skeleton: String, _ lists: [[String]]) -> String {
            let pieces = skeleton.split(separator: "[]", omittingEmptySubsequences: false)
            var text = String(pieces[0])
            for (list, piece) in zip(lists, pieces.dropFirst()) { text += "[" + list.joined(separator: ",") + "]" + piece }
            return text
        }
        var base: [String] = [], own: [String] = []
        for _ in 0..<120 {
            let (skeleton, listCount) = skeletons[Int.random(in: 0..<skeletons.count, using: &random)]
            let lists = (0..<listCount).map { _ in choices(1 + Int.random(in: 0..<4, using: &random)) }
            base.append(key(skeleton, lists))
            for _ in 0..<Int.random(in: 0..<4, using: &random) {
                // Mostly a choice or two of each list; now and then one the base lacks.
                let narrowed = lists.map { list in Int.random(in: 0..<8, using: &random) == 0 ? choices(1) : Array(list.shuffled(using: &random).prefix(1 + Int.random(in: 0..<2, using: &random))) }
                own.append(key(skeleton, narrowed))
            }
        }
        let baseKeys = Set(base), ownKeys = Set(own).subtracting(baseKeys)
        let lacked = Set(baseKeys.filter { _ in Int.random(in: 0..<3, using: &random) > 0 })
        let splits = RuleEditorSplits(baseKeys: baseKeys, ownKeys: ownKeys) { lacked.contains($0) }
        let expected = Self.definition(base: Array(baseKeys), own: Array(ownKeys))
        #expect(splits.splitting == expected.splitting)
        #expect(splits.covered == expected.covered.intersection(lacked))
        // The table exercises both answers.
        #expect(!expected.splitting.isEmpty && expected.splitting.count < ownKeys.count)
        #expect(!expected.covered.isEmpty && expected.covered.count < baseKeys.count)
    }

    /// The definition, key by key and quadratic (the checker's path before ``RuleEditorSplits``), kept
    /// as the reference the index must agree with: a key splits a base key when, outside the lists,
    /// the text is the same and each of its lists is a non-empty subset of the base's; a base key is
    /// covered when each of its rows (one choice per list) is in some key that splits it.
    static func definition(base: [String], own: [String]) -> (splitting: Set<String>, covered: Set<String>) {
        func isSplit(_ key: String, of baseKey: String) -> Bool {
            let (split, wider) = (RuleEditorFormatting.split(key), RuleEditorFormatting.split(baseKey))
            guard split.skeleton == wider.skeleton, split.lists.count == wider.lists.count, !split.lists.isEmpty else { return false }
            return zip(split.lists, wider.lists).allSatisfy { !$0.isEmpty && Set($0).isSubset(of: Set($1)) }
        }
        func isCovered(_ baseKey: String) -> Bool {
            let splits = own.filter { isSplit($0, of: baseKey) }.map { RuleEditorFormatting.split($0).lists.map(Set.init) }
            guard !splits.isEmpty else { return false }
            var rows: [[Substring]] = [[]]
            for list in RuleEditorFormatting.split(baseKey).lists {
                rows = rows.flatMap { row in list.map { row + [$0] } }
                if rows.count > RuleEditorSplits.maximumRows { return true }
            }
            return rows.allSatisfy { row in splits.contains { split in zip(split, row).allSatisfy { $0.contains($1) } } }
        }
        return (Set(own.filter { key in base.contains { isSplit(key, of: $0) } }), Set(base.filter(isCovered)))
    }
}
