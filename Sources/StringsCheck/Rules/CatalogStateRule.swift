import Strings

/// `catalog-state`: what Xcode's String Catalog editor flags. A translation in state `new` or
/// `needs_review` is one warning per language and key (it ships, but Xcode does not count it as
/// translated); a key whose `extractionState` is `stale` is one warning for the whole catalog, and
/// no language is asked for it.
///
/// A stale key a source of the catalog's project names (``SourceLookups/literals``) is no finding:
/// Xcode's extractor reads only the target's own code, so a key looked up by a Swift package or a
/// framework of the project is marked stale though it is used, and removing it, as the finding
/// would advise, would show the raw key.
struct CatalogStateRule: RuleCheck {
    let rule = Rule.catalogState

    /// Whether a source of the project (its packages' and frameworks' code included) names `key`,
    /// so a `stale` mark on it is Xcode's extractor not seeing that code.
    static func sourcesName(_ key: String, _ lookups: SourceLookups?) -> Bool {
        lookups?.literals.contains(key) == true
    }

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result = context.staleKeys.map { key, location in
            Diagnostic(rule: rule, at: location,
                       "\"\(key)\" is stale: Xcode no longer finds it in the sources, so no language is asked for it; remove it, or use it again",
                       key: key)
        }
        for pair in context.pairs {
            guard let states = pair.states else { continue }
            pair.forEachCommonKey { base, translation in
                let what: String
                switch states[base.key] {
                case .new?: what = "is marked new (not translated yet)"
                case .needsReview?: what = "is marked needs_review"
                default: return
                }
                result.append(Diagnostic(
                    rule: rule, at: translation.location,
                    "\"\(base.key)\" in \(pair.language) \(what) in the catalog, so Xcode does not count it as translated; review it and mark it translated",
                    language: pair.language, key: base.key))
            }
        }
        return result
    }
}
