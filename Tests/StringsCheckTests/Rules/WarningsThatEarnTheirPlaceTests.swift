import Foundation
import Strings
import Testing

@testable import StringsCheck

/// Findings a reader of the default output should act on, on trees shaped like the real apps the
/// issue's survey ran on (written for these tests): escapes Foundation reads as written, white
/// space a translator chose, a file Apple's loader rejects whole, French emoticons, languages that
/// capitalise labels, names and shared words, and findings that name their key and language.
@Suite("Warnings that earn their place")
struct WarningsThatEarnTheirPlaceTests {
    static func check(_ files: [String: String], rules: Set<Rule> = Set(Rule.allCases)) throws -> Report {
        var configuration = CheckConfiguration(paths: ["/p"])
        configuration.rules = rules
        return try Checker(configuration: configuration, fileSystem: InMemoryFileSystem(files)).run()
    }

    static func rules(_ report: Report) -> [String] {
        report.diagnostics.map { "\($0.rule.rawValue) \($0.language ?? "-") \($0.key ?? "-")" }
    }

    /// An archiver's Afrikaans file: curly quotes written with a backslash before them.
    @Test func curlyQuotesAfterABackslashAreNoFinding() throws {
        let report = try Self.check([
            "/p/Translations/en.lproj/Localizable.strings":
                "/* Extract */\n\"Extract to “%@”\" = \"Extract to “%@”\";\n",
            "/p/Translations/af.lproj/Localizable.strings":
                "/* Extract */\n\"Extract to “%@”\" = \"Pak uit na \\“%@\\”\";\n",
        ])
        #expect(report.diagnostics.isEmpty)
    }

    @Test(
        "white space a user sees as a gap is a value; what a space bar types is empty",
        arguments: [
            ("\u{3000}", false), ("\u{00A0}", false), ("\u{2003}", false), ("\u{202F}", false),
            ("", true), (" ", true), ("\t \n", true), ("\r\n", true),
        ])
    func emptyIsWhatNobodyMeant(value: String, isEmpty: Bool) {
        #expect(EmptyValueRule.isBlank(value) == isEmpty)
    }

    /// A Japanese label kept blank on purpose with a full-width space (the base's is a word).
    @Test func aFullWidthSpaceIsNotEmpty() throws {
        let report = try Self.check(
            [
                "/p/App/en.lproj/Localizable.strings": "\"spacer\" = \"Title\";\n\"blank\" = \"Name\";\n",
                "/p/App/ja.lproj/Localizable.strings": "\"spacer\" = \"\u{3000}\";\n\"blank\" = \" \";\n",
            ], rules: [.emptyValue])
        #expect(Self.rules(report) == ["empty-value ja blank"])
    }

    /// A date and a time joined by a word the code looks up between them (`Text(date) + Text(" at ") +
    /// Text(time)`): Japanese and Korean join them with a space, typed on purpose, and that is no finding.
    /// Spaces alone where the base is a word are a warning (a gap where a label was); an empty value is the
    /// error (a blank button), a joiner's included.
    @Test func spacesAloneAreAWarningAndEmptyAnError() throws {
        let report = try Self.check(
            [
                "/p/App/en.lproj/Localizable.strings": """
                "summary.at-time" = " at ";\n"button.save" = "Save";\n"title" = "Name";\n"joined.by" = " by ";\n
                """,
                "/p/App/ja.lproj/Localizable.strings": """
                "summary.at-time" = " ";\n"button.save" = "";\n"title" = " ";\n"joined.by" = "";\n
                """,
            ], rules: [.emptyValue])
        #expect(
            report.diagnostics.map { "\($0.severity.rawValue) \($0.key ?? "-")" }.sorted()
                == ["error button.save", "error joined.by", "warning title"])
        #expect(
            report.diagnostics.first { $0.severity == .warning }?.message
                == "\"title\" in ja is only white space (\" \"), but the base's (en) is not")
    }

    /// A translation whose third line lacks its `;`: Apple loads none of it. The one syntax error
    /// says so; its duplicate key, odd escape, copied text and the keys it lacks say nothing more.
    @Test func aRejectedFileGetsItsSyntaxErrorAndNothingElse() throws {
        let report = try Self.check([
            "/p/App/en.lproj/Localizable.strings": """
            "title" = "Settings";
            "ok" = "OK";
            "cancel" = "Cancel";
            "save" = "Save";
            "later" = "Remind Me Later";
            "size" = "Size: %@";

            """,
            "/p/App/fr.lproj/Localizable.strings": """
            "title" = "Settings";
            "ok" = "OK";
            "cancel" = "Annuler"
            "title" = "R\\églages \\x41";
            "later" = "Rappelez-Moi Plus Tard";
            "size" = "Taille : %d";

            """,
        ])
        #expect(Self.rules(report) == ["syntax fr cancel"])
        #expect(report.diagnostics.first?.message.contains("Apple's loader rejects this whole file") == true)
        #expect(report.coverage.first { $0.language == "fr" }?.present == 0)
    }

    /// Where Apple stops reading (a stray `}` where a key starts), the entries before it are
    /// checked as usual and those after it, which no user sees, are not.
    @Test func entriesAfterTheLoaderStopsAreNotJudged() throws {
        let report = try Self.check([
            "/p/App/en.lproj/Localizable.strings": "\"a\" = \"Open\";\n\"b\" = \"Close\";\n",
            "/p/App/fr.lproj/Localizable.strings": "\"a\" = \"Open\";\n}\n\"b\" = \"Close\";\n",
        ])
        #expect(Self.rules(report) == ["untranslated fr a", "syntax fr -"])
    }

    @Test(
        "French emoticons, URLs and times are no colon",
        arguments: [
            ("Merci :)", nil), ("Merci :-)", nil), ("Super ;)", nil), ("Génial :D", nil), ("Oups :P", nil),
            ("Adresse ://exemple", nil), ("Début à 10 :30", nil), ("Merci :(", nil),
            ("Taille : %@", "before ':'"), ("Vraiment ?", "before '?'"), ("Quoi ?!", "before '?'"),
            ("« Notes »", "after '«'"),
        ] as [(String, String?)])
    func emoticonsAreNotPunctuation(text: String, mark: String?) {
        #expect(PunctuationSpacingRule.plainSpaceMark(in: text) == mark)
    }

    @Test(
        "title-case is checked only where Apple's interface uses sentence case",
        arguments: [
            ("fr", true), ("fr-CA", true), ("es-419", true), ("it", true), ("nl", true), ("sv", true), ("ru", true),
            ("pl", true),
            ("pt-PT", true), ("pt", false), ("pt-BR", false), ("tr", false), ("id", false), ("en", false),
            ("en-GB", false),
            ("de", false), ("fil", false), ("ja", false),
        ])
    func sentenceCaseLanguages(language: String, checked: Bool) {
        #expect(TitleCaseRule.isChecked(language) == checked)
    }

    @Test(
        "names are not title case",
        arguments: [
            ("Ouvrir YouTube", "Open", 1),
            ("Voir Sur MacBook", "See", 2),
            ("Payer Avec PayPal", "Pay", 2),
            ("Fichier CABinet Windows", "Windows Cabinet File", 1),
            ("Réseau Wi-Fi", "WiFi network", 1),
            ("Drempelwaarde CPU-Gebruik", "CPU usage threshold", 2),
            ("Tauota /Jatka", "Pause / Resume", 1),
            ("Contenuti: %lld, Dimensione: %@", "Contents: %lld, Size: %@", 1),
        ])
    func innerCapitalsAreNames(text: String, base: String, counted: Int) {
        #expect(TitleCaseRule.capitalisedWordsNotIn(base, of: text) == counted)
    }

    @Test func wordsTheBaseCapitalisesMidSentenceAreNames() {
        #expect(
            TitleCaseRule.namesCapitalisedMidSentence("Your files sync with Dropbox Paper. Open it anywhere") == [
                "Dropbox", "Paper",
            ])
        #expect(TitleCaseRule.namesCapitalisedMidSentence("Open in New Window").isEmpty)
        #expect(TitleCaseRule.namesCapitalisedMidSentence("Remind Me Later").isEmpty)
    }

    /// Turkish and Brazilian Portuguese capitalise their labels as Apple's do; French must not,
    /// except for a name the base capitalises in its own sentences.
    @Test func titleCaseOnARealShapedTree() throws {
        let report = try Self.check(
            [
                "/p/App/en.lproj/Localizable.strings": """
                "later" = "Remind Me Later";
                "export" = "Open your files";
                "about" = "Keeps your photos in Apple Photos and Google Drive in sync.";

                """,
                "/p/App/fr.lproj/Localizable.strings":
                    "\"later\" = \"Rappelez-Moi Plus Tard\";\n\"export\" = \"Ouvrir Google Drive\";\n",
                "/p/App/tr.lproj/Localizable.strings": "\"later\" = \"Daha Sonra Hatırlat\";\n",
                "/p/App/pt-BR.lproj/Localizable.strings": "\"later\" = \"Lembrar Mais Tarde\";\n",
            ], rules: [.titleCase])
        #expect(Self.rules(report) == ["title-case fr later"])
    }

    @Test(
        "names are shaped like names",
        arguments: [
            ("Keka", true), ("Apple Silicon", true), ("iCloud Drive", true), ("Show password", false), ("%@ MB", true),
        ])
    func nameShapes(text: String, isName: Bool) {
        #expect(UntranslatedRule.isNameShaped(text) == isName)
    }

    @Test(
        "acronyms stay as they are",
        arguments: [
            ("CPU", true), ("USB-C", true), ("SSD 2", true), ("Off", false), ("CPU usage", false), ("%d", false),
            ("A", false),
        ])
    func acronymsAreNotUntranslated(text: String, isAcronyms: Bool) {
        #expect(UntranslatedRule.isAcronyms(text) == isAcronyms)
    }

    /// A system monitor's "Open Calendar": every sentence-case language capitalises the app's
    /// name, as Apple names it there; one language capitalising a plain label is still reported.
    @Test func aLabelMostLanguagesCapitaliseHoldsAName() throws {
        let translations = [
            "fr": ("Ouvrir Calendrier", "Paramètres Avancés"), "it": ("Apri Calendario", "Impostazioni avanzate"),
            "es": ("Abrir Calendario", "Ajustes avanzados"), "sv": ("Öppna Kalender", "Avancerade inställningar"),
            "tr": ("Takvimi Aç", "Gelişmiş Ayarlar"),
        ]
        var files = [
            "/p/App/en.lproj/Localizable.strings":
                "\"calendar\" = \"Open Calendar\";\n\"advanced\" = \"Advanced Settings\";\n"
        ]
        for (language, (calendar, advanced)) in translations {
            files["/p/App/\(language).lproj/Localizable.strings"] =
                "\"calendar\" = \"\(calendar)\";\n\"advanced\" = \"\(advanced)\";\n"
        }
        let report = try Self.check(files, rules: [.titleCase])
        #expect(Self.rules(report) == ["title-case fr advanced"])
    }

    /// A media player with a dozen languages: its name and the words each family shares stay as
    /// they are; a sentence nobody translated is still reported in every language.
    @Test func namesAndSharedWordsAreNotUntranslated() throws {
        let languages = ["de", "nl", "sv", "fr", "es", "it", "pl", "ru", "ja", "tr"]
        var files = [
            "/p/App/en.lproj/Localizable.strings": """
            "name" = "Vidplay";
            "server" = "Server";
            "video" = "Video";
            "hint" = "Drag a file here to play it";
            "password" = "Show password";
            "swap" = "Swap";

            """
        ]
        let server: Set = ["de", "nl", "sv"]
        let video: Set = ["es", "it", "fr", "pl"]
        for language in languages {
            files["/p/App/\(language).lproj/Localizable.strings"] = """
                "name" = "Vidplay";
                "server" = "\(server.contains(language) ? "Server" : "Serveur \(language)")";
                "video" = "\(video.contains(language) ? "Video" : "Vidéo \(language)")";
                "hint" = "\(language == "ja" ? "ファイルをここにドラッグ" : "Drag a file here to play it")";
                "password" = "Show password";
                "swap" = "\(["de", "nl", "sv", "ru"].contains(language) ? "Swap" : "Auslagerung \(language)")";

                """
        }
        let report = try Self.check(files, rules: [.untranslated])
        // Romance keeps "Video" in three languages; pl is the only Slavic one, so its copy is reported.
        // "Show password" kept everywhere is no name: a key nobody translated, in every language.
        #expect(
            Set(Self.rules(report))
                == Set(
                    languages.filter { $0 != "ja" }.map { "untranslated \($0) hint" }
                        + languages.map { "untranslated \($0) password" } + ["untranslated pl video"]
                        // "Swap" kept in Russian too, in Latin letters: a placeholder there and in the Germanic three.
                        + ["de", "nl", "sv", "ru"].map { "untranslated \($0) swap" }))
    }

    @Test func syntaxAndDuplicateKeyFindingsCarryTheirKeyAndLanguage() throws {
        let report = try Self.check(
            [
                "/p/App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
                "/p/App/de.lproj/Localizable.strings": "\"a\" = \"Ä\";\n\"a\" = \"Ö\";\n\"b\" = \"\\x42\";\n",
                "/p/App/fr.lproj/Localizable.strings": "\"a\" = \"À\";\n\"b\" = \"B\" x;\n",
            ], rules: [.syntax, .duplicateKey])
        #expect(Self.rules(report) == ["duplicate-key de a", "syntax de b", "syntax fr b"])
        let json = ReportRenderer.json(report)
        #expect(json.contains("\"key\" : \"a\""))
        #expect(json.contains("\"key\" : \"b\""))
        #expect(json.contains("\"language\" : \"fr\""))
        let sarif = SARIFRenderer.sarif(report, root: nil)
        #expect(sarif.contains("\"language\":\"de\""))
    }
}
