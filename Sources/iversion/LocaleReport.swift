import Foundation
import IVersionLocalizations
import LocaleServices

/// The locale context as a person reads it: what was asked for, what was chosen, and samples.
struct LocaleReport {
    let text: String

    init(options: LocaleOptions, environment: [String: String], now: Date) throws {
        let preferences = options.preferences(environment: environment)
        let available = LibraryLocalizations.languages
        let match = LanguageMatcher(available: available).bestMatch(for: preferences.tags)
        let presented = match?.formattingLocale ?? preferences.tags[0]
        let formatter = LocaleFormatter(locale: presented, timeZone: "UTC")
        let user = options.userLocale(environment: environment)
        let country = user.appStoreCountry(override: options.country)
        let rules = try formatter.pluralRules
        let matchText: String
        switch match {
        case let .some(match) where match.isFallback: matchText = "\(match.localization) (no preference matched; English fallback)"
        case let .some(match): matchText = "\(match.localization) (preference #\(match.preferenceIndex! + 1))"
        case .none: matchText = "none (\(available.count) localisations shipped)"
        }
        let releaseDate = Date(timeIntervalSince1970: 1_790_000_000)
        var lines = [
            "Preferred languages: \(preferences.tags.map(\.identifier).joined(separator: ", "))",
        ]
        if !preferences.rejected.isEmpty {
            lines.append("Ignored:             \(preferences.rejected.map(\.description).joined(separator: "; "))")
        }
        lines += [
            "Matched localisation: \(matchText)",
            "App Store country:    \(country)",
            "SSVC locale:          \(user.language)/\(user.region ?? "-")",
            "Text direction:       \(formatter.direction == .rightToLeft ? "right to left" : "left to right")",
            "Plural categories:    \(rules.categories.map(\.rawValue).joined(separator: " "))",
            "Samples in \(presented.identifier):",
            "  integer      \(try formatter.integer(1_234_567))",
            "  decimal      \(try formatter.decimal(3.14159))",
            "  date         \(try formatter.date(releaseDate))",
            "  relative     \(try formatter.relativeTime(now.addingTimeInterval(-3 * 86_400), relativeTo: now))",
            "  size         \(try formatter.byteCount(45_200_000))",
            "  list         \(try formatter.list(["iPhone", "iPad", "Mac"]))",
            "  version      [\(formatter.isolating("1.2.3"))]",
        ]
        text = lines.joined(separator: "\n")
    }
}
