/// The `<name>.lproj` folders of a directory, named as their localisation (`fr-CA`, `zh-Hant`, `Base`): the
/// one reading of that listing the library's translations, the gallery's app strings and a strings bundle share.
package enum LprojFolders {
    /// The names before `.lproj` of the entries of `directory` that end in `.lproj`, sorted; empty when the
    /// directory cannot be listed. Listed with ``POSIX/directoryEntries(_:)``, the package's one listing.
    package static func names(in directory: String) -> [String] {
        names(among: POSIX.directoryEntries(directory) ?? [])
    }

    /// The names before `.lproj` of those `entries` (a directory's names) that end in `.lproj`, sorted.
    package static func names(among entries: [String]) -> [String] {
        entries.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.insertionSorted()
    }
}
