import Testing
@_spi(Engine) @_spi(Fuzzing) import IVersionCore
import PropertySupport

@Suite("Markdown release notes as lines")
struct MarkdownTextTests {
    @Test("headings, list items and paragraphs become lines; marks are dropped, link text kept", arguments: [
        ("## What's new\r\n\r\n- **Faster** sync\n- [Dark mode](https://example.com/dark \"title\")\n",
         ["What's new", "Faster sync", "Dark mode"]),
        ("A paragraph that\nwraps over\nthree lines.\n\nA second one.", ["A paragraph that wraps over three lines.", "A second one."]),
        ("1. First\n2) Second\n   continued\n* Third", ["First", "Second continued", "Third"]),
        ("- [x] Done task\n- [ ] Open task", ["Done task", "Open task"]),
        ("Use `--json` and *italic*, __bold__, ~~gone~~ text", ["Use --json and italic, bold, gone text"]),
        ("snake_case_name stays, _emphasis_ goes", ["snake_case_name stays, emphasis goes"]),
        ("![Screenshot](shot.png) and <https://example.com> and <br> and a < b", ["Screenshot and https://example.com and  and a < b"]),
        ("Escaped \\*stars\\* and \\# and \\\\", ["Escaped *stars* and # and \\"]),
        ("> Quoted\n> line", ["Quoted line"]),
        ("Intro\n\n---\n\n***\nAfter", ["Intro", "After"]),
        ("```\nlet x = 1\n  indented\n```\nDone", ["let x = 1", "  indented", "Done"]),
        ("# Title #\n####### seven is text", ["Title", "####### seven is text"]),
        ("[ref link][1] and [unclosed", ["ref link and [unclosed"]),
        ("\n\n  \n", []),
    ])
    func lines(markdown: String, expected: [String]) {
        #expect(MarkdownText.lines(markdown) == expected)
    }

    @Test("unclosed brackets and tags on one long line do not make reading quadratic")
    func unclosed() {
        let hostile = String(repeating: "[<", count: 200_000)
        let (lines, seconds) = CPUTime.measure { MarkdownText.lines(hostile) }
        #expect(lines.first?.count == 400_000)
        // Bounded look-ahead: about 0.1 s of CPU; unbounded it took minutes.
        #expect(seconds < 5, "\(seconds) s of CPU")
    }

    @Test("a long single line is read in linear time")
    func longLine() {
        let markdown = String(repeating: "**word** [link](u) `code` ", count: 20_000)
        let lines = MarkdownText.lines(markdown)
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("word link code word"))
    }
}
