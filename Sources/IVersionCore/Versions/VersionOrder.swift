/// Which rule orders two versions: the one each feed's publishers write their versions for.
///
/// - ``semantic``: ``Version``'s own order (numeric components, then SemVer 2.0 pre-releases, build
///   metadata ignored). Versions plists, the App Store, SSVC and GitHub releases use it.
/// - ``sparkle``: Sparkle's standard comparator, which appcasts are written for. It reads a version as
///   runs of digits, runs of other characters and single separators (`.`, punctuation, spaces, all
///   alike); numbers compare numerically, words in character order, a number beats a word and a
///   separator, and a trailing word makes a version older (`1.0b2` < `1.0`) where a trailing number
///   makes it newer (`1.0.1` > `1.0`). Everything from the first `-` on is ignored, so `1.5.5-335d3e2`
///   and `2.0-beta.2` are the same version as `1.5.5` and `2.0`; and `+` is a word, so `2.0+5` is older
///   than `2.0`.
public enum VersionOrder: String, Sendable, Hashable, Codable {
    /// ``Version``'s order: SemVer 2.0 pre-releases and build metadata.
    case semantic
    /// Sparkle's standard version comparator.
    case sparkle

    /// Whether `lhs` is older than `rhs` under this rule.
    public func isOlder(_ lhs: Version, than rhs: Version) -> Bool {
        switch self {
        case .semantic: lhs < rhs
        case .sparkle: SparkleComparator.compare(lhs.text, rhs.text) < 0
        }
    }

    /// Whether `lhs` and `rhs` are the same version under this rule.
    public func isSame(_ lhs: Version, as rhs: Version) -> Bool {
        switch self {
        case .semantic: lhs == rhs
        case .sparkle: SparkleComparator.compare(lhs.text, rhs.text) == 0
        }
    }
}

/// Sparkle's standard comparator over version text: -1, 0 or 1.
enum SparkleComparator {
    fileprivate enum Kind: Equatable {
        case number, word, separator
    }

    fileprivate struct Part {
        var kind: Kind
        var text: [UInt8]
    }

    /// A version's text split as the comparator reads it: split once, compare many times (sorting).
    struct Key {
        fileprivate var parts: [Part]
    }

    static func key(_ text: String) -> Key { Key(parts: parts(text)) }

    static func compare(_ lhs: String, _ rhs: String) -> Int { compare(key(lhs), key(rhs)) }

    static func compare(_ lhs: Key, _ rhs: Key) -> Int {
        var left = lhs.parts, right = rhs.parts
        balance(&left, &right)
        for (a, b) in zip(left, right) {
            if a.kind == b.kind {
                switch a.kind {
                case .number:
                    let x = digits(a.text), y = digits(b.text)
                    if x != y { return x.count != y.count ? (x.count < y.count ? -1 : 1) : (x.lexicographicallyPrecedes(y) ? -1 : 1) }
                case .word:
                    if a.text != b.text { return a.text.lexicographicallyPrecedes(b.text) ? -1 : 1 }
                case .separator:
                    continue
                }
            } else if b.kind == .word {
                return 1
            } else if a.kind == .word {
                return -1
            } else {
                return a.kind == .number ? 1 : -1
            }
        }
        guard left.count != right.count else { return 0 }
        let longerIsLeft = left.count > right.count
        let extra = longerIsLeft ? left[right.count] : right[left.count]
        // A trailing word (`b2` in `1.0b2`) makes the longer version older; a number or separator newer.
        let longerIsNewer = extra.kind != .word
        return (longerIsLeft == longerIsNewer) ? 1 : -1
    }

    /// The runs: digits together, other characters together, each separator alone; stops at the first `-`.
    private static func parts(_ text: String) -> [Part] {
        var parts: [Part] = []
        for (offset, byte) in text.utf8.enumerated() {
            // Sparkle looks for the dash from the second character on.
            if byte == UInt8(ascii: "-"), offset > 0 { break }
            let kind = kind(of: byte)
            if kind != .separator, let last = parts.last, last.kind == kind {
                parts[parts.count - 1].text.append(byte)
            } else {
                parts.append(Part(kind: kind, text: [byte]))
            }
        }
        return parts
    }

    /// Digits, separators (`.`, ASCII punctuation, white space) and the rest (letters, `+`, symbols,
    /// non-ASCII), as Foundation's character sets class them for the characters a version holds.
    private static func kind(of byte: UInt8) -> Kind {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): .number
        case UInt8(ascii: " "), 0x09...0x0D: .separator
        case UInt8(ascii: "!"), UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
             UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "?"), UInt8(ascii: "@"), UInt8(ascii: "["), UInt8(ascii: "\\"),
             UInt8(ascii: "]"), UInt8(ascii: "_"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            .separator
        default: .word
        }
    }

    /// `1.0` against `1.0.0`: the shorter leading run of numbers and periods is padded with the longer
    /// one's shape (`0` for a number, `.` for a period), so the two are equal.
    private static func balance(_ left: inout [Part], _ right: inout [Part]) {
        func leading(_ parts: [Part]) -> Int { parts.prefix { $0.kind == .number || $0.text == [UInt8(ascii: ".")] }.count }
        let a = leading(left), b = leading(right)
        if a > b {
            right.insert(contentsOf: left[b..<a].map { Part(kind: $0.kind, text: $0.kind == .number ? [UInt8(ascii: "0")] : [UInt8(ascii: ".")]) }, at: b)
        } else if b > a {
            left.insert(contentsOf: right[a..<b].map { Part(kind: $0.kind, text: $0.kind == .number ? [UInt8(ascii: "0")] : [UInt8(ascii: ".")]) }, at: a)
        }
    }

    /// A run of digits without its leading zeros, so that numbers of any length compare without overflow.
    private static func digits(_ text: [UInt8]) -> ArraySlice<UInt8> {
        let zeros = text.prefix { $0 == UInt8(ascii: "0") }.count
        return text[min(zeros, text.count - 1)...]
    }
}
