import Foundation

/// Which of a target's files strings-check reads, and what to hand it: the one definition both plugins
/// use (a plugin can depend on no library, so this file is linked into the command plugin's folder).
enum LocalizedResources {
    /// The file of words that may equal the base language, found at the package's root by this name.
    static let allowFileName = "strings-check.allow"

    /// Whether strings-check reads the file: everything inside a `<lang>.lproj` folder (tables, plurals,
    /// storyboards) and every String Catalog.
    static func isChecked(_ file: URL) -> Bool {
        file.pathExtension == "xcstrings"
            || file.deletingLastPathComponent().pathComponents.contains { $0.hasSuffix(".lproj") }
    }

    /// The paths to check for these files: the folder holding each `.lproj` folder (strings-check compares
    /// the languages it finds side by side there) and each catalog outside those folders, in order.
    static func roots(of files: [URL]) -> [URL] {
        var folders = Set<String>()
        var catalogs = Set<String>()
        for file in files.map(\.standardizedFileURL) {
            let components = file.pathComponents
            if let lproj = components.firstIndex(where: { $0.hasSuffix(".lproj") }), lproj < components.count - 1 {
                folders.insert(NSString.path(withComponents: Array(components[..<lproj])))
            } else if file.pathExtension == "xcstrings" {
                catalogs.insert(file.path)
            }
        }
        // A catalog beside the .lproj folders is found by checking their folder.
        let outside = catalogs.filter { catalog in !folders.contains { isInside(catalog, $0) } }
        // A folder inside another is found by checking the outer one: listing both would check it twice.
        let outermost = folders.filter { folder in !folders.contains { $0 != folder && isInside(folder, $0) } }
        return (outermost.union(outside)).sorted().map { URL(fileURLWithPath: $0) }
    }

    /// The package's allow file, when it has one.
    static func allowFile(in packageDirectory: URL) -> URL? {
        let file = packageDirectory.appendingPathComponent(allowFileName)
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
