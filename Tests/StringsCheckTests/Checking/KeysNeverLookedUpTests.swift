import Foundation
import StringsCheck
import Testing

/// Keys a project generates an accessor for but never calls (trees written for these tests, shaped
/// like a chat app's SwiftGen output: `L10n.roomMembers(_:)` for every key of the table, a few of
/// them used by views): no user reads such a key's text, so nothing a language does with it is a
/// finding. An accessor some source names, a static that is not a lookup (an App Intent's title,
/// read by the system through its protocol) and `main` (named by its `@main`) keep their keys'
/// findings.
@Suite("Keys no source looks up")
struct KeysNeverLookedUpTests {
    /// The generated file: an accessor per key, and the wrapper the accessors call, which reaches
    /// `NSLocalizedString` through a second function (as SwiftGen templates that retry languages do).
    static let generated = """
        // swiftlint:disable all
        internal enum L10n {
          /// Reply to %1$d media items
          internal static func commonGalleryReplyMediaItems(_ p1: Int) -> String {
            return L10n.tr("Localizable", "common_gallery_reply_media_items", p1)
          }
          /// %1$d members
          internal static func roomMembers(_ p1: Int) -> String {
            return L10n.tr("Localizable", "room_members", p1)
          }
          /// ,
          internal static var commonSentenceDelimiter: String { return L10n.tr("Localizable", "common_sentence_delimiter") }
          /// Done
          internal static var actionDone: String { return L10n.tr("Localizable", "action_done") }
        }
        extension L10n {
          static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
            for language in Bundle.main.preferredLocalizations {
              if let translation = trIn(language, table, key, args) { return translation }
            }
            return key
          }
          private static func trIn(_ language: String, _ table: String, _ key: String, _ args: CVarArg...) -> String? {
            guard let bundle = Bundle.lprojBundle(for: language) else { return nil }
            let format = NSLocalizedString(key, tableName: table, bundle: bundle, comment: "")
            guard format != key else { return nil }
            return String(format: format, locale: Locale(identifier: language), arguments: args)
          }
        }
        """

    /// The view calling two of the four accessors.
    static let view = """
        struct RoomHeader: View {
          let count: Int
          var body: some View {
            Text(L10n.roomMembers(count))
            Button(L10n.actionDone) { dismiss() }
          }
        }
        """

    static func chatApp(sources: [String: String]) -> [String: String] {
        let plurals = CatalogCheck.stringsdict([
            (
                key: "common_gallery_reply_media_items",
                forms: [("one", "Reply to %d item"), ("other", "Reply to %d items")]
            ),
            (key: "room_members", forms: [("one", "%d member"), ("other", "%d members")]),
        ])
        let croatian = CatalogCheck.stringsdict([
            (
                key: "common_gallery_reply_media_items",
                forms: [("one", "Odgovor na %d stavku"), ("few", ""), ("other", "Odgovor na %d stavki")]
            ),
            (key: "room_members", forms: [("one", "%d član"), ("few", ""), ("other", "%d članova")]),
        ])
        return sources.merging([
            "/p/Chat.xcodeproj/project.pbxproj": "\t\t\tdevelopmentRegion = en;\n",
            "/p/Chat/Resources/en.lproj/Localizable.strings":
                "\"common_sentence_delimiter\" = \", \";\n\"action_done\" = \"Done\";\n",
            "/p/Chat/Resources/en.lproj/Localizable.stringsdict": plurals,
            "/p/Chat/Resources/hr.lproj/Localizable.strings":
                "\"common_sentence_delimiter\" = \"\";\n\"action_done\" = \"\";\n",
            "/p/Chat/Resources/hr.lproj/Localizable.stringsdict": croatian,
            // Welsh copies English: it lacks `zero`, `two`, `few`, `many` for both plurals.
            "/p/Chat/Resources/cy.lproj/Localizable.strings":
                "\"common_sentence_delimiter\" = \", \";\n\"action_done\" = \"Wedi gorffen\";\n",
            "/p/Chat/Resources/cy.lproj/Localizable.stringsdict": plurals,
        ]) { own, _ in own }
    }

    static func findings(_ files: [String: String]) throws -> [String] {
        try CatalogCheck.lines(files, rules: [.emptyValue, .pluralCategories, .missingKey])
            .map { $0.replacingOccurrences(of: "/p/Chat/Resources/", with: "") }
    }

    /// Only the two keys a view reaches are judged: `action_done` empty in Croatian, `room_members`'s
    /// empty `few` and Welsh's lacking categories. The two accessors nobody calls give nothing.
    @Test func onlyKeysAnAccessorInUseReachesAreJudged() throws {
        let lines = try Self.findings(
            Self.chatApp(sources: [
                "/p/Chat/Generated/Strings.swift": Self.generated, "/p/Chat/Views/RoomHeader.swift": Self.view,
            ]))
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.contains("room_members") || $0.contains("action_done") })
        #expect(lines.contains { $0.hasPrefix("hr.lproj/Localizable.strings:2:") && $0.contains("[empty-value]") })
        #expect(lines.contains { $0.hasPrefix("hr.lproj/Localizable.stringsdict:") && $0.contains("[empty-value]") })
        #expect(
            lines.contains { $0.hasPrefix("cy.lproj/Localizable.stringsdict:") && $0.contains("[plural-categories]") })
    }

    /// Without the view, nothing calls any accessor; with the accessors named in some other source
    /// (a test, a preview), even inside a literal's interpolation, every key is judged: 6 findings,
    /// the same rules on all four keys.
    @Test func anAccessorNamedAnywhereKeepsItsKeysFindings() throws {
        let unused = try Self.findings(Self.chatApp(sources: ["/p/Chat/Generated/Strings.swift": Self.generated]))
        #expect(unused.isEmpty)
        let named = try Self.findings(
            Self.chatApp(sources: [
                "/p/Chat/Generated/Strings.swift": Self.generated,
                "/p/ChatTests/StringsTests.swift": """
                func testEveryAccessor() {
                  _ = [L10n.commonGalleryReplyMediaItems(2), L10n.roomMembers(2)]
                  let spoken = "\\(L10n.actionDone)" + ", "
                  let joined = \"""
                    \\(L10n.commonSentenceDelimiter)
                    \"""
                }
                """,
            ]))
        #expect(named.count == 6)
    }

    /// A static the system reads through a protocol (an App Intent's `title`, its description) is
    /// not a lookup by the project, and `main` is named by the `@main` the system calls it through:
    /// their keys stay judged, as does a key no source names at all when a lookup is given a key
    /// made at run time (the tool's argument), which may be it: the same 6 findings.
    @Test func staticsTheSystemReadsAreNotAccessors() throws {
        let intents = """
            struct OpenRoomIntent: AppIntent {
              static var title: LocalizedStringResource = "action_done"
              static var description = IntentDescription("common_sentence_delimiter")
            }
            @main struct Tool {
              static func main() {
                print(String(format: NSLocalizedString("room_members", comment: ""), 2))
                print(NSLocalizedString(CommandLine.arguments[1], comment: ""))
              }
            }
            """
        let lines = try Self.findings(Self.chatApp(sources: ["/p/Chat/Intents.swift": intents]))
        #expect(lines.count == 6)
    }
}
