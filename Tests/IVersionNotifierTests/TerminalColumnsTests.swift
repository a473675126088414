import PropertySupport
import Testing
@testable import IVersionNotifier

/// Issue 28: the terminal box cuts one long word in one pass, by columns, never inside a character.
@Suite("Terminal columns")
struct TerminalColumnsTests {
    @Test("a 1 MB word is cut for the terminal box in one pass")
    func longWord() {
        // Each cut measured the rest of the word again: a 1 MB version or a 7 MB line took over a minute.
        // Eight times the word takes about eight times the processor time in one pass, about 64 times when
        // each cut measures the rest again: a ratio, so a slow or busy machine does not fail it.
        let word = String(repeating: "1.", count: 500_000)
        let eighth = String(repeating: "1.", count: 62_500)
        let ratio = GrowthRatio.measure(
            small: { _ = TerminalColumns.wrap("Version " + eighth, width: 76) },
            large: { _ = TerminalColumns.wrap("Version " + word, width: 76) })
        #expect(ratio < 24, "the time grew \(ratio) times for eight times the text")
        let lines = TerminalColumns.wrap("Version " + word, width: 76)
        #expect(lines.first == "Version")
        #expect(lines.dropFirst().allSatisfy { TerminalColumns.count($0) <= 76 })
        #expect(lines.dropFirst().joined() == word)
        #expect(lines.count == 1 + (word.count + 75) / 76)
    }

    @Test("wide characters are cut by columns, never inside a character")
    func wideCharacters() {
        #expect(TerminalColumns.wrap("ダウンロードダウンロード", width: 5) == ["ダウ", "ンロ", "ード", "ダウ", "ンロ", "ード"])
        #expect(TerminalColumns.wrap("abc defghijk", width: 4) == ["abc", "defg", "hijk"])
        #expect(TerminalColumns.wrap("x", width: 0) == ["x"])
    }
}
