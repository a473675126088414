import Foundation
import IVersion

/// Where ``UpdateNotifier`` keeps, beside the checker's state, the update a background check found
/// (`<bundleID>.notice.json`) and the lock a running check holds (`<bundleID>.notifier.lock`).
///
/// What is stored is the facts (`UpdateDetails`: the version, its notes in every language the feed
/// gave, the URL, the date and size), never words: the run that shows the notice words it in its own
/// languages. The notice is written atomically and read through the state's bounded reader; a notice
/// that cannot be read (damaged, or written by an older version in another shape) is treated as none.
package struct NoticeStore: Sendable {
    /// The state directory.
    package let directory: URL
    /// The app's bundle ID.
    package let bundleID: String

    /// The largest notice written and read: an update with a long list of notes is a few kilobytes; a
    /// longer one is trimmed to fit when it is written (``NoticeBudget``).
    static let maximumBytes = 256 * 1024

    /// What ``save(_:)`` stored.
    package struct Saved: Sendable, Hashable {
        /// The notice as written: the update, or the update with its notes trimmed to fit.
        package var notice: UpdateDetails
        /// Whether the notes were trimmed to fit ``NoticeStore/maximumBytes``.
        package var trimmed: Bool
        /// The bytes the whole update would have taken.
        package var originalBytes: Int
        /// The bytes written.
        package var writtenBytes: Int
    }

    /// A store in `directory` for the app `bundleID`.
    package init(directory: URL, bundleID: String) {
        self.directory = directory
        self.bundleID = bundleID
    }

    /// The stored update.
    private var stored: StateFile {
        StateFile(suffix: ".notice.json", bundleID: bundleID, in: directory, maximumBytes: Self.maximumBytes)
    }
    /// The stored update's file.
    var noticeFile: URL { stored.url }
    /// The lock a running check holds: empty, there to be locked.
    private var lock: StateFile {
        StateFile(suffix: ".notifier.lock", bundleID: bundleID, in: directory, maximumBytes: 0)
    }

    /// The stored update; nil when there is none or it cannot be read.
    package func load() -> UpdateDetails? {
        stored.decode(UpdateDetails.self)
    }

    /// Stores `update`, replacing the previous one; never more than ``maximumBytes``, so that ``load()``
    /// reads back what was written: an update larger than that is stored with its notes trimmed
    /// (``NoticeBudget``), and one too large even without notes is refused.
    /// - Returns: What was stored, and whether it was trimmed.
    /// - Throws: ``StateStoreError/unwritable(path:message:)`` when the file cannot be written, or the update
    ///   cannot fit; the previous notice is then left as it was.
    @discardableResult
    package func save(_ update: UpdateDetails) throws(StateStoreError) -> Saved {
        let fitted = NoticeBudget.fitted(update, maximumBytes: Self.maximumBytes)
        guard let notice = fitted.notice, let data = fitted.data else {
            throw .unwritable(
                path: stored.url.path,
                message: "the update takes \(fitted.originalBytes) bytes, more than a notice "
                    + "holds (\(Self.maximumBytes)) even without its notes; it is not stored")
        }
        try stored.write(data)
        return Saved(
            notice: notice, trimmed: fitted.trimmed, originalBytes: fitted.originalBytes, writtenBytes: data.count)
    }

    /// Removes the stored notice, if any.
    package func remove() {
        stored.remove()
    }

    /// Takes the check lock without waiting: the descriptor holding it, or nil when another process
    /// holds it (a check is running) or it cannot be taken. The lock lasts until every copy of the
    /// descriptor is closed, so a background process that inherits it holds it until it exits (or dies:
    /// the kernel releases it, so a crash never leaves checks blocked).
    package func tryLock() -> Int32? {
        lock.tryLock()
    }
}
