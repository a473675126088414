import ArgumentParser
import Foundation
import IVersion
@_spi(Engine) import IVersionCore
import IVersionDemoData
import IVersionNotifier
import IVersionSupport
import LocaleServices
import Strings

/// `iversion demo`: the main job on the embedded demo data.
///
/// Plays iVersion's example story on `Resources/Demo` (compiled into the command) through the real
/// ``VersionChecker``, with the demo files in place of the servers and the state in memory: an app at 1.1
/// finds 1.2 in the App Store lookup and the remote versions plist and shows the update alert; the user
/// upgrades, and 1.2's first launch shows what is new in it.
struct DemoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Run on the embedded demo data and print the alerts a user would see."
    )

    @OptionGroup var options: LocaleOptions

    @Flag(name: .long, help: "Print the alert models as JSON instead of boxes.")
    var json = false

    @Flag(name: .long, help: "Group the notes by version (iVersion's groupNotesByVersion).")
    var grouped = false

    func run() async throws {
        let data = try DemoFolder()
        defer { data.remove() }
        try await play(data.url)
    }

    private func play(_ data: URL) async throws {
        let environment = ProcessInfo.processInfo.environment
        let preferences = options.preferences(environment: environment)
        let store = InMemoryStateStore()
        let now = Date()

        func configuration(_ version: String) -> Configuration {
            var configuration = Configuration(
                applicationVersion: Version(version)!, applicationBundleID: "com.example.notes",
                applicationName: "Notes Demo")
            // Files stand in for the servers: the checker reads them as it would fetch URLs.
            configuration.feeds = [
                .appStore(
                    country: options.country.flatMap(AppStoreCountry.init),
                    lookupURL: data.appendingPathComponent("lookup.json")),
                .versionsPlist(data.appendingPathComponent("versions.plist")),
            ]
            configuration.localVersionsPlistPath = data.appendingPathComponent("local-versions.plist").path
            configuration.groupNotesByVersion = grouped
            // The transcript tells the reasons itself; debug builds would log them too (iVersion's default).
            configuration.verboseLogging = false
            return configuration
        }

        var models: [AlertModel] = []
        var transcript: [String] = []
        for (version, answer) in [("1.1", UserResponse.remind), ("1.2", UserResponse.ok)] {
            let checker = VersionChecker(
                configuration: configuration(version),
                dependencies: VersionChecker.Dependencies(
                    stateStore: store, feedCache: nil,
                    languages: UserLanguages(
                        explicit: preferences.tags, environment: ProcessInfo.processInfo.environment),
                    now: { now }, operatingSystemVersion: Version("17.0")))
            let result = try await checker.launch()
            transcript.append("Launching Notes Demo \(version) — \(result.steps.joined(separator: "; "))")
            for alert in result.alerts {
                models.append(alert)
                transcript.append(TerminalAlertRenderer(width: 104).render(alert))
                let response = alert.kind == .newInThisVersion ? UserResponse.ok : answer
                _ = try await checker.respond(response, to: alert)
                transcript.append(
                    "The user chooses \"\(alert.buttons.first { $0.role.rawValue == response.rawValue }?.label ?? response.rawValue)\"."
                )
            }
            if result.alerts.isEmpty { transcript.append("(no alert)") }
            transcript.append("")
        }

        if json {
            try printJSON(models)
        } else {
            let language = AlertComposer(configuration: configuration("1.1"), preferences: preferences.tags).lookup
            print(
                "Languages: \(preferences.tags.map(\.identifier).joined(separator: ", ")) → alerts in \(language.language.identifier)"
                    + " (App Store country \(options.userLocale(environment: environment).appStoreCountry(override: options.country)))\n"
            )
            print(transcript.joined(separator: "\n"), terminator: "")
            if let update = models.first(where: { $0.kind == .updateAvailable }) {
                // What UpdateNotifier prints for a command-line tool: the same model, drawn for a terminal.
                print(
                    "A command-line tool with UpdateNotifier shows the update on standard error, on the run after its"
                        + " background check:")
                print(TerminalAlertRenderer(width: 80, footer: .downloadLink, maximumNoteLines: 6).render(update))
                print("In a terminal narrower than 40 columns:")
                print(TerminalAlertRenderer(style: .line, footer: .downloadLink).render(update) + "\n")
            }
            print(
                "Try another language: make demo ARGS=\"--locale ar\"; see the locale details: swift run iversion locale"
            )
        }
    }
}

/// The demo files written out for the run: the checker reads feeds as files or URLs, as an app's would be,
/// and the data is compiled into the command. A private folder of the temporary directory, removed after.
struct DemoFolder {
    let url: URL

    /// Writes every demo file into a new folder.
    /// - Throws: ``Failure`` naming the folder that could not be written, and why.
    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "iversion-demo-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(
                at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(folder: url, reason: error.localizedDescription)
        }
        self.url = url
        do {
            for name in DemoData.names {
                try AtomicFileWriter.write(Data(try DemoData.bytes(name)), to: url.appendingPathComponent(name))
            }
        } catch {
            remove()
            throw Failure(folder: url, reason: "\(error)")
        }
    }

    /// The temporary directory cannot be written: the run fails (status 1) with this message.
    struct Failure: Error, CustomStringConvertible {
        let folder: URL
        let reason: String
        var description: String { SafeText.line("cannot write the demo data into \(folder.path): \(reason)", .escape) }
    }

    /// Removes the folder and the files in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
