import IVersion
import Foundation
import IVersionCore
import LocaleServices
import Logging
import Strings
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Update notices for command-line tools: one call at the start of `main`.
///
/// ```swift
/// let configuration = Configuration(applicationVersion: "1.0", applicationBundleID: "com.example.tool",
///                                   feeds: [.gitHubReleases("example/tool")])
/// await UpdateNotifier(configuration: configuration).notify(machineReadableOutput: json)
/// ```
///
/// The tool never waits on the network. When a check is due (the configuration's check and remind
/// periods, as for apps), ``notify(machineReadableOutput:)`` starts the tool again as a detached
/// background process that runs the check and stores what it found; the notice is printed on a later
/// run. So call it first thing: the background process runs the tool's `main` up to this call (with
/// the same arguments), checks, and exits there.
///
/// The notice is the update alert, in the user's language, rendered for a terminal on standard error:
/// a box fitted to the terminal's width, or one line when the terminal is narrow. It is printed only
/// when standard error is a terminal and the tool is not writing machine-readable output; it is shown
/// once per check (then the remind period runs), except for a required update, shown on every run.
/// `CI`, `NO_UPDATE_NOTIFIER` and `IVERSION_DISABLE` turn everything off (see ``NotifierSilence``).
public struct UpdateNotifier: Sendable {
    /// What one call to ``notify(machineReadableOutput:)`` did.
    public struct Outcome: Sendable, Hashable {
        /// The notice that was due on this run, printed or not (nil when there was none).
        public var notice: AlertModel?
        /// Whether the notice was written to standard error.
        public var printed: Bool
        /// Why nothing was printed, when something kept it quiet.
        public var silence: NotifierSilence?
        /// What happened about the background check.
        public var backgroundCheck: BackgroundCheck

        /// Creates an outcome.
        public init(notice: AlertModel?, printed: Bool, silence: NotifierSilence?, backgroundCheck: BackgroundCheck) {
            self.notice = notice
            self.printed = printed
            self.silence = silence
            self.backgroundCheck = backgroundCheck
        }
    }

    /// The background check's fate on one run.
    public enum BackgroundCheck: Sendable, Hashable {
        /// Started as this process.
        case started(processID: Int32)
        /// Not due: the engine's reason (the check or remind period has not elapsed, nothing to check).
        case notDue(CheckPermission)
        /// Another run's check is still going.
        case alreadyRunning
        /// Opted out: nothing is checked.
        case optedOut
        /// It could not be started; the text says why. The tool carries on.
        case failed(String)
    }

    /// The environment variable that tells the background process to check instead of notify; its
    /// value is the bundle ID checked.
    public static let backgroundCheckVariable = "IVERSION_NOTIFIER_CHECK"

    /// What to check and how.
    public let configuration: Configuration
    private let directory: URL
    private let preferences: [LanguageTag]?
    private let appStrings: StringsLookup.Source?
    private let environment: [String: String]
    private let arguments: [String]
    private let style: TerminalAlertRenderer.Style?
    private let now: @Sendable () -> Date
    private let terminal: Terminal

    /// Where the notice goes: standard error, or a test's recorder.
    package struct Terminal: Sendable {
        /// Whether the output is a terminal.
        package var isTerminal: Bool
        /// Its width in columns.
        package var columns: Int
        /// Writes text.
        package var write: @Sendable (String) -> Void

        /// Standard error as it is.
        package static func standardError(environment: [String: String]) -> Terminal {
            Terminal(isTerminal: TerminalDevice.isTerminal(STDERR_FILENO),
                     columns: TerminalDevice.columns(of: STDERR_FILENO, environment: environment),
                     write: { FileHandle.standardError.write(Data($0.utf8)) })
        }
    }

    /// Creates a notifier; every parameter but the configuration has a default for real use.
    /// - Parameters:
    ///   - configuration: What to check and how (`checkPeriod` and `remindPeriod` set how often).
    ///   - stateDirectory: Where the state, the feed cache and the stored notice live; by default
    ///     `$XDG_STATE_HOME/iversion`, else `~/.local/state/iversion`.
    ///   - preferences: The user's languages, most preferred first; by default from `LANGUAGE`,
    ///     `LC_ALL`, `LC_MESSAGES` and `LANG`.
    ///   - appStrings: The tool's own tables, which override the library's strings.
    ///   - style: Box or one line; by default a box, or one line when the terminal is narrower than 40
    ///     columns.
    ///   - environment: Where the defaults and the opt-outs are read from; the process's own by default.
    ///   - arguments: The tool's command line, given to the background process; the process's own by
    ///     default.
    ///   - now: The clock.
    public init(
        configuration: Configuration, stateDirectory: URL? = nil, preferences: [LanguageTag]? = nil,
        appStrings: StringsLookup.Source? = nil, style: TerminalAlertRenderer.Style? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        arguments: [String] = CommandLine.arguments, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(configuration: configuration, stateDirectory: stateDirectory, preferences: preferences,
                  appStrings: appStrings, style: style, environment: environment, arguments: arguments, now: now,
                  terminal: .standardError(environment: environment))
    }

    /// Creates a notifier writing to `terminal`: for tests.
    package init(
        configuration: Configuration, stateDirectory: URL?, preferences: [LanguageTag]?,
        appStrings: StringsLookup.Source?, style: TerminalAlertRenderer.Style?, environment: [String: String],
        arguments: [String], now: @escaping @Sendable () -> Date, terminal: Terminal
    ) {
        self.configuration = configuration
        self.directory = stateDirectory ?? FileStateStore.defaultDirectory(environment: environment)
        self.preferences = preferences
        self.appStrings = appStrings
        self.style = style
        self.environment = environment
        self.arguments = arguments
        self.now = now
        self.terminal = terminal
    }

    /// Prints the stored notice when there is one to show, and starts a background check when one is due.
    ///
    /// In the background process this runs the check, stores its notice and ends the process: it does
    /// not return there.
    /// - Parameter machineReadableOutput: True when the tool prints JSON or other machine-readable
    ///   output on this run; the notice then waits for another run.
    /// - Returns: What was shown and what was started; tools usually ignore it.
    @discardableResult
    public func notify(machineReadableOutput: Bool = false) async -> Outcome {
        if environment[Self.backgroundCheckVariable] == configuration.applicationBundleID {
            await runBackgroundCheck()
            exit(0)
        }
        let silence = NotifierSilence.decide(environment: environment, machineReadableOutput: machineReadableOutput,
                                             standardErrorIsTerminal: terminal.isTerminal)
        if let silence, silence.stopsChecking {
            return Outcome(notice: nil, printed: false, silence: silence, backgroundCheck: .optedOut)
        }
        let store = FileStateStore(directory: directory)
        let notices = NoticeStore(directory: directory, bundleID: configuration.applicationBundleID)
        var state = (try? await store.load(bundleID: configuration.applicationBundleID).state) ?? .fresh

        let notice = notices.load().flatMap { notice in isStillNews(notice, state: state) ? notice : nil }
        if notices.load() != nil, notice == nil { notices.remove() }
        var printed = false
        if let notice, silence == nil {
            terminal.write(render(notice) + "\n")
            printed = true
            if notice.kind == .updateAvailable {
                // Shown once: from now on it is a reminder, and the remind period runs.
                state = await recordReminder(for: notice, store: store) ?? state
                notices.remove()
            }
        }
        return Outcome(notice: notice, printed: printed, silence: silence,
                       backgroundCheck: startCheckIfDue(state: state, notices: notices))
    }

    // MARK: The notice

    /// A stored notice still applies while it announces a version newer than the running one that the
    /// user has not chosen to ignore (they may have upgraded since it was stored).
    private func isStillNews(_ notice: AlertModel, state: CheckState) -> Bool {
        notice.version > configuration.applicationVersion && notice.version != state.ignoredVersion
    }

    private func render(_ notice: AlertModel) -> String {
        let chosenStyle = style ?? (terminal.columns < 40 ? .line : .box)
        return TerminalAlertRenderer(width: terminal.columns, style: chosenStyle, footer: .downloadLink,
                                     maximumNoteLines: 6).render(notice)
    }

    private func recordReminder(for notice: AlertModel, store: FileStateStore) async -> CheckState? {
        let configuration = configuration
        let time = now()
        return try? await store.update(bundleID: configuration.applicationBundleID) { state in
            state = CheckEngine.respond(.remind, to: notice.version, state: state, configuration: configuration, now: time).state
            return state
        }
    }

    // MARK: The check

    private func startCheckIfDue(state: CheckState, notices: NoticeStore) -> BackgroundCheck {
        let permission = CheckEngine.permission(configuration, state: state, now: now(), request: .remoteOnly)
        guard permission.isAllowed else { return .notDue(permission) }
        guard let lock = notices.tryLock() else { return .alreadyRunning }
        defer { close(lock) }
        guard let executable = BackgroundProcess.currentExecutable() else {
            return .failed("the running program's file is unknown")
        }
        var childEnvironment = environment
        childEnvironment[Self.backgroundCheckVariable] = configuration.applicationBundleID
        do {
            let pid = try BackgroundProcess.start(executable: executable, arguments: arguments.isEmpty ? [executable] : arguments,
                                                  environment: childEnvironment, lockDescriptor: lock)
            return .started(processID: pid)
        } catch {
            return .failed(error.description)
        }
    }

    /// The background process's work: the remote check as an app's launch runs it, its update alert
    /// stored as the notice. A check that found nothing new removes an old notice; a failed fetch
    /// keeps it.
    private func runBackgroundCheck() async {
        let checker = VersionChecker(configuration: configuration, stateDirectory: directory, preferences: preferences,
                                     appStrings: appStrings, environment: environment, now: now,
                                     logger: Logger(label: "iVersion.notifier"))
        guard let result = try? await checker.check(.remoteOnly) else { return }
        let notices = NoticeStore(directory: directory, bundleID: configuration.applicationBundleID)
        if let alert = result.alerts.first(where: { $0.kind != .newInThisVersion }) {
            try? notices.save(alert)
        } else if result.events.contains(.didNotDetectNewVersion) {
            notices.remove()
        }
    }
}
