import Foundation
import StringsCheck
import Testing

/// A key no source names, in a project none of whose lookups can be given a key made at run time
/// (trees written for these tests, shaped like a browser app whose 250 lookups all pass literals and
/// whose plural table keeps an entry from a removed screen): nothing can look that key up, so no
/// user reads it and nothing a language does with it is a finding. Where some lookup can be given
/// a made key (an item's property, a wrapper called with one, a macro, `"…".localized`), the key
/// stays judged, a warning.
@Suite("Keys no lookup can reach")
struct KeysNoLookupReachesTests {
    /// The base and two languages: `%d cookie(s)` is the removed screen's plural. German gives it a
    /// text argument (a crash if it were formatted) and Hindi lacks it; Swedish lacks `tabs.close`.
    static func browser(sources: [String: String]) -> [String: String] {
        let plural = { (forms: [(String, String)]) in
            CatalogCheck.stringsdict([(key: "%d cookie(s)", forms: forms)])
        }
        return sources.merging([
            "/p/Browser.xcodeproj/project.pbxproj": "\t\t\tdevelopmentRegion = en;\n",
            "/p/Resources/en.lproj/Localizable.strings":
                "\"tabs.close\" = \"Close Tab\";\n\"tabs.new\" = \"New Tab\";\n",
            "/p/Resources/en.lproj/Localizable.stringsdict": plural([("one", "%d cookie"), ("other", "%d cookies")]),
            "/p/Resources/de.lproj/Localizable.strings":
                "\"tabs.close\" = \"Tab schließen\";\n\"tabs.new\" = \"Neuer Tab\";\n",
            "/p/Resources/de.lproj/Localizable.stringsdict": plural([("one", "%@ Cookie"), ("other", "%@ Cookies")]),
            "/p/Resources/hi.lproj/Localizable.strings": "\"tabs.close\" = \"टैब बंद करें\";\n\"tabs.new\" = \"नया टैब\";\n",
            "/p/Resources/sv.lproj/Localizable.strings": "\"tabs.new\" = \"Ny flik\";\n",
            "/p/Resources/sv.lproj/Localizable.stringsdict": plural([("one", "%d kaka"), ("other", "%d kakor")]),
        ]) { own, _ in own }
    }

    static func findings(_ sources: [String: String]) throws -> [String] {
        try CatalogCheck.lines(browser(sources: sources), rules: [.missingKey, .formatMismatch])
            .filter { !$0.contains(": note: ") }
            .map { $0.replacingOccurrences(of: "/p/Resources/", with: "") }
    }

    /// What Swedish lacking `tabs.close` gives, whatever the sources: the raw key.
    static let closeTab =
        "sv.lproj/Localizable.strings:1:1: error: sv lacks \"tabs.close\", which the base (en) defines [missing-key]"

    /// A wrapper passing its own argument on, called with literals only: still no made key.
    static let wrapper = """
        func localized(_ key: String) -> String {
            NSLocalizedString(key, comment: "")
        }
        final class TabBar {
            func configure() {
                closeButton.title = localized("tabs.close")
                newButton.title = NSLocalizedString("tabs.new", comment: "")
            }
        }
        """

    @Test func aKeyNoLiteralLookupNamesGivesNothing() throws {
        #expect(try Self.findings(["/p/Browser/TabBar.swift": Self.wrapper]) == [Self.closeTab])
    }

    /// A wrapper of a wrapper, each passing the argument on, the outer one called with literals.
    @Test func aChainOfWrappersFedLiteralsGivesNothing() throws {
        let chain = """
            func text(_ key: String) -> String { localized(key) }
            func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") }
            func configure() { closeButton.title = text("tabs.close"); newButton.title = text("tabs.new") }
            """
        #expect(try Self.findings(["/p/Browser/Text.swift": chain]) == [Self.closeTab])
    }

    /// An Objective-C method passing its parameter on, sent literals only: its declaration's
    /// parameter is no argument.
    @Test func anObjectiveCWrapperFedLiteralsGivesNothing() throws {
        let method = """
            @implementation Strings
            - (NSString *)localized:(NSString *)key {
                return NSLocalizedString(key, nil);
            }
            - (void)configure {
                self.closeButton.title = [self localized:@"tabs.close"];
                self.newButton.title = [self localized:@"tabs.new"];
            }
            @end
            """
        #expect(try Self.findings(["/p/Browser/Strings.m": method]) == [Self.closeTab])
    }

    /// Each way a made key can reach a lookup keeps the removed screen's key judged: its German
    /// crash an error, Hindi's lack a warning (no source names it).
    @Test(arguments: [
        "let title = NSLocalizedString(item.titleKey, comment: \"\")",
        "func show(_ item: Item) { label.text = localized(item.key) }",
        // A name passed on from a function nobody in the sources calls: the system gives it anything.
        "override func viewDidLoad() { let name = \"cookies\"; label.text = localized(name) }",
        "extension String { var localized: String { NSLocalizedString(self, comment: \"\") } }",
        "let title = Text(LocalizedStringKey(item.name))",
        // A property's body is no function's: the name it passes is not a parameter of the function
        // declared before it (`log`, called with a literal), however the lines run.
        "func log(_ text: String) { print(text) }\nvar title: String { localized(name) }\nlet ready = log(\"ready\")",
    ])
    func aKeyMadeAtRunTimeKeepsItJudged(_ source: String) throws {
        let lines = try Self.findings([
            "/p/Browser/TabBar.swift": Self.wrapper, "/p/Browser/Other.swift": source,
        ])
        #expect(
            lines == [
                "de.lproj/Localizable.stringsdict:4:1: error: plural \"%d cookie(s)\" in de: the \"one\" form of \"count\" takes %@ (object) at 1, but the base (en) takes %d (integer) there [format-mismatch]",
                "de.lproj/Localizable.stringsdict:4:1: error: plural \"%d cookie(s)\" in de: the \"other\" form of \"count\" takes 1: %@ (object), but the base (en) takes 1: %d (integer) [format-mismatch]",
                "hi.lproj/Localizable.stringsdict:1:1: warning: hi lacks \"%d cookie(s)\", which the base (en) defines; no source of the project names the key (a key built at run time stays possible) [missing-key]",
                Self.closeTab,
            ], "\(source)")
    }

    /// An Objective-C macro passes its parameter to the lookup outside any function: whatever calls
    /// it, the key may be made.
    @Test func anObjectiveCMacroMayBeGivenAnyKey() throws {
        let macro = """
            #define L(key) NSLocalizedString(key, nil)
            - (void)configure {
                self.closeButton.title = L(@"tabs.close");
                self.newButton.title = L(@"tabs.new");
            }
            """
        #expect(try Self.findings(["/p/Browser/TabBar.m": macro]).count == 4)
    }
}
