/// Font stacks that cover every script the library ships: each names the font macOS, Windows and
/// Linux (Noto, Debian's `fonts-noto-core` and `fonts-noto-cjk`) use for that script, then the
/// shared stack, so no card falls back to boxes wherever the page is opened.
enum GalleryFonts {
    /// The stack every card ends with (Latin, Cyrillic, Greek and Vietnamese live here).
    static let base = #"system-ui, -apple-system, "Segoe UI", "Noto Sans", "DejaVu Sans", Roboto, "Helvetica Neue", Arial, sans-serif"#

    /// Fonts for a script (ISO 15924), placed before ``base``.
    static let byScript: [String: String] = [
        "Arab": #""Noto Naskh Arabic", "Noto Sans Arabic", "Geeza Pro", "Segoe UI", Tahoma"#,
        "Armn": #""Noto Sans Armenian", Mshtakan, "Segoe UI""#,
        "Beng": #""Noto Sans Bengali", "Kohinoor Bangla", "Nirmala UI", Vrinda"#,
        "Deva": #""Noto Sans Devanagari", "Kohinoor Devanagari", "Nirmala UI", Mangal"#,
        "Ethi": #""Noto Sans Ethiopic", Kefa, Ebrima, Nyala"#,
        "Geor": #""Noto Sans Georgian", "Helvetica Neue", Sylfaen"#,
        "Gujr": #""Noto Sans Gujarati", "Gujarati Sangam MN", "Nirmala UI", Shruti"#,
        "Guru": #""Noto Sans Gurmukhi", "Gurmukhi MN", "Nirmala UI", Raavi"#,
        "Hans": #""PingFang SC", "Noto Sans CJK SC", "Source Han Sans SC", "Microsoft YaHei""#,
        "Hant": #""PingFang TC", "Noto Sans CJK TC", "Source Han Sans TC", "Microsoft JhengHei""#,
        "Hebr": #""Noto Sans Hebrew", "Arial Hebrew", "Segoe UI""#,
        "Jpan": #""Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans CJK JP", "Yu Gothic", Meiryo"#,
        "Khmr": #""Noto Sans Khmer", "Khmer Sangam MN", "Leelawadee UI", "Khmer UI""#,
        "Knda": #""Noto Sans Kannada", "Kannada Sangam MN", "Nirmala UI", Tunga"#,
        "Kore": #""Apple SD Gothic Neo", "Noto Sans CJK KR", "Malgun Gothic""#,
        "Laoo": #""Noto Sans Lao", "Lao Sangam MN", "Leelawadee UI", "Lao UI""#,
        "Mlym": #""Noto Sans Malayalam", "Malayalam Sangam MN", "Nirmala UI", Kartika"#,
        "Mymr": #""Noto Sans Myanmar", "Myanmar Sangam MN", "Myanmar Text""#,
        "Sinh": #""Noto Sans Sinhala", "Sinhala Sangam MN", "Nirmala UI", "Iskoola Pota""#,
        "Taml": #""Noto Sans Tamil", "Tamil Sangam MN", "Nirmala UI", Latha"#,
        "Telu": #""Noto Sans Telugu", "Kohinoor Telugu", "Nirmala UI", Gautami"#,
        "Thai": #""Noto Sans Thai", Thonburi, "Leelawadee UI", Tahoma"#,
    ]

    /// Languages whose script is shared but whose readers expect another face: Urdu is read in
    /// Nastaliq, and Han characters differ in shape between Hong Kong and Taiwan.
    static let byLanguage: [String: String] = [
        "ur": #""Noto Nastaliq Urdu", "Noto Naskh Arabic", "Geeza Pro", Tahoma"#,
        "zh-HK": #""PingFang HK", "Noto Sans CJK HK", "Noto Sans CJK TC", "Microsoft JhengHei""#,
    ]

    /// The CSS rules: one class per script (`.script-Arab`), then `:lang()` rules for the exceptions.
    static var css: String {
        var rules = byScript.keys.sorted().map { ".script-\($0) { font-family: \(byScript[$0]!), \(base); }" }
        rules += byLanguage.keys.sorted().map { ":lang(\($0)) .alert { font-family: \(byLanguage[$0]!), \(base); }" }
        return rules.joined(separator: "\n")
    }
}
