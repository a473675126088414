import Foundation
import IVersionLocalizations
import LocaleServices
import Testing
@testable import IVersion
@testable import IVersionNotifier
@_spi(Engine) import IVersionCore

/// The notice a terminal shows is worded by the translations, punctuation included, and keeps its
/// direction in right-to-left languages.
@Suite("TerminalAlertRenderer in the user's language")
struct TerminalLanguageTests {
    static let update = UpdateDetails(
        latestVersion: "1.2", releases: [VersionNotes(version: "1.2", lines: ["Faster sync"])],
        isMandatory: false, updateURL: URL(string: "https://example.com/tool"), releaseDate: nil, fileSizeBytes: nil)

    static func alert(_ language: String, name: String = "Tool", mandatory: Bool = false) throws -> AlertModel {
        var update = Self.update
        update.isMandatory = mandatory
        let configuration = Configuration(applicationVersion: "1.1", applicationBundleID: "com.example.tool", applicationName: name)
        return AlertComposer(configuration: configuration, preferences: [try LanguageTag(parsing: language)], timeZone: "UTC")
            .updateAlert(update)
    }

    @Test("the label and its punctuation come from the translation", arguments: [
        ("en", "Download: https://example.com/tool"),
        ("fr", "Télécharger\u{00A0}: https://example.com/tool"),
        ("fr-CA", "Télécharger\u{00A0}: https://example.com/tool"),
        ("ja", "ダウンロード：https://example.com/tool"),
        ("zh-Hans", "下载：https://example.com/tool"),
    ])
    func downloadLine(language: String, line: String) throws {
        let notice = TerminalAlertRenderer(width: 200, style: .line, footer: .downloadLink).render(try Self.alert(language))
        #expect(notice.hasSuffix(" · " + line), "\(notice)")
    }

    /// Inside the right-to-left isolate the renderer wraps a line in, the first strong character is
    /// right to left, although the title starts with a Latin app name and the line ends with a URL.
    @Test("right-to-left notices start right to left", arguments: ["ar", "fa", "he", "ur"])
    func rightToLeftLine(language: String) throws {
        #expect(LibraryLocalizations.languages.contains(language))
        for mandatory in [false, true] {
            let notice = TerminalAlertRenderer(width: 200, style: .line, footer: .downloadLink)
                .render(try Self.alert(language, name: "Notes Demo", mandatory: mandatory))
            #expect(notice.hasPrefix("\u{2067}") && notice.hasSuffix("\u{2069}"))
            let inner = String(String.UnicodeScalarView(notice.unicodeScalars.dropFirst().dropLast()))
            #expect(Self.firstStrongIsRightToLeft(inner), "\(language): \(inner.debugDescription)")
            #expect(inner.contains("\u{2066}https://example.com/tool\u{2069}"))
        }
    }

    /// UAX #9 P2: the first letter outside isolates, right to left when it is Hebrew or Arabic script.
    static func firstStrongIsRightToLeft(_ text: String) -> Bool {
        var depth = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066...0x2068: depth += 1
            case 0x2069: depth = max(depth - 1, 0)
            case _ where depth > 0 || !scalar.properties.isAlphabetic: continue
            default: return (0x0590...0x08FF).contains(scalar.value) || (0xFB1D...0xFEFF).contains(scalar.value)
            }
        }
        return false
    }
}
