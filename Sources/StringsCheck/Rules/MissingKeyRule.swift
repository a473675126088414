import Strings

/// `missing-key`: a key the base defines that a language lacks, one finding per key and
/// language, in the file where the key belongs, with the base's definition as related position.
/// A text an Interface Builder file defines is a warning (the interface shows the file's own
/// text, as for an untranslated one), and not asked for at all when it has no letters.
struct MissingKeyRule: RuleCheck {
    let rule = Rule.missingKey

    func check(_ context: CheckContext) -> [Diagnostic] {
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
        let interfaceBuilderFile = pair.base?.interfaceBuilderFile
        var errors = 0, warnings = 0
        for entry in pair.missing {
            let fromInterfaceBuilder = interfaceBuilderFile != nil && entry.location.file == interfaceBuilderFile
            if !fromInterfaceBuilder { errors += 1; continue }
            if let text = entry.text, text.unicodeScalars.contains(where: \.properties.isAlphabetic) { warnings += 1 }
        }
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
}
