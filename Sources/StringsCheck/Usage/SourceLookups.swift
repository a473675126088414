/// What one Xcode project's source files say about how its keys are looked up, gathered by
/// ``LookupScanner`` reading each file once. ``MissingKeyRule/shownInstead(_:fromInterfaceBuilder:in:)``
/// asks it what a language lacking a key shows:
///
/// - ``fallsBack``: the project's own lookup shows the base's text for every key (``LookupFallbacks``);
/// - ``retried``: keys passed as literals to a function that, when its lookup returns the key,
///   looks the key up again in another `.lproj` (the development language's, each preferred one);
/// - ``defaulted``: keys every literal lookup of which passes a default text (`value:`,
///   `defaultValue:`, `NSLocalizedStringWithDefaultValue`'s fourth argument): Apple's documentation
///   of `localizedString(forKey:value:table:)`, "If key is not found … returns value";
/// - ``literals``: every string literal, so a key no source names is known (keys built at run time
///   stay possible, so such a key is not known to show raw).
final class SourceLookups: Sendable {
    let fallsBack: Bool
    let retried: Set<String>
    let defaulted: Set<String>
    let literals: Set<String>
    /// Source files read: with none, nothing is known of the keys the project names.
    let filesRead: Int

    init(fallsBack: Bool, retried: Set<String>, defaulted: Set<String>, literals: Set<String>, filesRead: Int) {
        self.fallsBack = fallsBack
        self.retried = retried
        self.defaulted = defaulted
        self.literals = literals
        self.filesRead = filesRead
    }

    /// The same facts, but that no source is known to have been read (for tables of code not read).
    var withoutNames: SourceLookups {
        SourceLookups(fallsBack: fallsBack, retried: retried, defaulted: defaulted, literals: literals, filesRead: 0)
    }

    /// What the files of one project hold, summed as they are read.
    struct Gathered {
        var fallsBack = false
        /// Keys of literal lookups passing a default text, and of those passing none.
        var withDefault: Set<String> = []
        var withoutDefault: Set<String> = []
        var literals: Set<String> = []
        /// Functions that look a key up again in another `.lproj` when the first lookup returns it.
        var retryingFunctions: Set<String> = []
        /// Each function or method name → the literals passed as its first argument (or receiver).
        var literalArguments: [String: Set<String>] = [:]
        var filesRead = 0
        /// Bytes examined, look-aheads included: linear in the text (see the scaling tests).
        var work = 0

        /// The facts, once every file is read: a wrapper may be declared after its callers.
        func facts() -> SourceLookups {
            let retried = retryingFunctions.reduce(into: Set<String>()) { $0.formUnion(literalArguments[$1] ?? []) }
            return SourceLookups(fallsBack: fallsBack, retried: retried, defaulted: withDefault.subtracting(withoutDefault),
                                 literals: literals, filesRead: filesRead)
        }
    }
}
