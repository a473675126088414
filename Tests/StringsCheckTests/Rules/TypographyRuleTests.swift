import Testing
@testable import StringsCheck

/// The text tests behind `punctuation-spacing` and `title-case`, on the cases a reviewer meets.
@Suite("Typography rules")
struct TypographyRuleTests {
    @Test("French spacing before punctuation", arguments: [
        ("Taille du téléchargement : %@", "before ':'"),
        ("Vraiment ?", "before '?'"),
        ("Attention ; lisez", "before ';'"),
        ("Bravo !", "before '!'"),
        ("« Notes »", "after '«'"),
        ("«\u{202F}Notes »", "before '»'"),
        ("Taille du téléchargement\u{00A0}: %@", nil),
        ("Vraiment\u{202F}?", nil),
        ("«\u{202F}Notes\u{202F}»", nil),
        ("Version %@", nil),
        ("http://exemple.fr", nil),
        (" : au début", nil),
    ] as [(String, String?)])
    func spacing(text: String, mark: String?) {
        #expect(PunctuationSpacingRule.plainSpaceMark(in: text) == mark)
    }

    @Test("title case among sentence-case languages", arguments: [
        ("Paalalahanan Ako Mamaya", true),
        ("Nikumbushe Baadaye", true),
        ("Daha Sonra Hatırlat", true),
        ("Nikumbushe baadaye", false),
        ("Télécharger", false),
        ("Nouvelle version disponible", false),
        ("Taille : 45 MB", false),
        ("OK", false),
        ("Über iCloud laden", false),
        ("Version %@", false),
        ("Ndiyo Sawa %@ %@", true),
        ("تذكير لاحقًا", false),
        ("稍后 提醒", false),
        ("This Is A Sentence That Is Far Too Long To Be A Button Label", false),
    ])
    func titleCase(text: String, expected: Bool) {
        #expect(TitleCaseRule.isTitleCase(text) == expected)
    }

    @Test("a name the base writes too is not title case", arguments: [
        ("Quit Tally", "Quitter Tally", 1),
        ("Remind Me Later", "Rappelez-Moi Plus Tard", 3),
        ("Open in Safari", "Ouvrir Dans Safari", 2),
    ])
    func namesKeepTheirCapital(base: String, text: String, counted: Int) {
        #expect(TitleCaseRule.capitalisedWordsNotIn(base, of: text) == counted)
    }

    @Test func englishAndGermanAreNotChecked() {
        #expect(!TitleCaseRule.isChecked("en") && !TitleCaseRule.isChecked("de"))
        #expect(TitleCaseRule.isChecked("fr"))
    }
}
