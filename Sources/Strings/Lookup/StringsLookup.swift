import LocaleServices

/// Resolves keys through iVersion's chain: the app's own tables in the chosen language (so an
/// app overrides any string), then the library's translations, then the base language of each,
/// then built-in defaults.
///
/// The language is chosen once, with `LanguageMatcher`, among the languages of both bundles —
/// or, when `useAllAvailableLanguages` is false, among the app's own languages only (an app
/// localised for English and French never shows German even though the library has it).
///
/// ```swift
/// let lookup = StringsLookup(
///     app: .init(bundle: StringsBundle(directory: appResources), tables: ["Localizable"]),
///     library: .init(bundle: LibraryLocalizations.bundle, tables: ["iVersion"]),
///     preferences: PreferredLanguages(["fr-CA"]).tags)
/// lookup.string("iVersionDownloadButton")?.value   // "Télécharger"
/// ```
public struct StringsLookup: Sendable {
    /// A bundle and the tables to search in it, in order.
    public struct Source: Sendable {
        /// The bundle to search.
        public var bundle: StringsBundle
        /// The tables to search in it, first match wins (`["Localizable", "iVersion"]`).
        public var tables: [String]

        /// A source searching `tables` of `bundle`, in that order.
        public init(bundle: StringsBundle, tables: [String]) {
            self.bundle = bundle
            self.tables = tables
        }
    }

    /// Where a resolved string came from.
    public struct Origin: Sendable, Hashable, CustomStringConvertible {
        /// Who provided the string: the app's own tables, the library's translations, or the built-in English default.
        public enum Provider: String, Sendable, Hashable {
            /// The app's own tables, which override the library's.
            case app
            /// The library's translations.
            case library
            /// The English text built into the library, when no table has the key.
            case builtInDefault
        }
        /// Who provided the string.
        public var provider: Provider
        /// The localisation name in that bundle (nil for built-in defaults).
        public var language: String?
        /// The table (nil for built-in defaults).
        public var table: String?

        /// `app fr.lproj/Localizable`, or the provider alone for built-in defaults.
        public var description: String {
            guard let language, let table else { return provider.rawValue }
            return "\(provider.rawValue) \(language).lproj/\(table)"
        }
    }

    /// A resolved string and its origin.
    public struct Resolved: Sendable, Hashable {
        /// The string found, before any formatting.
        public var value: String
        /// Where it was found.
        public var origin: Origin
    }

    private struct Link: Sendable {
        let provider: Origin.Provider
        let bundle: StringsBundle
        let language: String
        let table: String
    }

    /// The language chosen for the preferences (nil when no localisation exists at all).
    public let match: LanguageMatch?
    /// The language whose text is shown, for formatting and plural rules.
    public let language: LanguageTag
    private let links: [Link]
    private let defaults: [String: String]

    /// - Parameters:
    ///   - app: the app's own tables (main-bundle override), if any.
    ///   - library: the library's translations.
    ///   - baseLanguage: the development language whose tables back up every other (`en`).
    ///   - defaults: built-in values used when no table has the key.
    ///   - preferences: the user's languages, most preferred first.
    ///   - useAllAvailableLanguages: false restricts the choice to the app's own languages.
    public init(
        app: Source?, library: Source?, baseLanguage: String = "en", defaults: [String: String] = [:],
        preferences: [LanguageTag], useAllAvailableLanguages: Bool = true
    ) {
        let appLanguages = app.map { $0.bundle.languages.filter { $0 != "Base" } } ?? []
        let libraryLanguages = library.map { $0.bundle.languages.filter { $0 != "Base" } } ?? []
        let candidates: [String]
        if useAllAvailableLanguages {
            let appSet = Set(appLanguages)
            candidates = appLanguages + libraryLanguages.filter { !appSet.contains($0) }
        } else {
            // An app without localisations speaks its development language only.
            candidates = appLanguages.isEmpty ? [baseLanguage] : appLanguages
        }
        let match = LanguageMatcher(available: candidates).bestMatch(for: preferences)
        self.match = match
        let baseTag = (try? LanguageTag(parsing: baseLanguage)) ?? .english
        self.language = match?.tag ?? baseTag
        self.defaults = defaults

        var links: [Link] = []
        // What is linked already, so a bundle of many tables is not searched once per table.
        var linked = Set<LinkIdentity>()
        func add(_ provider: Origin.Provider, _ source: Source?, language tag: LanguageTag, includeBase: Bool) {
            guard let source else { return }
            let languages = source.bundle.languages
            var names: [String] = []
            if let name = LanguageMatcher(available: languages.filter { $0 != "Base" })
                .bestMatch(for: [tag], fallingBackToEnglish: false)?.localization {
                names.append(name)
            }
            if includeBase && languages.contains("Base") { names.append("Base") }
            for name in names {
                for table in source.tables where linked.insert(LinkIdentity(bundle: ObjectIdentifier(source.bundle), language: name, table: table)).inserted {
                    links.append(Link(provider: provider, bundle: source.bundle, language: name, table: table))
                }
            }
        }
        if let chosen = match?.tag {
            add(.app, app, language: chosen, includeBase: false)
            add(.library, library, language: chosen, includeBase: false)
        }
        add(.app, app, language: baseTag, includeBase: true)
        add(.library, library, language: baseTag, includeBase: true)
        self.links = links
    }

    /// The value of a key, from the first place in the chain that has it.
    public func string(_ key: String) -> Resolved? {
        for link in links {
            guard let table = try? link.bundle.stringsTable(link.table, language: link.language),
                  let value = table.strings[key] else { continue }
            return Resolved(value: value, origin: Origin(provider: link.provider, language: link.language, table: link.table))
        }
        return defaults[key].map { Resolved(value: $0, origin: Origin(provider: .builtInDefault)) }
    }

    /// The plural entry of a key, from the first place in the chain that has it, with the
    /// language it is written in.
    public func plural(_ key: String) -> (entry: PluralizedString, language: LanguageTag, origin: Origin)? {
        for link in links {
            guard let table = try? link.bundle.table(link.table, language: link.language),
                  let entry = table.plurals[key] else { continue }
            let tag = link.language == "Base" ? language : ((try? LanguageTag(parsing: link.language)) ?? language)
            return (entry, tag, Origin(provider: link.provider, language: link.language, table: link.table))
        }
        return nil
    }

    /// Errors of the tables in the chain: files that could not be read (their keys fall through
    /// to the next link) and damaged entries of files that were read. Reading is lazy, so this
    /// loads every table of the chain.
    public func tableErrors() -> [StringsError] {
        links.flatMap { link -> [StringsError] in
            do throws(StringsError) {
                return try link.bundle.table(link.table, language: link.language)?.problems ?? []
            } catch {
                return [error]
            }
        }
    }

    /// Errors of the tables of the chain that have been read so far, without reading any other: what
    /// to report after wording an alert, whose text came from those tables only. ``tableErrors()``
    /// reads the whole chain.
    public func errorsOfTablesRead() -> [StringsError] {
        links.flatMap { link -> [StringsError] in
            switch link.bundle.tableIfRead(link.table, language: link.language) {
            case nil: []
            case let .success(table): table?.problems ?? []
            case let .failure(error): [error]
            }
        }
    }

    /// The places searched, in order, as `provider language.lproj/table`.
    public var chainDescription: [String] {
        links.map { Origin(provider: $0.provider, language: $0.language, table: $0.table).description } + ["builtInDefault"]
    }
}

/// A bundle, language and table linked into a lookup chain, compared by the bundle's identity.
private struct LinkIdentity: Hashable {
    var bundle: ObjectIdentifier
    var language: String
    var table: String
}
