import Foundation

/// ``Configuration/Feed/gitHubReleases(_:includesPrereleases:)-swift.enum.case``: a repository's releases.
struct GitHubReleasesFeed: FeedReader {
    var url: URL
    var includesPrereleases: Bool

    var source: CheckFailure.Source { .gitHubReleases }

    func request(in context: FeedContext) -> FeedRequest? {
        FeedRequest(url: url, headers: GitHubReleases.requestHeaders)
    }

    func read(_ response: FeedResponse) throws(FeedError) -> FeedPayload {
        var feed = try GitHubReleases.decode(response.bytes, source: response.requestedURL.absoluteString)
        feed.selection.includesPrereleases = includesPrereleases
        return .releases(feed)
    }
}
