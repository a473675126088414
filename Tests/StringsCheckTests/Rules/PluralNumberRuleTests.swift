import Foundation
import LocaleServices
import Strings
import Testing
@testable import StringsCheck

/// `plural-number` on the shapes translators write: numbers spelled out beside `%d`, a form that
/// stands for several numbers without one, and the idiomatic forms that say the number by grammar.
@Suite("plural-number")
struct PluralNumberRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var language: String
        var forms: [PluralCategory: String]
        /// A part of the finding, or nil for none.
        var finding: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "Welsh spelling out 1, 2, 3 and 6", language: "cy", forms: [
            .zero: "%d diweddariad", .one: "un diweddariad", .two: "dau ddiweddariad", .few: "tri diweddariad",
            .many: "chwe diweddariad", .other: "%d diweddariad",
        ], finding: "spells out numbers in \"one\" (1), \"two\" (2), \"few\" (3), \"many\" (6) where \"zero\", \"other\" write %d; write %d in every form"),
        Case(name: "Welsh with %d throughout", language: "cy", forms: [
            .zero: "%d diweddariad", .one: "%d diweddariad", .two: "%d ddiweddariad", .few: "%d diweddariad",
            .many: "%d diweddariad", .other: "%d diweddariad",
        ], finding: nil),
        Case(name: "Welsh spelling out only 3", language: "cy", forms: [
            .zero: "%d ffeil", .one: "%d ffeil", .two: "%d ffeil", .few: "tair ffeil", .many: "%d ffeil", .other: "%d ffeil",
        ], finding: "spells out numbers in \"few\" (3) where"),
        Case(name: "Arabic: no, singular and dual say the number", language: "ar", forms: [
            .zero: "لم يفتك أي تحديث", .one: "فاتك تحديث واحد", .two: "فاتك تحديثان", .few: "فاتك %d تحديثات",
            .many: "فاتك %d تحديثًا", .other: "فاتك %d تحديث",
        ], finding: nil),
        Case(name: "Russian one is also 21, 31…", language: "ru", forms: [
            .one: "одно обновление", .few: "%d обновления", .many: "%d обновлений", .other: "%d обновления",
        ], finding: "leaves the number out of \"one\" (1, 21, 31, 41, …), which ru uses for more than one number, while the other forms write %d; write %d there too"),
        Case(name: "Slovenian two is also 102", language: "sl", forms: [
            .one: "%ld datoteka", .two: "dve datoteki", .few: "%ld datoteke", .other: "%ld datotek",
        ], finding: "leaves the number out of \"two\" (2, 102), which sl uses for more than one number, while the other forms write %ld"),
        Case(name: "French one is 0 and 1", language: "fr", forms: [
            .one: "un fichier", .many: "%d de fichiers", .other: "%d fichiers",
        ], finding: "\"one\" (0, 1)"),
        Case(name: "French one is only 1 once zero takes 0", language: "fr", forms: [
            .zero: "aucun fichier", .one: "un fichier", .many: "%d de fichiers", .other: "%d fichiers",
        ], finding: nil),
        Case(name: "English one in words", language: "en", forms: [.one: "One file", .other: "%lld files"], finding: nil),
        Case(name: "Polish one in words (1 only)", language: "pl", forms: [
            .one: "jeden plik", .few: "%d pliki", .many: "%d plików", .other: "%d pliku",
        ], finding: nil),
        Case(name: "no form writes the number", language: "ru", forms: [
            .one: "обновление", .few: "обновления", .many: "обновлений", .other: "обновления",
        ], finding: nil),
        Case(name: "positional and unsigned specifiers count", language: "ru", forms: [
            .one: "один файл", .few: "%1$lu файла", .many: "%1$lu файлов", .other: "%1$lu файла",
        ], finding: "write %1$lu there too"),
        Case(name: "%@ where the number was is format-mismatch's, not this rule's", language: "ru", forms: [
            .one: "%@ файл", .few: "%d файла", .many: "%d файлов", .other: "%d файла",
        ], finding: nil),
        Case(name: "another argument does not stand for the number", language: "ru", forms: [
            .one: "один файл в %@", .few: "%d файла в %@", .many: "%d файлов в %@", .other: "%d файла в %@",
        ], finding: "leaves the number out of \"one\""),
        Case(name: "a form the language never uses is not judged", language: "en", forms: [
            .one: "%d file", .few: "three files", .other: "%d files",
        ], finding: nil),
    ]

    @Test("findings per variable", arguments: cases)
    func finding(_ testCase: Case) throws {
        let variable = PluralVariable(name: "updates", valueType: "d", forms: testCase.forms)
        let finding = PluralNumberRule.finding(for: variable, tag: try LanguageTag(parsing: testCase.language))
        if let expected = testCase.finding {
            let text = try #require(finding)
            #expect(text.contains(expected), "\(text)")
        } else {
            #expect(finding == nil)
        }
    }

    @Test("the numbers a form shows follow the runtime's choice (zero for 0 when defined)")
    func numbersShown() throws {
        let rules = try PluralRules.rules(for: LanguageTag(parsing: "ru"))
        let variable = PluralVariable(name: "n", valueType: "d", forms: [.zero: "нет", .one: "%d", .few: "%d", .many: "%d", .other: "%d"])
        let shown = PluralNumberRule.numbersShown(by: variable, rules: rules)
        #expect(shown[.zero] == [0])
        #expect(shown[.one]?.prefix(3) == [1, 21, 31])
        #expect(shown[.many]?.contains(1_000_000) == true)
        #expect(shown.values.reduce(0) { $0 + $1.count } == PluralNumberRule.samples.count)
    }

    @Test("none of the library's 78 languages is reported")
    func shippedLanguagesAreClean() throws {
        let localizations = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Localizations").standardized.path
        var configuration = CheckConfiguration(paths: [localizations])
        configuration.rules = [.pluralNumber]
        let report = try Checker(configuration: configuration).run()
        #expect(report.localizations.flatMap(\.languages).count >= 78)
        #expect(report.diagnostics.map(\.description) == [])
    }
}
