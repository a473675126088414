import IVersion
/// Why ``UpdateNotifier`` prints nothing on a run.
public enum NotifierSilence: Sendable, Hashable {
    /// The user or the machine opted out through this environment variable (`CI`,
    /// `NO_UPDATE_NOTIFIER`, `IVERSION_DISABLE`): nothing is shown and nothing is checked.
    case optedOut(variable: String)
    /// The tool writes machine-readable output on this run (`--json` and the like): the notice would
    /// corrupt it. A check may still run; its notice waits for an interactive run.
    case machineReadableOutput
    /// Standard error is not a terminal (a pipe, a file, a service's log): nobody is there to read the
    /// notice. A check may still run; its notice waits for an interactive run.
    case notATerminal

    /// Whether the silence also stops the background check.
    public var stopsChecking: Bool {
        if case .optedOut = self { return true }
        return false
    }

    /// The variables that opt out, in the order they are looked at.
    ///
    /// `CI` is what continuous-integration services set (GitHub Actions, GitLab, Travis, CircleCI…);
    /// `NO_UPDATE_NOTIFIER` is the name command-line users already know from other tools;
    /// `IVERSION_DISABLE` turns off every tool built with this library.
    public static let optOutVariables = ["CI", "NO_UPDATE_NOTIFIER", "IVERSION_DISABLE"]

    /// The silence that applies to a run, if any (a pure decision: the caller gathers the facts).
    /// - Parameters:
    ///   - environment: The process environment. `NO_UPDATE_NOTIFIER` and `IVERSION_DISABLE` opt out
    ///     whenever they are set, whatever their value; `CI` unless it is empty, `false` or `0`
    ///     (some services export `CI=false` for local runs).
    ///   - machineReadableOutput: Whether the tool prints machine-readable output on this run.
    ///   - standardErrorIsTerminal: Whether standard error is a terminal.
    /// - Returns: nil when the notice may be printed.
    public static func decide(
        environment: [String: String], machineReadableOutput: Bool, standardErrorIsTerminal: Bool
    ) -> NotifierSilence? {
        for variable in optOutVariables {
            guard let value = environment[variable] else { continue }
            if variable == "CI", ["", "false", "0"].contains(value.lowercased()) { continue }
            return .optedOut(variable: variable)
        }
        if machineReadableOutput { return .machineReadableOutput }
        if !standardErrorIsTerminal { return .notATerminal }
        return nil
    }
}
