import Foundation
import Logging

extension VersionChecker {
    /// Everything a checker takes from the platform, in one value: the network, the stored state, the feed
    /// cache, the user's languages, the URL opener, the time and a clock to wait on, the app's resources, the
    /// running OS's version, the rollout draw and the logger. The package's own tools and tests build their
    /// checkers through it too: there is no other way in.
    ///
    /// ``system`` is what Linux has (libcurl, JSON files in the XDG state directory, `LANG` and friends,
    /// `xdg-open`, the wall clock, the executable's folder); every property can be replaced, so an app routes
    /// requests through its own stack or a platform without XDG or `LANG` supplies its own:
    /// ```swift
    /// var dependencies = VersionChecker.Dependencies.system
    /// dependencies.transport = MyTransport()                                  // any HTTPTransport
    /// dependencies.languages = UserLanguages(identifiers: ["fr-CA", "en"])
    /// let checker = VersionChecker(configuration: configuration, dependencies: dependencies)
    /// ```
    public struct Dependencies: Sendable {
        /// Sends the feeds' requests, one hop each (``CurlTransport`` by default). Whichever it is, the checker
        /// holds every fetch to ``limits`` and follows redirects itself (see ``HTTPTransport``).
        public var transport: any HTTPTransport
        /// What every feed fetch is held to, whichever the transport: the timeout, the body size cap, the
        /// redirects and whether plain HTTP may leave the machine (``TransportLimits``' defaults by default).
        public var limits: TransportLimits
        /// Keeps the state between runs (``FileStateStore`` in ``FileStateStore/defaultDirectory`` by default).
        public var stateStore: any StateStore
        /// Keeps fetched feeds and their validators, so that an unchanged feed costs a `304`
        /// (``DirectoryFeedCache`` in the state directory's `cache` folder by default); nil for none.
        public var feedCache: (any FeedCache)?
        /// The user's languages and region (``UserLanguages/system`` by default).
        public var languages: UserLanguages
        /// Opens the update's page when the user chooses Download (``SystemURLOpener`` by default).
        public var urlOpener: any URLOpener
        /// The time a check or an answer happens at, as stored in the state (the wall clock by default).
        public var now: @Sendable () -> Date
        /// What the checker waits on: every fetch's deadline and the time between ``VersionChecker/periodicChecks(_:)``
        /// (`ContinuousClock` by default). A test's own clock decides when a deadline passes, instead of how busy
        /// the machine is.
        public var clock: any Clock<Duration>
        /// Where the app's own `.lproj` tables and local versions plist are (``AppResources/main`` by default).
        public var resources: AppResources
        /// The running system's version, held to an appcast item's `sparkle:minimumSystemVersion` and
        /// `sparkle:maximumSystemVersion` and to the App Store's minimum OS; nil (the default) when it is not
        /// known, and then no release is left out for its system.
        public var operatingSystemVersion: Version?
        /// Draws this installation's place in a phased rollout the first time one is needed: a number in
        /// `0..<1`, stored with the state (random by default).
        public var rolloutDraw: @Sendable () -> Double
        /// Where the reasons and warnings go; at `info` level with `verboseLogging`, else `debug`.
        public var logger: Logger

        /// Dependencies; each one left out is the ``system`` one.
        /// - Parameters:
        ///   - transport: Sends the feeds' requests.
        ///   - limits: What every feed fetch is held to.
        ///   - stateStore: Keeps the state between runs.
        ///   - feedCache: Keeps fetched feeds for conditional requests; nil for none.
        ///   - languages: The user's languages and region.
        ///   - urlOpener: Opens the update's page.
        ///   - now: The time of a check or an answer.
        ///   - clock: What deadlines and periodic checks wait on.
        ///   - resources: Where the app's own tables and local versions plist are.
        ///   - operatingSystemVersion: The running system's version; nil when not known.
        ///   - rolloutDraw: Draws the place in a phased rollout, a number in `0..<1`.
        ///   - logger: Where the reasons and warnings go.
        public init(
            transport: any HTTPTransport = CurlTransport(), limits: TransportLimits = TransportLimits(),
            stateStore: any StateStore = FileStateStore(directory: FileStateStore.defaultDirectory),
            feedCache: (any FeedCache)? = DirectoryFeedCache(stateDirectory: FileStateStore.defaultDirectory),
            languages: UserLanguages = .system, urlOpener: any URLOpener = SystemURLOpener(),
            now: @escaping @Sendable () -> Date = { Date() }, clock: any Clock<Duration> = ContinuousClock(),
            resources: AppResources = .main, operatingSystemVersion: Version? = nil,
            rolloutDraw: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
            logger: Logger = Logger(label: "iVersion")
        ) {
            self.transport = transport
            self.limits = limits
            self.stateStore = stateStore
            self.feedCache = feedCache
            self.languages = languages
            self.urlOpener = urlOpener
            self.now = now
            self.clock = clock
            self.resources = resources
            self.operatingSystemVersion = operatingSystemVersion
            self.rolloutDraw = rolloutDraw
            self.logger = logger
        }

        /// Linux's, read from the process environment: libcurl; the state as JSON in `$XDG_STATE_HOME/iversion`
        /// (else `~/.local/state/iversion`) with the feed cache in its `cache` folder; the languages of
        /// `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG`; `xdg-open` (`open` on macOS); the wall clock; the
        /// executable's folder as the app's resources.
        public static var system: Dependencies { Dependencies() }

        /// ``system``, with the state and the feed cache kept in `directory` instead.
        /// - Parameter directory: The folder for the state files (one JSON file per bundle ID) and, in its
        ///   `cache` folder, the fetched feeds; created (mode 0700) by the first write.
        /// - Returns: The dependencies.
        public static func system(stateDirectory directory: URL) -> Dependencies {
            Dependencies(stateStore: FileStateStore(directory: directory), feedCache: DirectoryFeedCache(stateDirectory: directory))
        }
    }
}
