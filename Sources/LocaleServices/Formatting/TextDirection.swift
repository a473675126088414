import CICU

/// The direction a locale's text is written in.
public enum TextDirection: String, Sendable, Codable, CaseIterable {
    /// Latin, Cyrillic, Greek, CJK and most scripts.
    case leftToRight
    /// Arabic, Hebrew, Persian, Urdu and other scripts written from the right.
    case rightToLeft

    /// The direction of a locale's script, from ICU (`ar`, `he`, `fa`, `ur` are right to left).
    public init(of locale: LanguageTag) {
        var isRTL: Int32 = 0
        let status = ivicu_locale_is_right_to_left(locale.icuIdentifier, &isRTL)
        // The call only fails on a NULL argument, which cannot happen here; left to right is the
        // safe reading if it ever did.
        self = status <= 0 && isRTL != 0 ? .rightToLeft : .leftToRight
    }

    /// Wraps a left-to-right token (a version number, a URL) so it keeps its order inside text of
    /// this direction: in right-to-left text it is enclosed in LEFT-TO-RIGHT ISOLATE (U+2066) and
    /// POP DIRECTIONAL ISOLATE (U+2069); in left-to-right text it is returned unchanged.
    public func isolating(_ token: String) -> String {
        switch self {
        case .leftToRight: return token
        case .rightToLeft: return "\u{2066}\(token)\u{2069}"
        }
    }
}
