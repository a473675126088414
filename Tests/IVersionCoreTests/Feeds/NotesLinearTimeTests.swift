import IVersionSupport
import PropertySupport
import Testing
@_spi(Engine) @_spi(Fuzzing) @testable import IVersionCore

/// Issue 28, items 1–5: release notes and other feed text that cost time growing faster than the text
/// (nested Markdown links, `a < b` text, unbalanced bidi controls, leading blank lines). Each runs at the size that failed, and is checked for its answer and for the
/// processor time its thread used: seconds of CPU where the linear path takes a fraction of a second
/// and the quadratic one took from a minute to hours. Processor time, not the wall clock, so a machine
/// busy with other work does not fail the test.
@Suite("Notes read in linear time (issue 28)")
struct NotesLinearTimeTests {
    /// The processor time allowed for each case: the budget for any input within the caps.
    static let budget = 5.0

    @Test("Markdown links nested 10,000 deep (50 KB) are read in one pass")
    func nestedLinks() {
        // [[[…[a](u)…](u)](u): 15 KB of these took 1 GB; 50 KB, 56 s and 11.7 GB.
        let depth = 10_000
        let markdown = String(repeating: "[", count: depth) + "a" + String(repeating: "](u)", count: depth)
        let (lines, seconds) = CPUTime.measure { MarkdownText.lines(markdown) }
        #expect(lines == ["a"])
        #expect(seconds < Self.budget, "\(seconds) s of CPU for \(markdown.utf8.count) bytes")
    }

    @Test("nested links keep the text of every level, and what follows them")
    func nestedLinkText() {
        #expect(MarkdownText.lines("[[inner](a) outer ](b) after") == ["inner outer after"])
        #expect(MarkdownText.lines("[x [y](u)](v) and [z](w)") == ["x y and z"])
        // A destination that would run past the enclosing label is not a link inside it.
        #expect(MarkdownText.lines("[a [b](c](d)") == ["a [b](c"])
        #expect(MarkdownText.lines("[a <b>c](u)") == ["a c"])
    }

    @Test("40 KB of `a < b` text ending in one `>` is read in one pass")
    func lessThanSigns() {
        // Each "<" that is no tag copied the rest of the line up to the ">": 40 KB took 17 s.
        let markdown = String(repeating: "a < b ", count: 7_000) + ">"
        let (lines, seconds) = CPUTime.measure { MarkdownText.lines(markdown) }
        #expect(lines == [String(repeating: "a < b ", count: 7_000) + ">"])
        #expect(seconds < Self.budget, "\(seconds) s of CPU")
    }

    @Test("200,000 RLO then 200,000 PDI (1.2 MB) are balanced in one pass")
    func unbalancedBidi() {
        // Each PDI searched the whole stack of open overrides for an isolate: 1.2 MB took 10.6 s.
        let count = 200_000
        let text = "v" + String(repeating: "\u{202E}", count: count) + String(repeating: "\u{2069}", count: count) + "w"
        let (lines, seconds) = CPUTime.measure { SafeText.lines(text) }
        #expect(lines == ["vw"])
        #expect(seconds < Self.budget, "\(seconds) s of CPU")
        // Isolates among many overrides still pair up, and close what is open inside them.
        let mixed = "\u{2067}" + String(repeating: "\u{202E}", count: 1_000) + "x\u{2069}y"
        #expect(SafeText.lines(mixed) == ["\u{2067}x\u{2069}y"])
    }

    @Test("3 MB of blank lines before the notes are dropped at once")
    func leadingBlankLines() {
        // Removed one at a time from the front, 3 MB of newlines hung `check` and `feed`.
        let text = String(repeating: "\n", count: 3_000_000) + "Fixes\n\nMore\n" + String(repeating: "\r\n", count: 1_000)
        let (notes, seconds) = CPUTime.measure { VersionNotes(version: "1.2", text: text) }
        #expect(notes.lines == ["Fixes", "", "More"])
        #expect(seconds < Self.budget, "\(seconds) s of CPU")
        #expect(VersionNotes(version: "1.2", text: "\n \n\t").lines.isEmpty)
    }
}
