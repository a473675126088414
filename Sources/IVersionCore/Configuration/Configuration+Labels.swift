extension Configuration {
    /// The texts iVersion lets an app set directly; nil (or ``ButtonLabel/standard``) means "use the
    /// translations" (the app's own tables first, then the library's).
    ///
    /// ```swift
    /// configuration.labels.remindButton = .hidden          // no Remind Me Later: no room on screen
    /// configuration.labels.downloadButton = "Get It"       // one word in every language: prefer a translation
    /// ```
    public struct Labels: Sendable, Hashable {
        /// The "new in this version" title (`iVersionInThisVersionTitle`).
        public var inThisVersionTitle: String?
        /// The update title; ` (1.2)` is added when notes are not grouped (`iVersionUpdateAvailableTitle`).
        public var updateAvailableTitle: String?
        /// The heading of each version's notes when grouped, with `%@` for the version (`iVersionVersionLabelFormat`).
        public var versionLabelFormat: String?
        /// The OK button (`iVersionOKButton`).
        public var okButton: String?
        /// The Download button (`iVersionDownloadButton`).
        public var downloadButton: String?
        /// The Ignore button (`iVersionIgnoreButton`), or ``ButtonLabel/hidden`` for none.
        public var ignoreButton: ButtonLabel
        /// The Remind Me Later button (`iVersionRemindButton`), or ``ButtonLabel/hidden`` for none.
        public var remindButton: ButtonLabel

        /// No overrides: every text comes from the translations, every button is shown.
        public init() {
            ignoreButton = .standard
            remindButton = .standard
        }
    }
}

/// What a button that may be left out says: the translated label, the app's own, or nothing at all
/// (iVersion hid a button whose label was the empty string).
///
/// A string literal is a custom label: `labels.remindButton = "Later"`.
public enum ButtonLabel: Sendable, Hashable, ExpressibleByStringLiteral {
    /// The translated label (the app's own tables first, then the library's).
    case standard
    /// The app's own words, in every language. An empty text hides the button, as in iVersion.
    case custom(String)
    /// No such button.
    case hidden

    /// A custom label written in the source.
    /// - Parameter value: The label.
    public init(stringLiteral value: String) { self = .custom(value) }
}

extension ButtonLabel {
    /// The label as the alert composer takes an override: nil for the translation, `""` for no button.
    var override: String? {
        switch self {
        case .standard: nil
        case .hidden: ""
        case let .custom(text): text
        }
    }
}
