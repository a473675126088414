import IVersionSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension StringsBundle {
    /// Where a bundle's files are and how they are read: the disk by path, any ``StringsFileSource`` by
    /// URL, or files compiled into the program by relative path.
    ///
    /// The disk goes by path so that reading a table makes and reads no `URL`: the first URL a fresh
    /// process appends to or asks for its path costs it a tenth of a millisecond, a tenth of a first alert.
    enum Files: Sendable {
        /// The disk, within the source's size limit; `directory` is the URL the bundle was made with, if any.
        case disk(DiskFileSource, path: String, directory: URL?)
        /// Another source (a test's, an app's), asked by URL.
        case source(any StringsFileSource, directory: URL)
        /// Files compiled into the program (the library's translations), asked by path relative to their folder.
        case embedded(EmbeddedFiles)

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
            // Where the files were compiled from, relative to their package: there is no folder on disk.
            case let .embedded(files): URL(fileURLWithPath: files.origin, isDirectory: true)
            }
        }

        /// The names in the directory (`folder` nil) or in its sub-folder `folder`; empty when there is none.
        func entries(of folder: String?) -> [String] {
            switch self {
            case let .disk(_, path, _):
                POSIX.directoryEntries(folder.map { Self.path(path, $0) } ?? path) ?? []
            case let .source(source, directory):
                source.entries(of: folder.map { directory.appendingPathComponent($0) } ?? directory)
            case let .embedded(files):
                files.entries(of: folder)
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
            case let .embedded(files):
                // The path diagnostics name is the file's in the package, where it is to be fixed.
                let path = Self.path(files.origin, relativePath)
                guard let bytes = files.bytes(at: relativePath) else {
                    throw StringsError(.io, at: SourceLocation(file: path, line: 1, column: 1), "no such file compiled into the program")
                }
                return (bytes, path)
            }
        }

        private static func path(_ directory: String, _ relativePath: String) -> String {
            directory.hasSuffix("/") ? directory + relativePath : directory + "/" + relativePath
        }
    }
}
