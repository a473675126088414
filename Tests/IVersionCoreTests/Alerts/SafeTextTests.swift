import Foundation
import LocaleServices
import Testing
@_spi(Engine) @_spi(Fuzzing) @testable import IVersionCore

/// Issue 14, case 4: text from feeds never carries terminal controls or unbalanced bidi into a model
/// (the policies themselves are tested in IVersionSupportTests, `SafeTextPolicyTests`).
@Suite("Safe text in alert models")
struct SafeTextTests {
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
            let bad = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }
            #expect(bad.isEmpty, "\(String(reflecting: text))")
        }
        #expect(alert.sections.first?.lines == ["[2J]0;titleFix", "Overwrite1mevil"])
    }
}
