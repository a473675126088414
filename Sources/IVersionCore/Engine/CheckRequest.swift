import Foundation
import LocaleServices

/// What one check is asked to do: the "new in this version" notes, the remote check, or both.
///
/// The three requests match iVersion's entry points: ``launch`` (`checkAtLaunch`), ``localNotesOnly``
/// (`checkIfNewVersion`) and ``forcedRemote`` (`checkForNewVersion`).
@_spi(Engine) public struct CheckRequest: Sendable, Hashable, Codable {
    /// How the remote step runs.
    public enum RemoteMode: String, Sendable, Hashable, Codable {
        /// When the remind and check periods (and the delegate) allow it.
        case ifAllowed
        /// Always, ignoring the periods and the delegate's `shouldCheckForNewVersion`.
        case forced
        /// Not at all.
        case skip
    }

    /// Whether the local ("new in this version") notes are decided.
    public var showsLocalNotes: Bool
    /// How the remote step runs.
    public var remote: RemoteMode

    /// Creates a request.
    public init(showsLocalNotes: Bool, remote: RemoteMode) {
        self.showsLocalNotes = showsLocalNotes
        self.remote = remote
    }

    /// What a launch does: the local notes, then the remote check when the periods allow.
    public static let launch = CheckRequest(showsLocalNotes: true, remote: .ifAllowed)
    /// The local notes only; nothing is fetched.
    public static let localNotesOnly = CheckRequest(showsLocalNotes: true, remote: .skip)
    /// A remote check when the periods allow; no local notes.
    public static let remoteOnly = CheckRequest(showsLocalNotes: false, remote: .ifAllowed)
    /// A remote check now, whatever the periods say; no local notes.
    public static let forcedRemote = CheckRequest(showsLocalNotes: false, remote: .forced)
}

/// Everything the engine decides on: the values the runtime gathered before calling it.
@_spi(Engine) public struct CheckInput: Sendable, Hashable {
    /// What to check and how.
    public var configuration: Configuration
    /// The state as stored.
    public var state: CheckState
    /// The current time.
    public var now: Date
    /// The running OS version, compared with the App Store's `minimumOsVersion`; nil when unknown.
    public var osVersion: Version?
    /// What was asked.
    public var request: CheckRequest
    /// The local versions plist, when one is configured and could be read.
    public var localFeed: VersionsFeed?
    /// The remote step: what was fetched, or why nothing was.
    public var remote: RemoteInput
    /// The alerts' language: the events' `details` give the notes in it when they have translations.
    public var language: LanguageTag?

    /// Creates the input of one check.
    public init(
        configuration: Configuration, state: CheckState, now: Date, osVersion: Version? = nil,
        request: CheckRequest = .launch, localFeed: VersionsFeed? = nil, remote: RemoteInput, language: LanguageTag? = nil
    ) {
        self.language = language
        self.configuration = configuration
        self.state = state
        self.now = now
        self.osVersion = osVersion
        self.request = request
        self.localFeed = localFeed
        self.remote = remote
    }
}

/// The remote step's input: the feeds fetched, or the reason none were.
@_spi(Engine) public enum RemoteInput: Sendable, Hashable {
    /// The check was not allowed (``CheckEngine/permission(_:state:now:request:)`` or the delegate said
    /// no); nothing was fetched.
    case notChecked(CheckPermission)
    /// The feeds the runtime fetched.
    case fetched(FetchedFeeds)
}
