import Foundation
import LocaleServices

extension Configuration: Codable {
    private enum Key: String, CodingKey {
        case applicationVersion, applicationBuildNumber, applicationBundleID, applicationName
        case feeds, localVersionsPlistPath, updateURL
        case checkAtLaunch, checkPeriod, remindPeriod, announceDelay
        case updatePriority, labels, showOnFirstLaunch, groupNotesByVersion, useAppStoreDetailsIfNoPlistEntryFound
        case useAllAvailableLanguages, previewMode, verboseLogging
    }

    /// Reads a configuration from its encoding, a JSON object such as:
    ///
    /// ```json
    /// {"applicationVersion": "1.1", "applicationBundleID": "com.example.notes", "applicationName": "Notes",
    ///  "applicationBuildNumber": 110,
    ///  "feeds": [{"appStore": {"id": 355313284, "country": "fr", "lookupURL": "https://…", "phasedRelease": true}},
    ///            {"versionsPlist": {"url": "https://example.com/versions.plist"}},
    ///            {"gitHubReleases": {"url": "https://api.github.com/repos/owner/tool/releases", "includesPrereleases": true}},
    ///            {"appcast": {"url": "https://example.com/appcast.xml", "channels": ["beta"], "operatingSystem": "linux"}},
    ///            {"ssvc": {"url": "https://example.com/ssvc"}}],
    ///  "localVersionsPlistPath": "versions.plist", "updateURL": "https://example.com/download",
    ///  "checkAtLaunch": true, "checkPeriod": 86400, "remindPeriod": 86400, "announceDelay": 0,
    ///  "updatePriority": "medium", "showOnFirstLaunch": false, "groupNotesByVersion": false,
    ///  "useAppStoreDetailsIfNoPlistEntryFound": false, "useAllAvailableLanguages": true,
    ///  "previewMode": false, "verboseLogging": false,
    ///  "labels": {"updateAvailableTitle": "New!", "okButton": "OK", "ignoreButton": "hidden",
    ///             "remindButton": {"custom": "Later"}, "downloadButton": "Get it"}}
    /// ```
    ///
    /// Only `applicationVersion` and `applicationBundleID` are required; every other key left out has
    /// the default of ``init(applicationVersion:applicationBundleID:applicationName:feeds:)`` (no feed).
    /// Periods are seconds. A feed is an object with one key, its kind; its settings' defaults may be
    /// left out too. A hidable button's label is `"standard"`, `"hidden"` or `{"custom": "…"}`.
    /// ``encode(to:)`` writes every key except those whose value is absent (nil, a standard label).
    /// - Throws: `DecodingError` for a missing or wrong-typed key, a version, URL or country that is not
    ///   one, a negative or non-finite period, an unknown feed kind, or a feed kind listed twice.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let name = try container.decodeIfPresent(String.self, forKey: .applicationName)
        self.init(
            applicationVersion: try container.decode(Version.self, forKey: .applicationVersion),
            applicationBundleID: try container.decode(String.self, forKey: .applicationBundleID), applicationName: name)
        applicationBuildNumber = try container.decodeIfPresent(UInt64.self, forKey: .applicationBuildNumber)
        feeds = try container.decodeIfPresent([Feed].self, forKey: .feeds) ?? []
        if let kind = repeatedFeedKinds.first {
            throw DecodingError.dataCorruptedError(
                forKey: .feeds, in: container, debugDescription: "more than one \(kind.rawValue) feed")
        }
        localVersionsPlistPath = try container.decodeIfPresent(String.self, forKey: .localVersionsPlistPath)
        updateURL = try container.decodeIfPresent(AbsoluteURL.self, forKey: .updateURL)?.url
        checkAtLaunch = try container.decodeIfPresent(Bool.self, forKey: .checkAtLaunch) ?? checkAtLaunch
        checkPeriod = try Self.period(container, .checkPeriod) ?? checkPeriod
        remindPeriod = try Self.period(container, .remindPeriod) ?? remindPeriod
        announceDelay = try Self.period(container, .announceDelay) ?? announceDelay
        updatePriority = try container.decodeIfPresent(UpdatePriority.self, forKey: .updatePriority) ?? updatePriority
        labels = try container.decodeIfPresent(Labels.self, forKey: .labels) ?? labels
        showOnFirstLaunch = try container.decodeIfPresent(Bool.self, forKey: .showOnFirstLaunch) ?? showOnFirstLaunch
        groupNotesByVersion =
            try container.decodeIfPresent(Bool.self, forKey: .groupNotesByVersion) ?? groupNotesByVersion
        useAppStoreDetailsIfNoPlistEntryFound =
            try container.decodeIfPresent(Bool.self, forKey: .useAppStoreDetailsIfNoPlistEntryFound)
            ?? useAppStoreDetailsIfNoPlistEntryFound
        useAllAvailableLanguages =
            try container.decodeIfPresent(Bool.self, forKey: .useAllAvailableLanguages) ?? useAllAvailableLanguages
        previewMode = try container.decodeIfPresent(Bool.self, forKey: .previewMode) ?? previewMode
        verboseLogging = try container.decodeIfPresent(Bool.self, forKey: .verboseLogging) ?? verboseLogging
    }

    /// Writes the encoding ``init(from:)`` reads.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(applicationVersion, forKey: .applicationVersion)
        try container.encodeIfPresent(applicationBuildNumber, forKey: .applicationBuildNumber)
        try container.encode(applicationBundleID, forKey: .applicationBundleID)
        try container.encode(applicationName, forKey: .applicationName)
        try container.encode(feeds, forKey: .feeds)
        try container.encodeIfPresent(localVersionsPlistPath, forKey: .localVersionsPlistPath)
        try container.encodeIfPresent(updateURL?.absoluteString, forKey: .updateURL)
        try container.encode(checkAtLaunch, forKey: .checkAtLaunch)
        try container.encode(checkPeriod.periodSeconds, forKey: .checkPeriod)
        try container.encode(remindPeriod.periodSeconds, forKey: .remindPeriod)
        try container.encode(announceDelay.periodSeconds, forKey: .announceDelay)
        try container.encode(updatePriority, forKey: .updatePriority)
        try container.encode(labels, forKey: .labels)
        try container.encode(showOnFirstLaunch, forKey: .showOnFirstLaunch)
        try container.encode(groupNotesByVersion, forKey: .groupNotesByVersion)
        try container.encode(useAppStoreDetailsIfNoPlistEntryFound, forKey: .useAppStoreDetailsIfNoPlistEntryFound)
        try container.encode(useAllAvailableLanguages, forKey: .useAllAvailableLanguages)
        try container.encode(previewMode, forKey: .previewMode)
        try container.encode(verboseLogging, forKey: .verboseLogging)
    }

    private static func period(_ container: KeyedDecodingContainer<Key>, _ key: Key) throws -> Duration? {
        guard let seconds = try container.decodeIfPresent(Double.self, forKey: key) else { return nil }
        guard seconds.isFinite, seconds >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "\(seconds) is not a number of seconds, 0 or more")
        }
        return .seconds(min(seconds, Duration.longestPeriodDays * 86_400))
    }
}

extension Configuration.Feed: Codable {
    private enum Setting: String, CodingKey {
        case url, id, country, lookupURL, phasedRelease, includesPrereleases, channels, operatingSystem
    }

    /// Reads one feed: an object whose one key is its ``Kind`` (see ``Configuration/init(from:)``).
    /// - Throws: `DecodingError` for an unknown kind, more than one key, or a setting that is not valid.
    public init(from decoder: any Decoder) throws {
        let outer = try decoder.container(keyedBy: Kind.CodingKey.self)
        guard outer.allKeys.count == 1, let key = outer.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription:
                        "a feed is an object with one key, its kind (\(Kind.written.map(\.rawValue).joined(separator: ", ")))"
                ))
        }
        let settings = try outer.nestedContainer(keyedBy: Setting.self, forKey: key)
        func url(_ setting: Setting) throws -> URL { try settings.decode(AbsoluteURL.self, forKey: setting).url }
        switch key.kind {
        case .appStore:
            self = .appStore(
                id: try settings.decodeIfPresent(Int.self, forKey: .id),
                country: try settings.decodeIfPresent(AppStoreCountry.self, forKey: .country),
                lookupURL: try settings.decodeIfPresent(AbsoluteURL.self, forKey: .lookupURL)?.url,
                phasedRelease: try settings.decodeIfPresent(Bool.self, forKey: .phasedRelease) ?? false)
        case .versionsPlist: self = .versionsPlist(try url(.url))
        case .gitHubReleases:
            self = .gitHubReleases(
                try url(.url),
                includesPrereleases: try settings.decodeIfPresent(Bool.self, forKey: .includesPrereleases) ?? false)
        case .appcast:
            self = .appcast(
                try url(.url), channels: try settings.decodeIfPresent([String].self, forKey: .channels) ?? [],
                operatingSystem: try settings.decodeIfPresent(String.self, forKey: .operatingSystem) ?? "macos")
        case .ssvc: self = .ssvc(try url(.url))
        case .custom:
            throw DecodingError.dataCorruptedError(
                forKey: key, in: outer, debugDescription: "a feed of the app's own is listed in code, not in a file")
        }
    }

    /// Writes one feed: an object whose one key is its ``Kind``, holding its settings.
    /// - Throws: `EncodingError` for a ``custom(_:)`` feed, which lives in code only.
    public func encode(to encoder: any Encoder) throws {
        if case .custom = self {
            throw EncodingError.invalidValue(
                self,
                .init(
                    codingPath: encoder.codingPath,
                    debugDescription: "a feed of the app's own is listed in code, not in a file"))
        }
        var outer = encoder.container(keyedBy: Kind.CodingKey.self)
        var settings = outer.nestedContainer(keyedBy: Setting.self, forKey: Kind.CodingKey(kind: kind))
        switch self {
        case let .appStore(id, country, lookupURL, phasedRelease):
            try settings.encodeIfPresent(id, forKey: .id)
            try settings.encodeIfPresent(country, forKey: .country)
            try settings.encodeIfPresent(lookupURL?.absoluteString, forKey: .lookupURL)
            try settings.encode(phasedRelease, forKey: .phasedRelease)
        case let .versionsPlist(url), let .ssvc(url):
            try settings.encode(url.absoluteString, forKey: .url)
        case let .gitHubReleases(url, includesPrereleases):
            try settings.encode(url.absoluteString, forKey: .url)
            try settings.encode(includesPrereleases, forKey: .includesPrereleases)
        case let .appcast(url, channels, operatingSystem):
            try settings.encode(url.absoluteString, forKey: .url)
            try settings.encode(channels, forKey: .channels)
            try settings.encode(operatingSystem, forKey: .operatingSystem)
        case .custom: break
        }
    }
}

extension Configuration.Feed.Kind {
    /// The kinds a configuration file may name.
    static var written: [Self] { allCases.filter { $0 != .custom } }

    /// A feed kind as the key of its object; any other key is an error naming the kinds.
    fileprivate struct CodingKey: Swift.CodingKey {
        let kind: Configuration.Feed.Kind
        var stringValue: String { kind.rawValue }
        var intValue: Int? { nil }
        init(kind: Configuration.Feed.Kind) { self.kind = kind }
        init?(stringValue: String) {
            guard let kind = Configuration.Feed.Kind(rawValue: stringValue) else { return nil }
            self.kind = kind
        }
        init?(intValue: Int) { nil }
    }
}

extension Configuration.Labels: Codable {
    private enum Key: String, CodingKey {
        case inThisVersionTitle, updateAvailableTitle, versionLabelFormat, okButton, downloadButton, ignoreButton,
            remindButton
    }

    /// Reads the labels: each a string, left out for the translation; `ignoreButton` and `remindButton`
    /// as ``ButtonLabel`` encodes them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        self.init()
        inThisVersionTitle = try container.decodeIfPresent(String.self, forKey: .inThisVersionTitle)
        updateAvailableTitle = try container.decodeIfPresent(String.self, forKey: .updateAvailableTitle)
        versionLabelFormat = try container.decodeIfPresent(String.self, forKey: .versionLabelFormat)
        okButton = try container.decodeIfPresent(String.self, forKey: .okButton)
        downloadButton = try container.decodeIfPresent(String.self, forKey: .downloadButton)
        ignoreButton = try container.decodeIfPresent(ButtonLabel.self, forKey: .ignoreButton) ?? .standard
        remindButton = try container.decodeIfPresent(ButtonLabel.self, forKey: .remindButton) ?? .standard
    }

    /// Writes the labels that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(inThisVersionTitle, forKey: .inThisVersionTitle)
        try container.encodeIfPresent(updateAvailableTitle, forKey: .updateAvailableTitle)
        try container.encodeIfPresent(versionLabelFormat, forKey: .versionLabelFormat)
        try container.encodeIfPresent(okButton, forKey: .okButton)
        try container.encodeIfPresent(downloadButton, forKey: .downloadButton)
        if ignoreButton != .standard { try container.encode(ignoreButton, forKey: .ignoreButton) }
        if remindButton != .standard { try container.encode(remindButton, forKey: .remindButton) }
    }
}

extension ButtonLabel: Codable {
    private enum Key: String, CodingKey { case custom }

    /// Reads `"standard"`, `"hidden"` or `{"custom": "…"}`.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer(), let word = try? container.decode(String.self) {
            switch word {
            case "standard": self = .standard
            case "hidden": self = .hidden
            default:
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription:
                        "\"\(word)\" is not a button label: \"standard\", \"hidden\" or {\"custom\": \"…\"}")
            }
            return
        }
        self = .custom(try decoder.container(keyedBy: Key.self).decode(String.self, forKey: .custom))
    }

    /// Writes `"standard"`, `"hidden"` or `{"custom": "…"}`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .standard, .hidden:
            var container = encoder.singleValueContainer()
            try container.encode(self == .hidden ? "hidden" : "standard")
        case let .custom(text):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(text, forKey: .custom)
        }
    }
}

/// A URL in the encoding: a string holding an absolute URL.
private struct AbsoluteURL: Decodable {
    let url: URL

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let url = URL(string: text), url.scheme != nil else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not an absolute URL")
        }
        self.url = url
    }
}
