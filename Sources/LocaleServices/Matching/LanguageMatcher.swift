#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CICU

/// Chooses the best of an app's available localisations for the user's preferences.
///
/// Matching is CLDR-aware through ICU's `LocaleMatcher`: `zh-TW` finds `zh-Hant`, `pt-BR` finds
/// `pt`, `en-AU` prefers `en-GB` over `en`, `nb` and `no` find each other, and so do `he` and `iw`.
/// Localisation names are `.lproj` folder names as found on disk, legacy English names included;
/// names that are no language (`Base`) are ignored.
///
/// ```swift
/// let matcher = LanguageMatcher(available: ["en", "fr", "zh-Hant"])
/// matcher.bestMatch(for: PreferredLanguages(["zh-HK"]).tags)?.localization   // "zh-Hant"
/// ```
public struct LanguageMatcher: Sendable {
    /// The localisation names this matcher chooses from, as given.
    public let available: [String]

    /// - Parameter available: localisation names, e.g. the `.lproj` folder names without extension.
    public init(available: [String]) {
        self.available = available
    }

    /// Every name that is a language, with its tag; parsed when a match needs them all, not before.
    private var candidates: [(name: String, tag: LanguageTag)] {
        available.compactMap { name in Self.tag(forName: name).map { (name, $0) } }
    }

    private static func tag(forName name: String) -> LanguageTag? {
        parsedNames.value(for: name) { try? LanguageTag(parsing: name) }
    }

    /// Localisation names parsed once per process: a lookup builds a matcher over the same folder names
    /// up to three times (the choice, then the library's and the base language's folders), and each
    /// parse is three ICU calls. Folder names are few, so the cache stays small.
    private static let parsedNames = LockedCache<String, LanguageTag?>()

    /// The localisation to use for a list of preferences, most preferred first.
    ///
    /// The first preference with a close enough localisation wins; when none has one, English is
    /// used if any English localisation exists. Returns nil only when neither is possible.
    /// - Parameters:
    ///   - preferences: the user's languages, most preferred first.
    ///   - fallingBackToEnglish: pass false to get nil instead of the English fallback.
    public func bestMatch(for preferences: [LanguageTag], fallingBackToEnglish: Bool = true) -> LanguageMatch? {
        if let match = try? match(preferences) {
            return match
        }
        if fallingBackToEnglish, let english = try? match([.english]) {
            return LanguageMatch(localization: english.localization, tag: english.tag, preferenceIndex: nil, preference: nil)
        }
        return nil
    }

    private func match(_ preferences: [LanguageTag]) throws(LocaleError) -> LanguageMatch? {
        guard let first = preferences.first else { return nil }
        // A localisation named exactly as the first preference is at distance zero, which no other can
        // beat (another spelling of the same language could only tie, and the exact one is then the
        // better choice): ICU's matcher would choose it too. Found without parsing every other name or
        // building the matcher, the most common case costs one parse instead of one per localisation.
        if available.contains(first.identifier), Self.tag(forName: first.identifier) == first {
            return LanguageMatch(localization: first.identifier, tag: first, preferenceIndex: 0, preference: first)
        }
        let candidates = self.candidates
        guard !candidates.isEmpty else { return nil }
        var supportedIndex: Int32 = -1
        var desiredIndex: Int32 = -1
        let status = withCStrings(candidates.map(\.tag.identifier)) { supported in
            withCStrings(preferences.map(\.identifier)) { desired in
                ivicu_match_locales(supported, Int32(candidates.count), desired, Int32(preferences.count),
                                    &supportedIndex, &desiredIndex)
            }
        }
        try ICUCall.check(status, "LocaleMatcher.getBestMatchResult")
        guard supportedIndex >= 0 else { return nil }
        let chosen = candidates[Int(supportedIndex)]
        let index = desiredIndex >= 0 ? Int(desiredIndex) : nil
        return LanguageMatch(localization: chosen.name, tag: chosen.tag, preferenceIndex: index,
                             preference: index.map { preferences[$0] })
    }
}

/// The outcome of ``LanguageMatcher/bestMatch(for:fallingBackToEnglish:)``.
public struct LanguageMatch: Sendable, Equatable {
    /// The chosen localisation name, exactly as it was given (`zh-Hant`, `English`, `iw`).
    public let localization: String
    /// Its canonical language tag.
    public let tag: LanguageTag
    /// The position of the preference that matched, or nil when English was used as the fallback.
    public let preferenceIndex: Int?
    /// The preference that matched (`en-AU` when `en-AU` chose `en-GB`), nil for the fallback.
    public let preference: LanguageTag?

    /// True when no preference matched and the English fallback was used.
    public var isFallback: Bool { preferenceIndex == nil }

    /// The locale to format numbers and dates in: the matched language and script with the
    /// user's own region, so an `en-AU` user reading `en-GB` text sees Australian dates and a
    /// `de-CH` user reading `de` text sees Swiss digits. The fallback formats as the text reads.
    public var formattingLocale: LanguageTag {
        guard let region = preference?.region,
              let matched = try? tag.maximized(),
              let script = matched.script,
              let combined = try? LanguageTag(parsing: "\(matched.language)-\(script)-\(region)"),
              let minimal = try? combined.minimized()
        else { return tag }
        return minimal
    }
}

/// Lends a list of Swift strings to C as `const char *const *`.
func withCStrings<Result>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
    let duplicated: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    defer { duplicated.forEach { free($0) } }
    let constant = duplicated.map { UnsafePointer($0) }
    return constant.withUnsafeBufferPointer { body($0.baseAddress!) }
}
