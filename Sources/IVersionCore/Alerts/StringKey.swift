/// The keys of the library's strings, with the built-in English used when no table has them.
/// The seven `iVersion…` keys are iVersion's, so an app's existing overrides keep working.
@_spi(Engine) public enum StringKey: String, Sendable, CaseIterable {
    /// The "new in this version" title.
    case inThisVersionTitle = "iVersionInThisVersionTitle"
    /// iVersion's plain update title; an app that overrides it gets ` (1.2)` appended.
    case updateAvailableTitle = "iVersionUpdateAvailableTitle"
    /// The update title with the version number in it (`%@`), so each language places the number
    /// and chooses its brackets; iVersion's ``updateAvailableTitle`` supplied by an app still wins.
    case updateAvailableTitleFormat = "iVersionUpdateAvailableTitleFormat"
    /// The heading of one version's notes, `%@` being the version.
    case versionLabelFormat = "iVersionVersionLabelFormat"
    /// The OK button of "new in this version".
    case okButton = "iVersionOKButton"
    /// The Ignore button.
    case ignoreButton = "iVersionIgnoreButton"
    /// The Download button.
    case downloadButton = "iVersionDownloadButton"
    /// The Remind Me Later button.
    case remindButton = "iVersionRemindButton"
    /// The primary button of an informational update (nothing to download): opens the release's page.
    case learnMoreButton = "iVersionLearnMoreButton"
    /// The title of a required update, `%@` being the app's name.
    case updateRequiredTitle = "iVersionUpdateRequiredTitle"
    /// The message of a required update: the app's name, then the version.
    case updateRequiredMessage = "iVersionUpdateRequiredMessage"
    /// `Released on %@`, with the formatted date.
    case releasedOnFormat = "iVersionReleasedOnFormat"
    /// `Download size: %@`, with the formatted size.
    case downloadSizeFormat = "iVersionDownloadSizeFormat"
    /// `You missed %d updates`, a plural (`.stringsdict`).
    case missedUpdates = "iVersionMissedUpdates"
    /// A check's outcome, up to date: `%@` is the running version.
    case upToDateFormat = "iVersionUpToDateFormat"
    /// A check's outcome, the newest version is the one the user ignored: `%@` is that version.
    case ignoredFormat = "iVersionIgnoredFormat"
    /// A check's outcome, nothing announced before a date: `%@` is the formatted date.
    case deferredFormat = "iVersionDeferredFormat"
    /// A check's outcome, no check made.
    case notCheckedMessage = "iVersionNotCheckedMessage"
    /// A check's outcome, the check failed.
    case checkFailedMessage = "iVersionCheckFailedMessage"
    /// A button's label and the address it opens, as one line where no button can be shown (a terminal
    /// notice): `Download: https://…`. `%1$@` is the label, `%2$@` the URL; the language's punctuation
    /// goes between them (`Télécharger : …`, `ダウンロード：…`).
    case linkFormat = "iVersionLinkFormat"

    /// The last resort when neither the app nor the library has the key (the library's
    /// translations were not shipped): iVersion's English.
    public var builtInEnglish: String {
        switch self {
        case .inThisVersionTitle: "New in this version"
        case .updateAvailableTitle: "New version available"
        case .updateAvailableTitleFormat: "New version available (%@)"
        case .versionLabelFormat: "Version %@"
        case .okButton: "OK"
        case .ignoreButton: "Ignore"
        case .downloadButton: "Download"
        case .remindButton: "Remind Me Later"
        case .learnMoreButton: "Learn More"
        case .updateRequiredTitle: "%@ needs to be updated"
        case .updateRequiredMessage: "This version of %1$@ is no longer supported. Please update to version %2$@ or later to keep using it."
        case .releasedOnFormat: "Released on %@"
        case .downloadSizeFormat: "Download size: %@"
        case .missedUpdates: "You missed %d updates"
        case .upToDateFormat: "You have the newest version (%@)."
        case .ignoredFormat: "You chose to ignore version %@."
        case .deferredFormat: "No update will be shown before %@."
        case .notCheckedMessage: "Updates were not checked."
        case .checkFailedMessage: "Could not check for updates."
        case .linkFormat: "%1$@: %2$@"
        }
    }

    /// Every key's built-in English, for `StringsLookup`'s defaults.
    static let builtInDefaults = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.builtInEnglish) })
}
