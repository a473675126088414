/// The app's say in a check, and where the events go as they happen: one ``handle(_:)`` for every
/// notification (the `IVersionEvent` stream, the same values as ``CheckResult/events``), and the four
/// questions iVersion asks. Everything has a default, so an app implements only what it needs.
///
/// The requirements are `async`, so a `@MainActor` view model conforms as it is: the checker waits for
/// the main actor when it asks or tells.
/// ```swift
/// @MainActor final class UpdatesModel: IVersionDelegate {
///     var lastEvent: IVersionEvent?
///     var automaticChecks = true
///     func handle(_ event: IVersionEvent) { lastEvent = event }
///     func shouldCheckForNewVersion() -> Bool { automaticChecks }
/// }
/// ```
///
/// | iVersion delegate method | here |
/// |---|---|
/// | `iVersionShouldCheckForNewVersion` | ``shouldCheckForNewVersion()`` |
/// | `iVersionDidNotDetectNewVersion` | ``handle(_:)`` with `.didNotDetectNewVersion` |
/// | `iVersionVersionCheckDidFailWithError:` | ``handle(_:)`` with `.versionCheckDidFail` |
/// | `iVersionDidDetectNewVersion:details:` | ``handle(_:)`` with `.didDetectNewVersion` |
/// | `iVersionShouldDisplayNewVersion:details:` | ``shouldDisplayNewVersion(_:details:)`` |
/// | `iVersionShouldDisplayCurrentVersionDetails:` | ``shouldDisplayCurrentVersionDetails(_:)`` |
/// | `iVersionUserDidAttemptToDownloadUpdate:` | ``handle(_:)`` with `.userDidAttemptToDownloadUpdate` |
/// | `iVersionUserDidRequestReminderForUpdate:` | ``handle(_:)`` with `.userDidRequestReminderForUpdate` |
/// | `iVersionUserDidIgnoreUpdate:` | ``handle(_:)`` with `.userDidIgnoreUpdate` |
/// | `iVersionShouldOpenAppStore` | ``shouldOpenAppStore()`` |
///
/// The StoreKit modal callbacks of iVersion have no counterpart: this library shows no UI.
/// `details` is the notes as plain text in the alert's language, newest version first, one line per note.
public protocol IVersionDelegate: Sendable {
    /// Something happened: a check's findings as they are decided, the user's answers as they are recorded.
    func handle(_ event: IVersionEvent) async
    /// The periods allow a check; return false to skip it. Not asked for checks the user asked for.
    func shouldCheckForNewVersion() async -> Bool
    /// Return false to keep the update alert from being shown (the outcome is still
    /// `CheckOutcome.updateAvailable`, so the app can show its own).
    func shouldDisplayNewVersion(_ version: Version, details: String) async -> Bool
    /// Return false to keep the "new in this version" alert from being shown.
    func shouldDisplayCurrentVersionDetails(_ details: String) async -> Bool
    /// About to open the store page; return false to handle it yourself.
    func shouldOpenAppStore() async -> Bool
}

/// The defaults: check, display and open everything; ignore every event.
extension IVersionDelegate {
    /// Does nothing.
    public func handle(_ event: IVersionEvent) async {}
    /// Allows the check.
    public func shouldCheckForNewVersion() async -> Bool { true }
    /// Shows the update.
    public func shouldDisplayNewVersion(_ version: Version, details: String) async -> Bool { true }
    /// Shows the notes.
    public func shouldDisplayCurrentVersionDetails(_ details: String) async -> Bool { true }
    /// Lets the checker open the page.
    public func shouldOpenAppStore() async -> Bool { true }
}

/// A delegate that takes every default: check, display, open the store. The checker's when it is given
/// none; package-only, since an app that wants the defaults passes no delegate.
@usableFromInline
package struct DefaultDelegate: IVersionDelegate {
    /// Creates the default delegate.
    @usableFromInline
    package init() {}
}
