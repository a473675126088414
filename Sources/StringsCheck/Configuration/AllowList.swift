import Foundation
import Strings

/// Translations that may be identical to the base: words that stay the same in many languages.
///
/// A value is allowed when, without its format specifiers, it has no letters at all (`%@ (%d)`,
/// `1.2.3`, `—`), or when it equals a listed word, ignoring case and surrounding spaces.
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

    public init(words: some Sequence<String> = []) {
        self.words = Set(words.map(Self.fold))
    }

    /// Adds a word.
    public mutating func insert(_ word: String) { words.insert(Self.fold(word)) }

    /// Adds the words of an allow file: one per line; blank lines and lines starting with `#` are skipped.
    public mutating func insert(fileContents text: String) {
        for line in text.split(whereSeparator: \.isNewline) {
            let word = line.trimmingCharacters(in: .whitespaces)
            if !word.isEmpty, !word.hasPrefix("#") { insert(word) }
        }
    }

    /// Whether `value` may equal the base's value.
    public func allows(_ value: String) -> Bool {
        if words.contains(Self.fold(value)) { return true }
        return !Self.hasLetters(value)
    }

    private static func fold(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    private static func hasLetters(_ value: String) -> Bool {
        let literal: String
        if value.utf8.contains(UInt8(ascii: "%")) {
            // `%d` has a letter, but it is a conversion, not a word.
            literal = FormatString(value).pieces.map { piece in
                if case let .literal(text) = piece { text } else { "" }
            }.joined()
        } else {
            literal = value
        }
        return literal.unicodeScalars.contains { $0.properties.isAlphabetic }
    }
}
