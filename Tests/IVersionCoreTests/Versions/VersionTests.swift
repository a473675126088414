import Foundation
import Testing
@testable import IVersionCore

@Suite("Version")
struct VersionTests {
    private func v(_ text: String) -> Version { Version(text)! }

    @Test("ordering", arguments: [
        ("1.9", "1.10"), ("1.9.9", "2"), ("1.0b2", "1.0"), ("1.0-beta.2", "1.0"), ("1.0rc1", "1.0"), ("1.0a1", "1.0b1"),
        ("1.0b1", "1.0b2"), ("1.0b9", "1.0b10"), ("1.0b9", "1.0beta10"), ("1.0beta9", "1.0b10"), ("1.0b2", "1.0rc1"), ("1.0", "1.0.1"), ("0.9", "1.0b1"), ("1.0-dev", "1.0-alpha"),
        ("1.2", "99999999999999999999999.0"), ("1.0", "v1.1"),
        // SemVer 2.0: a hyphenated suffix is a pre-release; identifiers compare one by one.
        ("1.5.5-335d3e2", "1.5.5"), ("1.5.4", "1.5.5-335d3e2"), ("1.0.0-alpha", "1.0.0-alpha.1"), ("1.0.0-alpha.1", "1.0.0-alpha.beta"),
        ("1.0.0-beta.2", "1.0.0-beta.11"), ("1.0.0-rc.1", "1.0.0"), ("2.0-335d3e2", "2.0-a35d3e2"), ("1.0-1", "1.0-beta"),
        ("1.0-rc.1", "1.0-x"), ("1.0.0-rc.1+build.1", "1.0.0"),
    ])
    func ordering(older: String, newer: String) {
        #expect(v(older) < v(newer))
        #expect(!(v(newer) < v(older)))
        #expect(v(older) != v(newer))
    }

    @Test("equal", arguments: [
        ("1.0", "1.0.0"), ("1.01", "1.1"), ("1", "1.0.0.0"), (" 2.3 ", "2.3"), ("v1.2", "1.2"), ("1.0B2", "1.0-b.2"), ("1.0beta2", "1.0-beta.02"), ("1.0b2", "1.0beta2"), ("1.0c1", "1.0rc1"), ("1.0pre1", "1.0-preview.1"), ("1.0d1", "1.0dev1"),
        // Build metadata is ignored for equality and order, as SemVer says.
        ("2.0.0-beta.2+build.5", "2.0.0-beta.2"), ("1.2+exp.sha.5114f85", "1.2.0"), ("1.0-beta2", "1.0b2"), ("1.0-beta", "1.0-beta.0"),
    ])
    func equal(left: String, right: String) {
        #expect(v(left) == v(right))
        #expect(v(left).hashValue == v(right).hashValue)
        #expect(!(v(left) < v(right)) && !(v(right) < v(left)))
    }

    @Test("not versions", arguments: ["", "   ", "abc", "1..2", "1.x", ".1", "1 .2", "1.2 build 3", "1.0b2c", "-1", "1.0-", "🙂",
                                         "1.0+", "1.0-.1", "1.0-a..b", "1.0+build+2", "1.0 -beta", "1.0-bêta"])
    func invalid(text: String) {
        #expect(Version(text) == nil)
    }

    @Test func keepsItsText() {
        #expect(v(" 1.10 ").text == "1.10")
        #expect(v("1.10").description == "1.10")
        #expect(v("1.2.0").numericComponents == [1, 2])
        #expect(v("1.0b2").isPreRelease)
        #expect(v("1.5.5-335d3e2").isPreRelease && v("1.5.5-335d3e2").text == "1.5.5-335d3e2")
        #expect(!v("1.2+build.7").isPreRelease && v("1.2+build.7").description == "1.2+build.7")
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
