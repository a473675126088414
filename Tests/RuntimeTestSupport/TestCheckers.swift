import Foundation
import IVersion
import Logging

extension VersionChecker {
    /// A checker as the runtime's tests want one, built the one way an app can: through
    /// ``VersionChecker/Dependencies``. What a test leaves out is quiet and fixed: no feed cache, English,
    /// the app's tables and local plist from the executable's folder, and a ``ManualClock`` nobody moves, so
    /// that no fetch meets a deadline because the machine is busy (a transport's own timeout still ends a hop).
    /// - Parameters:
    ///   - configuration: What to check and how.
    ///   - store: The state store.
    ///   - transport: Sends the feeds' requests.
    ///   - limits: What every fetch is held to.
    ///   - cache: The feed cache; none by default.
    ///   - preferences: The user's languages; the environment's when nil.
    ///   - resources: The app's tables and local versions plist.
    ///   - delegate: The delegate.
    ///   - opener: Opens Download's URL.
    ///   - osVersion: The running system's version.
    ///   - environment: Where the region (and, without `preferences`, the languages) come from.
    ///   - now: The time of a check or an answer.
    ///   - clock: What deadlines and periodic checks wait on.
    ///   - logger: Where the reasons go.
    ///   - rolloutBucket: The rollout draw.
    /// - Returns: The checker.
    public static func testing(
        configuration: Configuration, store: any StateStore, transport: any HTTPTransport = CurlTransport(),
        limits: TransportLimits = TransportLimits(), cache: (any FeedCache)? = nil, preferences: [LanguageTag]? = nil,
        resources: AppResources = .main, delegate: any IVersionDelegate = DefaultDelegate(),
        opener: (any URLOpener)? = nil,
        osVersion: Version? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
        now: @escaping @Sendable () -> Date = { Date() }, clock: any Clock<Duration> = ManualClock(),
        logger: Logger = Logger(label: "test"),
        rolloutBucket: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) -> VersionChecker {
        let dependencies = Dependencies(
            transport: transport, limits: limits, stateStore: store, feedCache: cache,
            languages: UserLanguages(explicit: preferences, environment: environment),
            urlOpener: opener ?? SystemURLOpener(environment: environment), now: now, clock: clock,
            resources: resources,
            operatingSystemVersion: osVersion, rolloutDraw: rolloutBucket, logger: logger)
        return VersionChecker(configuration: configuration, dependencies: dependencies, delegate: delegate)
    }
}
