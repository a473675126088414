/// A check `strings-check` runs, by its stable name.
///
/// The raw values are the names users write after `--rule` and `--disable`, that appear in
/// brackets at the end of every diagnostic line and in the JSON output: never rename one.
///
/// ```swift
/// Rule(rawValue: "missing-key")   // .missingKey
/// Rule.untranslated.defaultSeverity   // .warning
/// ```
public enum Rule: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// A file that cannot be parsed (any format the parser reads), with file, line and column.
    case syntax
    /// A key the base language defines and a language lacks: the headline check.
    case missingKey = "missing-key"
    /// A key a language defines and the base language lacks.
    case extraKey = "extra-key"
    /// A key defined twice in one file, with both positions.
    case duplicateKey = "duplicate-key"
    /// A translation whose format specifiers differ from the base's in count, type or position,
    /// or that is a plural where the base has a plain string (or the other way round); a base that
    /// reads one argument as two types; a `%#@variable@` its entry does not define. Only trailing
    /// arguments left out, and a variable nothing names, are warnings.
    case formatMismatch = "format-mismatch"
    /// A translation that is empty where the base is not.
    case emptyValue = "empty-value"
    /// A translation identical to the base, not on the allow-list.
    case untranslated
    /// A plural lacking a category the numbers it shows reach (an error when `other`, the fallback, is missing too).
    case pluralCategories = "plural-categories"
    /// A plural whose forms write the count (`%d`) except some: a form that stands for several
    /// numbers without saying which, or a number spelled out where the other forms write digits.
    case pluralNumber = "plural-number"
    /// A file that is not valid UTF-8 or UTF-16, or mixes line endings.
    case encoding
    /// A base key that no source file looks up (`--sources`).
    case unusedKey = "unused-key"
    /// A key that a source file looks up but the base does not define (`--sources`).
    case undefinedKey = "undefined-key"
    /// A table whose base cannot be told: no `--base` file, no `Base.lproj` file, no String
    /// Catalog, no development region's or English file of that name. Its translations cannot be
    /// compared; everything else is still checked.
    case baseUnknown = "base-unknown"
    /// A plain space where French needs a non-breaking one (before `:`, `;`, `!`, `?`, inside « »).
    case punctuationSpacing = "punctuation-spacing"
    /// A short value with every word capitalised in a language that uses sentence case.
    case titleCase = "title-case"
    /// A String Catalog translation Xcode marks `new` or `needs_review`, or a key it marks stale.
    case catalogState = "catalog-state"
    /// One table whose files are named in two spellings that differ only in case
    /// (`Base.lproj/infoPlist.strings`, `de.lproj/InfoPlist.strings`): one table on a Mac's
    /// default volume, two on a device.
    case tableNameCase = "table-name-case"
    /// A `Base.lproj` strings table that no language reads: the development language and every
    /// other language have their own copy, and Apple's loader reads a language's own `.lproj`
    /// before `Base.lproj`. Reported once, with how it differs from the copy that is read, and
    /// never used to judge the others.
    case shadowedBase = "shadowed-base"
    /// A translation or plural form of a `.lproj` table that the String Catalog replacing it (same
    /// name, beside the folders) does not carry over.
    case migrationLoss = "migration-loss"

    /// The severity of the rule's findings unless a finding says otherwise
    /// (`plural-categories`, `format-mismatch` and `encoding` report their milder findings as warnings).
    public var defaultSeverity: Severity {
        switch self {
        case .syntax, .missingKey, .formatMismatch, .emptyValue, .pluralCategories, .encoding, .undefinedKey, .migrationLoss:
            .error
        // A duplicate shows one of two translations, and a base the checker cannot tell is its own
        // limit: neither is something every user meets, so a person decides.
        case .extraKey, .untranslated, .pluralNumber, .unusedKey, .punctuationSpacing, .titleCase, .catalogState, .tableNameCase,
             .shadowedBase, .duplicateKey, .baseUnknown:
            .warning
        }
    }

    /// One line for `--help` and the README's table: at most 45 characters, so that `--help`'s
    /// table row fits in 80 columns.
    public var summary: String {
        switch self {
        case .syntax: "a file that cannot be parsed"
        case .missingKey: "a base key that a language lacks"
        case .extraKey: "a key that the base lacks"
        case .duplicateKey: "a key defined twice in one file"
        case .formatMismatch: "specifiers or plural/plain differ from base"
        case .emptyValue: "empty where the base's value is not"
        case .untranslated: "same text as the base (allow-list aside)"
        case .pluralCategories: "a plural lacks a category its numbers reach"
        case .pluralNumber: "a plural form lacks the %d the others write"
        case .encoding: "not UTF-8/UTF-16; mixed line endings: warning"
        case .unusedKey: "a base key never looked up in --sources"
        case .undefinedKey: "looked up in --sources, absent from the base"
        case .baseUnknown: "a table whose base cannot be told"
        case .punctuationSpacing: "French: plain space before : ; ! ? (NBSP)"
        case .titleCase: "title case where sentence case is used"
        case .catalogState: "catalog unit new or needs_review; stale key"
        case .tableNameCase: "a table's file names differ only in case"
        case .shadowedBase: "a Base.lproj table that no language reads"
        case .migrationLoss: ".lproj text the String Catalog lacks"
        }
    }

    /// Whether the rule runs unless asked not to. `untranslated` and `title-case` do not: judged by
    /// hand on five apps nobody had run the checker on, 23 and 72 findings in 100 were right (a
    /// cognate, a brand, a name kept as it is; a label a language capitalises), below the nine in ten
    /// a default warning must reach. Nor does `extra-key`: a key only a translation defines is never
    /// looked up in the base's place, so no user or build meets it (judged right 24 times in 32 and then
    /// 1 in 16 on two such hold-outs: dead keys at best; keys a build step generates, an
    /// `NSPredicateEditor` table's split choices at worst). Nor does `plural-number`: 6 in 17 right
    /// there, since whether a form's other numbers are reached depends on the code (a key only another
    /// platform looks up, a count the app never passes: 0 sent to a text of its own). Nor does
    /// `base-unknown`: the checker's own limit, right 1 time in 8 on such apps (the base was a nib
    /// loaded by name, the English text in the code's `value:`, a table no target reads); each such
    /// table is a `not checked:` note instead, so it is never silently unchecked.
    /// `--enable` (or ``CheckConfiguration/rules``) turns them on.
    public var isOnByDefault: Bool { !Self.offByDefault.contains(self) }

    /// The rules ``isOnByDefault`` leaves out, in `--help`'s order.
    public static let offByDefault: [Rule] = [.extraKey, .untranslated, .pluralNumber, .titleCase, .baseUnknown]

    /// The rules that run unless asked otherwise: every rule ``isOnByDefault``.
    public static var defaultRules: Set<Rule> { Set(allCases.filter(\.isOnByDefault)) }

    /// Whether the rule needs `--sources` to say anything.
    public var needsSources: Bool { self == .unusedKey || self == .undefinedKey }

    /// Declaration order, so output lists rules as this enum does.
    public static func < (lhs: Rule, rhs: Rule) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
