import Foundation
import LocaleServices
import Logging
import Strings

/// Runs iVersion for real: reads the stored state, fetches what the configuration asks for (the
/// remote versions plist, the App Store lookup, an SSVC server) concurrently, lets the pure
/// ``CheckEngine`` decide, stores the new state and hands back localised alerts.
///
/// ```swift
/// let checker = VersionChecker(configuration: configuration,
///                              store: FileStateStore(directory: FileStateStore.defaultDirectory(environment: env)),
///                              preferences: PreferredLanguages.fromEnvironment(env).tags)
/// let result = try await checker.launch()
/// for alert in result.alerts { present(alert) }
/// // when the user answers:
/// try await checker.respond(.remind, to: result.alerts[0])
/// ```
public actor VersionChecker {
    public let configuration: Configuration
    private let store: any StateStore
    private let fetcher: FeedFetcher
    private let composer: AlertComposer
    private let delegate: any IVersionDelegate
    private let now: @Sendable () -> Date
    private let osVersion: Version?
    private let logger: Logger

    /// - Parameters:
    ///   - configuration: what to check and how.
    ///   - store: where the state lives between launches.
    ///   - fetcher: how feeds are fetched (URLSession by default).
    ///   - preferences: the user's languages, most preferred first.
    ///   - appStrings: the app's own tables, which override the library's strings.
    ///   - delegate: hooks and notifications (iVersion's delegate).
    ///   - osVersion: the running OS version, compared with the App Store's `minimumOsVersion`.
    ///   - now: the clock.
    ///   - logger: where the reasons go; at `info` level when `verboseLogging`, else `debug`.
    public init(
        configuration: Configuration, store: any StateStore, fetcher: FeedFetcher = FeedFetcher(),
        preferences: [LanguageTag], appStrings: StringsLookup.Source? = nil,
        delegate: any IVersionDelegate = DefaultDelegate(), osVersion: Version? = nil,
        now: @escaping @Sendable () -> Date = { Date() }, logger: Logger = Logger(label: "iVersion")
    ) {
        self.configuration = configuration
        self.store = store
        self.fetcher = fetcher
        self.composer = AlertComposer(configuration: configuration, preferences: preferences, appStrings: appStrings)
        self.delegate = delegate
        self.osVersion = osVersion
        self.now = now
        self.logger = logger
    }

    /// What iVersion does at launch and on returning to the foreground: the "new in this version"
    /// notes, then the remote check when the remind and check periods allow it. Nothing is fetched
    /// otherwise. With `checkAtLaunch` off it does nothing at all (the app calls
    /// ``checkIfNewVersion()`` and ``checkForNewVersion()`` itself).
    public func launch() async throws(CheckerError) -> CheckResult {
        guard configuration.checkAtLaunch else {
            let reason = "checkAtLaunch is off: nothing is checked at launch"
            log(reason)
            let state = (try? await store.load(bundleID: configuration.applicationBundleID).state) ?? .fresh
            return CheckResult(alerts: [], state: state, events: [], reasons: [reason], recovery: nil, warnings: [])
        }
        return try await run(localNotes: true, remote: .ifAllowed)
    }

    /// The local notes only, on request (iVersion's `checkIfNewVersion`): shows what is new after an
    /// upgrade, fetches nothing.
    public func checkIfNewVersion() async throws(CheckerError) -> CheckResult {
        try await run(localNotes: true, remote: .skip)
    }

    /// A remote check on request (iVersion's `checkForNewVersion`): ignores the periods and the
    /// delegate's `shouldCheckForNewVersion`, and skips the local notes.
    public func checkForNewVersion() async throws(CheckerError) -> CheckResult {
        try await run(localNotes: false, remote: .forced)
    }

    /// Records the user's answer to an alert and notifies the delegate.
    public func respond(_ response: UserResponse, to alert: AlertModel) async throws(CheckerError) -> CheckState {
        guard alert.buttons.contains(where: { $0.role.rawValue == response.rawValue }) else {
            throw .responseNotOffered(response, alert.kind)
        }
        guard let version = Version(alert.version) else { throw .invalidAlertVersion(alert.version) }
        return try await respond(response, to: version)
    }

    /// Records the user's answer about a version (for UIs that kept only the version).
    public func respond(_ response: UserResponse, to version: Version) async throws(CheckerError) -> CheckState {
        let configuration = configuration
        let time = now()
        let state: CheckState
        do {
            // Loading first moves a corrupt file aside and says so, instead of the update doing it silently.
            if let recovery = try await store.load(bundleID: configuration.applicationBundleID).recovery {
                logger.warning("\(recovery)")
            }
            state = try await store.update(bundleID: configuration.applicationBundleID) { current in
                CheckEngine.respond(response, to: version, state: current, configuration: configuration, now: time).state
            }
        } catch {
            throw .state(error)
        }
        let decision = CheckEngine.respond(response, to: version, state: state, configuration: configuration, now: time)
        decision.reasons.forEach(log)
        decision.events.forEach { $0.deliver(to: delegate) }
        return state
    }

    // MARK: The run

    /// Whether a run checks remotely: when the periods and the delegate allow, always, or not at all.
    private enum RemoteStep { case ifAllowed, forced, skip }

    private func run(localNotes: Bool, remote step: RemoteStep) async throws(CheckerError) -> CheckResult {
        let configuration = configuration
        let time = now()
        let loaded: StateLoad
        do {
            loaded = try await store.load(bundleID: configuration.applicationBundleID)
        } catch {
            throw .state(error)
        }
        if let recovery = loaded.recovery { logger.warning("\(recovery)") }

        var warnings: [String] = []
        var reasons: [String] = []
        var alerts: [AlertModel] = []
        var events: [IVersionEvent] = []

        // A date far in the future would block every check until then; reset, reported, and stored below
        // (the reset fields differ from what was loaded, so the merge writes them).
        var (state, dateWarnings) = CheckEngine.resettingFutureDates(loaded.state, now: time)
        warnings += dateWarnings
        if localNotes {
            let localFeed = await loadLocalFeed(&warnings)
            let local = CheckEngine.local(configuration, state: state, localFeed: localFeed, delegate: delegate)
            state = local.state
            reasons += local.reasons
            if case let .show(notes) = local.outcome { alerts.append(composer.localAlert(notes)) }
        }

        if step == .skip {
            reasons.append("no remote check: only the local notes were asked for")
        } else if case let permission = permission(step, state: state, now: time), !permission.isAllowed {
            reasons.append("no remote check: \(permission)")
        } else {
            let feeds = await fetchFeeds(&warnings)
            let remote = CheckEngine.remote(configuration, state: state, now: time, osVersion: osVersion, feeds: feeds, delegate: delegate)
            state = remote.state
            reasons += remote.reasons
            events += remote.events
            if case let .updateAvailable(update) = remote.outcome { alerts.append(composer.updateAlert(update)) }
        }

        // Store only what this run changed, merged into the latest stored state, so a response
        // recorded by another process meanwhile is not lost.
        let before = loaded.state
        let after = state
        do {
            state = try await store.update(bundleID: configuration.applicationBundleID) { current in
                Self.merge(changesFrom: before, to: after, into: current)
            }
        } catch {
            throw .state(error)
        }
        // Damaged translation entries were read past; the alert is worded without them.
        if !alerts.isEmpty { warnings += composer.lookup.tableErrors().map(\.description) }
        reasons.forEach(log)
        warnings.forEach { logger.warning("\($0)") }
        events.forEach { $0.deliver(to: delegate) }
        return CheckResult(alerts: alerts, state: state, events: events, reasons: reasons, recovery: loaded.recovery, warnings: warnings)
    }

    /// A forced check skips the periods and the delegate, but still needs something to check.
    private func permission(_ step: RemoteStep, state: CheckState, now: Date) -> CheckPermission {
        guard step == .forced else { return CheckEngine.permission(configuration, state: state, now: now, delegate: delegate) }
        return configuration.hasRemoteSource ? .allowed : .nothingToCheck
    }

    /// Applies the fields a run changed (`before` → `after`) onto `current`.
    static func merge(changesFrom before: CheckState, to after: CheckState, into current: CheckState) -> CheckState {
        var merged = current
        if before.lastVersion != after.lastVersion { merged.lastVersion = after.lastVersion }
        if before.ignoredVersion != after.ignoredVersion { merged.ignoredVersion = after.ignoredVersion }
        if before.lastChecked != after.lastChecked { merged.lastChecked = after.lastChecked }
        if before.lastReminded != after.lastReminded { merged.lastReminded = after.lastReminded }
        if before.viewedVersionDetails != after.viewedVersionDetails { merged.viewedVersionDetails = after.viewedVersionDetails }
        if before.appStoreID != after.appStoreID { merged.appStoreID = after.appStoreID }
        return merged
    }

    private func loadLocalFeed(_ warnings: inout [String]) async -> VersionsFeed? {
        guard let path = configuration.localVersionsPlistPath else { return nil }
        switch await fetcher.fetch(URL(fileURLWithPath: path), source: "local versions plist") {
        case let .failure(failure):
            warnings.append(failure.description)
            return nil
        case let .success(fetched):
            do {
                let feed = try VersionsFeed.decode(fetched.bytes, source: path)
                warnings += feed.problems.map(\.description)
                return feed
            } catch {
                warnings.append(error.description)
                return nil
            }
        }
    }

    private func fetchFeeds(_ warnings: inout [String]) async -> FetchedFeeds {
        let configuration = configuration
        let fetcher = fetcher
        let lookupURL = configuration.checksAppStore ? appStoreLookupURL() : nil
        // The three fetches run at the same time; each only when configured.
        let plistURL = configuration.remoteVersionsPlistURL
        // Each decoder names the URL, as the transport's messages do ("App Store lookup: <url>: …"); with
        // its default name the failure read "App Store lookup: App Store lookup: …".
        async let plistResult = Self.fetch(plistURL, source: "remote versions plist", fetcher) { bytes, url throws(FeedError) in
            try VersionsFeed.decode(bytes, source: url)
        }
        async let storeResult = Self.fetch(lookupURL, source: "App Store lookup", fetcher) { bytes, url throws(FeedError) in
            try AppStoreLookup.decode(bytes, source: url)
        }
        async let ssvcResult = Self.fetch(configuration.ssvcURL, source: "SSVC", fetcher) { bytes, url throws(FeedError) in
            try SSVCResponse.decode(bytes, source: url)
        }
        let feeds = await FetchedFeeds(remotePlist: plistResult, appStore: storeResult, ssvc: ssvcResult)
        if case let .success(feed)? = feeds.remotePlist { warnings += feed.problems.map(\.description) }
        return feeds
    }

    /// The configured lookup URL, else iTunes' for the user's store country (from the matched language
    /// unless `appStoreCountry` says otherwise).
    func appStoreLookupURL() -> URL? {
        if let url = configuration.appStoreLookupURL { return url }
        let country = AppStoreCountry.code(for: composer.lookup.match?.preference ?? composer.lookup.language,
                                           override: configuration.appStoreCountry)
        return AppStoreLookup.url(country: country, bundleID: configuration.applicationBundleID, appID: configuration.appStoreID)
    }

    /// Fetches and decodes one remote feed; nil when it is not configured. Fetch and decode failures
    /// are both a failure of that feed, named by `source`.
    private static func fetch<Feed: Sendable>(
        _ url: URL?, source: String, _ fetcher: FeedFetcher,
        decode: @Sendable @escaping ([UInt8], String) throws(FeedError) -> Feed
    ) async -> Result<Feed, CheckFailure>? {
        guard let url else { return nil }
        return await fetcher.fetch(url, source: source).flatMap { fetched in
            Result { () throws(FeedError) in try decode(fetched.bytes, url.absoluteString) }
                .mapError { CheckFailure(source: source, message: $0.description) }
        }
    }

    private func log(_ reason: String) {
        if configuration.verboseLogging {
            logger.info("\(reason)")
        } else {
            logger.debug("\(reason)")
        }
    }
}
