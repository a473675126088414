// An app with a feed of its own and a transport of its own, in one file, through the public API only.
//
// The feed is a JSON document the app's server writes (`{"releases": [{"version", "date", "page", "notes"}]}`);
// `ReleasesJSON` fetches and reads it, and the checker announces its releases as it does GitHub's or an
// appcast's. The transport checks nothing: it would fetch any URL it is handed, `file:` included, and with
// `--follow-redirects` it even follows redirects itself, as URLSession does by default. The checker's rules hold
// around it all the same. Usage: own-feed [--follow-redirects] <feed-url>...
// Prints, for each feed, the URLs the transport was asked for, then the alert or why the check failed.
import Foundation
import IVersion

/// The app's own feed: releases as its server lists them.
struct ReleasesJSON: FeedReader {
    let url: URL

    var source: CheckFailure.Source { "releases JSON" }

    func request(in context: FeedContext) -> FeedRequest? {
        FeedRequest(url: url, headers: ["Accept": "application/json"])
    }

    func read(_ response: FeedResponse) throws(FeedError) -> FeedPayload {
        struct Document: Decodable {
            struct Release: Decodable {
                let version: String
                let date: Date?
                let page: URL?
                let notes: [String]
            }
            let releases: [Release]
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let document: Document
        do {
            document = try decoder.decode(Document.self, from: Data(response.bytes))
        } catch {
            throw .malformed(
                source: response.requestedURL.absoluteString, message: "not the releases document: \(error)")
        }
        var problems: [FeedProblem] = []
        let releases = document.releases.compactMap { release -> PublishedRelease? in
            guard let version = Version(release.version) else {
                problems.append(
                    FeedProblem(
                        key: release.version, message: "\"\(release.version)\" is not a version",
                        source: "releases JSON"))
                return nil
            }
            return PublishedRelease(
                version: version, notes: VersionNotes(version: version, lines: release.notes), date: release.date,
                url: release.page)
        }
        return .releases(ReleaseFeed(releases: releases, problems: problems))
    }
}

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
    let configuration = Configuration(
        applicationVersion: "1.0", applicationBundleID: "com.example.own-feed",
        feeds: [.custom(ReleasesJSON(url: feedURL))])
    var dependencies = VersionChecker.Dependencies.system
    dependencies.transport = NaiveTransport(followsRedirects: followsRedirects)
    dependencies.stateStore = InMemoryStateStore()
    dependencies.feedCache = nil
    dependencies.languages = UserLanguages(identifiers: ["en"])
    let result = try await VersionChecker(configuration: configuration, dependencies: dependencies).launch()
    for alert in result.alerts {
        print("  alert: \(alert.title)")
        print("  \(alert.message.replacingOccurrences(of: "\n", with: "\n  "))")
        if let url = alert.updateURL { print("  download: \(url.absoluteString)") }
    }
    for failure in result.failures { print("  refused: \(failure.source): \(failure.message)") }
}
