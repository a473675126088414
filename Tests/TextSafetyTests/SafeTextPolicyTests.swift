import PropertySupport
import Testing
import TextSafety

/// The one text-safety type, policy by policy: what each output does with the characters `UnsafeScalar`
/// names, and that every policy stays linear in the text.
@Suite("Safe text: policies")
struct SafeTextPolicyTests {
    @Test(
        "strip: what enters a model",
        arguments: [
            ("plain", "Bug fixes", ["Bug fixes"]),
            ("clear screen", "\u{1B}[2JFixed", ["[2JFixed"]),
            ("window title", "\u{1B}]0;pwned\u{7}notes", ["]0;pwnednotes"]),
            ("carriage return overwrite", "safe\rEVIL", ["safe", "EVIL"]),
            ("CRLF and LF", "a\r\nb\nc", ["a", "b", "c"]),
            ("NEL, LS, PS", "a\u{85}b\u{2028}c\u{2029}d", ["a", "b", "c", "d"]),
            ("C1 CSI", "x\u{9B}31my", ["x31my"]),
            ("NUL, BEL, DEL, backspace", "a\u{0}b\u{7}c\u{7F}d\u{8}e", ["abcde"]),
            ("tab", "a\tb", ["a b"]),
            ("unbalanced override", "Notes \u{202E}ppa", ["Notes ppa"]),
            ("balanced override kept", "a\u{202E}b\u{202C}c", ["a\u{202E}b\u{202C}c"]),
            ("balanced embedding kept", "a\u{202B}b\u{202C}c", ["a\u{202B}b\u{202C}c"]),
            ("balanced isolate kept", "v \u{2068}1.2\u{2069}", ["v \u{2068}1.2\u{2069}"]),
            ("stray PDF and PDI removed", "a\u{202C}b\u{2069}c", ["abc"]),
            ("override open inside an isolate is dropped", "\u{2067}x\u{202E}y\u{2069}", ["\u{2067}xy\u{2069}"]),
            ("override does not cross a line", "\u{202E}a\nb\u{202C}", ["a", "b"]),
            ("marks kept", "\u{200F}abc\u{200E}", ["\u{200F}abc\u{200E}"]),
            ("empty", "", [""]),
        ])
    func strip(name: String, input: String, expected: [String]) {
        #expect(SafeText.lines(input, .strip) == expected, "\(name)")
        #expect(SafeText.line(input) == expected.joined(separator: " "), "\(name)")
    }

    @Test(
        "terminal: as strip, and no bidi override even when balanced",
        arguments: [
            ("balanced override removed with its PDF", "a\u{202E}exe.txt\u{202C}b", ["aexe.txtb"]),
            ("LRO too", "\u{202D}x\u{202C}", ["x"]),
            ("unbalanced override removed", "Notes \u{202E}ppa", ["Notes ppa"]),
            (
                "embedding kept, the override inside it removed", "\u{202B}a\u{202E}b\u{202C}c\u{202C}",
                ["\u{202B}abc\u{202C}"]
            ),
            (
                "override inside an isolate removed, the isolate kept", "\u{2067}x\u{202E}y\u{202C}\u{2069}",
                ["\u{2067}xy\u{2069}"]
            ),
            ("balanced embedding kept", "a\u{202B}b\u{202C}c", ["a\u{202B}b\u{202C}c"]),
            ("controls and escape sequences", "\u{1B}]0;title\u{7}\u{9B}31mok", ["]0;title31mok"]),
            ("lines", "a\r\nb", ["a", "b"]),
        ])
    func terminal(name: String, input: String, expected: [String]) {
        #expect(SafeText.lines(input, .terminal) == expected, "\(name)")
        #expect(SafeText.line(input, .terminal) == expected.joined(separator: " "), "\(name)")
    }

    @Test(
        "escape: what a diagnostic shows",
        arguments: [
            ("fr lacks \"a\"", "fr lacks \"a\""),
            ("日本語 Résumé ％@", "日本語 Résumé ％@"),
            ("\u{1B}[2J", "\\u{1b}[2J"),
            ("a\nb\rc\td", "a\\u{a}b\\u{d}c\\u{9}d"),
            ("nul\u{0}", "nul\\u{0}"),
            ("del\u{7F} c1\u{85}", "del\\u{7f} c1\\u{85}"),
            ("\u{202E}txt.exe", "\\u{202e}txt.exe"),
            ("\u{2066}iso\u{2069}", "\\u{2066}iso\\u{2069}"),
            ("line\u{2028}sep", "line\\u{2028}sep"),
            ("marks \u{200E}\u{200F}\u{061C}", "marks \\u{200e}\\u{200f}\\u{61c}"),
        ])
    func escape(text: String, printed: String) {
        #expect(SafeText.line(text, .escape) == printed)
    }

    @Test("escape: lines split at line breaks, each escaped")
    func escapedLines() {
        #expect(SafeText.lines("a\u{1B}\r\nb\tc", .escape) == ["a\\u{1b}", "b\\u{9}c"])
    }

    @Test(
        "CI log: escaped, and no workflow command",
        arguments: [
            ("  ::error::x", "  \\u{3a}:error::x"),
            ("a ##[add-mask]secret", "a ##\\u{5b}add-mask]secret"),
            ("#\u{AD}#[x]", "#\u{AD}#\\u{5b}x]"),
            ("\u{1B}::error::x", "\\u{1b}::error::x"),
            ("##\u{1B}[x", "##\\u{1b}[x"),
            ("path:1:1: error: x", "path:1:1: error: x"),
        ])
    func ciLog(text: String, printed: String) {
        #expect(SafeText.line(text, .ciLog) == printed)
    }

    @Test("the legacy-command scan looks through ignorables and starts again after each `[`")
    func legacyScan() {
        func escapedPositions(_ text: String) -> [Int] {
            var scan = LegacyWorkflowCommandScan()
            return text.unicodeScalars.enumerated().compactMap { scan.startsCommand($0.element) ? $0.offset : nil }
        }
        #expect(escapedPositions("##[") == [2])
        #expect(escapedPositions("#\u{200B}#\u{2060}[") == [4])
        #expect(escapedPositions("# #[") == [])
        #expect(escapedPositions("##[[##[") == [2, 6])
        #expect(escapedPositions("###x[") == [])
    }

    @Test(
        "HTML: entities and U+FFFD for controls",
        arguments: [
            ("plain", "plain"), ("a < b > c", "a &lt; b &gt; c"), ("\"q\" 'a' &", "&quot;q&quot; &#39;a&#39; &amp;"),
            ("bell\u{7}nul\u{0}c1\u{85}", "bell\u{FFFD}nul\u{FFFD}c1\u{FFFD}"), ("line\nnext\ttab", "line\nnext\ttab"),
            ("cr\r", "cr\u{FFFD}"), ("\u{2067}1.2\u{2069} \u{FEFF}", "\u{2067}1.2\u{2069} \u{FEFF}"),
        ])
    func html(text: String, escaped: String) {
        #expect(SafeText.line(text, .html) == escaped)
    }

    @Test("one definition: every policy treats the same scalars as unsafe")
    func oneDefinition() {
        for value in UInt32(0)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "b"
            let unsafe = UnsafeScalar(scalar) != nil
            // Escaped in a diagnostic exactly when unsafe; changed in a model only when unsafe.
            #expect((SafeText.line(text, .escape) != text) == unsafe, "U+\(String(value, radix: 16))")
            if !unsafe {
                #expect(SafeText.lines(text, .strip) == [text], "U+\(String(value, radix: 16))")
                #expect(SafeText.lines(text, .terminal) == [text], "U+\(String(value, radix: 16))")
            }
        }
    }

    @Test("every policy is linear: 100,000 RLO then 100,000 PDF and PDI, 10 times the size")
    func linear() {
        func hostile(_ count: Int) -> String {
            String(repeating: "\u{202E}a\u{2067}", count: count)
                + String(repeating: "\u{202C}\u{2069}#\u{AD}#[\u{1B}<", count: count)
        }
        let small = hostile(10_000)
        let large = hostile(100_000)
        for policy in [SafeText.Policy.strip, .terminal, .escape, .ciLog, .html] {
            let ratio = GrowthRatio.measure(
                small: { _ = SafeText.lines(small, policy) }, large: { _ = SafeText.lines(large, policy) })
            // Linear is about 10; the quadratic stack search this replaced was about 100.
            #expect(ratio < 35, "\(policy): \(ratio)")
        }
    }
}
