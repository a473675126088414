#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A folder of the package compiled into the program by the EmbedResources build plugin (Plugins/EmbedResources):
/// the library's translations and the demo data reach a program copied anywhere, with no resource folder beside
/// it to find at start-up, while the files in the package stay the source that translators edit.
///
/// The plugin writes one `EmbeddedFiles` value per target that adopts it, from that target's folder; each file is
/// a string literal in the binary, read only when asked for:
/// ```swift
/// let strings = embeddedResources.bytes(at: "de.lproj/iVersion.strings")
/// ```
package struct EmbeddedFiles: Sendable {
    /// How a file's bytes are written in the generated source.
    package enum Contents: Sendable {
        /// The bytes are UTF-8 text: the literal's own bytes, read in place.
        case utf8(StaticString)
        /// Any other bytes (a UTF-16 `.strings` file, a binary plist), in base64.
        case base64(StaticString)
    }

    /// The folder the files were read from, relative to the package's top (`Localizations`): what a
    /// diagnostic about one of them names, so that it points at the file to edit.
    package let origin: String
    /// The files' paths relative to ``origin`` (`de.lproj/iVersion.strings`), sorted.
    package let paths: [String]
    private let contents: [Contents]

    /// The files as the plugin writes them: every path first, then every file's contents in the same order, so
    /// the paths lie together in the binary and listing them touches a page or two, not every file's.
    /// - Parameters:
    ///   - origin: The folder they come from, relative to the package's top.
    ///   - paths: Each file's path relative to `origin`, sorted (the plugin writes them so; others are sorted here).
    ///   - contents: Each file's contents, in the order of `paths`; a path without contents is left out.
    package init(origin: String, paths: [String], contents: [Contents]) {
        self.origin = origin
        let count = min(paths.count, contents.count)
        var isSorted = true
        var index = 1
        while isSorted, index < count {
            isSorted = paths[index - 1] < paths[index]
            index += 1
        }
        if isSorted {
            self.paths = paths.count == count ? paths : Array(paths.prefix(count))
            self.contents = contents.count == count ? contents : Array(contents.prefix(count))
        } else {
            let sorted = zip(paths, contents).sorted { $0.0 < $1.0 }
            self.paths = sorted.map(\.0)
            self.contents = sorted.map(\.1)
        }
    }

    /// The bytes of the file at `path` (relative to ``origin``); nil when there is no such file.
    package func bytes(at path: String) -> [UInt8]? {
        guard let index = index(of: path) else { return nil }
        switch contents[index] {
        case let .utf8(text):
            return text.withUTF8Buffer { Array($0) }
        case let .base64(text):
            // Written by the plugin from the file's bytes: always valid base64.
            return text.withUTF8Buffer { Data(base64Encoded: Data($0)).map { Array($0) } }
        }
    }

    /// The names in the folder `folder` (relative to ``origin``; nil for the top), files and sub-folders
    /// alike, sorted; empty when there is no such folder.
    package func entries(of folder: String?) -> [String] {
        let prefix = folder.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        var names: [String] = []
        var index = lowerBound(prefix)
        while index < paths.count, paths[index].hasPrefix(prefix) {
            let rest = paths[index].utf8.dropFirst(prefix.utf8.count)
            let name = String(Substring(rest.prefix { $0 != UInt8(ascii: "/") }))
            if names.last != name { names.append(name) }
            index += 1
        }
        // Sorted by path, a folder's name can still come after a longer name it begins ("a.b/x" < "a/y").
        return names.insertionSorted()
    }

    /// Whether `path` (relative to ``origin``; empty for the top) is a folder (true), a file (false), or
    /// neither (nil).
    package func isFolder(_ path: String) -> Bool? {
        if path.isEmpty { return true }
        if index(of: path) != nil { return false }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let first = lowerBound(prefix)
        return first < paths.count && paths[first].hasPrefix(prefix) ? true : nil
    }

    private func index(of path: String) -> Int? {
        let index = lowerBound(path)
        return index < paths.count && paths[index] == path ? index : nil
    }

    /// The first position whose path is not before `path`.
    private func lowerBound(_ path: String) -> Int {
        var low = 0, high = paths.count
        while low < high {
            let middle = low + (high - low) / 2
            if paths[middle] < path { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
