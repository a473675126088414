import Strings

/// A base that is a stub: its translations define more keys it lacks than it has at all. The
/// table's text lives in code (`NSLocalizedString(_:value:comment:)`, `String(localized:defaultValue:)`)
/// and the base file holds a few leftovers, so every translated key would be "extra". One
/// `extra-key` finding speaks for the table: which base, how many languages, how many keys.
struct StubBase: Sendable {
    /// Below this many extra keys a translation is only ahead of its base, not beside a stub.
    static let minimumExtraKeys = 10

    /// A base that holds no text at all, only a placeholder (`"" = "";`, which Xcode projects keep
    /// so the file exists): whatever a translation defines, the base cannot have lost it.
    static func isPlaceholder(_ base: LocalizedTable) -> Bool {
        base.interfaceBuilderFile == nil && base.entries.values.allSatisfy { $0.text.map { !MissingKeyRule.hasLetters($0) } ?? false }
    }

    /// What one language's table showed.
    struct Evidence: Sendable {
        /// The base's file, which the finding is about.
        var baseFile: String
        var baseLanguage: String
        var table: String
        var baseKeyCount: Int
        var language: String
        var extraKeyCount: Int
    }

    /// The evidence of a unit's stub-based pairs.
    static func evidence(in context: CheckContext) -> [Evidence] {
        context.pairs.compactMap { pair in
            guard pair.hasStubBase, let base = pair.base else { return nil }
            return Evidence(baseFile: base.file(forPlural: false, lproj: nil), baseLanguage: pair.baseLanguage, table: pair.name,
                            baseKeyCount: base.entries.count, language: pair.language, extraKeyCount: pair.extra.count)
        }
    }

    /// One `extra-key` warning per stub base, at its file.
    static func diagnostics(_ evidence: [Evidence]) -> [Diagnostic] {
        let byBase = Dictionary(grouping: evidence, by: \.baseFile)
        return byBase.keys.sorted().map { file in
            let rows = byBase[file]!.sorted { $0.language < $1.language }
            let first = rows[0]
            let most = rows.map(\.extraKeyCount).max() ?? 0
            let languages = rows.count == 1 ? first.language : "\(rows.count) languages (\(rows.prefix(3).map(\.language).joined(separator: ", "))\(rows.count > 3 ? ", …" : ""))"
            return Diagnostic(
                rule: .extraKey, at: SourceLocation(file: file, line: 1, column: 1),
                "the base (\(first.baseLanguage)) of table \"\(first.table)\" defines \(first.baseKeyCount) \(first.baseKeyCount == 1 ? "key" : "keys"), while \(languages) \(rows.count == 1 ? "defines" : "define") up to \(most) keys it lacks: a stub base whose text lives in code (NSLocalizedString's value:, String(localized:defaultValue:)); add the keys to the base to have them checked; --all lists them")
        }
    }
}
