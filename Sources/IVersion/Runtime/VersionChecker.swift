import Foundation
@_spi(Engine) @_spi(Fuzzing) import IVersionCore
import IVersionSupport
import LocaleServices
import Logging
import Strings

/// Runs iVersion for real: reads the stored state, fetches the feeds the configuration lists
/// (`Configuration.feeds`) concurrently, lets the pure `CheckEngine` decide once, stores the new
/// state and hands back localised alerts. When the user answers, it records the answer and, for
/// Download, opens the update's URL.
///
/// ```swift
/// let feed = URL(string: "https://example.com/notes/versions.plist")!
/// let configuration = Configuration(applicationVersion: "1.1", applicationBundleID: "com.example.notes",
///                                   feeds: [.versionsPlist(feed)])
/// let checker = VersionChecker(configuration: configuration)
/// for alert in try await checker.launch().alerts {
///     let tapped = await ask(alert)                      // your UI: the button the user chose
///     try await checker.respond(tapped.role, to: alert)  // every alert, "new in this version" (OK) too
/// }
/// ```
///
/// With only a configuration it uses ``Dependencies/system``: the state lives in `$XDG_STATE_HOME/iversion`
/// (else `~/.local/state/iversion`), feeds are cached beside it for conditional requests, and the user's
/// languages come from `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`. Pass ``Dependencies`` to choose any
/// of them.
public actor VersionChecker {
    /// What to check and how.
    public let configuration: Configuration
    let store: any StateStore
    private let fetcher: FeedFetcher
    let composer: AlertComposer
    let delegate: any IVersionDelegate
    let opener: any URLOpener
    let now: @Sendable () -> Date
    /// What periodic checks wait on.
    let clock: any Clock<Duration>
    /// Where the app's own tables and local versions plist are found.
    let resources: AppResources
    /// The user's language and region, for the store country and SSVC's request.
    let userLocale: UserLocale
    /// Draws this installation's rollout bucket the first time (random; fixed in tests).
    private let rolloutBucket: @Sendable () -> Double
    private let osVersion: Version?
    let logger: Logger

    /// Creates a checker.
    ///
    /// ```swift
    /// let checker = VersionChecker(configuration: configuration)   // Linux's defaults: state in $XDG_STATE_HOME/iversion
    ///
    /// var dependencies = VersionChecker.Dependencies.system
    /// dependencies.languages = UserLanguages(identifiers: ["fr-CA"])
    /// let french = VersionChecker(configuration: configuration, dependencies: dependencies)
    /// ```
    /// - Parameters:
    ///   - configuration: What to check and how.
    ///   - dependencies: The network, stored state, feed cache, languages, URL opener, clock, app resources
    ///     and logger (``Dependencies/system`` by default).
    ///   - delegate: Hooks and notifications (iVersion's delegate).
    public init(
        configuration: Configuration, dependencies: Dependencies = .system,
        delegate: any IVersionDelegate = DefaultDelegate()
    ) {
        self.configuration = configuration
        store = dependencies.stateStore
        fetcher = FeedFetcher(
            transport: dependencies.transport, limits: dependencies.limits, cache: dependencies.feedCache,
            clock: dependencies.clock)
        resources = dependencies.resources
        userLocale = dependencies.languages.locale
        composer = AlertComposer(
            configuration: configuration, preferences: dependencies.languages.preferences,
            appStrings: dependencies.resources.strings)
        self.delegate = delegate
        opener = dependencies.urlOpener
        osVersion = dependencies.operatingSystemVersion
        now = dependencies.now
        clock = dependencies.clock
        // Every line says which app it is about: the metadata a handler can filter on, not words in the text.
        var logger = dependencies.logger
        logger[metadataKey: "iversion.bundle-id"] = "\(SafeText.line(configuration.applicationBundleID, .escape))"
        self.logger = logger
        rolloutBucket = dependencies.rolloutDraw
    }

    /// What iVersion does at launch: the "new in this version" notes, then the remote check when the
    /// remind and check periods allow it; nothing is fetched otherwise. On returning to the foreground,
    /// call ``becameActive()`` instead. With `checkAtLaunch` off it does nothing at all (the app calls
    /// ``checkIfNewVersion()`` and ``checkForNewVersion()`` itself).
    /// - Returns: The alerts to show, in order, and why.
    /// - Throws: `CheckFailure` of kind `CheckFailure/Kind/stateUnwritable` when the state cannot be
    ///   stored; a failed fetch is not thrown but reported in the result (``CheckResult/failures``).
    public func launch() async throws(CheckFailure) -> CheckResult {
        guard configuration.checkAtLaunch else {
            return await nothingChecked("checkAtLaunch is off: nothing is checked at launch")
        }
        return try await check(.launch)
    }

    /// The local notes only, on request (iVersion's `checkIfNewVersion`): shows what is new after an
    /// upgrade, fetches nothing.
    /// - Throws: `CheckFailure` when the state cannot be stored.
    public func checkIfNewVersion() async throws(CheckFailure) -> CheckResult {
        try await check(.localNotesOnly)
    }

    /// A remote check on request (iVersion's `checkForNewVersion`): ignores the periods and the
    /// delegate's `shouldCheckForNewVersion`, and skips the local notes.
    /// - Throws: `CheckFailure` when the state cannot be stored.
    public func checkForNewVersion() async throws(CheckFailure) -> CheckResult {
        try await check(.forcedRemote)
    }

    /// Records the user's answer to an alert, notifies the delegate and, for Download, opens the
    /// update's URL once the delegate's ``IVersionDelegate/shouldOpenAppStore()`` agrees.
    /// - Parameters:
    ///   - response: The button pressed; it must be one of the alert's.
    ///   - alert: The alert answered.
    /// - Returns: The state as stored.
    /// - Throws: `CheckFailure` of kind `CheckFailure/Kind/cannotOpenURL` for Download when the update has
    ///   no URL to open (such an alert offers no Download; nothing is stored then) or when the opener fails
    ///   (the answer is stored by then), `CheckFailure/Kind/responseNotOffered` (the alert has no such
    ///   button), or `CheckFailure/Kind/stateUnwritable`.
    @discardableResult
    public func respond(_ response: UserResponse, to alert: AlertModel) async throws(CheckFailure) -> CheckState {
        guard alert.offers(response) else {
            if response == .download, alert.kind != .newInThisVersion, alert.updateURL == nil {
                throw Self.noUpdateURL(alert.version)
            }
            throw CheckFailure(
                .responseNotOffered, source: .response,
                message: "\"\(response.rawValue)\" is not an answer to a \(alert.kind.rawValue) alert")
        }
        return try await record(response, to: alert.version, updateURL: alert.updateURL)
    }

    /// Records the user's answer about a version, for UIs that kept only the version; Download opens
    /// the configured update URL (or the App Store page of the known app ID).
    /// - Throws: `CheckFailure` as the answer to an alert does: `CheckFailure/Kind/cannotOpenURL` for
    ///   Download when neither URL is known (nothing is stored then).
    @discardableResult
    public func respond(_ response: UserResponse, to version: Version) async throws(CheckFailure) -> CheckState {
        try await record(response, to: version, updateURL: nil)
    }

    // MARK: The answer

    /// Records an answer; its load and its update share one lock budget (see ``StateLockBudget``).
    private func record(_ response: UserResponse, to version: Version, updateURL: URL?) async throws(CheckFailure)
        -> CheckState
    {
        try await StateLockBudget.sharing { () async throws(CheckFailure) -> CheckState in
            try await recordSteps(response, to: version, updateURL: updateURL)
        }
    }

    private func recordSteps(_ response: UserResponse, to version: Version, updateURL: URL?) async throws(CheckFailure)
        -> CheckState
    {
        let configuration = configuration
        let time = now()
        // Loading first moves a corrupt file aside and says so, instead of the update doing it silently.
        let loaded = try await loadState()
        // Download with nothing to open fails before anything is stored or announced: the user did not get
        // the update, so neither the cleared reminder nor the delegate should say they did.
        var download: URL?
        if response == .download {
            download = updateURL ?? configuration.resolvedUpdateURL(appStoreID: loaded.state.appStoreID)
            if download == nil { throw Self.noUpdateURL(version) }
        }
        let decision: Decision<UserResponse>
        do {
            decision = try await store.update(bundleID: configuration.applicationBundleID) {
                (state: inout CheckState) in
                let decision = CheckEngine.respond(
                    response, to: version, state: state, configuration: configuration, now: time)
                state = decision.state
                return decision
            }
        } catch {
            throw Self.stateFailure(error)
        }
        decision.reasons.forEach(log)
        await emit(decision.events)
        if let download { try await openUpdate(download) }
        return decision.state
    }

    /// The stored state, with a warning when a corrupt file had to be moved aside.
    private func loadState() async throws(CheckFailure) -> StateLoad {
        let loaded: StateLoad
        do {
            loaded = try await store.load(bundleID: configuration.applicationBundleID)
        } catch {
            throw Self.stateFailure(error)
        }
        if let recovery = loaded.recovery { logger.log(safe: .warning, "\(recovery)") }
        return loaded
    }

    /// Download's failure when no URL is known for `version`.
    private static func noUpdateURL(_ version: Version) -> CheckFailure {
        CheckFailure(
            .cannotOpenURL, source: .urlOpener,
            message:
                "no URL to open for \(version): set the configuration's updateURL or the App Store feed's id, or use a feed that links the update"
        )
    }

    /// Opens the update's page, unless the delegate handles it itself.
    private func openUpdate(_ url: URL) async throws(CheckFailure) {
        guard await delegate.shouldOpenAppStore() else {
            log("the delegate opens \(url.absoluteString) itself (shouldOpenAppStore)")
            return
        }
        do {
            try await opener.open(url)
            log("opened \(url.absoluteString)")
        } catch {
            throw CheckFailure(.cannotOpenURL, source: .urlOpener, message: error.description)
        }
    }

    // MARK: The check

    /// One check as `request` asks: what ``launch()``, ``checkIfNewVersion()`` and
    /// ``checkForNewVersion()`` run, and what the command-line notifier's background process runs.
    /// Its load and its update share one lock budget (see ``StateLockBudget``): behind a stuck holder of the
    /// state's lock, the check waits the store's timeout once, not once per step.
    package func check(_ request: CheckRequest) async throws(CheckFailure) -> CheckResult {
        try await StateLockBudget.sharing { () async throws(CheckFailure) -> CheckResult in
            try await checkSteps(request)
        }
    }

    private func checkSteps(_ request: CheckRequest) async throws(CheckFailure) -> CheckResult {
        let configuration = configuration
        let time = now()
        let loaded = try await loadState()
        var initial = loaded.state
        // Drawn only for apps that roll out in phases: nothing is stored for the others.
        if configuration.rollsOutInPhases, initial.rolloutBucket == nil {
            initial.rolloutBucket = rolloutBucket()
        }

        var warnings: [CheckWarning] = []
        var permission = CheckEngine.permission(configuration, state: initial, now: time, request: request)
        if permission.isAllowed, request.remote == .ifAllowed, !(await delegate.shouldCheckForNewVersion()) {
            permission = .declinedByDelegate
        }
        let localFeed = request.showsLocalNotes ? await loadLocalFeed(&warnings) : nil
        let remote: RemoteInput = permission.isAllowed ? .fetched(await fetchFeeds(&warnings)) : .notChecked(permission)
        let detailsConfiguration = self.detailsConfiguration
        let language = composer.lookup.language
        var decision = CheckEngine.decide(
            CheckInput(
                configuration: detailsConfiguration, state: initial, now: time, osVersion: osVersion, request: request,
                localFeed: localFeed, remote: remote, language: language))

        // The delegate's say over what is shown; the state is the engine's either way. The local notes are
        // asked about first: iVersion's local step runs before the remote check answers.
        if let notes = decision.localNotes,
            !(await delegate.shouldDisplayCurrentVersionDetails(
                CheckEngine.details(notes.releases, detailsConfiguration, language: language)))
        {
            decision = decision.withholdingLocalNotes()
        }

        // Store only what this run changed, merged into the latest stored state, so an answer
        // recorded meanwhile (by this process or another) is not lost.
        let before = loaded.state
        let after = decision.state
        let state: CheckState
        do {
            state = try await store.update(bundleID: configuration.applicationBundleID) { current in
                Self.merge(changesFrom: before, to: after, into: current)
            }
        } catch {
            throw Self.stateFailure(error)
        }
        // As iVersion: the delegate hears "did detect" before it is asked "should display". The outcome is
        // the update either way: a delegate that declines the alert shows its own.
        await emit(decision.events)
        let outcome = decision.outcome
        if let update = decision.update,
            !(await delegate.shouldDisplayNewVersion(
                update.latestVersion,
                details: CheckEngine.details(update.releases, detailsConfiguration, language: language)))
        {
            decision = decision.withholdingUpdate()
        }
        var alerts: [AlertModel] = []
        if let notes = decision.localNotes { alerts.append(composer.localAlert(notes)) }
        var announced: UpdateDetails?
        if let update = decision.update {
            let linked = await withLinkedNotes(update, &warnings)
            announced = linked
            alerts.append(composer.updateAlert(linked))
        }
        let summary = composer.summary(outcome)
        // Damaged translation entries were read past; the alerts and the summary are worded without them.
        // Only the tables they were worded from were read, and only theirs matter.
        warnings =
            decision.warnings + warnings + composer.lookup.errorsOfTablesRead().map(CheckWarning.damagedTranslation)
        decision.reasons.forEach(log)
        // At `info`: a library logs what recurs on every check no louder (swift-log's advice); the app sees them
        // in `CheckResult.warnings` anyway. A state moved aside, once, is a `warning`.
        warnings.forEach { logger.log(safe: .info, "\($0)") }
        var result = CheckResult(
            outcome: outcome, summary: summary, alerts: alerts, localOutcome: decision.local, state: state,
            events: decision.events, warnings: warnings, recovery: loaded.recovery, steps: decision.reasons)
        result.update = announced
        return result
    }

    /// The update with the newest release's notes read from its release notes link (`sparkle:releaseNotesLink`,
    /// the variant for the alert's language) when the feed gave none: fetched as the feeds are (same
    /// transport, size cap, timeout and conditional GET). A failed fetch leaves the notes empty and is
    /// reported among the warnings; the alert is shown either way.
    private func withLinkedNotes(_ update: UpdateDetails, _ warnings: inout [CheckWarning]) async -> UpdateDetails {
        guard let newest = update.releases.first, newest.lines.isEmpty, newest.translations.isEmpty,
            let link = update.releaseNotesURL(for: composer.lookup.language)
        else { return update }
        switch await fetcher.fetch(link, source: .releaseNotes) {
        case let .success(page):
            var update = update
            update.releases[0].lines = ReleaseNotesPage.lines(page.bytes)
            log("release notes of \(newest.version) read from \(link.absoluteString)")
            return update
        case let .failure(failure):
            warnings.append(.sourceUnavailable(failure))
            return update
        }
    }

    static func stateFailure(_ error: StateStoreError) -> CheckFailure {
        let message =
            switch error {
            case let .unwritable(path, reason): "\(path): cannot store the state: \(reason)"
            case let .lockFailed(path, reason): "\(path): cannot lock the state: \(reason)"
            }
        return CheckFailure(.stateUnwritable, source: .state, message: message)
    }

    /// Applies the fields a run changed (`before` → `after`) onto `current` (``StateChangeSet``).
    static func merge(changesFrom before: CheckState, to after: CheckState, into current: CheckState) -> CheckState {
        StateChangeSet(from: before, to: after).applied(to: current)
    }

    func loadLocalFeed(_ warnings: inout [CheckWarning]) async -> VersionsFeed? {
        guard let configured = configuration.localVersionsPlistPath else { return nil }
        let path = resources.versionsPlistPath(
            configured,
            languages: [composer.lookup.match?.localization, composer.lookup.language.identifier].compactMap { $0 })
        switch await fetcher.fetch(URL(fileURLWithPath: path), source: .localVersionsPlist) {
        case let .failure(failure):
            warnings.append(.sourceUnavailable(failure))
            return nil
        case let .success(fetched):
            do {
                let feed = try VersionsFeed.decode(fetched.bytes, source: path)
                warnings += feed.problems.map(CheckWarning.feedProblem)
                return feed
            } catch {
                warnings.append(
                    .sourceUnavailable(
                        CheckFailure(.malformedFeed, source: .localVersionsPlist, message: error.description)))
                return nil
            }
        }
    }

    private func fetchFeeds(_ warnings: inout [CheckWarning]) async -> FetchedFeeds {
        // The engine combines one feed of each built-in kind: the first listed is read.
        warnings += configuration.repeatedFeedKinds.map(CheckWarning.repeatedFeed)
        let context = feedContext
        let requests = configuration.fetchedFeeds.compactMap { feed in
            feed.reader.request(in: context).map { (feed.reader, $0) }
        }
        // The fetches run at the same time; the results keep the listed order.
        let fetcher = fetcher
        let results = await withTaskGroup(of: (Int, Result<FeedPayload, CheckFailure>).self) { group in
            for (index, (reader, request)) in requests.enumerated() {
                group.addTask { (index, await Self.fetch(request, reader: reader, fetcher)) }
            }
            var results = [Result<FeedPayload, CheckFailure>?](repeating: nil, count: requests.count)
            for await (index, result) in group { results[index] = result }
            return results.compactMap { $0 }
        }
        for case let .success(payload) in results { warnings += payload.problems.map(CheckWarning.feedProblem) }
        return FetchedFeeds(results)
    }

    /// What the feeds' requests are built from: the app, the user's locale, the alert's language.
    var feedContext: FeedContext {
        FeedContext(configuration: configuration, userLocale: userLocale, alertLanguage: composer.lookup.language)
    }

    /// The App Store feed's lookup URL for this user, when one is listed.
    func appStoreLookupURL() -> URL? { configuration.feed(.appStore)?.reader.request(in: feedContext)?.url }

    /// Fetches one feed and reads what came back. Fetch and read failures are both a failure of that feed,
    /// named by its source.
    private static func fetch(_ request: FeedRequest, reader: any FeedReader, _ fetcher: FeedFetcher) async
        -> Result<FeedPayload, CheckFailure>
    {
        let source = reader.source
        return await fetcher.fetch(request.url, source: source, headers: request.headers).flatMap { fetched in
            Result { () throws(FeedError) in
                try reader.read(FeedResponse(bytes: fetched.bytes, requestedURL: request.url, url: fetched.url))
            }
            .mapError { CheckFailure(.malformedFeed, source: source, message: $0.description) }
        }
    }

    /// The configuration the engine decides on: the app's, with the grouped notes' heading in the alert's
    /// language, so that `details` reads as the alert does.
    var detailsConfiguration: Configuration {
        var configuration = configuration
        if configuration.groupNotesByVersion { configuration.labels.versionLabelFormat = composer.versionLabelFormat }
        return configuration
    }

    func log(_ reason: String) {
        logger.log(safe: configuration.verboseLogging ? .info : .debug, reason)
    }
}
