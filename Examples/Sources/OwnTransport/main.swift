// An app whose own transport checks nothing: it would fetch any URL it is handed, `file:` included, and with
// `--follow-redirects` it even follows redirects itself, as URLSession does by default. The checker's rules
// hold around it all the same. Usage: own-transport [--follow-redirects] <versions-plist-url>...
// Prints, for each feed, the URLs the transport was asked for, then the alert or why the check failed.
import Foundation
import IVersion

/// The app's networking, written without a thought for redirects or schemes.
struct NaiveTransport: HTTPTransport {
    let followsRedirects: Bool

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        var url = request.url
        while true {
            print("  transport: GET \(url.absoluteString)")
            if url.isFileURL {  // reads whatever it is pointed at
                let data = FileManager.default.contents(atPath: url.path) ?? Data()
                return HTTPResponse(status: 200, body: Array(data), url: url)
            }
            var hop = request
            hop.url = url
            let response = try await CurlTransport().send(hop)
            guard followsRedirects, (300..<400).contains(response.status), let location = response.header("Location"),
                let next = URL(string: location, relativeTo: url)?.absoluteURL
            else { return response }
            url = next
        }
    }
}

let arguments = CommandLine.arguments.dropFirst()
let followsRedirects = arguments.contains("--follow-redirects")
for feed in arguments where feed != "--follow-redirects" {
    guard let feedURL = URL(string: feed) else { continue }
    print(feedURL.path)
    var configuration = Configuration(
        applicationVersion: "1.0", applicationBundleID: "com.example.own-transport",
        feeds: [.versionsPlist(feedURL)])
    configuration.updateURL = URL(string: "https://example.com/download")
    var dependencies = VersionChecker.Dependencies.system
    dependencies.transport = NaiveTransport(followsRedirects: followsRedirects)
    dependencies.stateStore = InMemoryStateStore()
    dependencies.feedCache = nil
    dependencies.languages = UserLanguages(identifiers: ["en"])
    let result = try await VersionChecker(configuration: configuration, dependencies: dependencies).launch()
    for alert in result.alerts { print("  alert: \(alert.title)") }
    for failure in result.failures { print("  refused: \(failure.message)") }
}
