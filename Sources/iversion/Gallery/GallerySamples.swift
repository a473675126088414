import Foundation
import IVersion
import IVersionDemoData
import LocaleServices
import Strings
@_spi(Engine) import IVersionCore

/// Builds the gallery's alerts for one language from the demo data: every kind an app can show,
/// worded by the real ``AlertComposer``, each string tagged with its key and origin.
struct GallerySamples: Sendable {
    /// The counts of the "missed updates" card: each plural category of most languages, and
    /// the numbers where languages differ (Arabic 3/11/100, Welsh 3, Russian 5/21…).
    static let missedCounts = [1, 2, 3, 5, 11, 21, 100]

    let update: UpdateDetails
    let grouped: UpdateDetails
    let local: LocalNotes
    let appName = "Notes Demo"

    /// The demo's releases: 1.2 (three notes) is the update; 1.0 → 1.2 the grouped and missed ones.
    static func demo() throws -> GallerySamples {
        let feed = try VersionsFeed.decode(DemoData.bytes("versions.plist"))
        let store = try AppStoreLookup.decode(DemoData.bytes("lookup.json"))
        let latest = feed.releases[0]
        let update = UpdateDetails(
            latestVersion: latest.version, releases: [latest], isMandatory: false, updateURL: store?.storeURL,
            releaseDate: store?.releaseDate ?? Date(timeIntervalSince1970: 1_795_000_000), fileSizeBytes: store?.fileSizeBytes ?? 45_200_000)
        var grouped = update
        grouped.releases = feed.releases(newerThan: Version("1.0"), upTo: nil)
        return GallerySamples(update: update, grouped: grouped, local: LocalNotes(version: latest.version, releases: [latest]))
    }

    /// The alerts of one localisation folder, worded as a user whose language it is would see them.
    func alerts(folder: String, appStrings: StringsLookup.Source?) -> (locale: LanguageTag, direction: TextDirection, alerts: [GalleryAlert]) {
        let preferences = PreferredLanguages([folder]).tags
        var configuration = Configuration(applicationVersion: Version("1.0"), applicationBundleID: "com.example.notes", applicationName: appName)
        let plain = AlertComposer(configuration: configuration, preferences: preferences, appStrings: appStrings, timeZone: "UTC")
        configuration.groupNotesByVersion = true
        let groupedComposer = AlertComposer(configuration: configuration, preferences: preferences, appStrings: appStrings, timeZone: "UTC")
        let words = Wording(composer: plain)

        let updateAlert = plain.updateAlert(update)
        let groupedAlert = groupedComposer.updateAlert(grouped)
        var mandatory = update
        mandatory.isMandatory = true
        let mandatoryAlert = plain.updateAlert(mandatory)
        let localAlert = plain.localAlert(local)
        var informational = update
        informational.isInformational = true
        let informationalAlert = plain.updateAlert(informational)

        let alerts = [
            GalleryAlert(
                kind: "update", caption: "Update with notes",
                title: words.text(updateAlert.title, plain.ungroupedTitleKey),
                lines: words.notes(updateAlert.sections) + words.details(updateAlert),
                buttons: words.buttons(updateAlert)),
            GalleryAlert(
                kind: "grouped", caption: "Grouped notes (missed versions)",
                title: words.text(groupedAlert.title, .updateAvailableTitle),
                lines: groupedAlert.sections.flatMap { [words.text($0.label, .versionLabelFormat)] + words.notes([$0]) } + words.details(groupedAlert),
                buttons: words.buttons(groupedAlert)),
            GalleryAlert(
                kind: "mandatory", caption: "Mandatory update",
                title: words.text(mandatoryAlert.title, .updateRequiredTitle),
                lines: [words.text(mandatoryAlert.message.components(separatedBy: "\n\n")[0], .updateRequiredMessage)] + words.notes(mandatoryAlert.sections),
                buttons: words.buttons(mandatoryAlert)),
            GalleryAlert(
                kind: "informational", caption: "Informational update (appcast): Learn More",
                title: words.text(informationalAlert.title, plain.ungroupedTitleKey),
                lines: words.notes(informationalAlert.sections), buttons: words.buttons(informationalAlert)),
            GalleryAlert(
                kind: "new", caption: "New in this version",
                title: words.text(localAlert.title, .inThisVersionTitle),
                lines: words.notes(localAlert.sections), buttons: words.buttons(localAlert)),
            GalleryAlert(
                kind: "missed", caption: "Missed updates: " + Self.missedCounts.map(String.init).joined(separator: ", "),
                title: nil, lines: Self.missedCounts.map { words.missed($0) }, buttons: []),
        ]
        return (plain.lookup.language, updateAlert.direction, alerts)
    }
}

/// Tags the composer's text with keys and origins.
private struct Wording {
    let composer: AlertComposer
    let rules: PluralRules?

    init(composer: AlertComposer) {
        self.composer = composer
        self.rules = try? PluralRules.rules(for: composer.lookup.plural(StringKey.missedUpdates.rawValue)?.language ?? composer.lookup.language)
    }

    func text(_ text: String, _ key: StringKey) -> GalleryText {
        GalleryText(text: text, key: key.rawValue, origin: composer.lookup.string(key.rawValue)?.origin.description ?? "built-in")
    }

    func notes(_ sections: [AlertModel.Section]) -> [GalleryText] {
        sections.flatMap(\.lines).map { GalleryText(text: $0, key: nil, origin: "release notes (feed)") }
    }

    /// The release date, download size and missed-updates lines an update alert carries.
    func details(_ alert: AlertModel) -> [GalleryText] {
        var lines: [GalleryText] = []
        if let missed = alert.missedUpdatesText { lines.append(pluralText(missed, count: alert.sections.count)) }
        if let released = alert.releaseDateText { lines.append(text(released, .releasedOnFormat)) }
        if let size = alert.downloadSizeText { lines.append(text(size, .downloadSizeFormat)) }
        return lines
    }

    func buttons(_ alert: AlertModel) -> [GalleryText] {
        alert.buttons.map { button in
            let key: StringKey = switch button.role {
            case .download: alert.kind == .informationalUpdate ? .learnMoreButton : .downloadButton
            case .remind: .remindButton
            case .ignore: .ignoreButton
            case .ok: .okButton
            }
            return text(button.label, key)
        }
    }

    func missed(_ count: Int) -> GalleryText {
        pluralText(composer.missedUpdatesText(count: count), count: count)
    }

    /// A plural line, its key followed by the count and the category ICU chose (`n = 2, two`).
    private func pluralText(_ text: String, count: Int) -> GalleryText {
        let key = StringKey.missedUpdates.rawValue
        let category = (try? rules?.category(for: count)).map { ", \($0.rawValue)" } ?? ""
        let origin = composer.lookup.plural(key)?.origin.description ?? "built-in"
        return GalleryText(text: text, key: "\(key) (n = \(count)\(category))", origin: origin)
    }
}
