import StringsCheck
import Testing

/// A predicate editor's formatting strings, shaped like a feed reader's smart-folder sheet
/// (written for these tests): a xib names the table as the editor's `formattingStringsFilename`,
/// its keys write pop-ups as choice lists (`%[All,Any]@`), translations number them (`%1$[…]@`)
/// and may split a list into keys of their own.
@Suite("Predicate editor formatting strings")
struct PredicateEditorFormattingTests {
    typealias Shapes = RealProjectShapesTests

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
            <objects>
                <customView id="Vw0-aa-001">
                    <subviews>
                        <predicateEditor nestingMode="compound" formattingStringsFilename="Rules" rowHeight="25" id="Prd-aa-001"/>
                    </subviews>
                </customView>
            </objects>
        </document>
        """

    static let files: [String: String] = [
        "/p/Reader/Interfaces/Base.lproj/SmartFolder.xib": xib,
        "/p/Reader/Resources/Base.lproj/Rules.strings": """
            "%[Every,Some,No]@ of these match" = "Item matches %1$[every,some,no]@ of these rules";
            "%[Title,Author]@ %[starts with,ends with]@ %@" = "%1$[Title,Author]@ %2$[starts with,ends with]@ %3$@";

            """,
        "/p/Reader/Resources/ca.lproj/Rules.strings": """
            "%[Every]@ of these match" = "L'element compleix %1$[totes]@ aquestes regles";
            "%[Some,No]@ of these match" = "L'element compleix %1$[alguna,cap]@ d'aquestes regles";
            "%[Title,Author]@ %[starts with,ends with]@ %@" = "%1$[Títol,Autor]@ %2$[comença per,acaba en]@ %3$@";
            "%[Title]@ %[contains]@ %@" = "%1$[Títol]@ %2$[conté]@ %3$@";

            """,
        "/p/Reader/Resources/pt.lproj/Rules.strings": """
            "%[Every]@ of these match" = "O item cumpre %1$[todas]@ estas regras";
            "%[Title,Author]@ %[starts with,ends with]@ %@" = "%1$[Título,Autor]@ %2$[começa com,termina com]@ %3$@";

            """,
        "/p/Reader/Resources/it.lproj/Rules.strings": """
            "%[Every,Some,No]@ of these match" = "L'elemento soddisfa %1$[tutte,alcune,nessuna]@ le regole";
            "%[Title,Author]@ %[starts with,ends with]@ %@" = "%1$[Titolo,Autore]@ %2$[inizia con,finisce con]@";

            """,
    ]

    /// What the tables above give.
    static let findings = [
        "/p/Reader/Resources/ca.lproj/Rules.strings:4:1: warning: ca defines \"%[Title]@ %[contains]@ %@\", which the base (Base) does not [extra-key]",
        "/p/Reader/Resources/it.lproj/Rules.strings:2:1: error: \"%[Title,Author]@ %[starts with,ends with]@ %@\" in it takes 1: %@ (object), 2: %@ (object), but the base (Base) takes 1: %@ (object), 2: %@ (object), 3: %@ (object) [format-mismatch]",
        "/p/Reader/Resources/pt.lproj/Rules.strings:1:1: warning: pt lacks \"%[Every,Some,No]@ of these match\", which the base (Base) defines; the project's lookup shows the base's text instead [missing-key]",
    ]

    /// Splits of a base key's lists are translations, and the numbered choice lists are the
    /// editor's, not printf's; a key whose lists are no subset of a base key's is still extra, a
    /// base key whose splits leave a choice out (pt: no `Some`, `No`) is still missing, and a
    /// translation dropping a text field (`%3$@`) still mismatches.
    @Test func choiceListsAreTheEditorsAndSplitsAreTranslations() throws {
        let report = try Shapes.check(Self.files)
        #expect(Shapes.lines(report) == Self.findings)
    }

    /// Every Interface Builder document is read once per run: the tables a `Base.lproj` one names are
    /// found in the read that makes its table's base (a look of its own at every document read each
    /// twice), and a language's document is read for the names alone. Here only the French copy
    /// names the table, and the editor's lists are still told.
    @Test func eachDocumentIsReadOnce() throws {
        var files = Self.files
        let unnamed = Self.xib.replacing(#"formattingStringsFilename="Rules" "#, with: "")
        files["/p/Reader/Interfaces/Base.lproj/SmartFolder.xib"] = unnamed
        files["/p/Reader/Interfaces/fr.lproj/SmartFolder.xib"] = Self.xib
        let fileSystem = TreeFileSystem(files)
        let report = try Checker(configuration: CheckConfiguration(paths: ["/p"], rules: Set(Rule.allCases)), fileSystem: fileSystem).run()
        #expect(unnamed != Self.xib)
        #expect(fileSystem.reads["/p/Reader/Interfaces/Base.lproj/SmartFolder.xib"] == 1)
        #expect(fileSystem.reads["/p/Reader/Interfaces/fr.lproj/SmartFolder.xib"] == 1)
        #expect(Shapes.lines(report) == Self.findings)
    }
}
