import Foundation
import LocaleServices
import Testing
@testable import IVersionCore

/// Issue 14, case 4: text from feeds never carries terminal controls or unbalanced bidi into a model.
@Suite("Safe text in alert models")
struct SafeTextTests {
    @Test("controls, line breaks and bidi", arguments: [
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
        ("balanced embedding kept", "a\u{202B}b\u{202C}c", ["a\u{202B}b\u{202C}c"]),
        ("balanced isolate kept", "v \u{2068}1.2\u{2069}", ["v \u{2068}1.2\u{2069}"]),
        ("stray PDF and PDI removed", "a\u{202C}b\u{2069}c", ["abc"]),
        ("override open inside an isolate is dropped", "\u{2067}x\u{202E}y\u{2069}", ["\u{2067}xy\u{2069}"]),
        ("override does not cross a line", "\u{202E}a\nb\u{202C}", ["a", "b"]),
        ("empty", "", [""]),
    ])
    func lines(name: String, input: String, expected: [String]) {
        #expect(SafeText.lines(input) == expected, "\(name)")
        #expect(SafeText.line(input) == expected.joined(separator: " "), "\(name)")
    }

    @Test("an update alert from a hostile feed carries no control character anywhere")
    func hostileUpdateAlert() throws {
        var configuration = Configuration(applicationVersion: Version("1.0"), applicationBundleID: "com.example.app")
        configuration.applicationName = "App\u{1B}[31m\u{202E}"
        let composer = AlertComposer(configuration: configuration, preferences: [try LanguageTag(parsing: "en")])
        let notes = VersionNotes(version: Version("1.1"), text: "\u{1B}[2J\u{1B}]0;title\u{7}Fix\rOverwrite\u{9B}1m\u{202E}evil")
        let update = UpdateDetails(latestVersion: Version("1.1"), releases: [notes], isMandatory: true)
        let alert = composer.updateAlert(update)
        let sectionTexts: [String] = alert.sections.flatMap { [$0.label] + $0.lines }
        let texts: [String] = [alert.title, alert.message] + sectionTexts + alert.buttons.map { $0.label }
        for text in texts {
            let bad = text.unicodeScalars.filter { (SafeText.isControl($0) && $0 != "\n") || $0 == "\u{202E}" }
            #expect(bad.isEmpty, "\(String(reflecting: text))")
        }
        #expect(alert.sections.first?.lines == ["[2J]0;titleFix", "Overwrite1mevil"])
    }
}
