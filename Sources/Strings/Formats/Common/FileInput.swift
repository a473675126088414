import IVersionSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a whole file for a parser through ``BoundedFileReader``: only a regular file, refused by size
/// before reading, errors in the system's words.
package enum FileInput {
    /// The file's bytes, or an error naming the file: `.io` in the system's words, `.limit` by size.
    package static func read(_ url: URL, limits: ParserLimits) throws(StringsError) -> [UInt8] {
        try read(path: url.path, limits: limits)
    }

    /// The bytes of the file at `path`, or an error naming it, as ``read(_:limits:)``.
    package static func read(path: String, limits: ParserLimits) throws(StringsError) -> [UInt8] {
        let start = SourceLocation(file: path, line: 1, column: 1)
        switch BoundedFileReader.read(path, limit: limits.maximumBytes) {
        case let .bytes(bytes):
            return bytes
        case .missing:
            throw StringsError(.io, at: start, "cannot open the file: no such file or directory")
        case let .notRegular(kind):
            throw StringsError(.io, at: start, "cannot read the file: it is \(kind), not a regular file")
        case let .tooLarge(size):
            try limits.checkSize(size, file: path)
            throw StringsError(.limit, at: start, "file is larger than the limit of \(limits.maximumBytes) bytes")
        case let .failed(reason):
            throw StringsError(.io, at: start, "cannot read the file: \(reason)")
        }
    }
}
