import StringsCheck
import Testing

/// What a language lacking a key shows, as the project's own sources decide it (trees written for
/// these tests, shaped like a text editor's, a feed reader's and a messenger's): a default text at
/// every lookup of the key, a function that looks the key up again in the development language,
/// and keys no source names. One test per behaviour, exact findings.
@Suite("What the sources say a lacking key shows")
struct SourceLookupsTests {
    static func lines(_ files: [String: String]) throws -> [String] {
        try RealProjectShapesTests.lines(RealProjectShapesTests.check(files))
    }

    static let project = ("/p/Editor.xcodeproj/project.pbxproj", "\t\t\tdevelopmentRegion = en;\n")

    // MARK: A default text at the call

    /// `String(localized:defaultValue:table:)`, `NSLocalizedString(_:value:comment:)`,
    /// `NSLocalizedStringWithDefaultValue`, `.init(_:defaultValue:table:)` and, where the type is
    /// `String`, `.init(localized:defaultValue:)` (a settings tab's title) pass the English text:
    /// `Bundle` returns it for a key the table lacks, so the user reads it untranslated (a warning).
    /// A key also looked up without one (or with `value: ""`, which returns the key) shows raw.
    @Test func aDefaultTextAtEveryLookupMakesAMissingKeyAWarning() throws {
        #expect(
            try Self.lines([
                Self.project.0: Self.project.1,
                "/p/Editor/Sources/Toolbar.swift": """
                item.label = String(localized: "toolbar.history.back",
                                    defaultValue: "Go Back", table: "Localizable")
                item.paletteLabel = NSLocalizedString(
                    "toolbar.tidy.label",
                    value: "Tidy Up",
                    comment: "Toolbar item label")
                let state: LocalizedStringResource = .init("search.none.found", defaultValue: "Nothing matched “\\(term)”.", table: "Localizable")
                let remove = NSLocalizedString("row.remove", value: "Remove Row", comment: "")
                let removeAgain = NSLocalizedString("row.remove", comment: "")
                let blank = NSLocalizedString("row.rename", value: "", comment: "")
                var title: String {
                    switch self {
                    case .general: .init(localized: "Settings tab: General", defaultValue: "General")
                    }
                }
                """,
                "/p/Editor/Sources/Panel.m": """
                title.stringValue = NSLocalizedStringWithDefaultValue(@"panel.title",
                                                                      nil,
                                                                      NSBundle.mainBundle,
                                                                      @"Find in Files",
                                                                      @"Window title");
                """,
                "/p/Editor/en.lproj/Localizable.strings": """
                "toolbar.history.back" = "Go Back";
                "toolbar.tidy.label" = "Tidy Up";
                "search.none.found" = "Nothing matched “%@”.";
                "row.remove" = "Remove Row";
                "row.rename" = "Rename Row";
                "panel.title" = "Find in Files";
                "Settings tab: General" = "General";
                """,
                "/p/Editor/nb.lproj/Localizable.strings": "\"panel.unused\" = \"Ubrukt\";\n",
            ]) == [
                "/p/Editor/nb.lproj/Localizable.strings:1:1: warning: nb lacks \"Settings tab: General\", which the base (en) defines; the lookup's default value shows instead [missing-key]",
                "/p/Editor/nb.lproj/Localizable.strings:1:1: warning: nb lacks \"panel.title\", which the base (en) defines; the lookup's default value shows instead [missing-key]",
                "/p/Editor/nb.lproj/Localizable.strings:1:1: error: nb lacks \"row.remove\", which the base (en) defines [missing-key]",
                "/p/Editor/nb.lproj/Localizable.strings:1:1: error: nb lacks \"row.rename\", which the base (en) defines [missing-key]",
                "/p/Editor/nb.lproj/Localizable.strings:1:1: warning: nb lacks \"search.none.found\", which the base (en) defines; the lookup's default value shows instead [missing-key]",
                "/p/Editor/nb.lproj/Localizable.strings:1:1: warning: nb lacks \"toolbar.history.back\", which the base (en) defines; the lookup's default value shows instead [missing-key]",
                "/p/Editor/nb.lproj/Localizable.strings:1:1: warning: nb lacks \"toolbar.tidy.label\", which the base (en) defines; the lookup's default value shows instead [missing-key]",
                "/p/Editor/nb.lproj/Localizable.strings:1:1: warning: nb defines \"panel.unused\", which the base (en) does not [extra-key]",
            ])
    }

    // MARK: A lookup that asks another language again

    /// A framework's `String.translated(_:)` looks the key up, and when that returns the key, looks
    /// it up again in `en.lproj`: the keys passed to it (a ternary's too) show English; the framework
    /// is its own project inside the app's folder, read with it. A plain lookup still shows the raw key.
    @Test func aFunctionRetryingTheDevelopmentLanguageShowsItsText() throws {
        #expect(
            try Self.lines([
                "/p/Messenger.xcodeproj/project.pbxproj": "\t\t\tdevelopmentRegion = en;\n",
                "/p/Kit/Kit.xcodeproj/project.pbxproj": "\t\t\tdevelopmentRegion = en;\n",
                "/p/Kit/Kit/Extensions/String+Translated.swift": """
                public extension String {
                    static func translated(_ name: String) -> String {
                        let text = NSLocalizedString(name, comment: "")
                        if text != name || Locale.preferredLanguages.first == "en" {
                            return text
                        }
                        guard let path = Bundle.main.path(forResource: "en", ofType: "lproj"),
                              let english = Bundle(path: path) else { return text }
                        return NSLocalizedString(name, bundle: english, comment: "")
                    }
                }
                """,
                "/p/Messenger/Views/ChatMenu.swift": """
                let leave = String.translated(isOwner ? "chat.leave" : "chat.close")
                let open = NSLocalizedString("chat.open", comment: "")
                """,
                "/p/Messenger/en.lproj/Localizable.strings":
                    "\"chat.leave\" = \"Leave\";\n\"chat.close\" = \"Close\";\n\"chat.open\" = \"Open\";\n",
                "/p/Messenger/sv.lproj/Localizable.strings": "\"chat.other\" = \"Annat\";\n",
            ]) == [
                "/p/Messenger/sv.lproj/Localizable.strings:1:1: warning: sv lacks \"chat.close\", which the base (en) defines; the project's lookup shows the base's text instead [missing-key]",
                "/p/Messenger/sv.lproj/Localizable.strings:1:1: warning: sv lacks \"chat.leave\", which the base (en) defines; the project's lookup shows the base's text instead [missing-key]",
                "/p/Messenger/sv.lproj/Localizable.strings:1:1: error: sv lacks \"chat.open\", which the base (en) defines [missing-key]",
                "/p/Messenger/sv.lproj/Localizable.strings:1:1: warning: sv defines \"chat.other\", which the base (en) does not [extra-key]",
            ])
    }

    /// An Objective-C method asking each preferred localisation's `.lproj` after a sentinel came
    /// back retries too; a lookup in one chosen `.lproj` (an in-app language setting) does not: the
    /// keys given only to it show raw.
    @Test func onlyALookupThatComparesAndAsksAgainRetries() throws {
        #expect(
            try Self.lines([
                Self.project.0: Self.project.1,
                "/p/Editor/Sources/Bundle+Preferred.m": """
                - (NSString *)preferredTextForKey:(NSString *)key {
                    NSString *text = [self localizedStringForKey:key value:@"-missing-" table:nil];
                    if (![text isEqualToString:@"-missing-"]) return text;
                    for (NSString *language in self.preferredLocalizations) {
                        NSBundle *other = [NSBundle bundleWithPath:[self pathForResource:language ofType:@"lproj"]];
                        text = [other localizedStringForKey:key value:nil table:nil];
                    }
                    return text;
                }
                """,
                "/p/Editor/Sources/Chosen.swift": """
                func chosenText(_ key: String) -> String {
                    let path = Bundle.main.path(forResource: Settings.language, ofType: "lproj")!
                    return Bundle(path: path)!.localizedString(forKey: key, value: nil, table: nil)
                }
                let a = chosenText("menu.print")
                """,
                "/p/Editor/Sources/Menu.m":
                    "item.title = [NSBundle.mainBundle preferredTextForKey:@\"menu.export\"];\n",
                "/p/Editor/en.lproj/Localizable.strings":
                    "\"menu.export\" = \"Export\";\n\"menu.print\" = \"Print\";\n",
                "/p/Editor/pl.lproj/Localizable.strings": "\"menu.other\" = \"Inne\";\n",
            ]) == [
                "/p/Editor/pl.lproj/Localizable.strings:1:1: warning: pl lacks \"menu.export\", which the base (en) defines; the project's lookup shows the base's text instead [missing-key]",
                "/p/Editor/pl.lproj/Localizable.strings:1:1: error: pl lacks \"menu.print\", which the base (en) defines [missing-key]",
                "/p/Editor/pl.lproj/Localizable.strings:1:1: warning: pl defines \"menu.other\", which the base (en) does not [extra-key]",
            ])
    }

    // MARK: Keys no source names

    static let sharedKeys = [
        "/p/Messenger/en.lproj/Localizable.strings":
            "\"chat.open\" = \"Open\";\n\"web.only.banner\" = \"Get the desktop app\";\n",
        "/p/Messenger/sv.lproj/Localizable.strings": "\"chat.other\" = \"Annat\";\n",
    ]

    /// Keys shared with another platform's app: no source of the project names `web.only.banner`,
    /// so nothing shows that its raw key is ever reached, but one lookup is given a key made at run
    /// time (`feature.bannerKey`), which may be it: a warning. The key the sources look up stays an
    /// error. (With every lookup given a literal, the key is looked up by nothing: KeysNoLookupReachesTests.)
    @Test func aKeyNoSourceNamesIsAWarning() throws {
        var files = Self.sharedKeys
        files["/p/Messenger.xcodeproj/project.pbxproj"] = "\t\t\tdevelopmentRegion = en;\n"
        files["/p/Messenger/Views/ChatMenu.swift"] = """
            let open = NSLocalizedString("chat.open", comment: "")
            let banner = NSLocalizedString(feature.bannerKey, comment: "")
            """
        #expect(
            try Self.lines(files) == [
                "/p/Messenger/sv.lproj/Localizable.strings:1:1: error: sv lacks \"chat.open\", which the base (en) defines [missing-key]",
                "/p/Messenger/sv.lproj/Localizable.strings:1:1: warning: sv lacks \"web.only.banner\", which the base (en) defines; no source of the project names the key (a key built at run time stays possible) [missing-key]",
                "/p/Messenger/sv.lproj/Localizable.strings:1:1: warning: sv defines \"chat.other\", which the base (en) does not [extra-key]",
            ])
    }

    /// Without sources (`.lproj` folders alone, or a project with no source file) nothing is known
    /// of the keys the code names: a missing key is the raw key, as before.
    @Test(arguments: [false, true])
    func withoutSourcesAMissingKeyStaysAnError(withProject: Bool) throws {
        var files = Self.sharedKeys
        if withProject { files["/p/Messenger.xcodeproj/project.pbxproj"] = "\t\t\tdevelopmentRegion = en;\n" }
        #expect(
            try Self.lines(files).filter { $0.contains("[missing-key]") } == [
                "/p/Messenger/sv.lproj/Localizable.strings:1:1: error: sv lacks \"chat.open\", which the base (en) defines [missing-key]",
                "/p/Messenger/sv.lproj/Localizable.strings:1:1: error: sv lacks \"web.only.banner\", which the base (en) defines [missing-key]",
            ])
    }

    /// A library the project vendors (`Pods/`, `Carthage/`, a `.framework`) is code not read: its
    /// table's keys are not known to be unnamed, and a missing one stays the raw key.
    @Test func aVendoredLibrarysKeysAreNotJudgedUnnamed() throws {
        #expect(
            try Self.lines([
                "/p/Messenger.xcodeproj/project.pbxproj": "\t\t\tdevelopmentRegion = en;\n",
                "/p/Messenger/Views/ChatMenu.swift": "let open = NSLocalizedString(\"chat.open\", comment: \"\")\n",
                "/p/Pods/Picker/Resources/en.lproj/Picker.strings":
                    "\"picker.done\" = \"Done\";\n\"picker.cancel\" = \"Cancel\";\n",
                "/p/Pods/Picker/Resources/sv.lproj/Picker.strings": "\"picker.done\" = \"Klar\";\n",
            ]) == [
                "/p/Pods/Picker/Resources/sv.lproj/Picker.strings:1:1: error: sv lacks \"picker.cancel\", which the base (en) defines [missing-key]"
            ])
    }

    /// A String Catalog's keys Xcode extracted from the code are named by it, whatever the sources
    /// show this checker; only a key added by hand (`manual`) can be one no source names.
    @Test func aCatalogsExtractedKeyIsNamedByTheCode() throws {
        let unit = { (text: String) in "{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(text)\"}}" }
        #expect(
            try Self.lines([
                Self.project.0: Self.project.1,
                // A status's own key is looked up too: a key made at run time stays possible.
                "/p/Editor/Sources/View.swift": "Text(\"Ready\")\nText(LocalizedStringKey(status.key))\n",
                "/p/Editor/Localizable.xcstrings": """
                {"sourceLanguage":"en","version":"1.0","strings":{
                "status.extracted":{"localizations":{"en":\(unit("Idle"))}},
                "status.manual":{"extractionState":"manual","localizations":{"en":\(unit("Busy"))}},
                "Ready":{"localizations":{"en":\(unit("Ready")),"cy":\(unit("Barod"))}}}}
                """,
            ]).filter { $0.contains("[missing-key]") } == [
                "/p/Editor/Localizable.xcstrings:2:1: error: cy lacks \"status.extracted\", which the base (en) defines [missing-key]",
                "/p/Editor/Localizable.xcstrings:3:1: warning: cy lacks \"status.manual\", which the base (en) defines; no source of the project names the key (a key built at run time stays possible) [missing-key]",
            ])
    }
}
