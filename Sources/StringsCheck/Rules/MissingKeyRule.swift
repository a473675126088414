import Strings

/// `missing-key`: a key the base defines that a language lacks, one finding per key and
/// language, in the file where the key belongs, with the base's definition as related position.
/// A text an Interface Builder file defines is a warning (the interface shows the file's own
/// text, as for an untranslated one), and not asked for at all when it has no letters.
struct MissingKeyRule: RuleCheck {
    let rule = Rule.missingKey

    func check(_ context: CheckContext) -> [Diagnostic] {
        if let (folder, comparedIn) = context.languageWithoutTables, !context.listsEveryKey {
            let pairs = context.pairs.filter(\.isComparable)
            return pairs.count == comparedIn ? missingLanguage(pairs, folder: folder) : missingTables(pairs, folder: folder, of: comparedIn)
        }
        var result: [Diagnostic] = []
        for pair in context.pairs where pair.isComparable {
            let interfaceBuilderFile = pair.base?.interfaceBuilderFile
            if pair.translation == nil, pair.catalog == nil, !context.listsEveryKey {
                result += missingTable(pair)
                continue
            }
            for entry in pair.missing {
                let key = entry.key
                // A key missing from an Interface Builder table shows the file's own text: as an
                // untranslated text is, a warning; and nothing at all when it has no letters ("0", "125").
                let fromInterfaceBuilder = interfaceBuilderFile != nil && entry.location.file == interfaceBuilderFile
                if fromInterfaceBuilder, let text = entry.text, !text.unicodeScalars.contains(where: \.properties.isAlphabetic) { continue }
                let noFile = pair.translation == nil && pair.catalog == nil ? " (\(pair.language) has no \(pair.name) table)" : ""
                result.append(Diagnostic(
                    rule: rule, severity: fromInterfaceBuilder ? .warning : nil,
                    at: pair.translationLocation(forKey: key, plural: entry.isPlural),
                    "\(pair.language) lacks \"\(key)\", which the base (\(pair.baseLanguage)) defines\(noFile)"
                        + (fromInterfaceBuilder ? "; the interface shows the base's text \"\(entry.text ?? "")\"" : ""),
                    language: pair.language, key: key, related: entry.location))
            }
        }
        return result
    }

    /// A language without the table at all: one finding for the table (an error when any key
    /// it lacks is one, a warning when all are Interface Builder text), not one per key.
    private func missingTable(_ pair: TablePair) -> [Diagnostic] {
        let (errors, warnings) = Self.tally(pair)
        guard errors + warnings > 0 else { return [] }
        let plural = pair.missing.contains(where: \.isPlural) && !pair.missing.contains { !$0.isPlural }
        let count = errors + warnings
        return [Diagnostic(
            rule: rule, severity: errors > 0 ? .error : .warning,
            at: pair.translationLocation(forKey: "", plural: plural),
            "\(pair.language) has no \(pair.name) table: it lacks "
                + (count == 1 ? "\"\(pair.missing[0].key)\", which the base (\(pair.baseLanguage)) defines, and shows the base's text"
                              : "all \(count) keys the base (\(pair.baseLanguage)) defines, and shows the base's text; --all lists them"),
            language: pair.language, key: nil, related: pair.base.map { SourceLocation(file: $0.file(forPlural: plural, lproj: nil), line: 1, column: 1) })]
    }

    /// A language with none of its component's tables (an empty `.lproj`): one finding at its
    /// folder, not one per table. The message holds no count, so the finding (and its baseline
    /// fingerprint) stays the same when the base gains a table or a key.
    private func missingLanguage(_ pairs: [TablePair], folder: String) -> [Diagnostic] {
        let tallies = pairs.map(Self.tally)
        guard let language = pairs.first?.language, tallies.contains(where: { $0.errors + $0.warnings > 0 }) else { return [] }
        let bases = Set(pairs.map(\.baseLanguage)).sorted()
        return [Diagnostic(
            rule: rule, severity: tallies.contains { $0.errors > 0 } ? .error : .warning,
            at: SourceLocation(file: folder, line: 1, column: 1),
            "\(language) has none of the component's tables that \(bases.count == 1 ? "the base" : "their bases") (\(bases.joined(separator: ", "))) \(bases.count == 1 ? "defines" : "define"), "
                + "and shows the base's text throughout; --all lists each table and key",
            language: language, key: nil)]
    }

    /// A language that holds some of its component's tables but lacks more than a few: one finding
    /// at its folder naming how many it lacks and the first few, not one per table (n tables beside
    /// n languages holding one each made n² findings). A few are still one finding each.
    private func missingTables(_ pairs: [TablePair], folder: String, of comparedIn: Int) -> [Diagnostic] {
        let lacking = pairs.filter { let tally = Self.tally($0); return tally.errors + tally.warnings > 0 }
        guard let language = lacking.first?.language else { return [] }
        if lacking.count <= WorkPlan.tablesListedOneByOne { return lacking.flatMap(missingTable) }
        let bases = Set(lacking.map(\.baseLanguage)).sorted()
        let named = lacking.prefix(WorkPlan.tablesListedOneByOne).map(\.name).joined(separator: ", ")
        return [Diagnostic(
            rule: rule, severity: lacking.contains { Self.tally($0).errors > 0 } ? .error : .warning,
            at: SourceLocation(file: folder, line: 1, column: 1),
            "\(language) lacks \(lacking.count) of the \(comparedIn) tables "
                + "\(bases.count == 1 ? "the base" : "their bases") (\(bases.joined(separator: ", "))) \(bases.count == 1 ? "defines" : "define"): "
                + "\(named) and \(lacking.count - WorkPlan.tablesListedOneByOne) more, and shows the base's text there; --all lists each table and key",
            language: language, key: nil)]
    }

    /// The keys a language without the table lacks: errors, and warnings (Interface Builder text,
    /// which the interface shows in the base's words; none for text without letters).
    private static func tally(_ pair: TablePair) -> (errors: Int, warnings: Int) {
        let interfaceBuilderFile = pair.base?.interfaceBuilderFile
        var errors = 0, warnings = 0
        for entry in pair.missing {
            let fromInterfaceBuilder = interfaceBuilderFile != nil && entry.location.file == interfaceBuilderFile
            if !fromInterfaceBuilder { errors += 1; continue }
            if let text = entry.text, text.unicodeScalars.contains(where: \.properties.isAlphabetic) { warnings += 1 }
        }
        return (errors, warnings)
    }
}
