import ArgumentParser
import Foundation
import IVersion
import IVersionSupport
import LocaleServices

/// `iversion respond`: records the user's answer to the last alert.
struct RespondCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "respond",
        abstract: "Record the user's answer to an alert: download, ignore, remind or ok.",
        discussion: """
            ok: the notes of the running version were seen (--version is not needed). download: clears the reminder; with --open, also opens the update's page (--url, else the App Store page of the app ID `check` learnt) with xdg-open (open on macOS). With neither page known, download fails and records nothing: there is nothing to download from. ignore: the version given with --version is never announced again. remind: ask again after the remind period (1 day). Use the same --bundle-id and --state-dir as `iversion check`.

            Exit status: 0 recorded (and opened), 1 the state could not be written, or the page is unknown or could not be opened, 2 usage error.
            """
    )

    @Argument(help: ArgumentHelp("download, ignore, remind or ok.", valueName: "answer"))
    var answer: String

    @OptionGroup var app: AppOptions

    @Option(name: .long, help: "The version the alert announced (not needed for ok).")
    var version: String?

    @Flag(name: .long, help: "For download: open the update's page once the answer is recorded.")
    var open = false

    @Option(
        name: .long,
        help: ArgumentHelp("The update's page, as `check --json` printed it (updateURL).", valueName: "url"))
    var url: String?

    func validate() throws {
        guard let response = UserResponse(rawValue: answer) else {
            throw ValidationError(
                "answer must be one of: \(UserResponse.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if response != .ok {
            guard let version else { throw ValidationError("--version is required for \(answer)") }
            guard Version(version) != nil else { throw ValidationError("--version: \"\(version)\" is not a version") }
        }
        if open, response != .download { throw ValidationError("--open goes with download only") }
        if let url, URL(string: url)?.scheme == nil {
            throw ValidationError("--url: \"\(url)\" is not an absolute URL")
        }
    }

    func run() async throws {
        let response = UserResponse(rawValue: answer)!
        let store = app.store(environment: ProcessInfo.processInfo.environment)
        // A corrupt state file is moved aside by this load; say so, as `check` does.
        if let recovery = try? await store.load(bundleID: app.bundleID).recovery {
            var standardError = StandardError()
            print("warning: \(recovery)", to: &standardError)
        }
        var configuration = app.configuration()
        configuration.updateURL = url.flatMap { URL(string: $0) }
        // Without --open the answer is only recorded: a script calling `respond download` opens nothing.
        let opener: any URLOpener = open ? SystemURLOpener() : RecordOnly()
        let checker = VersionChecker(
            configuration: configuration,
            dependencies: VersionChecker.Dependencies(
                stateStore: store, feedCache: nil, languages: UserLanguages([.english]), urlOpener: opener))
        let state = try await exitingOnFailure {
            try await checker.respond(response, to: version.flatMap(Version.init) ?? app.version)
        }
        print(
            "Recorded \(answer). Ignored version: \(state.ignoredVersion?.text ?? "none"); reminded: \(state.lastReminded.map { "\($0)" } ?? "no")"
        )
    }
}

/// The opener of `respond download` without `--open`: the answer is recorded, nothing is opened.
private struct RecordOnly: URLOpener {
    func open(_ url: URL) async throws(URLOpenError) {}
}
