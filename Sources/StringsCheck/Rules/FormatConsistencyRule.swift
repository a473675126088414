import LocaleServices
import Strings

/// `format-mismatch` within one entry, where no comparison with another language can see it.
///
/// - **An argument read as two types**, in the base only: `%2$d` in a plural's `one` form and
///   `%2$@` in its `other`, or `%1$d … %1$@` in one string. The app passes one value, so whichever
///   conversion expects the other type misreads it: a crash when that form is chosen. An error,
///   once, on the base; translations are compared with what the base declares, so one that copies
///   the base is not blamed for it. (`%d` beside `%u` is no conflict: both read a whole number.)
/// - **A variable no one defines**: a `%#@name@` in a plural form (or in a String Catalog's value)
///   that the entry has no variable for; Foundation has no text to put there. An error, in every
///   language, on the file that holds it. (One in a `.stringsdict` format key is a `syntax` error:
///   the entry cannot be read at all.)
/// - **A variable no one names**: a `.stringsdict` entry defines it, but neither the format key nor
///   any form refers to it. Foundation never reads it, so nothing goes wrong at run time; it usually
///   means a reference was misspelt (the misspelt one is then the error above). A warning.
struct FormatConsistencyRule: RuleCheck {
    let rule = Rule.formatMismatch

    func check(_ context: CheckContext) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for scope in context.pluralScopes {
            let isBase = Self.isBase(scope)
            let shown = scope.language == "Base" ? "Base (\(scope.tag))" : scope.language
            for entry in scope.table.entries.values where scope.judges(entry.key) {
                func report(_ severity: Severity?, _ message: String) {
                    result.append(
                        Diagnostic(
                            rule: rule, severity: severity, at: entry.location, message, language: scope.language,
                            key: entry.key))
                }
                if let plural = entry.plural {
                    let what = "plural \"\(entry.key)\" in \(shown)"
                    for (name, place) in plural.undefinedReferences {
                        report(
                            nil,
                            "\(what) uses %#@\(name)@ in \(place), but the entry defines no variable \"\(name)\"; Foundation has no text to put there"
                        )
                    }
                    for name in plural.unreferencedVariables {
                        report(
                            .warning,
                            "\(what) defines the variable \"\(name)\", which neither its format key nor any form names; Foundation never reads it (a misspelt %#@\(name)@?)"
                        )
                    }
                    if isBase, let conflict = Self.conflict(in: Self.uses(of: plural)) {
                        report(nil, "\(what) \(conflict)")
                    }
                } else if isBase, let text = entry.text, entry.signature?.conflictingPositions.isEmpty == false,
                    scope.table.interfaceBuilderFile != entry.location.file,
                    let conflict = Self.conflict(in: Self.uses(of: text, place: "the string"))
                {
                    report(nil, "\"\(entry.key)\" in \(shown) \(conflict)")
                }
            }
        }
        return result
    }

    /// Whether a scope's table is its own base (the base's unit, or a catalog's source language).
    static func isBase(_ scope: PluralScope) -> Bool {
        guard let base = scope.base else { return false }
        return base.language == scope.table.language && base.stringsFile == scope.table.stringsFile
            && base.stringsdictFile == scope.table.stringsdictFile && base.catalogFile == scope.table.catalogFile
    }

    /// One argument read as a type and where.
    struct Use {
        var position: Int
        var type: FormatArgumentType
        var place: String
    }

    /// The first position read as two incompatible types, as the end of a sentence, or nil.
    static func conflict(in uses: [Use]) -> String? {
        var first: [Int: Use] = [:]
        for use in uses {
            guard let earlier = first[use.position] else {
                first[use.position] = use
                continue
            }
            guard !compatible(earlier.type, use.type) else { continue }
            let places =
                earlier.place == use.place
                ? "in \(use.place)" : "in \(earlier.place) but as \(use.type) in \(use.place)"
            let types =
                earlier.place == use.place
                ? "as \(earlier.type) and as \(use.type) \(places)" : "as \(earlier.type) \(places)"
            return
                "reads argument \(use.position) \(types); the app passes one value there, so the conversion expecting the other type misreads it (a crash when it is used)"
        }
        return nil
    }

    /// Whether two conversions read the same value safely: the same type, or whole numbers signed and unsigned.
    static func compatible(_ one: FormatArgumentType, _ other: FormatArgumentType) -> Bool {
        one == other || Set([one, other]) == [.integer, .unsignedInteger]
    }

    /// The arguments a plain string reads, in order: sequential conversions numbered from 1.
    static func uses(of text: String, place: String) -> [Use] {
        var next = 1
        var uses: [Use] = []
        for piece in FormatString(text).pieces {
            switch piece {
            case .literal: continue
            case let .specifier(specifier):
                uses.append(Use(position: specifier.explicitPosition ?? next, type: specifier.type, place: place))
                if specifier.explicitPosition == nil { next += 1 }
            case let .variable(variable):
                if variable.explicitPosition == nil { next += 1 }
            }
        }
        return uses
    }

    /// The arguments a plural reads: the format key's conversions, then each variable's forms
    /// (`other` first, then CLDR order), a form's sequential conversions at its variable's position.
    ///
    /// A variable's own number type is left out: apps pass a name as the argument of a variable
    /// that only has an `other` form (`%#@names@%#@count@`, `%1$@` in `count`'s forms), and
    /// reading a name as a number only to choose `other` breaks nothing.
    static func uses(of plural: PluralizedString) -> [Use] {
        var uses = uses(of: plural.formatKey, place: "the format key")
        var read: Set<String> = []
        for (position, name) in plural.variablePositions.sorted(by: { $0.key < $1.key }) {
            guard let variable = plural.variables[name] else { continue }
            // A variable named again reads the same forms: once is enough.
            guard read.insert(name).inserted else { continue }
            for category in PluralCategory.formOrder {
                guard let form = variable.forms[category] else { continue }
                let place = "the \"\(category.rawValue)\" form of \"\(name)\""
                for specifier in FormatString(form).specifiers {
                    uses.append(
                        Use(position: specifier.explicitPosition ?? position, type: specifier.type, place: place))
                }
            }
        }
        return uses
    }
}
