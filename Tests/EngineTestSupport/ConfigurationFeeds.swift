import Foundation
@_spi(Engine) import IVersionCore

extension Configuration {
    /// Puts `feed` in place of the listed feed of its kind, or lists it.
    public mutating func setFeed(_ feed: Feed) {
        if let index = feeds.firstIndex(where: { $0.kind == feed.kind }) {
            feeds[index] = feed
        } else {
            feeds.append(feed)
        }
    }

    /// Lists no feed of `kind`.
    public mutating func removeFeeds(_ kind: Feed.Kind) { feeds.removeAll { $0.kind == kind } }
}

extension ReleaseFeed {
    /// The feed with the settings of the configuration's listed release feed of `kind` (its channels, system and
    /// betas), as that feed's reader leaves them.
    public func selected(as kind: Configuration.Feed.Kind, in configuration: Configuration) -> ReleaseFeed {
        var feed = self
        switch configuration.feed(kind) {
        case let .appcast(_, channels, operatingSystem)?:
            feed.selection = ReleaseSelection(channels: channels, operatingSystem: operatingSystem)
        case let .gitHubReleases(_, includesPrereleases)?:
            feed.selection = ReleaseSelection(includesPrereleases: includesPrereleases)
        default: break
        }
        return feed
    }
}
