import CICU

/// A language identifier in canonical BCP 47 form (`en`, `fr-CA`, `zh-Hant-TW`), canonicalised by ICU.
///
/// Parsing accepts what apps and systems actually hand over: BCP 47 tags in any case (`EN-us`),
/// POSIX locales (`fr_CA.UTF-8@euro`, `sr_RS@latin`), ICU ids (`zh_Hant_TW`) and the legacy English
/// names of old `.lproj` folders (`English`, `Japanese`). Deprecated codes are replaced by ICU
/// (`iw` → `he`, `in` → `id`).
///
/// ```swift
/// let tag = try LanguageTag(parsing: "fr_CA.UTF-8@euro")
/// tag.identifier   // "fr-CA"
/// tag.region       // "CA"
/// ```
public struct LanguageTag: Hashable, Sendable, Codable, CustomStringConvertible, Comparable {
    /// The canonical BCP 47 form, e.g. `zh-Hant-TW`.
    public let identifier: String

    /// English, the language used when nothing else matches.
    public static let english = LanguageTag(canonical: "en")

    /// Parses and canonicalises a language identifier.
    /// - Parameter text: a BCP 47 tag, POSIX locale, ICU id or legacy `.lproj` name.
    /// - Throws: `LocaleError.invalidIdentifier` when the text names no language.
    public init(parsing text: String) throws(LocaleError) {
        self.identifier = try Self.canonicalIdentifier(for: text)
    }

    /// Wraps an identifier already known to be canonical (ICU's own output).
    init(canonical identifier: String) {
        self.identifier = identifier
    }

    /// Reads a tag from a single string and canonicalises it, so a stored `en_US` comes back as `en-US`.
    /// - Throws: ``LocaleError/invalidIdentifier(_:reason:)`` for text that is not a language tag.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        try self.init(parsing: text)
    }

    /// Writes the canonical identifier as a single string (`"pt-BR"`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// The canonical BCP 47 identifier, as ``identifier``.
    public var description: String { identifier }

    /// Orders tags by their identifiers, for stable sorted output.
    public static func < (lhs: LanguageTag, rhs: LanguageTag) -> Bool { lhs.identifier < rhs.identifier }

    /// ICU's own form of this identifier (`zh_Hant_TW`), as ICU's C functions want it.
    public var icuIdentifier: String {
        // A canonical tag always converts; fall back to the tag itself rather than crash.
        (try? ICUCall.string("uloc_forLanguageTag") { out, capacity, length in
            ivicu_locale_for_language_tag(identifier, out, capacity, length, nil)
        }) ?? identifier
    }

    /// The language subtag, e.g. `zh`.
    public var language: String { subtag(ivicu_locale_language, "uloc_getLanguage") ?? "" }
    /// The script subtag when present, e.g. `Hant`.
    public var script: String? { subtag(ivicu_locale_script, "uloc_getScript") }
    /// The region subtag when present, e.g. `TW` or `419`.
    public var region: String? { subtag(ivicu_locale_region, "uloc_getCountry") }

    /// The tag with likely subtags added (CLDR): `ja` → `ja-Jpan-JP`, `zh-TW` → `zh-Hant-TW`.
    public func maximized() throws(LocaleError) -> LanguageTag {
        try transformed(ivicu_locale_add_likely_subtags, "uloc_addLikelySubtags")
    }

    /// The shortest tag with the same meaning: `zh-Hant-TW` → `zh-TW`.
    public func minimized() throws(LocaleError) -> LanguageTag {
        try transformed(ivicu_locale_minimize_subtags, "uloc_minimizeSubtags")
    }

    private typealias LocaleFunction = (UnsafePointer<CChar>?, UnsafeMutablePointer<CChar>?, Int32, UnsafeMutablePointer<Int32>?) -> Int32

    private func subtag(_ function: LocaleFunction, _ name: String) -> String? {
        let id = icuIdentifier
        let value = try? ICUCall.string(name) { out, capacity, length in function(id, out, capacity, length) }
        guard let value, !value.isEmpty else { return nil }
        return value
    }

    private func transformed(_ function: LocaleFunction, _ name: String) throws(LocaleError) -> LanguageTag {
        let id = icuIdentifier
        let result = try ICUCall.string(name) { out, capacity, length in function(id, out, capacity, length) }
        return LanguageTag(canonical: try Self.bcp47(fromICU: result, original: identifier))
    }
}

extension LanguageTag {
    /// The parsing pipeline: legacy names, POSIX decorations, ICU parse, ICU canonical form.
    static func canonicalIdentifier(for text: String) throws(LocaleError) -> String {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else { throw .invalidIdentifier(text, reason: "the text is empty") }
        guard trimmed.utf8.count <= 128 else { throw .invalidIdentifier(text, reason: "longer than any language tag") }
        if let legacy = LegacyLanguageNames.tag(for: trimmed) { return legacy }

        let posix = POSIXLocaleName(trimmed)
        // ICU reads BCP 47; POSIX and ICU ids differ from it mainly by using `_`.
        let tagText = posix.base.replacingUnderscores
        guard tagText.utf8.allSatisfy({ $0 < 0x80 && $0 != 0 }) else {
            throw .invalidIdentifier(text, reason: "only ASCII letters, digits, '-' and '_' may appear")
        }
        var parsedLength: Int32 = 0
        let icuID = try ICUCall.string("uloc_forLanguageTag") { out, capacity, length in
            ivicu_locale_for_language_tag(tagText, out, capacity, length, &parsedLength)
        }
        // ICU's id for `und` (undetermined, BCP 47's root) is the empty string: a valid answer, not a failure.
        if Int(parsedLength) == tagText.utf8.count, icuID.isEmpty, tagText.lowercased() == "und" { return "und" }
        guard Int(parsedLength) == tagText.utf8.count, !icuID.isEmpty else {
            throw .invalidIdentifier(text, reason: "not a BCP 47 language tag")
        }
        var withScript = icuID
        if let script = posix.script {
            // `sr_RS@latin`: the POSIX modifier names the script ICU wants as a subtag.
            withScript = try insertScript(script, into: icuID)
        }
        let canonical = try ICUCall.string("uloc_canonicalize") { out, capacity, length in
            ivicu_locale_canonicalize(withScript, out, capacity, length)
        }
        let tag = try bcp47(fromICU: canonical, original: text)
        let language = tag.prefix { $0 != "-" }
        // BCP 47 reserves 4- and 5-to-8-letter language subtags; no real language uses them, and
        // accepting them would let words such as "english" pass as languages.
        guard (2...3).contains(language.count) else {
            throw .invalidIdentifier(text, reason: "\"\(language)\" is not a language code")
        }
        return tag
    }

    static func bcp47(fromICU id: String, original: String) throws(LocaleError) -> String {
        do {
            return try ICUCall.string("uloc_toLanguageTag") { out, capacity, length in
                ivicu_locale_to_language_tag(id, out, capacity, length)
            }
        } catch {
            throw .invalidIdentifier(original, reason: "ICU cannot express it as a BCP 47 tag")
        }
    }

    private static func insertScript(_ script: String, into icuID: String) throws(LocaleError) -> String {
        let language = try ICUCall.string("uloc_getLanguage") { ivicu_locale_language(icuID, $0, $1, $2) }
        let region = try ICUCall.string("uloc_getCountry") { ivicu_locale_region(icuID, $0, $1, $2) }
        return region.isEmpty ? "\(language)_\(script)" : "\(language)_\(script)_\(region)"
    }
}

extension String {
    var trimmingWhitespace: String {
        // Tags and folder names almost never carry spaces: skip walking Characters for them.
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F { return self }
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    var replacingUnderscores: String {
        guard utf8.contains(UInt8(ascii: "_")) else { return self }
        return String(decoding: utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
    }
}
