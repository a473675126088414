import IVersionSupport
import Strings

/// The library's own translations: the `<lang>.lproj` folders beside this file, compiled into the program.
///
/// The EmbedResources build plugin writes the folders' files into the module as it is built (the files stay
/// the translators' source), so a program copied anywhere carries them: there is no resource folder to ship
/// beside it, and nothing to find at start-up. An app's own tables stay files on disk
/// (`StringsBundle(directory:)`, `AppResources`), and override these.
public enum LibraryLocalizations {
    /// The translations as a bundle, for a `StringsLookup` (an `AlertComposer` uses it by default).
    ///
    /// One for the process: a table is parsed on first use and kept, whichever composer asked for it.
    /// Diagnostics name each file by its place in the package (`Localizations/de.lproj/iVersion.strings`).
    public static let bundle = StringsBundle(embedded: files)

    /// The names of the shipped localisations (`en`, `fr-CA`, `zh-Hant`, …), sorted.
    public static var languages: [String] {
        LprojFolders.names(among: files.entries(of: nil))
    }

    /// The words allowed to equal English in the library's translations (`strings-check.allow`, one per
    /// line, `#` comments), for `strings-check --allow-file` and `iversion gallery`.
    public static var allowList: String {
        String(decoding: files.bytes(at: "strings-check.allow") ?? [], as: UTF8.self)
    }

    /// Which languages a native speaker has reviewed, and when (`review-status.json`, UTF-8 JSON), for
    /// `iversion gallery`, which shows it on each language's card.
    public static var reviewStatus: [UInt8] {
        files.bytes(at: "review-status.json") ?? []
    }

    /// Every file of Localizations/ but this one and the README, as compiled in: for the tools that check
    /// the translations themselves (`iversion gallery` runs strings-check on them).
    package static var files: EmbeddedFiles { embeddedResources }
}
