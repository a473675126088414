import IVersion
import Foundation
import Logging
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Update notices for command-line tools, as npm's update-notifier gives them: three lines at the
/// start of `main`.
///
/// ```swift
/// let configuration = Configuration(applicationVersion: "1.0", applicationBundleID: "com.example.tool",
///                                   feeds: [.gitHubReleases("example/tool")])
/// let notifier = UpdateNotifier(configuration: configuration)
/// if await notifier.runBackgroundCheckIfRequested() { exit(0) }   // the notifier's own process ends here
/// await notifier.notify(machineReadableOutput: json)
/// ```
///
/// The tool never waits on the network. When a check is due (at most once per ``checkInterval``, a
/// day by default), ``notify(machineReadableOutput:)`` starts the tool again as a detached background
/// process, and returns. In that process ``runBackgroundCheckIfRequested()`` runs the check, stores
/// the update it found and returns true: the tool's `main` then ends (nothing else of the tool runs
/// there). The library itself never ends a process; that is the tool's line. A later run prints the
/// notice on standard error.
///
/// The notice is the update alert, worded in the languages of the run that shows it (what is stored
/// is the update, not its words) and drawn for a terminal: a box fitted to the terminal's width, or
/// one line when the terminal is narrow. It is printed only when both standard output and standard
/// error are terminals (`tool | less` prints nothing) and the tool is not writing machine-readable
/// output; it is shown once per check (then the remind period runs), except for a required update,
/// shown on every run. ``optOutFlag`` on the command line, ``NotifierSilence/optOutVariables`` and the
/// continuous-integration services turn everything off (see ``NotifierSilence``).
///
/// A stored notice holds at most 256 KiB, which its reader accepts: an update whose notes would take more
/// is stored with them trimmed to 64 KiB, newest release first (the notice shows six lines of them), and
/// the background check's log says so at `info` level.
public struct UpdateNotifier: Sendable {
    /// What one call to ``notify(machineReadableOutput:)`` did.
    public struct Outcome: Sendable, Hashable {
        /// The notice that was due on this run, worded in this run's languages, printed or not (nil when
        /// there was none).
        public var notice: AlertModel?
        /// Whether the notice was written to standard error.
        public var printed: Bool
        /// Why nothing was printed, when something kept it quiet.
        public var silence: NotifierSilence?
        /// What happened about the background check.
        public var backgroundCheck: BackgroundCheck

        /// Creates an outcome.
        /// - Parameters:
        ///   - notice: The notice due on this run.
        ///   - printed: Whether it was written.
        ///   - silence: Why nothing was printed.
        ///   - backgroundCheck: What happened about the background check.
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
        /// Not due, and why: deferred until the check interval or the remind period has elapsed, or
        /// not checked (nothing to check).
        case notDue(CheckOutcome)
        /// Another run's check is still going.
        case alreadyRunning
        /// Opted out: nothing is checked.
        case optedOut
        /// This process is the background check: ``UpdateNotifier/runBackgroundCheckIfRequested()``
        /// runs it, and the tool's `main` should end.
        case isThisProcess
        /// It could not be started; the text says why. The tool carries on.
        case failed(String)
    }

    /// The command-line flag that turns the notifier off for one run: nothing shown, nothing checked.
    ///
    /// The notifier reads it from the tool's arguments itself; a tool whose parser rejects unknown
    /// options declares it, with swift-argument-parser in one line:
    /// `@Flag(name: .customLong("no-update-notifier"), help: "Do not check for updates.") var noUpdateNotifier = false`.
    public static let optOutFlag = "--no-update-notifier"

    /// The environment variable that tells the background process to check instead of notify; its
    /// value is the bundle ID checked.
    public static let backgroundCheckVariable = "IVERSION_NOTIFIER_CHECK"

    /// The shortest time between two checks unless the configuration's `checkPeriod` is longer: a day,
    /// as npm's update-notifier.
    public static let defaultCheckInterval = Duration.seconds(24 * 60 * 60)

    /// What to check and how.
    public let configuration: Configuration
    /// The shortest time between two checks (the configuration's `checkPeriod` counts when longer).
    public let checkInterval: Duration
    private let directory: URL
    private let dependencies: VersionChecker.Dependencies
    private let environment: [String: String]
    private let arguments: [String]
    private let style: NoticeStyle?
    private let terminal: Terminal
    private let startProcess: BackgroundStarter

    /// Where the notice goes, and whether anyone is there: the process's standard streams, or a test's.
    package struct Terminal: Sendable {
        /// Whether standard output is a terminal.
        package var standardOutputIsTerminal: Bool
        /// Whether standard error (where the notice goes) is a terminal.
        package var standardErrorIsTerminal: Bool
        /// Its width in columns.
        package var columns: Int
        /// Writes text on standard error.
        package var write: @Sendable (String) -> Void

        /// The process's own.
        package static func standardStreams(environment: [String: String]) -> Terminal {
            Terminal(standardOutputIsTerminal: TerminalDevice.isTerminal(STDOUT_FILENO),
                     standardErrorIsTerminal: TerminalDevice.isTerminal(STDERR_FILENO),
                     columns: TerminalDevice.columns(of: STDERR_FILENO, environment: environment),
                     write: { FileHandle.standardError.write(Data($0.utf8)) })
        }
    }

    /// Starts the background process: the program, its arguments, its environment and the held lock;
    /// returns its process ID. ``BackgroundProcess`` but in tests.
    package typealias BackgroundStarter = @Sendable (String, [String], [String: String], Int32) throws -> Int32

    /// Creates a notifier; every parameter but the configuration has a default for real use.
    /// - Parameters:
    ///   - configuration: What to check and how (its `remindPeriod` sets how long a shown notice rests).
    ///   - arguments: The tool's command line, its name first: read for ``optOutFlag`` and given to the
    ///     background process; the process's own by default.
    ///   - checkInterval: The shortest time between two checks; a day by default. The configuration's
    ///     `checkPeriod` counts when it is longer.
    ///   - style: Box or one line; by default a box, or one line when the terminal is narrower than 40
    ///     columns.
    ///   - stateDirectory: Where the stored notice lives, and with the `VersionChecker.Dependencies.system`
    ///     dependencies the state and the feed cache; by default `$XDG_STATE_HOME/iversion`, else
    ///     `~/.local/state/iversion`.
    ///   - dependencies: What the check and the notice take from the platform: the network, the stored state,
    ///     the user's languages (the notice is worded in them), the time, the logger;
    ///     `VersionChecker.Dependencies.system` with the state in `stateDirectory` by default.
    public init(
        configuration: Configuration, arguments: [String] = CommandLine.arguments,
        checkInterval: Duration = UpdateNotifier.defaultCheckInterval, style: NoticeStyle? = nil,
        stateDirectory: URL? = nil, dependencies: VersionChecker.Dependencies? = nil
    ) {
        let environment = ProcessInfo.processInfo.environment
        self.init(configuration: configuration, arguments: arguments, checkInterval: checkInterval, style: style,
                  stateDirectory: stateDirectory, dependencies: dependencies, environment: environment,
                  terminal: .standardStreams(environment: environment))
    }

    /// Creates a notifier with the seams only the notifier's tests set: the environment (for the opt-outs and
    /// the background process), the standard streams and how the background process starts.
    package init(
        configuration: Configuration, arguments: [String], checkInterval: Duration = UpdateNotifier.defaultCheckInterval,
        style: NoticeStyle? = nil, stateDirectory: URL?, dependencies: VersionChecker.Dependencies?,
        environment: [String: String], terminal: Terminal,
        startProcess: @escaping BackgroundStarter = { executable, arguments, environment, lock in
            try BackgroundProcess.start(executable: executable, arguments: arguments, environment: environment, lockDescriptor: lock)
        }
    ) {
        self.configuration = configuration
        self.checkInterval = checkInterval
        let directory = stateDirectory ?? FileStateStore.defaultDirectory
        self.directory = directory
        self.dependencies = dependencies ?? .system(stateDirectory: directory)
        self.style = style
        self.environment = environment
        self.arguments = arguments
        self.terminal = terminal
        self.startProcess = startProcess
    }

    /// The checker every step goes through: the tool's configuration, checking at most once per
    /// ``checkInterval``. In the tool's own run (`quiet`) its reasons stay at `debug`: the tool's standard
    /// error is the user's terminal, which gets the notice and nothing else.
    private func checker(quiet: Bool) -> VersionChecker {
        var configuration = Self.checking(configuration, atMostEvery: checkInterval)
        if quiet { configuration.verboseLogging = false }
        return VersionChecker(configuration: configuration, dependencies: dependencies)
    }

    /// Whether this process is the background check the notifier started.
    public var isBackgroundCheck: Bool {
        environment[Self.backgroundCheckVariable] == configuration.applicationBundleID
    }

    /// In the background process the notifier started: runs the check, stores the update it found (a
    /// check that found nothing new removes an old notice; a failed one keeps it) and returns true;
    /// the tool's `main` should then end, with `exit(0)` or by returning. In any other process it does
    /// nothing and returns false at once.
    /// - Returns: Whether this process is the background check.
    @discardableResult
    public func runBackgroundCheckIfRequested() async -> Bool {
        guard isBackgroundCheck else { return false }
        guard let result = try? await checker(quiet: false).checkForNewVersionIfDue() else { return true }
        let notices = NoticeStore(directory: directory, bundleID: configuration.applicationBundleID)
        if let update = result.update {
            Self.store(update, in: notices, logger: dependencies.logger)
        } else if result.events.contains(.didNotDetectNewVersion) {
            notices.remove()
        }
        return true
    }

    /// Stores the update found, saying in the log when its notes were trimmed to fit the notice, or when it
    /// could not be stored.
    static func store(_ update: UpdateDetails, in notices: NoticeStore, logger: Logger) {
        do {
            let saved = try notices.save(update)
            if saved.trimmed {
                let version = SafeText.line(update.latestVersion.text, .escape)
                logger.info("""
                    the update to \(version) takes \(saved.originalBytes) bytes with its notes, more than a stored notice holds \
                    (\(NoticeStore.maximumBytes)); stored trimmed to \(saved.writtenBytes) bytes
                    """)
            }
        } catch {
            logger.warning("\(SafeText.line("\(error)", .escape))")
        }
    }

    /// Prints the stored notice when there is one to show, and starts a background check when one is due.
    ///
    /// It never ends the process. In the background process it does nothing (``BackgroundCheck/isThisProcess``):
    /// call ``runBackgroundCheckIfRequested()`` first.
    /// - Parameter machineReadableOutput: True when the tool prints JSON or other machine-readable
    ///   output on this run; the notice then waits for another run.
    /// - Returns: What was shown and what was started; tools usually ignore it.
    @discardableResult
    public func notify(machineReadableOutput: Bool = false) async -> Outcome {
        guard !isBackgroundCheck else {
            return Outcome(notice: nil, printed: false, silence: nil, backgroundCheck: .isThisProcess)
        }
        let silence = NotifierSilence.decide(
            environment: environment, arguments: arguments, machineReadableOutput: machineReadableOutput,
            standardOutputIsTerminal: terminal.standardOutputIsTerminal, standardErrorIsTerminal: terminal.standardErrorIsTerminal)
        if let silence, silence.stopsChecking {
            return Outcome(notice: nil, printed: false, silence: silence, backgroundCheck: .optedOut)
        }
        let checker = checker(quiet: true)
        let notices = NoticeStore(directory: directory, bundleID: configuration.applicationBundleID)
        let state = (try? await checker.state()) ?? .fresh

        let stored = notices.load()
        let update = stored.flatMap { isStillNews($0, state: state) ? $0 : nil }
        if stored != nil, update == nil { notices.remove() }
        // Worded now, in this run's languages, whatever the languages of the run that checked.
        let notice = update.map(checker.updateAlert)
        var printed = false
        if let update, let notice, silence == nil {
            terminal.write(render(notice) + "\n")
            printed = true
            if !update.isMandatory {
                // Shown once: from now on it is a reminder, and the remind period runs.
                _ = try? await checker.respond(.remind, to: update.latestVersion)
                notices.remove()
            }
        }
        return Outcome(notice: notice, printed: printed, silence: silence,
                       backgroundCheck: await startCheckIfDue(checker, notices: notices))
    }

    /// The configuration checked with: the tool's, checking at most once per `interval`.
    static func checking(_ configuration: Configuration, atMostEvery interval: Duration) -> Configuration {
        var configuration = configuration
        configuration.checkPeriod = max(configuration.checkPeriod, interval)
        return configuration
    }

    // MARK: The notice

    /// A stored notice still applies while it announces a version newer than the running one that the
    /// user has not chosen to ignore (they may have upgraded since it was stored).
    private func isStillNews(_ update: UpdateDetails, state: CheckState) -> Bool {
        update.latestVersion > configuration.applicationVersion && update.latestVersion != state.ignoredVersion
    }

    private func render(_ notice: AlertModel) -> String {
        let chosenStyle = style ?? (terminal.columns < 40 ? .line : .box)
        return TerminalAlertRenderer(width: terminal.columns, style: chosenStyle, footer: .downloadLink,
                                     maximumNoteLines: 6).render(notice)
    }

    // MARK: The check

    private func startCheckIfDue(_ checker: VersionChecker, notices: NoticeStore) async -> BackgroundCheck {
        if let heldBack = try? await checker.remoteCheckHeldBack() { return .notDue(heldBack) }
        guard let lock = notices.tryLock() else { return .alreadyRunning }
        defer { close(lock) }
        guard let executable = BackgroundProcess.currentExecutable() else {
            return .failed("the running program's file is unknown")
        }
        var childEnvironment = environment
        childEnvironment[Self.backgroundCheckVariable] = configuration.applicationBundleID
        do {
            return .started(processID: try startProcess(executable, arguments.isEmpty ? [executable] : arguments, childEnvironment, lock))
        } catch let error as BackgroundProcess.StartError {
            return .failed(error.description)
        } catch {
            return .failed("\(error)")
        }
    }
}
