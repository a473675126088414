import Foundation
import LocaleServices

// The settings as the engine, the runtime and the package's tests read them: computed over `feeds` and
// `labels`, never public. Each getter reads the first feed of its kind (the one that is fetched); each
// setter changes that feed, adding it when a value is given and none is listed, and removing it for nil.
extension Configuration {
    /// The App Store feed's ID.
    package var appStoreID: Int? {
        get { if case let .appStore(id, _, _, _)? = feed(.appStore) { id } else { nil } }
        set { updateAppStore { id, _, _, _ in id = newValue } }
    }

    /// The App Store feed's country, as text.
    package var appStoreCountry: String? {
        get { if case let .appStore(_, country, _, _)? = feed(.appStore) { country?.code } else { nil } }
        set { updateAppStore { _, country, _, _ in country = newValue.flatMap(AppStoreCountry.init) } }
    }

    /// The App Store feed's lookup URL override.
    package var appStoreLookupURL: URL? {
        get { if case let .appStore(_, _, url, _)? = feed(.appStore) { url } else { nil } }
        set { updateAppStore { _, _, url, _ in url = newValue } }
    }

    /// Whether the App Store feed rolls out in phases.
    package var appStorePhasedRelease: Bool {
        get { if case let .appStore(_, _, _, phased)? = feed(.appStore) { phased } else { false } }
        set { updateAppStore { _, _, _, phased in phased = newValue } }
    }

    /// Whether the App Store is checked.
    package var checksAppStore: Bool {
        get { feed(.appStore) != nil }
        set {
            if !newValue { feeds.removeAll { $0.kind == .appStore } } else if feed(.appStore) == nil { feeds.append(.appStore) }
        }
    }

    /// The versions plist feed's URL.
    package var remoteVersionsPlistURL: URL? {
        get { if case let .versionsPlist(url)? = feed(.versionsPlist) { url } else { nil } }
        set { replace(.versionsPlist, with: newValue.map(Feed.versionsPlist)) }
    }

    /// The SSVC feed's URL.
    package var ssvcURL: URL? {
        get { if case let .ssvc(url)? = feed(.ssvc) { url } else { nil } }
        set { replace(.ssvc, with: newValue.map(Feed.ssvc)) }
    }

    /// The GitHub releases feed's URL.
    package var gitHubReleasesURL: URL? {
        get { if case let .gitHubReleases(url, _)? = feed(.gitHubReleases) { url } else { nil } }
        set { replace(.gitHubReleases, with: newValue.map { .gitHubReleases($0, includesPrereleases: includesPrereleases) }) }
    }

    /// Whether the GitHub releases feed announces pre-releases.
    package var includesPrereleases: Bool {
        get { if case let .gitHubReleases(_, prereleases)? = feed(.gitHubReleases) { prereleases } else { false } }
        set { if let url = gitHubReleasesURL { replace(.gitHubReleases, with: .gitHubReleases(url, includesPrereleases: newValue)) } }
    }

    /// The appcast feed's URL.
    package var appcastURL: URL? {
        get { if case let .appcast(url, _, _)? = feed(.appcast) { url } else { nil } }
        set {
            replace(.appcast, with: newValue.map { .appcast($0, channels: updateChannels, operatingSystem: appcastOperatingSystem ?? "macos") })
        }
    }

    /// The appcast feed's channels.
    package var updateChannels: [String] {
        get { if case let .appcast(_, channels, _)? = feed(.appcast) { channels } else { [] } }
        set {
            if case let .appcast(url, _, system)? = feed(.appcast) { replace(.appcast, with: .appcast(url, channels: newValue, operatingSystem: system)) }
        }
    }

    /// The appcast feed's operating system.
    package var appcastOperatingSystem: String? {
        get { if case let .appcast(_, _, system)? = feed(.appcast) { system } else { nil } }
        set {
            if case let .appcast(url, channels, _)? = feed(.appcast) {
                replace(.appcast, with: .appcast(url, channels: channels, operatingSystem: newValue ?? "macos"))
            }
        }
    }

    /// Changes the App Store feed, adding it when none is listed.
    private mutating func updateAppStore(_ change: (inout Int?, inout AppStoreCountry?, inout URL?, inout Bool) -> Void) {
        var (id, country, url, phased): (Int?, AppStoreCountry?, URL?, Bool) = (nil, nil, nil, false)
        if case let .appStore(oldID, oldCountry, oldURL, oldPhased)? = feed(.appStore) { (id, country, url, phased) = (oldID, oldCountry, oldURL, oldPhased) }
        change(&id, &country, &url, &phased)
        replace(.appStore, with: .appStore(id: id, country: country, lookupURL: url, phasedRelease: phased))
    }

    /// Puts `feed` in place of the first feed of `kind` (or at the end), or removes every feed of `kind` for nil.
    private mutating func replace(_ kind: Feed.Kind, with feed: Feed?) {
        guard let feed else { return feeds.removeAll { $0.kind == kind } }
        if let index = feeds.firstIndex(where: { $0.kind == kind }) { feeds[index] = feed } else { feeds.append(feed) }
    }
}

extension Configuration.Labels {
    /// The OK label.
    package var okButtonLabel: String? {
        get { okButton }
        set { okButton = newValue }
    }

    /// The Download label.
    package var downloadButtonLabel: String? {
        get { downloadButton }
        set { downloadButton = newValue }
    }

    /// The Ignore label: `""` when hidden, nil when standard.
    package var ignoreButtonLabel: String? {
        get { ignoreButton.legacyText }
        set { ignoreButton = ButtonLabel(legacyText: newValue) }
    }

    /// The Remind Me Later label: `""` when hidden, nil when standard.
    package var remindButtonLabel: String? {
        get { remindButton.legacyText }
        set { remindButton = ButtonLabel(legacyText: newValue) }
    }
}

extension ButtonLabel {
    /// iVersion's form: nil for the translation, `""` for no button, else the label.
    package var legacyText: String? {
        switch self {
        case .standard: nil
        case .hidden: ""
        case let .custom(text): text
        }
    }

    /// From iVersion's form: nil for the translation, `""` for no button, else the label.
    package init(legacyText: String?) {
        switch legacyText {
        case nil: self = .standard
        case ""?: self = .hidden
        case let text?: self = .custom(text)
        }
    }
}
