import Foundation

/// ``Configuration/Feed/appcast(_:channels:operatingSystem:)``: a Sparkle appcast.
struct AppcastFeed: FeedReader {
    var url: URL
    var channels: [String]
    var operatingSystem: String

    var source: CheckFailure.Source { .appcast }

    func request(in context: FeedContext) -> FeedRequest? { FeedRequest(url: url) }

    // Relative links in an appcast resolve against the URL it was finally fetched from, after redirects.
    func read(_ response: FeedResponse) throws(FeedError) -> FeedPayload {
        var feed = try SparkleAppcast.decode(
            response.bytes, source: response.requestedURL.absoluteString, baseURL: response.url)
        feed.selection = ReleaseSelection(channels: channels, operatingSystem: operatingSystem)
        return .releases(feed)
    }
}
