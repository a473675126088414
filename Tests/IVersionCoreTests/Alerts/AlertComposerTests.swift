import Foundation
import LocaleServices
import Testing
@testable import EngineTestSupport
@_spi(Engine) @testable import IVersionCore

@Suite("AlertComposer")
struct AlertComposerTests {
    typealias F = Fixtures

    static func composer(_ locale: String, _ change: (inout Configuration) -> Void = { _ in }) -> AlertComposer {
        AlertComposer(configuration: F.configuration("1.1", change), preferences: PreferredLanguages([locale]).tags, timeZone: "UTC")
    }

    static let update = UpdateDetails(
        latestVersion: Version("1.2"), releases: [F.feed.releases[0]], isMandatory: false,
        updateURL: URL(string: "https://apps.apple.com/app/id123456789"), releaseDate: Date(timeIntervalSince1970: 1_795_000_000),
        fileSizeBytes: 45_200_000)

    static let threeMissed = UpdateDetails(
        latestVersion: Version("1.3"), releases: [VersionNotes(version: Version("1.3"), lines: ["Widgets"])] + F.feed.releases,
        isMandatory: false, updateURL: nil, releaseDate: nil, fileSizeBytes: nil)

    struct Expected: Sendable {
        let locale, title, buttons, released, size, missed: String
    }

    static let languages: [Expected] = [
        Expected(locale: "en", title: "New version available (1.2)", buttons: "Download|Ignore|Remind Me Later",
                 released: "Released on Nov 18, 2026", size: "Download size: 45.2 MB", missed: "You missed 4 updates"),
        Expected(locale: "de-DE", title: "Neue Version verfügbar (1.2)", buttons: "Herunterladen|Ignorieren|Später erinnern",
                 released: "Veröffentlicht am 18.11.2026", size: "Downloadgröße: 45,2 MB", missed: "Du hast 4 Updates verpasst"),
        Expected(locale: "ja-JP", title: "新しいバージョンがあります（1.2）", buttons: "ダウンロード|無視|後で通知",
                 released: "リリース日：2026/11/18", size: "ダウンロードサイズ：45.2 MB", missed: "4 件のアップデートを見逃しました"),
        Expected(locale: "ar", title: "يتوفر إصدار جديد (\u{2066}1.2\u{2069})", buttons: "تنزيل|تجاهل|ذكّرني لاحقًا",
                 released: "صدر في \u{2068}١٨‏/١١‏/٢٠٢٦\u{2069}", size: "حجم التنزيل: ٤٥٫٢ م.ب", missed: "فاتك ٤ تحديثات"),
        Expected(locale: "ru", title: "Доступна новая версия (1.2)", buttons: "Загрузить|Пропустить|Напомнить позже",
                 released: "Дата выпуска: 18 нояб. 2026\u{202F}г.", size: "Размер загрузки: 45,2 МБ", missed: "Вы пропустили 4 обновления"),
    ]

    @Test("the same update alert in five languages", arguments: languages)
    func updateAlert(expected: Expected) {
        let composer = Self.composer(expected.locale)
        let alert = composer.updateAlert(Self.update)
        #expect(alert.kind == .updateAvailable)
        #expect(alert.title == expected.title)
        #expect(alert.message == "Faster sync\nDark mode")
        #expect(alert.buttons.map(\.label).joined(separator: "|") == expected.buttons)
        #expect(alert.buttons.map(\.role) == [.download, .ignore, .remind])
        #expect(alert.releaseDateText == expected.released)
        #expect(alert.downloadSizeText == expected.size)
        #expect(alert.missedUpdatesText == nil)
        #expect(composer.updateAlert(Self.threeMissed).missedUpdatesText == expected.missed)
        #expect(alert.direction == (expected.locale == "ar" ? .rightToLeft : .leftToRight))
        #expect(alert.updateURL == URL(string: "https://apps.apple.com/app/id123456789"))
    }

    @Test func missedVersionsUngroupedReadLikeIVersion() {
        let alert = Self.composer("en").updateAlert(Self.threeMissed)
        #expect(alert.title == "New version available (1.3)")
        #expect(alert.message == "Widgets\nFaster sync\nDark mode\nSearch in notes\nFirst release")
        #expect(alert.sections.map(\.label) == ["Version 1.3", "Version 1.2", "Version 1.1", "Version 1.0"])
    }

    @Test func missedVersionsGroupedReadLikeIVersion() {
        let alert = Self.composer("en") { $0.groupNotesByVersion = true }.updateAlert(Self.threeMissed)
        #expect(alert.title == "New version available")
        #expect(alert.message == """
        Version 1.3

        Widgets

        Version 1.2

        Faster sync
        Dark mode

        Version 1.1

        Search in notes

        Version 1.0

        First release
        """)
        let arabic = Self.composer("ar") { $0.groupNotesByVersion = true }.updateAlert(Self.threeMissed)
        #expect(arabic.message.hasPrefix("الإصدار \u{2066}1.3\u{2069}\n\nWidgets\n\n"))
    }

    @Test func localAlert() {
        let notes = LocalNotes(version: Version("1.2"), releases: [F.feed.releases[0], F.feed.releases[1]])
        let alert = Self.composer("de").localAlert(notes)
        #expect(alert.kind == .newInThisVersion)
        #expect(alert.title == "Neu in dieser Version")
        #expect(alert.message == "Faster sync\nDark mode\nSearch in notes")
        #expect(alert.buttons == [.init(role: .ok, label: "OK", isPreferred: true)])
        #expect(alert.version == "1.2")
    }

    @Test func mandatoryUpdateOffersDownloadOnly() {
        var required = Self.update
        required.isMandatory = true
        let alert = Self.composer("en").updateAlert(required)
        #expect(alert.kind == .updateRequired)
        #expect(alert.title == "Notes needs to be updated")
        #expect(alert.message == "This version of Notes is no longer supported. Please update to version 1.2 or later to keep using it.\n\nFaster sync\nDark mode")
        #expect(alert.buttons.map(\.role) == [.download])
    }

    @Test("Download is offered only with a URL to open; a mandatory update without one has no button", arguments: [
        (false, false, [UserResponse.ignore, .remind]), (true, false, []), (false, true, [.ignore, .remind]),
    ])
    func noURLNoDownload(mandatory: Bool, informational: Bool, roles: [UserResponse]) {
        var update = Self.update
        update.updateURL = nil
        update.isMandatory = mandatory
        update.isInformational = informational
        let alert = Self.composer("en").updateAlert(update)
        #expect(alert.buttons.map(\.role) == roles)
        #expect(alert.updateURL == nil)
        update.updateURL = URL(string: "https://example.com/notes")
        #expect(Self.composer("en").updateAlert(update).buttons.first?.role == .download, "with a URL, Download (or Learn More) leads")
    }

    @Test("priority hides buttons", arguments: [
        (UpdatePriority.default, [UserResponse.download, .ignore, .remind]), (.low, [.download, .ignore, .remind]),
        (.medium, [.download, .remind]), (.high, [.download]),
    ])
    func priority(priority: UpdatePriority, roles: [UserResponse]) {
        #expect(Self.composer("en") { $0.updatePriority = priority }.updateAlert(Self.update).buttons.map(\.role) == roles)
    }

    @Test func labelOverridesWinAndAHiddenRemindIsLeftOut() {
        let alert = Self.composer("fr") {
            $0.labels.updateAvailableTitle = "Mise à jour"
            $0.labels.remindButton = .hidden
            $0.labels.downloadButton = "Installer"
        }.updateAlert(Self.update)
        #expect(alert.title == "Mise à jour (1.2)")
        #expect(alert.buttons.map(\.label) == ["Installer", "Ignorer"])
    }

    @Test func unknownLanguageFallsBackToEnglish() {
        let alert = Self.composer("tlh").updateAlert(Self.update)
        #expect(alert.title == "New version available (1.2)")
        #expect(alert.locale == .english)
    }

    @Test func alertModelJSONShapeIsStable() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(Self.composer("en").localAlert(LocalNotes(version: Version("1.1"), releases: [F.feed.releases[1]]))), as: UTF8.self)
        #expect(json == #"{"buttons":[{"isPreferred":true,"label":"OK","role":"ok"}],"direction":"leftToRight","kind":"newInThisVersion","locale":"en","message":"Search in notes","sections":[{"label":"Version 1.1","lines":["Search in notes"],"version":"1.1"}],"title":"New in this version","version":"1.1"}"#)
        let decoded = try JSONDecoder().decode(AlertModel.self, from: Data(json.utf8))
        #expect(decoded.title == "New in this version")
    }
}
