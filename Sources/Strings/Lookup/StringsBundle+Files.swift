import IVersionSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension StringsBundle {
    /// Where a bundle's files are and how they are read: the disk by path, or any
    /// ``StringsFileSource`` by URL.
    ///
    /// The disk goes by path so that reading a table makes and reads no `URL`: the first URL a fresh
    /// process appends to or asks for its path costs it a tenth of a millisecond, a tenth of a first alert.
    enum Files: Sendable {
        /// The disk, within the source's size limit; `directory` is the URL the bundle was made with, if any.
        case disk(DiskFileSource, path: String, directory: URL?)
        /// Another source (a test's, an app's), asked by URL.
        case source(any StringsFileSource, directory: URL)

        init(directory: URL, source: any StringsFileSource) {
            if let disk = source as? DiskFileSource, directory.isFileURL {
                self = .disk(disk, path: directory.path, directory: directory)
            } else {
                self = .source(source, directory: directory)
            }
        }

        /// The directory, as given or made from its path.
        var directory: URL {
            switch self {
            case let .disk(_, path, directory): directory ?? URL(fileURLWithPath: path, isDirectory: true)
            case let .source(_, directory): directory
            }
        }

        /// The names in the directory (`folder` nil) or in its sub-folder `folder`; empty when there is none.
        func entries(of folder: String?) -> [String] {
            switch self {
            case let .disk(_, path, _):
                POSIX.directoryEntries(folder.map { Self.path(path, $0) } ?? path) ?? []
            case let .source(source, directory):
                source.entries(of: folder.map { directory.appendingPathComponent($0) } ?? directory)
            }
        }

        /// The bytes of the file at `relativePath` (`de.lproj/iVersion.strings`), and the path diagnostics name.
        func contents(of relativePath: String) throws(StringsError) -> (bytes: [UInt8], path: String) {
            switch self {
            case let .disk(disk, path, _):
                let file = Self.path(path, relativePath)
                return (try FileInput.read(path: file, limits: ParserLimits(maximumBytes: disk.maximumFileSize)), file)
            case let .source(source, directory):
                let url = directory.appendingPathComponent(relativePath)
                return (try source.contents(of: url), url.path)
            }
        }

        private static func path(_ directory: String, _ relativePath: String) -> String {
            directory.hasSuffix("/") ? directory + relativePath : directory + "/" + relativePath
        }
    }
}
