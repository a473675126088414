import Testing
@testable import IVersionSupport

@Suite("Insertion sort and joining")
struct CollectionHelpersTests {
    /// A deterministic list with many equal keys, so stability shows.
    static func pairs(_ count: Int) -> [(key: Int, order: Int)] {
        (0..<count).map { (key: ($0 &* 2_654_435_761) % 17, order: $0) }
    }

    @Test("sorted by insertion as the standard library sorts, equal elements kept in order", arguments: [0, 1, 2, 3, 63, 64, 65, 200, 256, 257, 1000])
    func sortsStably(count: Int) {
        let pairs = Self.pairs(count)
        let ours = pairs.insertionSorted { $0.key < $1.key }
        let standard = pairs.sorted { $0.key < $1.key }  // stable too
        #expect(ours.map(\.key) == standard.map(\.key))
        #expect(ours.map(\.order) == standard.map(\.order))
        #expect(pairs.map(\.key).insertionSorted() == pairs.map(\.key).sorted())
    }

    @Test("strings sort by code point order, as `sorted()` does")
    func sortsStrings() {
        let words = ["zh-Hant", "Base", "en", "en-GB", "é", "e\u{301}", "", "ja", "EN"]
        #expect(words.insertionSorted() == words.sorted())
    }

    @Test("joined as `joined(separator:)` joins, empty strings and lists included")
    func joins() {
        for lines in [[], [""], ["", ""], ["a"], ["a", "", "b"], ["Faster sync", "Dark mode", "é\u{301}"]] {
            for separator in ["", "\n", ", "] {
                #expect(lines.concatenated(separator: separator) == lines.joined(separator: separator))
            }
        }
    }
}
