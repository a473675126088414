/// Hooks and notifications, one for every delegate method of iVersion. Every method has a
/// default, so an app implements only what it needs.
///
/// | iVersion delegate method | here |
/// |---|---|
/// | `iVersionShouldCheckForNewVersion` | ``shouldCheckForNewVersion()`` |
/// | `iVersionDidNotDetectNewVersion` | ``didNotDetectNewVersion()`` |
/// | `iVersionVersionCheckDidFailWithError:` | ``versionCheckDidFail(_:)`` |
/// | `iVersionDidDetectNewVersion:details:` | ``didDetectNewVersion(_:details:)`` |
/// | `iVersionShouldDisplayNewVersion:details:` | ``shouldDisplayNewVersion(_:details:)`` |
/// | `iVersionShouldDisplayCurrentVersionDetails:` | ``shouldDisplayCurrentVersionDetails(_:)`` |
/// | `iVersionUserDidAttemptToDownloadUpdate:` | ``userDidAttemptToDownloadUpdate(_:)`` |
/// | `iVersionUserDidRequestReminderForUpdate:` | ``userDidRequestReminderForUpdate(_:)`` |
/// | `iVersionUserDidIgnoreUpdate:` | ``userDidIgnoreUpdate(_:)`` |
/// | `iVersionShouldOpenAppStore` | ``shouldOpenAppStore()`` |
///
/// The StoreKit modal callbacks of iVersion have no counterpart: this library shows no UI.
/// `details` is the notes as plain text, newest version first, one line per note.
public protocol IVersionDelegate: Sendable {
    /// The periods allow a check; return false to skip it. Not asked for forced checks.
    func shouldCheckForNewVersion() -> Bool
    /// A check found nothing new.
    func didNotDetectNewVersion()
    /// A check failed (network, a missing or corrupt feed, a bundle ID mismatch).
    func versionCheckDidFail(_ failures: [CheckFailure])
    /// A newer version was found.
    func didDetectNewVersion(_ version: Version, details: String)
    /// Return false to keep the update alert from being shown.
    func shouldDisplayNewVersion(_ version: Version, details: String) -> Bool
    /// Return false to keep the "new in this version" alert from being shown.
    func shouldDisplayCurrentVersionDetails(_ details: String) -> Bool
    /// The user chose Download.
    func userDidAttemptToDownloadUpdate(_ version: Version)
    /// The user chose Remind Me Later.
    func userDidRequestReminderForUpdate(_ version: Version)
    /// The user chose Ignore.
    func userDidIgnoreUpdate(_ version: Version)
    /// About to open the store page; return false to handle it yourself.
    func shouldOpenAppStore() -> Bool
}

/// The defaults: check, display and open everything; ignore every notification.
extension IVersionDelegate {
    /// Allows the check.
    public func shouldCheckForNewVersion() -> Bool { true }
    /// Does nothing.
    public func didNotDetectNewVersion() {}
    /// Does nothing.
    public func versionCheckDidFail(_ failures: [CheckFailure]) {}
    /// Does nothing.
    public func didDetectNewVersion(_ version: Version, details: String) {}
    /// Shows the update.
    public func shouldDisplayNewVersion(_ version: Version, details: String) -> Bool { true }
    /// Shows the notes.
    public func shouldDisplayCurrentVersionDetails(_ details: String) -> Bool { true }
    /// Does nothing.
    public func userDidAttemptToDownloadUpdate(_ version: Version) {}
    /// Does nothing.
    public func userDidRequestReminderForUpdate(_ version: Version) {}
    /// Does nothing.
    public func userDidIgnoreUpdate(_ version: Version) {}
    /// Lets the checker open the page.
    public func shouldOpenAppStore() -> Bool { true }
}

/// A delegate that takes every default: check, display, open the store.
public struct DefaultDelegate: IVersionDelegate {
    /// Creates the default delegate.
    public init() {}
}

extension IVersionEvent {
    /// Calls the matching delegate method.
    public func deliver(to delegate: some IVersionDelegate) {
        switch self {
        case .didNotDetectNewVersion: delegate.didNotDetectNewVersion()
        case let .versionCheckDidFail(failures): delegate.versionCheckDidFail(failures)
        case let .didDetectNewVersion(version, details): delegate.didDetectNewVersion(version, details: details)
        case let .userDidAttemptToDownloadUpdate(version): delegate.userDidAttemptToDownloadUpdate(version)
        case let .userDidRequestReminderForUpdate(version): delegate.userDidRequestReminderForUpdate(version)
        case let .userDidIgnoreUpdate(version): delegate.userDidIgnoreUpdate(version)
        }
    }
}
