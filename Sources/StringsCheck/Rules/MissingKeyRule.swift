/// `missing-key`: a key the base defines that a language lacks, one finding per key and
/// language, in the file where the key belongs, with the base's definition as related position.
struct MissingKeyRule: RuleCheck {
    let rule = Rule.missingKey

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for pair in context.pairs where pair.isComparable {
            for entry in pair.missing {
                let key = entry.key
                let noFile = pair.translation == nil && pair.catalog == nil ? " (\(pair.language) has no \(pair.name) table)" : ""
                result.append(Diagnostic(
                    rule: rule, at: pair.translationLocation(forKey: key, plural: entry.isPlural),
                    "\(pair.language) lacks \"\(key)\", which the base (\(pair.baseLanguage)) defines\(noFile)",
                    language: pair.language, key: key, related: entry.location))
            }
        }
        return result
    }
}
