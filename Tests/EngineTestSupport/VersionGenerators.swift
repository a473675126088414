import PropertySupport

/// Random version strings for the ordering properties, each with the numbers it stands for, so a
/// property can state what the order must be without re-running the parser's own logic.
struct VersionSample: CustomStringConvertible {
    /// The text handed to `Version(_:)`.
    var text: String
    /// The numeric components as written (leading zeros dropped).
    var numbers: [Int]
    /// The pre-release part as written after the numbers (`b2`, `-beta.2`), or "" for a release.
    var suffix: String

    var description: String { "\"\(text)\"" }

    /// The numbers joined with dots, no prefix, no suffix: the release this sample belongs to.
    var core: String { numbers.map(String.init).joined(separator: ".") }
}

enum VersionGenerators {
    /// Pre-release labels the parser documents, in mixed case; all must parse.
    static let labels = ["dev", "d", "a", "alpha", "b", "beta", "pre", "preview", "c", "rc", "Beta", "RC", "ALPHA"]

    /// A version string of 1–5 components with random leading zeros, optional `v`, whitespace and
    /// pre-release suffix. `small` keeps numbers in 0...3 so that pairs and triples often tie.
    static func sample(_ g: inout SplitMix64, small: Bool = false, preRelease: Double = 0.35) -> VersionSample {
        let count = g.int(1...5)
        let numbers = (0..<count).map { _ in small ? g.int(0...3) : g.pick([0, 1, 2, 9, 10, 11, 99, 100, g.int(0...100_000)]) }
        var text = numbers.map { number in String(repeating: "0", count: g.chance(0.2) ? g.int(1...3) : 0) + String(number) }
            .joined(separator: ".")
        var suffix = ""
        if g.chance(preRelease) {
            let separator = g.pick(["", "", "-", ".", "_"])
            let label = small ? g.pick(["b", "beta", "rc"]) : g.pick(labels)
            let number = g.chance(0.8) ? g.pick(["", ".", "-", "_"]) + (g.chance(0.2) ? "0" : "") + String(g.int(0...(small ? 2 : 12))) : ""
            suffix = separator + label + number
        }
        text += suffix
        if g.chance(0.1) { text = g.pick(["v", "V"]) + text }
        if g.chance(0.1) { text = g.pick([" ", "\t", "\n "]) + text + g.pick(["", " ", "\n"]) }
        return VersionSample(text: text, numbers: numbers, suffix: suffix)
    }

    /// Text that is mostly not a version: the characters versions are made of, in the wrong
    /// order, plus letters, separators, whitespace and non-ASCII digits and marks.
    static func garbage(_ g: inout SplitMix64) -> String {
        if g.chance(0.3) {
            // A valid version with one random edit: the near misses a parser trips on.
            var scalars = Array(sample(&g).text.unicodeScalars)
            let edit = g.pick(alphabet)
            let index = g.int(0...scalars.count)
            switch g.int(0...2) {
            case 0: scalars.insert(contentsOf: edit.unicodeScalars, at: index)
            case 1 where index < scalars.count: scalars.remove(at: index)
            default: if index < scalars.count { scalars[index] = edit.unicodeScalars.first! }
            }
            return String(String.UnicodeScalarView(scalars))
        }
        return (0..<g.int(0...16)).map { _ in g.pick(alphabet) }.joined()
    }

    static let alphabet: [String] = [
        "0", "1", "9", "00", "99999999999999999999999", ".", ".", "-", "_", "v", "V", "b", "beta", "rc", "x", "é",
        " ", "\t", "\n", "\u{00A0}", "\u{2028}", "\u{0301}", "١", "５", "🙂", "+", "/", ":", "\u{0}", "\u{FEFF}", "e", "E",
    ]
}
