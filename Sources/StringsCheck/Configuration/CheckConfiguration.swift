/// What to check and how: the inputs of a ``Checker``, with the CLI's defaults.
///
/// ```swift
/// var configuration = CheckConfiguration(paths: ["Localizations"])
/// configuration.rules.remove(.untranslated)
/// configuration.allowList.insert("Email")
/// ```
public struct CheckConfiguration: Sendable, Hashable {
    /// Directories searched (recursively) for `<lang>.lproj` folders and `.xcstrings` files,
    /// or such folders and files themselves.
    public var paths: [String]
    /// The language (`en`, `Base`, any spelling of a folder name) whose file of a table is that
    /// table's base when it has one. nil, or a language without the table: the base is, per table,
    /// `Base.lproj`'s file (`.strings`, `.stringsdict`, `.xib`, `.storyboard`), a String Catalog of
    /// that name beside the folders, the development region's file (Xcode's `developmentRegion`,
    /// `CFBundleDevelopmentRegion`, `defaultLocalization` in `Package.swift`), then English's.
    public var base: String?
    /// The rules to run.
    public var rules: Set<Rule>
    /// Translations allowed to equal the base.
    public var allowList: AllowList
    /// A directory of Swift and Objective-C sources for `unused-key` and `undefined-key`.
    public var sourcesDirectory: String?
    /// Report every warning as an error.
    public var strict: Bool
    /// Paths left out of the search (vendored sources, `Pods`, `Carthage`): globs where `*`
    /// matches within one path component and `**` across them. A glob without a `/` matches any
    /// file or folder of that name below the paths; one with a `/` matches the path relative to
    /// the checked path it was found under.
    public var excludes: [String] = []
    /// Report every key, one finding each, where by default one finding speaks for many: a table a
    /// language lacks altogether, and the keys a stub base lacks.
    public var listsEveryKey = false

    /// - Parameters:
    ///   - paths: Where to look; `Localizations` by default.
    ///   - base: The base language, or nil to find it.
    ///   - rules: The rules to run; ``Rule/defaultRules`` by default (all but `untranslated` and `title-case`).
    ///   - allowList: Words that may stay untranslated; ``AllowList/builtIn`` by default.
    ///   - sourcesDirectory: Sources to scan for key lookups, if any.
    ///   - strict: Whether warnings count as errors.
    public init(
        paths: [String] = ["Localizations"], base: String? = nil, rules: Set<Rule> = Rule.defaultRules,
        allowList: AllowList = .builtIn, sourcesDirectory: String? = nil, strict: Bool = false
    ) {
        self.paths = paths
        self.base = base
        self.rules = rules
        self.allowList = allowList
        self.sourcesDirectory = sourcesDirectory
        self.strict = strict
    }
}
