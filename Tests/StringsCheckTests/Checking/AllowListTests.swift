import StringsCheck
import Testing

@Suite("Allow-list")
struct AllowListTests {
    @Test("allowed", arguments: ["OK", " ok ", "%@", "%1$@ (%2$d)", "1.2.3", "—", "%d%%", "Version %@"])
    func allowed(_ value: String) {
        var list = AllowList.builtIn
        list.insert("Version")
        #expect(list.allows(value))
    }

    @Test("not allowed", arguments: ["Download", "OK!", "Version", "%@ MB"])
    func notAllowed(_ value: String) {
        #expect(!AllowList.builtIn.allows(value))
    }

    @Test func fileContentsSkipCommentsAndBlankLines() {
        var list = AllowList()
        list.insert(fileContents: "# words that stay\nEmail\n\n  Wi-Fi  \n")
        #expect(list.words == ["email", "wi-fi"])
    }
}
