import Foundation
import LocaleServices

/// The language tag of ``UserLanguages`` and of `AlertModel.locale` (`fr-CA`, `zh-Hant`), so that an app
/// names it with `import IVersion` alone.
public typealias LanguageTag = LocaleServices.LanguageTag

/// The user's languages, most preferred first, and the region of their settings: which language an alert
/// is worded in, which App Store storefront is asked, and what SSVC's request says.
///
/// ``system`` reads them as POSIX programs and gettext do, from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and
/// `LANG`; an app with its own setting, or a platform with its own locale API, supplies a list:
/// ```swift
/// var dependencies = VersionChecker.Dependencies.system
/// dependencies.languages = UserLanguages(identifiers: ["fr-CA", "en"])
/// ```
public struct UserLanguages: Sendable, Hashable {
    /// The languages, most preferred first; never empty (English stands in for an empty list).
    public let preferences: [LanguageTag]
    /// The region of the user's settings (`DE`, `150`): the App Store storefront unless the configuration
    /// names one, and SSVC's `SSVCCountry`. Nil when neither the settings nor the languages name one.
    public let region: String?

    /// Languages from tags.
    /// - Parameters:
    ///   - preferences: The user's languages, most preferred first; an empty list means English.
    ///   - region: The region of the user's settings; nil for the first language's region (`fr-CA` → `CA`),
    ///     else its likely one (`fr` → `FR`).
    public init(_ preferences: [LanguageTag], region: String? = nil) {
        let preferences = preferences.isEmpty ? [LanguageTag.english] : preferences
        self.preferences = preferences
        self.region = UserLocale(preferences: preferences, region: region).region
    }

    /// Languages from identifiers in BCP 47, POSIX or legacy form (`fr-CA`, `de_DE.UTF-8`, `English`);
    /// identifiers that name no language are skipped.
    /// - Parameters:
    ///   - identifiers: The user's languages, most preferred first.
    ///   - region: The region of the user's settings; nil for the first language's (or its likely) region.
    public init(identifiers: [String], region: String? = nil) {
        self.init(PreferredLanguages(identifiers).tags, region: region)
    }

    /// The process's: the languages from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` (POSIX and gettext
    /// order), the region from the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set.
    public static var system: UserLanguages {
        fromEnvironment(ProcessInfo.processInfo.environment)
    }

    /// ``system`` as `environment` has it.
    package static func fromEnvironment(_ environment: [String: String]) -> UserLanguages {
        UserLanguages(explicit: nil, environment: environment)
    }

    /// `explicit` languages when given (else the environment's), with the region of the environment's locale:
    /// the package's tools and tests choose the languages and keep the process's region rules.
    package init(explicit: [LanguageTag]?, environment: [String: String]) {
        let preferences = explicit ?? PreferredLanguages.fromEnvironment(environment).tags
        self.init(preferences, region: UserLocale(environment: environment, preferences: preferences).region)
    }

    /// The user's locale as the App Store lookup and SSVC's request read it.
    var locale: UserLocale {
        UserLocale(preferences: preferences, region: region)
    }
}
