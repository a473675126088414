/// The exit statuses both commands (`iversion` and `strings-check`) end with, as compilers and linters do:
/// one set, so a script or CI step reads either the same way.
///
/// swift-argument-parser ends a usage error with 64 (`EX_USAGE`); each command's `main` maps that to
/// ``usage``, and each `--help` ends with ``helpLine(failure:)``.
package enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Done: no failure, no finding at the severity that fails.
    case success = 0
    /// The command ran and failed, or found what fails it (a failed check, an unwritable file, errors in
    /// the checked translations).
    case failure = 1
    /// The arguments are wrong (an unknown option, a missing value, a value out of range), or an input
    /// named by them cannot be used as given.
    case usage = 2

    /// The sentence each `--help` ends with.
    /// - Parameter failure: What status 1 means for this command (`"a check failed"`).
    /// - Returns: `Exit status: 0 success, 1 <failure>, 2 usage error (…).`
    package static func helpLine(failure: String) -> String {
        "Exit status: \(success.rawValue) success, \(Self.failure.rawValue) \(failure), \(usage.rawValue) usage error (unknown option, missing or invalid value)."
    }
}
