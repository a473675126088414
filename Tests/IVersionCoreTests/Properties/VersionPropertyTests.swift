import Foundation
import PropertySupport
import Testing
@testable import EngineTestSupport
@testable import IVersionCore

/// Ordering laws of `Version` on random version strings (see `VersionGenerators`).
///
/// The laws are what `Comparable`/`Hashable` promise and what sorting and dictionaries rely on;
/// the per-version facts (`1.0` == `1.0.0`, pre-release < release, numeric components) are the
/// README's "Deliberate differences" from iVersion's `NSNumericSearch`.
@Suite("Property: Version ordering laws")
struct VersionPropertyTests {
    typealias G = VersionGenerators


    static func parse(_ sample: VersionSample) throws -> Version {
        guard let version = Version(sample.text) else { throw ParseFailure(text: sample.text) }
        return version
    }

    struct ParseFailure: Error, CustomStringConvertible {
        let text: String
        var description: String { "\"\(text)\" did not parse although it is a documented version form" }
    }

    @Test("generated versions parse and keep their trimmed text")
    func parsesAndKeepsText() {
        Property.expectHolds(Property.check("parse and text", cases: 1000, generate: { G.sample(&$0) }) { sample in
            let version = try Self.parse(sample)
            let trimmed = sample.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if version.text != trimmed { return "text is \"\(version.text)\", expected \"\(trimmed)\"" }
            guard let again = Version(version.text) else { return "its own text \"\(version.text)\" does not parse" }
            if again != version || again.text != version.text { return "Version(text) changed it: \(again.text)" }
            let decoded = try JSONDecoder().decode(Version.self, from: JSONEncoder().encode(version))
            if decoded != version || decoded.text != version.text { return "JSON round trip gave \"\(decoded.text)\"" }
            if version.isPreRelease != !sample.suffix.isEmpty { return "isPreRelease is \(version.isPreRelease)" }
            return nil
        })
    }

    @Test("exactly one of <, ==, > holds; == agrees with hash")
    func totalOrder() {
        Property.expectHolds(Property.check("trichotomy", cases: 1000,
                                        generate: { g in (G.sample(&g, small: g.chance(0.5)), G.sample(&g, small: g.chance(0.5))) },
                                        describe: { "(\($0.0), \($0.1))" }) { pair in
            let a = try Self.parse(pair.0), b = try Self.parse(pair.1)
            let holding = [a < b, a == b, b < a].filter { $0 }.count
            if holding != 1 { return "a<b: \(a < b), a==b: \(a == b), b<a: \(b < a)" }
            if (a == b) != (b == a) { return "== is not symmetric" }
            if a == b, a.hashValue != b.hashValue { return "equal but hashes differ" }
            if a < a || !(a == a) { return "not reflexive" }
            return nil
        })
    }

    @Test("transitivity on triples of close versions")
    func transitivity() {
        Property.expectHolds(Property.check("transitivity", cases: 1000,
                                        generate: { g in (0..<3).map { _ in G.sample(&g, small: true, preRelease: 0.5) } },
                                        describe: { $0.description }) { samples in
            let v = try samples.map(Self.parse)
            for (i, j, k) in [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)] {
                let (a, b, c) = (v[i], v[j], v[k])
                if a < b, b < c, !(a < c) { return "\(a) < \(b) < \(c) but not \(a) < \(c)" }
                if a == b, b == c, a != c { return "\(a) == \(b) == \(c) but \(a) != \(c)" }
                if a <= b, b <= c, !(a <= c) { return "\(a) <= \(b) <= \(c) but not \(a) <= \(c)" }
            }
            // Sorting must then give a chain in which every neighbour pair is ordered.
            let sorted = v.sorted()
            for (left, right) in zip(sorted, sorted.dropFirst()) where right < left { return "sorted() gave \(sorted)" }
            return nil
        })
    }

    @Test("trailing zero components change nothing: a.b == a.b.0 == a.b.0.0")
    func trailingZeros() {
        Property.expectHolds(Property.check("trailing zeros", cases: 500, generate: { G.sample(&$0) }) { sample in
            let base = try Self.parse(sample)
            for zeros in 1...3 {
                let text = sample.core + String(repeating: ".0", count: zeros) + sample.suffix
                guard let padded = Version(text) else { return "\"\(text)\" did not parse" }
                if padded != base { return "\"\(text)\" != \(sample)" }
                if padded.hashValue != base.hashValue { return "\"\(text)\" hashes differently from \(sample)" }
            }
            return nil
        })
    }

    @Test("a pre-release is older than its release and newer than the release before")
    func preReleaseBeforeRelease() {
        Property.expectHolds(Property.check("pre-release < release", cases: 500,
                                        generate: { G.sample(&$0, preRelease: 1) }) { sample in
            let pre = try Self.parse(sample)
            guard let release = Version(sample.core) else { return "core \"\(sample.core)\" did not parse" }
            if !(pre < release) { return "\(pre) is not older than \(release)" }
            if !pre.isPreRelease || release.isPreRelease { return "isPreRelease wrong" }
            // The previous release (last non-zero component minus one) is older than the pre-release.
            var numbers = sample.numbers
            guard let last = numbers.lastIndex(where: { $0 > 0 }) else { return nil }
            numbers[last] -= 1
            let previous = Version(numbers.map(String.init).joined(separator: "."))!
            return previous < pre ? nil : "\(previous) is not older than \(pre)"
        })
    }

    @Test("release versions order numerically, component by component")
    func numericComponents() {
        Property.expectHolds(Property.check("numeric order", cases: 1000,
                                        generate: { g in (G.sample(&g, preRelease: 0), G.sample(&g, preRelease: 0)) },
                                        describe: { "(\($0.0), \($0.1))" }) { pair in
            let a = try Self.parse(pair.0), b = try Self.parse(pair.1)
            // The reference: the components as integers, padded with zeros, compared lexicographically.
            let width = max(pair.0.numbers.count, pair.1.numbers.count)
            let left = pair.0.numbers + Array(repeating: 0, count: width - pair.0.numbers.count)
            let right = pair.1.numbers + Array(repeating: 0, count: width - pair.1.numbers.count)
            let expectedLess = left.lexicographicallyPrecedes(right)
            if (a < b) != expectedLess || (a == b) != (left == right) {
                return "a<b is \(a < b), a==b is \(a == b); numerically \(left) vs \(right)"
            }
            if a.numericComponents != Array(pair.0.numbers.reversed().drop { $0 == 0 }.reversed()).nonEmpty(or: [0]) {
                return "numericComponents \(a.numericComponents)"
            }
            return nil
        })
    }

    @Test("garbage never crashes Version(_:), and what parses is consistent")
    func garbage() {
        Property.expectHolds(Property.check("garbage", cases: 3000, generate: { G.garbage(&$0) },
                                        shrink: Shrink.removingScalars, describe: { String(reflecting: $0) }) { text in
            guard let version = Version(text) else { return nil }
            guard let again = Version(version.text) else { return "parsed, but its text \"\(version.text)\" does not" }
            if again != version { return "Version(text) differs from the original" }
            if version < version { return "less than itself" }
            _ = version.numericComponents
            return nil
        })
    }
}

private extension Array {
    func nonEmpty(or fallback: [Element]) -> [Element] { isEmpty ? fallback : self }
}
