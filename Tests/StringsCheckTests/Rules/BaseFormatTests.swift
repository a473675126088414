import Foundation
import PropertySupport
import Testing
@testable import StringsCheck

/// The base checked against itself, and translations against what it declares: the cases the
/// peers' suites (Asana's locheck, localelint) assert, on files shaped like theirs.
@Suite("The base's formats checked against themselves")
struct BaseFormatTests {
    typealias C = CatalogCheck

    /// A `.stringsdict` of entries written out whole: key → (format key, variables as raw XML).
    static func stringsdict(_ entries: [(key: String, format: String, variables: [(name: String, forms: [(String, String)])])]) -> String {
        let body = entries.map { entry in
            let variables = entry.variables.map { variable in
                "<key>\(variable.name)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                    + "<key>NSStringFormatValueTypeKey</key><string>d</string>"
                    + variable.forms.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict>"
            }.joined()
            return "<key>\(entry.key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(entry.format)</string>\(variables)</dict>"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n" + body.joined(separator: "\n") + "\n</dict>\n</plist>\n"
    }

    /// locheck's shape: the base's `one` reads argument 2 as `%d`, its `other` as `%@`.
    static func appreciation(_ verb: String) -> String {
        stringsdict([("%@ and %d other(s) showed their appreciation.", "%#@num_others@", [
            ("num_others", [("zero", "%1$@ \(verb)."), ("one", "%1$@ and %2$d other \(verb)."), ("other", "%1$@ and %2$@ others \(verb).")]),
        ])])
    }

    @Test func aBaseWhoseFormsDisagreeIsOneErrorOnTheBaseAndTheCopyIsNotBlamed() throws {
        let report = try C.run([
            "/p/en.lproj/Localizable.stringsdict": Self.appreciation("showed their appreciation"),
            "/p/de.lproj/Localizable.stringsdict": Self.appreciation("hat sich bedankt"),
        ])
        #expect(report.diagnostics.map(\.description) == [
            "/p/en.lproj/Localizable.stringsdict:4:1: error: plural \"%@ and %d other(s) showed their appreciation.\" in en reads argument 2 as %@ (object) in the \"other\" form of \"num_others\" but as %d (integer) in the \"one\" form of \"num_others\"; the app passes one value there, so the conversion expecting the other type misreads it (a crash when it is used) [format-mismatch]",
        ])
    }

    @Test func aTranslationThatSettlesTheBasesContradictionIsNotBlamedEither() throws {
        let settled = Self.stringsdict([("%@ and %d other(s) showed their appreciation.", "%#@num_others@", [
            ("num_others", [("one", "%1$@ und %2$d weitere haben sich bedankt."), ("other", "%1$@ und %2$d weitere haben sich bedankt.")]),
        ])])
        let lines = try C.lines([
            "/p/en.lproj/Localizable.stringsdict": Self.appreciation("showed their appreciation"),
            "/p/de.lproj/Localizable.stringsdict": settled,
        ], rules: [.formatMismatch])
        #expect(lines.count == 1)
        #expect(lines.allSatisfy { $0.hasPrefix("/p/en.lproj/") })
    }

    @Test func aPlainBaseThatReadsOnePositionAsTwoTypesIsReportedOnceOnTheBase() throws {
        let report = try C.run([
            "/p/en.lproj/Localizable.strings": "\"backup.done\" = \"%1$d files backed up (%1$@)\";\n",
            "/p/fr.lproj/Localizable.strings": "\"backup.done\" = \"%1$d fichiers sauvegardés (%1$@)\";\n",
        ])
        #expect(report.diagnostics.map(\.description) == [
            "/p/en.lproj/Localizable.strings:1:1: error: \"backup.done\" in en reads argument 1 as %d (integer) and as %@ (object) in the string; the app passes one value there, so the conversion expecting the other type misreads it (a crash when it is used) [format-mismatch]",
        ])
    }

    /// locheck's `testMissingVariableInRule`: `%#@xyz@` in a form, defined nowhere.
    @Test func anUndefinedVariableInAFormIsAnErrorInEachFileThatHoldsIt() throws {
        let entry = Self.stringsdict([("abc", "%#@def@", [("def", [("one", "one thing"), ("other", "%d things%#@xyz@")])])])
        let lines = try C.lines([
            "/p/en.lproj/Localizable.stringsdict": entry,
            "/p/de.lproj/Localizable.stringsdict": entry.replacingOccurrences(of: "thing", with: "Ding"),
        ], rules: [.formatMismatch, .syntax])
        #expect(lines == [
            "/p/de.lproj/Localizable.stringsdict:4:1: error: plural \"abc\" in de uses %#@xyz@ in the \"other\" form of \"def\", but the entry defines no variable \"xyz\"; Foundation has no text to put there [format-mismatch]",
            "/p/en.lproj/Localizable.stringsdict:4:1: error: plural \"abc\" in en uses %#@xyz@ in the \"other\" form of \"def\", but the entry defines no variable \"xyz\"; Foundation has no text to put there [format-mismatch]",
        ])
    }

    /// locheck's demo: `tasks` names `milestones` in its forms, and the entry defines it.
    @Test func aVariableNamedInAFormAndDefinedIsReadAndJudged() throws {
        let base = Self.stringsdict([("%d task(s)", "%#@tasks@", [
            ("tasks", [("one", "a task%#@milestones@"), ("other", "%d tasks%#@milestones@")]),
            ("milestones", [("one", " and a milestone"), ("other", " and %d milestones")]),
        ])])
        let russian = Self.stringsdict([("%d task(s)", "%#@tasks@", [
            ("tasks", [("one", "%d задача%#@milestones@"), ("few", "%d задачи%#@milestones@"), ("many", "%d задач%#@milestones@"), ("other", "%d задачи%#@milestones@")]),
            ("milestones", [("one", " и %d веха"), ("other", " и %d вех")]),
        ])])
        let lines = try C.lines(["/p/en.lproj/Localizable.stringsdict": base, "/p/ru.lproj/Localizable.stringsdict": russian],
                                rules: [.formatMismatch, .syntax, .pluralCategories])
        #expect(lines == [
            "/p/ru.lproj/Localizable.stringsdict:4:1: warning: plural \"%d task(s)\" (milestones) in ru lacks \"few\", \"many\", which ru uses for whole numbers (it uses \"one\", \"few\", \"many\" for them): those numbers are shown the \"other\" text [plural-categories]",
        ])
    }

    /// A String Catalog value naming a substitution it does not define, as a hand edit leaves one.
    @Test func anUndefinedSubstitutionInACatalogIsAnError() throws {
        let catalog = C.catalog("""
            "files.summary" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@count@ in %#@folders@" },
                  "substitutions" : {
                    "count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : \(C.plural([("one", "%arg file"), ("other", "%arg files")])) }
                  }
                }
              }
            }
        """)
        #expect(try C.lines(["/p/Localizable.xcstrings": catalog], rules: [.formatMismatch]) == [
            "/p/Localizable.xcstrings:4:5: error: plural \"files.summary\" in en uses %#@folders@ in the format key, but the entry defines no variable \"folders\"; Foundation has no text to put there [format-mismatch]",
        ])
    }

    @Test func aVariableNothingNamesIsAWarning() throws {
        // `%#@filez@` in the format key is a syntax error (the entry cannot be read); `files` is then unused.
        let base = Self.stringsdict([("files", "%#@count@", [("count", [("one", "%d file"), ("other", "%d files")]), ("folders", [("other", "%d folders")])])])
        let report = try C.run(["/p/en.lproj/Localizable.stringsdict": base])
        #expect(report.diagnostics.map(\.description) == [
            "/p/en.lproj/Localizable.stringsdict:4:1: warning: plural \"files\" in en defines the variable \"folders\", which neither its format key nor any form names; Foundation never reads it (a misspelt %#@folders@?) [format-mismatch]",
        ])
        #expect(report.exitCode == 0)
    }

    @Test func unnumberedSpecifiersInAnotherOrderAreAnErrorNamingBothTypes() throws {
        let lines = try C.lines([
            "/p/en.lproj/Localizable.strings": "\"%d photos in %@\" = \"%d photos in %@\";\n",
            "/p/fr.lproj/Localizable.strings": "\"%d photos in %@\" = \"%@ contient %d photos\";\n",
        ])
        #expect(lines == [
            "/p/fr.lproj/Localizable.strings:1:1: error: \"%d photos in %@\" in fr takes 1: %@ (object), 2: %d (integer), but the base (en) takes 1: %d (integer), 2: %@ (object); unnumbered conversions read the arguments in the order they are written: number them as the base's are (%1$d, %2$@) to reorder them [format-mismatch]",
        ])
    }

    @Test func aRepeatedTrailingArgumentLeftOutIsAWarning() throws {
        let report = try C.run([
            "/p/en.lproj/Localizable.strings": "\"follow.back\" = \"%@ followed you. Follow %@ back?\";\n",
            "/p/de.lproj/Localizable.strings": "\"follow.back\" = \"%@ folgt dir. Zurückfolgen?\";\n",
        ])
        #expect(report.diagnostics.map(\.description) == [
            "/p/de.lproj/Localizable.strings:1:1: warning: \"follow.back\" in de leaves out argument 2: %@ (object), which the base (en) shows last; arguments a format never reaches are ignored, so nothing breaks, but the text no longer shows it (right when it repeats one shown before) [format-mismatch]",
        ])
        #expect(report.exitCode == 0)
    }

    @Test func aMiddleArgumentLeftOutShiftsTheRestAndStaysAnError() throws {
        let lines = try C.lines([
            "/p/en.lproj/Localizable.strings": "\"sent\" = \"%@ sent %d photos to %@\";\n",
            "/p/de.lproj/Localizable.strings": "\"sent\" = \"%@ hat Fotos an %@ gesendet\";\n",
        ])
        #expect(lines == [
            "/p/de.lproj/Localizable.strings:1:1: error: \"sent\" in de takes 1: %@ (object), 2: %@ (object), but the base (en) takes 1: %@ (object), 2: %d (integer), 3: %@ (object) [format-mismatch]",
        ])
    }

    /// One form naming `n` variables, half of them defined: each is read once and each undefined
    /// one reported once, so the work follows the entry's size (counted, then timed: about 10 for 10×).
    @Test func variablesNamedInFormsCostLinearWork() throws {
        func entry(_ count: Int) -> String {
            let names = (0..<count).map { "%#@v\($0)@" }.joined()
            let defined = (0..<count).filter { $0.isMultiple(of: 2) }.map { ("v\($0)", [("other", "%d")]) }
            return Self.stringsdict([("k", "%#@top@", [("top", [("other", "%d " + names)])] + defined)])
        }
        let small = ["/p/en.lproj/Localizable.stringsdict": entry(200)], large = ["/p/en.lproj/Localizable.stringsdict": entry(2_000)]
        #expect(try C.run(large).diagnostics.count == 1_000)
        let ratio = try GrowthRatio.measure(small: { _ = try C.run(small) }, large: { _ = try C.run(large) })
        #expect(ratio < 30, "time ratio 2,000 / 200 variables: \(ratio)")
    }

    @Test("many from a million is not asked for, fractions included", arguments: ["fr", "es", "it", "pt", "ca"])
    func manyForMillionsIsNotAskedForWhateverTheNumberType(_ language: String) throws {
        let report = try C.run([
            "/p/en.lproj/Localizable.stringsdict": C.stringsdict([("distance", [("one", "%.1f km"), ("other", "%.1f km")])], valueType: "f"),
            "/p/\(language).lproj/Localizable.stringsdict": C.stringsdict([("distance", [("one", "%.1f km"), ("other", "%.1f km")])], valueType: "f"),
        ])
        #expect(report.diagnostics.filter { $0.rule == .pluralCategories }.map(\.description) == [])
    }
}
