import Foundation
import LocaleServices

/// A fully localised alert, ready for any UI to render: UIKit, SwiftUI, a terminal, a web page.
///
/// `title` and `message` are iVersion's exact texts (so apps migrating from iVersion show the
/// same words); `sections` carry the same notes structured, for UIs that lay them out themselves.
/// Every text in it is safe to show: control characters from feeds are gone.
///
/// The checker makes these from a check's decision; apps may build their own for previews:
/// ```swift
/// let preview = AlertModel(kind: .updateAvailable, title: "New version available (1.2)", message: "Dark mode",
///                          buttons: [.init(role: .download, label: "Download", isPreferred: true)],
///                          locale: try LanguageTag(parsing: "en"), version: "1.2")
/// ```
public struct AlertModel: Sendable, Hashable, Codable {
    /// Which alert this is.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// A newer version may be installed; the user can also wait or ignore it (as the priority allows).
        case updateAvailable
        /// The running version is no longer supported; Download is the only answer, and there is none when
        /// no URL to open is known (the app then says how to update some other way).
        case updateRequired
        /// A newer version to read about, with nothing to download (an appcast's informational update):
        /// Learn More (answered as ``UserResponse/download``, it opens ``AlertModel/updateURL``, the
        /// release's page), then Ignore and Remind Me Later as the priority allows.
        case informationalUpdate
        /// What is new in the version that just launched; OK is the only answer.
        case newInThisVersion
    }

    /// One version's notes.
    public struct Section: Sendable, Hashable, Codable {
        /// The localised heading (`Version 1.2`), with the number isolated in right-to-left text.
        public var label: String
        /// The version the notes are about.
        public var version: Version
        /// The notes, one line each.
        public var lines: [String]
        /// The notes as their feed wrote them in Markdown (GitHub releases), control characters removed,
        /// for presentations that render Markdown; nil when the feed gives plain text. ``lines`` is its text.
        public var markdown: String?

        /// Creates a section.
        public init(label: String, version: Version, lines: [String], markdown: String? = nil) {
            self.label = label
            self.version = version
            self.lines = lines
            self.markdown = markdown
        }
    }

    /// A button, in display order.
    public struct Button: Sendable, Hashable, Codable {
        /// The answer the button gives, for `VersionChecker/respond(_:to:)` (in `IVersion`).
        public var role: UserResponse
        /// The localised label.
        public var label: String
        /// True for the button a UI should make the default (Download, OK).
        public var isPreferred: Bool

        /// Creates a button.
        public init(role: UserResponse, label: String, isPreferred: Bool) {
            self.role = role
            self.label = label
            self.isPreferred = isPreferred
        }
    }

    /// Which alert this is.
    public var kind: Kind
    /// The title, in the alert's language.
    public var title: String
    /// iVersion's message: the notes as one text, newest version first.
    public var message: String
    /// The notes, one section per version, newest first.
    public var sections: [Section]
    /// Download first, then Remind Me Later, then Ignore (the cancel action, last as in Apple's
    /// alerts); OK alone for "new in this version". Download (Learn More for an informational update) only
    /// when ``updateURL`` is known: a mandatory update without one has no button.
    public var buttons: [Button]
    /// The language the text is in, and the one numbers and dates are formatted for.
    public var locale: LanguageTag
    /// The direction to lay the text out in.
    public var direction: TextDirection
    /// The version the alert is about (the running one for "new in this version").
    public var version: Version
    /// Where Download leads, when known.
    public var updateURL: URL?
    /// `Released on 5 Mar 2026`, when the release date is known.
    public var releaseDateText: String?
    /// `Download size: 45.2 MB`, when the size is known.
    public var downloadSizeText: String?
    /// `You missed 3 updates`, when more than one version is announced.
    public var missedUpdatesText: String?
    /// The release notes page of the announced version, in the alert's language when the feed has
    /// variants (an appcast's `sparkle:releaseNotesLink`), for UIs that show the page itself.
    public var releaseNotesURL: URL?
    /// The preferred button's label and ``updateURL`` as one line in the alert's language
    /// (`Download: https://…`, `Télécharger : https://…`), for outputs that cannot show a button, such as a
    /// terminal notice; nil without a URL. The URL is isolated in right-to-left text.
    public var linkText: String?

    /// Creates an alert; the checker does for checks, apps may for previews and tests.
    public init(
        kind: Kind, title: String, message: String, sections: [Section] = [], buttons: [Button],
        locale: LanguageTag, direction: TextDirection = .leftToRight, version: Version, updateURL: URL? = nil,
        releaseDateText: String? = nil, downloadSizeText: String? = nil, missedUpdatesText: String? = nil,
        releaseNotesURL: URL? = nil, linkText: String? = nil
    ) {
        self.releaseNotesURL = releaseNotesURL
        self.linkText = linkText
        self.kind = kind
        self.title = title
        self.message = message
        self.sections = sections
        self.buttons = buttons
        self.locale = locale
        self.direction = direction
        self.version = version
        self.updateURL = updateURL
        self.releaseDateText = releaseDateText
        self.downloadSizeText = downloadSizeText
        self.missedUpdatesText = missedUpdatesText
    }

    /// Whether `response` is one of the alert's buttons.
    public func offers(_ response: UserResponse) -> Bool {
        buttons.contains { $0.role == response }
    }
}
