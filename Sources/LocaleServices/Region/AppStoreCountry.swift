/// The App Store storefront country for a locale, as the lookup URL wants it (`us`, `fr`, `jp`).
///
/// The rules are iVersion's: the locale's region, or the likely region when the locale has none
/// (`fr` → `fr`, `ja` → `jp`, `en` → `us`); region `150` (Europe) is the `eu` storefront; Gibraltar
/// (`GI`) uses the British store; anything that is not two letters falls back to `us`.
public enum AppStoreCountry {
    /// The storefront code for a locale.
    /// - Parameters:
    ///   - locale: the user's locale.
    ///   - override: an explicit country chosen by the app; when non-empty it wins as given.
    /// - Returns: a lower-case storefront code.
    public static func code(for locale: LanguageTag, override: String? = nil) -> String {
        if let override = override?.trimmingWhitespace, !override.isEmpty {
            return override.lowercased()
        }
        let region = locale.region ?? (try? locale.maximized())?.region ?? ""
        return storefront(forRegion: region)
    }

    /// Applies iVersion's storefront rules to a region code.
    public static func storefront(forRegion region: String) -> String {
        if region == "150" { return "eu" }
        let isTwoLetters = region.count == 2 && region.unicodeScalars.allSatisfy {
            ("A"..."Z").contains($0) || ("a"..."z").contains($0)
        }
        guard isTwoLetters else { return "us" }
        let upper = region.uppercased()
        if upper == "GI" { return "gb" }
        return upper.lowercased()
    }
}
