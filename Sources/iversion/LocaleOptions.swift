import ArgumentParser
import LocaleServices

/// The `--locale` option shared by the commands that present something to a person.
struct LocaleOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The locale to present in, e.g. fr-CA or ar (several: fr,en). Default: LANGUAGE, LC_ALL, LC_MESSAGES, LANG.",
        valueName: "locale"))
    var locale: String?

    @Option(name: .long, help: ArgumentHelp("App Store country override, e.g. gb.", valueName: "code"))
    var country: String?

    func validate() throws {
        if let country, AppStoreCountry(country) == nil {
            throw ValidationError("--country: \"\(country)\" is not a two-letter country code, e.g. gb")
        }
        guard let locale else { return }
        let preferences = PreferredLanguages(locale.split(separator: ",").map(String.init))
        if let problem = preferences.rejected.first {
            throw ValidationError("--locale: \(problem)")
        }
    }

    /// The user's locale: the environment's (`LC_ALL`, `LC_MESSAGES`, `LANG`, else the first language's
    /// likely region), or the `--locale` given, which then stands for the whole locale.
    func userLocale(environment: [String: String]) -> UserLocale {
        UserLocale(environment: locale == nil ? environment : [:], preferences: preferences(environment: environment).tags)
    }

    /// The store country to ask for: `--country`, else the one of `--locale` when given; nil leaves it to the
    /// checker, which reads the user's locale from the environment.
    func storeCountry(environment: [String: String]) -> AppStoreCountry? {
        (country ?? locale.map { _ in userLocale(environment: environment).appStoreCountry() }).flatMap(AppStoreCountry.init)
    }

    /// The preferences the command presents for: the option when given, else the environment.
    func preferences(environment: [String: String]) -> PreferredLanguages {
        if let locale {
            return PreferredLanguages(locale.split(separator: ",").map(String.init))
        }
        return PreferredLanguages.fromEnvironment(environment)
    }
}
