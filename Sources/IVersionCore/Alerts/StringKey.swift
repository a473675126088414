/// The keys of the library's strings, with the built-in English used when no table has them.
/// The seven `iVersion…` keys are iVersion's, so an app's existing overrides keep working.
public enum StringKey: String, Sendable, CaseIterable {
    case inThisVersionTitle = "iVersionInThisVersionTitle"
    case updateAvailableTitle = "iVersionUpdateAvailableTitle"
    /// The update title with the version number in it (`%@`), so each language places the number
    /// and chooses its brackets; iVersion's ``updateAvailableTitle`` supplied by an app still wins.
    case updateAvailableTitleFormat = "iVersionUpdateAvailableTitleFormat"
    case versionLabelFormat = "iVersionVersionLabelFormat"
    case okButton = "iVersionOKButton"
    case ignoreButton = "iVersionIgnoreButton"
    case downloadButton = "iVersionDownloadButton"
    case remindButton = "iVersionRemindButton"
    case updateRequiredTitle = "iVersionUpdateRequiredTitle"
    case updateRequiredMessage = "iVersionUpdateRequiredMessage"
    case releasedOnFormat = "iVersionReleasedOnFormat"
    case downloadSizeFormat = "iVersionDownloadSizeFormat"
    case missedUpdates = "iVersionMissedUpdates"

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
        case .updateRequiredTitle: "%@ needs to be updated"
        case .updateRequiredMessage: "This version of %1$@ is no longer supported. Please update to version %2$@ or later to keep using it."
        case .releasedOnFormat: "Released on %@"
        case .downloadSizeFormat: "Download size: %@"
        case .missedUpdates: "You missed %d updates"
        }
    }

    /// Every key's built-in English, for `StringsLookup`'s defaults.
    static let builtInDefaults = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.builtInEnglish) })
}
