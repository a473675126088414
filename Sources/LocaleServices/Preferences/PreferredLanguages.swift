/// The user's languages, most preferred first, as canonical language tags.
///
/// Use ``init(_:)`` for an explicit list (an app setting, a command-line flag) or
/// ``fromEnvironment(_:)`` to follow the process environment the way POSIX programs and gettext do.
/// Entries that name no language are kept in ``rejected`` rather than failing the whole list.
public struct PreferredLanguages: Sendable, Equatable {
    /// The usable preferences, most preferred first, without duplicates. Never empty: English
    /// stands in when nothing usable was given.
    public let tags: [LanguageTag]
    /// Entries that could not be understood, with the reason, in the order they were given.
    public let rejected: [LocaleError]

    /// Parses an explicit list of identifiers (BCP 47, POSIX or legacy names).
    public init(_ identifiers: [String]) {
        var tags: [LanguageTag] = []
        var rejected: [LocaleError] = []
        for identifier in identifiers {
            if POSIXLocaleName.isPortableDefault(identifier) {
                tags.append(.english)
                continue
            }
            do {
                tags.append(try LanguageTag(parsing: identifier))
            } catch {
                rejected.append(error)
            }
        }
        // A handful of tags, usually: comparing with those kept is cheaper than a Set's hashing and set-up.
        // A long list from outside (`LANGUAGE` with thousands of entries) switches to a set, so that it
        // never costs its length squared.
        var unique: [LanguageTag] = []
        var seen: Set<LanguageTag>?
        for tag in tags {
            if seen == nil, unique.count >= 16 { seen = Set(unique) }
            if seen?.insert(tag).inserted ?? !unique.contains(tag) { unique.append(tag) }
        }
        self.tags = unique.isEmpty ? [.english] : unique
        self.rejected = rejected
    }

    /// The preferences a POSIX program would use, read from environment variables.
    ///
    /// Order, as gettext does it: the colon-separated `LANGUAGE` list first, then the first
    /// non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG` (the POSIX precedence for messages).
    /// `C` and `POSIX` mean English. Like gettext, `LANGUAGE` is ignored when the locale is set
    /// explicitly to `C` or `POSIX`; unlike gettext, it is honoured when no locale is set at all,
    /// because containers and CI runners commonly leave `LANG` unset.
    /// - Parameter environment: the variables to read; pass the process environment in production.
    public static func fromEnvironment(_ environment: [String: String]) -> PreferredLanguages {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .lazy
            .compactMap { environment[$0]?.trimmingWhitespace }
            .first { !$0.isEmpty }
        var identifiers: [String] = []
        let localeIsPortableDefault = locale.map(POSIXLocaleName.isPortableDefault) ?? false
        if !localeIsPortableDefault, let list = environment["LANGUAGE"] {
            identifiers += list.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        }
        if let locale { identifiers.append(locale) }
        return PreferredLanguages(identifiers)
    }
}
