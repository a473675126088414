import LocaleServices
import Strings

/// `format-mismatch`: a translation that would format differently from the base.
///
/// - A plain string must take the same arguments as the base's: same positions and types
///   (`%1$@ %2$@` reordered as `%2$@ %1$@` is fine; `%d` for `%@`, or a dropped `%@`, is not).
///   When the base is a format (it takes arguments), the translation's invalid conversions
///   (`%y`, a lone `%`) are reported too.
/// - A plural's format key must take the base's arguments; the `other` form of each variable
///   must take what the base's `other` takes; other forms may leave the number out, but may not
///   take anything the base's forms never take.
/// - A plural where the base has a plain string, or the other way round, is never found by the
///   lookup of the base's kind, so the language silently falls back to the base.
struct FormatMismatchRule: RuleCheck {
    let rule = Rule.formatMismatch

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for pair in context.pairs {
            pair.forEachCommonKey { base, translation in
                func report(_ message: String, severity: Severity? = nil) {
                    result.append(Diagnostic(rule: rule, severity: severity, at: translation.location, message,
                                             language: pair.language, key: base.key, related: base.location))
                }
                // In a String Catalog either kind translates either kind (a plain value of a plural
                // base, a plural of a plain one), and a key may declare arguments its source value
                // leaves out ("notifications.label.favorite %lld" = "starred"): the translation may
                // take any of those, with their types.
                if pair.catalog != nil, let allowed = Self.catalogAllowance(base, translation) {
                    let taken = Self.arguments(of: translation)
                    if let position = taken.arguments.keys.sorted().first(where: { taken.arguments[$0] != allowed.arguments[$0] }) {
                        let type = taken.arguments[position]!
                        report("\"\(base.key)\" in \(pair.language) takes \(type) at \(position), but the base (\(pair.baseLanguage)) and its key take \(allowed.arguments[position].map(\.description) ?? "nothing") there")
                    }
                    return
                }
                // Plain strings first: the common case never touches the plurals.
                if let text = translation.text, let baseText = base.text {
                    // Without a '%' on either side there is nothing to compare; entries parse their format once, when read.
                    guard base.hasFormat || translation.hasFormat else { return }
                    // An empty translation is `empty-value`'s one finding: the arguments it drops add nothing.
                    if EmptyValueRule.reports(text, base: baseText) { return }
                    // Interface Builder shows its text as written: "% of screen" is no format.
                    if Self.isInterfaceBuilderText(base, in: pair) { return }
                    // A rule editor reads its choice lists itself: each is one of the row's views.
                    if pair.base?.isRuleEditorFormatting == true {
                        let outline = FormatString.signature(of: RuleEditorFormatting.asConversions(text))
                        let baseSignature = FormatString.signature(of: RuleEditorFormatting.asConversions(baseText)).signature
                        if outline.signature != baseSignature {
                            report("\"\(base.key)\" in \(pair.language) takes \(outline.signature), but the base (\(pair.baseLanguage)) takes \(baseSignature)")
                        } else if let problem = outline.firstProblem {
                            report("\"\(base.key)\" in \(pair.language): \(problem.message)")
                        }
                        return
                    }
                    // `%0 of %1`: the app replaces numbered placeholders itself; printf's reading is an accident.
                    if let basePlaceholders = base.placeholders {
                        let placeholders = translation.placeholders ?? []
                        if placeholders != basePlaceholders {
                            report("\"\(base.key)\" in \(pair.language) has the placeholders \(Self.list(placeholders)), but the base (\(pair.baseLanguage)) has \(Self.list(basePlaceholders))"
                                   + Self.lookalikeHint(text))
                        }
                        return
                    }
                    let baseSignature = base.signature ?? Self.noArguments, signature = translation.signature ?? Self.noArguments
                    // "70% for most" is prose: no argument is meant, and text nobody formats shows as written.
                    if Self.takesProsePercentsOnly(baseText) {
                        if signature.count > 0, !Self.takesProsePercentsOnly(text) {
                            report("\"\(base.key)\" in \(pair.language) takes \(signature), but the base (\(pair.baseLanguage)) has only a percent sign "
                                   + "before a word, which is prose, not a conversion", severity: .warning)
                        }
                        return
                    }
                    let lookalike = Self.lookalikeHint(text)
                    if let dropped = Self.trailingLeftOut(signature, base: baseSignature), lookalike.isEmpty {
                        let what = signature.count == 0 ? "every argument (\(dropped))" : dropped
                        report("\"\(base.key)\" in \(pair.language) leaves out \(what), which the base (\(pair.baseLanguage)) shows last; "
                               + "arguments a format never reaches are ignored, so nothing breaks, but the text no longer shows it (right when it repeats one shown before)",
                               severity: .warning)
                    } else if Self.differsOnlyInSign(signature, base: baseSignature) {
                        report("\"\(base.key)\" in \(pair.language) takes \(signature), but the base (\(pair.baseLanguage)) takes \(baseSignature): "
                               + "the same number prints the same unless it is negative", severity: .warning)
                    } else if signature != baseSignature {
                        report("\"\(base.key)\" in \(pair.language) takes \(signature), but the base (\(pair.baseLanguage)) takes \(baseSignature)"
                               + Self.reorderHint(text, signature, base: baseSignature) + Self.spaceFlagHint(text, base: baseText)
                               + lookalike)
                    } else if baseSignature.count > 0, let problem = translation.firstFormatProblem {
                        report("\"\(base.key)\" in \(pair.language): \(problem.message)")
                    }
                } else if base.isPlural, translation.isPlural, let basePlural = base.plural, let plural = translation.plural {
                    let differences = Self.compare(basePlural, plural)
                    // One look at the forms per key, not one per difference.
                    let hint = differences.isEmpty ? "" : Self.lookalikeHint(plural.variables.values.flatMap(\.forms.values).joined(separator: " "))
                    for message in differences {
                        report("plural \"\(base.key)\" in \(pair.language): \(message), but the base (\(pair.baseLanguage)) \(message.baseClause)" + hint)
                    }
                } else {
                    report("\"\(base.key)\" is \(base.content.kindName) in the base (\(pair.baseLanguage)) but \(translation.content.kindName) in \(pair.language); the lookup will not find it and falls back to the base")
                }
            }
        }
        return result
    }

    /// Whether a base entry is Interface Builder text, which no format rule applies to: read from
    /// a `.xib` or `.storyboard` (never a format), or keyed as ibtool keys it in a `.strings` file
    /// or catalog made from one, unless its text is written as a format a program fills in.
    static func isInterfaceBuilderText(_ base: LocalizedEntry, in pair: TablePair) -> Bool {
        if let file = pair.base?.interfaceBuilderFile, base.location.file == file { return true }
        return InterfaceBuilderKey.isObjectKey(base.key) && !base.isWrittenAsFormat
    }

    /// The numbered placeholders of a string written for the app's own substitution (`%0 of %1`,
    /// replaced with `replacingOccurrences`), sorted, or nil when it has none. A `%` and digits not
    /// followed by `$` or by an ASCII letter is such a placeholder: printf would read `%0 c` as a
    /// `%c` with flags, which no translator means.
    static func numberedPlaceholders(_ text: String) -> [String]? {
        let bytes = Array(text.utf8)
        var found: [String] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") { index += 2; continue }
            var end = index + 1
            while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
            let next = end < bytes.count ? bytes[end] : nil
            let isLetter = next.map { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) } ?? false
            if end > index + 1, next != UInt8(ascii: "$"), !isLetter, next != UInt8(ascii: "@") {
                found.append(String(decoding: bytes[index..<end], as: UTF8.self))
            }
            index = end
        }
        return found.isEmpty ? nil : found.sorted()
    }

    /// The arguments a translation leaves out at the end of the base's, described, when that is all
    /// that differs and each could repeat one it keeps (`%@ … %@` translated with one `%@`); nil otherwise.
    ///
    /// Printf-style formatting reads only the arguments its conversions reach, so trailing ones a
    /// translation does not show are never read: safe at run time, and right when the base shows a
    /// name twice. The text may lose a value the reader needs (`%d items in %@` as `%d items`, `%d new`
    /// as `nouveautés`), which a reviewer judges, so a warning. One left out in the middle shifts every
    /// later argument into the wrong conversion: that stays an error.
    static func trailingLeftOut(_ signature: FormatSignature, base: FormatSignature) -> String? {
        let kept = signature.count
        // As many arguments as its highest position, so none is skipped: exactly the first `kept`.
        guard kept < base.count, signature.conflictingPositions.isEmpty, signature.arguments.count == kept,
              signature.arguments.allSatisfy({ base.arguments[$0.key] == $0.value }) else { return nil }
        let dropped = base.arguments.filter { $0.key > kept }.sorted { $0.key < $1.key }
        let each = dropped.prefix(FormatSignature.describedPositions).map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        return (dropped.count == 1 ? "argument " : "arguments ") + each + (dropped.count > FormatSignature.describedPositions ? ", …" : "")
    }

    /// Whether two signatures differ only where one reads a signed and the other an unsigned integer
    /// (`%ld` and `%lu`): both read the same bytes, so a count prints the same; only a negative one
    /// would show as a huge number.
    static func differsOnlyInSign(_ signature: FormatSignature, base: FormatSignature) -> Bool {
        func signless(_ signature: FormatSignature) -> FormatSignature {
            var signature = signature
            signature.arguments = signature.arguments.mapValues { $0 == .unsignedInteger ? .integer : $0 }
            return signature
        }
        return signature != base && signless(signature) == signless(base)
    }

    /// Whether every conversion of `text` is a percent sign, a space and a word ("70% for", "50 % des"):
    /// CoreFoundation would read `% f` as a conversion with the space flag, but a person wrote a
    /// percent sign in prose, and text nobody formats shows as written.
    static func takesProsePercentsOnly(_ text: String) -> Bool {
        let specifiers = FormatString(text).specifiers
        guard !specifiers.isEmpty else { return false }
        let scalars = Array(text.unicodeScalars)
        return specifiers.allSatisfy { specifier in
            let end = specifier.offset + specifier.text.unicodeScalars.count
            return specifier.flags.contains(" ") && specifier.explicitPosition == nil
                && end < scalars.count && scalars[end].properties.isAlphabetic
        }
    }

    /// For a translation that takes the base's types in another order with unnumbered conversions
    /// (`%@ … %d` for `%d … %@`): how to fix it. Unnumbered conversions read the arguments in the
    /// order written, so each reads the other's value (a crash for `%@` given a number).
    static func reorderHint(_ text: String, _ signature: FormatSignature, base: FormatSignature) -> String {
        guard signature.count == base.count, signature.arguments.values.sorted(by: { $0.rawValue < $1.rawValue }) == base.arguments.values.sorted(by: { $0.rawValue < $1.rawValue }),
              base.count <= FormatSignature.describedPositions,
              !FormatString(text).specifiers.contains(where: { $0.explicitPosition != nil }) else { return "" }
        let numbered = base.arguments.sorted { $0.key < $1.key }.map { position, type in
            "%\(position)$" + String(type.description.prefix { $0 != " " }.dropFirst())
        }
        return "; unnumbered conversions read the arguments in the order they are written: number them as the base's are (\(numbered.joined(separator: ", "))) to reorder them"
    }

    /// For a translation whose percent sign before a space reads as a conversion ("50 % des", "% %
    /// abgeschlossen"): which text does, and how to write the sign. CoreFoundation, which
    /// `String(format:)` runs, takes a space after `%` as a flag and the next letter as the
    /// conversion (`% d` is `%d`, `% a` is `%a`); nothing when the base has such a conversion too.
    static func spaceFlagHint(_ text: String, base: String) -> String {
        func flagged(_ text: String) -> FormatSpecifier? { FormatString(text).specifiers.first { $0.flags.contains(" ") } }
        guard let specifier = flagged(text), flagged(base) == nil else { return "" }
        return "; '\(specifier.text)' at character \(specifier.offset + 1) reads as the conversion %\(specifier.conversion) "
            + "(a space after '%' is a flag), which takes an argument: write %% for a percent sign"
    }

    private static func list(_ placeholders: [String]) -> String {
        placeholders.isEmpty ? "none" : placeholders.joined(separator: ", ")
    }

    /// What a string without a `%` takes.
    static let noArguments = FormatString("").signature

    /// Percent signs that look like `%` but never substitute, as input methods for Chinese and
    /// Japanese type them: full-width `％` (U+FF05) and small `﹪` (U+FE6A).
    static let lookalikePercents: [(scalar: Unicode.Scalar, name: String)] = [("\u{FF05}", "full-width"), ("\u{FE6A}", "small")]

    /// A hint naming a look-alike percent sign in `text`, or nothing.
    static func lookalikeHint(_ text: String) -> String {
        guard let (scalar, name) = lookalikePercents.first(where: { text.unicodeScalars.contains($0.scalar) }) else { return "" }
        let code = String(scalar.value, radix: 16, uppercase: true)
        return "; '\(scalar)' (U+\(code), \(name)) is not a format specifier and never substitutes: write '%'"
    }

    /// A difference between two plurals: what the translation does, and what the base does instead.
    struct PluralDifference: CustomStringConvertible {
        var translation: String
        var baseClause: String
        var description: String { translation }
    }

    /// The differences of a translated plural from the base's: the format key's arguments, then for
    /// each variable (matched by position) the `other` form's arguments and any other form's that
    /// the base's forms never take. A form's own number (`%d`) is at its variable's position.
    ///
    /// Each variable, the base's and the translation's, is compared once: at the first position the
    /// two share. A variable the format key names again says nothing new there, and comparing its
    /// forms at every reference made a key of many references to long forms quadratic.
    static func compare(_ base: PluralizedString, _ translation: PluralizedString) -> [PluralDifference] {
        let baseOuter = base.formatKeySignature, outer = translation.formatKeySignature
        // A number's type matters here where one side writes a conversion and the other a variable
        // (`%1$.0f` for a `.1f` substitution). Where both have a variable, their forms are compared
        // below: a value type read from the forms (XLIFF, a catalog's plural) declares nothing more.
        let bothVariables = Set(base.variablePositions.keys).intersection(translation.variablePositions.keys)
        func keyOnly(_ signature: FormatSignature) -> FormatSignature {
            var signature = signature
            for position in bothVariables { signature.arguments[position] = .integer }
            return signature
        }
        guard keyOnly(outer) == keyOnly(baseOuter) else {
            return [PluralDifference(translation: "the format key takes \(outer)", baseClause: "takes \(baseOuter)")]
        }
        var differences: [PluralDifference] = []
        let baseVariables = base.variablePositions
        let entry = base.signature
        var compared: (base: Set<String>, translation: Set<String>) = ([], [])
        for (position, name) in translation.variablePositions.sorted(by: { $0.key < $1.key }) {
            guard let baseName = baseVariables[position], let baseVariable = base.variables[baseName],
                  let variable = translation.variables[name],
                  !compared.base.contains(baseName), !compared.translation.contains(name) else { continue }
            compared.base.insert(baseName)
            compared.translation.insert(name)
            let baseOther = PluralizedString.formSignature(baseVariable.forms[.other] ?? "", variablePosition: position)
            // What the base's forms take, `other` first, then in CLDR order: a fixed order, so a
            // position the base's forms disagree on reads the same on every run. Every type a base
            // form takes is allowed there: a base that contradicts itself is reported once, on the
            // base (`FormatConsistencyRule`), not in every language that copies it.
            var baseUnion: [Int: FormatArgumentType] = [:]
            var baseTypes: [Int: Set<FormatArgumentType>] = [:]
            for category in PluralCategory.formOrder {
                guard let form = baseVariable.forms[category] else { continue }
                let arguments = PluralizedString.formSignature(form, variablePosition: position).arguments
                baseUnion.merge(arguments) { first, _ in first }
                for (at, type) in arguments { baseTypes[at, default: []].insert(type) }
            }
            for (category, form) in variable.forms.sorted(by: { $0.key < $1.key }) {
                let signature = PluralizedString.formSignature(form, variablePosition: position)
                if category == .other {
                    // An empty `other` is `empty-value`'s finding, not also one of the arguments it drops.
                    if !Self.matches(signature, baseOther, allowing: baseTypes), !EmptyValueRule.reports(form, base: baseVariable) {
                        differences.append(PluralDifference(
                            translation: "the \"other\" form of \"\(name)\" takes \(signature)", baseClause: "takes \(baseOther)"))
                    }
                } else if let position = signature.arguments.keys.sorted().first(where: {
                    signature.arguments[$0] != (baseUnion[$0] ?? entry.arguments[$0]) && baseTypes[$0]?.contains(signature.arguments[$0]!) != true
                }) {
                    let type = signature.arguments[position]!
                    differences.append(PluralDifference(
                        translation: "the \"\(category.rawValue)\" form of \"\(name)\" takes \(type) at \(position)",
                        baseClause: "takes \((baseUnion[position] ?? entry.arguments[position]).map(\.description) ?? "nothing") there"))
                }
            }
        }
        return differences
    }

    /// Whether a translated `other` form takes what the base's does: the same arguments, where a
    /// position the base's forms read as two types (reported on the base) may take either.
    static func matches(_ signature: FormatSignature, _ base: FormatSignature, allowing baseTypes: [Int: Set<FormatArgumentType>]) -> Bool {
        guard signature != base else { return true }
        return signature.conflictingPositions.isEmpty && signature.arguments.count == base.arguments.count
            && signature.arguments.allSatisfy { position, type in
                base.arguments[position] == type || (base.arguments[position] != nil && (baseTypes[position]?.count ?? 0) > 1 && baseTypes[position]!.contains(type))
            }
    }

    /// Every argument an entry takes: a plain string's format, or all a plural's forms take.
    static func arguments(of entry: LocalizedEntry) -> FormatSignature {
        if let plural = entry.plural { return plural.signature }
        return entry.signature ?? noArguments
    }

    /// For a catalog entry that is not compared kind for kind with its base (the kinds differ, or
    /// the key declares arguments the base's value leaves out): the arguments a translation may
    /// take, the base's and then the key's. Nil when the usual comparison applies.
    static func catalogAllowance(_ base: LocalizedEntry, _ translation: LocalizedEntry) -> FormatSignature? {
        var allowed = arguments(of: base)
        let keyArguments = LocalizedEntry.hasPercent(base.key) ? FormatString(base.key).signature.arguments : [:]
        let keyAddsArguments = keyArguments.contains { allowed.arguments[$0.key] == nil }
        guard base.isPlural != translation.isPlural || keyAddsArguments else { return nil }
        allowed.arguments.merge(keyArguments) { first, _ in first }
        return allowed
    }
}
