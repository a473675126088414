import IVersionLocalizations
import LocaleServices
import Strings
import Testing

/// The native-language review's findings stay fixed: each row is a string the review corrected.
@Suite("Library localisations: the review's fixes")
struct ReviewFixesTests {
    static let bundle = LibraryLocalizations.bundle

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
        // The second review: finished titles instead of English word order, a case ending that needs a noun.
        ("mn", "iVersionInThisVersionTitle", "Энэ хувилбарын шинэ зүйлс"),
        ("ne", "iVersionInThisVersionTitle", "यो संस्करणमा के नयाँ छ"),
        ("hy", "iVersionInThisVersionTitle", "Ինչ նոր կա այս տարբերակում"),
        ("ka", "iVersionInThisVersionTitle", "რა არის ახალი ამ ვერსიაში"),
        ("mn", "iVersionUpdateRequiredTitle", "%@ аппыг шинэчлэх шаардлагатай"),
        ("cy", "iVersionRemindButton", "Atgoffa fi yn nes ymlaen"),
        ("am", "iVersionDownloadSizeFormat", "የማውረድ መጠን፦ %@"),
        ("ru", "iVersionIgnoreButton", "Пропустить"),
    ])
    func corrected(language: String, key: String, value: String) throws {
        let table = try #require(try Self.bundle.table("iVersion", language: language))
        #expect(table.strings[key] == value)
    }

    @Test("corrected words inside longer strings", arguments: [
        ("sw", "iVersionUpdateRequiredMessage", "haliauniwi tena", "halitumiki"),
        ("he", "iVersionUpdateRequiredMessage", "ומעלה", "ואילך"),
        ("mn", "iVersionUpdateRequiredMessage", "%1$@ аппын ", "%1$@-н"),
        ("cy", "iVersionUpdateRequiredMessage", "i’w ddefnyddio", "i’w defnyddio"),
        ("zu", "iVersionUpdateRequiredMessage", "noma kamuva", "noma entsha"),
        ("ml", "iVersionUpdateRequiredMessage", "അപ്\u{200C}ഡേറ്റ്", "അപ്ഡേറ്റ്"),
    ])
    func words(language: String, key: String, present: String, absent: String) throws {
        let value = try #require(try Self.bundle.table("iVersion", language: language)?.strings[key])
        #expect(value.contains(present))
        #expect(!value.contains(absent))
    }

    @Test("plural forms", arguments: [
        ("ar", 2, "فاتك تحديثان"), ("ar", 1, "فاتك تحديث واحد"), ("ar", 3, "فاتك 3 تحديثات"),
        ("et", 2, "Teil jäi vahele 2 värskendust"), ("et", 1, "Teil jäi vahele 1 värskendus"),
        // Welsh: digits in every form (1, 2, 3 and 6 were spelled out), the soft mutation after 2 kept.
        ("cy", 1, "Rydych chi wedi colli 1 diweddariad"), ("cy", 2, "Rydych chi wedi colli 2 ddiweddariad"),
        ("cy", 3, "Rydych chi wedi colli 3 diweddariad"), ("cy", 6, "Rydych chi wedi colli 6 diweddariad"),
        ("cy", 7, "Rydych chi wedi colli 7 diweddariad"),
        // Verbs and nouns the second review corrected.
        ("ml", 1, "നിങ്ങൾക്ക് 1 അപ്\u{200C}ഡേറ്റ് നഷ്\u{200C}ടമായി"), ("ml", 3, "നിങ്ങൾക്ക് 3 അപ്\u{200C}ഡേറ്റുകൾ നഷ്\u{200C}ടമായി"),
        ("si", 3, "ඔබට යාවත්කාලීන කිරීම් 3ක් මග හැරී ඇත"),
        ("km", 3, "អ្នកបានខកខានការធ្វើបច្ចុប្បន្នភាពចំនួន 3"),
        ("te", 1, "మీరు 1 అప్‌డేట్‌ను మిస్ చేశారు"), ("te", 3, "మీరు 3 అప్‌డేట్‌లను మిస్ చేశారు"),
        ("ja", 3, "3 件のアップデートを見逃しました"),
    ])
    func plurals(language: String, count: Int, text: String) throws {
        let entry = try #require(try Self.bundle.table("iVersion", language: language)?.plurals["iVersionMissedUpdates"])
        let rules = try PluralRules.rules(for: LanguageTag(parsing: language))
        #expect(entry.format([.integer(Int64(count))], rules: rules).string == text)
    }
}
