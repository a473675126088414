import Testing
@testable import Strings

/// The parser takes shortcuts for the shapes real files nearly always have (` = "` between key and
/// value, `;` right after the value). Each row here is one of those shapes or a near miss that
/// must take the general path; both must read the same as Foundation, errors included.
@Suite("Parser fast paths")
struct FastPathTests {
    @Test("between key and value, and before the ';'", arguments: [
        #""k" = "v";"#,
        #""k" = "v" ;"#,
        #""k" = "v"/* c */;"#,
        #""k" =  "v";"#,
        #""k"= "v";"#,
        #""k" ="v";"#,
        "\"k\"\t=\t\"v\";",
        #""k" = 'v';"#,
        #""k" = v;"#,
        #""k" = /* c */ "v";"#,
        #""k" = "v\"";"#,
        #""k" = "é";"#,
        "\"k\" = \"v\"\n;",
        #"k = "v";"#,
        #""k";"#,
    ])
    func entryShapes(text: String) throws {
        let bytes = Array(text.utf8)
        let file = try StringsFileParser.parse(bytes)
        #expect(file.table == TestSupport.foundationTable(bytes), "\(text)")
        #expect(file.entries.first?.location.column == 1)
    }

    /// A file cut short right after the fast path's ` = "` (nothing to read), or whose value is not
    /// followed by ';': the same errors as before the shortcut.
    @Test("cut short or missing ';'", arguments: [
        (#""k" = ""#, "unterminated string"),
        (#""k" = "v""#, "expected ';'"),
        (#""k" = "v" "w";"#, "expected ';'"),
        (#""k" = "v"x;"#, "a quote inside the text ends it early"),
    ])
    func errors(text: String, message: String) {
        let error = TestSupport.parseError(Array(text.utf8))
        #expect(error?.kind == .syntax)
        #expect(error?.message.contains(message) == true, "\(String(describing: error?.message))")
    }
}
