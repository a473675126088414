import Strings
import StringsCheck
import Testing

/// GitHub Actions workflow commands: one per finding, escaped so nothing can break out.
@Suite("GitHub annotations")
struct GitHubAnnotationRendererTests {
    static let dataCases: [(String, String)] = [
        ("plain", "plain"),
        ("100%", "100%25"),
        ("%0A is not a newline", "%250A is not a newline"),
        ("two\nlines", "two%0Alines"),
        ("cr\r\nlf", "cr%0D%0Alf"),
        ("a:b,c", "a:b,c"),
        ("\n::error::injected", "%0A::error::injected"),
        ("\u{1B}[31mred", "\\u{1b}[31mred"),
        ("nul\u{0}tab\t", "nul\\u{0}tab\\u{9}"),
        ("\u{202E}evil", "\\u{202e}evil"),
        ("日本語 é", "日本語 é"),
    ]

    @Test("message escaping", arguments: dataCases)
    func data(_ text: String, _ escaped: String) {
        #expect(GitHubAnnotationRenderer.escapeData(text) == escaped)
    }

    static let propertyCases: [(String, String)] = [
        ("App/fr.lproj/A.strings", "App/fr.lproj/A.strings"),
        ("a,b.strings", "a%2Cb.strings"),
        ("a:b.strings", "a%3Ab.strings"),
        ("50%.strings", "50%25.strings"),
        ("x,line=1::y", "x%2Cline=1%3A%3Ay"),
        ("new\nline", "new%0Aline"),
        ("\u{1B}]8;;x", "\\u{1b}]8;;x"),
    ]

    @Test("property escaping", arguments: propertyCases)
    func property(_ text: String, _ escaped: String) {
        #expect(GitHubAnnotationRenderer.escapeProperty(text) == escaped)
    }

    @Test func oneCommandPerFinding() {
        let diagnostics = [
            Diagnostic(rule: .missingKey, at: Strings.SourceLocation(file: "/repo/App/fr.lproj/A.strings", line: 4, column: 2),
                       "fr lacks \"a\", which the base (en) defines", language: "fr", key: "a",
                       related: Strings.SourceLocation(file: "/repo/App/en.lproj/A.strings", line: 9, column: 1)),
            Diagnostic(rule: .extraKey, at: Strings.SourceLocation(file: "/repo/App/fr.lproj/A.strings", line: 7, column: 1),
                       "fr defines \"b\", which the base (en) does not", language: "fr", key: "b"),
        ]
        let output = GitHubAnnotationRenderer.annotations(Report(diagnostics: diagnostics, coverage: [], localizations: []), root: "/repo")
        #expect(output == """
        ::error file=App/fr.lproj/A.strings,line=4,col=2,title=strings-check missing-key::fr lacks "a", which the base (en) defines%0AApp/en.lproj/A.strings:9:1: note: the base's definition is here
        ::warning file=App/fr.lproj/A.strings,line=7,col=1,title=strings-check extra-key::fr defines "b", which the base (en) does not

        """)
    }

    @Test func hostileFindingsStayOneCommand() {
        let diagnostic = Diagnostic(
            rule: .missingKey, at: Strings.SourceLocation(file: "/repo/x,line=99:y%/fr.lproj/A\nB.strings", line: 1, column: 1),
            "fr lacks \"\u{1B}[2J\r\n::error file=evil::pwned 100%\"", language: "fr", key: "\u{1B}[2J")
        let line = GitHubAnnotationRenderer.annotation(diagnostic, root: "/repo")
        #expect(line == "::error file=x%2Cline=99%3Ay%25/fr.lproj/A%0AB.strings,line=1,col=1,title=strings-check missing-key::fr lacks \"\\u{1b}[2J%0D%0A::error file=evil::pwned 100%25\"")
        #expect(!line.contains("\n") && !line.contains("\r") && !line.contains("\u{1B}"))
        // The properties part ends at the first "::" after the command name: nothing the
        // finding holds may add one there.
        let properties = line.dropFirst(2).split(separator: "::", maxSplits: 1).first ?? ""
        #expect(properties.split(separator: ",").count == 4)
    }

    @Test func notices() {
        #expect(GitHubAnnotationRenderer.notice("3 findings\nin the baseline") == "::notice::3 findings%0Ain the baseline")
    }
}
