import Foundation
import LocaleServices
import Strings
import Testing
@testable import EngineTestSupport
@_spi(Engine) @testable import IVersionCore

/// The update title is one translated format (`iVersionUpdateAvailableTitleFormat`), so each
/// language places the version and chooses its brackets; an app that overrides iVersion's plain
/// title keeps iVersion's " (1.2)".
@Suite("Update title")
struct UpdateTitleTests {
    typealias F = Fixtures

    static let update = UpdateDetails(
        latestVersion: Version("1.2"), releases: [F.feed.releases[0]], isMandatory: false,
        updateURL: nil, releaseDate: nil, fileSizeBytes: nil)

    static func composer(_ locale: String, app: StringsLookup.Source? = nil, _ change: (inout Configuration) -> Void = { _ in }) -> AlertComposer {
        AlertComposer(configuration: F.configuration("1.1", change), preferences: PreferredLanguages([locale]).tags,
                      appStrings: app, timeZone: "UTC")
    }

    @Test("each language's own title format", arguments: [
        ("ja", "新しいバージョンがあります（1.2）"),
        ("zh-Hans", "有可用的新版本（1.2）"),
        ("zh-TW", "有可用的新版本（1.2）"),
        ("ar", "يتوفر إصدار جديد (\u{2066}1.2\u{2069})"),
        ("de", "Neue Version verfügbar (1.2)"),
        ("en", "New version available (1.2)"),
    ])
    func titleFormat(locale: String, title: String) {
        #expect(Self.composer(locale).updateAlert(Self.update).title == title)
    }

    @Test func groupedNotesKeepThePlainTitle() {
        let alert = Self.composer("ja") { $0.groupNotesByVersion = true }.updateAlert(Self.update)
        #expect(alert.title == "新しいバージョンがあります")
    }

    @Test func configuredTitleIsConcatenatedAsIVersionDid() {
        let alert = Self.composer("ja") { $0.labels.updateAvailableTitle = "アップデート" }.updateAlert(Self.update)
        #expect(alert.title == "アップデート (1.2)")
    }

    @Test func appTableWithIVersionsTitleKeepsTheOldConcatenation() throws {
        let app = try AppStrings(["ja": #""iVersionUpdateAvailableTitle" = "最新版";"#])
        let composer = Self.composer("ja", app: app.source)
        #expect(composer.updateAlert(Self.update).title == "最新版 (1.2)")
        #expect(composer.ungroupedTitleKey == .updateAvailableTitle)
        #expect(Self.composer("ja").ungroupedTitleKey == .updateAvailableTitleFormat)
    }

    @Test func appTableWithTheFormatWinsOverItsPlainTitle() throws {
        let app = try AppStrings(["de": #""iVersionUpdateAvailableTitle" = "Neu"; "iVersionUpdateAvailableTitleFormat" = "Version %@ ist da";"#])
        #expect(Self.composer("de", app: app.source).updateAlert(Self.update).title == "Version 1.2 ist da")
    }

    @Test func appFormatWithoutSpecifierStillReadsAndDoesNotCrash() throws {
        let app = try AppStrings(["en": #""iVersionUpdateAvailableTitleFormat" = "Update ready %@ %@";"#])
        let title = Self.composer("en", app: app.source).updateAlert(Self.update).title
        #expect(title.hasPrefix("Update ready 1.2"))
    }

    @Test("the Arabic dual and its neighbours", arguments: [
        (1, "فاتك تحديث واحد"), (2, "فاتك تحديثان"), (3, "فاتك ٣ تحديثات"), (11, "فاتك ١١ تحديثًا"), (100, "فاتك ١٠٠ تحديث"),
    ])
    func arabicMissedUpdates(count: Int, text: String) {
        let releases = (0..<count).map { VersionNotes(version: Version("1.\($0 + 2)")!, lines: ["x"]) }
        let update = UpdateDetails(latestVersion: releases.last!.version, releases: releases, isMandatory: false,
                                   updateURL: nil, releaseDate: nil, fileSizeBytes: nil)
        let composer = Self.composer("ar")
        // The composer names missed updates only when there are several; the plural is the same lookup.
        if count > 1 { #expect(composer.updateAlert(update).missedUpdatesText == text) }
        #expect(composer.missedUpdatesText(count: count) == text)
    }
}

/// An app's own `Localizable.strings` in a temporary directory.
struct AppStrings {
    let directory: URL

    init(_ tables: [String: String]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("app-strings-\(UUID().uuidString)")
        for (language, text) in tables {
            let folder = directory.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
    }

    var source: StringsLookup.Source { .init(bundle: StringsBundle(directory: directory), tables: ["Localizable"]) }
}
