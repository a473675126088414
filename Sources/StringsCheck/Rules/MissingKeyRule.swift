import Strings

/// `missing-key`: a key the base defines that a language lacks, one finding per key and
/// language, in the file where the key belongs, with the base's definition as related position.
/// A text an Interface Builder file defines is a warning (the interface shows the file's own
/// text, as for an untranslated one); so is a key that is its own text (the loader returns the key,
/// which is the base's text), and any key of a project whose own lookup falls back to the base's
/// text (``LookupFallbacks``), whose lookups of the key pass a default text, or whose sources
/// never name the key (``SourceLookups``); none of them but the last is asked for when that text
/// has no letters. A language
/// without the table's file at all is a warning too: Apple's loader looks the table up along the
/// language list, so it reads the development language's file and the user sees its text, not keys
/// (a key missing from a file the language has is what shows the raw key: an error).
struct MissingKeyRule: RuleCheck {
    let rule = Rule.missingKey

    func check(_ context: CheckContext) -> [Diagnostic] {
        if let lacked = context.lackedTables, !context.listsEveryKey {
            return lacked.comparable == lacked.comparedIn ? missingLanguage(lacked) : missingTables(lacked)
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
                let fromInterfaceBuilder = interfaceBuilderFile != nil && entry.location.file == interfaceBuilderFile
                guard let shown = Self.shownInstead(entry, fromInterfaceBuilder: fromInterfaceBuilder, in: pair) else { continue }
                let noFile = pair.translation == nil && pair.catalog == nil ? " (\(pair.language) has no \(pair.name) table)" : ""
                result.append(Diagnostic(
                    rule: rule, severity: shown == .rawKey && noFile.isEmpty ? nil : .warning,
                    at: pair.translationLocation(forKey: key, plural: entry.isPlural),
                    "\(pair.language) lacks \"\(key)\", which the base (\(pair.baseLanguage)) defines\(noFile)" + shown.clause(entry),
                    language: pair.language, key: key, related: entry.location))
            }
        }
        return result
    }

    /// What a user of the language sees where a key is missing, or nil when that is no defect.
    enum Shown: Equatable {
        /// The key itself: the loader returns it (an error).
        case rawKey
        /// The base's text, because an Interface Builder file or intent definition shows its own.
        case interfaceText
        /// The base's text, because the key is that text and the loader returns the key.
        case keyAsText
        /// The `Info.plist`'s own value, which the system shows when `InfoPlist.strings` lacks the key.
        case infoPlistText
        /// The base's text, which the project's own lookup passes as the default (``LookupFallbacks``).
        case fallbackText
        /// The default text every lookup of the key passes (`defaultValue:`, `value:`).
        case defaultText
        /// Nothing known: no source of the project names the key (it may be built at run time).
        case unnamedKey

        /// The end of the finding's message.
        func clause(_ entry: LocalizedEntry) -> String {
            switch self {
            case .rawKey: ""
            case .interfaceText: "; the interface shows the base's text \"\(entry.text ?? "")\""
            case .keyAsText: "; the key is the base's text, so the user sees it untranslated"
            case .infoPlistText: "; the system shows the Info.plist's own text instead"
            case .fallbackText: "; the project's lookup shows the base's text instead"
            case .defaultText: "; the lookup's default value shows instead"
            case .unnamedKey: "; no source of the project names the key (a key built at run time stays possible)"
            }
        }
    }

    /// What a language shows for a base entry it lacks. A missing key makes Apple's loader return
    /// the key (no per-key fallback): a raw key, unless the key is the base's text ("Refresh" =
    /// "Refresh", as `genstrings` and String Catalogs write them), when the user sees that text;
    /// for a key of the target's `Info.plist` the system reads the plist's own value instead of a
    /// missing one (another text of an `InfoPlist` table is looked up as any other: a raw key).
    /// The project's sources may say more (``SourceLookups``): a lookup that shows the base's text,
    /// a default text at every lookup of the key, or no source naming the key at all.
    /// Interface Builder text without letters aside, the base's own language and its
    /// regional variants (`en`, `en-GB` beside a `Base.lproj` in `en`) see text in their language:
    /// nothing to report.
    static func shownInstead(_ entry: LocalizedEntry, fromInterfaceBuilder: Bool, in pair: TablePair) -> Shown? {
        // A `Base.lproj` copy is read by languages without their own: any language, not the base's.
        let ownLanguage = pair.isVariantOfBase && pair.language != "Base"
        let shown: Shown = if fromInterfaceBuilder { .interfaceText }
            else if pair.base?.infoPlistKeys.contains(entry.key) == true { .infoPlistText }
            else if isItsOwnText(entry) { .keyAsText }
            else { shownBySources(entry.key, base: pair.base) }
        // A key no source names is no text of the base's either: the base's language may lack it too.
        guard shown != .rawKey, shown != .unnamedKey else { return shown }
        // The base's text in its place: nothing to translate when it has no letters ("", "15", "1.5×"),
        // and nothing missing for the base's own language.
        return ownLanguage || !hasLetters(entry.text ?? (fromInterfaceBuilder ? "" : entry.key)) ? nil : shown
    }

    /// Whether a missing key shows the base's text when the lookup returns the key: the key is that
    /// text (`"Refresh" = "Refresh"`), or formats to it (`"Device %lu, %@" = "Device %1$lu, %2$@"`:
    /// numbered in order, the same conversions), or is a form of the base's plural (a catalog's
    /// `"%u articles"`, whose `other` form the key is: at worst "1 articles").
    static func isItsOwnText(_ entry: LocalizedEntry) -> Bool {
        if let text = entry.text { return text == entry.key || (entry.hasFormat && unnumbered(text) == entry.key) }
        guard let plural = entry.plural else { return false }
        return plural.variables.values.contains { variable in
            variable.forms.values.contains { $0 == entry.key || unnumbered($0) == entry.key }
        }
    }

    /// `text` with each `%n$` taken out, when the conversions are numbered 1, 2, 3… in the order
    /// written (so unnumbered ones read the same arguments); else `text`.
    static func unnumbered(_ text: String) -> String {
        let specifiers = FormatString(text).specifiers
        guard !specifiers.isEmpty, specifiers.enumerated().allSatisfy({ $0.element.explicitPosition == $0.offset + 1 }) else { return text }
        var scalars = Array(text.unicodeScalars)
        for specifier in specifiers.reversed() {
            // `%12$lu`: the digits and the `$` after the percent sign.
            let start = specifier.offset + 1
            var end = start
            while end < scalars.count, scalars[end] != "$" { end += 1 }
            guard end < scalars.count else { return text }
            scalars.removeSubrange(start...end)
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }

    /// What the project's sources say a language lacking `key` shows: the base's text when its
    /// lookup falls back to it (for every key, or through a function retrying another `.lproj`), the
    /// lookup's default text, a key no source names (with sources read, and no Settings pane,
    /// intent definition or catalog extraction naming it), or else the raw key.
    private static func shownBySources(_ key: String, base: LocalizedTable?) -> Shown {
        guard let base else { return .rawKey }
        if base.isRuleEditorFormatting { return .fallbackText }
        guard let lookups = base.lookups else { return .rawKey }
        if lookups.fallsBack || lookups.retried.contains(key) { return .fallbackText }
        if lookups.defaulted.contains(key) { return .defaultText }
        let named = lookups.literals.contains(key) || base.declaredKeys.contains(key)
        return lookups.filesRead > 0 && !named ? .unnamedKey : .rawKey
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

    /// The keys a language without the table lacks: errors (raw keys), and warnings (text the
    /// user sees in the base's words instead, ``shownInstead(_:fromInterfaceBuilder:in:)``).
    static func tally(_ pair: TablePair) -> (errors: Int, warnings: Int) {
        let interfaceBuilderFile = pair.base?.interfaceBuilderFile
        var errors = 0, warnings = 0
        for entry in pair.missing {
            let fromInterfaceBuilder = interfaceBuilderFile != nil && entry.location.file == interfaceBuilderFile
            switch shownInstead(entry, fromInterfaceBuilder: fromInterfaceBuilder, in: pair) {
            case .rawKey: errors += 1
            case .interfaceText, .keyAsText, .infoPlistText, .fallbackText, .defaultText, .unnamedKey: warnings += 1
            case nil: break
            }
        }
        return (errors, warnings)
    }

    /// Whether a text asks for a translation: one with letters (`12`, `1.5×` and `""` read the same in every language).
    static func hasLetters(_ text: String) -> Bool { text.unicodeScalars.contains(where: \.properties.isAlphabetic) }
}
