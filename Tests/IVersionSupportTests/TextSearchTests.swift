import Testing

@testable import IVersionSupport

@Suite("Text search: one byte search for every scanner")
struct TextSearchTests {
    /// The first occurrence found by trying every start, the definition the search must agree with.
    static func naiveFirst(_ needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
        if needle.isEmpty { return 0..<0 }
        guard needle.count <= haystack.count else { return nil }
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<(start + needle.count)]) == needle
        {
            return start..<(start + needle.count)
        }
        return nil
    }

    @Test("finds what trying every start finds, over many small haystacks and needles")
    func agreesWithTheDefinition() {
        var generator = SystemRandomNumberGenerator()
        // A two-letter alphabet makes near misses (a first byte that matches, the rest not) common.
        for _ in 0..<3_000 {
            let haystack = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                UInt8.random(in: 97...98, using: &generator)
            }
            let needle = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                UInt8.random(in: 97...98, using: &generator)
            }
            let text = String(decoding: needle, as: UTF8.self)
            #expect(
                haystack.firstRange(ofBytes: text) == Self.naiveFirst(needle, in: haystack), "\(haystack) \(needle)")
        }
    }

    @Test("a slice answers in its own indices, as its subscript takes them")
    func sliceIndices() {
        let bytes = Array("path: a path: b".utf8)
        let first = bytes.firstRange(ofBytes: "path:")
        #expect(first == 0..<5)
        let second = bytes[5...].firstRange(ofBytes: "path:")
        #expect(second == 8..<13)
        #expect(second.map { String(decoding: bytes[$0], as: UTF8.self) } == "path:")
        #expect(bytes[14...].firstRange(ofBytes: "path:") == nil)
        #expect(bytes.contains(bytes: " b") && !bytes.contains(bytes: "c"))
    }

    @Test("a text's range is a range of that text, past letters of any width")
    func textRanges() {
        let text = "Ünïcödé → value: 42"
        let range = text.firstRange(ofText: "value:")
        #expect(range.map { String(text[$0]) } == "value:")
        #expect(range.map { String(text[$0.upperBound...]) } == " 42")
        let tail = text.dropFirst(3)
        #expect(tail.firstRange(ofText: "→").map { String(tail[$0]) } == "→")
        #expect(tail.firstRange(ofText: "Ü") == nil)  // before the substring's start
        #expect(text.containsText("→ v") && !text.containsText("values"))
        #expect(text.firstRange(ofText: "") == text.startIndex..<text.startIndex)
    }
}
