import Foundation
import IVersion
@_spi(Engine) import IVersionCore
import IVersionLocalizations
import LocaleServices
import Testing

@Suite("iversion preview and feed")
struct PreviewAndFeedCommandTests {
    static let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Resources/Demo").standardizedFileURL

    @Test func previewShowsOneAlertPerShippedLanguage() throws {
        let run = try CLI.run(["preview", "--all-languages", "--json"])
        #expect(run.status == 0, "\(run.error)")
        let alerts = try JSONDecoder().decode([AlertModel].self, from: Data(run.output.utf8))
        let languages = LibraryLocalizations.languages
        #expect(languages.count >= 50)
        #expect(alerts.count == languages.count)
        #expect(Set(alerts.map(\.locale.identifier)) == Set(languages), "every language is shown in itself, none falls back")
        #expect(Set(alerts.map(\.title)).count > 40, "titles are translated, not one English title")
        let arabic = try #require(alerts.first { $0.locale.identifier == "ar" })
        #expect(arabic.direction == .rightToLeft)
    }

    @Test func previewAsTextNamesEachLanguage() throws {
        let run = try CLI.run(["preview", "--locale", "ja"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("ja → ja\n"), "\(run.output.prefix(80))")
        #expect(run.output.contains("新しいバージョンがあります"))
    }

    @Test func previewMandatoryOffersOnlyDownload() throws {
        let run = try CLI.run(["preview", "--locale", "de", "--mandatory", "--json"])
        let alerts = try JSONDecoder().decode([AlertModel].self, from: Data(run.output.utf8))
        #expect(alerts.map(\.kind) == [.updateRequired])
        #expect(alerts.first?.buttons.map(\.role) == [.download])
    }

    @Test func feedWritesAVersionsPlistFromALookup() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-feed-\(UUID().uuidString).plist")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try CLI.run(["feed", "--from-lookup", Self.demo.appendingPathComponent("lookup.json").path, "-o", output.path])
        #expect(run.status == 0, "\(run.error)")
        let feed = try VersionsFeed.decode(Array(try Data(contentsOf: output)))
        #expect(feed.releases == [VersionNotes(version: Version("1.2"), lines: ["Sync is twice as fast.", "Dark mode follows the system setting."])])
    }

    @Test func feedMergesIntoAnExistingPlist() throws {
        let run = try CLI.run(["feed", "--from-lookup", Self.demo.appendingPathComponent("lookup.json").path,
                               "--merge-into", Self.demo.appendingPathComponent("local-versions.plist").path])
        #expect(run.status == 0, "\(run.error)")
        let feed = try VersionsFeed.decode(Array(run.output.utf8))
        #expect(feed.releases.map(\.version.text) == ["1.2", "1.1"])
        #expect(feed.releases.first?.lines == ["Sync is twice as fast.", "Dark mode follows the system setting."],
                "the looked-up notes replace the old entry for that version")
    }

    @Test(arguments: [
        ("{\"resultCount\": 0, \"results\": []}", "the lookup found no app"),
        ("{\"resultCount\": 1, \"results\": [{\"version\": ", "error: "),
        ("[1, 2, 3]", "error: "),
    ])
    func feedRejectsBadLookups(json: String, message: String) throws {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("iversion-lookup-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: input) }
        try Data(json.utf8).write(to: input)
        let run = try CLI.run(["feed", "--from-lookup", input.path])
        #expect(run.status == 1)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(run.error.contains(input.path), "the error names the file")
        #expect(run.output.isEmpty, "nothing half-written")
    }

    @Test func feedNamesAMissingFile() throws {
        let run = try CLI.run(["feed", "--from-lookup", "/nonexistent/lookup.json"])
        #expect(run.status == 1)
        #expect(run.error.contains("no such file: /nonexistent/lookup.json"), "\(run.error)")
    }
}
