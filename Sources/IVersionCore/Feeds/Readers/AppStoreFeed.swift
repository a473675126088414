import Foundation
import LocaleServices

/// ``Configuration/Feed/appStore(id:country:lookupURL:phasedRelease:)``: iTunes' lookup of the app.
struct AppStoreFeed: FeedReader {
    var id: Int?
    var country: AppStoreCountry?
    var lookupURL: URL?
    var phasedRelease: Bool

    var source: CheckFailure.Source { .appStoreLookup }

    /// The configured lookup URL, else iTunes' for the user's store country (the region of the user's locale,
    /// as iVersion, unless the feed names a country), asking for the notes in the alert's language (the store
    /// falls back to its own when it has none).
    func request(in context: FeedContext) -> FeedRequest? {
        if let lookupURL { return FeedRequest(url: lookupURL) }
        let country = context.userLocale.appStoreCountry(override: country?.code)
        // Nil without a bundle ID or an App Store ID: nothing to ask for.
        return AppStoreLookup.url(
            country: country, bundleID: context.configuration.applicationBundleID, appID: id,
            language: context.alertLanguage.language
        ).map { FeedRequest(url: $0) }
    }

    // The decoder names the URL, as the transport's messages do ("App Store lookup: <url>: …").
    func read(_ response: FeedResponse) throws(FeedError) -> FeedPayload {
        .storeRelease(try AppStoreLookup.decode(response.bytes, source: response.requestedURL.absoluteString))
    }
}
