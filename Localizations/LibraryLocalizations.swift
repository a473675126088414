import Foundation
import IVersionSupport

/// The library's own translations: the `<lang>.lproj` folders beside this file, shipped as resources.
public enum LibraryLocalizations {
    /// The directory that holds the `<lang>.lproj` folders.
    ///
    /// Found once per process. On Linux, SwiftPM puts the resource folder beside the executable, where one
    /// `stat` finds it; `Bundle.module` (Foundation's bundle machinery, which also scans the process's
    /// memory map for the main bundle) costs a fresh process 0.4 ms and 0.6 MB, and stays the fallback.
    public static var directory: URL { URL(fileURLWithPath: directoryPath, isDirectory: true) }

    /// The path of ``directory``: what a `StringsBundle` of the disk needs, without making a `URL`.
    public static var directoryPath: String { resolvedDirectoryPath }

    private static let resolvedDirectoryPath: String = besideExecutable ?? bundleModuleDirectory.path

    /// Where `Bundle.module` says the resources are: the fallback, and what tests compare with.
    static var bundleModuleDirectory: URL { Bundle.module.bundleURL }

    /// The resource folder's name as SwiftPM writes it on Linux: `<package>_<target>.resources`.
    static let resourceFolderName = "iVersion_IVersionLocalizations.resources"

    /// The path of the resource folder next to the running executable, when it is there.
    static var besideExecutable: String? {
        #if os(Linux)
        guard let executable = POSIX.linkTarget("/proc/self/exe") else { return nil }
        // The folder part, found as bytes (no character-by-character search of the path).
        let bytes = Array(executable.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        let folder = String(decoding: bytes[..<slash], as: UTF8.self) + "/" + resourceFolderName
        var status = stat()
        guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return nil }
        return folder
        #else
        return nil
        #endif
    }

    /// The names of the shipped localisations (`en`, `fr-CA`, `zh-Hant`, …), read from disk, sorted.
    public static var languages: [String] {
        LprojFolders.names(in: directoryPath)
    }

    /// The words allowed to equal English in the library's translations (`strings-check.allow`),
    /// for `strings-check --allow-file` and `iversion gallery`.
    public static var allowListFile: URL { directory.appendingPathComponent("strings-check.allow") }

    /// Which languages a native speaker has reviewed, and when (`review-status.json`), for
    /// `iversion gallery`, which shows it on each language's card.
    public static var reviewStatusFile: URL { directory.appendingPathComponent("review-status.json") }
}
