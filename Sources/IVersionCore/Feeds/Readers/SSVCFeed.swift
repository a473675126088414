import Foundation
import LocaleServices

/// ``Configuration/Feed/ssvc(_:)``: an SSVC version-checking server.
struct SSVCFeed: FeedReader {
    var url: URL

    var source: CheckFailure.Source { .ssvc }

    // SSVC's request parameters: the running version and build, the user's language and country (as SSVC reads
    // them from NSLocale: the user's own, not the localisation the alert was matched to).
    func request(in context: FeedContext) -> FeedRequest? {
        let configuration = context.configuration
        return FeedRequest(
            url: SSVCResponse.requestURL(
                url, runningVersion: configuration.applicationVersion,
                buildNumber: configuration.applicationBuildNumber,
                language: context.userLocale.language, country: context.userLocale.region))
    }

    func read(_ response: FeedResponse) throws(FeedError) -> FeedPayload {
        .supportPolicy(try SSVCResponse.decode(response.bytes, source: response.requestedURL.absoluteString))
    }
}
