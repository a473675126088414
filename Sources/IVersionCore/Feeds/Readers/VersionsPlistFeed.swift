import Foundation

/// ``Configuration/Feed/versionsPlist(_:)``: iVersion's remote versions plist.
struct VersionsPlistFeed: FeedReader {
    var url: URL

    var source: CheckFailure.Source { .remoteVersionsPlist }

    func request(in context: FeedContext) -> FeedRequest? { FeedRequest(url: url) }

    func read(_ response: FeedResponse) throws(FeedError) -> FeedPayload {
        .versionNotes(try VersionsFeed.decode(response.bytes, source: response.requestedURL.absoluteString))
    }
}
