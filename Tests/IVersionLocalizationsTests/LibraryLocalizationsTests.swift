import Foundation
import IVersionLocalizations
import LocaleServices
import Testing
@testable import Strings

/// The library's own translations, as compiled into the program.
@Suite("Library localisations")
struct LibraryLocalizationsTests {
    static let bundle = LibraryLocalizations.bundle
    static let languages = LibraryLocalizations.languages

    @Test func atLeastSeventyLanguagesIncludingTheRequiredOnes() {
        #expect(Self.languages.count >= 70)
        let required = """
        ar he fa ur zh-Hans zh-Hant zh-HK ja ko hi bn ta th vi id ms fil ru uk pl cs sk sl hr sr bg ro hu el tr \
        fi sv nb da is nl de fr fr-CA it es es-419 pt pt-PT ca en en-GB \
        sr-Latn bs cy hy ka ne uz mn pa gu te ml kn am zu km lo my si
        """.split(separator: " ").map(String.init)
        #expect(Set(required).subtracting(Self.languages).isEmpty)
        #expect(Self.bundle.languages == Self.languages)
    }

    @Test("every table has every key of en, with the same format signature", arguments: languages)
    func complete(language: String) throws {
        let english = try #require(try Self.bundle.table("iVersion", language: "en"))
        let table = try #require(try Self.bundle.table("iVersion", language: language))
        #expect(table.keys == english.keys)
        for (key, base) in english.strings {
            let value = try #require(table.strings[key])
            #expect(!value.isEmpty, "\(language): \(key) is empty")
            #expect(FormatString(value).signature == FormatString(base).signature, "\(language): \(key)")
            #expect(FormatString(value).problems.isEmpty, "\(language): \(key)")
        }
    }

    @Test("plural entries carry exactly ICU's categories", arguments: languages)
    func plurals(language: String) throws {
        let table = try #require(try Self.bundle.table("iVersion", language: language))
        let entry = try #require(table.plurals["iVersionMissedUpdates"])
        let rules = try PluralRules.rules(for: LanguageTag(parsing: language))
        // A category that holds one number only (Arabic's dual: "فاتك تحديثان") may say it in words.
        let single = try Self.singleNumberCategories(rules)
        for variable in entry.variables.values {
            #expect(Set(variable.forms.keys) == Set(rules.categories), "\(language)")
            for (category, form) in variable.forms {
                let signature = FormatString(form).signature
                let allowed = single.keys.contains(category) ? [FormatString("%d").signature, FormatString("").signature] : [FormatString("%d").signature]
                #expect(allowed.contains(signature), "\(language): \(form)")
            }
        }
        for count in [0, 1, 2, 3, 5, 11, 21, 100] {
            let result = entry.format([.integer(Int64(count))], rules: rules)
            let category = try rules.category(for: count)
            #expect(result.diagnostics.isEmpty || single[category] == count, "\(language) \(count): \(result.diagnostics)")
            #expect(result.string.contains(String(count)) || single[category] == count, "\(language) \(count): \(result.string)")
        }
    }

    /// The categories that ICU gives to exactly one of the numbers 0…1000, with that number.
    static func singleNumberCategories(_ rules: PluralRules) throws -> [PluralCategory: Int] {
        var numbers: [PluralCategory: [Int]] = [:]
        for number in 0...1000 { numbers[try rules.category(for: number), default: []].append(number) }
        return numbers.compactMapValues { $0.count == 1 ? $0[0] : nil }
    }

    @Test func englishTextIsIVersions() throws {
        let english = try #require(try Self.bundle.table("iVersion", language: "en"))
        #expect(english.strings["iVersionUpdateAvailableTitle"] == "New version available")
        #expect(english.strings["iVersionInThisVersionTitle"] == "New in this version")
        #expect(english.strings["iVersionVersionLabelFormat"] == "Version %@")
        #expect(english.strings["iVersionRemindButton"] == "Remind Me Later")
    }
}
