import IVersionSupport
/// An app version such as `1.2`, `1.10.3` or `2.0b2`, ordered as people read version numbers.
///
/// Components compare numerically (`1.10` > `1.9`, `1.01` == `1.1`, `2` > `1.9.9`), missing
/// components count as zero (`1.0` == `1.0.0`), and a pre-release is older than its release
/// (`1.0b2` < `1.0-rc.1` < `1.0`). iVersion compared with `NSNumericSearch`, which made `1.0`
/// older than `1.0.0` and `1.0b2` newer than `1.0`; both are deliberate differences.
///
/// Accepted text: optional surrounding whitespace, an optional leading `v`, one or more groups of
/// digits separated by `.`, then optionally a pre-release label of letters (`dev`, `a`/`alpha`, `b`/`beta`,
/// `rc`/`c`/`pre`/`preview`) with an optional number, joined by nothing, `-`, `.`, `_` or one space
/// (`1.0b2`, `1.0-beta.2`, `1.0rc1`, `1.0 beta 2`). Labels of one stage are the same version (`1.0b2` == `1.0beta2`,
/// `1.0c1` == `1.0rc1`), and within a stage the number decides (`1.0b9` < `1.0beta10`). Anything else — an empty string, `1..2`, `abc`, `1.x`,
/// `1 2`, `1.2 build 3` — is not a version and `init?(_:)` returns nil.
public struct Version: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The text as written (trimmed), for display.
    public let text: String
    /// The numeric components without leading zeros, trailing zero components removed.
    private let components: [String]
    private let preRelease: PreRelease?

    /// The stage and its number; the label's spelling is not kept, so `b2` and `beta2` are one version.
    private struct PreRelease: Hashable, Sendable {
        let rank: Int
        let number: String
    }

    /// Parses a version string; nil when the text is not a version (see the type's documentation).
    public init?(_ text: String) {
        // Not Foundation's trimming: it bridges to NSString and builds a CharacterSet, a fifth of a fresh
        // process's first alert. Most versions have nothing to trim, which is decided from two bytes.
        let trimmed = PlainText.trimmed(text)
        // Over the UTF-8 bytes: every character a version may hold is ASCII, so any other byte ends it.
        // Slicing unicode scalar views was generic code that cost a fresh process runtime type lookups.
        let bytes = Array(trimmed.utf8)
        func isDigit(_ index: Int) -> Bool { index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") }
        func isLetter(_ index: Int) -> Bool { index < bytes.count && (bytes[index] | 0x20) >= UInt8(ascii: "a") && (bytes[index] | 0x20) <= UInt8(ascii: "z") }
        func isOneOf(_ index: Int, _ set: String) -> Bool { index < bytes.count && set.utf8.contains(bytes[index]) }
        func slice(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        // Digits without leading zeros ("0" for zeros only), so that numbers compare by length first.
        func number(_ range: Range<Int>) -> String {
            guard !range.isEmpty else { return "0" }
            var first = range.lowerBound
            while first < range.upperBound - 1, bytes[first] == UInt8(ascii: "0") { first += 1 }
            return slice(first..<range.upperBound)
        }
        var index = 0
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "v") { index += 1 }
        var components: [String] = []
        while true {
            let start = index
            while isDigit(index) { index += 1 }
            guard index > start else { return nil }
            components.append(number(start..<index))
            guard index < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(index + 1) else { break }
            index += 1
        }
        var preRelease: PreRelease?
        if index < bytes.count {
            // A space too: iVersion takes any CFBundleShortVersionString, and apps write "1.0 beta 2".
            if isOneOf(index, "-._ ") { index += 1 }
            let labelStart = index
            while isLetter(index) { index += 1 }
            guard index > labelStart else { return nil }
            let label = labelStart..<index
            if isOneOf(index, ".-_ ") { index += 1 }
            let numberStart = index
            while isDigit(index) { index += 1 }
            guard index == bytes.count else { return nil }
            guard let rank = Self.rank(of: slice(label).lowercased()) else { return nil }
            preRelease = PreRelease(rank: rank, number: number(numberStart..<index))
        }
        while components.count > 1, components.last == "0" { components.removeLast() }
        self.text = trimmed
        self.components = components
        self.preRelease = preRelease
    }

    /// True for `1.0b2`, `2.0-rc.1` and the like.
    public var isPreRelease: Bool { preRelease != nil }

    /// The numeric components as integers (saturating at `Int.max` for absurdly long numbers).
    public var numericComponents: [Int] { components.map { Int($0) ?? .max } }

    /// The version as written in the feed or by the app (`1.2.0`, `2.0b3`).
    public var description: String { text }

    /// Equal when every numeric component is (`1.0` == `1.0.0`) and the pre-release stage and number are.
    public static func == (lhs: Version, rhs: Version) -> Bool {
        lhs.components == rhs.components && lhs.preRelease == rhs.preRelease
    }

    /// Hashes what equality compares, so `1.0` and `1.0.0` hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
        hasher.combine(preRelease)
    }

    /// Numeric order per component (`1.10` > `1.9`); a pre-release is older than its release.
    public static func < (lhs: Version, rhs: Version) -> Bool {
        for index in 0..<max(lhs.components.count, rhs.components.count) {
            let left = index < lhs.components.count ? lhs.components[index] : "0"
            let right = index < rhs.components.count ? rhs.components[index] : "0"
            if left != right { return numberIsLess(left, right) }
        }
        switch (lhs.preRelease, rhs.preRelease) {
        case (nil, nil), (nil, _?): return false
        case (_?, nil): return true
        case let (left?, right?):
            if left.rank != right.rank { return left.rank < right.rank }
            return numberIsLess(left.number, right.number)
        }
    }

    /// Reads a version from a JSON string (`"1.2"`).
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a version.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let version = Version(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a version")
        }
        self = version
    }

    /// Writes the version as the string it was read from.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// Decimal digit strings without leading zeros compare by length, then lexically: no overflow.
    private static func numberIsLess(_ left: String, _ right: String) -> Bool {
        left.utf8.count != right.utf8.count ? left.utf8.count < right.utf8.count : left < right
    }

    /// The pre-release labels understood, in release order; others make the text no version,
    /// so that `1.x` or `1.2 build 3` are not mistaken for pre-releases.
    private static func rank(of label: String) -> Int? {
        switch label {
        case "dev", "d": 0
        case "a", "alpha": 1
        case "b", "beta": 2
        case "pre", "preview", "c", "rc": 3
        default: nil
        }
    }
}

import Foundation

extension Version: ExpressibleByStringLiteral {
    /// A version written in code: `let version: Version = "1.2"`.
    ///
    /// A literal is the programmer's own text, so one that is not a version (`"one"`) stops the
    /// program at once, as a malformed literal should; text from outside goes through ``init(_:)``.
    public init(stringLiteral text: String) {
        guard let version = Version(text) else {
            preconditionFailure("\"\(text)\" is not a version: use digits separated by dots, e.g. \"1.2\"")
        }
        self = version
    }
}
