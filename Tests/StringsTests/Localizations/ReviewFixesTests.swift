import IVersionLocalizations
import LocaleServices
import Strings
import Testing

/// The native-language review's findings stay fixed: each row is a string the review corrected.
@Suite("Library localisations: the review's fixes")
struct ReviewFixesTests {
    static let bundle = StringsBundle(directory: LibraryLocalizations.directory)

    @Test("corrected strings", arguments: [
        // French: a non-breaking space before ':' so the colon never starts a line.
        ("fr", "iVersionDownloadSizeFormat", "Taille du téléchargement\u{00A0}: %@"),
        ("fr-CA", "iVersionDownloadSizeFormat", "Taille du téléchargement\u{00A0}: %@"),
        // Sentence case in buttons.
        ("sw", "iVersionRemindButton", "Nikumbushe baadaye"),
        ("fil", "iVersionRemindButton", "Paalalahanan ako mamaya"),
        ("tr", "iVersionRemindButton", "Daha sonra hatırlat"),
        ("id", "iVersionRemindButton", "Ingatkan nanti"),
        ("ms", "iVersionDownloadButton", "Muat turun"),
        // One register: Persian's passive, Romanian's formal buttons.
        ("fa", "iVersionRemindButton", "بعداً یادآوری شود"),
        ("ro", "iVersionIgnoreButton", "Ignorați"),
        ("ro", "iVersionDownloadButton", "Descărcați"),
        ("ro", "iVersionRemindButton", "Amintiți-mi mai târziu"),
    ])
    func corrected(language: String, key: String, value: String) throws {
        let table = try #require(try Self.bundle.table("iVersion", language: language))
        #expect(table.strings[key] == value)
    }

    @Test("corrected words inside longer strings", arguments: [
        ("sw", "iVersionUpdateRequiredMessage", "haliauniwi tena", "halitumiki"),
        ("he", "iVersionUpdateRequiredMessage", "ומעלה", "ואילך"),
    ])
    func words(language: String, key: String, present: String, absent: String) throws {
        let value = try #require(try Self.bundle.table("iVersion", language: language)?.strings[key])
        #expect(value.contains(present))
        #expect(!value.contains(absent))
    }

    @Test("plural forms", arguments: [
        ("ar", 2, "فاتك تحديثان"), ("ar", 1, "فاتك تحديث واحد"), ("ar", 3, "فاتك 3 تحديثات"),
        ("et", 2, "Teil jäi vahele 2 värskendust"), ("et", 1, "Teil jäi vahele 1 värskendus"),
        ("cy", 2, "Rydych chi wedi colli dau ddiweddariad"), ("cy", 6, "Rydych chi wedi colli chwe diweddariad"),
        ("cy", 7, "Rydych chi wedi colli 7 diweddariad"),
    ])
    func plurals(language: String, count: Int, text: String) throws {
        let entry = try #require(try Self.bundle.table("iVersion", language: language)?.plurals["iVersionMissedUpdates"])
        let rules = try PluralRules.rules(for: LanguageTag(parsing: language))
        #expect(entry.format([.integer(Int64(count))], rules: rules).string == text)
    }
}
