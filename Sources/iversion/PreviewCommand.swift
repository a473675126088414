import ArgumentParser
import Foundation
import IVersion
import IVersionNotifier
import IVersionDemoData
import IVersionLocalizations
import LocaleServices
@_spi(Engine) import IVersionCore

/// `iversion preview`: one alert in every shipped language, for proofreading translations.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Show the demo update alert in every shipped language (or the given ones), for proofreading."
    )

    @Flag(name: .customLong("all-languages"), help: "Every language in Localizations/ (the default when --locale is not given).")
    var allLanguages = false

    @OptionGroup var locale: LocaleOptions

    @Flag(name: .long, help: "Show a mandatory update instead.")
    var mandatory = false

    @Flag(name: .long, help: "Print the alert models as JSON.")
    var json = false

    func run() throws {
        let remote = try VersionsFeed.decode(DemoData.bytes("versions.plist"))
        let store = try AppStoreLookup.decode(DemoData.bytes("lookup.json"))
        var configuration = Configuration(applicationVersion: Version("1.0"), applicationBundleID: "com.example.notes", applicationName: "Notes Demo")
        configuration.groupNotesByVersion = true
        let update = UpdateDetails(
            latestVersion: remote.releases[0].version, releases: remote.releases(newerThan: Version("1.0"), upTo: nil),
            isMandatory: mandatory, updateURL: store?.storeURL, releaseDate: store?.releaseDate, fileSizeBytes: store?.fileSizeBytes)
        let languages = allLanguages || locale.locale == nil
            ? LibraryLocalizations.languages.map { [$0] }
            : [locale.preferences(environment: [:]).tags.map(\.identifier)]
        var models: [AlertModel] = []
        for language in languages {
            let composer = AlertComposer(configuration: configuration, preferences: PreferredLanguages(language).tags, timeZone: "UTC")
            let alert = composer.updateAlert(update)
            models.append(alert)
            if !json { print("\(language.joined(separator: ",")) → \(alert.locale)\n\(TerminalAlertRenderer(width: 104).render(alert))\n") }
        }
        if json {
            try printJSON(models)
        }
    }
}
