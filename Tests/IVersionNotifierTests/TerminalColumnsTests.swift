import PropertySupport
import Testing
@testable import IVersionNotifier

/// Issue 28: the terminal box cuts one long word in one pass, by columns, never inside a character.
@Suite("Terminal columns")
struct TerminalColumnsTests {
    /// Seconds of processor time a linear pass stays far below; the quadratic one took over a minute.
    static let budget = 5.0

    @Test("a 1 MB word is cut for the terminal box in one pass")
    func longWord() {
        // Each cut measured the rest of the word again: a 1 MB version or a 7 MB line took over a minute.
        let word = String(repeating: "1.", count: 500_000)
        let (lines, seconds) = CPUTime.measure { TerminalColumns.wrap("Version " + word, width: 76) }
        #expect(seconds < Self.budget, "\(seconds) s of CPU")
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
