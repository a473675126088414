/// An App Store storefront country, as the lookup URL wants it (`us`, `fr`, `jp`, `eu`): two ASCII
/// letters, kept in lower case.
///
/// An app that sells only in some countries names one (`"fr"` as a literal, ``init(_:)`` for text read
/// at run time); otherwise the storefront follows the user's locale by iVersion's rules: the locale's
/// region, or the likely region when the locale has none (`fr` → `fr`, `ja` → `jp`, `en` → `us`); region
/// `150` (Europe) is the `eu` storefront; Gibraltar (`GI`) uses the British store; anything that is not
/// two letters falls back to `us`.
public struct AppStoreCountry: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The lower-case storefront code (`fr`).
    public let code: String

    /// A storefront from text such as `FR` or `fr`, surrounding white space ignored.
    /// - Parameter code: The country code.
    /// - Returns: Nil unless the text is two ASCII letters.
    public init?(_ code: String) {
        let trimmed = code.trimmingWhitespace
        guard trimmed.utf8.count == 2, trimmed.utf8.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
            return nil
        }
        self.code = trimmed.lowercased()
    }

    /// A storefront written in the app's source (`"fr"`).
    ///
    /// A literal that is not two letters is a mistake in the source, found on the first run: it stops the
    /// program with a message naming it. Use ``init(_:)`` for text that comes from outside.
    /// - Parameter value: The country code.
    public init(stringLiteral value: String) {
        guard let country = AppStoreCountry(value) else {
            preconditionFailure("AppStoreCountry: \"\(value)\" is not a two-letter country code")
        }
        self = country
    }

    /// Reads the code as one string (`"fr"`).
    /// - Throws: `DecodingError.dataCorrupted` unless it is two letters.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let country = AppStoreCountry(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a two-letter country code")
        }
        self = country
    }

    /// Writes the code as one string (`"fr"`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(code)
    }

    /// The code (`fr`).
    public var description: String { code }

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
