import LocaleServices
import Strings
@testable import StringsCheck
import Testing

/// `plural-categories` and `plural-number` judged as CoreFoundation chooses a form: the number's
/// category, else `other`, else no text; `other` is not needed where no number reaches it.
@Suite("Plural forms as Foundation falls back")
struct PluralFallbackTests {
    typealias C = CatalogCheck

    /// A release checker's shape: a `%d` count with Russian, Ukrainian and Polish forms for every
    /// category whole numbers reach, and no `other` (which CLDR keeps for fractions there).
    static func updates(_ forms: [(String, String)], valueType: String = "d") -> String {
        C.stringsdict([("UpdatesWaiting", forms)], valueType: valueType)
    }

    static let english = updates([("one", "%d update waiting"), ("other", "%d updates waiting")])

    @Test("a whole number never reaches other in", arguments: ["ru", "uk", "pl", "be"])
    func wholeNumbersNeedNoOther(_ language: String) throws {
        let lines = try C.lines([
            "/p/en.lproj/Localizable.stringsdict": Self.english,
            "/p/\(language).lproj/Localizable.stringsdict": Self.updates([("one", "%d обн"), ("few", "%d обны"), ("many", "%d обнов")]),
        ], rules: [.pluralCategories])
        #expect(lines == [])
    }

    @Test func aFractionReachesOtherSoItsAbsenceLeavesNoText() throws {
        let lines = try C.lines([
            "/p/en.lproj/Localizable.stringsdict": Self.updates([("one", "%.1f km"), ("other", "%.1f km")], valueType: ".1f"),
            "/p/ru.lproj/Localizable.stringsdict": Self.updates([("one", "%.1f км"), ("few", "%.1f км"), ("many", "%.1f км")], valueType: ".1f"),
        ], rules: [.pluralCategories])
        #expect(lines == [
            "/p/ru.lproj/Localizable.stringsdict:4:1: error: plural \"UpdatesWaiting\" (count) in ru lacks \"other\", which ru uses for numbers (it uses \"one\", \"few\", \"many\", \"other\" for them): Foundation has no text for those numbers (it falls back only to \"other\") [plural-categories]",
        ])
    }

    @Test func aMissingCategoryWithNoOtherLeavesNoText() throws {
        let lines = try C.lines([
            "/p/en.lproj/Localizable.stringsdict": Self.english,
            "/p/uk.lproj/Localizable.stringsdict": Self.updates([("one", "%d онов"), ("few", "%d онови")]),
        ], rules: [.pluralCategories])
        #expect(lines == [
            "/p/uk.lproj/Localizable.stringsdict:4:1: error: plural \"UpdatesWaiting\" (count) in uk lacks \"many\", which uk uses for whole numbers (it uses \"one\", \"few\", \"many\" for them), and \"other\", the form Foundation falls back to: it has no text for those numbers [plural-categories]",
        ])
    }

    /// An editor's catalog: German and Turkish give only `other`, which Foundation shows for 1 too.
    @Test func aMissingCategoryBesideOtherIsAWarning() throws {
        let catalog = C.catalog("""
            "%lld lines joined" : {
              "localizations" : {
                "de" : { "variations" : \(C.plural([("other", "%lld Zeilen verbunden")])) },
                "en" : { "variations" : \(C.plural([("one", "%lld line joined"), ("other", "%lld lines joined")])) },
                "tr" : { "variations" : \(C.plural([("other", "%lld satır birleştirildi")])) }
              }
            }
        """)
        let report = try C.run(["/p/Localizable.xcstrings": catalog])
        #expect(report.diagnostics.filter { $0.rule == .pluralCategories }.map(\.description) == [
            "/p/Localizable.xcstrings:4:5: warning: plural \"%lld lines joined\" (value) in de lacks \"one\", which de uses for whole numbers (it uses \"one\", \"other\" for them): those numbers are shown the \"other\" text [plural-categories]",
            "/p/Localizable.xcstrings:4:5: warning: plural \"%lld lines joined\" (value) in tr lacks \"one\", which tr uses for whole numbers (it uses \"one\", \"other\" for them): those numbers are shown the \"other\" text [plural-categories]",
        ])
    }

    /// A messenger's shape: a language ICU has no rules for (only `other`) keeps the English `one`.
    static func messenger(_ forms: [(String, String)]) -> String {
        let body = forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined()
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        <key>n_rooms</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@localized_format_key@</string>
        <key>localized_format_key</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string>\(body)</dict></dict>
        </dict>
        </plist>

        """
    }

    /// A category ICU never chooses for the language is never shown, whatever its text: users see
    /// the `other` text for those numbers.
    @Test func anUnusedCategoryIsNotReported() throws {
        let lines = try C.lines([
            "/p/en.lproj/Localizable.stringsdict": Self.messenger([("one", "%d room"), ("other", "%d rooms")]),
            "/p/bqi.lproj/Localizable.stringsdict": Self.messenger([("one", "%d otaq"), ("other", "%d otaq")]),
            "/p/kmr.lproj/Localizable.stringsdict": Self.messenger([("one", "1 ode"), ("other", "%d ode")]),
            "/p/oc.lproj/Localizable.stringsdict": Self.messenger([("one", "%d cambra"), ("other", "%d cambras")]),
        ], rules: [.pluralCategories])
        #expect(lines == [])
    }

    @Test func aFormOnlyMillionsReachIsNotJudgedForItsNumber() throws {
        let variable = PluralVariable(name: "count", valueType: "d", forms: [
            .one: "%d fichier", .many: "des millions de fichiers", .other: "%d fichiers",
        ])
        #expect(PluralNumberRule.finding(for: variable, tag: try LanguageTag(parsing: "fr")) == nil)
    }
}
