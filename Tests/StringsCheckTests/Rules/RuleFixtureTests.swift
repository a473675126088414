import Foundation
import StringsCheck
import Testing

/// One fixture folder per rule, each with one deliberate defect: the exact lines reported.
@Suite("Rules on the fixture tree")
struct RuleFixtureTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var folder: String
        var rules: Set<Rule>
        var exitCode: Int32
        var lines: [String]
        var allow: [String] = ["Version"]
        var testDescription: String { folder }
    }

    static let cases: [Case] = [
        Case(folder: "clean", rules: [], exitCode: 0, lines: []),
        Case(folder: "base-folder", rules: [], exitCode: 0, lines: []),
        // Apple rejects the whole file: its syntax error says so, and the keys the damaged entry
        // swallowed are not reported missing one by one (the error counts what the file loses).
        Case(folder: "syntax", rules: [.syntax], exitCode: 1, lines: [
            "syntax/fr.lproj/Localizable.strings:4:2: error: expected ';' after the value of key \"ok\" at 4:2, found 'v'; a quote inside the text ends it early: write \\\" for a quote; Apple's loader rejects this whole file over it (none of its 3 entries load) [syntax]",
        ]),
        Case(folder: "missing-key", rules: [.missingKey], exitCode: 1, lines: [
            "missing-key/fr.lproj/Localizable.strings:1:1: error: fr lacks \"count\", which the base (en) defines [missing-key]",
            "missing-key/en.lproj/Localizable.strings:6:1: note: the base's definition is here",
            "missing-key/fr.lproj/Localizable.stringsdict:1:1: error: fr lacks \"files\", which the base (en) defines [missing-key]",
            "missing-key/en.lproj/Localizable.stringsdict:5:2: note: the base's definition is here",
        ]),
        Case(folder: "table-name-case", rules: [.tableNameCase], exitCode: 0, lines: [
            "table-name-case/fr.lproj/localizable.strings:1:1: warning: table \"Localizable\" in table-name-case is named \"Localizable\" (en) and \"localizable\" (fr): one table on a Mac's case-insensitive volume, two on a device, where Bundle finds only the spelling it is asked for; rename the files to one spelling [table-name-case]",
        ]),
        // An old Base.lproj copy no language reads: one warning; fr is compared with en's table.
        Case(folder: "shadowed-base", rules: [.shadowedBase], exitCode: 0, lines: [
            "shadowed-base/Base.lproj/Localizable.strings:1:1: warning: no language reads the Base.lproj copy of table \"Localizable\" in shadowed-base: en (the development language) and the 1 other language have their own; it differs from en's: 1 key only here, 1 of its keys missing here; remove it, or move what it should say into shadowed-base/en.lproj/Localizable.strings [shadowed-base]",
            "shadowed-base/en.lproj/Localizable.strings:1:1: note: the base's definition is here",
        ]),
        Case(folder: "extra-key", rules: [.extraKey], exitCode: 0, lines: [
            "extra-key/fr.lproj/Localizable.strings:7:1: warning: fr defines \"cancel\", which the base (en) does not [extra-key]",
        ]),
        Case(folder: "duplicate-key", rules: [.duplicateKey], exitCode: 0, lines: [
            "duplicate-key/fr.lproj/Localizable.strings:7:1: warning: key \"download\" is defined again; this definition replaces the one at 2:1 [duplicate-key]",
            "duplicate-key/fr.lproj/Localizable.strings:2:1: note: the earlier definition is here",
        ]),
        Case(folder: "format-mismatch", rules: [.formatMismatch], exitCode: 1, lines: [
            "format-mismatch/fr.lproj/Localizable.strings:4:1: error: \"version\" in fr takes 1: %d (integer), but the base (en) takes 1: %@ (object) [format-mismatch]",
            "format-mismatch/en.lproj/Localizable.strings:4:1: note: the base's definition is here",
            "format-mismatch/fr.lproj/Localizable.strings:6:1: warning: \"count\" in fr leaves out every argument (argument 1: %d (integer)), which the base (en) shows last; arguments a format never reaches are ignored, so nothing breaks, but the text no longer shows it (right when it repeats one shown before) [format-mismatch]",
            "format-mismatch/en.lproj/Localizable.strings:6:1: note: the base's definition is here",
            "format-mismatch/fr.lproj/Localizable.stringsdict:23:2: error: \"download\" is a plain string in the base (en) but a plural in fr; the lookup will not find it and falls back to the base [format-mismatch]",
            "format-mismatch/en.lproj/Localizable.strings:2:1: note: the base's definition is here",
        ]),
        Case(folder: "empty-value", rules: [.emptyValue], exitCode: 1, lines: [
            "empty-value/fr.lproj/Localizable.strings:2:1: error: \"download\" in fr is empty, but the base's (en) is not [empty-value]",
            "empty-value/en.lproj/Localizable.strings:2:1: note: the base's definition is here",
        ]),
        Case(folder: "untranslated", rules: [.untranslated], exitCode: 0, lines: [
            "untranslated/fr.lproj/Localizable.strings:2:1: warning: \"download\" in fr is the same as in the base (en): \"Download\"; translate it, or allow it with --allow [untranslated]",
            "untranslated/en.lproj/Localizable.strings:2:1: note: the base's definition is here",
        ]),
        Case(folder: "plural-categories", rules: [.pluralCategories], exitCode: 0, lines: [
            "plural-categories/fr.lproj/Localizable.stringsdict:5:2: warning: plural \"files\" (items) in fr lacks \"one\", which fr uses for whole numbers (it uses \"one\", \"other\" for them): those numbers are shown the \"other\" text [plural-categories]",
        ]),
        Case(folder: "encoding", rules: [.encoding], exitCode: 1, lines: [
            "encoding/de.lproj/Localizable.strings:2:13: warning: mixed line endings: LF here, CRLF earlier in the file [encoding]",
            "encoding/fr.lproj/Localizable.strings:2:16: error: invalid UTF-8 (byte 0xE9); save the file as UTF-8 or UTF-16; Apple's loader rejects this whole file over it (none of its 5 entries load) [encoding]",
            "encoding/fr.lproj/Localizable.strings:4:17: error: invalid UTF-8 (byte 0xE9); save the file as UTF-8 or UTF-16 [encoding]",
            "encoding/fr.lproj/Localizable.strings:5:27: error: invalid UTF-8 (byte 0xE0); save the file as UTF-8 or UTF-16 [encoding]",
            "encoding/fr.lproj/Localizable.strings:6:23: error: invalid UTF-8: the file ends in the middle of a character [encoding]",
        ]),
        Case(folder: "base-unknown", rules: [.baseUnknown, .duplicateKey], exitCode: 0, lines: [
            "base-unknown/de.lproj/Widget.strings:1:1: warning: cannot tell the base of table \"Widget\" in base-unknown (it is in de, fr): looked for Base.lproj/Widget.strings, .xib or .storyboard, Widget.xcstrings, en.lproj/Widget.strings; pass --base, or add the base language's file [base-unknown]",
            "base-unknown/de.lproj/Widget.strings:2:1: warning: key \"title\" is defined again; this definition replaces the one at 1:1 [duplicate-key]",
            "base-unknown/de.lproj/Widget.strings:1:1: note: the earlier definition is here",
        ]),
        Case(folder: "punctuation-spacing", rules: [.punctuationSpacing], exitCode: 0, lines: [
            "punctuation-spacing/fr.lproj/Localizable.strings:6:1: warning: \"count\" in fr has a plain space before ':'; French uses a non-breaking space (U+00A0 before ':', U+202F before ';', '!', '?' and inside « ») so the line cannot break there [punctuation-spacing]",
        ]),
        Case(folder: "title-case", rules: [.titleCase], exitCode: 0, lines: [
            "title-case/fr.lproj/Localizable.strings:2:1: warning: \"download\" in fr capitalises every word (\"Télécharger Maintenant\"); fr writes buttons and titles in sentence case [title-case]",
            "title-case/en.lproj/Localizable.strings:2:1: note: the base's definition is here",
        ]),
        // ar and fr leave the number out where grammar says it: not findings.
        Case(folder: "plural-number", rules: [.pluralNumber], exitCode: 0, lines: [
            "plural-number/cy.lproj/Localizable.stringsdict:5:2: warning: plural \"files\" (items) in cy spells out numbers in \"one\" (1), \"two\" (2), \"few\" (3), \"many\" (6) where \"zero\", \"other\" write %d; write %d in every form [plural-number]",
            "plural-number/ru.lproj/Localizable.stringsdict:5:2: warning: plural \"files\" (items) in ru leaves the number out of \"one\" (1, 21, 31, 41, …), which ru uses for more than one number, while the other forms write %d; write %d there too [plural-number]",
        ]),
        Case(folder: "catalog", rules: [.missingKey, .pluralCategories], exitCode: 1, lines: [
            "catalog/Localizable.xcstrings:4:5: error: fr lacks \"cancel\", which the base (en) defines [missing-key]",
            "catalog/Localizable.xcstrings:4:5: note: the base's definition is here",
            "catalog/Localizable.xcstrings:10:5: warning: plural \"files\" (value) in ru lacks \"few\", \"many\", which ru uses for whole numbers (it uses \"one\", \"few\", \"many\" for them): those numbers are shown the \"other\" text [plural-categories]",
        ]),
        // A review state and a stale key; the key marked "Don't translate" is asked of nobody.
        Case(folder: "catalog-state", rules: [.catalogState], exitCode: 0, lines: [
            "catalog-state/Localizable.xcstrings:7:5: warning: \"greeting\" in de is marked needs_review in the catalog, so Xcode does not count it as translated; review it and mark it translated [catalog-state]",
            "catalog-state/Localizable.xcstrings:15:5: warning: \"legacy.title\" is stale: Xcode no longer finds it in the sources, so no language is asked for it; remove it, or use it again [catalog-state]",
        ]),
        // The catalog lacks fr's "count": missing in the catalog, and lost with the .lproj file.
        Case(folder: "migration-loss", rules: [.missingKey, .migrationLoss], exitCode: 1, lines: [
            "migration-loss/Localizable.xcstrings:4:5: error: fr lacks \"count\", which the base (en) defines [missing-key]",
            "migration-loss/Localizable.xcstrings:4:5: note: the base's definition is here",
            "migration-loss/fr.lproj/Localizable.strings:2:1: error: \"count\" in fr: this translation is not carried over to Localizable.xcstrings, which has no fr value for the key [migration-loss]",
            "migration-loss/Localizable.xcstrings:4:5: note: the base's definition is here",
        ]),
    ]

    @Test("each fixture reports exactly its defect, with all rules on", arguments: cases)
    func fixture(_ testCase: Case) throws {
        let report = try Fixtures.check([testCase.folder]) { configuration in
            testCase.allow.forEach { configuration.allowList.insert($0) }
        }
        #expect(Fixtures.lines(report) == testCase.lines)
        #expect(Set(report.diagnostics.map(\.rule)) == testCase.rules)
        #expect(report.exitCode == testCase.exitCode)
    }

    @Test("a fixture is clean when its rule is disabled", arguments: cases.filter { !$0.rules.isEmpty })
    func disabled(_ testCase: Case) throws {
        let report = try Fixtures.check([testCase.folder]) { configuration in
            configuration.rules.subtract(testCase.rules)
            testCase.allow.forEach { configuration.allowList.insert($0) }
        }
        #expect(report.diagnostics.isEmpty)
        #expect(report.exitCode == 0)
    }

    @Test func sourcesFindUndefinedAndUnusedKeys() throws {
        let report = try Fixtures.check(["sources/Localizations"]) { configuration in
            configuration.sourcesDirectory = Fixtures.root + "/sources/App"
            configuration.allowList.insert("Version")
        }
        #expect(Fixtures.lines(report) == [
            "sources/App/Alert.swift:9:27: error: \"cancel\" is looked up here but no base table defines it [undefined-key]",
            "sources/Localizations/en.lproj/Localizable.strings:5:1: warning: \"required\" is defined in the base (en) but no source looks it up [unused-key]",
        ])
        #expect(report.exitCode == 1)
    }

    @Test func withoutSourcesTheSourceRulesSaySomethingNever() throws {
        let report = try Fixtures.check(["sources/Localizations"]) { $0.allowList.insert("Version") }
        #expect(report.diagnostics.isEmpty)
    }

    @Test func untranslatedWithoutTheAllowListFlagsVersionToo() throws {
        let report = try Fixtures.check(["untranslated"])
        #expect(report.diagnostics.compactMap(\.key).sorted() == ["download", "version"])
    }

    @Test func strictTurnsWarningsIntoErrors() throws {
        let report = try Fixtures.check(["extra-key"]) { $0.strict = true }
        #expect(report.diagnostics.map(\.severity) == [.error])
        #expect(report.exitCode == 1)
    }

    @Test func baseFolderIsTheBase() throws {
        let report = try Fixtures.check(["base-folder"])
        #expect(report.localizations.map(\.base) == ["Base"])
        #expect(report.coverage == [LanguageCoverage(language: "de", present: 1, total: 1)])
    }

    @Test func coverageCountsKeysPresentOfTheBase() throws {
        let report = try Fixtures.check(["missing-key"])
        #expect(report.coverage == [LanguageCoverage(language: "fr", present: 4, total: 6)])
        #expect(report.coverage[0].percent == 66.6)
    }

    @Test func everyRuleHasACheck() {
        // The rule list is the enum; a rule without a check would silently never run.
        let fixtureRules = Set(Self.cases.flatMap(\.rules)).union([.unusedKey, .undefinedKey])
        #expect(fixtureRules == Set(Rule.allCases))
    }
}
