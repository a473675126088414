import LocaleServices
import Strings

/// Everything the rules look at, read once: the tables of every set of localisations, the
/// problems met while reading them, the allow-list and the keys the sources look up.
struct CheckContext: Sendable {
    let groups: [LocalizationGroup]
    let problems: [LoadProblem]
    let allowList: AllowList
    /// The lookups found in `--sources`, or nil when no sources were given.
    let usages: [KeyUsage]?
    /// Each table of each non-base language beside the base's table of the same name.
    let pairs: [TablePair]

    init(groups: [LocalizationGroup], problems: [LoadProblem], allowList: AllowList, usages: [KeyUsage]?) {
        self.groups = groups
        self.problems = problems
        self.allowList = allowList
        self.usages = usages
        var pairs: [TablePair] = []
        for group in groups {
            let baseTables = group.tables[group.base] ?? [:]
            let baseTag = group.tag(for: group.base)
            for language in group.languages where language != group.base {
                let tables = group.tables[language] ?? [:]
                let sameLanguage = baseTag != nil && group.tag(for: language)?.language == baseTag?.language
                for name in Set(baseTables.keys).union(tables.keys).sorted() {
                    pairs.append(TablePair(
                        group: group, language: language, name: name, base: baseTables[name], translation: tables[name],
                        isVariantOfBase: sameLanguage))
                }
            }
        }
        self.pairs = pairs
    }
}

/// One table in one language beside the base language's table of the same name.
struct TablePair: Sendable {
    let group: LocalizationGroup
    let language: String
    let name: String
    let base: LocalizedTable?
    let translation: LocalizedTable?
    /// The language is a regional variant of the base's (`en-GB` beside `en`): text identical to
    /// the base is expected there.
    let isVariantOfBase: Bool

    var baseLanguage: String { group.base }

    /// Both sides were read in full, so a key absent from one is really absent.
    var isComparable: Bool { (base?.isComplete ?? true) && (translation?.isComplete ?? true) }

    /// Where a key absent from the translation belongs (the file may not exist).
    func translationLocation(forKey key: String, plural: Bool) -> SourceLocation {
        if group.isCatalog {
            return group.catalogLocations[key] ?? SourceLocation(file: group.path, line: 1, column: 1)
        }
        let folder = group.folders[language]
        let table = translation ?? LocalizedTable(name: name, language: language)
        return SourceLocation(file: table.file(forPlural: plural, lproj: folder), line: 1, column: 1)
    }

    /// Calls `body` for each key both sides define (in no particular order: reports are sorted).
    func forEachCommonKey(_ body: (_ base: LocalizedEntry, _ translation: LocalizedEntry) -> Void) {
        guard let base, let translation else { return }
        for (key, entry) in translation.entries {
            if let baseEntry = base.entries[key] { body(baseEntry, entry) }
        }
    }
}

extension CheckContext {
    /// Every key any base table defines.
    var baseKeys: Set<String> {
        var keys = Set<String>()
        for group in groups {
            for table in (group.tables[group.base] ?? [:]).values { keys.formUnion(table.entries.keys) }
        }
        return keys
    }
}
