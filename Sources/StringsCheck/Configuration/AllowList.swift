#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IVersionSupport
import Strings

/// Translations that may be identical to the base: words that stay the same in many languages.
///
/// A value is allowed when, without its format specifiers, it has no letters at all (`%@ (%d)`,
/// `1.2.3`, `—`), or when it equals a listed word, ignoring case, surrounding spaces and format
/// specifiers (`--allow Version` allows `Version %@`).
///
/// ```swift
/// var allowList = AllowList.builtIn      // "OK"
/// allowList.insert("Email")
/// allowList.allows("ok")                 // true
/// allowList.allows("%@ / %@")            // true: no letters
/// ```
public struct AllowList: Sendable, Hashable {
    /// The listed words, folded for comparison.
    public private(set) var words: Set<String>

    /// The built-in list: `OK` (and, always, any value without letters).
    public static let builtIn = AllowList(words: ["OK"])

    /// A list of these words (compared without regard to case).
    public init(words: some Sequence<String> = []) {
        self.words = Set(words.map(Self.fold))
    }

    /// Adds a word.
    public mutating func insert(_ word: String) { words.insert(Self.fold(word)) }

    /// The largest allow file read (1 MiB): a list of words is a few kilobytes; anything larger is a mistake.
    public static let maximumFileBytes = 1 << 20

    /// Adds the words of an allow file: one per line; blank lines and lines starting with `#` are skipped.
    public mutating func insert(fileContents text: String) {
        for line in text.split(whereSeparator: \.isNewline) {
            let word = PlainText.trimmed(line, keepingNewlines: true)
            if !word.isEmpty, !word.hasPrefix("#") { insert(word) }
        }
    }

    /// Whether `value` may equal the base's value.
    public func allows(_ value: String) -> Bool {
        let literal = Self.literalText(of: value)
        if words.contains(Self.fold(value)) || words.contains(Self.fold(literal)) { return true }
        return !literal.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    private static func fold(_ text: String) -> String {
        PlainText.trimmed(text).lowercased()
    }

    /// The text without its format conversions: `%d` has a letter, but it is not a word, and
    /// `Version %@` is the word `Version`.
    private static func literalText(of value: String) -> String {
        guard value.utf8.contains(UInt8(ascii: "%")) else { return value }
        return FormatString(value).pieces.map { piece in
            if case let .literal(text) = piece { text } else { "" }
        }.joined()
    }
}
