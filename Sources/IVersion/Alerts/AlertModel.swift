import Foundation
import LocaleServices

/// A fully localised alert, ready for any UI to render: UIKit, SwiftUI, a terminal, a web page.
///
/// `title` and `message` are iVersion's exact texts (so apps migrating from iVersion show the
/// same words); `sections` carry the same notes structured, for UIs that lay them out themselves.
public struct AlertModel: Sendable, Hashable, Codable {
    /// Which alert this is.
    public enum Kind: String, Sendable, Hashable, Codable {
        case updateAvailable, updateRequired, newInThisVersion
    }

    /// One version's notes.
    public struct Section: Sendable, Hashable, Codable {
        /// The localised heading (`Version 1.2`), with the number isolated in right-to-left text.
        public var label: String
        public var version: String
        public var lines: [String]
    }

    /// A button, in display order.
    public struct Button: Sendable, Hashable, Codable {
        public enum Role: String, Sendable, Hashable, Codable { case download, remind, ignore, ok }
        public var role: Role
        public var label: String
        /// True for the button a UI should make the default (Download, OK).
        public var isPreferred: Bool
    }

    public var kind: Kind
    public var title: String
    public var message: String
    public var sections: [Section]
    /// Download first, then Remind Me Later, then Ignore (the cancel action, last as in Apple's
    /// alerts); OK alone for "new in this version".
    public var buttons: [Button]
    /// The language the text is in (BCP 47), and the one numbers and dates are formatted for.
    public var locale: String
    public var direction: TextDirection
    /// The version the alert is about (the running one for "new in this version").
    public var version: String
    public var updateURL: URL?
    /// `Released on 5 Mar 2026`, when the release date is known.
    public var releaseDateText: String?
    /// `Download size: 45.2 MB`, when the size is known.
    public var downloadSizeText: String?
    /// `You missed 3 updates`, when more than one version is announced.
    public var missedUpdatesText: String?
}
