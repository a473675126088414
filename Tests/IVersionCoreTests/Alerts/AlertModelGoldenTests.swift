import Foundation
import LocaleServices
import PropertySupport
import Testing
@_spi(Engine) @testable import IVersionCore

/// The wire shape of `AlertModel`, pinned: a renamed or retyped field is a failing test, not a surprise
/// for the apps and servers that read the JSON (`iversion check --json`, previews, web UIs).
@Suite("AlertModel wire shape")
struct AlertModelGoldenTests {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func encoded(_ alert: AlertModel) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(alert), as: UTF8.self) + "\n"
    }

    static let update = UpdateDetails(
        latestVersion: "1.2", releases: [VersionNotes(version: "1.2", lines: ["Faster sync", "Dark mode"]),
                                         VersionNotes(version: "1.1", lines: ["Search in notes"])],
        updateURL: URL(string: "https://apps.apple.com/app/id123456789"),
        releaseDate: Date(timeIntervalSince1970: 1_795_000_000), fileSizeBytes: 45_200_000)

    @Test("the composed alerts encode exactly as the golden files", arguments: ["update-alert-en", "update-alert-ar", "local-alert-en"])
    func matchesGolden(name: String) throws {
        let configuration = Configuration(applicationVersion: "1.1", applicationBundleID: "com.example.notes", applicationName: "Notes")
        let language = name.hasSuffix("ar") ? "ar" : "en"
        let composer = AlertComposer(configuration: configuration, preferences: [try LanguageTag(parsing: language)], timeZone: "UTC")
        let alert = name.hasPrefix("local")
            ? composer.localAlert(LocalNotes(version: "1.2", releases: Self.update.releases))
            : composer.updateAlert(Self.update)
        let file = Self.golden.appendingPathComponent(name + ".json")
        // IVERSION_RECORD_GOLDEN=1 swift test --filter AlertModelGolden writes the files anew, and fails: review the diff.
        try GoldenFile(file).expectMatches(Self.encoded(alert))
        let expected = try String(contentsOf: file, encoding: .utf8)
        // And the golden file reads back to the same model.
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(AlertModel.self, from: Data(expected.utf8)) == alert)
    }

    @Test func appsCanBuildPreviewsWithThePublicInitialiser() throws {
        let preview = AlertModel(kind: .updateAvailable, title: "New version available (1.2)", message: "Dark mode",
                                 buttons: [.init(role: .download, label: "Download", isPreferred: true)],
                                 locale: .english, version: "1.2")
        #expect(preview.offers(.download) && !preview.offers(.ignore))
        #expect(preview.direction == .leftToRight && preview.sections.isEmpty && preview.updateURL == nil)
    }
}
