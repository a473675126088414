import Testing
@testable import StringsCheck

/// An error is something a user meets: a raw key, a crash, garbled text, a dropped entry. What shows
/// a whole translation, or loses nothing, is a warning a person weighs. Shaped like the tables of a
/// developer tool, a file manager and a browser that a hand-judged sample found reported as errors.
@Suite("Severity by what a user meets")
struct SeverityByWhatUsersMeetTests {
    typealias C = CatalogCheck

    @Test("a base with only a percent sign before a word is prose: no argument is meant")
    func prosePercentInTheBase() throws {
        let lines = try C.lines([
            "/p/en.lproj/Localizable.strings": "\"FasterUnxip\" = \"Unpacks up to 70% faster on most machines.\";\n",
            "/p/pl.lproj/Localizable.strings": "\"FasterUnxip\" = \"Rozpakowuje do 70% dla większości szybciej.\";\n",
            "/p/ja.lproj/Localizable.strings": "\"FasterUnxip\" = \"最大70％高速に展開します。\";\n",
            "/p/es.lproj/Localizable.strings": "\"FasterUnxip\" = \"Hasta %@ más rápido.\";\n",
        ], rules: [.formatMismatch])
        #expect(lines == [
            "/p/es.lproj/Localizable.strings:1:1: warning: \"FasterUnxip\" in es takes 1: %@ (object), but the base (en) has only a percent sign before a word, which is prose, not a conversion [format-mismatch]",
        ])
        // A real conversion after a space flag ("% d" before a digit or at the end) is still one.
        #expect(!FormatMismatchRule.takesProsePercentsOnly("% d"))
        #expect(!FormatMismatchRule.takesProsePercentsOnly("%d of them"))
        #expect(FormatMismatchRule.takesProsePercentsOnly("50 % des fichiers"))
    }

    @Test("a translation that shows none of the arguments breaks nothing: a warning; a look-alike percent stays an error")
    func everyArgumentLeftOut() throws {
        let lines = try C.lines([
            "/p/en.lproj/Localizable.strings": "\"sites\" = \"Sites %@ offers to complete\";\n\"size\" = \"%@ free\";\n",
            "/p/cs.lproj/Localizable.strings": "\"sites\" = \"Weby k doplnění\";\n\"size\" = \"％@ volné\";\n",
        ], rules: [.formatMismatch])
        #expect(lines == [
            "/p/cs.lproj/Localizable.strings:1:1: warning: \"sites\" in cs leaves out every argument (argument 1: %@ (object)), which the base (en) shows last; arguments a format never reaches are ignored, so nothing breaks, but the text no longer shows it (right when it repeats one shown before) [format-mismatch]",
            "/p/cs.lproj/Localizable.strings:2:1: error: \"size\" in cs takes no arguments, but the base (en) takes 1: %@ (object); '％' (U+FF05, full-width) is not a format specifier and never substitutes: write '%' [format-mismatch]",
        ])
    }

    @Test("signed for unsigned prints a count the same: a warning; a middle argument left out stays an error")
    func signedForUnsigned() throws {
        let lines = try C.lines([
            "/p/en.lproj/Localizable.strings": "\"replies\" = \"%ld replies\";\n\"sent\" = \"%@ sent %d files to %@\";\n",
            "/p/fi.lproj/Localizable.strings": "\"replies\" = \"%lu vastausta\";\n\"sent\" = \"%@ lähetti tiedostoja: %@\";\n",
        ], rules: [.formatMismatch])
        #expect(lines == [
            "/p/fi.lproj/Localizable.strings:1:1: warning: \"replies\" in fi takes 1: %u (unsigned integer), but the base (en) takes 1: %d (integer): the same number prints the same unless it is negative [format-mismatch]",
            "/p/fi.lproj/Localizable.strings:2:1: error: \"sent\" in fi takes 1: %@ (object), 2: %@ (object), but the base (en) takes 1: %@ (object), 2: %d (integer), 3: %@ (object) [format-mismatch]",
        ])
    }

    @Test("stray text after the last entry loses nothing: a warning; before an entry it is an error")
    func strayTextAtTheEnd() throws {
        let lines = try C.lines([
            "/p/en.lproj/Localizable.strings": "\"up\" = \"Go up\";\n\"back\" = \"Back\";\n",
            "/p/de.lproj/Localizable.strings": "\"up\" = \"Nach oben\";\n\"back\" = \"Zurück\";\n\u{6}\n",
            "/p/fr.lproj/Localizable.strings": "\"up\" = \"Monter\";\n\u{6}\n\"back\" = \"Retour\";\n",
        ], rules: [.syntax])
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("/p/de.lproj/Localizable.strings:3:1: warning: "), "\(lines)")
        #expect(lines[0].hasSuffix("Apple's loader stops reading the file here, after its last entry, so nothing is lost: remove the stray text [syntax]"), "\(lines)")
        #expect(lines[1].hasPrefix("/p/fr.lproj/Localizable.strings:2:1: error: "), "\(lines)")
        #expect(lines[1].contains("dropping the 1 after it"), "\(lines)")
    }

    @Test("a key defined twice shows one of two translations: a warning, whichever was meant")
    func duplicateIsAWarning() throws {
        let lines = try C.lines([
            "/p/en.lproj/Localizable.strings": "\"Return\" = \"Go up\";\n",
            "/p/de.lproj/Localizable.strings": "\"Return\" = \"Zurück\";\n\"Return\" = \"Nach oben\";\n",
        ], rules: [.duplicateKey])
        #expect(lines == [
            "/p/de.lproj/Localizable.strings:2:1: warning: key \"Return\" is defined again; this definition replaces the one at 1:1 [duplicate-key]",
        ])
    }

    @Test("a key that formats to the base's text shows English where it is missing: a warning, and nothing in English variants")
    func keyNumberedLikeItsText() throws {
        let lines = try C.lines([
            "/p/en.lproj/Localizable.strings": "\"Device number %lu, %@, has disconnected.\" = \"Device number %1$lu, %2$@, has disconnected.\";\n\"other\" = \"Other\";\n",
            "/p/fr.lproj/Localizable.strings": "\"other\" = \"Autre\";\n",
            "/p/en-GB.lproj/Localizable.strings": "\"other\" = \"Other\";\n",
        ], rules: [.missingKey])
        #expect(lines == [
            "/p/fr.lproj/Localizable.strings:1:1: warning: fr lacks \"Device number %lu, %@, has disconnected.\", which the base (en) defines; the key is the base's text, so the user sees it untranslated [missing-key]",
        ])
        #expect(MissingKeyRule.unnumbered("%2$@ then %1$@") == "%2$@ then %1$@")  // reordered: not the same text
        #expect(MissingKeyRule.unnumbered("%1$.1f%% of %2$@") == "%.1f%% of %@")
    }

    @Test("a catalog plural whose key is its other form shows that text where it is missing: a warning")
    func pluralKeyIsItsOtherForm() throws {
        let plural = #"{ "variations" : { "plural" : { "one" : \#(C.unit("%u article")), "other" : \#(C.unit("%u articles")) } } }"#
        let lines = try C.lines([
            "/p/Localizable.xcstrings": C.catalog("""
                    "%u articles" : { "localizations" : { "en" : \(plural), "de" : { "variations" : { "plural" : { "one" : \(C.unit("%u Artikel")), "other" : \(C.unit("%u Artikel")) } } } } },
                    "Refresh now" : { "localizations" : { "en" : \(C.unit("Refresh now")), "de" : \(C.unit("Jetzt aktualisieren")), "fr" : \(C.unit("Actualiser")), "en-AU" : \(C.unit("Refresh now")) } }
                """),
        ], rules: [.missingKey])
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.contains("fr lacks \"%u articles\"") == true && lines.first?.contains(": warning: ") == true, "\(lines)")
    }
}
