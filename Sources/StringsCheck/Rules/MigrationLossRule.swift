import LocaleServices
import Strings

/// `migration-loss`: a translation or a plural form of a `.lproj` table that the String Catalog
/// replacing it (same name, beside the folders) does not carry: once the `.lproj` files go, the
/// language shows the source text there. Only entries Apple's loader keeps count (a file it rejects
/// loses them already). A language the catalog lacks altogether is one finding, not one per key.
struct MigrationLossRule: RuleCheck {
    let rule = Rule.migrationLoss

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for pair in context.migrations {
            let catalogName = Path.name(of: pair.catalogPath)
            let kept = pair.legacy.entries.values.filter(\.loadedByApple)
            guard let migrated = pair.migrated else {
                guard let first = kept.min(by: { $0.key < $1.key }) else { continue }
                result.append(Diagnostic(
                    rule: rule, at: SourceLocation(file: first.location.file, line: 1, column: 1),
                    "\(catalogName) has no \(pair.language) at all: the \(kept.count) translation\(kept.count == 1 ? "" : "s") of this \(pair.legacy.name) table \(kept.count == 1 ? "is" : "are") not carried over, and lost with the .lproj files",
                    language: pair.language, related: SourceLocation(file: pair.catalogPath, line: 1, column: 1)))
                continue
            }
            for entry in kept {
                result += losses(of: entry, in: migrated.entries[entry.key], pair: pair, catalogName: catalogName)
            }
        }
        return result
    }

    /// What one entry loses in the catalog: the whole entry, or plural forms.
    private func losses(of entry: LocalizedEntry, in migrated: LocalizedEntry?, pair: MigrationPair, catalogName: String) -> [Diagnostic] {
        let related = pair.catalogLocations[entry.key] ?? SourceLocation(file: pair.catalogPath, line: 1, column: 1)
        func finding(_ what: String) -> Diagnostic {
            Diagnostic(rule: rule, at: entry.location, "\"\(entry.key)\" in \(pair.language): \(what)", language: pair.language, key: entry.key, related: related)
        }
        guard let migrated else {
            return [finding("this translation is not carried over to \(catalogName), which has no \(pair.language) value for the key")]
        }
        guard let plural = entry.plural else { return [] }
        guard let target = migrated.plural else {
            return [finding("the plural is a plain string in \(catalogName): its forms are not carried over")]
        }
        var result: [Diagnostic] = []
        for (name, variable) in plural.variables.sorted(by: { $0.key < $1.key }) {
            // A stringsdict of one variable becomes the catalog's one plural, whatever it is named.
            let counterpart = target.variables[name] ?? (plural.variables.count == 1 && target.variables.count == 1 ? target.variables.values.first : nil)
            let lost = variable.forms.keys.filter { counterpart?.forms[$0] == nil }.sorted()
            guard !lost.isEmpty else { continue }
            result.append(finding("the \(lost.map(\.rawValue).joined(separator: ", ")) form\(lost.count == 1 ? "" : "s") of %#@\(name)@ \(lost.count == 1 ? "is" : "are") not carried over to \(catalogName)"))
        }
        return result
    }
}
