/// What happened, in order: the one stream of notifications. The runtime hands each event to its
/// delegate (`IVersionDelegate.handle(_:)`, in the `IVersion` module), logs it, and keeps them in the
/// check's result (`CheckResult.events`); the engine's decisions carry them.
///
/// | iVersion delegate method | event |
/// |---|---|
/// | `iVersionDidNotDetectNewVersion` | ``didNotDetectNewVersion`` |
/// | `iVersionVersionCheckDidFailWithError:` | ``versionCheckDidFail(_:)`` |
/// | `iVersionDidDetectNewVersion:details:` | ``didDetectNewVersion(_:details:)`` |
/// | `iVersionUserDidAttemptToDownloadUpdate:` | ``userDidAttemptToDownloadUpdate(_:)`` |
/// | `iVersionUserDidRequestReminderForUpdate:` | ``userDidRequestReminderForUpdate(_:)`` |
/// | `iVersionUserDidIgnoreUpdate:` | ``userDidIgnoreUpdate(_:)`` |
public enum IVersionEvent: Sendable, Hashable, Codable {
    /// A check found nothing new.
    case didNotDetectNewVersion
    /// A check failed, for these reasons.
    case versionCheckDidFail([CheckFailure])
    /// A newer version was found (announced, or not because the user ignored it); `details` are the
    /// notes of every version newer than the running one as plain text, newest first, in the alert's
    /// language when the notes have translations, headed by version in that language when
    /// `groupNotesByVersion` is on.
    case didDetectNewVersion(Version, details: String)
    /// The user chose Download.
    case userDidAttemptToDownloadUpdate(Version)
    /// The user chose Remind Me Later.
    case userDidRequestReminderForUpdate(Version)
    /// The user chose Ignore.
    case userDidIgnoreUpdate(Version)
}

extension IVersionEvent: CustomStringConvertible {
    /// The event as a log line: `did detect new version 1.2`, `version check did fail: App Store lookup: …`.
    public var description: String {
        switch self {
        case .didNotDetectNewVersion: "did not detect a new version"
        case let .versionCheckDidFail(failures): "version check did fail: " + failures.map(\.description).joined(separator: "; ")
        case let .didDetectNewVersion(version, _): "did detect new version \(version)"
        case let .userDidAttemptToDownloadUpdate(version): "user did attempt to download \(version)"
        case let .userDidRequestReminderForUpdate(version): "user did request a reminder for \(version)"
        case let .userDidIgnoreUpdate(version): "user did ignore \(version)"
        }
    }
}

/// Why a check could not be completed: what kind of failure, where, and the message to log.
///
/// Apps switch on ``kind``, as iVersion's apps switched on its error codes:
/// ```swift
/// func versionCheckDidFail(_ failures: [CheckFailure]) {
///     if failures.contains(where: { $0.kind == .network }) { scheduleRetry() }
/// }
/// ```
public struct CheckFailure: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// What went wrong, coarsely enough to act on.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// No answer: the connection failed or broke, the host is unknown, TLS failed, the deadline
        /// passed, the URL was refused (plain `http` to a remote host) or redirected too often.
        case network
        /// The server answered with a status other than 200 or 304 (see ``CheckFailure/httpStatus``).
        case httpStatus
        /// The feed arrived but cannot be used: not the expected format, too large, or compressed.
        case malformedFeed
        /// A local feed file could not be read (missing, not a regular file, no permission).
        case unreadableFile
        /// The App Store's answer is for another app (its `bundleId` differs from the configured one).
        case bundleIDMismatch
        /// The App Store does not list the app.
        case appNotFound
        /// The newer version needs a newer operating system than the running one.
        case osTooOld
        /// The state could not be stored, so the check's outcome would be lost.
        case stateUnwritable
        /// The answer does not fit the alert (Ignore on a mandatory update, OK on an update alert).
        case responseNotOffered
        /// The update's URL could not be opened.
        case cannotOpenURL
    }

    /// Where a failure happened: a feed, the stored state, the user's answer, the URL opener.
    ///
    /// An open set of names, not a closed enum: a feed of the app's own (``FeedReader``) names itself, and a
    /// new source is not a breaking change. Compare with the named constants (`failure.source == .appcast`).
    public struct Source: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible,
        ExpressibleByStringLiteral
    {
        /// The source as log messages name it: `App Store lookup`.
        public let rawValue: String

        /// A source named `rawValue`.
        /// - Parameter rawValue: The name, as log messages show it.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A source named in the app's source code.
        /// - Parameter value: The name, as log messages show it.
        public init(stringLiteral value: String) { self.init(rawValue: value) }

        /// The remote versions plist (a `versionsPlist` feed).
        public static let remoteVersionsPlist: Source = "remote versions plist"
        /// The versions plist shipped with the app (`localVersionsPlistPath`).
        public static let localVersionsPlist: Source = "local versions plist"
        /// The App Store lookup.
        public static let appStoreLookup: Source = "App Store lookup"
        /// The SSVC server.
        public static let ssvc: Source = "SSVC"
        /// The GitHub releases feed (a `gitHubReleases` feed).
        public static let gitHubReleases: Source = "GitHub releases"
        /// The Sparkle appcast (an `appcast` feed).
        public static let appcast: Source = "appcast"
        /// A release notes page an appcast links (`sparkle:releaseNotesLink`).
        public static let releaseNotes: Source = "release notes"
        /// The stored state.
        public static let state: Source = "stored state"
        /// The user's answer to an alert.
        public static let response: Source = "response"
        /// Opening the update's URL.
        public static let urlOpener: Source = "URL opener"

        /// The source as log messages name it: `App Store lookup`.
        public var description: String { rawValue }
    }

    /// What kind of failure this is.
    public var kind: Kind
    /// Where it happened.
    public var source: Source
    /// What went wrong, for a log: the URL or path first, then the reason.
    public var message: String
    /// The HTTP status, for ``Kind/httpStatus``.
    public var httpStatus: Int?

    /// Creates a failure.
    public init(_ kind: Kind, source: Source, message: String, httpStatus: Int? = nil) {
        self.kind = kind
        self.source = source
        self.message = message
        self.httpStatus = httpStatus
    }

    /// `App Store lookup: https://…: no response within 60 seconds`.
    public var description: String { "\(source): \(message)" }
}

extension IVersionEvent {
    /// The version a `didDetectNewVersion` names; nil for the other events.
    var detectedVersion: Version? {
        if case let .didDetectNewVersion(version, _) = self { version } else { nil }
    }
}
