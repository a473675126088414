import Foundation
import Testing
@testable import IVersion

@Suite("Version")
struct VersionTests {
    private func v(_ text: String) -> Version { Version(text)! }

    @Test("ordering", arguments: [
        ("1.9", "1.10"), ("1.9.9", "2"), ("1.0b2", "1.0"), ("1.0-beta.2", "1.0"), ("1.0rc1", "1.0"), ("1.0a1", "1.0b1"),
        ("1.0b1", "1.0b2"), ("1.0b9", "1.0b10"), ("1.0b9", "1.0beta10"), ("1.0beta9", "1.0b10"), ("1.0b2", "1.0rc1"), ("1.0", "1.0.1"), ("0.9", "1.0b1"), ("1.0-dev", "1.0-alpha"),
        ("1.2", "99999999999999999999999.0"), ("1.0", "v1.1"),
    ])
    func ordering(older: String, newer: String) {
        #expect(v(older) < v(newer))
        #expect(!(v(newer) < v(older)))
        #expect(v(older) != v(newer))
    }

    @Test("equal", arguments: [
        ("1.0", "1.0.0"), ("1.01", "1.1"), ("1", "1.0.0.0"), (" 2.3 ", "2.3"), ("v1.2", "1.2"), ("1.0B2", "1.0-b.2"), ("1.0beta2", "1.0-beta.02"), ("1.0b2", "1.0beta2"), ("1.0c1", "1.0rc1"), ("1.0pre1", "1.0-preview.1"), ("1.0d1", "1.0dev1"),
    ])
    func equal(left: String, right: String) {
        #expect(v(left) == v(right))
        #expect(v(left).hashValue == v(right).hashValue)
        #expect(!(v(left) < v(right)) && !(v(right) < v(left)))
    }

    @Test("not versions", arguments: ["", "   ", "abc", "1..2", "1.x", ".1", "1 .2", "1.2 build 3", "1.0b2c", "-1", "1.0-", "🙂"])
    func invalid(text: String) {
        #expect(Version(text) == nil)
    }

    @Test func keepsItsText() {
        #expect(v(" 1.10 ").text == "1.10")
        #expect(v("1.10").description == "1.10")
        #expect(v("1.2.0").numericComponents == [1, 2])
        #expect(v("1.0b2").isPreRelease)
    }

    @Test func sortsNewestLast() {
        let sorted = ["1.10", "1.2", "1.0b1", "1.0", "0.9"].map(v).sorted().map(\.text)
        #expect(sorted == ["0.9", "1.0b1", "1.0", "1.2", "1.10"])
    }

    @Test func codableAsString() throws {
        let data = try JSONEncoder().encode([v("1.2")])
        #expect(String(decoding: data, as: UTF8.self) == #"["1.2"]"#)
        #expect(try JSONDecoder().decode([Version].self, from: data) == [v("1.2")])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Version].self, from: Data(#"["x"]"#.utf8)) }
    }
}
