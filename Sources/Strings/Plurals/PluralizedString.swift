import LocaleServices

/// One `.stringsdict` entry (or String Catalog plural): a format whose `%#@name@` variables
/// each choose a text by the plural category of their number.
///
/// ```swift
/// // NSStringLocalizedFormatKey = "%#@updates@", updates: one = "%d update", other = "%d updates"
/// let text = entry.format([3], rules: try PluralRules.rules(for: .english))
/// text.string   // "3 updates"
/// ```
public struct PluralizedString: Sendable, Hashable {
    /// The key the entry is looked up by.
    public var key: String
    /// `NSStringLocalizedFormatKey`: the outer format, e.g. `%#@updates@`.
    public var formatKey: String
    /// The variables the format refers to, by name.
    public var variables: [String: PluralVariable]
    /// Where the entry's key is written (XML stringsdict), when known.
    public var location: SourceLocation?
    /// The names of variables a `.stringsdict` entry defines but neither its format key nor any
    /// form names, sorted. Foundation never reads them; a checker reports them, as they usually
    /// mean a reference was misspelt.
    package var unreferencedVariables: [String] = []

    /// A plural entry as a decoder or a test builds it.
    /// - Parameters:
    ///   - key: The entry's key.
    ///   - formatKey: The outer format (`%#@files@`).
    ///   - variables: The variables it refers to, by name.
    ///   - location: Where the key is written, when known.
    public init(key: String, formatKey: String, variables: [String: PluralVariable], location: SourceLocation? = nil) {
        self.key = key
        self.formatKey = formatKey
        self.variables = variables
        self.location = location
    }

    /// The variables named in the format key or in a form (`%#@name@`) that the entry does not
    /// define, each once with the first place that names it, in the order a reader meets them:
    /// the format key, then each variable's forms in CLDR order, variables by name.
    package var undefinedReferences: [(name: String, place: String)] {
        var result: [(name: String, place: String)] = []
        var reported: Set<String> = []
        func note(_ text: String, place: String) {
            for reference in FormatString(text).variables where variables[reference.name] == nil && reported.insert(reference.name).inserted {
                result.append((reference.name, place))
            }
        }
        note(formatKey, place: "the format key")
        for name in variables.keys.sorted() {
            for category in PluralCategory.allCases {
                if let form = variables[name]!.forms[category] { note(form, place: "the \"\(category.rawValue)\" form of \"\(name)\"") }
            }
        }
        return result
    }

    /// Each variable's first argument position (the lowest, when the format key names it more than
    /// once), by name: one pass over the format key for every variable.
    public var firstVariablePositions: [String: Int] {
        var result: [String: Int] = [:]
        for (position, name) in variablePositions where result[name].map({ position < $0 }) ?? true {
            result[name] = position
        }
        return result
    }

    /// Argument position → the variable the format key puts there (sequential references numbered
    /// as ``FormatString/signature`` numbers them).
    public var variablePositions: [Int: String] {
        var next = 1
        var result: [Int: String] = [:]
        for piece in FormatString(formatKey).pieces {
            switch piece {
            case .literal: continue
            case let .specifier(specifier):
                if specifier.explicitPosition == nil { next += 1 }
            case let .variable(variable):
                result[variable.explicitPosition ?? next] = variable.name
                if variable.explicitPosition == nil { next += 1 }
            }
        }
        return result
    }

    /// The arguments one form of a variable takes: positions written in it (`%2$@`) as written, and
    /// its sequential conversions (`%d`) at the variable's own position, the number they show.
    public static func formSignature(_ form: String, variablePosition: Int) -> FormatSignature {
        var arguments: [Int: FormatArgumentType] = [:]
        var conflicts: [Int] = []
        for specifier in FormatString(form).specifiers {
            let position = specifier.explicitPosition ?? variablePosition
            if let existing = arguments[position], existing != specifier.type { conflicts.append(position) }
            arguments[position] = arguments[position] ?? specifier.type
        }
        return FormatSignature(arguments: arguments, conflictingPositions: conflicts)
    }

    /// The arguments the format key takes: its conversions, and each variable's number typed by its
    /// value type (a catalog's `formatSpecifier` `.1f` → `%f`), `%d` when it names none, as Foundation
    /// reads the number with that conversion (`FormatString` alone types every `%#@name@` as `%d`).
    public var formatKeySignature: FormatSignature {
        var signature = FormatString(formatKey).signature
        for (position, name) in variablePositions {
            if let variable = variables[name] { signature.arguments[position] = variable.numberType }
        }
        return signature
    }

    /// Every argument the entry takes: the format key's conversions, each variable's number at its
    /// position (typed by its value type, `%d` when it names none), and what the forms take at other
    /// positions. Where forms disagree on a type, the first in variable-name order, then `other`,
    /// then CLDR order wins, so the answer never depends on hashing.
    ///
    /// A variable the format key names more than once takes its number at each position, and its
    /// forms are read once, at its first: what they take elsewhere is the same wherever it stands,
    /// and reading them again for every reference made a key of many references to one long
    /// variable quadratic (a 41 KB `.stringsdict`, 11 s).
    public var signature: FormatSignature {
        var signature = formatKeySignature
        var conflicts = Set(signature.conflictingPositions)
        var read: Set<String> = []
        for (position, name) in variablePositions.sorted(by: { $0.key < $1.key }) {
            guard let variable = variables[name], read.insert(name).inserted else { continue }
            for category in PluralCategory.formOrder {
                guard let form = variable.forms[category] else { continue }
                for (formPosition, type) in Self.formSignature(form, variablePosition: position).arguments.sorted(by: { $0.key < $1.key }) {
                    if let existing = signature.arguments[formPosition] {
                        if existing != type, formPosition != position { conflicts.insert(formPosition) }
                    } else {
                        signature.arguments[formPosition] = type
                    }
                }
            }
        }
        signature.conflictingPositions = conflicts.sorted()
        return signature
    }

    /// Formats the entry: each variable takes the argument at its position, picks the form for
    /// that number's plural category (`zero` is used for 0 whenever the entry defines it, as
    /// Apple does), and the forms and the outer format are filled in with ``SafeFormatter``.
    /// - Parameters:
    ///   - arguments: the values, in argument order.
    ///   - rules: the plural rules of the table's language.
    ///   - locale: optional, to write numbers in the locale's digits.
    public func format(_ arguments: [FormatArgument], rules: PluralRules, locale: LocaleFormatter? = nil) -> FormattedText {
        let outer = FormatString(formatKey)
        var diagnostics: [FormatDiagnostic] = []
        var rendered: [String: String] = [:]
        var next = 0
        for piece in outer.pieces {
            let position: Int
            switch piece {
            case .literal: continue
            case let .specifier(specifier):
                if specifier.explicitPosition == nil { next += 1 }
                continue
            case let .variable(reference):
                position = reference.explicitPosition ?? (next + 1)
                if reference.explicitPosition == nil { next += 1 }
                guard let variable = variables[reference.name] else { continue }
                guard arguments.indices.contains(position - 1) else {
                    diagnostics.append(.missingArgument(position: position, specifier: reference.text))
                    rendered[reference.name] = variable.forms[.other] ?? reference.text
                    continue
                }
                let argument = arguments[position - 1]
                let form = variable.form(for: argument, rules: rules)
                let inner = FormatString(form)
                // A form's sequential conversions (`%d`) consume the variable's own number;
                // explicit ones (`%2$@`) refer to the entry's arguments.
                let usesExplicit = inner.specifiers.contains { $0.explicitPosition != nil }
                let result = SafeFormatter.format(inner, usesExplicit ? arguments : [argument], locale: locale)
                // A form may leave its number out ("one update"), and with explicit positions it
                // sees every argument: neither is a mistake.
                diagnostics += result.diagnostics.filter { !$0.isAboutUnusedArguments }
                rendered[reference.name] = result.string
            }
        }
        let result = SafeFormatter.format(outer, arguments, locale: locale, variables: rendered)
        // Arguments consumed only inside a form are not unused.
        return FormattedText(string: result.string,
                             diagnostics: diagnostics + result.diagnostics.filter { !$0.isAboutUnusedArguments })
    }
}

/// One plural variable of a ``PluralizedString`` (`NSStringPluralRuleType`).
public struct PluralVariable: Sendable, Hashable {
    /// The variable's name, as `%#@name@` refers to it.
    public var name: String
    /// `NSStringFormatValueTypeKey`: the conversion of the number (`d`, `ld`, `f`, …).
    public var valueType: String?
    /// The text for each category the entry defines.
    public var forms: [PluralCategory: String]

    /// A variable with its number conversion and its forms per plural category.
    public init(name: String, valueType: String?, forms: [PluralCategory: String]) {
        self.name = name
        self.valueType = valueType
        self.forms = forms
    }

    /// The type of the variable's number: its value type's (`ld` → integer, `f` → floating
    /// point), an integer when it names none.
    public var numberType: FormatArgumentType {
        valueType.flatMap { FormatString("%" + $0).specifiers.first?.type } ?? .integer
    }

    /// Whether the number is whole (an integer conversion, or none named): integers never reach
    /// the categories some languages keep for fractions (Czech `many`).
    public var takesWholeNumbers: Bool {
        switch numberType {
        case .double, .object: false
        default: true
        }
    }

    /// The form for a number: `zero` for 0 when defined, else the category from the rules,
    /// else `other`.
    public func form(for argument: FormatArgument, rules: PluralRules) -> String {
        let category = category(for: argument, rules: rules)
        return forms[category] ?? forms[.other] ?? ""
    }

    /// The category used for a number.
    public func category(for argument: FormatArgument, rules: PluralRules) -> PluralCategory {
        let value = argument.asDouble ?? 0
        if value == 0, forms[.zero] != nil { return .zero }
        if let integer = argument.asInteger, Double(integer) == value {
            return (try? rules.category(for: Int(integer))) ?? .other
        }
        let digits = valueType.map { $0.contains("f") ? 2 : 0 } ?? 0
        return (try? rules.category(for: value, fractionDigits: digits)) ?? .other
    }
}

extension PluralCategory {
    /// The order forms are read in where one must win: `other` (the form every language has), then CLDR order.
    public static let formOrder: [PluralCategory] = [.other, .zero, .one, .two, .few, .many]
}
