import LocaleServices
import IVersionSupport

/// The release notes of one version: the lines to show under "new in this version".
///
/// A versions plist gives a version either a multi-line string or an array of strings (one per bullet
/// point); both end up here as lines, so the presentation never has to know which the author chose.
public struct VersionNotes: Sendable, Hashable, Codable {
    /// The version these notes describe, with its text as written in the feed.
    public var version: Version
    /// The notes, one entry per line; empty when the feed gives no notes (`<array/>`).
    public var lines: [String]
    /// The notes as written, when the feed writes them in Markdown (GitHub releases): for presentations
    /// that render it; ``lines`` is its plain text.
    public var markdown: String?
    /// The notes in other languages, by language tag (`de`, `pt-BR`), when the feed publishes them per
    /// language; ``lines`` is the default. ``lines(for:)`` chooses.
    public var translations: [String: [String]] = [:]

    /// The notes for a language: the translation the CLDR matcher finds best for it (`pt-BR` finds `pt`,
    /// `zh-HK` finds `zh-Hant`), else the default ``lines``.
    /// - Parameter language: The alert's language.
    /// - Returns: The lines to show.
    public func lines(for language: LanguageTag) -> [String] {
        guard !translations.isEmpty,
              let match = LanguageMatcher(available: translations.keys.sorted()).bestMatch(for: [language], fallingBackToEnglish: false),
              !match.isFallback else { return lines }
        return translations[match.localization] ?? lines
    }

    /// Creates notes for a version.
    /// - Parameters:
    ///   - version: The version the notes describe.
    ///   - lines: The notes, one entry per line.
    public init(version: Version, lines: [String]) {
        self.version = version
        self.lines = lines
    }

    /// Creates notes from a multi-line string, split on `\n`, `\r\n` or `\r`.
    ///
    /// Blank lines before the first and after the last line of text are dropped (an XML plist often
    /// ends its `<string>` on a new line); blank lines between lines of text are kept.
    /// - Parameters:
    ///   - version: The version the notes describe.
    ///   - text: The notes as one string.
    public init(version: Version, text: String) {
        self.init(version: version, lines: Self.lines(of: text))
    }

    /// A multi-line string as lines: split on `\n`, `\r\n` or `\r`, blank lines at either end dropped.
    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var previousWasCR = false
        for character in text.unicodeScalars {
            if character == "\r" || character == "\n" {
                if !(character == "\n" && previousWasCR) {
                    lines.append(current)
                    current = ""
                }
                previousWasCR = character == "\r"
            } else {
                current.unicodeScalars.append(character)
                previousWasCR = false
            }
        }
        lines.append(current)
        // Cut once at the first and last line of text: removing blank lines one at a time from the front
        // moves every line after them each time (3 MB of newlines took minutes).
        guard let first = lines.firstIndex(where: { !PlainText.isBlank($0) }),
              let last = lines.lastIndex(where: { !PlainText.isBlank($0) }) else { return [] }
        return Array(lines[first...last])
    }

    /// The notes as one string, lines joined with `\n`.
    public var text: String { lines.concatenated(separator: "\n") }

    private enum CodingKeys: String, CodingKey { case version, lines, markdown, translations }

    /// Reads notes written by ``encode(to:)``; `markdown` and `translations` may be absent (notes stored
    /// before they existed).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Version.self, forKey: .version)
        lines = try container.decode([String].self, forKey: .lines)
        markdown = try container.decodeIfPresent(String.self, forKey: .markdown)
        translations = try container.decodeIfPresent([String: [String]].self, forKey: .translations) ?? [:]
    }

    /// Writes the version and lines, and `markdown` and `translations` only when there are any.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(lines, forKey: .lines)
        try container.encodeIfPresent(markdown, forKey: .markdown)
        if !translations.isEmpty { try container.encode(translations, forKey: .translations) }
    }
}
