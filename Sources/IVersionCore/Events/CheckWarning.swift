import Foundation
import IVersionSupport
import Strings

/// Something worth reporting that did not stop a check: for the developer's log, not for the user.
///
/// ```swift
/// for warning in result.warnings {
///     if case let .feedProblem(problem) = warning { report(problem.key) }
///     logger.warning("\(warning)")
/// }
/// ```
public enum CheckWarning: Sendable, Hashable, CustomStringConvertible {
    /// An entry of a feed was skipped rather than read (a versions-plist key that is not a version, a
    /// release without a version); the rest of the feed was used.
    case feedProblem(FeedProblem)
    /// A source that only adds to the check could not be used: the local versions plist, or the release
    /// notes page an appcast links (the alert is shown without those notes).
    case sourceUnavailable(CheckFailure)
    /// A stored date lay more than a day in the future (a clock that was wrong, a damaged state file);
    /// it was treated as now.
    case futureDateReset(StoredDate, stored: Date)
    /// A translation table the alerts were worded from has damaged entries; they were read past.
    case damagedTranslation(StringsError)
    /// The configuration lists a kind of feed more than once; only the first is read.
    case repeatedFeed(Configuration.Feed.Kind)

    /// The stored dates the engine checks.
    public enum StoredDate: String, Sendable, Hashable, Codable, CaseIterable {
        /// When the last remote check was made.
        case lastChecked
        /// When the user last asked to be reminded.
        case lastReminded
    }

    /// The warning as a log line, compiler style where it has a place: `versions plist: 3:5: key "1.x" is not a version`.
    /// Feed text in it (titles, attributes, a server's message) comes with every character `SafeText` names
    /// escaped (`\u{1b}`, `\u{9b}`, `\u{202e}`, line breaks), so the line is safe in any log handler.
    public var description: String {
        SafeText.line(unescapedDescription, .escape)
    }

    private var unescapedDescription: String {
        switch self {
        case let .feedProblem(problem): problem.description
        case let .sourceUnavailable(failure): failure.description
        case let .futureDateReset(field, stored):
            "the stored \(field.rawValue) (\(ISO8601Timestamp.string(from: stored))) is more than a day in the future; it is invalid and was reset to now"
        case let .damagedTranslation(error): error.description
        case let .repeatedFeed(kind): "feeds: \(kind.rawValue) is listed more than once; only the first is read"
        }
    }
}
