import Foundation

/// The library's own translations: the `<lang>.lproj` folders beside this file, shipped as resources.
public enum LibraryLocalizations {
    /// The directory that holds the `<lang>.lproj` folders.
    public static var directory: URL { Bundle.module.bundleURL }

    /// The names of the shipped localisations (`en`, `fr-CA`, `zh-Hant`, …), read from disk, sorted.
    public static var languages: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.sorted()
    }

    /// The words allowed to equal English in the library's translations (`strings-check.allow`),
    /// for `strings-check --allow-file` and `iversion gallery`.
    public static var allowListFile: URL { Bundle.module.bundleURL.appendingPathComponent("strings-check.allow") }
}
