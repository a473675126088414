import ArgumentParser
import Foundation
import IVersion
import IVersionDemoData
import LocaleServices

/// `iversion demo`: the main job on the embedded demo data.
///
/// Plays iVersion's example story on `Resources/Demo` without any network: an app at 1.1 finds
/// 1.2 in the App Store lookup and the remote versions plist and shows the update alert; the user
/// upgrades, and 1.2's first launch shows what is new in it.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run on the embedded demo data and print the alerts a user would see."
    )

    @OptionGroup var options: LocaleOptions

    @Flag(name: .long, help: "Print the alert models as JSON instead of boxes.")
    var json = false

    @Flag(name: .long, help: "Group the notes by version (iVersion's groupNotesByVersion).")
    var grouped = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let preferences = options.preferences(environment: environment)
        let remote = try VersionsFeed.decode(DemoData.bytes("versions.plist"), source: "versions.plist")
        let local = try VersionsFeed.decode(DemoData.bytes("local-versions.plist"), source: "local-versions.plist")
        let store = try AppStoreLookup.decode(DemoData.bytes("lookup.json"), source: "lookup.json")
        let feeds = FetchedFeeds(remotePlist: .success(remote), appStore: .success(store))
        let now = Date()

        func configuration(_ version: String) -> Configuration {
            var configuration = Configuration(applicationVersion: Version(version)!, applicationBundleID: "com.example.notes",
                                              applicationName: "Notes Demo")
            configuration.remoteVersionsPlistURL = URL(string: "https://example.com/versions.plist")
            configuration.localVersionsPlistPath = "local-versions.plist"
            configuration.appStoreCountry = options.country
            configuration.groupNotesByVersion = grouped
            return configuration
        }

        var state = CheckState.fresh
        var models: [AlertModel] = []
        var transcript: [String] = []
        for (version, answer) in [("1.1", UserResponse.remind), ("1.2", UserResponse.ok)] {
            let configuration = configuration(version)
            let composer = AlertComposer(configuration: configuration, preferences: preferences.tags)
            let decision = CheckEngine.launch(configuration, state: state, now: now, osVersion: Version("17.0"),
                                              localFeed: local, feeds: feeds)
            state = decision.state
            transcript.append("Launching Notes Demo \(version) — \(decision.reasons.joined(separator: "; "))")
            var alerts: [(AlertModel, Version)] = []
            if case let .show(notes) = decision.local.outcome { alerts.append((composer.localAlert(notes), notes.version)) }
            if case let .updateAvailable(update)? = decision.remote?.outcome { alerts.append((composer.updateAlert(update), update.latestVersion)) }
            for (alert, about) in alerts {
                models.append(alert)
                transcript.append(AlertPrinter.render(alert))
                let response = alert.kind == .newInThisVersion ? UserResponse.ok : answer
                state = CheckEngine.respond(response, to: about, state: state, configuration: configuration, now: now).state
                transcript.append("The user chooses \"\(alert.buttons.first { $0.role.rawValue == response.rawValue }?.label ?? response.rawValue)\".")
            }
            if alerts.isEmpty { transcript.append("(no alert)") }
            transcript.append("")
        }

        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(models), as: UTF8.self))
        } else {
            let language = AlertComposer(configuration: configuration("1.1"), preferences: preferences.tags).lookup
            print("Languages: \(preferences.tags.map(\.identifier).joined(separator: ", ")) → alerts in \(language.language.identifier)"
                + " (App Store country \(AppStoreCountry.code(for: preferences.tags[0], override: options.country)))\n")
            print(transcript.joined(separator: "\n"), terminator: "")
            print("Try another language: make demo ARGS=\"--locale ar\"; see the locale details: swift run iversion locale")
        }
    }
}
