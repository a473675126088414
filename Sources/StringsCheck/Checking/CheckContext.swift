import LocaleServices
import Strings

/// What the rules look at in one unit of work: a table in one language beside its base (or a
/// whole String Catalog), the problems met reading those files and the plurals to check; or, for
/// the run as a whole, the base tables, the keys the sources look up and the tables without a base.
///
/// The checker makes one context per unit and drops it once the rules have run, so a tree of a
/// thousand languages is never in memory at once.
struct CheckContext: Sendable {
    var pairs: [TablePair] = []
    var problems: [LoadProblem] = []
    /// The language of the files whose ``problems`` these are (`fr`, `Base`), when the unit reads
    /// one language's files; nil for a String Catalog (every language in one file) and the run's.
    var problemLanguage: String?
    /// Tables whose plurals are checked against the language's ICU categories.
    var pluralScopes: [PluralScope] = []
    let allowList: AllowList
    /// One finding per key where by default one speaks for many (`--all`).
    var listsEveryKey = false
    /// What a language lacking all or most of its component's tables lacks, reported as one.
    var lackedTables: LackedTables?
    /// The lookups found in `--sources`: only in the whole-run context, and only with sources.
    var usages: [KeyUsage]?
    /// Every base table with its language (whole-run context).
    var baseTables: [(table: LocalizedTable, language: String)] = []
    /// Tables whose base could not be told (whole-run context).
    var unknownBases: [UnknownBase] = []
    /// `Base.lproj` strings tables no language reads (whole-run context).
    var shadowedBases: [ShadowedBase] = []
    /// Tables whose files are named in spellings that differ only in case (whole-run context).
    var spellingConflicts: [TableSpellings] = []
    /// Keys of a String Catalog that Xcode marked stale and no source of its project names (see
    /// ``CatalogStateRule``), each with where it is written.
    var staleKeys: [(key: String, location: SourceLocation)] = []
    /// `.lproj` tables beside the String Catalog that replaces them (see ``MigrationUnit``).
    var migrations: [MigrationPair] = []

    init(allowList: AllowList) { self.allowList = allowList }

    /// Each base file the unit's comparisons read, with the language compared with it (regional
    /// variants of the base and languages without the table aside): for rules that judge a key by
    /// how many languages write it one way (``UntranslatedRule``, ``TitleCaseRule``).
    var comparedBaseFiles: [(file: String, language: String)] {
        pairs.filter { !$0.isVariantOfBase && $0.translation != nil }.flatMap { pair in
            [
                pair.base?.stringsFile, pair.base?.stringsdictFile, pair.base?.interfaceBuilderFile,
                pair.base?.catalogFile,
            ]
            .compactMap(\.self).map { (file: $0, language: pair.language) }
        }
    }

    /// Every key any base table defines.
    var baseKeys: Set<String> {
        var keys = Set<String>()
        for (table, _) in baseTables { keys.formUnion(table.entries.keys) }
        return keys
    }
}

/// One table in one language beside its base, with its keys matched once for every rule: the
/// keys both define, the base's keys the translation lacks, and the translation's the base lacks.
struct TablePair: Sendable {
    /// The translation's language, canonical (`de-CH`).
    let language: String
    /// The base's language as reports name it (`en`, `Base`).
    let baseLanguage: String
    /// The table's name.
    let name: String
    let base: LocalizedTable?
    let translation: LocalizedTable?
    /// Where the translation's `.lproj` folder is (nil inside a String Catalog).
    let folder: String?
    /// For a pair inside a String Catalog: the catalog and where its keys are written.
    let catalog: (path: String, locations: [String: SourceLocation])?
    /// The language is a regional variant of the base's (`en-GB` beside `en`): text identical to
    /// the base is expected there.
    let isVariantOfBase: Bool
    /// In a String Catalog: each key's unit state in this language (Xcode's review state).
    let states: [String: StringCatalogDecoder.UnitState]?
    /// The entries of each key both sides define.
    let common: [(base: LocalizedEntry, translation: LocalizedEntry)]
    /// The base's entries the translation lacks (all of them when there is no translation).
    let missing: [LocalizedEntry]
    /// The translation's entries the base lacks.
    let extra: [LocalizedEntry]

    init(
        language: String, baseLanguage: String, name: String, base: LocalizedTable?, translation: LocalizedTable?,
        folder: String?, catalog: (path: String, locations: [String: SourceLocation])?, isVariantOfBase: Bool,
        states: [String: StringCatalogDecoder.UnitState]? = nil, ignoring ignored: Set<String> = []
    ) {
        self.language = language
        self.baseLanguage = baseLanguage
        self.name = name
        self.base = base
        self.translation = translation
        self.folder = folder
        self.catalog = catalog
        self.isVariantOfBase = isVariantOfBase
        self.states = states
        var common: [(base: LocalizedEntry, translation: LocalizedEntry)] = []
        var missing: [LocalizedEntry] = []
        let baseEntries = base?.entries ?? [:]
        let translated = translation?.entries ?? [:]
        // Keys not asked for (stale, "Don't translate") and keys of a damaged entry (reported once
        // where it is) are neither missing nor extra.
        let skipped = ignored.union(base?.unreadKeys ?? []).union(translation?.unreadKeys ?? []).union(
            base?.unshownKeys ?? [])
        common.reserveCapacity(min(baseEntries.count, translated.count))
        // A rule editor's key split into keys of fewer choices is translated by them, not lacked.
        let ownKeys = base?.isRuleEditorFormatting == true ? translated.keys.filter { baseEntries[$0] == nil } : []
        let splits =
            ownKeys.isEmpty
            ? nil : RuleEditorSplits(baseKeys: baseEntries.keys, ownKeys: ownKeys) { translated[$0] == nil }
        for entry in baseEntries.values where skipped.isEmpty || !skipped.contains(entry.key) {
            if let match = translated[entry.key] {
                common.append((entry, match))
            } else if base?.optionalKeys.contains(entry.key) != true, splits?.covered.contains(entry.key) != true {
                missing.append(entry)
            }
        }
        self.common = common
        self.missing = missing
        // Every translated key matched unless the translation has more keys than it shares.
        let known = base?.knownPluralKeys ?? []
        self.extra =
            translated.count == common.count
            ? []
            : translated.values.filter { entry in
                baseEntries[entry.key] == nil && !skipped.contains(entry.key) && !known.contains(entry.key)
                    && splits?.splitting.contains(entry.key) != true
            }
        // Neither skipped keys nor optional ones the language leaves out.
        self.asked = self.common.count + self.missing.count
    }

    /// How many of the base's keys the language is asked for.
    let asked: Int

    /// Whether Xcode counts the key as translated in this language (always, outside a catalog).
    func isTranslated(_ key: String) -> Bool {
        guard let state = states?[key] else { return true }
        return state == .translated
    }

    /// The translation defines more keys the base lacks than the base has at all: the base is a
    /// stub and the table's text lives elsewhere (in code, as `NSLocalizedString`'s `value:`),
    /// so its extra keys are reported once for the table, not one by one. So is a base that holds
    /// no text at all (``StubBase/isPlaceholder(_:)``).
    var hasStubBase: Bool {
        guard isComparable, let base, !extra.isEmpty else { return false }
        return (extra.count >= StubBase.minimumExtraKeys && extra.count > base.entries.count)
            || StubBase.isPlaceholder(base)
    }

    /// Both sides were read in full, so a key absent from one is really absent; and Apple loads
    /// the translation (a file it rejects lacks every key, which its one syntax error says).
    var isComparable: Bool {
        (base?.isComplete ?? true) && (translation?.isComplete ?? true) && translation?.isRejectedByApple != true
    }

    /// Where a key absent from the translation belongs (the file may not exist).
    func translationLocation(forKey key: String, plural: Bool) -> SourceLocation {
        if let catalog {
            return catalog.locations[key] ?? SourceLocation(file: catalog.path, line: 1, column: 1)
        }
        let table = translation ?? LocalizedTable(name: name, language: language)
        return SourceLocation(file: table.file(forPlural: plural, lproj: folder), line: 1, column: 1)
    }

    /// Calls `body` for each key both sides define and Apple loads in the translation (in no
    /// particular order: reports are sorted). An entry of a file Apple rejects, or after the line
    /// where it stops reading, is never shown, so nothing about its text is worth a finding: the
    /// file's syntax error counts it.
    func forEachCommonKey(_ body: (_ base: LocalizedEntry, _ translation: LocalizedEntry) -> Void) {
        for (base, translation) in common where translation.loadedByApple { body(base, translation) }
    }

    /// Whether two languages are one language in different regions (`en-GB`, `en`).
    static func isVariant(_ language: String, of base: String) -> Bool {
        TablePlanner.primarySubtag(language) == TablePlanner.primarySubtag(base)
    }
}

/// A table whose plurals are checked against its language's plural categories.
struct PluralScope: Sendable {
    let table: LocalizedTable
    /// The base's table (the table itself when it is the base): a variable the base gives only
    /// `other` needs only `other`.
    var base: LocalizedTable?
    /// The language reported (`fr`, `Base`).
    let language: String
    /// The language whose rules apply (`Base` stands for the development region).
    let tag: LanguageTag
    /// Keys not judged: in a String Catalog, those no language is asked for (stale, "Don't translate").
    var ignoring: Set<String> = []

    /// Whether the plural rules judge `key`: one asked for, whose text some user reads.
    func judges(_ key: String) -> Bool {
        !ignoring.contains(key) && base?.unshownKeys.contains(key) != true
    }
}

/// A table that no rule of the base choice could give a base.
struct UnknownBase: Sendable {
    let component: String
    let table: String
    /// The languages that have the table.
    let languages: [String]
    /// What was looked for, for the message.
    let lookedFor: String
    /// A file of the table, where the finding is shown.
    let location: SourceLocation
}

/// A table whose files are named in more than one spelling that differ only in case.
struct TableSpellings: Sendable {
    let component: String
    /// The spelling the table is reported under (its base's).
    let table: String
    /// Each spelling with the languages whose files use it.
    let spellings: [String: [String]]
    /// A file of the first spelling other than the table's, where the finding is shown.
    let location: SourceLocation

    init(
        component: String, table: String, spellings: [String: [String]], listings: [String: FolderFiles],
        folders: [LocalizationFolder]
    ) {
        self.component = component
        self.table = table
        self.spellings = spellings
        let other = spellings.keys.sorted().first { $0 != table } ?? table
        let folder = folders.first { folder in (listings[folder.path] ?? []).contains { Path.stem(of: $0) == other } }
        let file = folder.flatMap { folder in
            (listings[folder.path] ?? []).first { Path.stem(of: $0) == other }.map { Path.join(folder.path, $0) }
        }
        location = SourceLocation(file: file ?? component, line: 1, column: 1)
    }
}

/// What any language lacking a table lacks, the same for every such language: worked out once per
/// table, so a language lacking most of n tables costs n small sums rather than n tables compared
/// (n such languages made n² comparisons).
struct AbsentTable: Sendable {
    let name: String
    let baseLanguage: String
    /// The keys lacking that are errors, and those that are Interface Builder text (warnings).
    let errors: Int, warnings: Int
    /// The keys a translation is asked for (coverage's total).
    let asked: Int
    let isComparable: Bool

    /// The table as a language without it sees it.
    init(_ pair: TablePair) {
        (name, baseLanguage, asked, isComparable) = (pair.name, pair.baseLanguage, pair.asked, pair.isComparable)
        (errors, warnings) = MissingKeyRule.tally(pair)
    }
}
