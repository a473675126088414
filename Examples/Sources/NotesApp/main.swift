// An app that brings its own networking and its own language setting. Usage: notes-app <versions-plist-url>
// Its transport sends every request through the app's own stack (here: one that names the app in a header
// and logs each request, then hands it to libcurl); the alert is worded in the language the app's settings
// choose, not the system's. `import IVersion` is all it needs. The transport sends one hop; HTTPS, redirects,
// the deadline and the size cap are the checker's rules, around this transport as around its own.
import Foundation
import IVersion

/// The app's networking: each request carries the app's name and is logged.
struct AppTransport: HTTPTransport {
    let network = CurlTransport()

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        var request = request
        request.headers["User-Agent"] = "NotesApp/1.0"
        let response = try await network.send(request)
        print("GET \(request.url.path) \(response.status)")
        return response
    }
}

let feedURL = URL(string: CommandLine.arguments[1])!

var configuration = Configuration(applicationVersion: "1.0", applicationBundleID: "com.example.notes-app",
                                  feeds: [.versionsPlist(feedURL)])
configuration.updateURL = URL(string: "https://example.com/notes")
var dependencies = VersionChecker.Dependencies.system
dependencies.transport = AppTransport()
dependencies.languages = UserLanguages(identifiers: ["fr-CA"])   // the app's own setting
let checker = VersionChecker(configuration: configuration, dependencies: dependencies)
for alert in try await checker.launch().alerts {
    print("\(alert.locale): \(alert.title)")
    print(alert.buttons.map(\.label).joined(separator: " | "))
}
