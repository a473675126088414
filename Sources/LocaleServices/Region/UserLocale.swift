/// The user's locale as iVersion and SSVC read it from `NSLocale.currentLocale`: the language the user
/// reads, and the country of their region settings, which may differ (`LANGUAGE=fr LANG=de_DE`: French
/// text, the German store).
///
/// On Linux the region comes from the locale categories in POSIX order — `LC_ALL`, else `LC_MESSAGES`,
/// else `LANG` (the first that is set and not empty) — and, when that locale names no region (`fr`, `C`),
/// from the likely region of the user's first language (`fr` → `FR`, `ja` → `JP`). `LANGUAGE` is a list of
/// languages, not a locale, and never sets the region.
///
/// ```swift
/// let user = UserLocale(environment: ["LANGUAGE": "fr", "LANG": "de_DE.UTF-8"], preferences: PreferredLanguages(["fr"]).tags)
/// user.appStoreCountry   // "de"
/// user.language          // "fr"
/// ```
public struct UserLocale: Sendable, Hashable {
    /// The user's language (ISO 639 code, `fr`): their first preference, as SSVC's `SSVCLanguage` sends it.
    public let language: String
    /// The region of the user's locale (`DE`, `150`), else the likely region of their first language; nil
    /// when neither names one.
    public let region: String?

    /// The user's locale from the environment and their language preferences.
    /// - Parameters:
    ///   - environment: The process environment (`LC_ALL`, `LC_MESSAGES`, `LANG` are read).
    ///   - preferences: The user's languages, most preferred first.
    public init(environment: [String: String], preferences: [LanguageTag]) {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap { environment[$0]?.trimmingWhitespace }
            .first { !$0.isEmpty }
        let localeRegion = locale.flatMap { name -> String? in
            guard !POSIXLocaleName.isPortableDefault(name) else { return nil }
            return (try? LanguageTag(parsing: name))?.region
        }
        self.init(preferences: preferences, region: localeRegion)
    }

    /// The user's locale from their language preferences and, when the platform has one, the region of their
    /// settings (a platform without POSIX locale variables supplies it from its own).
    /// - Parameters:
    ///   - preferences: The user's languages, most preferred first.
    ///   - region: The region of the user's settings (`DE`, `150`); nil for the first language's region, else
    ///     its likely one.
    public init(preferences: [LanguageTag], region: String?) {
        let first = preferences.first ?? .english
        language = first.language.isEmpty ? "en" : first.language
        self.region = region ?? first.region ?? (try? first.maximized())?.region
    }

    /// The App Store storefront for this locale (`de`, `eu` for region 150, `gb` for Gibraltar, `us` when
    /// no region is known), unless `override` names one.
    /// - Parameter override: An explicit country chosen by the app; when non-empty it wins as given.
    /// - Returns: A lower-case storefront code.
    public func appStoreCountry(override: String? = nil) -> String {
        if let override = override?.trimmingWhitespace, !override.isEmpty { return override.lowercased() }
        return AppStoreCountry.storefront(forRegion: region ?? "")
    }
}
