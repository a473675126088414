import IVersionSupport
/// An app version such as `1.2`, `1.10.3`, `2.0b2` or `2.0.0-beta.2+build.5`, ordered as people read
/// version numbers and as Semantic Versioning 2.0 orders them.
///
/// Components compare numerically (`1.10` > `1.9`, `1.01` == `1.1`, `2` > `1.9.9`), missing
/// components count as zero (`1.0` == `1.0.0`), and a pre-release is older than its release
/// (`1.0b2` < `1.0-rc.1` < `1.0`, `1.5.5-335d3e2` < `1.5.5`). iVersion compared with `NSNumericSearch`,
/// which made `1.0` older than `1.0.0` and `1.0b2` newer than `1.0`; both are deliberate differences.
///
/// Accepted text: optional surrounding whitespace, an optional leading `v`, one or more groups of
/// digits separated by `.`, then optionally a pre-release and optionally build metadata:
/// - a pre-release label of letters (`dev`, `a`/`alpha`, `b`/`beta`, `rc`/`c`/`pre`/`preview`) with an
///   optional number, joined by nothing, `.`, `_` or one space (`1.0b2`, `1.0rc1`, `1.0_beta2`,
///   `1.0 beta 2`);
/// - or, after a `-`, SemVer's pre-release: dot-separated identifiers of letters, digits and `-` (and
///   `_`, which older versions of this type accepted) (`1.0-beta.2`, `1.5.5-335d3e2`, `2.0-rc.1.x`);
/// - then, after a `+`, SemVer's build metadata (`+build.5`, `+sha.5114f85`): kept in ``text``,
///   ignored by equality and order, as SemVer says.
///
/// Pre-release identifiers compare as SemVer's do (numbers numerically and below words, words in ASCII
/// order, a longer list above its own prefix), except that the stage labels above are known words: they
/// sort by stage (`dev` < `alpha` < `beta` < `rc`), below every other word, a label's spellings are one
/// version (`1.0b2` == `1.0-beta.2`, `1.0c1` == `1.0rc1`), and a label ending the version counts as
/// number 0 (`1.0-beta` == `1.0-beta.0`). Anything else — an empty string, `1..2`, `abc`, `1.x`, `1.0-`, `1.0+`,
/// `1 2`, `1.2 build 3` — is not a version: ``init(parsing:)`` throws a ``VersionError`` saying why, and
/// ``init(_:)`` returns nil.
///
/// A string literal is a version too (`let version: Version = "1.2"`), for versions written in code.
/// Swift cannot check a literal's text when it compiles, and a literal cannot throw, so one that is not a
/// version stops the program where it is first used (see ``init(stringLiteral:)``); text from outside
/// the code goes through ``init(parsing:)`` or ``init(_:)``.
///
/// Sparkle's comparator orders appcasts differently (it ignores everything after a `-`); ``VersionOrder``
/// holds both rules.
public struct Version: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The text as written (trimmed), for display.
    public let text: String
    /// The numeric components without leading zeros, trailing zero components removed.
    private let components: [String]
    /// The pre-release identifiers; empty for a release.
    private let preRelease: [Identifier]

    /// One pre-release identifier. The case order is the sort order: numbers, then stage labels, then words.
    private enum Identifier: Hashable, Sendable, Comparable {
        /// Digits without leading zeros.
        case number(String)
        /// A known stage label, by rank; its spelling is not kept, so `b` and `beta` are one identifier.
        case stage(Int)
        /// Any other word, compared in ASCII order.
        case word(String)

        static func < (lhs: Identifier, rhs: Identifier) -> Bool {
            switch (lhs, rhs) {
            case let (.number(left), .number(right)): Version.numberIsLess(left, right)
            case let (.stage(left), .stage(right)): left < right
            case let (.word(left), .word(right)): Array(left.utf8).lexicographicallyPrecedes(right.utf8)
            case (.number, _): true
            case (.stage, .word): true
            default: false
            }
        }
    }

    /// Parses a version string; nil when the text is not a version (see the type's documentation).
    /// ``init(parsing:)`` says why not.
    public init?(_ text: String) {
        guard let version = try? Version(parsing: text) else { return nil }
        self = version
    }

    /// Parses a version string, or says why it is not one.
    ///
    /// ```swift
    /// let version = try Version(parsing: setting)   // "1.2 build 3": "build" at column 5 is not a pre-release label…
    /// ```
    /// - Parameter text: A version as the type's documentation describes it (`1.2`, `v2.0b3`, `2.0.0-beta.2+build.5`).
    /// - Throws: ``VersionError`` with the (trimmed) text and the first thing wrong with it.
    public init(parsing text: String) throws(VersionError) {
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
        func failure(_ reason: String) -> VersionError { VersionError(text: trimmed, reason: reason) }
        // What stands at `index`, for a reason: every byte before it is ASCII, so the column is `index + 1`.
        func found(_ index: Int) -> String {
            index < bytes.count ? "\"\(String(decoding: bytes[index...], as: UTF8.self).first.map(String.init) ?? "")\"" : "the end"
        }
        // Digits without leading zeros ("0" for zeros only), so that numbers compare by length first.
        func number(_ range: Range<Int>) -> String {
            guard !range.isEmpty else { return "0" }
            var first = range.lowerBound
            while first < range.upperBound - 1, bytes[first] == UInt8(ascii: "0") { first += 1 }
            return slice(first..<range.upperBound)
        }
        // SemVer identifiers: dot-separated runs of letters, digits and `-`, none empty; nil otherwise.
        func identifiers(from start: Int, upTo end: Int) -> [Range<Int>]? {
            var ranges: [Range<Int>] = []
            var first = start
            for index in start...end where index == end || bytes[index] == UInt8(ascii: ".") {
                guard index > first else { return nil }
                ranges.append(first..<index)
                first = index + 1
            }
            // `_` too, beyond SemVer: `1.0-beta_2` was a version before SemVer's grammar was read.
            let allowed = ranges.allSatisfy { range in range.allSatisfy { isDigit($0) || isLetter($0) || isOneOf($0, "-_") } }
            return allowed ? ranges : nil
        }
        var index = 0
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "v") { index += 1 }
        var components: [String] = []
        while true {
            let start = index
            while isDigit(index) { index += 1 }
            guard index > start else {
                throw failure(bytes.isEmpty ? "the text is empty" : "expected a number at column \(index + 1), found \(found(index))")
            }
            components.append(number(start..<index))
            guard index < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(index + 1) else { break }
            index += 1
        }
        let metadataStart = bytes[index...].firstIndex(of: UInt8(ascii: "+")) ?? bytes.count
        if metadataStart < bytes.count, identifiers(from: metadataStart + 1, upTo: bytes.count) == nil {
            throw failure("the build metadata after \"+\" must be dot-separated letters, digits and hyphens")
        }
        var preRelease: [Identifier] = []
        if index < metadataStart {
            if bytes[index] == UInt8(ascii: "-") {
                guard let ranges = identifiers(from: index + 1, upTo: metadataStart) else {
                    throw failure("the pre-release after \"-\" must be dot-separated letters, digits and hyphens")
                }
                // `beta.2` is `beta2`: a bare stage label takes the number that follows it, else 0 when it
                // ends the version (`beta` == `beta.0`); before a word it stands alone, so that SemVer's
                // `alpha.1` < `alpha.beta` holds.
                var bareStage = false
                for range in ranges {
                    let (parsed, bare) = Self.identifiers(slice(range))
                    if bareStage, case .number = parsed[0] {
                        bareStage = false
                    }
                    preRelease += parsed
                    bareStage = bare
                }
                if bareStage { preRelease.append(.number("0")) }
            } else {
                // The older spellings: a known label joined by nothing, `.`, `_` or a space (iVersion takes any
                // CFBundleShortVersionString, and apps write "1.0 beta 2"), then an optional number.
                if isOneOf(index, "._ ") { index += 1 }
                let labelStart = index
                while isLetter(index) { index += 1 }
                guard index > labelStart else {
                    throw failure("expected a pre-release label at column \(index + 1), found \(found(index))")
                }
                guard let rank = Self.rank(of: slice(labelStart..<index).lowercased()) else {
                    throw failure("\"\(slice(labelStart..<index))\" at column \(labelStart + 1) is not a pre-release label ("
                        + Self.stageLabels.map { $0.joined(separator: " or ") }.joined(separator: ", ") + ")")
                }
                if isOneOf(index, ".-_ ") { index += 1 }
                let numberStart = index
                while isDigit(index) { index += 1 }
                guard index == metadataStart else {
                    throw failure("expected a digit, \"+\" or the end at column \(index + 1), found \(found(index))")
                }
                preRelease = [.stage(rank), .number(number(numberStart..<index))]
            }
        }
        while components.count > 1, components.last == "0" { components.removeLast() }
        self.text = trimmed
        self.components = components
        self.preRelease = preRelease
    }

    /// One SemVer identifier as ``Identifier``s: a number; a stage label, with its number when one is
    /// joined to it (`beta2`, `rc-1`), alone otherwise (then `bare` is true); else a word.
    private static func identifiers(_ text: String) -> (identifiers: [Identifier], bare: Bool) {
        let bytes = Array(text.utf8)
        if bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            var first = 0
            while first < bytes.count - 1, bytes[first] == UInt8(ascii: "0") { first += 1 }
            return ([.number(String(decoding: bytes[first...], as: UTF8.self))], false)
        }
        let letters = bytes.prefix { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }
        var rest = bytes.dropFirst(letters.count)
        if let first = rest.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "_") { rest = rest.dropFirst() }
        let digitsOnly = rest.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard digitsOnly, rest.isEmpty == (letters.count == bytes.count),
              let rank = rank(of: String(decoding: letters, as: UTF8.self).lowercased()) else {
            return ([.word(text)], false)
        }
        var digits = Array(rest)
        while digits.count > 1, digits.first == UInt8(ascii: "0") { digits.removeFirst() }
        return (digits.isEmpty ? [.stage(rank)] : [.stage(rank), .number(String(decoding: digits, as: UTF8.self))], digits.isEmpty)
    }

    /// True for `1.0b2`, `2.0-rc.1` and the like.
    public var isPreRelease: Bool { !preRelease.isEmpty }

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
        switch (lhs.preRelease.isEmpty, rhs.preRelease.isEmpty) {
        case (true, _): return false
        case (false, true): return true
        case (false, false): return lhs.preRelease.lexicographicallyPrecedes(rhs.preRelease)
        }
    }

    /// Reads a version from a JSON string (`"1.2"`).
    /// - Throws: `DecodingError.dataCorrupted` when the string is not a version.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Writes the version as the string it was read from.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    /// Decimal digit strings without leading zeros compare by length, then lexically: no overflow.
    static func numberIsLess(_ left: String, _ right: String) -> Bool {
        left.utf8.count != right.utf8.count ? left.utf8.count < right.utf8.count : left < right
    }

    /// The pre-release labels understood, lower case, by stage in release order (a stage's rank is its
    /// index); others make the text no version, so that `1.x` or `1.2 build 3` are not mistaken for
    /// pre-releases.
    private static let stageLabels = [["dev", "d"], ["alpha", "a"], ["beta", "b"], ["rc", "c", "pre", "preview"]]

    /// The stage of a lower-case pre-release label, nil for a word that is none.
    private static func rank(of label: String) -> Int? {
        stageLabels.firstIndex { $0.contains(label) }
    }
}

extension Version: ExpressibleByStringLiteral {
    /// A version written in code: `let version: Version = "1.2"`.
    ///
    /// Swift checks nothing in a literal's text when it compiles, and a literal cannot throw: one that is
    /// not a version (`"1.2 build 3"`) stops the program where it is first used, in debug and release
    /// builds alike, with ``VersionError``'s sentence — for a configuration's literal, at the app's first
    /// launch in development. Text that is not your own literal (a setting, a file, a command's argument)
    /// goes through ``init(parsing:)``, which throws, or ``init(_:)``, which returns nil.
    public init(stringLiteral text: String) {
        do {
            try self.init(parsing: text)
        } catch {
            // Not preconditionFailure: an optimised build drops its message, and the message is the fix.
            fatalError("\(error). A Version literal must be a version (\"1.2\", \"2.0b3\"); for text read at run time use try Version(parsing:).")
        }
    }
}
