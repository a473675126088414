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
///   stay possible, so such a key is not known to show raw);
/// - ``neverLookedUp``: keys named only where a static accessor passes them to a lookup and no
///   source names the accessor (SwiftGen's `L10n.commonDone` generated for every key, called for
///   some): no user reads their text, so nothing a language does with them is a finding;
/// - ``textSetOutlets``: Interface Builder outlets whose text the file declaring them sets
///   (``OutletTextSetters``): the document's text for them is a placeholder no user reads;
/// - ``buildsKeys``: whether any lookup may be given a key made at run time. When none can (every
///   lookup is given a literal, or is in a function every call of which passes a literal or its own
///   caller's argument on, up to calls that pass literals), a key no source names is looked up by
///   nothing: it is unshown too.
final class SourceLookups: Sendable {
    let fallsBack: Bool
    let retried: Set<String>
    let defaulted: Set<String>
    let literals: Set<String>
    let neverLookedUp: Set<String>
    let buildsKeys: Bool
    let textSetOutlets: Set<String>
    /// Source files read: with none, nothing is known of the keys the project names.
    let filesRead: Int

    init(
        fallsBack: Bool, retried: Set<String>, defaulted: Set<String>, literals: Set<String>,
        neverLookedUp: Set<String> = [], buildsKeys: Bool = true, textSetOutlets: Set<String> = [], filesRead: Int
    ) {
        self.fallsBack = fallsBack
        self.retried = retried
        self.defaulted = defaulted
        self.literals = literals
        self.neverLookedUp = neverLookedUp
        self.buildsKeys = buildsKeys
        self.textSetOutlets = textSetOutlets
        self.filesRead = filesRead
    }

    /// The same facts, but that no source is known to have been read (for tables of code not read).
    var withoutNames: SourceLookups {
        SourceLookups(
            fallsBack: fallsBack, retried: retried, defaulted: defaulted, literals: literals, buildsKeys: true,
            filesRead: 0)
    }

    /// Whether a call of this name is one of Apple's lookups taking the key first.
    static func isAppleLookup(_ call: String) -> Bool {
        call.hasPrefix("NSLocalizedString") || call == "String" || call == "localizedString"
    }

    /// What the files of one project hold, summed as they are read.
    struct Gathered {
        var fallsBack = false
        /// Keys of literal lookups passing a default text, and of those passing none.
        var withDefault: Set<String> = []
        var withoutDefault: Set<String> = []
        /// Literals outside static accessors' lookups (those are in ``accessorArguments``).
        var literals: Set<String> = []
        /// Each literal passed to a call inside a static accessor, with the accessor's name and the call's.
        var accessorArguments: [(accessor: String, call: String, literal: String)] = []
        /// How many static declarations have each name, and how often each name is written at all.
        var accessorDeclarations: [String: Int] = [:]
        var identifierCounts: [String: Int] = [:]
        /// Functions whose body holds one of Apple's lookups, and each called name → the functions
        /// calling it: a project's own wrappers (`tr` calling `trIn` calling `localizedString`).
        var lookupFunctions: Set<String> = []
        var callers: [String: Set<String>] = [:]
        /// Functions that look a key up again in another `.lproj` when the first lookup returns it.
        var retryingFunctions: Set<String> = []
        /// Each function or method name → the literals passed as its first argument (or receiver).
        var literalArguments: [String: Set<String>] = [:]
        /// A lookup was given a key built in place (`"prefix_" + name`, `item.title`, `self`).
        var buildsKeys = false
        /// Functions whose lookup is given a name of theirs (their own argument, passed on).
        var passingFunctions: Set<String> = []
        /// Each called name → the functions passing a name of theirs to it first ("" outside any).
        var passedOn: [String: Set<String>] = [:]
        /// Names called with something built as their first argument.
        var builtArguments: Set<String> = []
        /// Outlets a file both declares and sets the text of.
        var textSetOutlets: Set<String> = []
        var filesRead = 0
        /// Bytes examined, look-aheads included: linear in the text (see the scaling tests).
        var work = 0

        /// The facts, once every file is read: a wrapper may be declared after its callers.
        func facts() -> SourceLookups {
            let retried = retryingFunctions.reduce(into: Set<String>()) { $0.formUnion(literalArguments[$1] ?? []) }
            let lookups = wrappers()
            var named = literals
            var candidates: Set<String> = []
            for (accessor, call, literal) in accessorArguments {
                let isLookup = SourceLookups.isAppleLookup(call) || lookups.contains(call)
                // Its own declarations are all the source says of it. (`static func main()` is named
                // by the `@main` that makes the system call it, so it counts as used like any other.)
                let unused = identifierCounts[accessor, default: 0] <= accessorDeclarations[accessor, default: 0]
                if isLookup, unused { candidates.insert(literal) } else { named.insert(literal) }
            }
            return SourceLookups(
                fallsBack: fallsBack, retried: retried, defaulted: withDefault.subtracting(withoutDefault),
                literals: named, neverLookedUp: candidates.subtracting(named), buildsKeys: mayBuildKeys(),
                textSetOutlets: textSetOutlets, filesRead: filesRead)
        }

        /// Whether a lookup may be given a key made at run time: one given a built key, or a function
        /// passing its argument to a lookup that is called with something built, from outside every
        /// function, or never at all in the sources read (the system calls it, with anything). Each
        /// function is visited once.
        private func mayBuildKeys() -> Bool {
            if buildsKeys { return true }
            var fed = passingFunctions
            var pending = Array(passingFunctions)
            while let function = pending.popLast() {
                let passing = passedOn[function] ?? []
                let called = !passing.isEmpty || literalArguments[function] != nil
                if !called || builtArguments.contains(function) || passing.contains("") { return true }
                for caller in passing where fed.insert(caller).inserted { pending.append(caller) }
            }
            return false
        }

        /// The functions that reach one of Apple's lookups, directly or through others: each
        /// function is visited once, so the work is linear in the calls read.
        private func wrappers() -> Set<String> {
            var reached = lookupFunctions
            var pending = Array(lookupFunctions)
            while let function = pending.popLast() {
                for caller in callers[function] ?? [] where reached.insert(caller).inserted { pending.append(caller) }
            }
            return reached
        }
    }
}
