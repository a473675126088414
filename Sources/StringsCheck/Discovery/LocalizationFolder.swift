import LocaleServices

/// One `<name>.lproj` folder: where it is, its name on disk and the language it holds.
///
/// Apple loads folders in several spellings (`de_CH`, `pt-BR`, `zh_TW`, legacy `English`); the
/// checker reports each under its canonical BCP 47 tag (`de-CH`, `pt-BR`, `zh-TW`, `en`), so one
/// language never appears under two names. `Base` stays `Base`.
struct LocalizationFolder: Sendable, Hashable {
    /// The folder's path.
    let path: String
    /// The name without `.lproj`, as on disk.
    let name: String
    /// The canonical tag, `Base`, or the name itself when it names no language.
    let language: String
    /// The language, parsed once: its plural rules and identity (nil for `Base` and for names
    /// that name no language).
    let tag: LanguageTag?

    init(path: String) {
        self.path = path
        self.name = Path.stem(of: Path.name(of: path))
        self.tag = name == "Base" ? nil : try? LanguageTag(parsing: name)
        self.language = tag?.identifier ?? name
    }

    /// Why the folder holds no translation, for a pseudo-language, else nil: translatewiki's
    /// message documentation `qqq` (notes for translators, one per key) and the rest of BCP 47's
    /// private-use range `qaa`–`qtz` (`qqx` shows keys), and the pseudo-locales `XA` (accented)
    /// and `XB` (right-to-left) that Android and Chromium tooling export for layout tests.
    var pseudoLanguage: String? {
        let primary = name.prefix { $0 != "-" && $0 != "_" }.lowercased()
        let region = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst().last.map { $0.uppercased() }
        if primary == "qqq" { return "translatewiki's message documentation (notes for translators, not a translation)" }
        if primary.count == 3, primary >= "qaa", primary <= "qtz" { return "a private-use language code (qaa–qtz), which translation platforms use for notes and tests" }
        if region == "XA" || region == "XB" { return "a pseudo-locale (\(region!) \(region == "XA" ? "accented" : "right-to-left")) for layout tests" }
        return nil
    }

    /// Whether this is Interface Builder's `Base.lproj`.
    var isBase: Bool { name == "Base" }

    /// The canonical form of a folder or region name (`de_CH` → `de-CH`, `English` → `en`).
    static func canonicalLanguage(_ name: String) -> String {
        if name == "Base" { return name }
        return (try? LanguageTag(parsing: name).identifier) ?? name
    }

    /// Whether this folder holds `language` (a `--base` value or a development region, as written
    /// and in its ``canonicalLanguage(_:)`` form, worked out once by the caller), in any spelling.
    func holds(_ language: String, canonical: String) -> Bool {
        name == language || self.language == canonical
    }
}
