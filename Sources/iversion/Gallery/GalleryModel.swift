import LocaleServices

/// One string shown in the gallery, with where it came from, so a translator can find the line
/// to fix: the key (nil for release notes, which come from the feed) and the table that won.
struct GalleryText: Sendable, Hashable {
    var text: String
    var key: String?
    /// "library fr.lproj/iVersion", "app fr.lproj/Localizable", "release notes (feed)"…
    var origin: String
}

/// One alert of the gallery: a kind, the title, the body lines and the buttons, as a user sees them.
struct GalleryAlert: Sendable, Hashable {
    /// A stable name (`update`, `grouped`, `mandatory`, `new`, `missed`) for scripts and tests.
    var kind: String
    /// What the card shows, in English, for the translator (not part of the alert).
    var caption: String
    var title: GalleryText?
    var lines: [GalleryText]
    var buttons: [GalleryText]
}

/// A finding of strings-check about one language, as the gallery lists it.
struct GalleryFinding: Sendable, Hashable {
    var severity: String
    var rule: String
    var message: String
    /// `fr.lproj/iVersion.strings:12:1`, relative to the checked directory.
    var location: String
}

/// Everything the gallery shows for one localisation folder.
struct GalleryLanguage: Sendable, Hashable {
    /// The folder's name (`fr-CA`, `zh-Hans`): what the translator works on.
    var folder: String
    /// The language the alerts came out in (BCP 47), for the cards' `lang`.
    var locale: String
    var direction: TextDirection
    /// The ISO 15924 script of the language (`Latn`, `Arab`, `Deva`…), for the font stack.
    var script: String
    /// The language's name in English and in itself, when ICU knows them.
    var englishName: String?
    var nativeName: String?
    var alerts: [GalleryAlert]
    var findings: [GalleryFinding]
    /// Whether a native speaker has reviewed the language (`review-status.json`).
    var review: ReviewStatus.Language
}

/// The whole page.
struct GalleryPage: Sendable {
    var languages: [GalleryLanguage]
    /// The app's folders that hold none of its strings: named in one capped line, not given a section.
    var emptyFolders: [String] = []
    /// strings-check's findings about those folders, counted (each would be "lacks the table").
    var emptyFolderFindings = 0
    /// Findings that name no language (a file that could not be read, the base's own problems).
    var generalFindings: [GalleryFinding]
    /// Where the strings came from, for the header ("the library's 78 languages", "app strings in …").
    var sources: [String]
}
