import Foundation
import IVersionLocalizations
import LocaleServices
import Testing
@_spi(Engine) @testable import IVersionCore

/// In every right-to-left language shipped, each sentence of a model reads right to left for a client that
/// takes the direction from the first strong character (UAX #9, rules P2–P3), however the values from
/// outside in it (a Latin app name, a version, a date, a URL) begin: they are isolated, and P2 skips
/// isolated text.
@Suite("Right-to-left alerts: values from outside are isolated")
struct RightToLeftIsolationTests {
    /// The shipped languages ICU lays out right to left (ar, fa, he, ur today), found rather than listed.
    static let rightToLeft: [String] = LibraryLocalizations.languages.filter { language in
        (try? LanguageTag(parsing: language)).map(TextDirection.init(of:)) == .rightToLeft
    }

    static let update = UpdateDetails(
        latestVersion: "1.2", releases: [VersionNotes(version: "1.2", lines: ["Faster sync"])],
        updateURL: URL(string: "https://example.com/notes.zip"), releaseDate: Date(timeIntervalSince1970: 1_795_000_000),
        fileSizeBytes: 45_200_000)

    @Test func rightToLeftLanguagesAreFound() {
        #expect(Set(["ar", "fa", "he", "ur"]).isSubset(of: Set(Self.rightToLeft)), "\(Self.rightToLeft)")
    }

    @Test("each title and sentence starts right to left", arguments: rightToLeft)
    func firstStrongIsRightToLeft(language: String) throws {
        let composer = AlertComposer(
            configuration: Configuration(applicationVersion: "1.1", applicationBundleID: "com.example.notes", applicationName: "Notes Demo"),
            preferences: [try LanguageTag(parsing: language)], timeZone: "UTC")
        var mandatory = Self.update
        mandatory.isMandatory = true
        let required = composer.updateAlert(mandatory)
        let available = composer.updateAlert(Self.update)
        let local = composer.localAlert(LocalNotes(version: "1.2", releases: Self.update.releases))
        let outcomes: [CheckOutcome] = [
            .upToDate, .updateAvailable(version: "1.2", isMandatory: true), .updateAvailable(version: "1.2", isMandatory: false),
            .ignored(version: "1.2"), .deferred(until: Date(timeIntervalSince1970: 1_795_737_600), reason: .remindPeriod),
            .notChecked(reason: .nothingToCheck), .failed(failures: []),
        ]
        let texts: [(String, String?)] = [
            ("mandatory title", required.title), ("mandatory message", required.message), ("title", available.title),
            ("local title", local.title), ("release date", available.releaseDateText), ("download size", available.downloadSizeText),
            ("link", available.linkText), ("section label", available.sections.first?.label),
        ] + outcomes.map { ("summary of \($0)", composer.summary($0)) }
        for (name, text) in texts {
            let text = try #require(text, "\(language): \(name)")
            #expect(Self.firstStrongDirection(text) == .rightToLeft, "\(language): \(name): \(text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())")
        }
    }

    /// The direction of the first strong character outside isolates (UAX #9, P2), from the scripts'
    /// ranges: Hebrew, Arabic (with its supplements and presentation forms), Syriac, Thaana, NKo, and the
    /// right-to-left and Arabic letter marks; any other letter is left to right. Nil when there is none.
    static func firstStrongDirection(_ text: String) -> TextDirection? {
        var depth = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066...0x2068: depth += 1
            case 0x2069: depth = max(depth - 1, 0)
            case _ where depth > 0: continue
            case 0x200F, 0x061C: return .rightToLeft
            case 0x200E: return .leftToRight
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: if scalar.properties.isAlphabetic { return .rightToLeft }
            default: if scalar.properties.isAlphabetic { return .leftToRight }
            }
        }
        return nil
    }

    @Test func firstStrongSkipsIsolates() {
        #expect(Self.firstStrongDirection("Notes Demo باید به‌روز شود") == .leftToRight)
        #expect(Self.firstStrongDirection("\u{2068}Notes Demo\u{2069} باید به‌روز شود") == .rightToLeft)
        #expect(Self.firstStrongDirection("(\u{2066}1.2\u{2069}) يتوفر") == .rightToLeft)
    }
}
