import IVersion

/// Why ``UpdateNotifier`` prints nothing on a run.
public enum NotifierSilence: Sendable, Hashable {
    /// The user ran the tool with ``UpdateNotifier/optOutFlag`` (`--no-update-notifier`): nothing is
    /// shown and nothing is checked.
    case optedOutByFlag
    /// The user or the machine opted out through this environment variable (`NO_UPDATE_NOTIFIER`,
    /// `IVERSION_DISABLE`): nothing is shown and nothing is checked.
    case optedOut(variable: String)
    /// The tool runs on a continuous-integration service: `service` is its name when the environment
    /// names one (`Jenkins`, `TeamCity`…), nil when only a generic variable (`CI`, `BUILD_NUMBER`…) says
    /// so; `variable` is the variable that told. Nothing is shown and nothing is checked.
    case continuousIntegration(service: String?, variable: String)
    /// The tool writes machine-readable output on this run (`--json` and the like): the notice would
    /// corrupt it. A check may still run; its notice waits for an interactive run.
    case machineReadableOutput
    /// Standard output or standard error is not a terminal (`tool | less`, `tool 2> log`, a service's
    /// log): the notice could end up in what another program reads, or nobody is there to read it. A
    /// check may still run; its notice waits for an interactive run.
    case notATerminal

    /// Whether the silence also stops the background check.
    public var stopsChecking: Bool {
        switch self {
        case .optedOutByFlag, .optedOut, .continuousIntegration: true
        case .machineReadableOutput, .notATerminal: false
        }
    }

    /// The variables that opt out whatever their value: `NO_UPDATE_NOTIFIER`, the name command-line
    /// users already know from other tools, and `IVERSION_DISABLE`, which turns off every tool built
    /// with this library.
    public static let optOutVariables = ["NO_UPDATE_NOTIFIER", "IVERSION_DISABLE"]

    /// The silence that applies to a run, if any (a pure decision: the caller gathers the facts).
    ///
    /// In this order: ``UpdateNotifier/optOutFlag`` among the arguments (before a `--`), one of
    /// ``optOutVariables``, a continuous-integration service (the services npm's `ci-info` recognises,
    /// `CI=false` or `CI=0` saying "not CI"), machine-readable output, then either standard stream not
    /// being a terminal.
    /// - Parameters:
    ///   - environment: The process environment.
    ///   - arguments: The tool's command line, its name first.
    ///   - machineReadableOutput: Whether the tool prints machine-readable output on this run.
    ///   - standardOutputIsTerminal: Whether standard output is a terminal.
    ///   - standardErrorIsTerminal: Whether standard error is a terminal.
    /// - Returns: nil when the notice may be printed.
    public static func decide(
        environment: [String: String], arguments: [String], machineReadableOutput: Bool,
        standardOutputIsTerminal: Bool, standardErrorIsTerminal: Bool
    ) -> NotifierSilence? {
        if arguments.dropFirst().prefix(while: { $0 != "--" }).contains(UpdateNotifier.optOutFlag) { return .optedOutByFlag }
        if let variable = optOutVariables.first(where: { environment[$0] != nil }) { return .optedOut(variable: variable) }
        if let found = ContinuousIntegration.detect(in: environment) {
            return .continuousIntegration(service: found.service, variable: found.variable)
        }
        if machineReadableOutput { return .machineReadableOutput }
        if !standardOutputIsTerminal || !standardErrorIsTerminal { return .notATerminal }
        return nil
    }
}
