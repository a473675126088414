import IVersionSupport
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a ``StringsBundle`` reads the disk: the one seam for file access, so tests can count
/// reads or serve files from memory.
public protocol StringsFileSource: Sendable {
    /// The names of the entries of a directory (not recursive); empty when it does not exist.
    func entries(of directory: URL) -> [String]
    /// The whole content of a file.
    func contents(of file: URL) throws(StringsError) -> [UInt8]
}

/// Reads the real file system.
public struct DiskFileSource: StringsFileSource {
    /// Files larger than this are refused before being read.
    public var maximumFileSize: Int

    /// Reads the disk, refusing files larger than `maximumFileSize` bytes (32 MiB by default).
    public init(maximumFileSize: Int = 32 << 20) { self.maximumFileSize = maximumFileSize }

    /// The names in `directory` (not recursive); empty when it does not exist or cannot be read.
    public func entries(of directory: URL) -> [String] {
        POSIX.directoryEntries(directory.path) ?? []
    }

    /// Through the shared bounded reader: only a regular file (a FIFO fails at once instead of
    /// blocking), refused by size before it is read, errors in the system's words.
    public func contents(of file: URL) throws(StringsError) -> [UInt8] {
        try FileInput.read(file, limits: ParserLimits(maximumBytes: maximumFileSize))
    }
}
