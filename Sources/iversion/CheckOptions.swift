import ArgumentParser
import Foundation
import IVersion

/// The options that describe the app being checked, shared by `check` and `respond`.
struct AppOptions: ParsableArguments {
    @Option(name: .customLong("bundle-id"), help: "The app's bundle ID (the App Store lookup and the state file use it).")
    var bundleID: String

    @Option(name: .customLong("app-version"), help: "The running app's version, e.g. 1.1.")
    var appVersion: String

    @Option(name: .customLong("state-dir"), help: ArgumentHelp(
        "Where the state is kept. Default: $XDG_STATE_HOME/iversion, else ~/.local/state/iversion.", valueName: "dir"))
    var stateDirectory: String?

    func validate() throws {
        guard Version(appVersion) != nil else { throw ValidationError("--app-version: \"\(appVersion)\" is not a version") }
        guard !bundleID.trimmingCharacters(in: .whitespaces).isEmpty else { throw ValidationError("--bundle-id must not be empty") }
        // An empty path would mean the current directory: state files would land wherever the command ran.
        if let stateDirectory, stateDirectory.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--state-dir must not be empty (leave it out for the default directory)")
        }
    }

    var version: Version { Version(appVersion)! }

    func store(environment: [String: String]) -> FileStateStore {
        FileStateStore(directory: stateDirectory.map { URL(fileURLWithPath: $0) } ?? FileStateStore.defaultDirectory(environment: environment))
    }

    /// The app's configuration; reasons are logged only when a command asks (`check --verbose`), not
    /// because this is a debug build.
    func configuration() -> Configuration {
        var configuration = Configuration(applicationVersion: version, applicationBundleID: bundleID)
        configuration.verboseLogging = false
        return configuration
    }
}

/// Reads a feed location given on the command line: a URL (`https://…`, `file://…`) or a path.
func feedURL(_ text: String) -> URL {
    if let url = URL(string: text), let scheme = url.scheme, ["http", "https", "file"].contains(scheme.lowercased()) {
        return url
    }
    return URL(fileURLWithPath: text)
}
