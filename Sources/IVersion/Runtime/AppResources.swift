import Foundation
import Strings

/// The app's own resources, where iVersion looks without being told: the `Localizable` tables of its
/// `<lang>.lproj` folders, which override the library's strings, and the local versions plist named by
/// `Configuration.localVersionsPlistPath`.
///
/// By default the main bundle's resources: on Linux the folder of the running executable, as
/// `Bundle.main` has it. An absolute plist path in the configuration still wins.
///
/// ```swift
/// var dependencies = VersionChecker.Dependencies.system
/// dependencies.resources = AppResources(directory: appFolder, tables: ["Localizable", "Updates"])
/// ```
public struct AppResources: Sendable, Hashable {
    /// The folder holding the `.lproj` folders and the versions plist.
    public let directory: URL
    /// The app's tables whose strings override the library's, first match wins (`Localizable` by default,
    /// as iVersion reads the main bundle): `<lang>.lproj/<table>.strings`, `.stringsdict`, or a
    /// `<table>.xcstrings` catalog.
    public let tables: [String]

    /// Resources in `directory`.
    /// - Parameters:
    ///   - directory: The folder holding the `.lproj` folders and the versions plist.
    ///   - tables: The app's tables that override the library's strings, in order.
    public init(directory: URL, tables: [String] = ["Localizable"]) {
        self.directory = directory
        self.tables = tables
    }

    /// The main bundle's resources (the running executable's folder on Linux).
    public static var main: AppResources {
        let path = Bundle.main.resourcePath ?? Bundle.main.bundlePath
        return AppResources(directory: URL(fileURLWithPath: path, isDirectory: true))
    }

    /// The app's tables, iVersion's main-bundle override of its strings.
    package var strings: StringsLookup.Source {
        StringsLookup.Source(bundle: StringsBundle(directoryPath: directory.path), tables: tables)
    }

    /// Where the local versions plist is, as iVersion looks it up: an absolute path as given; a relative one
    /// in the resources folder, else in the localised folder of one of `languages` (`fr.lproj/versions.plist`),
    /// else in `Base.lproj`. When none exists, the resources folder's path (so the failure names it).
    /// - Parameters:
    ///   - path: `Configuration.localVersionsPlistPath`.
    ///   - languages: The `.lproj` names to try, in order (the alert's language first).
    ///   - fileExists: Whether a path names a file (the disk by default).
    /// - Returns: The path to read.
    package func versionsPlistPath(
        _ path: String, languages: [String], fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) -> String {
        if path.hasPrefix("/") { return path }
        let direct = directory.appendingPathComponent(path).path
        if fileExists(direct) { return direct }
        for language in languages + ["Base"] {
            let localized = directory.appendingPathComponent("\(language).lproj").appendingPathComponent(path).path
            if fileExists(localized) { return localized }
        }
        return direct
    }
}
