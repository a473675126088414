/// The `<name>.lproj` folders of a directory, named as their localisation (`fr-CA`, `zh-Hant`, `Base`): the
/// one reading of that listing the library's translations and the gallery's app strings share.
package enum LprojFolders {
    /// The names before `.lproj` of the entries of `directory` that end in `.lproj`, sorted; empty when the
    /// directory cannot be listed. Listed with ``POSIX/directoryEntries(_:)``, the package's one listing.
    package static func names(in directory: String) -> [String] {
        (POSIX.directoryEntries(directory) ?? []).filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) }.sorted()
    }
}
