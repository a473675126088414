import Testing

@testable import StringsCheck

/// Trees shaped like real apps where `Base.lproj` holds a `.strings` table beside the languages'
/// own copies (written for these tests, after an app of 60 languages that keeps an old
/// `Base.lproj/Localizable.strings` beside `en.lproj/Localizable.strings`): each language is judged
/// by the file Apple's loader gives the development-language user, never by a copy nobody reads.
@Suite("Table lookup")
struct TableLookupTests {
    static func check(_ files: [String: String], base: String? = nil) throws -> [String] {
        let configuration = CheckConfiguration(paths: ["/p"], base: base)
        return try Checker(configuration: configuration, fileSystem: InMemoryFileSystem(files)).run().diagnostics.map(
            \.description)
    }

    /// The real layout: an old `Base.lproj` copy, the development region's (en) own, three languages.
    static let staleBase: [String: String] = [
        "/p/App.xcodeproj/project.pbxproj": "\t\t\tdevelopmentRegion = en;\n",
        "/p/App/Base.lproj/Localizable.strings": """
        "old.title" = "Inbox";
        "welcome" = "Welcome!";
        "settings" = "Settings";

        """,
        "/p/App/en.lproj/Localizable.strings": """
        "welcome" = "Welcome";
        "settings" = "Settings";
        "files.count" = "%d files in %@";
        "share" = "Share";

        """,
        "/p/App/de.lproj/Localizable.strings": """
        "welcome" = "Willkommen";
        "settings" = "Einstellungen";
        "files.count" = "%d Dateien in %@";

        """,
        "/p/App/fr.lproj/Localizable.strings": """
        "welcome" = "Bienvenue";
        "settings" = "Réglages";
        "files.count" = "%@ contient %d fichiers";
        "share" = "Partager";

        """,
        "/p/App/ja.lproj/Localizable.strings": """
        "welcome" = "ようこそ";
        "settings" = "設定";
        "files.count" = "%2$@ に %1$d 個のファイル";

        """,
    ]

    /// Every language is compared with en's table, which the development language reads: the keys
    /// they lack there and the unnumbered pair French reorders are found; the Base copy is one
    /// warning, and no language is judged by it (no "old.title" missing, no "share" extra).
    @Test func aStaleBaseCopyIsReportedOnceAndJudgesNobody() throws {
        #expect(
            try Self.check(Self.staleBase) == [
                "/p/App/Base.lproj/Localizable.strings:1:1: warning: no language reads the Base.lproj copy of table \"Localizable\" in /p/App: en (the development language) and the 3 other languages have their own; it differs from en's: 1 key only here, 2 of its keys missing here, 1 text different; remove it, or move what it should say into /p/App/en.lproj/Localizable.strings [shadowed-base]",
                "/p/App/de.lproj/Localizable.strings:1:1: error: de lacks \"share\", which the base (en) defines [missing-key]",
                "/p/App/fr.lproj/Localizable.strings:3:1: error: \"files.count\" in fr takes 1: %@ (object), 2: %d (integer), but the base (en) takes 1: %d (integer), 2: %@ (object); unnumbered conversions read the arguments in the order they are written: number them as the base's are (%1$d, %2$@) to reorder them [format-mismatch]",
                "/p/App/ja.lproj/Localizable.strings:1:1: error: ja lacks \"share\", which the base (en) defines [missing-key]",
            ])
    }

    /// A Base copy identical to en's (a translation platform's source kept beside it) loses
    /// nothing today, but an edit made there would show nowhere: one warning that says so.
    @Test func anIdenticalShadowedCopyIsReportedAsSuch() throws {
        let table = "\"open\" = \"Open\";\n"
        #expect(
            try Self.check([
                "/p/App/Base.lproj/Localizable.strings": table,
                "/p/App/en.lproj/Localizable.strings": table,
                "/p/App/fr.lproj/Localizable.strings": "\"open\" = \"Ouvrir\";\n",
            ]) == [
                "/p/App/Base.lproj/Localizable.strings:1:1: warning: no language reads the Base.lproj copy of table \"Localizable\" in /p/App: en (the development language) and the 1 other language have their own; it is the same as en's, so an edit made there shows nowhere; remove it [shadowed-base]"
            ])
    }

    /// Without a project file the development region is English all the same.
    @Test func withoutAProjectTheDevelopmentRegionIsEnglish() throws {
        var files = Self.staleBase
        files["/p/App.xcodeproj/project.pbxproj"] = nil
        #expect(
            try Self.check(files).filter { $0.contains("[shadowed-base]") || $0.contains("[missing-key]") }.count == 3)
    }

    /// `--base` keeps its meaning: the named copy judges every language, Base.lproj's included.
    @Test func explicitBaseStillChoosesTheBase() throws {
        let lines = try Self.check(Self.staleBase, base: "Base")
        #expect(!lines.contains { $0.contains("[shadowed-base]") })
        #expect(
            lines.contains(
                "/p/App/de.lproj/Localizable.strings:1:1: error: de lacks \"old.title\", which the base (Base) defines [missing-key]"
            ))
    }

    /// Only `Base.lproj` and French hold the table: the development language (en, whose folder
    /// holds other tables) reads Base's, so Base is the base; German, without the table, reads
    /// Base's too and lacks nothing.
    @Test func aBaseCopyTheDevelopmentLanguageReadsIsTheBase() throws {
        #expect(
            try Self.check([
                "/p/App/Base.lproj/Localizable.strings": "\"open\" = \"Open\";\n\"close\" = \"Close\";\n",
                "/p/App/fr.lproj/Localizable.strings": "\"open\" = \"Ouvrir\";\n",
                "/p/App/en.lproj/Other.strings": "\"other\" = \"Other\";\n",
                "/p/App/de.lproj/Other.strings": "\"other\" = \"Andere\";\n",
                "/p/App/fr.lproj/Other.strings": "\"other\" = \"Autre\";\n",
            ]) == [
                "/p/App/fr.lproj/Localizable.strings:1:1: error: fr lacks \"close\", which the base (Base) defines [missing-key]"
            ])
    }

    /// German holds one of the tables en alone holds and none of those Base.lproj holds: it reads
    /// Base.lproj's copies of those, so the one finding for what it lacks counts en's tables only.
    @Test func aLanguageLackingMostTablesLacksNoneBaseHolds() throws {
        var files: [String: String] = [:]
        for table in ["Alerts", "Menus", "Sharing"] {
            files["/p/App/Base.lproj/\(table).strings"] = "\"\(table).title\" = \"\(table)\";\n"
            files["/p/App/en.lproj/\(table).strings"] = "\"\(table).title\" = \"\(table)\";\n"
        }
        for table in ["Account", "Billing", "Chat", "Downloads", "Export"] {
            files["/p/App/en.lproj/\(table).strings"] = "\"\(table).title\" = \"The \(table)\";\n"
        }
        files["/p/App/de.lproj/Account.strings"] = "\"Account.title\" = \"Das Konto\";\n"
        #expect(
            try Self.check(files) == [
                "/p/App/de.lproj:1:1: warning: de lacks 4 of the 5 tables the base (en) defines: Billing, Chat, Downloads and 1 more, and shows the base's text there; --all lists each table and key [missing-key]"
            ])
    }

    /// A project whose development region is German: de.lproj's copy is the base, Base.lproj's is
    /// read by no one, and English is one more translation.
    @Test func aGermanDevelopmentRegionShadowsBase() throws {
        #expect(
            try Self.check([
                "/p/App.xcodeproj/project.pbxproj": "\t\t\tdevelopmentRegion = de;\n",
                "/p/App/Base.lproj/Localizable.strings": "\"open\" = \"Öffnen\";\n",
                "/p/App/de.lproj/Localizable.strings": "\"open\" = \"Öffnen\";\n\"close\" = \"Schließen\";\n",
                "/p/App/en.lproj/Localizable.strings": "\"open\" = \"Open\";\n",
                "/p/App/fr.lproj/Localizable.strings": "\"open\" = \"Ouvrir\";\n\"close\" = \"Fermer\";\n",
            ]) == [
                "/p/App/Base.lproj/Localizable.strings:1:1: warning: no language reads the Base.lproj copy of table \"Localizable\" in /p/App: de (the development language) and the 2 other languages have their own; it differs from de's: 1 of its keys missing here; remove it, or move what it should say into /p/App/de.lproj/Localizable.strings [shadowed-base]",
                "/p/App/en.lproj/Localizable.strings:1:1: error: en lacks \"close\", which the base (de) defines [missing-key]",
            ])
    }

    /// A Base copy some language reads (German has no table of its own) beside en's: en's is the
    /// base, since the development language reads it; the Base copy is what German users see, so
    /// it is compared with en's as a regional variant would be (a key it lacks is shown raw to
    /// them; the same text is no "untranslated"), and German lacks nothing.
    @Test func aBaseCopySomeLanguageReadsIsComparedWithTheDevelopmentLanguage() throws {
        let files = [
            "/p/App/Base.lproj/Localizable.strings": "\"open\" = \"Open Recent Files\";\n",
            "/p/App/en.lproj/Localizable.strings": "\"open\" = \"Open\";\n\"close\" = \"Close\";\n",
            "/p/App/fr.lproj/Localizable.strings": "\"open\" = \"Ouvrir\";\n\"close\" = \"Fermer\";\n",
            "/p/App/de.lproj/Other.strings": "\"other\" = \"Andere\";\n",
            "/p/App/en.lproj/Other.strings": "\"other\" = \"Other\";\n",
            "/p/App/fr.lproj/Other.strings": "\"other\" = \"Autre\";\n",
        ]
        #expect(
            try Self.check(files) == [
                "/p/App/Base.lproj/Localizable.strings:1:1: error: Base lacks \"close\", which the base (en) defines [missing-key]"
            ])
        // Its English title case is English's, and "Base" is no language with a coverage.
        let report = try Checker(
            configuration: CheckConfiguration(paths: ["/p"]), fileSystem: InMemoryFileSystem(files)
        ).run()
        #expect(report.coverage.map(\.language) == ["de", "fr"])
    }

    /// A storyboard in Base.lproj is what every language reads: it stays its table's base, and a
    /// language without the table's strings still lacks their translation.
    @Test func anInterfaceBuilderDocumentIsNeverShadowed() {
        let folders = ["Base", "en", "fr"].map { LocalizationFolder(path: "/p/App/\($0).lproj") }
        let lookup = TableLookup(holders: folders, interfaceBuilder: true, developmentRegion: nil, languageFolders: 2)
        #expect(lookup.shadowedBase == nil)
        #expect(!lookup.lackingLanguagesReadBase)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var holders: [String]
        var region: String?
        var languageFolders: Int
        var readByDevelopment: String?
        var shadowed: Bool
        var testDescription: String { "\(holders) region \(region ?? "-") of \(languageFolders)" }
    }

    /// The file the development language reads and whether the Base copy is shadowed, per layout.
    @Test(arguments: [
        Case(holders: ["Base", "en", "fr"], region: nil, languageFolders: 2, readByDevelopment: "en", shadowed: true),
        Case(holders: ["Base", "en", "fr"], region: nil, languageFolders: 3, readByDevelopment: "en", shadowed: false),
        Case(holders: ["Base", "fr"], region: "en", languageFolders: 1, readByDevelopment: "Base", shadowed: false),
        Case(
            holders: ["Base", "English", "fr"], region: "en", languageFolders: 2, readByDevelopment: "English",
            shadowed: true),
        Case(holders: ["Base", "de", "en"], region: "de", languageFolders: 2, readByDevelopment: "de", shadowed: true),
        Case(
            holders: ["Base", "en", "fr"], region: "de", languageFolders: 2, readByDevelopment: "Base", shadowed: false),
        Case(holders: ["en", "fr"], region: nil, languageFolders: 2, readByDevelopment: "en", shadowed: false),
    ])
    func lookupOfTheDevelopmentLanguage(_ row: Case) {
        let folders = row.holders.map { LocalizationFolder(path: "/p/App/\($0).lproj") }
        let lookup = TableLookup(
            holders: folders, interfaceBuilder: false, developmentRegion: row.region,
            languageFolders: row.languageFolders)
        #expect(lookup.developmentFolder?.name == row.readByDevelopment)
        #expect((lookup.shadowedBase != nil) == row.shadowed)
    }

    // MARK: A regional variant reads its parent's tables

    /// Shaped like a Mac app whose `fr-CA.lproj` holds only its `InfoPlist.strings`, beside a full
    /// `fr.lproj`: for every other table a Canadian French user reads `fr`'s (the bundle's search
    /// list is fr-CA, fr, then the development region), so fr-CA lacks nothing there; what fr
    /// lacks is fr's finding alone. `pt-PT` and `pt` both lack `Toolbar`: each still lacks it.
    static let variantWithOnlyItsInfoPlist: [String: String] = [
        "/p/Mac.xcodeproj/project.pbxproj": "\t\t\tdevelopmentRegion = en;\n",
        "/p/Mac/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Arcade\";\n",
        "/p/Mac/en.lproj/Menus.strings": "\"Quit Arcade\" = \"Quit Arcade\";\n\"Window\" = \"Window\";\n",
        "/p/Mac/en.lproj/Controls.strings": "\"Left Trigger\" = \"Left Trigger\";\n\"Start\" = \"Start\";\n",
        "/p/Mac/en.lproj/Toolbar.strings": "\"Grid View\" = \"Grid View\";\n",
        "/p/Mac/fr.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Arcade\";\n",
        "/p/Mac/fr.lproj/Menus.strings": "\"Quit Arcade\" = \"Quitter Arcade\";\n",
        "/p/Mac/fr.lproj/Controls.strings": "\"Left Trigger\" = \"Gâchette gauche\";\n\"Start\" = \"Démarrer\";\n",
        "/p/Mac/fr.lproj/Toolbar.strings": "\"Grid View\" = \"Vue en grille\";\n",
        "/p/Mac/fr-CA.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Arcade\";\n",
        "/p/Mac/pt.lproj/Menus.strings": "\"Quit Arcade\" = \"Sair do Arcade\";\n\"Window\" = \"Janela\";\n",
        "/p/Mac/pt.lproj/Controls.strings": "\"Left Trigger\" = \"Gatilho esquerdo\";\n\"Start\" = \"Iniciar\";\n",
        "/p/Mac/pt-PT.lproj/Controls.strings": "\"Left Trigger\" = \"Gatilho esquerdo\";\n\"Start\" = \"Começar\";\n",
    ]

    @Test func aVariantLackingATableReadsItsParentsCopy() throws {
        #expect(
            try Self.check(Self.variantWithOnlyItsInfoPlist) == [
                "/p/Mac/fr.lproj/Menus.strings:1:1: warning: fr lacks \"Window\", which the base (en) defines; the key is the base's text, so the user sees it untranslated [missing-key]",
                "/p/Mac/pt-PT.lproj/Toolbar.strings:1:1: warning: pt-PT has no Toolbar table: it lacks \"Grid View\", which the base (en) defines, and shows the base's text [missing-key]",
                "/p/Mac/pt.lproj/Toolbar.strings:1:1: warning: pt has no Toolbar table: it lacks \"Grid View\", which the base (en) defines, and shows the base's text [missing-key]",
            ])
    }

    /// Shaped like a chat app whose `en-US.lproj` holds a `Localizable.strings` of its own but no
    /// `Localizable.stringsdict`: CFBundle finds `.strings` and `.stringsdict` one by one through the
    /// language search list, so an American user reads `en.lproj`'s plurals and lacks none of them. A
    /// language with no parent holding the plurals (de) still lacks them; an `en-US` key the parent's
    /// plurals do not hold is still missing.
    static let variantWithoutItsPlurals: [String: String] = [
        "/p/Chat.xcodeproj/project.pbxproj": "\t\t\tdevelopmentRegion = en;\n",
        "/p/Chat/en.lproj/Localizable.strings": "\"room.title\" = \"Room\";\n\"room.color\" = \"Color\";\n",
        "/p/Chat/en.lproj/Localizable.stringsdict": Self.plurals("room.members", "%d member", "%d members"),
        "/p/Chat/en-US.lproj/Localizable.strings": "\"room.title\" = \"Room\";\n",
        "/p/Chat/de.lproj/Localizable.strings": "\"room.title\" = \"Raum\";\n\"room.color\" = \"Farbe\";\n",
    ]

    static func plurals(_ key: String, _ one: String, _ other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>\(key)</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
        <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>\(one)</string><key>other</key><string>\(other)</string></dict>
        </dict></dict></plist>
        """
    }

    @Test func aVariantLackingOnePartOfATableReadsItsParentsPart() throws {
        let lines = try Self.check(Self.variantWithoutItsPlurals)
        #expect(
            lines.filter { $0.contains("room.members") }.map { String($0.prefix(40)) } == [
                "/p/Chat/de.lproj/Localizable.stringsdict"
            ])
        #expect(lines.contains { $0.contains("en-US lacks \"room.color\"") }, "\(lines)")
        #expect(!lines.contains { $0.contains("en-US") && $0.contains("room.members") }, "\(lines)")
    }

    struct Parents: Sendable, CustomTestStringConvertible {
        var folder: String
        var among: [String]
        var parents: [String]
        var testDescription: String { "\(folder) among \(among)" }
    }

    /// A variant's parents keep its script, as Apple's localization list does: Hong Kong Chinese
    /// falls back to Traditional (`zh-Hant`, else `zh_TW`), never to Simplified `zh`; a language
    /// without a region, or a script that is not the language's own, has no parent.
    @Test(arguments: [
        Parents(folder: "fr-CA", among: ["en", "fr", "fr-FR"], parents: ["fr"]),
        Parents(folder: "fr_CA", among: ["fr-FR", "de"], parents: []),
        Parents(folder: "zh-HK", among: ["zh", "zh-Hans", "zh-Hant", "zh-TW"], parents: ["zh-Hant"]),
        Parents(folder: "zh_HK", among: ["zh", "zh_TW"], parents: ["zh_TW"]),
        Parents(folder: "zh-Hant", among: ["zh", "zh-TW"], parents: []),
        Parents(folder: "zh-CN", among: ["zh-Hant", "zh"], parents: ["zh"]),
        Parents(folder: "pt-BR", among: ["pt", "pt-PT"], parents: ["pt"]),
        Parents(folder: "de", among: ["de-CH", "de-AT"], parents: []),
    ])
    func parentsOfAVariant(_ row: Parents) {
        let folders = ([row.folder] + row.among).map { LocalizationFolder(path: "/p/App/\($0).lproj") }
        #expect((TableLookup.parents(among: folders)[folders[0].path] ?? []).map(\.name) == row.parents)
    }
}
