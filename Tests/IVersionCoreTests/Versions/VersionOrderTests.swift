import Testing
@testable import IVersionCore
@testable import IVersionCore

/// Sparkle's comparator, which appcasts are ordered by, next to SemVer's order, which the other feeds use.
@Suite("VersionOrder")
struct VersionOrderTests {
    private func v(_ text: String) -> Version { Version(text)! }

    @Test("Sparkle's order", arguments: [
        ("1.9", "1.10"), ("1.0b2", "1.0"), ("1.0a1", "1.0b1"), ("1.0", "1.0.1"), ("241", "1000"), ("2.0", "241"),
        ("1.0b2", "1.0rc1"), ("1.0alpha", "1.0dev"), ("2.0+5", "2.0"), ("1.2.3", "1.10"),
    ])
    func sparkleOlder(older: String, newer: String) {
        #expect(VersionOrder.sparkle.isOlder(v(older), than: v(newer)))
        #expect(!VersionOrder.sparkle.isOlder(v(newer), than: v(older)))
        #expect(!VersionOrder.sparkle.isSame(v(older), as: v(newer)))
    }

    @Test("Sparkle's equal versions: zero padding, and nothing after a hyphen counts", arguments: [
        ("1.0", "1.0.0"), ("1.01", "1.1"), ("1.5.5-335d3e2", "1.5.5"), ("2.0-beta.2", "2.0"), ("2.0.0-rc.1+build.5", "2.0.0"),
    ])
    func sparkleSame(left: String, right: String) {
        #expect(VersionOrder.sparkle.isSame(v(left), as: v(right)))
        #expect(!VersionOrder.sparkle.isOlder(v(left), than: v(right)) && !VersionOrder.sparkle.isOlder(v(right), than: v(left)))
    }

    /// Where the two rules disagree (the README's table): each feed is ordered by the rule its publishers use.
    @Test("where Sparkle and SemVer disagree", arguments: [
        // (older under SemVer, newer under SemVer, Sparkle's verdict: -1 older, 0 same, 1 newer)
        ("1.5.5-335d3e2", "1.5.5", 0), ("2.0-beta.2", "2.0", 0), ("2.0", "2.0+5", 1), ("1.0dev", "1.0alpha", 1),
        ("1.0b2", "1.0beta2", -1),
    ])
    func disagreements(first: String, second: String, sparkle: Int) {
        let semantic = VersionOrder.semantic.isOlder(v(first), than: v(second)) ? -1 : VersionOrder.semantic.isSame(v(first), as: v(second)) ? 0 : 1
        let verdict = VersionOrder.sparkle.isOlder(v(first), than: v(second)) ? -1 : VersionOrder.sparkle.isSame(v(first), as: v(second)) ? 0 : 1
        #expect(verdict == sparkle)
        #expect(semantic != verdict)
    }

    @Test("Sparkle's order is a total order over a mixed sample")
    func sparkleTotalOrder() {
        let sample = ["1.0", "1.0.0", "1.0b1", "1.0b2", "1.0rc1", "1.0.1", "1.1", "2.0-beta", "2.0", "2.0+5", "241", "10.15.7", "1.5.5-335d3e2"].map(v)
        for a in sample {
            for b in sample {
                let less = VersionOrder.sparkle.isOlder(a, than: b), more = VersionOrder.sparkle.isOlder(b, than: a)
                #expect(!(less && more), "\(a) and \(b)")
                #expect(less || more || VersionOrder.sparkle.isSame(a, as: b), "\(a) and \(b)")
                for c in sample where less && VersionOrder.sparkle.isOlder(b, than: c) {
                    #expect(VersionOrder.sparkle.isOlder(a, than: c), "\(a) < \(b) < \(c)")
                }
            }
        }
    }
}
