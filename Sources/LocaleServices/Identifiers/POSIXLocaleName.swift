/// A POSIX locale name (`language[_territory][.codeset][@modifier]`) split into the part ICU reads
/// and the modifier's meaning.
struct POSIXLocaleName {
    /// `language[_territory]`, without codeset and modifier.
    let base: String
    /// The ISO 15924 script a modifier stands for (`@latin` → `Latn`), when it names one.
    let script: String?

    /// Modifiers that name a script; others (`@euro`) carry nothing a language tag can express.
    private static let scriptModifiers = [
        "latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab", "hebrew": "Hebr",
    ]

    init(_ text: String) {
        var base = Substring(text)
        var modifier: Substring?
        if let at = base.firstIndex(of: "@") {
            modifier = base[base.index(after: at)...]
            base = base[..<at]
        }
        if let dot = base.firstIndex(of: ".") { base = base[..<dot] }
        self.base = String(base)
        self.script = modifier.flatMap { Self.scriptModifiers[$0.lowercased()] }
    }

    /// `C` and `POSIX` are the portable "no locale" settings; they mean untranslated English.
    static func isPortableDefault(_ text: String) -> Bool {
        let base = POSIXLocaleName(text).base
        return base == "C" || base == "POSIX"
    }
}
