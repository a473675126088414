import Testing
@testable import Strings

/// What the XML reader skips between elements (whitespace, comments, and before the root the
/// declaration and DOCTYPE) is tested for with a quick look at `<!` or `<?` first; every kind of
/// it, anywhere it may be, must still be skipped, and Foundation must agree on the table.
@Suite("XML property lists: trivia between elements")
struct XMLTriviaTests {
    @Test("skipped wherever it may be", arguments: [
        "<?xml version=\"1.0\"?>\n<plist><dict><key>k</key><string>v</string></dict></plist>",
        "<?xml version=\"1.0\"?>\r\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\r\n<plist version=\"1.0\">\r\n<dict>\r\n\t<key>k</key>\r\n\t<string>v</string>\r\n</dict>\r\n</plist>\r\n",
        "<?xml version=\"1.0\"?><!-- c --><plist><!-- c --><dict><!-- c --><key>k</key><!-- c --><string>v</string><!-- c --></dict><!-- c --></plist><!-- c -->",
        "<?xml version=\"1.0\"?> \t\n<plist> <dict>\t<key>k</key>\n\n<string>v</string> </dict> </plist> \n",
        "<plist><dict><key>k</key><string>v</string></dict></plist>",
        // Processing instructions are skipped anywhere, as Core Foundation skips them.
        "<plist><dict><?pi?><key>k</key><string>v</string></dict></plist><?after?>",
    ])
    func trivia(text: String) throws {
        let bytes = Array(text.utf8)
        let file = try StringsFileParser.parse(bytes)
        #expect(file.table == ["k": "v"])
        #expect(file.table == TestSupport.foundationTable(bytes))
    }

    /// A `<!` that is not a comment, nor (before the root) a DOCTYPE, is no trivia: the reader must
    /// refuse it, as before.
    @Test("not trivia", arguments: [
        "<plist><dict><!x><key>k</key><string>v</string></dict></plist>",
        "<plist><dict><key>k</key><string>v</string></dict></plist><!DOCTYPE plist>",
    ])
    func notTrivia(text: String) {
        #expect(TestSupport.parseError(Array(text.utf8))?.kind == .propertyList)
    }
}
