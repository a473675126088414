import Strings
import StringsCheck
import Testing

/// `--format xcode`: the lines a compiler prints, which `swift build` and Xcode place at their line.
@Suite("Xcode diagnostics")
struct XcodeDiagnosticRendererTests {
    static func report(_ diagnostics: [Diagnostic]) -> Report {
        Report(diagnostics: diagnostics, coverage: [], localizations: [])
    }

    /// In the report's order (by file); a path below the root made absolute, an absolute one tidied.
    @Test func oneLinePerFindingAndANoteAtItsRelatedPosition() {
        let diagnostics = [
            Diagnostic(rule: .formatMismatch, at: Strings.SourceLocation(file: "App/Resources/de.lproj/Localizable.strings", line: 4, column: 11),
                       "de's \"count\" consumes %@ where the base consumes %d", language: "de", key: "count",
                       related: Strings.SourceLocation(file: "App/Resources/en.lproj/Localizable.strings", line: 4, column: 1)),
            Diagnostic(rule: .extraKey, at: Strings.SourceLocation(file: "/elsewhere/./de.lproj//A.strings", line: 7, column: 1),
                       "de defines \"b\", which the base (en) does not", language: "de", key: "b"),
        ]
        #expect(XcodeDiagnosticRenderer.lines(Self.report(diagnostics), root: "/src/pkg") == """
        /elsewhere/de.lproj/A.strings:7:1: warning: de defines "b", which the base (en) does not [extra-key]
        /src/pkg/App/Resources/de.lproj/Localizable.strings:4:11: error: de's "count" consumes %@ where the base consumes %d [format-mismatch]
        /src/pkg/App/Resources/en.lproj/Localizable.strings:4:1: note: the base's definition is here

        """)
    }

    /// Positions as compilers count them: a finding about a whole file, or a related position in the
    /// same file (no file of its own), still names a line and column from 1.
    @Test func positionsAreOneBasedAndANoteWithoutAFileIsInTheFindingsFile() {
        let diagnostic = Diagnostic(rule: .duplicateKey, at: Strings.SourceLocation(file: "de.lproj/A.strings", line: 0, column: 0),
                                    "\"a\" is defined twice", language: "de", key: "a",
                                    related: Strings.SourceLocation(file: nil, line: 2, column: 0))
        #expect(XcodeDiagnosticRenderer.lines(Self.report([diagnostic]), root: "/") == """
        /de.lproj/A.strings:1:1: warning: "a" is defined twice [duplicate-key]
        /de.lproj/A.strings:2:1: note: the earlier definition is here

        """)
    }

    static let hostileCases: [(file: String, message: String, shown: String)] = [
        ("de.lproj/A\nB.strings", "x", "/r/de.lproj/A\\u{a}B.strings:1:1: error: x [missing-key]"),
        ("de.lproj/A.strings", "lacks \"a\nb.strings:9:9: error: forged\"", "/r/de.lproj/A.strings:1:1: error: lacks \"a\\u{a}b.strings:9:9: error: forged\" [missing-key]"),
        ("de.lproj/A.strings", "\u{1B}[2J\r\u{202E}", "/r/de.lproj/A.strings:1:1: error: \\u{1b}[2J\\u{d}\\u{202e} [missing-key]"),
        ("de.lproj/A.strings", "##[add-mask]x", "/r/de.lproj/A.strings:1:1: error: ##\\u{5b}add-mask]x [missing-key]"),
    ]

    /// A key, value or file name holding a line break stays one line (Xcode would read a second line as
    /// another finding), and control characters reach neither the terminal nor a CI log.
    @Test("hostile text stays one safe line", arguments: hostileCases)
    func hostileTextStaysOneLine(_ file: String, _ message: String, _ shown: String) {
        let diagnostic = Diagnostic(rule: .missingKey, at: Strings.SourceLocation(file: file, line: 1, column: 1), message)
        #expect(XcodeDiagnosticRenderer.lines(Self.report([diagnostic]), root: "/r") == shown + "\n")
    }
}
