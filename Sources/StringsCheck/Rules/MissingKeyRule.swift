import Strings

/// `missing-key`: a key the base defines that a language lacks, one finding per key and
/// language, in the file where the key belongs, with the base's definition as related position.
/// A key whose lookup shows the base's own text in its place (``LocalizedTable/textShown(lacking:)``:
/// Interface Builder text, an `Info.plist` value, a key that is its own text) is a warning, as for
/// an untranslated text, and not asked for at all when that text has no letters (`"" = "";`, `15`).
/// A language without the table's file at all is a warning too: Apple's loader looks the table up
/// along the language list, so it reads the development language's file and the user sees its
/// text, not keys (a key missing from a file the language has is what shows the raw key: an error).
struct MissingKeyRule: RuleCheck {
    let rule = Rule.missingKey

    func check(_ context: CheckContext) -> [Diagnostic] {
        if let lacked = context.lackedTables, !context.listsEveryKey {
            return lacked.comparable == lacked.comparedIn ? missingLanguage(lacked) : missingTables(lacked)
        }
        var result: [Diagnostic] = []
        for pair in context.pairs where pair.isComparable {
            if pair.translation == nil, pair.catalog == nil, !context.listsEveryKey {
                result += missingTable(pair)
                continue
            }
            for entry in pair.missing {
                let key = entry.key
                // A key whose lookup shows the base's own text: as an untranslated text is, a
                // warning; and nothing at all when that text has no letters ("0", "125", "").
                let shown = pair.base?.textShown(lacking: entry)
                if let shown, !Self.hasLetters(shown) { continue }
                let noFile = pair.translation == nil && pair.catalog == nil ? " (\(pair.language) has no \(pair.name) table)" : ""
                result.append(Diagnostic(
                    rule: rule, severity: shown != nil || !noFile.isEmpty ? .warning : nil,
                    at: pair.translationLocation(forKey: key, plural: entry.isPlural),
                    "\(pair.language) lacks \"\(key)\", which the base (\(pair.baseLanguage)) defines\(noFile)"
                        + (shown.map { "; the interface shows the base's text \"\($0)\"" } ?? ""),
                    language: pair.language, key: key, related: entry.location))
            }
        }
        return result
    }

    /// A language without the table at all: one warning for the table (the loader reads the
    /// development language's file instead), not one per key.
    private func missingTable(_ pair: TablePair) -> [Diagnostic] {
        let (errors, warnings) = Self.tally(pair)
        guard errors + warnings > 0 else { return [] }
        let plural = pair.missing.contains(where: \.isPlural) && !pair.missing.contains { !$0.isPlural }
        let count = errors + warnings
        return [Diagnostic(
            rule: rule, severity: .warning,
            at: pair.translationLocation(forKey: "", plural: plural),
            "\(pair.language) has no \(pair.name) table: it lacks "
                + (count == 1 ? "\"\(pair.missing[0].key)\", which the base (\(pair.baseLanguage)) defines, and shows the base's text"
                              : "all \(count) keys the base (\(pair.baseLanguage)) defines, and shows the base's text; --all lists them"),
            language: pair.language, key: nil, related: pair.base.map { SourceLocation(file: $0.file(forPlural: plural, lproj: nil), line: 1, column: 1) })]
    }

    /// A language with none of its component's tables (an empty `.lproj`): one finding at its
    /// folder, not one per table. The message holds no count, so the finding (and its baseline
    /// fingerprint) stays the same when the base gains a table or a key.
    private func missingLanguage(_ lacked: LackedTables) -> [Diagnostic] {
        guard lacked.lacking > 0 else { return [] }
        return [Diagnostic(
            rule: rule, severity: .warning, at: SourceLocation(file: lacked.folder, line: 1, column: 1),
            "\(lacked.language) has none of the component's tables that \(Self.bases(lacked.bases)), "
                + "and shows the base's text throughout; --all lists each table and key",
            language: lacked.language, key: nil)]
    }

    /// A language that holds some of its component's tables but lacks more than
    /// ``WorkPlan/tablesListedOneByOne``: one finding at its folder naming how many it lacks and
    /// the first few, not one per table (n tables beside n languages holding one each made n²).
    private func missingTables(_ lacked: LackedTables) -> [Diagnostic] {
        guard lacked.lacking > 0 else { return [] }
        let more = lacked.lacking > lacked.firstNames.count ? " and \(lacked.lacking - lacked.firstNames.count) more" : ""
        return [Diagnostic(
            rule: rule, severity: .warning, at: SourceLocation(file: lacked.folder, line: 1, column: 1),
            "\(lacked.language) lacks \(lacked.lacking) of the \(lacked.comparedIn) tables \(Self.bases(lacked.bases)): "
                + lacked.firstNames.joined(separator: ", ") + more
                + ", and shows the base's text there; --all lists each table and key",
            language: lacked.language, key: nil)]
    }

    /// "the base (en) defines", or "their bases (Base, en) define".
    private static func bases(_ bases: [String]) -> String {
        bases.count == 1 ? "the base (\(bases[0])) defines" : "their bases (\(bases.joined(separator: ", "))) define"
    }

    /// The keys a language without the table lacks: errors, and warnings (text the interface shows
    /// in the base's words, ``LocalizedTable/textShown(lacking:)``; none for text without letters).
    static func tally(_ pair: TablePair) -> (errors: Int, warnings: Int) {
        var errors = 0, warnings = 0
        for entry in pair.missing {
            guard let shown = pair.base?.textShown(lacking: entry) else { errors += 1; continue }
            if hasLetters(shown) { warnings += 1 }
        }
        return (errors, warnings)
    }

    /// Whether a text asks for a translation: one with letters (`12`, `1.5×` and `""` read the same in every language).
    static func hasLetters(_ text: String) -> Bool { text.unicodeScalars.contains(where: \.properties.isAlphabetic) }
}
