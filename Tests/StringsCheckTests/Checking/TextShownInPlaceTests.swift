import Foundation
import StringsCheck
import Testing

/// What a language lacking a key is shown in its place, and which keys anything looks up (trees
/// written for these tests, shaped like a virtual-machine app's): a base holding only the
/// placeholder `"" = "";` beside translations keyed by their English text, a Settings bundle whose
/// development-language file keeps the template's leftovers, an `Info.plist` with identifiers the
/// build fills in, and a block of entries pasted twice. One test per behaviour, exact findings.
@Suite("Text shown in a lacking key's place")
struct TextShownInPlaceTests {
    static func lines(_ files: [String: String]) throws -> [String] {
        try RealProjectShapesTests.lines(RealProjectShapesTests.check(files))
    }

    /// The development language's file holds only `"" = "";`: the text is the keys, in code
    /// (`NSLocalizedString("Start the machine", …)`). A language lacking `""` sees the empty text the
    /// base has (nothing to report), and the keys the translations define are one stub finding.
    @Test func aPlaceholderBaseAsksForNothingAndIsOneStubFinding() throws {
        let translated =
            "\"Start the machine\" = \"Maschine starten\";\n\"Cannot find the disk image.\" = \"Abbild fehlt.\";\n"
        #expect(
            try Self.lines([
                "/p/Helper/en.lproj/Localizable.strings": "\"\" = \"\";\n",
                "/p/Helper/de.lproj/Localizable.strings": translated,
                "/p/Helper/it.lproj/Localizable.strings": translated.replacingOccurrences(
                    of: "Maschine starten", with: "Avvia"),
            ]) == [
                "/p/Helper/en.lproj/Localizable.strings:1:1: warning: the base (en) of table \"Localizable\" defines 1 key, while 2 languages (de, it) define up to 2 keys it lacks: a stub base whose text lives in code (NSLocalizedString's value:, String(localized:defaultValue:)); add the keys to the base to have them checked; --all lists them [extra-key]"
            ])
    }

    /// A key that is its own text (`"Shut down" = "Shut down";`): Apple's loader returns the key
    /// when a table lacks it, so the user reads the base's text, as for an untranslated one: a
    /// warning. A key that is not its text shows raw: an error.
    @Test func aKeyThatIsItsOwnTextShowsTheBasesText() throws {
        #expect(
            try Self.lines([
                "/p/App/en.lproj/Localizable.strings":
                    "\"Shut down\" = \"Shut down\";\n\"vm.pause\" = \"Pause\";\n\"12\" = \"12\";\n",
                "/p/App/fr.lproj/Localizable.strings": "\"Other\" = \"Autre\";\n",
            ]) == [
                "/p/App/fr.lproj/Localizable.strings:1:1: warning: fr lacks \"Shut down\", which the base (en) defines; the key is the base's text, so the user sees it untranslated [missing-key]",
                "/p/App/fr.lproj/Localizable.strings:1:1: error: fr lacks \"vm.pause\", which the base (en) defines [missing-key]",
                "/p/App/fr.lproj/Localizable.strings:1:1: warning: fr defines \"Other\", which the base (en) does not [extra-key]",
            ])
    }

    static let gesturesPane = DeclaredTablesTests.pane(
        table: "Root",
        """
        \t\t<dict>
        \t\t\t<key>Type</key>
        \t\t\t<string>PSMultiValueSpecifier</string>
        \t\t\t<key>Title</key>
        \t\t\t<string>Frame limit</string>
        \t\t\t<key>Key</key>
        \t\t\t<string>frame-limit</string>
        \t\t\t<key>DefaultValue</key>
        \t\t\t<string>0</string>
        \t\t\t<key>Titles</key>
        \t\t\t<array>
        \t\t\t\t<string>None</string>
        \t\t\t\t<string>30</string>
        \t\t\t\t<string>,</string>
        \t\t\t</array>
        \t\t\t<key>Values</key>
        \t\t\t<array>
        \t\t\t\t<string>0</string>
        \t\t\t\t<string>30</string>
        \t\t\t\t<string>44</string>
        \t\t\t</array>
        \t\t</dict>
        """)

    /// The panes name every key the Settings app looks up: the template's leftovers in the
    /// development language's file (`Group`, `Name`) are never shown, so a language lacking them
    /// lacks nothing; titles without letters (`30`, `,`) are looked up too, so a translation
    /// defining them defines no extra key; a title the language lacks shows as the pane writes it.
    @Test func aSettingsBundleAsksOnlyForWhatItsPanesShow() throws {
        #expect(
            try Self.lines([
                "/p/App/Settings.bundle/Root.plist": Self.gesturesPane,
                "/p/App/Settings.bundle/en.lproj/Root.strings":
                    "\"Group\" = \"Group\";\n\"Name\" = \"Name\";\n\"Frame limit\" = \"Frame limit\";\n\"None\" = \"None\";\n",
                "/p/App/Settings.bundle/ja.lproj/Root.strings":
                    "\"Frame limit\" = \"フレーム制限\";\n\"30\" = \"30\";\n\",\" = \"、\";\n",
            ]) == [
                "/p/App/Settings.bundle/ja.lproj/Root.strings:1:1: warning: ja lacks \"None\", which the base (en) defines; the key is the base's text, so the user sees it untranslated [missing-key]"
            ])
    }

    static let macInfoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>GroupIdentifier</key>
        \t<string>$(TeamIdentifierPrefix)$(PRODUCT_BUNDLE_PREFIX).Machines</string>
        \t<key>NSMicrophoneUsageDescription</key>
        \t<string>A machine may record from the microphone.</string>
        </dict>
        </plist>
        """

    /// A key of the plist that is no usage description (an identifier the build fills in) is no
    /// text anyone reads, and not asked for; a usage description a language lacks shows the
    /// plist's text (the system reads `Info.plist`, then `InfoPlist.strings` on top): a warning.
    @Test func anInfoPlistAsksForItsUsageDescriptionsAndShowsThemUntranslated() throws {
        #expect(
            try Self.lines([
                "/p/Mac/Info.plist": Self.macInfoPlist,
                "/p/Mac/en.lproj/InfoPlist.strings": "\"\" = \"\";\n",
                "/p/Mac/de.lproj/InfoPlist.strings": "/* Not translated yet. */\n",
            ]) == [
                "/p/Mac/de.lproj/InfoPlist.strings:1:1: warning: de lacks \"NSMicrophoneUsageDescription\", which the base (en) defines; the system shows the Info.plist's own text instead [missing-key]"
            ])
    }

    /// A block pasted twice defines its keys again with the very text they had: the loader keeps
    /// the last, which reads as the first, so nothing changes. A key defined again with other text
    /// loses the earlier one: an error.
    @Test func aKeyDefinedAgainWithTheSameTextChangesNothing() throws {
        #expect(
            try Self.lines([
                "/p/App/en.lproj/Localizable.strings": "\"Drives\" = \"Drives\";\n\"Clear\" = \"Clear\";\n",
                "/p/App/fr.lproj/Localizable.strings":
                    "\"Drives\" = \"Disques\";\n\"Clear\" = \"Effacer\";\n\"Drives\" = \"Disques\";\n\"Clear\" = \"Retirer\";\n",
            ]) == [
                "/p/App/fr.lproj/Localizable.strings:4:1: warning: key \"Clear\" is defined again; this definition replaces the one at 2:1 [duplicate-key]"
            ])
    }

    // MARK: A project's own lookup

    static func mediaClient(_ lookup: (path: String, text: String)) -> [String: String] {
        [
            "/p/Client.xcodeproj/project.pbxproj": "\t\t\tdevelopmentRegion = en;\n",
            lookup.path: lookup.text,
            "/p/Translations/en.lproj/Localizable.strings":
                "\"accentColor\" = \"Accent color\";\n\"episodeCount\" = \"%@ episodes\";\n",
            "/p/Translations/de.lproj/Localizable.strings": "\"accentColor\" = \"Akzentfarbe\";\n",
        ]
    }

    /// A generated accessor passes each key's English text as `value:` (SwiftGen's `fallback:`):
    /// `Bundle` returns it for a key the language's table lacks, so the user reads the base's text.
    static let generatedAccessor = (
        path: "/p/Shared/Strings/Strings.swift",
        text: """
        internal enum L10n {
          internal static let accentColor = L10n.tr("Localizable", "accentColor", fallback: "Accent color")
        }
        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
            let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        """
    )

    /// An Objective-C lookup that asks the English table again when the language's lacks the key.
    static let englishAgain = (
        path: "/p/Sources/Localization.h",
        text: """
        static inline NSString *AppLocalizedString(NSString *key) {
            static NSBundle *english = nil;
            if (!english) english = [NSBundle bundleWithPath:[[NSBundle mainBundle] pathForResource:@"en" ofType:@"lproj"]];
            NSString *text = [[NSBundle mainBundle] localizedStringForKey:key value:@"?" table:nil];
            if ([text isEqualToString:@"?"]) text = [english localizedStringForKey:key value:@"" table:nil];
            return text;
        }
        """
    )

    /// The same in the spacing many projects write (`pathForResource: @"en" ofType: @"lproj"`), asking
    /// again when the lookup returned the key itself.
    static let englishAgainSpaced = (
        path: "/p/Localization/Localization.m",
        text: """
        NSString *_AppLocalizedString(NSString *key) {
            NSString *result = [NSBundle.mainBundle localizedStringForKey: key value: @"" table: nil];
            if ([result isEqual: key]) {
                NSBundle *english = [NSBundle bundleWithPath: [NSBundle.mainBundle pathForResource: @"en" ofType: @"lproj"] ?: @""];
                result = [english localizedStringForKey: key value: @"" table: nil];
            }
            return result;
        }
        """
    )

    /// Swift's spelling of it: `path(forResource: "en", ofType: "lproj")`.
    static let englishAgainInSwift = (
        path: "/p/Sources/Localized.swift",
        text: """
        func localized(_ key: String) -> String {
            let text = Bundle.main.localizedString(forKey: key, value: nil, table: nil)
            guard text == key, let path = Bundle.main.path(forResource: "en", ofType: "lproj"), let english = Bundle(path: path) else { return text }
            return english.localizedString(forKey: key, value: nil, table: nil)
        }
        """
    )

    /// A generated accessor that tries each of the user's languages, then the bundle's development language,
    /// and shows the key only after that: the user reads the base's text.
    static let developmentLanguageLast = (
        path: "/p/Sources/Generated/Strings.swift",
        text: """
        extension L10n {
          static func tr(_ table: String, _ key: String) -> String {
            for language in Bundle.main.preferredLocalizations {
              if let text = text(in: language, table, key) { return text }
            }
            return Bundle.main.developmentLocalization.flatMap { text(in: $0, table, key) } ?? key
          }
          private static func text(in language: String, _ table: String, _ key: String) -> String? {
            guard let url = Bundle.main.url(forResource: language, withExtension: "lproj"), let bundle = Bundle(url: url) else { return nil }
            let text = NSLocalizedString(key, tableName: table, bundle: bundle, comment: "")
            return text == key ? nil : text
          }
        }
        """
    )

    @Test(arguments: [
        generatedAccessor, englishAgain, englishAgainSpaced, englishAgainInSwift, developmentLanguageLast,
    ])
    func aLookupThatSuppliesTheBasesTextMakesAMissingKeyAWarning(_ lookup: (path: String, text: String)) throws {
        #expect(
            try Self.lines(Self.mediaClient(lookup)) == [
                "/p/Translations/de.lproj/Localizable.strings:1:1: warning: de lacks \"episodeCount\", which the base (en) defines; the project's lookup shows the base's text instead [missing-key]"
            ])
    }

    /// `NSLocalizedString` alone (no `value:`) returns the key itself: the raw key shows, an error.
    @Test func aPlainLookupShowsTheRawKey() throws {
        let plain = (
            path: "/p/Sources/Player.swift", text: "let title = NSLocalizedString(\"episodeCount\", comment: \"\")\n"
        )
        #expect(
            try Self.lines(Self.mediaClient(plain)) == [
                "/p/Translations/de.lproj/Localizable.strings:1:1: error: de lacks \"episodeCount\", which the base (en) defines [missing-key]"
            ])
    }

    /// A bundle for the language the user chose in the app (a variable, not a literal) is the lookup
    /// itself, not a second try in another language: the raw key still shows.
    @Test func aBundleForAChosenLanguageIsNoFallback() throws {
        let chosen = (
            path: "/p/Sources/Language.m",
            text: """
            NSString *AppString(NSString *key) {
                NSBundle *chosen = [NSBundle bundleWithPath: [NSBundle.mainBundle pathForResource: AppLanguage.code ofType: @"lproj"]];
                return [chosen localizedStringForKey: key value: @"" table: nil];
            }
            NSString *EpisodeTitle(void) { return AppString(@"episodeCount"); }
            """
        )
        #expect(
            try Self.lines(Self.mediaClient(chosen)) == [
                "/p/Translations/de.lproj/Localizable.strings:1:1: error: de lacks \"episodeCount\", which the base (en) defines [missing-key]"
            ])
    }

    /// An XcodeGen project commits `project.yml`, not the `.xcodeproj` generated from it: its folder is
    /// a project's all the same, and its sources say what a lacking key shows.
    @Test func aGeneratedProjectsSourcesAreReadAsACommittedOnes() throws {
        var files = Self.mediaClient(Self.generatedAccessor)
        files["/p/Client.xcodeproj/project.pbxproj"] = nil
        let unread = try Self.lines(files)
        #expect(
            unread == [
                "/p/Translations/de.lproj/Localizable.strings:1:1: error: de lacks \"episodeCount\", which the base (en) defines [missing-key]"
            ])
        files["/p/project.yml"] =
            "name: Client\noptions:\n  developmentLanguage: en\ntargets:\n  Client:\n    type: application\n    sources: [Shared, Translations]\n"
        #expect(
            try Self.lines(files) == [
                "/p/Translations/de.lproj/Localizable.strings:1:1: warning: de lacks \"episodeCount\", which the base (en) defines; the project's lookup shows the base's text instead [missing-key]"
            ])
    }
}
