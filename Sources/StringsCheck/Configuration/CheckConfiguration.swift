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
    /// The base language's folder name (`en`, `Base`); nil to choose `Base`, then `en`, then the
    /// development region found (a String Catalog's source language, `CFBundleDevelopmentRegion`,
    /// Xcode's `developmentRegion`, `defaultLocalization` in `Package.swift`).
    public var base: String?
    /// The rules to run.
    public var rules: Set<Rule>
    /// Translations allowed to equal the base.
    public var allowList: AllowList
    /// A directory of Swift and Objective-C sources for `unused-key` and `undefined-key`.
    public var sourcesDirectory: String?
    /// Report every warning as an error.
    public var strict: Bool

    /// - Parameters:
    ///   - paths: Where to look; `Localizations` by default.
    ///   - base: The base language, or nil to find it.
    ///   - rules: The rules to run; all by default.
    ///   - allowList: Words that may stay untranslated; ``AllowList/builtIn`` by default.
    ///   - sourcesDirectory: Sources to scan for key lookups, if any.
    ///   - strict: Whether warnings count as errors.
    public init(
        paths: [String] = ["Localizations"], base: String? = nil, rules: Set<Rule> = Set(Rule.allCases),
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
