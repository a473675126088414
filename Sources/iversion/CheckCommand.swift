import ArgumentParser
import Foundation
import IVersion
@_spi(Engine) import IVersionCore
import IVersionNotifier
import IVersionSupport
import LocaleServices
import Logging

/// `iversion check`: a launch of the app, for real: local notes, then the remote check.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check for a new version (and new-in-this-version notes) against real feeds, and print the alerts.",
        discussion: """
            Runs what an app runs at launch: the local notes after an upgrade, then (when the remind and check periods allow) the remote versions plist, the App Store lookup and SSVC, fetched at the same time. Plain http is refused except to loopback hosts (127.0.0.1, ::1, localhost) unless --allow-http is given. The state is kept between runs in --state-dir; answer an alert with `iversion respond`. Responses are cached beside the state (cache/), so an unchanged feed costs a 304.

            What a person reads (the alerts, or the outcome as one sentence: up to date, ignored, deferred, not checked, failed) is in the language --locale chooses, as the alerts are; the `error:` and `warning:` lines on standard error, the --verbose steps and the JSON keys stay English.

            Exit status: 0 done (an alert or the outcome), 1 the check failed (feed unreachable or malformed, state not writable), 2 usage error.
            """
    )

    @OptionGroup var app: AppOptions
    @OptionGroup var locale: LocaleOptions

    @Option(
        name: .customLong("remote-plist"),
        help: ArgumentHelp("The remote versions plist: a URL or a path.", valueName: "url"))
    var remotePlist: String?

    @Option(
        name: .customLong("local-plist"),
        help: ArgumentHelp("The versions plist shipped with the app.", valueName: "path"))
    var localPlist: String?

    @Option(
        name: .customLong("app-id"),
        help: "The App Store ID (trackId): the lookup asks for it by ID; its bundle ID must still match --bundle-id.")
    var appID: Int?

    @Option(
        name: .customLong("lookup"),
        help: ArgumentHelp(
            "Fetch the App Store lookup from here (a URL or a file) instead of itunes.apple.com.", valueName: "url"))
    var lookup: String?

    @Option(name: .customLong("ssvc"), help: ArgumentHelp("An SSVC server URL.", valueName: "url"))
    var ssvc: String?

    @Option(
        name: .customLong("github"),
        help: ArgumentHelp(
            "A GitHub releases feed: owner/name, or the releases API's URL (or a file holding its answer).",
            valueName: "repository"))
    var gitHub: String?

    @Option(name: .customLong("appcast"), help: ArgumentHelp("A Sparkle appcast: a URL or a path.", valueName: "url"))
    var appcast: String?

    @Option(name: .customLong("channel"), help: "An appcast channel to follow besides the default one (repeatable).")
    var channels: [String] = []

    @Option(
        name: .customLong("appcast-os"),
        help: ArgumentHelp(
            "The operating system the appcast is read for, as sparkle:os names it (macos, windows, linux). Default: macos, as Sparkle.",
            valueName: "name"))
    var appcastOS: String?

    @Flag(name: .long, help: "Announce pre-releases of the GitHub releases feed too.")
    var prereleases = false

    @Option(
        name: .customLong("announce-delay"),
        help: ArgumentHelp(
            "Days to wait after a release's date before announcing it.", valueName: "days"))
    var announceDelay: Double = 0

    @Option(
        name: .customLong("build-number"),
        help:
            "The running build number (CFBundleVersion), compared with SSVC's minimum and an appcast's sparkle:version."
    )
    var buildNumber: UInt64?

    @Option(
        name: .customLong("os-version"),
        help: "The running OS version, compared with the App Store's minimum and an appcast's minimum and maximum.")
    var osVersion: String?

    @Flag(
        name: .customLong("no-app-store"), help: "Do not look the app up on the App Store (apps distributed elsewhere)."
    )
    var noAppStore = false

    @Flag(name: .long, help: "Preview mode: show every note, ignoring versions, periods and ignored versions.")
    var preview = false

    @Flag(name: .long, help: "Group notes by version.")
    var grouped = false

    @Flag(name: .long, help: "Ignore the check and remind periods (iVersion's checkForNewVersion).")
    var force = false

    @Flag(name: .customLong("allow-http"), help: "Allow plain http to hosts other than loopback.")
    var allowHTTP = false

    @Flag(name: .long, help: "Print the result as JSON.")
    var json = false

    @Flag(name: .long, help: "Print why each decision was made (on standard error).")
    var verbose = false

    func validate() throws {
        if let osVersion, Version(osVersion) == nil {
            throw ValidationError("--os-version: \"\(osVersion)\" is not a version")
        }
        if !announceDelay.isFinite || announceDelay < 0 {
            throw ValidationError("--announce-delay: give a number of days, 0 or more")
        }
        if let appcastOS, appcastOS.isEmpty || !appcastOS.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            throw ValidationError("--appcast-os: give a system name of letters and digits, e.g. macos")
        }
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        var configuration = app.configuration()
        configuration.feeds = feeds(environment: environment)
        // A path given here is the user's, from the working directory; the library looks relative paths up
        // in the app's resources.
        configuration.localVersionsPlistPath = localPlist.map { URL(fileURLWithPath: $0).path }
        configuration.announceDelay = .days(announceDelay)
        configuration.applicationBuildNumber = buildNumber
        configuration.previewMode = preview
        configuration.groupNotesByVersion = grouped
        configuration.verboseLogging = verbose
        let store = app.store(environment: environment)
        let cache = DirectoryFeedCache(stateDirectory: store.directory)
        let checker = VersionChecker(
            configuration: configuration,
            dependencies: VersionChecker.Dependencies(
                limits: TransportLimits(allowsInsecureHTTP: allowHTTP), stateStore: store, feedCache: cache,
                languages: UserLanguages(
                    explicit: locale.preferences(environment: environment).tags, environment: environment),
                operatingSystemVersion: osVersion.flatMap(Version.init), logger: Self.logger(verbose: verbose)))
        // --force is a check the user asked for (a phased rollout does not hold it back); otherwise a launch's.
        let result: CheckResult
        do {
            result = try await force ? checker.checkForNewVersion() : checker.launch()
        } catch {
            // The person reads that the check failed in their language; the diagnostic stays English.
            if !json {
                let composer = AlertComposer(
                    configuration: configuration, preferences: locale.preferences(environment: environment).tags)
                Swift.print(composer.summary(.failed(failures: [])))
            }
            try await exitingOnFailure { () async throws -> Void in throw error }
            return
        }
        try CheckReport.print(result, json: json)
        if !result.failures.isEmpty { throw ExitCode.failure }
    }
}

extension CheckCommand {
    /// The feeds the options name: the App Store unless `--no-app-store` (the command checks it by default,
    /// as iVersion), then each feed given.
    func feeds(environment: [String: String]) -> [Configuration.Feed] {
        var feeds: [Configuration.Feed] = []
        if !noAppStore {
            feeds.append(
                .appStore(
                    id: appID, country: locale.storeCountry(environment: environment), lookupURL: lookup.map(feedURL)))
        }
        if let remotePlist { feeds.append(.versionsPlist(feedURL(remotePlist))) }
        if let ssvc { feeds.append(.ssvc(feedURL(ssvc))) }
        if let gitHub {
            // owner/name is a repository, unless a file of that name exists; anything else (a URL, a path) is the feed.
            let repository = FileManager.default.fileExists(atPath: gitHub) ? nil : GitHubRepository(gitHub)
            feeds.append(.gitHubReleases(repository?.releasesURL ?? feedURL(gitHub), includesPrereleases: prereleases))
        }
        if let appcast {
            feeds.append(.appcast(feedURL(appcast), channels: channels, operatingSystem: appcastOS ?? "macos"))
        }
        return feeds
    }

    /// The checker's reasons go to standard error through swift-log, with `--verbose` only; its warnings
    /// are printed by ``CheckReport`` instead, so the logger stays quiet below `error` otherwise.
    static func logger(verbose: Bool) -> Logger {
        var logger = Logger(label: "iversion") { label in StreamLogHandler.standardError(label: label) }
        logger.logLevel = verbose ? .info : .error
        return logger
    }
}

/// How `check` prints results: the alerts, or the outcome's sentence, in the user's language on standard
/// output; warnings and errors, developer diagnostics, in English on standard error.
enum CheckReport {
    static func print(_ result: CheckResult, json: Bool) throws {
        if json {
            struct Output: Encodable {
                let outcome: CheckOutcome
                let summary: String
                let alerts: [AlertModel]
                let failures: [CheckFailure]
                let warnings: [String]
                let reasons: [String]
                let recovery: String?
            }
            try printJSON(
                Output(
                    outcome: result.outcome, summary: result.summary, alerts: result.alerts, failures: result.failures,
                    warnings: result.warnings.map(\.description), reasons: result.steps,
                    recovery: result.recovery?.description))
            return
        }
        var standardError = StandardError()
        if let recovery = result.recovery { Swift.print("warning: \(recovery)", to: &standardError) }
        result.warnings.forEach { Swift.print("warning: \($0)", to: &standardError) }
        result.failures.forEach { Swift.print("error: \($0)", to: &standardError) }
        lines(result).forEach { Swift.print($0) }
    }

    /// What a person reads on standard output: each alert, or when there is none the outcome as one
    /// sentence (`CheckResult.summary`: up to date, ignored, deferred, not checked, failed), all worded
    /// in the alerts' language.
    static func lines(_ result: CheckResult) -> [String] {
        result.alerts.isEmpty ? [result.summary] : result.alerts.map { TerminalAlertRenderer(width: 104).render($0) }
    }
}
