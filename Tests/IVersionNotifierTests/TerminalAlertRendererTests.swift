import Foundation
import Testing
@testable import IVersion
@testable import IVersionNotifier
import LocaleServices

@Suite("TerminalAlertRenderer")
struct TerminalAlertRendererTests {
    @Test("terminal columns", arguments: [
        ("Download", 8), ("新しい", 6), ("ダウンロード", 12), ("é", 1), ("e\u{301}", 1), ("\u{2066}1.2\u{2069}", 3), ("한국어", 6),
    ])
    func columns(text: String, expected: Int) {
        #expect(TerminalColumns.count(text) == expected)
    }

    @Test func wrappingBreaksAfterSpacesAndCutsOnlyWordsWiderThanTheLine() {
        #expect(TerminalColumns.wrap("Sync is twice as fast", width: 10) == ["Sync is", "twice as", "fast"])
        #expect(TerminalColumns.wrap("https://example.com/a/long/path", width: 12) == ["https://exam", "ple.com/a/lo", "ng/path"])
        #expect(TerminalColumns.wrap("ダウンロード", width: 5) == ["ダウ", "ンロ", "ード"], "a wide character is never split")
        #expect(TerminalColumns.wrap("", width: 10) == [""])
        #expect(TerminalColumns.wrap("short", width: 10) == ["short"])
    }

    static func alert(message: String = "Sync is twice as fast\nDark mode", direction: TextDirection = .leftToRight,
                      title: String = "New version available (1.2)") throws -> AlertModel {
        AlertModel(kind: .updateAvailable, title: title, message: message,
                   buttons: [.init(role: .download, label: "Download", isPreferred: true),
                             .init(role: .ignore, label: "Ignore", isPreferred: false)],
                   locale: try LanguageTag(parsing: direction == .rightToLeft ? "ar" : "en"), direction: direction,
                   version: "1.2", updateURL: URL(string: "https://example.com/app"),
                   linkText: "Download: " + direction.isolating("https://example.com/app"))
    }

    @Test func theBoxNeverExceedsTheTerminal() throws {
        let long = String(repeating: "a very long note ", count: 20)
        for width in [24, 40, 80, 120] {
            let text = TerminalAlertRenderer(width: width).render(try Self.alert(message: long))
            for line in text.split(separator: "\n").map(String.init) {
                #expect(TerminalColumns.count(line) <= width, "width \(width): \(line)")
            }
            #expect(text.contains("a very long"), "the note is wrapped, not dropped")
        }
    }

    @Test func theBoxShowsButtonsOrTheDownloadLink() throws {
        let alert = try Self.alert()
        #expect(TerminalAlertRenderer().render(alert).contains("│ [ Download ]  ( Ignore )"))
        let notice = TerminalAlertRenderer(footer: .downloadLink).render(alert)
        #expect(notice.contains("│ Download: https://example.com/app"))
        #expect(!notice.contains("Ignore"))
    }

    @Test func notesAreCappedWithAnEllipsis() throws {
        let alert = try Self.alert(message: (1...10).map { "note \($0)" }.joined(separator: "\n"))
        let text = TerminalAlertRenderer(footer: .downloadLink, maximumNoteLines: 3).render(alert)
        #expect(text.contains("note 3"))
        #expect(!text.contains("note 4"))
        #expect(text.contains("│ …"))
    }

    @Test func oneLineForNarrowTerminalsOrWhenAsked() throws {
        let alert = try Self.alert()
        let expected = "New version available (1.2) · Download: https://example.com/app"
        #expect(TerminalAlertRenderer(width: 20, footer: .downloadLink).render(alert) == expected)
        #expect(TerminalAlertRenderer(width: 200, style: .line, footer: .downloadLink).render(alert) == expected)
    }

    @Test func rightToLeftIsRightAlignedIsolatedAndKeepsTheURLInOrder() throws {
        let alert = try Self.alert(message: "مزامنة أسرع", direction: .rightToLeft, title: "يتوفر إصدار جديد")
        let lines = TerminalAlertRenderer(width: 60, footer: .downloadLink).render(alert).split(separator: "\n").map(String.init)
        let title = try #require(lines.first { $0.contains("يتوفر") })
        #expect(title.hasPrefix("│ "))
        #expect(title.hasSuffix("\u{2067}يتوفر إصدار جديد\u{2069} │"))
        let link = try #require(lines.first { $0.contains("https") })
        #expect(link.contains("\u{2066}https://example.com/app\u{2069}"))
    }

    @Test func controlCharactersNeverReachTheTerminal() throws {
        // An app's own labels can build a model with anything in it.
        var alert = try Self.alert(message: "Fixes\u{1B}[2J\rMore\u{07}", title: "Title\u{1B}]0;pwned\u{07}")
        alert.buttons[0].label = "Down\u{1B}[31mload"
        for renderer in [TerminalAlertRenderer(), TerminalAlertRenderer(style: .line, footer: .downloadLink)] {
            let text = renderer.render(alert)
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) },
                    "\(text.debugDescription)")
        }
    }

    @Test func bidiOverridesNeverReachTheTerminalEvenBalanced() throws {
        // A model may hold a balanced override (an app's own label, a note); a terminal that lays out bidi
        // text would show `exe.txt` as `txt.exe`.
        var alert = try Self.alert(message: "Open \u{202E}exe.txt\u{202C} now\n\u{202D}x", direction: .rightToLeft, title: "\u{202E}eltit\u{202C}")
        alert.buttons[0].label = "Down\u{202E}daol\u{202C}"
        for renderer in [TerminalAlertRenderer(), TerminalAlertRenderer(style: .line, footer: .downloadLink)] {
            let text = renderer.render(alert)
            #expect(!text.unicodeScalars.contains { $0 == "\u{202D}" || $0 == "\u{202E}" || $0 == "\u{202C}" }, "\(text.debugDescription)")
            // The renderer's own isolates stay, balanced.
            #expect(text.unicodeScalars.filter { $0 == "\u{2067}" }.count >= 1)
        }
        #expect(TerminalAlertRenderer().render(alert).contains("Open exe.txt now"))
    }
}
